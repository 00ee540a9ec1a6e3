import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '@eoa/contracts';
import { classNames, ItemIcon } from '@eoa/ui';

/** Spec 2 §9: row height 75, list height 600. */
export const RECIPE_ROW_HEIGHT = 75;
export const RECIPE_LIST_HEIGHT = 600;

export interface RecipeListProps {
  recipes: readonly Recipe[];
  selectedId: number | null;
  onSelect: (recipe: Recipe) => void;
}

/**
 * The recipe list: only the rows in view are in the page. A listbox with one Tab stop: the arrow keys, Home, End,
 * Page Up and Page Down move, Enter or Space opens the recipe.
 */
export const RecipeList = memo(function RecipeList({ recipes, selectedId, onSelect }: RecipeListProps) {
  const { t } = useTranslation('crafting');
  const scrollRef = useRef<HTMLDivElement>(null);
  const selectedIndex = recipes.findIndex((recipe) => recipe.id === selectedId);
  const [active, setActive] = useState(Math.max(0, selectedIndex));
  const activeIndex = Math.min(active, Math.max(0, recipes.length - 1));
  const focusAfterMove = useRef(false);
  const virtualizer = useVirtualizer({
    count: recipes.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => RECIPE_ROW_HEIGHT,
    overscan: 6,
  });

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    scrollRef.current?.querySelector<HTMLElement>(`[data-index="${activeIndex}"]`)?.focus();
  });

  const move = (index: number) => {
    const next = Math.max(0, Math.min(recipes.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next);
    focusAfterMove.current = true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.floor(RECIPE_LIST_HEIGHT / RECIPE_ROW_HEIGHT) - 1);
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      Home: () => move(0),
      End: () => move(recipes.length - 1),
      PageDown: () => move(activeIndex + page),
      PageUp: () => move(activeIndex - page),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    } else if (event.key === 'Enter' || event.key === ' ') {
      const recipe = recipes[activeIndex];
      if (recipe) {
        event.preventDefault();
        onSelect(recipe);
      }
    }
  };

  return (
    <div
      ref={scrollRef}
      className="crafting-list"
      role="listbox"
      aria-label={t('browser.listLabel')}
      style={{ height: RECIPE_LIST_HEIGHT }}
      onKeyDown={onKeyDown}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const recipe = recipes[row.index]!;
          const selected = recipe.id === selectedId;
          return (
            <div
              key={recipe.id}
              data-index={row.index}
              role="option"
              aria-selected={selected}
              tabIndex={row.index === activeIndex ? 0 : -1}
              className={classNames('crafting-row', selected && 'crafting-row--selected')}
              style={{ transform: `translateY(${row.start}px)`, height: RECIPE_ROW_HEIGHT }}
              onClick={() => {
                setActive(row.index);
                onSelect(recipe);
              }}
            >
              <ItemIcon icon={recipe.result.icon} quality={recipe.result.quality} size={40} />
              <span className="crafting-row__text">
                <span className="crafting-row__name">{recipe.localizedName}</span>
                <span className="crafting-row__meta">
                  {t('browser.rowMeta', { profession: recipe.professionName, tier: recipe.tier })}
                </span>
              </span>
              <span className="crafting-row__xp">{t('xp', { xp: recipe.xp })}</span>
            </div>
          );
        })}
      </div>
    </div>
  );
});
