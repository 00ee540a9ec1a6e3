#!/usr/bin/env node
// npm run bench: timings of the things that must stay fast, as a list of named benchmarks (later issues
// add theirs to BENCHMARKS). Runs on the built code (npm run build first) against the PostgreSQL server of
// DATABASE_URL, in a throwaway database that is dropped at the end — never the app's own database.
// The loot, crafting, atlas, admin and builder figures start the built services they need and the gateway on ports
// 3700–3705 (which must be free) with that database and a Redis prefix of their own, measure, stop them and delete
// their keys; a table of figures with their aims ends the output (a missed aim, like the seed budget, exits non-zero).
// `npm run bench -- crafting loot` runs only the benchmarks whose name has one of those words (and the world and
// seeding they stand on; `npm run bench -- health`, whose part stands on neither, runs without them and without a
// database).
import './lib/node-version.mjs';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { deleteRedisKeys } from '@eoa/server-kit/testing';
import { SERVICES, withDatabaseName } from './lib/environment.mjs';
import { dropDatabase, ensureDatabase, onPostgresServer, portIsFree } from './lib/preflight.mjs';
import { startChild, stopChildren } from './lib/processes.mjs';
import { benchBuilderPage } from './lib/bench-builder-page.mjs';
import { benchAtlasImages } from './lib/bench-atlas-images.mjs';
import { benchCraftingPage } from './lib/bench-crafting-page.mjs';
import { benchAtlas } from './lib/bench-atlas.mjs';
import { benchAtlasPage } from './lib/bench-atlas-page.mjs';
import { benchAdmin } from './lib/bench-admin.mjs';
import { benchAdminPage } from './lib/bench-admin-page.mjs';
import { benchHomePage } from './lib/bench-home-page.mjs';
import { benchGatewayHealth } from './lib/bench-health.mjs';
import { percentile } from './lib/statistics.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const libEntry = (name) => join(root, 'libs', name, 'dist', 'index.js');
const seedEntry = (name) => join(root, 'services', name, 'dist', 'seed.js');
const load = (file) => import(pathToFileURL(file).href);

/** The issue's bound: generating the sample world and seeding every service, in seconds. */
const GENERATE_AND_SEED_BUDGET_S = 60;
/** Generating the world alone: a few seconds (about 1 s on an idle two-core machine), the rest of the budget seeding's. */
const GENERATE_AIM_S = 5;

/**
 * Each benchmark: a name, and run(context, report) that calls report(label, ms, note?) per figure.
 * `context` carries what later benchmarks reuse (the generated world, the throwaway database's config).
 * `standalone`: it needs neither the world nor the database (chosen alone, they are not made).
 */
