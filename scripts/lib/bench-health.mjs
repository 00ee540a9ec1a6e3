// The gateway's health while everything it checks hangs: five services that take a request and never answer, a
// PostgreSQL and a Redis that take a connection and never speak. Each check has its own limit (a service 2 s, PostgreSQL
// and Redis 1.5 s) and all run together, so the answer comes once the longest limit is reached — not after their sum
// (13 s), which is what checking them one after the other would take. The gateway's tests prove the parallel checks by
// the order of events; this is the time it takes.
//
// The built gateway (gateway/dist/app.js) runs in this process in front of stand-ins on free loopback ports, with its
// own health checker, probes and limits; only the reuse of a result is off (healthCacheMs 0), so that every call is a
// full check. No database, Redis or port of the app is used.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { median } from './statistics.mjs';

/** The issue's aim: the longest single limit (a service's 2 s) and a quarter more, far below the limits' sum. */
export const HEALTH_WHILE_HANGING_AIM_MS = 2_500;

const SERVICES = ['builder', 'crafting', 'atlas', 'loot', 'admin'];

/** A server on a free loopback port that keeps whatever connects and never answers; `close()` cuts them. */
async function silentServer(kind) {
  const sockets = new Set();
  const keep = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  // An HTTP server for a service (it reads the request, then says nothing), a bare TCP one for PostgreSQL and Redis.
  const server = kind === 'http' ? http.createServer(() => undefined) : net.createServer(keep);
  if (kind === 'http') server.on('connection', keep);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * `gateway`: the built gateway's module ({ createGateway }); `loadConfig`: server-kit's (reads an environment object).
 * `report(label, ms, note)` prints a line; `figure(label, value, unit, aim)` records a figure with a maximum aim.
 */
export async function benchGatewayHealth({ gateway, loadConfig, staticRoot }, report, figure) {
  const stands = Object.fromEntries(await Promise.all([...SERVICES, 'postgres', 'redis'].map(async (name) => [name, await silentServer(SERVICES.includes(name) ? 'http' : 'tcp')])));
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: `postgres://postgres@127.0.0.1:${stands.postgres.port}/eoa`,
    REDIS_URL: `redis://127.0.0.1:${stands.redis.port}`,
    INTERNAL_TOKEN: randomBytes(16).toString('hex'),
    JWT_SECRET: randomBytes(24).toString('hex'),
    ...Object.fromEntries(SERVICES.map((name) => [`${name.toUpperCase()}_URL`, `http://127.0.0.1:${stands[name].port}`])),
  };
  const quiet = { log: () => undefined, warn: () => undefined, error: () => undefined };
  const app = gateway.createGateway(loadConfig(env), { staticRoot, logger: quiet, healthCacheMs: 0 });
  const server = http.createServer(app);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}/api/health`;
  try {
    const times = [];
    let last;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const answer = await fetch(url);
      last = { status: answer.status, body: await answer.json() };
      times.push(performance.now() - started);
    }
    // What it answers must be the hang, each part down on its own limit, or the time means nothing.
    const downs = [...SERVICES.map((name) => last.body.services?.[name]), last.body.postgres, last.body.redis];
    const unanswered = downs.filter((part) => part?.status === 'down' && /no answer within|timeout/i.test(part.message ?? ''));
    if (last.status !== 503 || unanswered.length !== downs.length) {
      throw new Error(`gateway health while everything hangs: status ${last.status}, ${JSON.stringify(last.body)}`);
    }
    const ms = median(times);
    report('health, 5 services + PostgreSQL + Redis hanging (median of 3)', ms, `503, each down on its own limit; the limits' sum would be 13 s`);
    figure('gateway health while everything it checks hangs', ms, 'ms', HEALTH_WHILE_HANGING_AIM_MS);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await Promise.all(Object.values(stands).map((stand) => stand.close()));
  }
}
