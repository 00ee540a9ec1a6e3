// Checks that what the site needs is there before anything starts, and says how to fix what is not.
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import pg from 'pg';
import { probeRedis } from '@eoa/server-kit/probes';
import { LaunchError, databaseNameOf, describeAddress, maintenanceUrlOf } from './environment.mjs';

const TIMEOUT_MS = 3_000;

/** The installed PostgreSQL major versions (Debian's layout), for a start command that works as typed. */
function postgresStartHint() {
  const versions = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort() : [];
  const cluster = versions.length ? `pg_ctlcluster ${versions.at(-1)} main start` : 'pg_ctlcluster <version> main start';
  return `start it with \`${cluster}\` or \`sudo service postgresql start\` (Docker: \`docker run -d -p 5432:5432 -e POSTGRES_HOST_AUTH_METHOD=trust postgres:15\`), or fix DATABASE_URL (or leave it unset: then \`npm start\` runs an embedded PostgreSQL when none answers)`;
}

/** "Nobody answers there" (as opposed to "it answered no"): where nothing was configured, npm start goes embedded. */
function unreachable(message) {
  const error = new LaunchError(message);
  error.unreachable = true;
  return error;
}

function reasonOf(error) {
  return error?.code && !String(error.message).includes(error.code) ? `${error.code}: ${error.message}` : (error?.message ?? String(error));
}

/** PostgreSQL errors that mean "reached it, but it said no" rather than "nobody there". */
const LOGIN_REFUSED = new Set(['28P01', '28000', '3D000']);

/**
 * Connects to the server's maintenance database (it always exists, unlike the app database on a first
 * run). The caller ends the client.
 */
export async function connectPostgres(databaseUrl) {
  const address = describeAddress(databaseUrl, 5432).replace(/\/.*$/, '');
  const client = new pg.Client({ connectionString: maintenanceUrlOf(databaseUrl), connectionTimeoutMillis: TIMEOUT_MS });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    if (LOGIN_REFUSED.has(error.code)) {
      throw new LaunchError(`PostgreSQL at ${address} refused the connection: ${error.message}. Check the user and password in DATABASE_URL.`);
    }
    throw unreachable(`PostgreSQL is not reachable at ${address} (${reasonOf(error)}). ${capitalize(postgresStartHint())}.`);
  }
}

/** Runs `work(client)` on the server's maintenance database (connectPostgres) and ends the client. */
export async function onPostgresServer(databaseUrl, work) {
  const client = await connectPostgres(databaseUrl);
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Identifiers cannot be bound parameters; quoting with doubled quotes makes any name a single identifier. */
const quoteIdentifier = (name) => `"${name.replace(/"/g, '""')}"`;

/** Creates the app database (the path of DATABASE_URL) when it is missing; true when it created it. */
export async function ensureDatabase(client, databaseUrl) {
  const name = databaseNameOf(databaseUrl);
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`create database ${quoteIdentifier(name)}`);
    return true;
  } catch (error) {
    // Another launcher (or a replica) created it between the check and the create: PostgreSQL says
    // duplicate_database, or, when both CREATEs ran at once, a unique violation on pg_database's name index.
    if (error.code === '42P04' || error.code === '23505') return false;
    throw new LaunchError(`Could not create the database "${name}": ${error.message}`);
  }
}

/** Drops a throwaway database (the bench's, a test's), closing the connections still open on it. */
export async function dropDatabase(client, name) {
  await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
}

/** PING with a short timeout and no reconnection attempts (server-kit's probe, plain JavaScript: no build needed). */
export async function checkRedis(redisUrl) {
  const address = describeAddress(redisUrl, 6379).replace(/\/.*$/, '');
  try {
    await probeRedis(redisUrl, TIMEOUT_MS);
  } catch (error) {
    const reason = reasonOf(error);
    if (/NOAUTH|WRONGPASS|invalid password/i.test(reason)) {
      throw new LaunchError(`Redis at ${address} refused the login (${reason}). Check the password in REDIS_URL.`);
    }
    throw unreachable(
      `Redis is not reachable at ${address} (${reason}). Start it with \`redis-server --daemonize yes\` or \`sudo service redis-server start\` (Docker: \`docker run -d -p 6379:6379 redis:7\`), or fix REDIS_URL (or leave it unset: then the site runs without Redis when none answers).`,
    );
  }
}

/** Whether nothing listens on `port` (on any address): it is bound for a moment, then released. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, () => server.close(() => resolve(true)));
  });
}

/** Fails early, naming the variable to change, when a port the site needs is taken. */
export async function checkPortsFree(ports) {
  for (const [name, port] of Object.entries(ports)) {
    if (!(await portIsFree(port))) {
      throw new LaunchError(
        `Port ${port} (${name.toUpperCase()}_PORT) is already in use — is the site already running? Stop it, or set ${name.toUpperCase()}_PORT to a free port.`,
      );
    }
  }
}

function capitalize(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
