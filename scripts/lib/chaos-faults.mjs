// The fault parts of the chaos suite: corrections under load from many client addresses, Redis stopped under
// read load, one service killed under load, PostgreSQL restarted under a write load. Each takes the running stack
// (chaos-stack.mjs) and `figure(label, value, aim, met, note?)`, and ends by its own deadline.
import { randomBytes } from 'node:crypto';
import { Agent } from 'node:http';
import { MARKER_PATTERN, describeImbalance, markerOf, reconcileWrites } from './chaos-accounting.mjs';
import { CORRECTIONS_LIMIT, fetchStatus, servicePid } from './chaos-stack.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Public reads across the services, each owned by `service` (DESIGN.md's routing table); `itemId` one that exists. */
export const publicReads = (itemId) => [
  { service: 'builder', path: `/api/items/${itemId}` },
  { service: 'builder', path: '/api/trait' },
  { service: 'crafting', path: '/api/recipe/professions' },
  { service: 'crafting', path: '/api/recipe?pageSize=20' },
  { service: 'atlas', path: '/api/maps/main-zones' },
  { service: 'atlas', path: '/api/quests?page=1&pageSize=20' },
  { service: 'loot', path: '/api/loot/boss-tables' },
  { service: 'admin', path: '/api/homepage/tools-status' },
  { service: 'admin', path: '/api/corrections/public' },
];

/** Keep-alive agents bound to loopback addresses 127.0.<block>.1… (the gateway sees each as its own client). */
function clientAgents(block, count) {
  return Array.from({ length: count }, (_, i) => new Agent({ keepAlive: true, maxSockets: 64, localAddress: `127.0.${block}.${i + 1}` }));
}

function submission(marker) {
  return JSON.stringify({
    entityType: 'Bug',
    entityName: 'other',
    fieldName: 'bug_report',
    reason: `Fault and load suite submission ${marker}, please ignore.`,
  });
}

/** POST /api/corrections with `marker` in its text; resolves with the status (0: no answer). */
async function submit(stack, marker, agent, timeoutMs = 10_000) {
  const response = await fetchStatus(`${stack.gateway}/api/corrections`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: submission(marker),
    agent,
    timeoutMs,
  });
  return response.status;
}

/** The markers of `run` stored in admin's corrections (a marker twice if stored twice). */
async function storedMarkers(stack, run) {
  const rows = await stack.postgres.query('select reason from admin.user_corrections where reason like $1', [`%chaos-${run}-%`]);
  return rows.rows.map((row) => MARKER_PATTERN.exec(row.reason)?.[0]).filter(Boolean);
}

/** Runs `worker(n)` on `concurrency` loops until `shouldStop()`; a loop body that throws is the suite's own bug. */
async function loops(concurrency, shouldStop, body) {
  await Promise.all(
    Array.from({ length: concurrency }, async (_, n) => {
      while (!shouldStop()) await body(n);
    }),
  );
}

// ---------------------------------------------------------------------------------------------- corrections

export async function correctionsUnderLoad(stack, figure, { total = 10_000, concurrency = 50, addresses = 20, log }) {
  const run = randomBytes(3).toString('hex');
  const agents = clientAgents(1, addresses);
  const outcomes = [];
  let next = 0;
  const started = Date.now();
  const deadline = started + 180_000;
  await loops(concurrency, () => next >= total || Date.now() > deadline, async (n) => {
    const marker = markerOf(run, next++);
    const status = await submit(stack, marker, agents[n % addresses]);
    outcomes.push({ marker, status });
  });
  for (const agent of agents) agent.destroy();
  const ms = Date.now() - started;
  log(`${outcomes.length.toLocaleString('en')} submissions in ${seconds(ms)} (${Math.round(outcomes.length / (ms / 1000))}/s), ${concurrency} at a time from ${addresses} addresses`);
  const books = reconcileWrites(outcomes, await storedMarkers(stack, run));
  const others = Object.entries(books.otherStatuses).map(([status, count]) => `${count}× ${status}`).join(', ');
  figure('corrections: submissions sent', outcomes.length, `= ${total.toLocaleString('en')}`, outcomes.length === total);
  figure('corrections: accepted (201)', books.accepted, `= ${addresses} addresses × limit ${CORRECTIONS_LIMIT}`, books.accepted === addresses * CORRECTIONS_LIMIT);
  figure('corrections: neither 201 nor 429', outcomes.length - books.accepted - books.refused, '= 0', outcomes.length === books.accepted + books.refused, others);
  const imbalance = describeImbalance(books, { allowUnanswered: false });
  figure('corrections: rows lost, duplicated or stray', imbalance.length ? books.lost.length + books.duplicated.length + books.storedDespiteRefusal.length + books.strays.length + books.storedUnanswered.length : 0, '= 0', imbalance.length === 0, imbalance.join('; ') || `${books.storedRows} rows = ${books.accepted} accepted`);
}

