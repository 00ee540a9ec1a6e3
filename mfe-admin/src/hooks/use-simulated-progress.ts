import { useEffect, useState } from 'react';
import { SIMULATED_PROGRESS } from '@eoa/ui';

/**
 * Progress for a wait of unknown length (spec 3 §9 "progress bar simulation"): from 0 in steps of 20 every 200 ms,
 * holding at 90 until the wait ends. 0 whenever `active` is false, so the next wait starts from the beginning.
 */
export function useSimulatedProgress(active: boolean): number {
  const [value, setValue] = useState(0);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    setValue(0);
  }
  useEffect(() => {
    if (!active) return undefined;
    const { step, max, intervalMs } = SIMULATED_PROGRESS;
    const timer = setInterval(() => setValue((current) => Math.min(max, current + step)), intervalMs);
    return () => clearInterval(timer);
  }, [active]);
  return active ? value : 0;
}
