import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { startBarePipe } from './bare-pipe.mjs';
import { describeOverhead, measureOverhead, summariseRounds } from './gateway-overhead.mjs';
import { median, percentile } from './statistics.mjs';

/** A service stand-in answering `{ path }` with `status`, on a free loopback port. */
async function upstream(status = 200) {
  const server = http.createServer((req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ path: req.url }));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('median of odd and even counts, percentile, NaN when empty', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.ok(Number.isNaN(median([])));
  const tens = [50, 10, 100, 20, 90, 30, 80, 40, 70, 60];
  assert.equal(percentile(tens, 0.9), 90);
  assert.equal(percentile(tens, 0.5), 50);
  assert.equal(percentile(tens, 0), 10);
  assert.equal(percentile(tens, 1), 100);
  assert.ok(Number.isNaN(percentile([], 0.9)));
});

test('the bare pipe passes the request and the answer through unchanged', async (t) => {
  const service = await upstream();
  t.after(service.close);
  const pipe = await startBarePipe(service.url);
  t.after(pipe.stop);
  const answer = await fetch(`${pipe.url}/api/items/7?x=1`);
  assert.equal(answer.status, 200);
  assert.deepEqual(await answer.json(), { path: '/api/items/7?x=1' });
});

test('each target gets its share of every round, the order rotating, and keeps its own answers and failures', async (t) => {
  // The "gateway" answers 503: every failure must land on its side, whichever target went first in a round.
  const direct = await upstream();
  const gateway = await upstream(503);
  t.after(direct.close);
  t.after(gateway.close);
  const pipe = await startBarePipe(direct.url);
  t.after(pipe.stop);
  const result = await measureOverhead({ gatewayUrl: gateway.url, directUrl: direct.url, referenceUrl: pipe.url, path: '/x', rate: 40, seconds: 0.5, rounds: 3 });
  // 20 requests a second to each target for 0.5 s, three times.
  assert.equal(result.rounds.length, 3);
  for (const round of result.rounds) {
    assert.deepEqual(
      [round.direct, round.gateway, round.reference].map(({ answers, failures }) => ({ answers, failures })),
      [{ answers: 10, failures: 0 }, { answers: 0, failures: 10 }, { answers: 10, failures: 0 }],
    );
  }
  assert.deepEqual([result.direct.answers, result.gateway.failures, result.reference.answers], [30, 30, 30]);
  assert.equal(result.direct.failures + result.gateway.answers + result.reference.failures, 0);
});

test('the ratios are the medians of the gateway and the reference over the direct one, per round and overall', () => {
  // Latencies given, not measured: how fast anything is belongs to npm run chaos and npm run bench.
  const side = (latencies, failures = 0) => ({ latencies, failures });
  const result = summariseRounds([
    { direct: side([1, 2, 3]), gateway: side([4, 6, 8]), reference: side([2, 3, 4]) },
    { direct: side([2, 2, 2]), gateway: side([3, 3, 30], 1), reference: side([2, 2, 6]) },
  ]);
  assert.deepEqual(
    result.rounds.map(({ ratio, referenceRatio }) => [ratio, referenceRatio]),
    [
      [3, 1.5],
      [1.5, 1],
    ],
  );
  assert.deepEqual(result.direct, { medianMs: 2, p90Ms: 2, answers: 6, failures: 0 });
  assert.deepEqual(result.gateway, { medianMs: 5, p90Ms: 8, answers: 6, failures: 1 });
  assert.equal(result.ratio, 2.5);
  assert.equal(result.referenceRatio, 1.25);
  assert.equal(
    describeOverhead({ path: '/x', rate: 40, seconds: 0.5, ...result }),
    'GET /x at 20 req/s to each target (in turn), 2 rounds of 0.5 s: gateway 5.00 ms (p90 8.00) vs direct 2.00 ms (p90 2.00) median → 2.50× ' +
      '(rounds: 3.00×, 1.50×); reference 2.50 ms → 1.25× (rounds: 1.50×, 1.00×)',
  );
  const withoutReference = summariseRounds([{ direct: side([2]), gateway: side([3]) }]);
  assert.equal(withoutReference.reference, undefined);
  assert.equal(withoutReference.referenceRatio, undefined);
  assert.equal(withoutReference.ratio, 1.5);
});

test('a failed answer is counted, not timed', async (t) => {
  const direct = await upstream();
  t.after(direct.close);
  const result = await measureOverhead({ gatewayUrl: 'http://127.0.0.1:9', directUrl: direct.url, path: '/x', rate: 20, seconds: 0.5, rounds: 1, timeoutMs: 1_000 });
  assert.equal(result.gateway.answers, 0);
  assert.equal(result.gateway.failures, 5);
  assert.equal(result.direct.failures, 0);
  assert.equal(result.reference, undefined);
});
