// The gateway's overhead: the same GET through the gateway and straight to the service, at the same load. Requests
// are sent at a fixed rate (an open loop, well below what either path can serve) and alternate between the two
// targets, so a slow moment of the machine — two cores shared with everything else — falls on both alike; each
// latency is measured with the high-resolution clock (a load tool's whole milliseconds cannot tell 1.2 from 1.6 ms).
import http from 'node:http';
import { median, percentile } from './statistics.mjs';

/** The issue's aim: the median latency through the gateway at most this many times the direct one. */
export const OVERHEAD_AIM = 1.3;

/** One GET on a kept-alive socket: resolves `{ ms, status }` (status 0 when it failed or ran past `timeoutMs`). */
function timedGet(url, agent, headers, timeoutMs) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const done = (status) => resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, status });
    const request = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
      response.resume();
      response.once('end', () => done(response.statusCode ?? 0));
      response.once('error', () => done(0));
    });
    request.once('timeout', () => request.destroy(new Error('timeout')));
    request.once('error', () => done(0));
  });
}

/**
 * Sends `rate` requests a second for `seconds`, alternating between `targets` (URLs), and returns each target's
 * latencies (ms) of 2xx answers and its count of failed ones.
 */
async function interleaved(targets, { rate, seconds, headers, connections, timeoutMs }) {
  const agents = targets.map(() => new http.Agent({ keepAlive: true, maxSockets: connections }));
  const results = targets.map(() => ({ latencies: [], failures: 0 }));
  const pending = [];
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  for (let index = 0; index < total; index += 1) {
    const wait = start + index * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const which = index % targets.length;
    pending.push(
      timedGet(targets[which], agents[which], headers, timeoutMs).then(({ ms, status }) => {
        if (status >= 200 && status < 300) results[which].latencies.push(ms);
        else results[which].failures += 1;
      }),
    );
  }
  await Promise.all(pending);
  for (const agent of agents) agent.destroy();
  return results;
}

function summarise({ latencies, failures }) {
  return { medianMs: median(latencies), p90Ms: percentile(latencies, 0.9), answers: latencies.length, failures };
}

/**
 * Measures `path` on `gatewayUrl` and `directUrl` (and `referenceUrl`, when given: another proxy timed alongside, for
 * comparison) at the same offered load: a warm-up, then `rounds` of `seconds`, `rate` requests a second to the gateway
 * and the service together (each target gets half of it, the reference its own half more). Returns `{ rounds: [{ direct, gateway, ratio, referenceRatio? }], direct, gateway, ratio, reference?,
 * referenceRatio? }`: per target the median latency over every round's answers (medianMs, p90Ms) and the failed
 * answers (non-2xx, errors, timeouts); `ratio` = gateway medianMs / direct medianMs, `referenceRatio` the same for the
 * reference.
 */
export async function measureOverhead({
  gatewayUrl,
  directUrl,
  referenceUrl,
  path,
  rate = 150,
  seconds = 4,
  rounds = 3,
  connections = 8,
  headers = { 'accept-language': 'en' },
  timeoutMs = 10_000,
}) {
  const sides = referenceUrl ? ['direct', 'gateway', 'reference'] : ['direct', 'gateway'];
  const urls = { direct: directUrl, gateway: gatewayUrl, reference: referenceUrl };
  // Each target gets rate / 2 requests a second, sent in turn.
  const options = { rate: rate * (sides.length / 2), seconds, headers, connections, timeoutMs };
  await interleaved(
    sides.map((side) => `${urls[side]}${path}`),
    { ...options, seconds: 1 },
  );
  const runs = [];
  for (let round = 0; round < rounds; round += 1) {
    // Which target goes first rotates too, so none always gets the slot just after a pause.
    const order = sides.map((_, index) => sides[(index + round) % sides.length]);
    const measured = await interleaved(
      order.map((side) => `${urls[side]}${path}`),
      options,
    );
    runs.push(Object.fromEntries(order.map((side, index) => [side, measured[index]])));
  }
  return { path, rate, seconds, ...summariseRounds(runs) };
}

/**
 * The figures of measured rounds (pure: the test gives it latencies of its own). `runs`: one object per round, each
 * side ('direct', 'gateway', and 'reference' when there was one) to `{ latencies, failures }`. Returns `{ rounds:
 * [{ direct, gateway, ratio, referenceRatio? }], direct, gateway, ratio, reference?, referenceRatio? }` as
 * measureOverhead describes.
 */
export function summariseRounds(runs) {
  const sides = ['direct', 'gateway', 'reference'].filter((side) => runs[0]?.[side]);
  const all = (side) => ({
    latencies: runs.flatMap((run) => run[side].latencies),
    failures: runs.reduce((sum, run) => sum + run[side].failures, 0),
  });
  const ratiosOf = (summaries) => ({
    ratio: summaries.gateway.medianMs / summaries.direct.medianMs,
    ...(summaries.reference ? { referenceRatio: summaries.reference.medianMs / summaries.direct.medianMs } : {}),
  });
  const overall = Object.fromEntries(sides.map((side) => [side, summarise(all(side))]));
  return {
    rounds: runs.map((run) => {
      const summaries = Object.fromEntries(sides.map((side) => [side, summarise(run[side])]));
      return { ...summaries, ...ratiosOf(summaries) };
    }),
    ...overall,
    ...ratiosOf(overall),
  };
}

/**
 * One line: "GET /api/items/1 at 75 req/s to each target, 3 rounds of 4 s: gateway 2.31 ms (p90 …) vs direct 1.98 ms (p90 …)
 * median → 1.17× (rounds: …)", and the reference's ratio when there was one.
 */
export function describeOverhead(result) {
  const rounds = result.rounds.map((round) => `${round.ratio.toFixed(2)}×`).join(', ');
  const reference = result.reference
    ? `; reference ${result.reference.medianMs.toFixed(2)} ms → ${result.referenceRatio.toFixed(2)}× (rounds: ${result.rounds.map((round) => `${round.referenceRatio.toFixed(2)}×`).join(', ')})`
    : '';
  return (
    `GET ${result.path} at ${result.rate / 2} req/s to each target (in turn), ${result.rounds.length} rounds of ${result.seconds} s: ` +
    `gateway ${result.gateway.medianMs.toFixed(2)} ms (p90 ${result.gateway.p90Ms.toFixed(2)}) vs ` +
    `direct ${result.direct.medianMs.toFixed(2)} ms (p90 ${result.direct.p90Ms.toFixed(2)}) median → ${result.ratio.toFixed(2)}× (rounds: ${rounds})${reference}`
  );
}
