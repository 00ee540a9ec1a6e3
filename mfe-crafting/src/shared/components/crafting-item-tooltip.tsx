import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeItem } from '@eoa/contracts';
import { ItemDetails, ItemIcon, qualityColour, Spinner, Tooltip } from '@eoa/ui';
import { useTooltipItems } from '../api/tooltip-items';

/** Every item id of the view (a tree, a list): the first tooltip loads them all at once. */
export const TooltipItemIds = createContext<readonly number[]>([]);

function TooltipBody({ item, extra }: { item: RecipeItem; extra?: ReactNode }) {
  const { t } = useTranslation('crafting');
  const ids = useContext(TooltipItemIds);
  const items = useTooltipItems(ids.includes(item.itemId) ? ids : [...ids, item.itemId], true);
  const full = items.data?.get(item.itemId);
  if (full) return <ItemDetails item={full}>{extra}</ItemDetails>;
  // Loading, failed or unknown to the catalog: the recipe's own data (spec 2 §8).
  return (
    <div className="eoa-item-details">
      <header className="eoa-item-details__header">
        <ItemIcon icon={item.icon} quality={item.quality} size={36} />
        <div>
          <h3 style={{ color: qualityColour(item.quality) }}>{item.localizedName || item.name}</h3>
          {items.isPending ? (
            <p className="eoa-item-details__muted">
              <Spinner size="sm" label="" /> {t('tooltip.loading')}
            </p>
          ) : null}
        </div>
      </header>
      {extra}
    </div>
  );
}

/**
 * The shared item tooltip (the kit's item details in the item panel) for an item a recipe names: opens on hover
 * and on keyboard focus, stays inside the viewport, closes on Escape. Its body mounts only while it is open, so
 * nothing is fetched before the first hover.
 */
export function CraftingItemTooltip({ item, extra, children }: { item: RecipeItem; extra?: ReactNode; children: ReactNode }) {
  return (
    <Tooltip tone="item" content={<TooltipBody item={item} extra={extra} />}>
      {children}
    </Tooltip>
  );
}
