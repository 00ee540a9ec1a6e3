#!/usr/bin/env node
// npm run seed -- --from DIR [--reset]
// Loads a dataset folder into every service's schema. The whole folder is validated first (nothing is
// written if any record is bad: each problem is printed as "file:line field: message"); then each service's
// seed entry (services/<name>/dist/seed.js) migrates its schema and seeds it in one transaction. A schema
// that already holds data is left unchanged unless --reset is given (then it is emptied and refilled in
// the same transaction). Running it twice without --reset changes nothing.
import './lib/node-version.mjs';
import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { LaunchError, SERVICES } from './lib/environment.mjs';
import { ensureDatabase, onPostgresServer } from './lib/preflight.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const libEntry = (name) => join(root, 'libs', name, 'dist', 'index.js');
const seedEntry = (name) => join(root, 'services', name, 'dist', 'seed.js');
const load = (file) => import(pathToFileURL(file).href);

const USAGE = `Usage: npm run seed -- --from DIR [--reset]

  --from DIR   a dataset folder (manifest.json + NDJSON files, see libs/dataset/README.md);
               npm run dataset:generate -- --out DIR writes the sample world in this format
  --reset      replace the data of schemas that are already seeded (one transaction per service)

Connects to DATABASE_URL (default postgres://postgres@127.0.0.1:5432/eoa); creates the database if missing.`;

class Refusal extends Error {}

function parse() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { from: { type: 'string' }, reset: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: false,
    }));
  } catch (error) {
    throw new Refusal(`${error.message}\n\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!values.from) throw new Refusal(`--from DIR is required\n\n${USAGE}`);
  const dir = resolve(values.from);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) throw new Refusal(`${dir} is not a folder`);
  return { dir, reset: values.reset };
}

function checkBuilt() {
  const missing = [libEntry('dataset'), libEntry('server-kit'), ...SERVICES.map(seedEntry)].filter((file) => !existsSync(file));
  if (missing.length) {
    throw new Refusal(`not built: ${missing.map((file) => file.slice(root.length + 1)).join(', ')} — run npm run build first`);
  }
}

/** Tells running services to drop their caches of a replaced data set; best effort (caches also expire). */
async function announce(config, events) {
  if (events.length === 0) return;
  const [{ Redis }, { EVENTS_CHANNEL }] = await Promise.all([import('ioredis'), load(libEntry('contracts'))]);
  const redis = new Redis(config.redisUrl, { lazyConnect: true, connectTimeout: 2000, maxRetriesPerRequest: 0, enableOfflineQueue: false });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    for (const event of events) await redis.publish(config.redisPrefix + EVENTS_CHANNEL, JSON.stringify(event));
  } catch {
    console.log('(Redis unreachable: running services keep cached answers until they expire or restart)');
  } finally {
    redis.disconnect();
  }
}

async function main() {
  const { dir, reset } = parse();
  checkBuilt();
  const [{ readDatasetFolder, DatasetRefusedError }, kit, { Logger }] = await Promise.all([
    load(libEntry('dataset')),
    load(libEntry('server-kit')),
    import('@nestjs/common'),
  ]);
  let config;
  try {
    config = kit.loadConfig();
  } catch (error) {
    if (error instanceof kit.ConfigError) throw new Refusal(error.problems.map((problem) => `configuration error: ${problem}`).join('\nseed: '));
    throw error;
  }

  const started = performance.now();
  console.log(`Validating ${dir} …`);
  let dataset;
  try {
    // Every kind, stamped with the manifest's checksum and origin (the services record them in dataset_meta).
    dataset = await readDatasetFolder(dir);
  } catch (error) {
    if (!(error instanceof DatasetRefusedError)) throw error;
    const n = error.issues.length;
    throw new Refusal(`${dir} refused (${n} problem${n === 1 ? '' : 's'}); nothing was written:\n  ${error.issues.join('\n  ')}`);
  }
  const { records, stamp } = dataset;
  const rows = Object.values(records).reduce((sum, list) => sum + list.length, 0);
  console.log(`Valid: ${stamp.dataVersion}, ${rows.toLocaleString('en')} records (${Math.round(performance.now() - started)} ms)`);

  const where = kit.redactUrl(config.databaseUrl);
  // The same check and creation as npm start (the race with a concurrent creator handled there).
  if (await onPostgresServer(config.databaseUrl, (server) => ensureDatabase(server, config.databaseUrl))) console.log(`Created database ${where}`);
  console.log(`Seeding ${where}${reset ? ' (--reset: seeded schemas are replaced)' : ''}`);
  // TypeORM's per-migration lines would drown the summary; warnings and errors still show.
  Logger.overrideLogger(['error', 'warn']);

  const changed = [];
  for (const [index, name] of SERVICES.entries()) {
    const { runSeed } = await load(seedEntry(name));
    const t0 = performance.now();
    try {
      const result = await runSeed({ config, dataset, reset, log: (line) => console.log(`  ${name}: ${line}`) });
      console.log(`  ${result.summary} [${Math.round(performance.now() - t0)} ms]`);
      const status = result.outcome?.status;
      if (status === 'seeded' || status === 'replaced') changed.push({ type: 'data.changed', service: name, dataVersion: stamp.dataVersion });
    } catch (error) {
      const rest = SERVICES.slice(index + 1);
      const reason = error?.name === 'DatasetRefusedError' ? error.message : kit.describeDatabaseError(error);
      await announce(config, changed);
      throw new Refusal(`${name}: not seeded (its schema is as it was): ${reason}${rest.length ? `\nnot run: ${rest.join(', ')}` : ''}`);
    }
  }
  await announce(config, changed);
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  if (error instanceof Refusal || error instanceof LaunchError) console.error(`seed: ${error.message}`);
  else console.error(error?.stack ?? String(error));
  process.exitCode = 1;
});
