import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialTotal, OptimalPath, OptimalPathTier, Recipe, RecipeTree, RecipeTreeSummary } from '@eoa/contracts';
import { calculatorCostCopper, CALCULATOR_COPPER_PER_GOLD, splitCrafts, summarizeRecipeTrees } from '@eoa/game-rules';
import { Coins, EmptyState, Spinner } from '@eoa/ui';
import { useRecipeTrees } from '../../shared/api/recipe-tree';
import { TooltipItemIds } from '../../shared/components/crafting-item-tooltip';
import { byLocalizedName, MaterialLine, summaryItemIds, useSourceText } from '../../shared/components/material-line';

interface PlannedCraft {
  recipe: Recipe;
  crafts: number;
}

interface TierPlan {
  tier: OptimalPathTier;
  entries: PlannedCraft[];
  crafts: number;
}

/** The selected recipes of each tier share the tier's points (game-rules' splitCrafts). */
function planTiers(path: OptimalPath, selected: Readonly<Record<number, readonly number[]>>): TierPlan[] {
  return path.tiers.map((tier) => {
    const chosen = tier.recipes.filter((r) => selected[tier.tier]?.includes(r.recipe.id));
    const crafts = splitCrafts(tier.pointsNeeded, chosen.map((r) => r.recipe.xp));
    const entries = chosen.map((r, index) => ({ recipe: r.recipe, crafts: crafts[index]! }));
    return { tier, entries, crafts: crafts.reduce((sum, n) => sum + n, 0) };
  });
}

/** The summary of the planned crafts from their trees; null until the trees are in. Trees that failed are left out. */
function summaryOf(entries: readonly PlannedCraft[], trees: ReadonlyMap<number, RecipeTree> | undefined): RecipeTreeSummary | null {
  if (!trees) return null;
  return summarizeRecipeTrees(entries.filter((e) => e.crafts > 0 && trees.has(e.recipe.id)).map((e) => ({ tree: trees.get(e.recipe.id)!, crafts: e.crafts })));
}

function Materials({ title, materials, detail }: { title: string; materials: readonly MaterialTotal[]; detail?: (m: MaterialTotal) => ReactNode }) {
  const { t } = useTranslation('crafting');
  return (
    <details className="crafting-calc-details">
      <summary>{t('calculator.listTitle', { title, count: materials.length })}</summary>
      {materials.length === 0 ? (
        <p className="crafting-muted">{t('calculator.none')}</p>
      ) : (
        <ul className="crafting-materials">
          {[...materials].sort(byLocalizedName).map((m) => (
            <MaterialLine key={m.itemId} item={m} quantity={m.quantity} detail={detail?.(m)} />
          ))}
        </ul>
      )}
    </details>
  );
}

function Costs({ crafts, summary }: { crafts: number; summary: RecipeTreeSummary | null }) {
  const { t } = useTranslation('crafting');
  return (
    <dl className="crafting-calc-costs">
      <div>
        <dt>{t('calculator.crafts')}</dt>
        <dd>{crafts}</dd>
      </div>
      <div>
        <dt>{t('calculator.cost')}</dt>
        <dd>
          <Coins copper={calculatorCostCopper(crafts)} copperPerGold={CALCULATOR_COPPER_PER_GOLD} />
        </dd>
      </div>
      <div>
        <dt>{t('summary.vendorCost')}</dt>
        <dd>{summary ? <Coins copper={summary.vendorCostCopper} /> : <Spinner size="sm" />}</dd>
      </div>
    </dl>
  );
}

