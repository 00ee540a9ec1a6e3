// Issue 13 §4: two real builder processes (services/builder/dist, on the run's own database) behind the gateway give
// the same answers, and killing one under a steady load fails no request beyond those in flight at that moment.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { GatewayHealth } from '@eoa/contracts';
import { eventually } from '@eoa/server-kit/testing';
import { startTestGateway, type TestGateway } from './support/gateway.js';
import { deadPort } from './support/upstream.js';

const builderMain = fileURLToPath(new URL('../../services/builder/dist/main.js', import.meta.url));
const keepAlive = new http.Agent({ keepAlive: true });

interface Answer {
  status: number;
  body: string;
}

/** One request with a kept-alive socket; a transport failure is status 0 (it counts as failed). */
function call(base: string, method: string, path: string, json?: unknown): Promise<Answer> {
  const body = json === undefined ? undefined : JSON.stringify(json);
  const headers = body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {};
  return new Promise((resolve) => {
    const req = http.request(`${base}${path}`, { method, headers, agent: keepAlive, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', () => resolve({ status: 0, body: '' }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(body);
  });
}

/** Two builds from the sample world (the same as services/builder/test/character.e2e.spec.ts). */
const BUILD = { className: 'Guardian', raceName: 'Man', level: 50, equipment: { chest: 1879049028, offHand: 1879052242 }, equippedTraits: [] };

interface Replica {
  url: string;
  child: ChildProcess;
  output: string[];
}

function startBuilder(port: number): Replica {
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'test',
    LOG_FORMAT: 'json',
    DATABASE_URL: process.env.DATABASE_URL,
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: process.env.REDIS_PREFIX,
    BUILDER_PORT: String(port),
  };
  const child = spawn(process.execPath, [builderMain], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const keep = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter(Boolean).slice(-20));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { url: `http://127.0.0.1:${port}`, child, output };
}

async function waitHealthy(replica: Replica, timeoutMs: number): Promise<void> {
  const healthy = await eventually(async () => {
    if (replica.child.exitCode !== null) throw new Error(`builder exited (${replica.child.exitCode}): ${replica.output.slice(-10).join('\n')}`);
    return (await call(replica.url, 'GET', '/api/health')).status === 200;
  }, timeoutMs);
  if (!healthy) throw new Error(`builder at ${replica.url} was not healthy within ${timeoutMs / 1000} s: ${replica.output.slice(-10).join('\n')}`);
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));
}

describe('builder as two replicas behind the gateway', () => {
  let replicas: [Replica, Replica] | [] = [];
  let gateway: TestGateway;
  let server: http.Server;
  let site: string;

  beforeAll(async () => {
    if (!existsSync(builderMain)) throw new Error(`${builderMain} is missing: build it with npx nx run @eoa/service-builder:build`);
    replicas = [startBuilder(await deadPort()), startBuilder(await deadPort())];
    // Both start on an empty database: migrations and the seed take turns under the schema's advisory lock.
    await Promise.all(replicas.map((replica) => waitHealthy(replica, 90_000)));
    gateway = await startTestGateway({ BUILDER_URL: replicas.map((replica) => replica.url).join(',') });
    server = http.createServer(gateway.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);

  /** The two replicas beforeAll started. */
  const bothReplicas = (): [Replica, Replica] => {
    if (replicas.length === 0) throw new Error('the replicas did not start');
    return replicas;
  };

  afterAll(async () => {
    for (const { child } of replicas) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.all(replicas.map(({ child }) => exited(child)));
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await gateway?.close();
    keepAlive.destroy();
  }, 30_000);

  it('gives the same answers from either replica, directly and through the gateway', async () => {
    const [a, b] = bothReplicas().map((replica) => replica.url) as [string, string];
    const page = await call(a, 'GET', '/api/items?page=1&pageSize=5');
    expect(page.status).toBe(200);
    const ids = (JSON.parse(page.body) as { items: { id: number }[] }).items.map((item) => item.id);
    expect(ids).toHaveLength(5);
    const requests: [string, string, unknown?][] = [
      ['GET', '/api/items?page=1&pageSize=5'],
      ...ids.map((id): [string, string] => ['GET', `/api/items/${id}`]),
      ['POST', '/api/character/calculate', BUILD],
      ['GET', '/api/character/classes'],
    ];
    for (const [method, path, body] of requests) {
      const [fromA, fromB, first, second] = [
        await call(a, method, path, body),
        await call(b, method, path, body),
        // Round robin: two requests in a row through the gateway go to the two replicas.
        await call(site, method, path, body),
        await call(site, method, path, body),
      ];
      expect([fromA.status, fromB.status, first.status, second.status]).toEqual([200, 200, 200, 200]);
      expect(fromB.body).toBe(fromA.body);
      expect(first.body).toBe(fromA.body);
      expect(second.body).toBe(fromA.body);
    }
  });

  it('loses no request beyond those in flight when one replica is killed under load', async () => {
    // Counted in answers, not timed: the replica is killed once enough answers came from both, and the load goes on
    // until enough requests sent after its death have been answered, however slow the machine.
    const [beforeDeath, afterDeath] = [10, 20];
    const results: { sentAfterDeath: boolean; status: number }[] = [];
    const paths = ['/api/items/1879049028', '/api/character/classes', '/api/items?page=2&pageSize=10'] as const;
    // Whether the replica is gone (its exit seen here): a request sent before may have been in flight on it.
    let dead = false;
    const answeredAfterDeath = () => results.filter((result) => result.sentAfterDeath).length;
    const client = async (index: number) => {
      for (let round = 0; answeredAfterDeath() < afterDeath; round += 1) {
        const sentAfterDeath = dead;
        // Every other request is a POST: one the gateway must not send twice.
        const answer =
          (index + round) % 2 ? await call(site, 'POST', '/api/character/calculate', BUILD) : await call(site, 'GET', paths[round % paths.length] ?? paths[0]);
        results.push({ sentAfterDeath, status: answer.status });
      }
    };
    const killer = (async () => {
      await eventually(() => results.length >= beforeDeath, 20_000);
      const [, second] = bothReplicas();
      const died = exited(second.child);
      second.child.kill('SIGKILL');
      await died;
      dead = true;
    })();
    const clients = 6;
    await Promise.all([killer, ...Array.from({ length: clients }, (_, index) => client(index))]);

    const failed = results.filter((result) => result.status !== 200);
    expect(results.filter((result) => !result.sentAfterDeath).length).toBeGreaterThanOrEqual(beforeDeath);
    expect(answeredAfterDeath()).toBeGreaterThanOrEqual(afterDeath);
    // Only requests already sent when the replica died may fail, and at most one per client.
    expect(failed.length).toBeLessThanOrEqual(clients);
    const beyondInFlight = failed.filter((failure) => failure.sentAfterDeath || failure.status !== 503);
    expect(beyondInFlight).toEqual([]);

    const health = await call(site, 'GET', '/api/health');
    const builder = (JSON.parse(health.body) as GatewayHealth).services.builder;
    expect(builder).toMatchObject({ upstreams: { up: 1, total: 2 } });
  }, 30_000);
});
