import assert from 'node:assert/strict';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { LaunchError } from './environment.mjs';
import { MAX_REPLICAS, checkReplicaPortsFree, describeReplicas, parseReplicas, planProcesses, whileRestarting } from './replicas.mjs';

const PORTS = { gateway: 3000, builder: 3101, crafting: 3102, atlas: 3103, loot: 3104, admin: 3105 };
const refused = (message) => (error) => error instanceof LaunchError && error.message.includes(message);

test('reads --replicas in its forms, and <NAME>_REPLICAS, the flag winning', () => {
  assert.deepEqual(parseReplicas([]), {});
  assert.deepEqual(parseReplicas(['--skip-build', '--replicas', 'builder=2']), { builder: 2 });
  assert.deepEqual(parseReplicas(['--replicas=builder=3']), { builder: 3 });
  assert.deepEqual(parseReplicas([], { BUILDER_REPLICAS: '2' }), { builder: 2 });
  assert.deepEqual(parseReplicas(['--replicas', 'builder=1'], { BUILDER_REPLICAS: '4' }), { builder: 1 });
  assert.deepEqual(parseReplicas([], { BUILDER_REPLICAS: '' }), {});
});

test('refuses a bad count, an unknown service, a service that cannot be replicated and a missing value', () => {
  for (const bad of ['0', '-1', 'two', '1.5', '', String(MAX_REPLICAS + 1)]) {
    assert.throws(() => parseReplicas(['--replicas', `builder=${bad}`]), refused(`the count must be a whole number from 1 to ${MAX_REPLICAS}, got "${bad}"`));
  }
  assert.throws(() => parseReplicas([], { BUILDER_REPLICAS: 'many' }), refused('BUILDER_REPLICAS: the count must be a whole number'));
  assert.throws(() => parseReplicas(['--replicas', 'wizard=2']), refused('unknown service "wizard" (the services: builder, crafting, atlas, loot, admin)'));
  assert.throws(() => parseReplicas(['--replicas', 'admin=2']), refused('only builder can run as several replicas; admin has not been made safe for it'));
  assert.throws(() => parseReplicas([], { LOOT_REPLICAS: '2' }), refused('LOOT_REPLICAS: only builder'));
  assert.throws(() => parseReplicas(['--replicas', 'builder']), refused('"builder" is not NAME=COUNT; use --replicas NAME=COUNT'));
  assert.throws(() => parseReplicas(['--replicas']), refused('--replicas needs a value'));
  assert.throws(() => parseReplicas(['--replicas', '--skip-build']), refused('--replicas needs a value'));
});

test('plans one process per service, and N builder processes on BUILDER_PORT, +10, +20 …', () => {
  const single = planProcesses({}, PORTS);
  assert.deepEqual([single.urls, single.env], [{}, {}]);
  assert.deepEqual(single.processes.map((entry) => [entry.label, entry.port]), [
    ['builder', 3101], ['crafting', 3102], ['atlas', 3103], ['loot', 3104], ['admin', 3105],
  ]);
  assert.equal(describeReplicas(single), undefined);

  const plan = planProcesses({ builder: 3 }, { ...PORTS, builder: 4101 });
  assert.deepEqual(plan.processes.filter((entry) => entry.service === 'builder'), [
    { label: 'builder-1', service: 'builder', port: 4101, env: { BUILDER_PORT: '4101' } },
    { label: 'builder-2', service: 'builder', port: 4111, env: { BUILDER_PORT: '4111' } },
    { label: 'builder-3', service: 'builder', port: 4121, env: { BUILDER_PORT: '4121' } },
  ]);
  assert.deepEqual(plan.urls, { builder: 'http://127.0.0.1:4101,http://127.0.0.1:4111,http://127.0.0.1:4121' });
  assert.deepEqual(plan.env, { BUILDER_URL: plan.urls.builder });
  assert.equal(describeReplicas(plan), 'replicas: builder ×3 on ports 4101, 4111, 4121 (the gateway balances over them)');
  assert.equal(whileRestarting(plan, 'builder-2'), 'the other builder replicas take its requests meanwhile');
  assert.equal(whileRestarting(plan, 'atlas'), 'its routes answer 503 meanwhile');
});

test('refuses a replica port another part uses or past 65535, and BUILDER_URL set by hand with replicas', () => {
  assert.throws(() => planProcesses({ builder: 2 }, { ...PORTS, admin: 3111 }), refused('builder replica 2 would listen on 3111 (BUILDER_PORT + 10), which ADMIN_PORT uses'));
  assert.throws(() => planProcesses({ builder: 2 }, { ...PORTS, builder: 65530 }), refused('past 65535'));
  assert.throws(() => planProcesses({ builder: 2 }, PORTS, { BUILDER_URL: 'http://elsewhere:3101' }), refused('BUILDER_URL is set ("http://elsewhere:3101") and 2 builder replicas were asked for'));
  // One replica is the ordinary start: BUILDER_URL by hand is fine then.
  assert.equal(planProcesses({ builder: 1 }, PORTS, { BUILDER_URL: 'http://elsewhere:3101' }).processes[0].label, 'builder');
});

test('checks that the extra replica ports are free', async () => {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, resolve));
  const { port } = server.address();
  try {
    const plan = planProcesses({ builder: 2 }, { ...PORTS, builder: port - 10 });
    await assert.rejects(checkReplicaPortsFree(plan), refused(`Port ${port} (builder-2, BUILDER_PORT + 10) is already in use`));
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  await checkReplicaPortsFree(planProcesses({ builder: 2 }, { ...PORTS, builder: port - 10 }));
});
