import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The performance measure the quest list records once, when its first list answer is drawn (the bench,
 * scripts/lib/bench-admin-page.mjs, may read it with performance.getEntriesByName('admin-quest-list-rows')):
 *   startTime — when the page first rendered and asked for its list (ms since the navigation began, so it includes
 *               the shell and the remote's chunks on a full page load);
 *   duration  — from there to the first paint with the rows (the list's request, its parsing and the table's render);
 *   detail    — { rows: rows in the page (the virtualised window), quests: quests in the answer }.
 * startTime + duration is the whole time from the navigation to the rows.
 */
export const QUEST_ROWS_DRAWN_MEASURE = 'admin-quest-list-rows';

/**
 * Records QUEST_ROWS_DRAWN_MEASURE after the first answer (`quests`, null while none came) is drawn in `table`:
 * after the next paint (a frame, then a task), as mfe-crafting measures its recipe tree. A first answer without a
 * quest draws no rows: nothing is measured, nor for later answers (a filter change is not the page's first draw).
 */
export function useRowsDrawnMeasure(quests: number | null, table: RefObject<HTMLElement | null>) {
  const [started] = useState(() => performance.now());
  const settled = useRef(false);
  const answered = quests !== null;

  useEffect(() => {
    if (settled.current || !answered) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (settled.current) return;
        settled.current = true;
        const rows = table.current?.querySelectorAll('[role="row"][data-index]').length ?? 0;
        if (rows === 0) return;
        try {
          performance.measure(QUEST_ROWS_DRAWN_MEASURE, { start: started, end: performance.now(), detail: { rows, quests } });
        } catch {
          // Measures are a diagnostic only (and not every environment has them).
        }
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [answered, quests, started, table]);
}
