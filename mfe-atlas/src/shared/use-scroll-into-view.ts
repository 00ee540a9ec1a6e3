import { useEffect, useRef } from 'react';

/**
 * A ref for the details of what was just selected (a quest, an NPC): they open below the list, so the sidebar scrolls to
 * show them each time `key` changes to something (not when it is cleared).
 */
export function useScrollIntoView<T extends HTMLElement>(key: string | number | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key === null) return;
    ref.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [key]);
  return ref;
}
