#!/usr/bin/env node
// npm run bench: timings of the things that must stay fast, as a list of named benchmarks (later issues
// add theirs to BENCHMARKS). Runs on the built code (npm run build first) against the PostgreSQL server of
// DATABASE_URL, in a throwaway database that is dropped at the end — never the app's own database.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVICES = ['builder', 'crafting', 'atlas', 'loot', 'admin'];
const libEntry = (name) => join(root, 'libs', name, 'dist', 'index.js');
const seedEntry = (name) => join(root, 'services', name, 'dist', 'seed.js');
const load = (file) => import(pathToFileURL(file).href);

/** The issue's bound: generating the sample world and seeding every service, in seconds. */
const GENERATE_AND_SEED_BUDGET_S = 60;

/**
 * Each benchmark: a name, and run(context, report) that calls report(label, ms, note?) per figure.
 * `context` carries what later benchmarks reuse (the generated world, the throwaway database's config).
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
];

function checkBuilt() {
  const missing = [libEntry('dataset'), libEntry('server-kit'), ...SERVICES.map(seedEntry)].filter((file) => !existsSync(file));
  if (missing.length) {
    console.error(`bench: not built: ${missing.map((file) => file.slice(root.length + 1)).join(', ')} — run npm run build first`);
    process.exit(1);
  }
}

/** A database of its own on the server of DATABASE_URL; returns its URL and a function dropping it. */
async function throwawayDatabase(databaseUrl) {
  const { default: pg } = await import('pg');
  const name = `eoa_bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: maintenance.toString(), connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

const format = (ms) => `${Math.round(ms).toLocaleString('en').padStart(7)} ms`;

async function main() {
  checkBuilt();
  const [kit, { Logger }] = await Promise.all([load(libEntry('server-kit')), import('@nestjs/common')]);
  Logger.overrideLogger(['error', 'warn']);
  const base = kit.loadConfig();
  const database = await throwawayDatabase(base.databaseUrl);
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await database.drop();
  };
  process.once('SIGINT', () => void drop().finally(() => process.exit(130)));

  console.log(`EoA Companion benchmarks — Node ${process.version}, ${availableParallelism()} CPUs, database ${database.name} (dropped afterwards)`);
  const context = { config: { ...base, databaseUrl: database.url } };
  try {
    for (const benchmark of BENCHMARKS) {
      console.log(`\n${benchmark.name}`);
      await benchmark.run(context, (label, ms, note) => console.log(`  ${label.padEnd(48)} ${format(ms)}${note ? `   ${note}` : ''}`));
    }
  } finally {
    await drop();
  }

  const seconds = (context.generateMs + context.seedMs) / 1000;
  const within = seconds <= GENERATE_AND_SEED_BUDGET_S;
  console.log(`\ngenerate + seed the whole world: ${seconds.toFixed(1)} s (budget ${GENERATE_AND_SEED_BUDGET_S} s${within ? '' : ' — OVER BUDGET'})`);
  if (!within) process.exitCode = 1;
}

main().catch((error) => {
  console.error(`bench: ${error?.stack ?? error}`);
  process.exitCode = 1;
});