const BENCHMARKS = [
  {
    name: 'sample world',
    async run(context, report) {
      const { generateSampleWorld, DEFAULT_SEED } = await load(libEntry('dataset'));
      const started = performance.now();
      const world = generateSampleWorld(DEFAULT_SEED);
      const ms = performance.now() - started;
      const records = Object.values(world.records).reduce((sum, list) => sum + list.length, 0);
      report(`generate the world in memory (seed ${DEFAULT_SEED})`, ms, `${records.toLocaleString('en')} records`);
      figure(context, 'sample world, generated in memory', ms / 1000, 's', GENERATE_AIM_S, 'max');
      context.generateMs = ms;
      context.world = world;
    },
  },
  {
    name: 'seeding into a fresh database (migrations + one transaction per service)',
    async run(context, report) {
      let total = 0;
      for (const name of SERVICES) {
        const { runSeed } = await load(seedEntry(name));
        const started = performance.now();
        const result = await runSeed({ config: context.config, dataset: context.world, reset: false });
        const ms = performance.now() - started;
        total += ms;
        const counts = result.outcome?.counts;
        const rows = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : null;
        report(name, ms, counts ? `${Object.keys(counts).length} tables, ${rows.toLocaleString('en')} rows` : 'defaults and first administrator');
      }
      report('all services', total);
      context.seedMs = total;
    },
  },
  {
    name: 'builder: the stat engine alone (the full sample world, full builds)',
    async run(context, report) {
      const [rules, codes] = await Promise.all([load(libEntry('game-rules')), load(libEntry('contracts'))]);
      const { records } = context.world;
      const engine = rules.createStatEngine({
        classes: records.classes, baseStats: records.baseStats, combatCharacteristics: records.combatCharacteristics, progressions: records.progressions,
        traits: records.traits, itemSets: records.itemSets, items: records.items, traitSlots: records.traitSlots,
      });
      const builds = randomBuilds(rules, codes, records, 500, 20261122);
      context.builds = builds;
      for (const build of builds) {
        const problems = engine.check(build);
        if (problems.length) throw new Error(`a benchmark build is not legal: ${problems.join('; ')}`);
      }
      let sink = 0;
      const run = (n) => {
        for (let i = 0; i < n; i++) sink += rules.toCalculateResponse(engine.calculate(builds[i % builds.length]).stats).MORALE;
      };
      run(5_000); // warm-up: compiled contributions and JIT
      const n = 50_000;
      const started = performance.now();
      run(n);
      const ms = performance.now() - started;
      const us = (ms * 1000) / n;
      report(`${n.toLocaleString('en')} builds (19 items, ~14 traits, buffs)`, ms, `${us.toFixed(1)} µs per build`);
      if (!Number.isFinite(sink)) throw new Error('engine: a result is not finite');
      figure(context, 'engine: one full build (calculate + answer codec)', us, 'µs', 100, 'max');
    },
  },
  {
    name: 'gateway health while the services, PostgreSQL and Redis hang (the built gateway in this process, stand-ins)',
    standalone: true,
    async run(context, report) {
      const [gateway, { loadConfig }] = await Promise.all([load(join(root, 'gateway', 'dist', 'app.js')), load(join(root, 'libs', 'server-kit', 'dist', 'edge', 'index.js'))]);
      await benchGatewayHealth({ gateway, loadConfig, staticRoot: root }, report, (label, value, unit, aim) => figure(context, label, value, unit, aim, 'max'));
    },
  },
  {
    name: 'loot through the gateway (built loot service, this database, its own Redis prefix)',
    async run(context, report) {
      const stack = await startStack(context, ['loot'], '/api/loot/boss-tables');
      try {
        await benchLoot(stack, report, context);
      } finally {
        await stack.stop();
      }
    },
  },
  {
    name: 'crafting through the gateway (built crafting service, this database, its own Redis prefix)',
    async run(context, report) {
      const stack = await startStack(context, ['crafting'], '/api/recipe/professions');
      try {
        await benchCrafting(stack, report, context);
        await benchCraftingPage(stack, report, (label, value, unit, aim) => figure(context, label, value, unit, aim, 'max'));
      } finally {
        await stack.stop();
      }
    },
  },
  {
    name: 'atlas map images through the gateway (built atlas service, this database, its own Redis prefix)',
    async run(context, report) {
      const stack = await startStack(context, ['atlas'], '/api/maps/categories/21/icon');
      try {
        await benchAtlasImages(stack, report, (label, value, unit, aim) => figure(context, label, value, unit, aim, 'max'), rawGet);
      } finally {
        await stack.stop();
      }
    },
  },
  {
    name: 'atlas maps, quests and NPCs through the gateway (built atlas service, this database, its own Redis prefix)',
    async run(context, report) {
      const stack = await startStack(context, ['atlas'], '/api/maps/main-zones');
      try {
        const figureMax = (label, value, unit, aim) => figure(context, label, value, unit, aim, 'max');
        await benchAtlas(stack, report, { warmMedian, rawGet, figure: figureMax, world: context.world });
        await benchAtlasPage(stack, report, figureMax);
      } finally {
        await stack.stop();
      }
    },
  },
  {
    name: 'admin area and its editorial loop into the atlas (built admin and atlas services, this database, its own Redis prefix)',
    async run(context, report) {
      const stack = await startStack(context, ['atlas', 'admin'], '/api/homepage/tools-status');
      try {
        const figureMax = (label, value, unit, aim) => figure(context, label, value, unit, aim, 'max');
        await benchAdmin(stack, report, { warmMedian, figure: figureMax });
        await benchAdminPage(stack, report, figureMax);
      } finally {
        await stack.stop();
      }
    },
  },
  {
    name: 'home page weight in Chromium (the built shell, the admin service for its tool status, its own Redis prefix)',
    async run(context) {
      const stack = await startStack(context, ['admin'], '/api/homepage/tools-status');
      try {
        await benchHomePage(stack, (label, value, unit, aim) => figure(context, label, value, unit, aim, 'max'));
      } finally {
        await stack.stop();
      }
    },
  },
  {
    name: 'builder through the gateway (built services on ports 3700–3705, this database, its own Redis prefix)',
    async run(context, report) {
      // The generated world is no longer needed: a 200 MB heap in this process would slow the load
      // generator's own garbage collection and blur the latencies it measures.
      context.world = undefined;
      const stack = await startStack(context, ['builder'], '/api/data/version');
      try {
        await benchCatalog(stack, report, context);
        await benchCalculate(stack, report, context);
        await benchBuilderPage(stack, report, (label, value, unit, aim) => figure(context, label, value, unit, aim, 'max'));
      } finally {
        await stack.stop();
      }
    },
  },
];

