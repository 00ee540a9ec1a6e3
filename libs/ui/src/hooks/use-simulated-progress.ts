import { useEffect, useState } from 'react';
import { SIMULATED_PROGRESS } from '../ui-timings';

/**
 * Progress for a wait of unknown length (spec 2 §9, spec 3 §9 "progress bar simulation"): from 0 in steps of 20
 * every 200 ms while `active`, holding at 90 until the wait ends; null when nothing is waiting (no bar shown), so the
 * next wait starts again from 0.
 */
export function useSimulatedProgress(active: boolean): number | null {
  const [value, setValue] = useState<number | null>(null);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    setValue(active ? 0 : null);
  }
  useEffect(() => {
    if (!active) return undefined;
    const { step, max, intervalMs } = SIMULATED_PROGRESS;
    const timer = setInterval(() => setValue((current) => Math.min(max, (current ?? 0) + step)), intervalMs);
    return () => clearInterval(timer);
  }, [active]);
  return active ? (value ?? 0) : null;
}