// ------------------------------------------------------------------------------------------------- reads

/** Reads publicReads() in turn on `concurrency` loops until stop() is called; the failures kept with their time. */
function readLoad(stack, { concurrency = 8, timeoutMs = 10_000 } = {}) {
  const reads = publicReads(stack.itemId);
  let stopped = false;
  let count = 0;
  const answers = [];
  const done = loops(concurrency, () => stopped, async (n) => {
    const read = reads[(count++ + n) % reads.length];
    const at = Date.now();
    const response = await fetchStatus(`${stack.gateway}${read.path}`, { timeoutMs, headers: { 'accept-language': 'en' } });
    answers.push({ ...read, status: response.status, at, error: response.error });
  });
  return {
    answers,
    stop: async () => {
      stopped = true;
      await done;
      return answers;
    },
  };
}

const describeFailures = (failures) =>
  failures.slice(0, 3).map((f) => `${f.path} → ${f.status || f.error}`).join('; ') + (failures.length > 3 ? '; …' : '');

// -------------------------------------------------------------------------------------------------- Redis

export async function redisStopped(stack, figure, { log }) {
  const load = readLoad(stack);
  await sleep(2_000);
  await stack.redis.stop();
  const stoppedAt = Date.now();
  log('Redis stopped');
  await sleep(6_000);
  // A correction while Redis is away: the in-memory insurance limiter takes it (201), nothing fails.
  const whileDown = await submit(stack, markerOf(randomBytes(3).toString('hex'), 0), new Agent({ localAddress: '127.0.3.1' }));
  await stack.redis.start();
  const backAt = Date.now();
  log(`Redis started again after ${seconds(backAt - stoppedAt)}`);
  await sleep(4_000);
  const answers = await load.stop();
  const during = answers.filter((a) => a.at >= stoppedAt && a.at < backAt);
  const failed = answers.filter((a) => a.status !== 200);
  figure('Redis down: failed public reads', failed.length, '= 0', failed.length === 0, `${answers.length} reads, ${during.length} while Redis was down${failed.length ? `: ${describeFailures(failed)}` : ''}`);
  figure('Redis down: a correction submitted', whileDown, '= 201', whileDown === 201);

  // Back: the services reconnect, fill the (empty) Redis again, and count corrections there again.
  const deadline = Date.now() + 30_000;
  let cacheKeys = [];
  let limiterKeys = [];
  let healthOk = false;
  const agent = new Agent({ localAddress: '127.0.3.2' });
  while (Date.now() < deadline && !(cacheKeys.length && limiterKeys.length && healthOk)) {
    for (const read of publicReads(stack.itemId)) await fetchStatus(`${stack.gateway}${read.path}`, { headers: { 'accept-language': 'de' } });
    await submit(stack, markerOf(randomBytes(3).toString('hex'), 1), agent);
    const keys = await stack.redis.keys('*');
    cacheKeys = keys.filter((key) => !key.includes('ratelimit'));
    limiterKeys = keys.filter((key) => key.includes('ratelimit:corrections') && key.includes('127.0.3.2'));
    const health = await fetchStatus(`${stack.gateway}/api/health`);
    healthOk = health.status === 200 && JSON.parse(health.body).redis?.status === 'ok';
    if (!(cacheKeys.length && limiterKeys.length && healthOk)) await sleep(1_000);
  }
  agent.destroy();
  const resumedIn = Date.now() - backAt;
  figure('Redis back: health says Redis ok', healthOk ? 'yes' : 'no', 'yes', healthOk);
  figure('Redis back: cache keys written again', cacheKeys.length, '> 0', cacheKeys.length > 0, `within ${seconds(resumedIn)}, e.g. ${cacheKeys[0]?.slice(stack.redis.prefix.length) ?? '—'}`);
  figure('Redis back: the corrections limiter counts in Redis', limiterKeys.length, '> 0', limiterKeys.length > 0, limiterKeys[0]?.slice(stack.redis.prefix.length) ?? 'no key for 127.0.3.2');
}

// ------------------------------------------------------------------------------------------- kill -9 a service