// ------------------------------------------------------------------------------------------------ builder

/** Ports of the bench's own stack (never the app's 3000–3105 or the tests'): the gateway on 3700, the services after it. */
const BENCH_PORTS = { gateway: 3700, ...Object.fromEntries(SERVICES.map((name, index) => [name, 3701 + index])) };
const CATALOG_PATH = '/api/items?page=1&pageSize=50000';

/** A figure with its aim, for the table at the end. `kind` max: the value must not exceed the aim; min: not fall below. */
function figure(context, label, value, unit, aim, kind) {
  (context.figures ??= []).push({ label, value, unit, aim, kind, met: kind === 'max' ? value <= aim : value >= aim });
}


/**
 * Full level-50 builds: an item in every slot it fits, five virtues, the race's racial traits, class and
 * legendary traits of the class, buffs — what a finished character sends to POST /api/character/calculate.
 */
function randomBuilds(rules, codes, records, count, seed) {
  // Seeded (game-rules' seededRandom), so every run measures the same builds.
  const random = rules.seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const bySlot = new Map();
  for (const item of records.items) for (const slot of rules.slotsForItem(item)) (bySlot.get(slot) ?? bySlot.set(slot, []).get(slot)).push(item);
  const builds = [];
  for (let n = 0; n < count; n++) {
    const classId = pick(codes.CLASS_IDS);
    const raceId = pick(rules.compatibleRaces(classId));
    const equipment = {};
    for (const slot of codes.EQUIPMENT_SLOTS) {
      const candidates = bySlot.get(slot);
      equipment[slot] = candidates ? pick(candidates).id : null;
    }
    const traits = [];
    const take = (list, slotType, slots) => {
      const chosen = [...list].sort(() => random() - 0.5).slice(0, slots);
      chosen.forEach((t, slotIndex) => traits.push({ traitId: t.id, rank: 1 + Math.floor(random() * t.maxRank), slotType, slotIndex }));
    };
    // Each slot type takes its natures (game-rules) up to its slot count: racial traits of the race, class and legendary ones of the class.
    const owned = { virtue: () => true, racial: (t) => t.raceId === raceId, class: (t) => t.classId === classId, legendary: (t) => t.classId === classId };
    for (const slotType of codes.TRAIT_SLOT_TYPES) {
      take(records.traits.filter((t) => rules.natureFitsSlot(t.nature, slotType) && owned[slotType](t)), slotType, rules.TRAIT_SLOT_TOTALS[slotType]);
    }
    builds.push({
      className: rules.CLASS_DISPLAY_NAMES[classId],
      raceName: rules.RACE_DISPLAY_NAMES[raceId],
      level: 50,
      equipment,
      equippedTraits: traits,
      buffs: { idomeActive: random() < 0.5, foodBuff: { active: random() < 0.5, stat: pick(codes.PRIMARY_STATS), amount: pick(codes.FOOD_BUFF_AMOUNTS) } },
    });
  }
  return builds;
}

