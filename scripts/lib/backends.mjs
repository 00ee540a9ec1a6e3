// Which PostgreSQL and which Redis `npm start` uses. Given by DATABASE_URL / REDIS_URL: those, and a clear error
// when they do not answer. Not given: the default addresses when something answers there, otherwise an embedded
// PostgreSQL (scripts/lib/embedded-postgres.mjs) and no Redis (REDIS_URL=none: see RuntimeMode in libs/contracts).
// --embedded chooses both of those even where a server answers.
import { LaunchError, REDIS_OFF, databaseNameOf, describeAddress } from './environment.mjs';
import { embeddedSettings, startEmbeddedPostgres } from './embedded-postgres.mjs';
import { checkRedis, connectPostgres, ensureDatabase } from './preflight.mjs';

/**
 * Decides, starts what must be started, creates the app database, and writes the choice into `env`
 * (DATABASE_URL, DATABASE_MODE, REDIS_URL). Returns `{ database, redis, embedded, created, notes }`; the caller
 * stops `embedded` with the site.
 */
export async function prepareBackends({ root, source, env, forceEmbedded }) {
  const notes = [];
  const choices = await Promise.allSettled([choosePostgres(source, env, forceEmbedded, notes), chooseRedis(source, env, forceEmbedded, notes)]);
  const failures = choices.filter((choice) => choice.status === 'rejected').map((choice) => choice.reason);
  // Both messages when both are wrong: one round of fixes instead of two.
  if (failures.length) {
    await choices[0].value?.client?.end().catch(() => undefined);
    throw failures.length === 1 ? failures[0] : new LaunchError(failures.map((failure) => failure.message).join('\n'));
  }
  const [{ mode: database, client: external }, redis] = choices.map((choice) => choice.value);
  let embedded;
  if (database === 'embedded') {
    // Its errors carry the server's last lines already.
    embedded = await startEmbeddedPostgres(embeddedSettings(root, source));
    env.DATABASE_URL = embedded.url(databaseNameOf(source.DATABASE_URL || env.DATABASE_URL));
    if (embedded.stoppedLeftover) notes.push(`stopped the embedded PostgreSQL an earlier run left running (pid ${embedded.stoppedLeftover})`);
    notes.push(`embedded PostgreSQL on 127.0.0.1:${embedded.port}, data in ${embedded.dataDir}${embedded.initialised ? ' (made now)' : ''}`);
  }
  env.DATABASE_MODE = database;
  if (redis === 'none') env.REDIS_URL = REDIS_OFF;
  let created;
  try {
    // The external server's connection from the choice is the one the database is made with.
    const client = external ?? (await connectPostgres(env.DATABASE_URL));
    try {
      created = await ensureDatabase(client, env.DATABASE_URL);
    } finally {
      await client.end().catch(() => undefined);
    }
  } catch (error) {
    await embedded?.stop().catch(() => undefined);
    throw error;
  }
  return { database, redis, embedded, created, notes };
}

/** `{ mode: 'external', client }` (the caller ends the client) or `{ mode: 'embedded' }`. */
async function choosePostgres(source, env, forceEmbedded, notes) {
  if (forceEmbedded) return { mode: 'embedded' };
  try {
    return { mode: 'external', client: await connectPostgres(env.DATABASE_URL) };
  } catch (error) {
    // Only "nobody there" at the default address means embedded; a server that refuses the login is a mistake to fix.
    if (source.DATABASE_URL || !error.unreachable) throw error;
    notes.push(`nothing answers at ${describeAddress(env.DATABASE_URL, 5432).replace(/\/.*$/, '')}`);
    return { mode: 'embedded' };
  }
}

async function chooseRedis(source, env, forceEmbedded, notes) {
  if (forceEmbedded || env.REDIS_URL === REDIS_OFF) return 'none';
  try {
    await checkRedis(env.REDIS_URL);
    return 'redis';
  } catch (error) {
    if (source.REDIS_URL || !error.unreachable) throw error;
    notes.push(`no Redis at ${describeAddress(env.REDIS_URL, 6379).replace(/\/.*$/, '')}`);
    return 'none';
  }
}

/** The start line saying how each part runs. */
export function describeBackends({ database, redis }) {
  const postgres = database === 'embedded' ? 'PostgreSQL embedded (from npm)' : 'PostgreSQL external';
  const shared =
    redis === 'redis'
      ? 'Redis for cache, events, rate limits and the admin token denylist'
      : 'no Redis: caches in each process, events over PostgreSQL LISTEN/NOTIFY, rate limits and the token denylist in PostgreSQL';
  return `${postgres}; ${shared}`;
}
