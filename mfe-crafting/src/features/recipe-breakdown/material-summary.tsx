import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeItem, RecipeTree } from '@eoa/contracts';
import { summarizeRecipeTree } from '@eoa/game-rules';
import { EmptyState } from '@eoa/ui';
import { TooltipItemIds } from '../../shared/components/crafting-item-tooltip';
import { byLocalizedName, MaterialLine, SummaryTotals, summaryItemIds, useSourceText } from '../../shared/components/material-line';
import { MultiplierPicker } from './multiplier-picker';

export interface MaterialSummaryProps {
  tree: RecipeTree;
  multiplier: number;
  onMultiplier: (multiplier: number) => void;
  onShowUsedIn: (item: RecipeItem) => void;
}

/**
 * The material summary (spec 2 §2): the multiplier, then three columns — raw materials needed, processed materials,
 * direct recipe requirements — with the vendor cost in gold, silver and copper and the total XP. Computed in the
 * page by the same rules as the service (game-rules), so a new multiplier needs no request.
 */
export function MaterialSummary({ tree, multiplier, onMultiplier, onShowUsedIn }: MaterialSummaryProps) {
  const { t } = useTranslation('crafting');
  const sourceText = useSourceText();
  const summary = useMemo(() => summarizeRecipeTree(tree, multiplier), [tree, multiplier]);
  const raw = useMemo(() => Object.values(summary.rawMaterials).sort(byLocalizedName), [summary]);
  const processed = useMemo(() => Object.values(summary.processedMaterials).sort(byLocalizedName), [summary]);
  const ids = useMemo(() => summaryItemIds(summary), [summary]);

  return (
    <section className="crafting-summary" aria-labelledby="crafting-summary-title">
      <header className="crafting-summary__header">
        <h3 id="crafting-summary-title">{t('summary.title')}</h3>
        <MultiplierPicker value={multiplier} onChange={onMultiplier} />
      </header>
      <TooltipItemIds.Provider value={ids}>
        <div className="crafting-summary__columns">
          <section aria-labelledby="crafting-raw-title">
            <h4 id="crafting-raw-title">{t('summary.raw')}</h4>
            <ul className="crafting-materials" aria-labelledby="crafting-raw-title">
              {raw.map((m) => (
                <MaterialLine key={m.itemId} item={m} quantity={m.quantity} detail={sourceText(m)} onShowUsedIn={onShowUsedIn} />
              ))}
            </ul>
          </section>
          <section aria-labelledby="crafting-processed-title">
            <h4 id="crafting-processed-title">{t('summary.processed')}</h4>
            {processed.length === 0 ? (
              <EmptyState text={t('summary.noProcessed')} />
            ) : (
              <ul className="crafting-materials" aria-labelledby="crafting-processed-title">
                {processed.map((m) => (
                  <MaterialLine
                    key={m.itemId}
                    item={m}
                    quantity={m.quantity}
                    detail={[t('summary.crafts', { count: m.crafts, produced: m.produced }), m.requiredProfessionName].filter(Boolean).join(' · ')}
                    onShowUsedIn={onShowUsedIn}
                  />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="crafting-direct-title">
            <h4 id="crafting-direct-title">{t('summary.direct')}</h4>
            <ul className="crafting-materials" aria-labelledby="crafting-direct-title">
              {summary.directRequirements.map((m) => (
                <MaterialLine
                  key={`${m.itemId}:${m.optional}`}
                  item={m}
                  quantity={m.quantity}
                  detail={m.optional ? t('summary.optionalBonus', { value: m.criticalChanceBonus }) : sourceText(m)}
                  onShowUsedIn={onShowUsedIn}
                />
              ))}
            </ul>
          </section>
        </div>
      </TooltipItemIds.Provider>
      <SummaryTotals summary={summary}>
        <div>
          <dt>{t('summary.time')}</dt>
          <dd>{t('summary.minutes', { count: summary.estimatedTimeMinutes })}</dd>
        </div>
        {summary.requiredProfessions.length > 0 ? (
          <div>
            <dt>{t('summary.professions')}</dt>
            <dd>
              {summary.requiredProfessions.map((p) => (p.tier === null ? p.name : `${p.name} ${t('tierShort', { tier: p.tier })}`)).join(', ')}
            </dd>
          </div>
        ) : null}
      </SummaryTotals>
    </section>
  );
}
