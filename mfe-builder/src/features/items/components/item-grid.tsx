import { memo, useRef } from 'react';
import { useDraggable } from '@dnd-kit/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import type { Item } from '@eoa/contracts';
import { EmptyState, ItemCard, ItemTooltip } from '@eoa/ui';
import { dragId, type DragData } from '../../../shared/dnd';

/** Spec 1 §9: 3 columns, row height 110, gap 12, padding 16. */
export const GRID_COLUMNS = 3;
export const GRID_ROW_HEIGHT = 110;
export const GRID_GAP = 12;
export const GRID_PADDING = 16;

export interface ItemGridProps {
  items: readonly Item[];
  onEquip: (item: Item) => void;
  /** What the tooltip adds for an item (the comparison with what is worn). */
  tooltipExtra?: (item: Item) => React.ReactNode;
  /** What a card shows on its right (the upgrade finder's gain). */
  cardExtra?: (itemId: number) => React.ReactNode;
}

/** A card of the grid: double-click or Enter equips; drag it onto a slot (Space picks it up from the keyboard). */
function DraggableItemCard({ item, onEquip, extra }: { item: Item; onEquip: (item: Item) => void; extra?: React.ReactNode }) {
  const { t } = useTranslation('builder');
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: dragId.item(item.id), data: { kind: 'item', item } satisfies DragData });
  return (
    <ItemCard
      ref={setNodeRef}
      name={item.localizedName || item.name}
      icon={item.icon}
      quality={item.quality}
      meta={[t('items.level', { level: item.level }), item.slotName ?? item.categoryName].filter(Boolean).join(' · ')}
      className={isDragging ? 'builder-dragging' : undefined}
      {...attributes}
      {...listeners}
      onDoubleClick={() => onEquip(item)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEquip(item);
        else listeners?.onKeyDown?.(event);
      }}
      data-item-id={item.id}
    >
      {extra}
    </ItemCard>
  );
}

/** The virtualised item grid: only the rows in view are in the page, however many items match. Memoised: an equip elsewhere does not re-render it. */
export const ItemGrid = memo(function ItemGrid({ items, onEquip, tooltipExtra, cardExtra }: ItemGridProps) {
  const { t } = useTranslation('builder');
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = Math.ceil(items.length / GRID_COLUMNS);
  // The site does not run the React Compiler; the virtualizer is only read during render here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => GRID_ROW_HEIGHT + GRID_GAP,
    overscan: 4,
    paddingStart: GRID_PADDING,
    paddingEnd: GRID_PADDING,
  });

  if (items.length === 0) return <EmptyState text={t('items.empty')} />;
  return (
    <div ref={scrollRef} className="builder-grid" role="list" aria-label={t('items.gridLabel', { count: items.length })}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            className="builder-grid__row"
            style={{ transform: `translateY(${row.start}px)`, height: GRID_ROW_HEIGHT, gap: GRID_GAP, padding: `0 ${GRID_PADDING}px` }}
          >
            {items.slice(row.index * GRID_COLUMNS, row.index * GRID_COLUMNS + GRID_COLUMNS).map((item, column) => (
              // Only a window of the cards is in the page: each says where it stands in the whole list.
              <div key={item.id} role="listitem" aria-posinset={row.index * GRID_COLUMNS + column + 1} aria-setsize={items.length} className="builder-grid__cell">
                <ItemTooltip item={item} extra={tooltipExtra?.(item)}>
                  <DraggableItemCard item={item} onEquip={onEquip} extra={cardExtra?.(item.id)} />
                </ItemTooltip>
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
});
