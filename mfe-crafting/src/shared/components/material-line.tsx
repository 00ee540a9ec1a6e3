import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MaterialTotal, RecipeItem, RecipeTreeSummary } from '@eoa/contracts';
import { classNames, Coins, ItemIcon } from '@eoa/ui';
import { CraftingItemTooltip } from './crafting-item-tooltip';

export interface MaterialLineProps {
  item: RecipeItem;
  quantity: number;
  /** What the list adds below the name (origin, crafts, price…). */
  detail?: ReactNode;
  /** Before the item (the shopping list's check-off). */
  leading?: ReactNode;
  className?: string;
  onShowUsedIn?: (item: RecipeItem) => void;
}

/** One material line: icon, name (with the item tooltip), quantity, what the list adds, and the "used in" button. */
export function MaterialLine({ item, quantity, detail, leading, className, onShowUsedIn }: MaterialLineProps) {
  const { t } = useTranslation('crafting');
  const name = item.localizedName || item.name;
  return (
    <li className={classNames('crafting-material', className)}>
      {leading}
      <CraftingItemTooltip item={item}>
        <span className="crafting-material__item" tabIndex={0}>
          <ItemIcon icon={item.icon} quality={item.quality} size={28} />
          <span className="crafting-material__name">{name}</span>
        </span>
      </CraftingItemTooltip>
      <span className="crafting-material__quantity">{t('quantity', { count: quantity })}</span>
      {detail ? <span className="crafting-material__detail">{detail}</span> : null}
      {onShowUsedIn ? (
        <button type="button" className="crafting-material__used-in" aria-label={t('tree.usedIn', { name })} title={t('tree.usedIn', { name })} onClick={() => onShowUsedIn(item)}>
          <span aria-hidden="true">↑</span>
        </button>
      ) : null}
    </li>
  );
}

/** "Gathered · Prospector", "Vendor", … */
export function useSourceText() {
  const { t } = useTranslation('crafting');
  return (material: Pick<MaterialTotal, 'source' | 'requiredProfessionName'>) =>
    [t(`source.${material.source}`), material.requiredProfessionName].filter(Boolean).join(' · ');
}

export const byLocalizedName = (a: { localizedName: string }, b: { localizedName: string }) => a.localizedName.localeCompare(b.localizedName);

/** Every item a summary names (for the tooltips' one batch). */
export function summaryItemIds(summary: RecipeTreeSummary): number[] {
  return [
    ...Object.values(summary.rawMaterials),
    ...Object.values(summary.processedMaterials),
    ...Object.values(summary.optionalMaterials),
    ...summary.directRequirements,
  ].map((m) => m.itemId);
}

/** The figures under a summary: vendor cost (100,000 copper a gold), crafts and XP, and what a view adds. */
export function SummaryTotals({ summary, children }: { summary: RecipeTreeSummary; children?: ReactNode }) {
  const { t } = useTranslation('crafting');
  return (
    <dl className="crafting-summary__totals">
      <div>
        <dt>{t('summary.vendorCost')}</dt>
        <dd data-testid="crafting-vendor-cost">
          <Coins copper={summary.vendorCostCopper} />
        </dd>
      </div>
      <div>
        <dt>{t('summary.totalXp')}</dt>
        <dd data-testid="crafting-total-xp">{t('xp', { xp: summary.totalXP })}</dd>
      </div>
      <div>
        <dt>{t('summary.totalCrafts')}</dt>
        <dd>{summary.totalCrafts}</dd>
      </div>
      {children}
    </dl>
  );
}