/** One GET with the body as sent (no decompression): status, headers, bytes, milliseconds to the last byte. */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = httpRequest(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, bytes, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Starts the built `services` and the gateway (the others are not needed) and waits until `readyPath` answers. */
async function startStack(context, services, readyPath) {
  for (const [name, port] of Object.entries(BENCH_PORTS)) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${name}) is busy: the bench needs 3700–3705 free`);
  }
  const prefix = `eoa_bench_${randomBytes(4).toString('hex')}:`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_FORMAT: 'json',
    DATABASE_URL: context.config.databaseUrl,
    REDIS_URL: context.config.redisUrl,
    REDIS_PREFIX: prefix,
    INTERNAL_TOKEN: randomBytes(16).toString('hex'),
    JWT_SECRET: randomBytes(24).toString('hex'),
    // The administrator the seed created (main's context.config): the admin bench signs in with it.
    ADMIN_USERNAME: context.config.adminUsername,
    ADMIN_PASSWORD: context.config.adminPassword,
    GATEWAY_PORT: String(BENCH_PORTS.gateway),
  };
  for (const name of SERVICES) {
    env[`${name.toUpperCase()}_PORT`] = String(BENCH_PORTS[name]);
    env[`${name.toUpperCase()}_URL`] = `http://127.0.0.1:${BENCH_PORTS[name]}`;
  }
  // The launcher's supervision (scripts/lib/processes.mjs), quiet: the last lines of each are kept for errors.
  const children = [];
  const start = (name, file) => {
    const lines = [];
    // launcherPipe: a bench stopped by force takes its services with it.
    const entry = startChild(name, process.execPath, [file], { env, cwd: root, echo: false, launcherPipe: true, onLine: (line) => lines.push(line) > 40 && lines.shift() });
    children.push({ ...entry, stderr: () => lines.join('\n') });
  };
  for (const name of services) start(name, join(root, 'services', name, 'dist', 'main.js'));
  start('gateway', join(root, 'gateway', 'dist', 'main.js'));
  const gateway = `http://127.0.0.1:${BENCH_PORTS.gateway}`;
  const stop = async () => {
    await stopChildren(children, 7_000);
    await deleteRedisKeys(context.config.redisUrl, prefix);
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const dead = children.find(({ child }) => child.exitCode !== null);
    if (dead) {
      await stop();
      throw new Error(`${dead.name} exited: ${dead.stderr().trim() || `code ${dead.child.exitCode}`}`);
    }
    const ok = await rawGet(`${gateway}${readyPath}`).then((r) => r.status === 200, () => false);
    if (ok) return { gateway, stop, admin: { username: context.config.adminUsername, password: context.config.adminPassword } };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`${services.join(', ')} did not answer through the gateway within 90 s`);
}

const serverTime = (headers) => Number(/dur=([\d.]+)/.exec(headers['server-timing'] ?? '')?.[1] ?? NaN);

