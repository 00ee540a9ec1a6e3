// The gateway's overhead: the same GET through the gateway and straight to the service, at the same load. Requests
// are sent at a fixed rate (an open loop, well below what either path can serve) and alternate between the two
// targets, so a slow moment of the machine — two cores shared with everything else — falls on both alike; each
// latency is measured with the high-resolution clock (a load tool's whole milliseconds cannot tell 1.2 from 1.6 ms).
import http from 'node:http';

/** The aim: the median latency through the gateway at most this many times the direct one. */
export const OVERHEAD_AIM = 1.3;

export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function percentile(values, fraction) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

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
 * Measures `path` on `gatewayUrl` and `directUrl` at the same offered load: a warm-up, then `rounds` of `seconds` at
 * `rate` requests a second (half to each). Returns `{ rounds: [{ direct, gateway, ratio }], direct, gateway, ratio }`:
 * per side the median latency over every round's answers (medianMs, p90Ms) and the failed answers (non-2xx, errors,
 * timeouts); `ratio` = gateway medianMs / direct medianMs.
 */
export async function measureOverhead({
  gatewayUrl,
  directUrl,
  path,
  rate = 150,
  seconds = 4,
  rounds = 3,
  connections = 8,
  headers = { 'accept-language': 'en' },
  timeoutMs = 10_000,
}) {
  const targets = [`${directUrl}${path}`, `${gatewayUrl}${path}`];
  const options = { rate, seconds, headers, connections, timeoutMs };
  await interleaved(targets, { ...options, seconds: 1 });
  const runs = [];
  for (let round = 0; round < rounds; round += 1) {
    // Which target goes first alternates too, so neither always gets the slot just after a pause.
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    const measured = await interleaved(
      order.map((index) => targets[index]),
      options,
    );
    const [direct, gateway] = order[0] === 0 ? measured : [measured[1], measured[0]];
    runs.push({ direct, gateway });
  }
  const all = (side) => ({
    latencies: runs.flatMap((run) => run[side].latencies),
    failures: runs.reduce((sum, run) => sum + run[side].failures, 0),
  });
  const direct = summarise(all('direct'));
  const gateway = summarise(all('gateway'));
  return {
    path,
    rate,
    seconds,
    rounds: runs.map((run) => {
      const roundDirect = summarise(run.direct);
      const roundGateway = summarise(run.gateway);
      return { direct: roundDirect, gateway: roundGateway, ratio: roundGateway.medianMs / roundDirect.medianMs };
    }),
    direct,
    gateway,
    ratio: gateway.medianMs / direct.medianMs,
  };
}

/** One line: "GET /api/items/1 at 150 req/s × 3 rounds of 4 s: gateway 2.31 ms vs direct 1.98 ms median → 1.17×". */
export function describeOverhead(result) {
  const rounds = result.rounds.map((round) => `${round.ratio.toFixed(2)}×`).join(', ');
  return (
    `GET ${result.path} at ${result.rate} req/s (alternating), ${result.rounds.length} rounds of ${result.seconds} s: ` +
    `gateway ${result.gateway.medianMs.toFixed(2)} ms (p90 ${result.gateway.p90Ms.toFixed(2)}) vs ` +
    `direct ${result.direct.medianMs.toFixed(2)} ms (p90 ${result.direct.p90Ms.toFixed(2)}) median → ${result.ratio.toFixed(2)}× (rounds: ${rounds})`
  );
}