/** The calculator's answer: per tier the recipes (checkboxes, the top one preselected), crafts, materials and cost; then the totals. */
export function CalculatorResults({ path, onOpenRecipe }: { path: OptimalPath; onOpenRecipe: (recipe: Recipe) => void }) {
  const { t } = useTranslation('crafting');
  const sourceText = useSourceText();
  // Spec 2 §4: the top recipe of each tier is selected at first.
  const [selected, setSelected] = useState<Record<number, number[]>>(() =>
    Object.fromEntries(path.tiers.map((tier) => [tier.tier, tier.recipes.slice(0, 1).map((r) => r.recipe.id)])),
  );
  const plan = useMemo(() => planTiers(path, selected), [path, selected]);
  const recipeIds = useMemo(() => [...new Set(plan.flatMap((p) => p.entries.map((e) => e.recipe.id)))], [plan]);
  // Spec 2 §4: trees are fetched for the selected recipes (in batches of 10).
  const trees = useRecipeTrees(recipeIds);
  const tierSummaries = useMemo(() => plan.map((p) => summaryOf(p.entries, trees.data)), [plan, trees.data]);
  const totalSummary = useMemo(() => summaryOf(plan.flatMap((p) => p.entries), trees.data), [plan, trees.data]);
  const totalCrafts = plan.reduce((sum, p) => sum + p.crafts, 0);
  const itemIds = useMemo(() => (totalSummary ? summaryItemIds(totalSummary) : []), [totalSummary]);

  const toggle = (tier: number, recipeId: number) =>
    setSelected((previous) => {
      const current = previous[tier] ?? [];
      return { ...previous, [tier]: current.includes(recipeId) ? current.filter((id) => id !== recipeId) : [...current, recipeId] };
    });

  const raw = totalSummary ? Object.values(totalSummary.rawMaterials) : [];
  const missingTrees = trees.data ? recipeIds.filter((id) => !trees.data.has(id)).length : 0;
  return (
    <TooltipItemIds.Provider value={itemIds}>
      {plan.map(({ tier, entries, crafts }, index) => (
        <section key={tier.tier} className="crafting-calc-tier" aria-labelledby={`crafting-calc-tier-${tier.tier}`}>
          <h3 id={`crafting-calc-tier-${tier.tier}`}>
            {t('calculator.tierHeading', { tier: tier.tier, name: tier.tierName })}
            <span className="crafting-muted">{t('calculator.tierPoints', { count: tier.pointsNeeded })}</span>
          </h3>
          {tier.recipes.length === 0 ? (
            <EmptyState text={t('calculator.noRecipes')} />
          ) : (
            <>
              <ul className="crafting-calc-recipes">
                {tier.recipes.map((r) => {
                  const entry = entries.find((e) => e.recipe.id === r.recipe.id);
                  return (
                    <li key={r.recipe.id} className="crafting-calc-recipe">
                      <label>
                        <input type="checkbox" checked={entry !== undefined} onChange={() => toggle(tier.tier, r.recipe.id)} />
                        <span className="crafting-calc-recipe__name">{r.recipe.localizedName}</span>
                      </label>
                      <span className="crafting-muted">{t('xp', { xp: r.recipe.xp })}</span>
                      <span className="crafting-calc-recipe__crafts">{entry ? t('calculator.craftsNeeded', { count: entry.crafts }) : '—'}</span>
                      <button
                        type="button"
                        className="crafting-link-button"
                        aria-label={t('calculator.openRecipe', { name: r.recipe.localizedName })}
                        title={t('calculator.openRecipe', { name: r.recipe.localizedName })}
                        onClick={() => onOpenRecipe(r.recipe)}
                      >
                        <span aria-hidden="true">↗</span>
                      </button>
                    </li>
                  );
                })}
              </ul>
              {entries.length === 0 ? <p className="crafting-muted">{t('calculator.selectOne')}</p> : null}
              <details className="crafting-calc-details">
                <summary>{t('calculator.materialsAndCost')}</summary>
                <Costs crafts={crafts} summary={tierSummaries[index] ?? null} />
                {tierSummaries[index] ? (
                  <ul className="crafting-materials">
                    {Object.values(tierSummaries[index]!.rawMaterials)
                      .sort(byLocalizedName)
                      .map((m) => (
                        <MaterialLine key={m.itemId} item={m} quantity={m.quantity} detail={sourceText(m)} />
                      ))}
                  </ul>
                ) : trees.isError ? (
                  <p className="crafting-error-text">{t('calculator.materialsFailed')}</p>
                ) : (
                  <p className="crafting-muted">
                    <Spinner size="sm" label="" /> {t('calculator.loadingMaterials')}
                  </p>
                )}
              </details>
            </>
          )}
        </section>
      ))}
      <section className="crafting-calc-totals" aria-labelledby="crafting-calc-totals">
        <h3 id="crafting-calc-totals">{t('calculator.totals')}</h3>
        <Costs crafts={totalCrafts} summary={totalSummary} />
        {missingTrees > 0 ? <p className="crafting-error-text">{t('calculator.materialsPartial', { count: missingTrees })}</p> : null}
        {totalSummary ? (
          <>
            <Materials title={t('calculator.raw')} materials={raw.filter((m) => m.source !== 'vendor')} detail={sourceText} />
            <Materials title={t('calculator.vendor')} materials={raw.filter((m) => m.source === 'vendor')} detail={(m) => (m.vendorPriceCopper !== null ? <Coins copper={m.vendorPriceCopper * m.quantity} /> : null)} />
            <Materials title={t('calculator.optional')} materials={Object.values(totalSummary.optionalMaterials)} />
            <Materials title={t('summary.processed')} materials={Object.values(totalSummary.processedMaterials)} detail={sourceText} />
            <Materials title={t('summary.direct')} materials={totalSummary.directRequirements} />
          </>
        ) : trees.isError ? (
          <p className="crafting-error-text">{t('calculator.materialsFailed')}</p>
        ) : recipeIds.length > 0 ? (
          <p className="crafting-muted">
            <Spinner size="sm" label="" /> {t('calculator.loadingMaterials')}
          </p>
        ) : null}
      </section>
    </TooltipItemIds.Provider>
  );
}