export async function serviceKilled(stack, figure, { service = 'crafting', log }) {
  const before = servicePid(stack, service);
  if (!before) throw new Error(`no running process of ${service} under the launcher`);
  const load = readLoad(stack, { concurrency: 10 });
  await sleep(2_000);
  process.kill(before, 'SIGKILL');
  const killedAt = Date.now();
  log(`${service} (pid ${before}) killed with SIGKILL`);
  let recoveredAt;
  const deadline = killedAt + 60_000;
  while (Date.now() < deadline) {
    const own = load.answers.filter((a) => a.service === service && a.at > killedAt + 100);
    const sawFailure = own.some((a) => a.status !== 200);
    const last = own.at(-1);
    if (sawFailure && last?.status === 200) {
      recoveredAt = last.at;
      break;
    }
    await sleep(100);
  }
  await sleep(2_000);
  const answers = await load.stop();
  const after = servicePid(stack, service);
  const others = answers.filter((a) => a.service !== service && a.status !== 200);
  const own = answers.filter((a) => a.service === service);
  const ownWrong = own.filter((a) => a.status !== 200 && a.status !== 503);
  const own503 = own.filter((a) => a.status === 503).length;
  figure(`${service} killed: other services' failed reads`, others.length, '= 0', others.length === 0, `${answers.length - own.length} reads${others.length ? `: ${describeFailures(others)}` : ''}`);
  figure(`${service} killed: its reads answered other than 200/503`, ownWrong.length, '= 0', ownWrong.length === 0, `${own.length} reads, ${own503} × 503${ownWrong.length ? `: ${describeFailures(ownWrong)}` : ''}`);
  figure(`${service} killed: restarted by the launcher`, after && after !== before ? `pid ${after}` : 'no', 'a new pid', Boolean(after && after !== before));
  const recovery = recoveredAt ? (recoveredAt - killedAt) / 1000 : Infinity;
  figure(`${service} killed: time until its routes answer 200`, recoveredAt ? `${recovery.toFixed(1)} s` : 'never', '≤ 30 s', recovery <= 30);
}

// -------------------------------------------------------------------------------------------- PostgreSQL

export async function postgresRestarted(stack, figure, { downMs = 3_000, log }) {
  const run = randomBytes(3).toString('hex');
  // 100 addresses taken in turn, one write per 100 ms per loop: far from the per-address limit.
  const agents = clientAgents(2, 100);
  const outcomes = [];
  let n = 0;
  let stopped = false;
  const writes = loops(10, () => stopped, async () => {
    const marker = markerOf(run, n++);
    const sentAt = Date.now();
    const status = await submit(stack, marker, agents[n % agents.length]);
    outcomes.push({ marker, status, sentAt, at: Date.now() });
    await sleep(100);
  });
  await sleep(2_000);
  await stack.postgres.stop();
  const stoppedAt = Date.now();
  log('PostgreSQL stopped');
  await sleep(downMs);
  await stack.postgres.start();
  const upAt = Date.now();
  log(`PostgreSQL started again after ${seconds(upAt - stoppedAt)}`);
  // Recovered: the health answers 200 and a write sent after the restart is acknowledged.
  let healthyAt;
  let writeAt;
  const deadline = upAt + 30_000;
  while (Date.now() < deadline && !(healthyAt && writeAt)) {
    if (!healthyAt && (await fetchStatus(`${stack.gateway}/api/health`, { timeoutMs: 2_000 })).status === 200) healthyAt = Date.now();
    writeAt ??= outcomes.find((o) => o.sentAt >= upAt && o.status === 201)?.at;
    if (!(healthyAt && writeAt)) await sleep(100);
  }
  await sleep(2_000);
  stopped = true;
  await writes;
  for (const agent of agents) agent.destroy();
  const recovery = healthyAt && writeAt ? (Math.max(healthyAt, writeAt) - upAt) / 1000 : Infinity;
  const books = reconcileWrites(outcomes.map(({ marker, status }) => ({ marker, status })), await storedMarkers(stack, run));
  const ackedBefore = outcomes.filter((o) => o.status === 201 && o.at < stoppedAt).length;
  const others = Object.entries(books.otherStatuses).map(([status, count]) => `${count}× ${status || 'no answer'}`).join(', ');
  figure('PostgreSQL restarted: time until health 200 and writes succeed', Number.isFinite(recovery) ? `${recovery.toFixed(1)} s` : 'never', '≤ 10 s', recovery <= 10, `down ${seconds(upAt - stoppedAt)}`);
  // While it is down a write must be refused clearly (503, nothing saved), never a 500 or no answer.
  const unclear = outcomes.filter((o) => o.status !== 201 && o.status !== 503);
  const unclearKinds = [...new Set(unclear.map((o) => o.status || 'no answer'))].join(', ');
  figure('PostgreSQL restarted: writes answered other than 201 or 503', unclear.length, '= 0', unclear.length === 0, unclear.length ? `answered ${unclearKinds}` : `${outcomes.length} writes`);
  const imbalance = describeImbalance(books);
  figure('PostgreSQL restarted: acknowledged writes lost or duplicated', books.lost.length + books.duplicated.length + books.storedDespiteRefusal.length + books.strays.length, '= 0', imbalance.length === 0, imbalance.join('; ') || `${books.accepted} acknowledged (${ackedBefore} before the stop) all stored once; ${books.sent - books.accepted} not (${others}), ${books.storedUnanswered.length} of those stored anyway`);
}
