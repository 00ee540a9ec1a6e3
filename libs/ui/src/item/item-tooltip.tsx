import type { ReactNode } from 'react';
import type { Item } from '@eoa/contracts';
import { Tooltip, type TooltipWidth } from '../components/tooltip';
import { ItemDetails } from './item-details';

export interface ItemTooltipProps {
  item: Item;
  /** The element hovered or focused. */
  children: ReactNode;
  /** Added inside the tooltip before the sources (a drop's chance, a comparison). */
  extra?: ReactNode;
  showSources?: boolean;
  width?: TooltipWidth;
}

/**
 * The item tooltip every page uses (loot grid, builder, crafting): it follows the pointer, stays within 20 px
 * of the viewport, opens on keyboard focus too, and loads the item's sources only once it is shown.
 */
export function ItemTooltip({ item, children, extra, showSources = true, width = 350 }: ItemTooltipProps) {
  return (
    <Tooltip
      width={width}
      tone="item"
      content={
        <ItemDetails item={item} showSources={showSources}>
          {extra}
        </ItemDetails>
      }
    >
      {children}
    </Tooltip>
  );
}
