import { useEffect, useState } from 'react';
import { SIMULATED_PROGRESS } from '@eoa/ui';

/**
 * Spec 2 §9: a progress bar for a wait whose size is unknown — steps of 20 up to 90 every 200 ms while `active`;
 * null when nothing is loading (the bar is not shown).
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
    const timer = setInterval(() => setValue((v) => Math.min(max, (v ?? 0) + step)), intervalMs);
    return () => clearInterval(timer);
  }, [active]);
  return active ? (value ?? 0) : null;
}
