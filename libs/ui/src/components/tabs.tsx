import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { classNames } from '../class-names';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

export interface TabsProps<T extends string> {
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Prefix of the tab and panel element ids; pair with <TabPanel idPrefix=…>. */
  idPrefix: string;
  orientation?: 'horizontal' | 'vertical';
}

const tabElementId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
const panelElementId = (prefix: string) => `${prefix}-panel`;

/**
 * WAI-ARIA tab list with roving focus: one Tab stop, arrow keys (and Home/End) move and select. Selection is
 * the caller's state, so a tool can keep it in the URL (`?tab=`).
 */
export function Tabs<T extends string>({ items, value, onChange, label, idPrefix, orientation = 'horizontal' }: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    const previous = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
    const index = items.findIndex((item) => item.id === value);
    let target: number | null = null;
    if (event.key === next) target = (index + 1) % items.length;
    else if (event.key === previous) target = (index - 1 + items.length) % items.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = items.length - 1;
    if (target === null) return;
    event.preventDefault();
    const item = items[target]!;
    onChange(item.id);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabElementId(idPrefix, item.id))}`)?.focus();
  };

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      aria-orientation={orientation}
      className={classNames('eoa-tabs', `eoa-tabs--${orientation}`)}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            id={tabElementId(idPrefix, item.id)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={selected ? panelElementId(idPrefix) : undefined}
            tabIndex={selected ? 0 : -1}
            className={classNames('eoa-tabs__tab', selected && 'eoa-tabs__tab--selected')}
            onClick={() => onChange(item.id)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of the selected tab of the <Tabs> with the same idPrefix. */
export function TabPanel({ idPrefix, tabId, children }: { idPrefix: string; tabId: string; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelElementId(idPrefix)}
      aria-labelledby={tabElementId(idPrefix, tabId)}
      className="eoa-tab-panel"
      tabIndex={0}
    >
      {children}
    </div>
  );
}
