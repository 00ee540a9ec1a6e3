import { useCallback, useState } from 'react';

/** Compact mode (spec 1 §2): the sidebars fold away so the tab's view has the width; remembered in the browser. */
export const COMPACT_KEY = 'eoa.builder.compact';

function readCompact(): boolean {
  try {
    return localStorage.getItem(COMPACT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Whether the builder is compact, and the toggle that remembers the choice. */
export function useCompactMode(): [compact: boolean, toggle: () => void] {
  const [compact, setCompact] = useState(readCompact);
  const toggle = useCallback(
    () =>
      setCompact((on) => {
        try {
          localStorage.setItem(COMPACT_KEY, on ? '0' : '1');
        } catch {
          // Not remembered; the toggle still works.
        }
        return !on;
      }),
    [],
  );
  return [compact, toggle];
}
