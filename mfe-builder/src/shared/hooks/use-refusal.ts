import { useEffect, useState } from 'react';
import type { EquipmentSlot } from '@eoa/contracts';

/** A refusal of the rules, in the player's language, on the slot it concerns (else above the tab's view). */
export interface Refusal {
  slot?: EquipmentSlot;
  text: string;
}

/** How long a refusal stays on screen. */
export const REFUSAL_MS = 4000;

/** The refusal shown now, and its setter (null clears it); each refusal goes away by itself after REFUSAL_MS. */
export function useRefusal(): [Refusal | null, (refusal: Refusal | null) => void] {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  useEffect(() => {
    if (!refusal) return undefined;
    const timer = setTimeout(() => setRefusal(null), REFUSAL_MS);
    return () => clearTimeout(timer);
  }, [refusal]);
  return [refusal, setRefusal];
}
