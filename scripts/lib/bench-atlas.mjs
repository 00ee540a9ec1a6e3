// The atlas's maps, quests and NPC calls measured through the bench's gateway: the whole quest list as the quest
// browser asks for it (pageSize=10000) — first call (the atlas world read from PostgreSQL, the answer built and
// compressed), warm, revalidated (304), in another language — then the composite view's data, every NPC, a zone's
// markers and a quest's details. The aim: GET /api/quests?pageSize=10000 warm ≤ 50 ms.

const BREE_LAND = 268437603;

/**
 * `report(label, ms, note)` prints a line; `warmMedian(gateway, path, runs, headers)` and `rawGet(url, headers)` are
 * the bench's timed GETs; `figure(label, value, unit, aim)` records a figure with a maximum aim; `world` is the
 * generated sample world (a quest and an NPC to ask for).
 */
export async function benchAtlas({ gateway }, report, { warmMedian, rawGet, figure, world }) {
  const browser = { 'Accept-Encoding': 'br, gzip', 'Accept-Language': 'en' };
  const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

  const quests = await warmMedian(gateway, '/api/quests?pageSize=10000', 30, browser);
  report('all quests (pageSize=10000), first call', quests.first.ms, `${kb(quests.first.bytes)} br: the world read, the answer built and compressed`);
  report('all quests, warm (median of 30)', quests.median, `p95 ${quests.p95.toFixed(1)} ms`);
  const revalidate = await rawGet(`${gateway}/api/quests?pageSize=10000`, { ...browser, 'If-None-Match': String(quests.first.headers.etag) });
  if (revalidate.status !== 304) throw new Error(`quests: If-None-Match answered ${revalidate.status}`);
  report('all quests, revalidation (304)', revalidate.ms);
  const german = await rawGet(`${gateway}/api/quests?pageSize=10000&lang=de`, browser);
  report('all quests, first call in another language (de)', german.ms, kb(german.bytes));
  const filtered = await warmMedian(gateway, `/api/quests?pageSize=10000&zone=${BREE_LAND}&minLevel=20`, 30, browser);
  report('quests of a zone from level 20, warm (median)', filtered.median, kb(filtered.first.bytes));

  const composite = await warmMedian(gateway, '/api/maps/composite', 10, browser);
  report('composite view data, first call', composite.first.ms, `${kb(composite.first.bytes)} br, every marker of the ten zones and their areas`);
  report('composite view data, warm (median of 10)', composite.median, `p95 ${composite.p95.toFixed(1)} ms`);
  const npcs = await warmMedian(gateway, '/api/npcs', 30, browser);
  report('all NPCs, first call', npcs.first.ms, kb(npcs.first.bytes));
  report('all NPCs, warm (median of 30)', npcs.median);
  const markers = await warmMedian(gateway, `/api/maps/${BREE_LAND}/markers`, 30, browser);
  report("a zone's markers (Bree-land), warm (median)", markers.median, kb(markers.first.bytes));
  const quest = world.records.quests.find((q) => q.prerequisiteId !== null && q.objectives.some((o) => o.markers.length > 0));
  const detail = await warmMedian(gateway, `/api/quests/${quest.id}`, 30, browser);
  report("a quest's details, warm (median)", detail.median);
  const chain = await warmMedian(gateway, `/api/quests/${quest.id}/chain`, 30, browser);
  report("a quest's chain, warm (median)", chain.median);

  figure('all quests, pageSize=10000, warm (median)', quests.median, 'ms', 50);
}
