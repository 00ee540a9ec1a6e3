import { act } from '@testing-library/react';
import { jest } from '@jest/globals';

/** One recorded performance.measure call: its name and options. */
export interface RecordedMeasure {
  name: string;
  options: { start: number; end: number; detail: unknown };
}

/**
 * jsdom has no performance.measure: installs a stand-in for the test (call in beforeEach; `restore` in afterEach)
 * and returns the calls it records.
 */
export function recordMeasures() {
  const measure = jest.fn();
  Object.defineProperty(performance, 'measure', { configurable: true, writable: true, value: measure });
  return {
    measure,
    calls: (): RecordedMeasure[] => measure.mock.calls.map(([name, options]) => ({ name, options }) as RecordedMeasure),
    restore: () => {
      delete (performance as { measure?: unknown }).measure;
    },
  };
}

/** A frame and a task later: when a page measures what its last commit drew (useDrawnMeasure). */
export const afterPaint = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