async function benchCatalog({ gateway }, report, context) {
  const url = `${gateway}${CATALOG_PATH}`;
  const browser = { 'Accept-Encoding': 'gzip, deflate, br', 'Accept-Language': 'en' };
  const cold = await rawGet(url, browser);
  if (cold.status !== 200 || cold.headers['content-encoding'] !== 'br') throw new Error(`catalog: status ${cold.status}, encoding ${cold.headers['content-encoding']}`);
  report('full catalog, cold (computed and compressed)', cold.ms, `server ${serverTime(cold.headers).toFixed(0)} ms`);
  const warm = [];
  let last = cold;
  for (let i = 0; i < 30; i++) warm.push((last = await rawGet(url, browser)).ms);
  const warmMedian = percentile(warm, 0.5);
  report('full catalog, warm (median of 30)', warmMedian, `p95 ${percentile(warm, 0.95).toFixed(1)} ms, server ${serverTime(last.headers).toFixed(1)} ms`);
  const gzip = await rawGet(url, { 'Accept-Encoding': 'gzip', 'Accept-Language': 'en' });
  const ru = await rawGet(url, { 'Accept-Encoding': 'br', 'Accept-Language': 'ru' });
  report('full catalog, cold in another language (ru)', ru.ms, `server ${serverTime(ru.headers).toFixed(0)} ms`);
  const revalidate = await rawGet(url, { ...browser, 'If-None-Match': String(cold.headers.etag) });
  if (revalidate.status !== 304) throw new Error(`catalog: If-None-Match answered ${revalidate.status}`);
  report('full catalog, revalidation (304)', revalidate.ms);
  console.log(`  ${'compressed size'.padEnd(48)} br ${(cold.bytes / 1e6).toFixed(2)} MB (ru ${(ru.bytes / 1e6).toFixed(2)} MB), gzip ${(gzip.bytes / 1e6).toFixed(2)} MB`);
  figure(context, 'catalog, warm, through the gateway (median)', warmMedian, 'ms', 50, 'max');
  figure(context, 'catalog, compressed (br, en)', cold.bytes / 1e6, 'MB', 3, 'max');
  figure(context, 'catalog, compressed (gzip, en)', gzip.bytes / 1e6, 'MB', 3, 'max');
}

async function benchCalculate({ gateway }, report, context) {
  const { default: autocannon } = await import('autocannon');
  const requests = context.builds.slice(0, 50).map((build) => ({
    method: 'POST',
    path: '/api/character/calculate',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify(build),
  }));
  const run = (duration) => autocannon({ url: gateway, connections: 50, duration, requests });
  await run(3); // warm-up
  const result = await run(10);
  const ok = result['2xx'];
  const bad = result.non2xx + result.errors + result.timeouts;
  if (ok === 0 || bad > 0) throw new Error(`calculate: ${ok} answers 2xx, ${result.non2xx} other, ${result.errors} errors, ${result.timeouts} timeouts`);
  const rps = result.requests.average;
  report('POST /api/character/calculate (50 connections, 10 s)', result.latency.average, `${Math.round(rps).toLocaleString('en')} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${ok.toLocaleString('en')} answers`);
  figure(context, 'calculate through the gateway', rps, 'req/s', 2000, 'min');
  figure(context, 'calculate through the gateway, p99', result.latency.p99, 'ms', 50, 'max');
}

// --------------------------------------------------------------------------------------------------- loot

