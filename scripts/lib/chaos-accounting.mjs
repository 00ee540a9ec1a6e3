// The accounting of writes under faults, pure: what was answered to each submission (by its unique marker)
// against what the database holds afterwards.

/** The markers the suite puts in each submission's text, and how to find them in a stored row. */
export const markerOf = (run, n) => `chaos-${run}-${n}`;
export const MARKER_PATTERN = /chaos-[a-z0-9]+-\d+/;

/**
 * `outcomes`: one `{ marker, status }` per submission sent (status 0: no answer). `stored`: the marker of every
 * row found (a marker twice means a row stored twice). Returns the counts and the offending markers:
 * - accepted (2xx), refused (429), otherStatuses ({ status: count } of the rest, 0 included);
 * - lost: accepted but not stored; duplicated: stored more than once;
 * - storedDespiteRefusal: stored although answered 4xx (the client was told it was not);
 * - storedUnanswered: stored although answered 5xx or not at all (the outcome was unknown to the client: allowed);
 * - strays: stored markers of this run that were never sent (the suite's own bookkeeping is wrong).
 */
export function reconcileWrites(outcomes, stored) {
  const statusOf = new Map();
  for (const { marker, status } of outcomes) {
    if (statusOf.has(marker)) throw new Error(`marker ${marker} was sent twice: the suite's markers must be unique`);
    statusOf.set(marker, status);
  }
  const storedCount = new Map();
  for (const marker of stored) storedCount.set(marker, (storedCount.get(marker) ?? 0) + 1);

  const result = {
    sent: outcomes.length,
    accepted: 0,
    refused: 0,
    otherStatuses: {},
    storedRows: stored.length,
    lost: [],
    duplicated: [],
    storedDespiteRefusal: [],
    storedUnanswered: [],
    strays: [],
  };
  for (const [marker, status] of statusOf) {
    const rows = storedCount.get(marker) ?? 0;
    if (status >= 200 && status < 300) {
      result.accepted++;
      if (rows === 0) result.lost.push(marker);
    } else {
      if (status === 429) result.refused++;
      else result.otherStatuses[status] = (result.otherStatuses[status] ?? 0) + 1;
      if (rows > 0 && status >= 400 && status < 500) result.storedDespiteRefusal.push(marker);
      if (rows > 0 && (status >= 500 || status === 0)) result.storedUnanswered.push(marker);
    }
  }
  for (const [marker, rows] of storedCount) {
    if (rows > 1) result.duplicated.push(marker);
    if (!statusOf.has(marker)) result.strays.push(marker);
  }
  return result;
}

/** The faults among a reconciliation, as "3 lost (chaos-…, …)" parts; empty when the books balance. */
export function describeImbalance(result, { allowUnanswered = true } = {}) {
  const parts = [];
  const list = (markers) => `${markers.slice(0, 3).join(', ')}${markers.length > 3 ? ', …' : ''}`;
  const add = (count, what, markers) => count && parts.push(`${count} ${what} (${list(markers)})`);
  add(result.lost.length, 'acknowledged but not stored', result.lost);
  add(result.duplicated.length, 'stored more than once', result.duplicated);
  add(result.storedDespiteRefusal.length, 'stored although refused', result.storedDespiteRefusal);
  add(result.strays.length, 'stored but never sent', result.strays);
  if (!allowUnanswered) add(result.storedUnanswered.length, 'stored although answered 5xx or not at all', result.storedUnanswered);
  return parts;
}
