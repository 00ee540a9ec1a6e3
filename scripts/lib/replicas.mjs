// `npm start -- --replicas builder=2` (or BUILDER_REPLICAS=2): several processes of one service behind the gateway,
// which balances over them (BUILDER_URL lists them; gateway/src/upstream-pool.ts). The plan is pure; start.mjs
// starts one supervised child per process.
import { LaunchError, SERVICES } from './environment.mjs';
import { portIsFree } from './preflight.mjs';

/**
 * Services that may run as several processes. builder holds nothing of its own between requests (game data loaded
 * from PostgreSQL, caches and events shared through Redis or PostgreSQL, migrations under an advisory lock). admin
 * keeps its backups as files on its own disk; crafting, atlas and loot have not been checked for state kept in their
 * process, so they run as one until someone does.
 */
export const SCALABLE_SERVICES = Object.freeze(['builder']);

/** Replica n (1-based) listens on <NAME>_PORT + (n − 1) × 10: 3101, 3111, 3121 … by default. */
export const REPLICA_PORT_STEP = 10;

/** More than this on one machine only adds contention (and ports to find free). */
export const MAX_REPLICAS = 8;

const USAGE = 'use --replicas NAME=COUNT, e.g. --replicas builder=2';

function count(raw, where) {
  const value = Number(raw);
  if (raw === '' || !Number.isInteger(value) || value < 1 || value > MAX_REPLICAS) {
    throw new LaunchError(`${where}: the count must be a whole number from 1 to ${MAX_REPLICAS}, got "${raw}"`);
  }
  return value;
}

function checkScalable(name, where) {
  if (!SERVICES.includes(name)) throw new LaunchError(`${where}: unknown service "${name}" (the services: ${SERVICES.join(', ')})`);
  if (!SCALABLE_SERVICES.includes(name)) {
    throw new LaunchError(
      `${where}: only ${SCALABLE_SERVICES.join(', ')} can run as several replicas; ${name} has not been made safe for it ` +
        '(admin keeps its backups as files of its own, crafting, atlas and loot have not been checked for state kept in their process)',
    );
  }
}

/**
 * The replica counts asked for: `--replicas builder=2`, `--replicas=builder=2` (repeatable, or comma-separated
 * `builder=2,…`), else `<NAME>_REPLICAS=2` from the environment. Returns `{ builder: 2 }` for the services named.
 */
export function parseReplicas(args, env = {}) {
  const counts = {};
  for (const name of SERVICES) {
    const key = `${name.toUpperCase()}_REPLICAS`;
    if (env[key] === undefined || env[key] === '') continue;
    checkScalable(name, key);
    counts[name] = count(env[key], key);
  }
  const fromFlags = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    let value;
    if (arg === '--replicas') {
      value = args[index + 1];
      index += 1;
      if (value === undefined || value.startsWith('--')) throw new LaunchError(`--replicas needs a value: ${USAGE}`);
    } else if (arg.startsWith('--replicas=')) {
      value = arg.slice('--replicas='.length);
    } else {
      continue;
    }
    for (const part of value.split(',')) {
      const match = /^([a-z]+)=(.*)$/.exec(part.trim());
      if (!match) throw new LaunchError(`--replicas: "${part}" is not NAME=COUNT; ${USAGE}`);
      const [, name, raw] = match;
      checkScalable(name, `--replicas ${part.trim()}`);
      fromFlags[name] = count(raw, `--replicas ${part.trim()}`);
    }
  }
  // A flag says what this run wants; it wins over the environment.
  return { ...counts, ...fromFlags };
}

/**
 * One entry per service process to start: `{ label, service, port, env }` — label names it in the logs and the
 * supervisor (`builder-1`, `builder-2` for replicas, the service's name otherwise), env is what differs from the
 * shared environment (its port). `urls` holds the <NAME>_URL lists of replicated services, `env` the same as
 * variables for every child (the gateway balances over them; the services call the first). Refuses a replica port
 * past 65535 or on a port another part of the site uses; and BUILDER_URL set by hand together with replicas (they
 * would not be where it points).
 */
export function planProcesses(replicas, ports, source = {}) {
  const taken = new Map(Object.entries(ports).map(([name, port]) => [port, `${name.toUpperCase()}_PORT`]));
  const processes = [];
  const urls = {};
  for (const service of SERVICES) {
    const total = replicas[service] ?? 1;
    if (total === 1) {
      processes.push({ label: service, service, port: ports[service], env: {} });
      continue;
    }
    const upper = service.toUpperCase();
    if (source[`${upper}_URL`]) {
      throw new LaunchError(
        `${upper}_URL is set ("${source[`${upper}_URL`]}") and ${total} ${service} replicas were asked for: the launcher points the gateway at the replicas it starts; unset ${upper}_URL or drop the replicas`,
      );
    }
    const list = [];
    for (let replica = 1; replica <= total; replica += 1) {
      const port = ports[service] + (replica - 1) * REPLICA_PORT_STEP;
      const rule = replica === 1 ? `${upper}_PORT` : `${upper}_PORT + ${(replica - 1) * REPLICA_PORT_STEP}`;
      if (port > 65535) throw new LaunchError(`${service} replica ${replica} would listen on ${port} (${rule}), past 65535; set ${upper}_PORT lower`);
      if (replica > 1 && taken.has(port)) {
        throw new LaunchError(`${service} replica ${replica} would listen on ${port} (${rule}), which ${taken.get(port)} uses; set ${upper}_PORT or ${taken.get(port)} elsewhere`);
      }
      taken.set(port, rule);
      processes.push({ label: `${service}-${replica}`, service, port, env: { [`${upper}_PORT`]: String(port) } });
      list.push(`http://127.0.0.1:${port}`);
    }
    urls[service] = list.join(',');
  }
  const env = Object.fromEntries(Object.entries(urls).map(([service, list]) => [`${service.toUpperCase()}_URL`, list]));
  return { processes, urls, env };
}

/** The replicas' extra ports (the first replica's is <NAME>_PORT, which checkPortsFree checks) must be free. */
export async function checkReplicaPortsFree(plan) {
  for (const { label, service, port } of plan.processes) {
    if (label === service || label.endsWith('-1')) continue;
    if (!(await portIsFree(port))) {
      const upper = service.toUpperCase();
      throw new LaunchError(`Port ${port} (${label}, ${upper}_PORT + ${port - plan.processes.find((entry) => entry.service === service).port}) is already in use; set ${upper}_PORT elsewhere`);
    }
  }
}

/** What happens to a crashed service's requests while it restarts, for the launcher's line. */
export function whileRestarting(plan, label) {
  const entry = plan.processes.find((candidate) => candidate.label === label);
  if (entry && entry.label !== entry.service) return `the other ${entry.service} replicas take its requests meanwhile`;
  return 'its routes answer 503 meanwhile';
}

/** "builder ×2 on 3101, 3111" for the start line, or undefined when nothing is replicated. */
export function describeReplicas(plan) {
  const parts = Object.keys(plan.urls).map((service) => {
    const entries = plan.processes.filter((entry) => entry.service === service);
    return `${service} ×${entries.length} on ports ${entries.map((entry) => entry.port).join(', ')}`;
  });
  return parts.length ? `replicas: ${parts.join('; ')} (the gateway balances over them)` : undefined;
}