/** Median of `runs` timed GETs of `path` (after one that fills the caches). */
async function warmMedian(gateway, path, runs, headers = { 'Accept-Language': 'en' }) {
  const first = await rawGet(`${gateway}${path}`, headers);
  if (first.status !== 200) throw new Error(`${path}: status ${first.status}`);
  const times = [];
  for (let i = 0; i < runs; i++) times.push((await rawGet(`${gateway}${path}`, headers)).ms);
  return { first, median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

async function benchLoot({ gateway }, report, context) {
  const tables = await warmMedian(gateway, '/api/loot/boss-tables', 30);
  report('boss tables, first call (database)', tables.first.ms);
  report('boss tables, warm (median of 30)', tables.median, `p95 ${tables.p95.toFixed(1)} ms`);
  // Item sources of the drops of every boss: the tooltip's call, one item at a time.
  const { world } = context;
  const itemIds = [...new Set(world.records.lootBosses.flatMap((boss) => boss.guaranteedDrops.map((drop) => drop.itemId)))].slice(0, 40);
  const cold = [];
  const warm = [];
  for (const id of itemIds) cold.push((await rawGet(`${gateway}/api/items/${id}/dropsources`)).ms);
  for (const id of itemIds) warm.push((await rawGet(`${gateway}/api/items/${id}/dropsources`, { 'Accept-Language': 'de' })).ms);
  report(`item drop sources, first call (median of ${itemIds.length} items)`, percentile(cold, 0.5));
  report(`item drop sources, cached (median of ${itemIds.length} items)`, percentile(warm, 0.5), `p95 ${percentile(warm, 0.95).toFixed(1)} ms`);
  const boss = world.records.npcs.find((npc) => npc.id === world.records.lootBosses[0].mobId).name.en;
  const portraitPath = `/api/icons/bosses/${encodeURIComponent(boss)}.png`;
  const portrait = await warmMedian(gateway, portraitPath, 20, {});
  report('boss portrait, first render (SVG → PNG)', portrait.first.ms, `${(portrait.first.bytes / 1024).toFixed(0)} KB`);
  report('boss portrait, cached (median of 20)', portrait.median);
  figure(context, 'loot boss tables, warm (median)', tables.median, 'ms', 20, 'max');
  figure(context, 'item drop sources, cached (median)', percentile(warm, 0.5), 'ms', 20, 'max');
  figure(context, 'boss portrait, first render', portrait.first.ms, 'ms', 500, 'max');
}

// ------------------------------------------------------------------------------------------------ crafting

/** The recipe with the deepest crafting-chain tree (then the most nodes), found with the rules the service uses. */
async function deepestRecipe(records) {
  const rules = await load(libEntry('game-rules'));
  const graph = rules.createCraftingGraph(
    records.recipes.map((r) => ({ ...r, name: r.name.en })),
    records.items.map((i) => ({ id: i.id, name: i.name.en, itemClass: i.itemClass, vendorPriceCopper: null })),
  );
  const count = (nodes) => nodes.reduce((n, node) => n + 1 + count(node.dependencies), 0);
  let best;
  for (const recipe of graph.recipes) {
    const tree = rules.expandRecipe(graph, recipe);
    const nodes = count(tree.dependencies);
    if (!best || tree.depth > best.depth || (tree.depth === best.depth && nodes > best.nodes)) best = { id: recipe.id, name: recipe.name, depth: tree.depth, nodes };
  }
  return best;
}

async function benchCrafting({ gateway }, report, context) {
  const list = await warmMedian(gateway, '/api/recipe?pageSize=10000', 30);
  report('recipe list, pageSize=10000, first call', list.first.ms, `${(list.first.bytes / 1024).toFixed(0)} KB`);
  report('recipe list, pageSize=10000, warm (median of 30)', list.median, `p95 ${list.p95.toFixed(1)} ms`);
  const deepest = await deepestRecipe(context.world.records);
  const tree = await warmMedian(gateway, `/api/recipe/${deepest.id}/tree`, 30, { 'Accept-Language': 'de' });
  const about = `${deepest.name}: depth ${deepest.depth}, ${deepest.nodes} nodes, ${(tree.first.bytes / 1024).toFixed(0)} KB`;
  report('deepest tree, first call', tree.first.ms, about);
  report('deepest tree, warm (median of 30)', tree.median, `p95 ${tree.p95.toFixed(1)} ms`);
  const path = await warmMedian(gateway, '/api/recipe/optimal-path?profession=weaponsmith&currentXP=0&targetXP=5400', 30);
  report('optimal path T1 0 → T5 mastery, first call', path.first.ms);
  report('optimal path T1 0 → T5 mastery, warm (median)', path.median);
  figure(context, 'recipe list pageSize=10000, warm (median)', list.median, 'ms', 30, 'max');
  figure(context, 'deepest recipe tree, warm (median)', tree.median, 'ms', 20, 'max');
}

function checkBuilt() {
  const missing = [
    libEntry('dataset'), libEntry('server-kit'), libEntry('game-rules'), ...SERVICES.map(seedEntry),
    ...['builder', 'loot', 'crafting', 'atlas', 'admin'].map((name) => join(root, 'services', name, 'dist', 'main.js')), join(root, 'gateway', 'dist', 'main.js'),
    join(root, 'shell', 'dist', 'index.html'),
  ].filter((file) => !existsSync(file));
  if (missing.length) {
    console.error(`bench: not built: ${missing.map((file) => file.slice(root.length + 1)).join(', ')} — run npm run build first`);
    process.exit(1);
  }
}

/** A database of its own on the server of DATABASE_URL; returns its URL and a function dropping it. */
async function throwawayDatabase(databaseUrl) {
  const name = `eoa_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const url = withDatabaseName(databaseUrl, name);
  await onPostgresServer(databaseUrl, (server) => ensureDatabase(server, url));
  return { name, url, drop: () => onPostgresServer(databaseUrl, (server) => dropDatabase(server, name)) };
}

const format = (ms) => `${Math.round(ms).toLocaleString('en').padStart(7)} ms`;

async function main() {
  checkBuilt();
  const [kit, { Logger }] = await Promise.all([load(libEntry('server-kit')), import('@nestjs/common')]);
  Logger.overrideLogger(['error', 'warn']);
  const base = kit.loadConfig();
  // `npm run bench -- word …`: the benchmarks named with one of the words, after the two every other one needs — unless
  // each of those named is standalone (then neither the world nor a database is made).
  const words = process.argv.slice(2).map((word) => word.toLowerCase());
  const named = BENCHMARKS.filter((b, index) => index >= 2 && (words.length === 0 || words.some((word) => b.name.toLowerCase().includes(word))));
  const needsWorld = named.length === 0 || !named.every((b) => b.standalone);
  const chosen = [...(needsWorld ? BENCHMARKS.slice(0, 2) : []), ...named];
  const database = needsWorld ? await throwawayDatabase(base.databaseUrl) : undefined;
  let dropped = false;
  const drop = async () => {
    if (dropped || !database) return;
    dropped = true;
    await database.drop();
  };
  process.once('SIGINT', () => void drop().finally(() => process.exit(130)));

  const where = database ? `database ${database.name} (dropped afterwards)` : 'no database';
  console.log(`EoA Companion benchmarks — Node ${process.version}, ${availableParallelism()} CPUs, ${where}`);
  // The seed creates the first administrator with this password and the stack's admin service is started with it,
  // so the admin bench can sign in (production mode has no default password; the seed's would be the dev default).
  const context = { config: { ...base, databaseUrl: database?.url, adminPassword: randomBytes(12).toString('hex') } };
  try {
    for (const benchmark of chosen) {
      console.log(`\n${benchmark.name}`);
      await benchmark.run(context, (label, ms, note) => console.log(`  ${label.padEnd(48)} ${format(ms)}${note ? `   ${note}` : ''}`));
    }
  } finally {
    await drop();
  }

  if (needsWorld) {
    const seconds = (context.generateMs + context.seedMs) / 1000;
    const within = seconds <= GENERATE_AND_SEED_BUDGET_S;
    console.log(`\ngenerate + seed the whole world: ${seconds.toFixed(1)} s (budget ${GENERATE_AND_SEED_BUDGET_S} s${within ? '' : ' — OVER BUDGET'})`);
    if (!within) process.exitCode = 1;
  }

  if (context.figures?.length) {
    console.log(`\n${'figure'.padEnd(52)} ${'value'.padStart(12)}   aim`);
    for (const f of context.figures) {
      const value = `${f.value < 10 ? f.value.toFixed(2) : Math.round(f.value).toLocaleString('en')} ${f.unit}`;
      const aim = `${f.kind === 'max' ? '≤' : '≥'} ${f.aim.toLocaleString('en')} ${f.unit}`;
      console.log(`${f.label.padEnd(52)} ${value.padStart(12)}   ${aim.padEnd(16)} ${f.met ? 'met' : 'MISSED'}`);
    }
    if (context.figures.some((f) => !f.met)) process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(`bench: ${error?.stack ?? error}`);
  process.exitCode = 1;
});
