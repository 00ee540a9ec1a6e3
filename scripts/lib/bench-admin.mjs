// The admin area's API measured through the bench's gateway, signed in as the bench stack's administrator: the whole
// admin quest list (pageSize=10000: atlas's seeded quests merged with admin's records) first and warm, a quest's
// detail and the dashboard's stats warm — then the editorial loop into the public atlas: a level override saved →
// the public quest detail shows it, and 100 quests excluded at once → the public quest list without them (each
// followed by its undo, timed the same way). Everything written is put back: overrides deleted, quests included.
// Aims: the list warm ≤ 100 ms, detail and stats warm ≤ 50 ms, an override on the public site ≤ 1 s, a bulk
// exclusion of 100 quests off the public list ≤ 2 s.
import { median } from './statistics.mjs';

/** Rounds of each editorial change (the medians are reported). */
const ROUNDS = 5;
/** Timed GETs after the first for the warm medians. */
const WARM_RUNS = 30;
/** How often the public API is asked whether a change has arrived, and for how long at most. */
const POLL_MS = 10;
const POLL_LIMIT_MS = 30_000;
/** Quests excluded at once. */
const BULK_SIZE = 100;


/** The stack waited for admin; atlas (admin's source of quests) may still be starting. */
async function atlasAnswers(gateway) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${gateway}/api/maps/main-zones`).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('atlas did not answer through the gateway within 90 s');
}

/** Signs in through POST /api/admin/login; returns the Authorization header value. */
async function signIn(gateway, { username, password }) {
  const response = await fetch(`${gateway}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!response.ok) throw new Error(`admin login as ${username}: status ${response.status} ${await response.text()}`);
  const { token } = await response.json();
  return `Bearer ${token}`;
}

