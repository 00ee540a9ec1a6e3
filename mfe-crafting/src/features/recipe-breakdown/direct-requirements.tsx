import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe, RecipeItem } from '@eoa/contracts';
import { criticalChance } from '@eoa/game-rules';
import { TooltipItemIds } from '../../shared/components/crafting-item-tooltip';
import { MaterialLine } from '../../shared/components/material-line';

/**
 * Without a tree (spec 2 §2): the recipe's direct requirements, its optional ingredients with their critical chance
 * bonus, and the normal and critical results.
 */
export function DirectRequirements({ recipe, onShowUsedIn }: { recipe: Recipe; onShowUsedIn: (item: RecipeItem) => void }) {
  const { t } = useTranslation('crafting');
  const required = recipe.ingredients.filter((i) => !i.optional);
  const optional = recipe.ingredients.filter((i) => i.optional);
  const ids = useMemo(
    () => [...recipe.ingredients.map((i) => i.itemId), recipe.result.itemId, ...(recipe.criticalResult ? [recipe.criticalResult.itemId] : [])],
    [recipe],
  );
  return (
    <TooltipItemIds.Provider value={ids}>
      <div className="crafting-direct">
        <section aria-labelledby="crafting-direct-required">
          <h3 id="crafting-direct-required">{t('summary.direct')}</h3>
          <ul className="crafting-materials">
            {required.map((i) => (
              <MaterialLine key={i.itemId} item={i} quantity={i.quantity} onShowUsedIn={onShowUsedIn} />
            ))}
          </ul>
        </section>
        {optional.length > 0 ? (
          <section aria-labelledby="crafting-direct-optional">
            <h3 id="crafting-direct-optional">{t('direct.optional')}</h3>
            <ul className="crafting-materials">
              {optional.map((i) => (
                <MaterialLine
                  key={i.itemId}
                  item={i}
                  quantity={i.quantity}
                  detail={t('summary.optionalBonus', { value: i.criticalChanceBonus })}
                  onShowUsedIn={onShowUsedIn}
                />
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="crafting-direct-results">
          <h3 id="crafting-direct-results">{t('direct.results')}</h3>
          <ul className="crafting-materials">
            <MaterialLine item={recipe.result} quantity={recipe.result.quantity} detail={t('tree.result')} />
            {recipe.criticalResult ? (
              <MaterialLine
                item={recipe.criticalResult}
                quantity={recipe.criticalResult.quantity}
                detail={t('tree.criticalResult', { chance: criticalChance(recipe.baseCriticalChance, recipe.ingredients, false) })}
              />
            ) : null}
          </ul>
          {optional.length > 0 && recipe.criticalResult ? (
            <p className="crafting-muted">{t('direct.withOptionals', { chance: criticalChance(recipe.baseCriticalChance, recipe.ingredients, true) })}</p>
          ) : null}
        </section>
      </div>
    </TooltipItemIds.Provider>
  );
}
