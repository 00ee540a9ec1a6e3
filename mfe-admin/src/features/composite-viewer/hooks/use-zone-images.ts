import { useState } from 'react';
import { mapImageUrl } from '../api/get-zone-maps';
import { probeMapImage } from '../api/probe-map-image';

/**
 * How a zone map's image ended: loaded, or failed — `reason` undefined while the failure is being asked about, null when
 * the image answered the second time (nothing to report but the failure itself).
 */
export type ZoneImageOutcome = { state: 'loaded' } | { state: 'failed'; reason: Error | null | undefined };

/**
 * The zone map images of the composite viewer as they arrive (the server draws each on its first request, about a
 * second each): the <img> load and error events by map, a failed image asked about once more for the reason, and a
 * retry that mounts the failed images again. Outcomes are kept per image address and attempt, so a language change
 * or a retry starts that image afresh.
 */
export function useZoneImages(lang: string) {
  const [outcomes, setOutcomes] = useState<Record<string, ZoneImageOutcome>>({});
  const [attempts, setAttempts] = useState<Record<number, number>>({});

  /** The image element's key: a new attempt is a new element (the browser asks again). */
  const imageKey = (mapId: number) => `${mapImageUrl(mapId, lang)}#${attempts[mapId] ?? 0}`;

  const onLoad = (mapId: number) => {
    const key = imageKey(mapId);
    setOutcomes((current) => ({ ...current, [key]: { state: 'loaded' } }));
  };

  const onError = (mapId: number) => {
    const key = imageKey(mapId);
    setOutcomes((current) => ({ ...current, [key]: { state: 'failed', reason: undefined } }));
    void probeMapImage(mapId, lang).then((reason) =>
      setOutcomes((current) => (current[key]?.state === 'failed' ? { ...current, [key]: { state: 'failed', reason } } : current)),
    );
  };

  const retry = (mapIds: readonly number[]) =>
    setAttempts((current) => ({ ...current, ...Object.fromEntries(mapIds.map((mapId) => [mapId, (current[mapId] ?? 0) + 1])) }));

  return { imageKey, outcomeOf: (mapId: number): ZoneImageOutcome | undefined => outcomes[imageKey(mapId)], onLoad, onError, retry };
}
