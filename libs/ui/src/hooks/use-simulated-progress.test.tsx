import { jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { SIMULATED_PROGRESS } from '../ui-timings';
import { useSimulatedProgress } from './use-simulated-progress';

describe('useSimulatedProgress', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  const tick = (steps = 1) => act(() => void jest.advanceTimersByTime(SIMULATED_PROGRESS.intervalMs * steps));

  it('is null while nothing waits', () => {
    const { result } = renderHook(() => useSimulatedProgress(false));
    expect(result.current).toBeNull();
    tick(3);
    expect(result.current).toBeNull();
  });

  it('climbs from 0 in steps of 20 and holds at 90 until the wait ends', () => {
    const { result } = renderHook(() => useSimulatedProgress(true));
    const seen = [result.current];
    for (let step = 0; step < 6; step += 1) {
      tick();
      seen.push(result.current);
    }
    expect(seen).toEqual([0, 20, 40, 60, 80, 90, 90]);
  });

  it('starts again from 0 on the next wait', () => {
    const { result, rerender } = renderHook(({ active }) => useSimulatedProgress(active), { initialProps: { active: true } });
    tick(2);
    expect(result.current).toBe(40);
    rerender({ active: false });
    expect(result.current).toBeNull();
    tick(2);
    rerender({ active: true });
    expect(result.current).toBe(0);
    tick();
    expect(result.current).toBe(20);
  });
});
