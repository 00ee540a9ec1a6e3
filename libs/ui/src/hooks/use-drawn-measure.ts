import { useEffect, useRef, useState, type RefObject } from 'react';

export interface DrawnMeasureOptions {
  /** The performance measure's name (what a bench reads with performance.getEntriesByName). */
  name: string;
  /** Whether what is measured has arrived and been rendered in this commit. */
  ready: boolean;
  /** Where it is drawn, and what to count there: nothing is measured when the count is 0. */
  container: RefObject<HTMLElement | null>;
  selector: string;
  /** The measure's detail, from the count of drawn elements. */
  detail: (drawn: number) => Record<string, unknown>;
}

/**
 * Records one performance measure, from the component's first render to the first paint after `ready`: after the
 * next paint (a frame, then a task), with the count of elements matching `selector` in `container` — nothing when
 * there are none. Only that first paint counts: a later change is not the page's first draw.
 */
export function useDrawnMeasure({ name, ready, container, selector, detail }: DrawnMeasureOptions): void {
  const [started] = useState(() => performance.now());
  const measured = useRef(false);
  // The latest detail without making each render's new function a reason to measure again.
  const detailOf = useRef(detail);
  useEffect(() => {
    detailOf.current = detail;
  });

  useEffect(() => {
    if (measured.current || !ready) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        if (measured.current) return;
        measured.current = true;
        const drawn = container.current?.querySelectorAll(selector).length ?? 0;
        if (drawn === 0) return;
        try {
          performance.measure(name, { start: started, end: performance.now(), detail: detailOf.current(drawn) });
        } catch {
          // Measures are a diagnostic only (and not every environment has them).
        }
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [container, name, ready, selector, started]);
}
