import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profession, Recipe, RecipeCategoryFilter } from '@eoa/contracts';
import { Button, EmptyState, ErrorState, LoadingState, SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@eoa/ui';
import { NO_FILTERS, type CraftingChanges, type RecipeFilters as Filters } from '../../shared/crafting-params';
import type { useRecipeList } from './api/get-recipes';
import { RecipeFilters } from './recipe-filters';
import { RecipeList } from './recipe-list';
import './recipe-browser.css';

export interface RecipeBrowserProps {
  filters: Filters;
  list: ReturnType<typeof useRecipeList>;
  professions: readonly Profession[];
  selectedId: number | null;
  onSelect: (recipe: Recipe) => void;
  /** Writes filters to the URL (the page's state). */
  onChange: (changes: CraftingChanges) => void;
}

/** A text box whose value follows the URL when the URL changes by itself (Back, a link), and writes to it after a pause. */
function useTypedFilter(value: string, write: (text: string) => void) {
  const [typed, setTyped] = useState(value);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const written = useRef(settled);
  useEffect(() => {
    if (written.current === settled) return;
    written.current = settled;
    write(settled);
  }, [settled, write]);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== settled) setTyped(value);
  }
  return [typed, setTyped] as const;
}

/** The middle column (spec 2 §2): filters, "N recipes found", the virtual list, "Load More...", the empty and error texts. */
export function RecipeBrowser({ filters, list, professions, selectedId, onSelect, onChange }: RecipeBrowserProps) {
  const { t } = useTranslation('crafting');
  const writeSearch = useMemo(() => (text: string) => onChange({ search: text }), [onChange]);
  const writeIngredient = useMemo(() => (text: string) => onChange({ ingredient: text }), [onChange]);
  const [typedSearch, setTypedSearch] = useTypedFilter(filters.search, writeSearch);
  const [typedIngredient, setTypedIngredient] = useTypedFilter(filters.ingredient, writeIngredient);

  const recipes = useMemo(() => list.data?.pages.flatMap((page) => page.recipes) ?? [], [list.data]);
  const total = list.data?.pages[0]?.totalCount ?? 0;

  const clear = () => {
    setTypedSearch('');
    setTypedIngredient('');
    onChange({
      search: NO_FILTERS.search,
      ingredient: NO_FILTERS.ingredient,
      category: null,
      profession: null,
      tier: null,
    });
  };

  let body;
  if (list.isPending) body = <LoadingState text={t('browser.loading')} />;
  else if (list.isError && recipes.length === 0) body = <ErrorState title={t('errors.recipes')} onRetry={() => void list.refetch()} />;
  else if (recipes.length === 0) body = <EmptyState text={t('browser.empty')} />;
  else
    body = (
      <>
        <RecipeList recipes={recipes} selectedId={selectedId} onSelect={onSelect} />
        {list.hasNextPage ? (
          <Button className="crafting-load-more" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
            {t('browser.loadMore')}
          </Button>
        ) : null}
        {list.isError ? <p className="crafting-error-text" role="alert">{t('errors.recipes')}</p> : null}
      </>
    );

  return (
    <section className="crafting-browser" aria-label={t('browser.label')}>
      <RecipeFilters
        typedSearch={typedSearch}
        typedIngredient={typedIngredient}
        category={filters.category}
        profession={filters.profession}
        tier={filters.tier}
        professions={professions}
        onSearch={setTypedSearch}
        onIngredient={setTypedIngredient}
        onCategory={(category: RecipeCategoryFilter) => onChange({ category: category === 'All' ? null : category })}
        onProfession={(profession) => onChange({ profession })}
        onTier={(tier) => onChange({ tier })}
        onClear={clear}
      />
      <p className="crafting-browser__count" aria-live="polite">
        {list.isSuccess || recipes.length > 0 ? t('browser.found', { count: total }) : '\u00a0'}
      </p>
      <div className="crafting-browser__list">{body}</div>
    </section>
  );
}
