#!/usr/bin/env node
// `npm start`: checks PostgreSQL and Redis, creates the database, builds what is stale, starts the five
// services and the gateway with prefixed logs, waits until the site is healthy, then keeps them running:
// a child that crashes is restarted with backoff (scripts/lib/supervisor.mjs), and everything stops together
// on Ctrl-C / SIGTERM, or when one child cannot stay up. Without DATABASE_URL / REDIS_URL and nothing answering at
// the defaults it runs an embedded PostgreSQL and no Redis (scripts/lib/backends.mjs).
// Flags: --skip-build (or SKIP_BUILD=1), --embedded (embedded PostgreSQL and no Redis even where servers answer).
// --replicas builder=N (or BUILDER_REPLICAS=N): N builder processes on BUILDER_PORT, +10, … behind the gateway.
import './lib/node-version.mjs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_COMMAND, missingOutputs, nxEnvironment } from './lib/build.mjs';
import { ADMIN_PASSWORD_FILE, LaunchError, databaseNameOf, localAdminPassword, resolveEnvironment } from './lib/environment.mjs';
import { complain, paint, say } from './lib/output.mjs';
import { describeBackends, prepareBackends } from './lib/backends.mjs';
import { checkPortsFree } from './lib/preflight.mjs';
import { startChild, stopChildren } from './lib/processes.mjs';
import { checkReplicaPortsFree, describeReplicas, parseReplicas, planProcesses, whileRestarting } from './lib/replicas.mjs';
import { RESTART_POLICY, Supervisor } from './lib/supervisor.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Enough for the services' shutdown hooks; Playwright waits 10 s before killing the launcher. */
const STOP_GRACE_MS = 7_000;
const HEALTH_POLL_MS = 1_000;

/** The build step, the one child outside the supervisor: it is expected to end. */
const children = [];
let stopping = false;
const supervisor = new Supervisor({ report: reportSupervision });
/** Which service processes run (several of builder with --replicas builder=N: scripts/lib/replicas.mjs). */
let processPlan = planProcesses({}, {});
/** The embedded PostgreSQL when this run started one: stopped after the services. */
let embeddedPostgres;
/** Its name in the supervisor's lines. */
const EMBEDDED_POSTGRES = 'embedded PostgreSQL';

async function shutdown(exitCode, reason) {
  if (stopping) return;
  stopping = true;
  if (reason) say(reason);
  const anyStarted = children.length > 0 || supervisor.entries.length > 0;
  await Promise.all([stopChildren(children, STOP_GRACE_MS), supervisor.stop(STOP_GRACE_MS)]);
  if (embeddedPostgres) {
    await embeddedPostgres.stop().catch((error) => complain(`the embedded PostgreSQL did not stop cleanly: ${error.message}`));
    say('embedded PostgreSQL stopped');
  }
  if (anyStarted) say('stopped');
  process.exit(exitCode);
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => void shutdown(0, `${signal} received, stopping everything`));
}

const windowSeconds = RESTART_POLICY.windowMs / 1000;

/**
 * Before the site is first healthy a child that ends fails the start (a service that cannot boot would
 * otherwise be restarted until the health wait times out); afterwards it is restarted, and only one that
 * crashes RESTART_POLICY.maxCrashes times within the window takes everything down.
 */
function reportSupervision(event) {
  if (stopping) return;
  if (event.kind === 'died') {
    void shutdown(1, paint(31, `${event.name} ${event.cause} unexpectedly; stopping everything`));
  } else if (event.kind === 'restarting') {
    const meanwhile =
      event.name === 'gateway'
        ? 'the site is unreachable meanwhile'
        : event.name === EMBEDDED_POSTGRES
          ? 'calls that need the database answer 503 meanwhile'
          : whileRestarting(processPlan, event.name);
    say(
      paint(33, `${event.name} ${event.cause}; restarting it in ${event.delayMs / 1000} s`) +
        ` (crash ${event.attempt} of ${RESTART_POLICY.maxCrashes - 1} tolerated within ${windowSeconds} s; ${meanwhile})`,
    );
  } else if (event.kind === 'gave-up') {
    void shutdown(
      1,
      paint(31, `${event.name} could not stay up: ${event.crashes} crashes within ${windowSeconds} s, the last one: ${event.cause}; stopping everything`),
    );
  }
}

