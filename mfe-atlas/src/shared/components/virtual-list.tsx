import { useRef, type ReactNode } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';

interface VirtualListProps<T> {
  items: readonly T[];
  rowHeight: number;
  keyOf: (item: T) => number | string;
  /** The row's content; its wrapper is a list item of the row's height. */
  renderRow: (item: T, index: number) => ReactNode;
  className: string;
  /** The id of the heading that names the list. */
  labelledBy: string;
}

/**
 * A long list of fixed-height rows with only those in view in the page (markers, quests, NPCs): a list whose items say
 * where they stand in the whole (aria-posinset, aria-setsize), since the others are not in the page.
 */
export function VirtualList<T>({ items, rowHeight, keyOf, renderRow, className, labelledBy }: VirtualListProps<T>) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The site does not run the React Compiler; the virtualizer is only read during render here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ count: items.length, getScrollElement: () => scrollRef.current, estimateSize: () => rowHeight, overscan: 8 });
  return (
    <div ref={scrollRef} className={className} role="list" aria-labelledby={labelledBy}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index]!;
          return (
            <div
              key={keyOf(item)}
              role="listitem"
              aria-posinset={row.index + 1}
              aria-setsize={items.length}
              style={{ position: 'absolute', top: 0, left: 0, right: 0, height: rowHeight, transform: `translateY(${row.start}px)` }}
            >
              {renderRow(item, row.index)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