/** A JSON call that must succeed; returns the parsed answer and its time to the last byte. */
async function call(url, init = {}) {
  const started = performance.now();
  const response = await fetch(url, { ...init, headers: { 'accept-language': 'en', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers } });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: status ${response.status} ${text.slice(0, 300)}`);
  return { body: JSON.parse(text), ms };
}

/** Asks `read` every POLL_MS until `arrived(answer)`; returns the milliseconds since `since`. */
async function until(read, arrived, since, what) {
  for (;;) {
    if (arrived(await read())) return performance.now() - since;
    if (performance.now() - since > POLL_LIMIT_MS) throw new Error(`editorial loop: ${what} not seen on the public site within ${POLL_LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * `stack` is the bench's stack ({ gateway, admin: { username, password } }); `report(label, ms, note)` prints a line;
 * `warmMedian(gateway, path, runs, headers)` is the bench's timed GET series; `figure(label, value, unit, aim)`
 * records a figure with a maximum aim.
 */
export async function benchAdmin({ gateway, admin }, report, { warmMedian, figure }) {
  await atlasAnswers(gateway);
  const authorization = await signIn(gateway, admin);
  const headers = { Authorization: authorization, 'Accept-Encoding': 'br, gzip', 'Accept-Language': 'en' };
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

  // The first call also fetches atlas's seeded quests over the internal API (then held in memory and Redis).
  const list = await warmMedian(gateway, '/api/admin/quests?pageSize=10000', WARM_RUNS, headers);
  report('admin quest list (pageSize=10000), first call', list.first.ms, `${kb(list.first.bytes)} sent: atlas's seeded quests fetched and merged`);
  report(`admin quest list, warm (median of ${WARM_RUNS})`, list.median, `p95 ${list.p95.toFixed(1)} ms`);

  const { body: page } = await call(`${gateway}/api/admin/quests?pageSize=10000`, { headers: { Authorization: authorization } });
  const included = page.quests.filter((quest) => !quest.isExcluded && !quest.hasOverrides);
  if (included.length < BULK_SIZE + 1) throw new Error(`admin: only ${included.length} quests without an editorial record, ${BULK_SIZE + 1} needed`);
  const quest = included.find((q) => q.level > 1 && q.level < 50) ?? included[0];

  const detail = await warmMedian(gateway, `/api/admin/quests/${quest.id}`, WARM_RUNS, headers);
  report("a quest's admin detail, warm (median)", detail.median, `first ${detail.first.ms.toFixed(0)} ms (atlas's detail fetched)`);
  const stats = await warmMedian(gateway, '/api/admin/stats', WARM_RUNS, headers);
  report('dashboard stats, warm (median)', stats.median, `first ${stats.first.ms.toFixed(0)} ms`);

  // The editorial loop: admin commits, publishes editorial.changed, atlas drops its view and asks admin again.
  const publicQuest = () => call(`${gateway}/api/quests/${quest.id}`).then(({ body }) => body);
  const seededLevel = (await publicQuest()).level;
  const overrideUrl = `${gateway}/api/admin/quests/${quest.id}/override`;
  const save = (level) => ({
    excluded: false,
    expansionEra: null,
    fieldOverrides: { level },
    markerOverrides: [],
    objectiveOverrides: [],
    hiddenCommentIndices: [],
    adminNotes: 'npm run bench: the editorial loop (removed again)',
  });
  const overrideRounds = [];
  const saves = [];
  let restoreMs;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const level = ((seededLevel + round * 7 - 1) % 50) + 1; // a level the quest does not show now
      const started = performance.now();
      saves.push((await call(overrideUrl, { method: 'PUT', headers: { Authorization: authorization }, body: JSON.stringify(save(level)) })).ms);
      overrideRounds.push(await until(publicQuest, (shown) => shown.level === level, started, `level ${level} of quest ${quest.id}`));
    }
  } finally {
    const started = performance.now();
    await call(overrideUrl, { method: 'DELETE', headers: { Authorization: authorization } });
    restoreMs = await until(publicQuest, (shown) => shown.level === seededLevel && !shown.hasOverrides, started, `quest ${quest.id} as seeded`);
  }
  const overrideMs = median(overrideRounds);
  report(`override saved → public detail (median of ${ROUNDS})`, overrideMs, `the save itself ${median(saves).toFixed(0)} ms; slowest round ${Math.max(...overrideRounds).toFixed(0)} ms`);
  report('override deleted → public detail as seeded', restoreMs);

  // 100 quests excluded at once (the quest list's bulk action), then included again, each until the public list agrees.
  const bulkIds = included.filter((q) => q.id !== quest.id).slice(0, BULK_SIZE).map((q) => q.id);
  const publicIds = () => call(`${gateway}/api/quests?pageSize=10000`).then(({ body }) => new Set(body.quests.map((q) => q.id)));
  const bulk = (Action) =>
    call(`${gateway}/api/admin/quests/bulk-exclude`, {
      method: 'POST',
      headers: { Authorization: authorization },
      body: JSON.stringify({ QuestIds: bulkIds.map(String), Action, Notes: 'npm run bench: the editorial loop (included again)' }),
    });
  const excludeRounds = [];
  const includeRounds = [];
  let excluded = false;
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      let started = performance.now();
      excluded = true;
      await bulk('Exclude');
      excludeRounds.push(await until(publicIds, (ids) => bulkIds.every((id) => !ids.has(id)), started, `${BULK_SIZE} quests excluded`));
      started = performance.now();
      await bulk('Include');
      excluded = false;
      includeRounds.push(await until(publicIds, (ids) => bulkIds.every((id) => ids.has(id)), started, `${BULK_SIZE} quests included again`));
    }
  } finally {
    if (excluded) await bulk('Include');
  }
  const excludeMs = median(excludeRounds);
  report(`bulk exclude ${BULK_SIZE} → public list (median of ${ROUNDS})`, excludeMs, `slowest ${Math.max(...excludeRounds).toFixed(0)} ms`);
  report(`bulk include ${BULK_SIZE} → public list (median of ${ROUNDS})`, median(includeRounds), 'the same quests back');

  // Nothing of the bench's is left behind (the throwaway database is dropped anyway, but a reused one stays clean).
  const after = await call(`${gateway}/api/admin/stats`, { headers: { Authorization: authorization } });
  if (after.body.excludedQuests !== page.quests.filter((q) => q.isExcluded).length || after.body.questsWithOverrides !== page.quests.filter((q) => q.hasOverrides).length) {
    throw new Error(`admin: the bench left editorial records behind: ${JSON.stringify(after.body)}`);
  }

  figure(`admin quest list (${page.quests.length.toLocaleString('en')} quests), warm (median)`, list.median, 'ms', 100);
  figure('admin quest detail, warm (median)', detail.median, 'ms', 50);
  figure('admin stats, warm (median)', stats.median, 'ms', 50);
  figure('admin override → public quest detail (median)', overrideMs, 'ms', 1000);
  figure(`admin bulk exclude ${BULK_SIZE} → public list (median)`, excludeMs, 'ms', 2000);
}