async function build(env) {
  const [command, args] = BUILD_COMMAND;
  say(`building (${[command, ...args].join(' ')}); Nx reuses what is up to date`);
  const started = Date.now();
  const entry = startChild('build', command, args, { env: nxEnvironment(env), cwd: root });
  children.push(entry);
  const { code, signal } = await entry.exited;
  children.splice(children.indexOf(entry), 1);
  if (stopping) return new Promise(() => undefined); // shutdown() exits the process
  if (code !== 0) throw new LaunchError(`the build failed (${signal ?? `exit code ${code}`}); the lines above say why`);
  say(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Polls the gateway's /api/health until 200, naming what is not up while it waits. */
async function waitUntilHealthy(gatewayPort, timeoutSeconds) {
  const url = `http://127.0.0.1:${gatewayPort}/api/health`;
  const deadline = Date.now() + timeoutSeconds * 1000;
  let lastReport = Date.now();
  let pending = 'the gateway';
  while (Date.now() < deadline) {
    if (stopping) return new Promise(() => undefined);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      const health = await response.json();
      if (response.ok) return health;
      pending = notUp(health);
    } catch {
      pending = 'the gateway';
    }
    if (Date.now() - lastReport >= 15_000) {
      say(`still waiting for ${pending}`);
      lastReport = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new LaunchError(`the site was not healthy after ${timeoutSeconds} s; not up: ${pending}`);
}

/** "builder (ECONNREFUSED), PostgreSQL (…)" from a GatewayHealth. */
function notUp(health) {
  const parts = Object.entries(health.services ?? {})
    .filter(([, service]) => service.status === 'down')
    .map(([name, service]) => `${name}${service.message ? ` (${service.message})` : ''}`);
  if (health.postgres?.status === 'down') parts.push(`PostgreSQL (${health.postgres.message})`);
  return parts.length ? parts.join(', ') : 'the gateway';
}

/** What makes a 200 health "degraded": Redis down, or services answering without something optional. */
function degradedParts(health) {
  const parts = Object.entries(health.services ?? {})
    .filter(([, service]) => service.status !== 'ok')
    .map(([name, service]) => `${name} (${service.message ?? service.status})`);
  if (health.redis?.status !== 'ok' && health.redis?.status !== 'off') parts.unshift(`Redis (${health.redis?.message ?? 'down'})`);
  return parts.join(', ');
}

async function main() {
  const args = process.argv.slice(2);
  const skipBuild = args.includes('--skip-build') || process.env.SKIP_BUILD === '1';
  const timeoutSeconds = Number(process.env.START_TIMEOUT_SECONDS) || 120;
  const { env, ports, generated } = resolveEnvironment(process.env, { interactive: process.stdout.isTTY === true });
  processPlan = planProcesses(parseReplicas(args, process.env), ports, process.env);
  Object.assign(env, processPlan.env);
  const admin = localAdminPassword(root, env);
  env.ADMIN_PASSWORD = admin.password;

  await checkPortsFree(ports);
  await checkReplicaPortsFree(processPlan);
  const backends = await prepareBackends({ root, source: process.env, env, forceEmbedded: args.includes('--embedded') });
  embeddedPostgres = backends.embedded;
  if (stopping) return;
  // Restarted after a crash like the services (before the site is up, a crash stops everything instead).
  if (embeddedPostgres) supervisor.watch(EMBEDDED_POSTGRES, embeddedPostgres);
  for (const note of backends.notes) say(note);
  say(`${describeBackends(backends)}; database "${databaseNameOf(env.DATABASE_URL)}" ${backends.created ? 'created' : 'exists'}`);
  if (generated.length) say(`generated ${generated.join(' and ')} for this run (set them to keep admin sessions across restarts)`);

  if (skipBuild) say('skipping the build (--skip-build / SKIP_BUILD=1)');
  else await build(env);
  const missing = missingOutputs(root);
  if (missing.length) {
    throw new LaunchError(`not built: ${missing.join(', ')}${skipBuild ? ' (start without --skip-build)' : ''}`);
  }

  const replicas = describeReplicas(processPlan);
  if (replicas) say(replicas);
  for (const { label, service, env: own } of processPlan.processes) {
    const main = join(root, 'services', service, 'dist', 'main.js');
    supervisor.add(label, () => startChild(label, process.execPath, [main], { env: { ...env, ...own }, cwd: root, launcherPipe: true }));
  }
  supervisor.add('gateway', () => startChild('gateway', process.execPath, [join(root, 'gateway', 'dist', 'main.js')], { env, cwd: root, launcherPipe: true }));

  const health = await waitUntilHealthy(ports.gateway, timeoutSeconds);
  supervisor.restarting();
  if (health.status === 'degraded') say(paint(33, `running degraded: ${degradedParts(health)}`));
  say(paint(32, `EoA Companion is running at http://localhost:${ports.gateway}`) + ' (Ctrl-C stops it)');
  const adminUser = env.ADMIN_USERNAME || 'admin';
  say(
    admin.file
      ? `administrator area: http://localhost:${ports.gateway}/admin — user "${adminUser}", password in ${ADMIN_PASSWORD_FILE}${admin.created ? ' (made now)' : ''}`
      : `administrator area: http://localhost:${ports.gateway}/admin — user "${adminUser}" with ADMIN_PASSWORD`,
  );
}

main().catch((error) => {
  if (stopping) return;
  if (error instanceof LaunchError) complain(error.message);
  else complain(error?.stack ?? String(error));
  void shutdown(1);
});
