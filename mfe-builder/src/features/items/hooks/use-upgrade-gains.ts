import { useEffect, useRef, useState } from 'react';
import { wrap, type Remote } from 'comlink';
import type { Item } from '@eoa/contracts';
import type { BuilderApiData, UpgradeGain } from '@eoa/game-rules';
import { UpgradeEngine, type UpgradeRequest } from '../lib/upgrade-engine';

type Finder = Pick<UpgradeEngine, 'init' | 'find'> | Remote<UpgradeEngine>;

/** A worker when the browser has them; in the page otherwise (the same code either way). */
function createFinder(): { finder: Finder; stop: () => void } {
  if (typeof Worker === 'undefined') return { finder: new UpgradeEngine(), stop: () => undefined };
  const worker = new Worker(new URL('../lib/upgrade.worker.ts', import.meta.url), { type: 'module' });
  return { finder: wrap<UpgradeEngine>(worker), stop: () => worker.terminate() };
}

export interface UpgradeGainsState {
  gains: ReadonlyMap<number, UpgradeGain> | null;
  busy: boolean;
  /** Milliseconds the last search took. */
  ms: number | null;
}

/**
 * The gains of `request`'s candidates, recomputed when the request changes (and the data is there); null
 * while off. The game data and the catalog are sent to the finder once per data.
 */
export function useUpgradeGains(data: BuilderApiData | undefined, items: readonly Item[], itemsReady: boolean, request: UpgradeRequest | null): UpgradeGainsState {
  const finderRef = useRef<{ finder: Finder; stop: () => void; data?: unknown; items?: unknown } | null>(null);
  // The last result and the request it answers: busy while the current request has no answer yet.
  const [state, setState] = useState<{ gains: ReadonlyMap<number, UpgradeGain>; ms: number | null; request: UpgradeRequest } | null>(null);

  useEffect(() => () => finderRef.current?.stop(), []);

  useEffect(() => {
    if (!request || !data || !itemsReady) return undefined;
    let active = true;
    const run = async () => {
      finderRef.current ??= createFinder();
      const holder = finderRef.current;
      if (holder.data !== data || holder.items !== items) {
        await holder.finder.init(data, [...items]);
        holder.data = data;
        holder.items = items;
      }
      const started = performance.now();
      const gains = await holder.finder.find(request);
      if (active) setState({ gains: new Map(gains.map((gain) => [gain.itemId, gain])), ms: Math.round(performance.now() - started), request });
    };
    run().catch((error: unknown) => {
      console.error('Upgrade finder failed', error);
      if (active) setState({ gains: new Map(), ms: null, request });
    });
    return () => {
      active = false;
    };
  }, [data, items, itemsReady, request]);

  if (!request) return { gains: null, busy: false, ms: null };
  // While a new search runs, the previous ranking stays on screen.
  return { gains: state?.gains ?? null, busy: state?.request !== request, ms: state?.ms ?? null };
}
