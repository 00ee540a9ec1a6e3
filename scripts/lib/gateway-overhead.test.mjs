import assert from 'node:assert/strict';
import http from 'node:http';
import { test } from 'node:test';
import { startBarePipe } from './bare-pipe.mjs';
import { describeOverhead, measureOverhead } from './gateway-overhead.mjs';
import { median, percentile } from './statistics.mjs';

/** A service stand-in answering `{ path }` after `delayMs`, on a free loopback port. */
async function upstream(delayMs) {
  const server = http.createServer((req, res) => {
    setTimeout(() => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ path: req.url }));
    }, delayMs);
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
  const service = await upstream(0);
  t.after(service.close);
  const pipe = await startBarePipe(service.url);
  t.after(pipe.stop);
  const answer = await fetch(`${pipe.url}/api/items/7?x=1`);
  assert.equal(answer.status, 200);
  assert.deepEqual(await answer.json(), { path: '/api/items/7?x=1' });
});

test('times gateway, direct and reference in the same rounds; a slower path shows a larger ratio', async (t) => {
  // The "gateway" adds 20 ms on top of the service's 5 ms: far above any timing noise, so the order is certain.
  const direct = await upstream(5);
  const slow = await upstream(25);
  t.after(direct.close);
  t.after(slow.close);
  const pipe = await startBarePipe(direct.url);
  t.after(pipe.stop);
  const result = await measureOverhead({ gatewayUrl: slow.url, directUrl: direct.url, referenceUrl: pipe.url, path: '/x', rate: 40, seconds: 0.5, rounds: 2 });
  assert.equal(result.rounds.length, 2);
  assert.equal(result.gateway.failures + result.direct.failures + result.reference.failures, 0);
  // 20 answers a second to each target for 0.5 s, twice.
  assert.equal(result.gateway.answers, 20);
  assert.equal(result.reference.answers, 20);
  assert.ok(result.ratio > 3, `gateway ÷ direct ${result.ratio}`);
  assert.ok(result.referenceRatio < result.ratio, `reference ${result.referenceRatio} below gateway ${result.ratio}`);
  assert.match(describeOverhead(result), /^GET \/x at 20 req\/s to each target \(in turn\), 2 rounds of 0\.5 s: gateway .* → \d+\.\d\d× \(rounds: .*\); reference .* → \d+\.\d\d×/);
});

test('a failed answer is counted, not timed', async (t) => {
  const direct = await upstream(0);
  t.after(direct.close);
  const result = await measureOverhead({ gatewayUrl: 'http://127.0.0.1:9', directUrl: direct.url, path: '/x', rate: 20, seconds: 0.5, rounds: 1, timeoutMs: 1_000 });
  assert.equal(result.gateway.answers, 0);
  assert.equal(result.gateway.failures, 5);
  assert.equal(result.direct.failures, 0);
  assert.equal(result.reference, undefined);
});
