import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { startChild } from './processes.mjs';
import { RESTART_POLICY, Supervisor, describeExit, nextStep } from './supervisor.mjs';

const seconds = (value) => value * 1000;

test('restarts after 0.5 s, doubling with each crash in the window', () => {
  const clock = seconds(1_000);
  assert.deepEqual(nextStep([clock]), { restart: true, delayMs: 500, attempt: 1 });
  assert.deepEqual(nextStep([clock, clock + seconds(5)]), { restart: true, delayMs: 1_000, attempt: 2 });
  assert.deepEqual(nextStep([clock, clock + seconds(5), clock + seconds(9)]), { restart: true, delayMs: 2_000, attempt: 3 });
  assert.deepEqual(nextStep([clock, clock + 1, clock + 2, clock + 3]), { restart: true, delayMs: 4_000, attempt: 4 });
});

test('gives up at the fifth crash within 60 s', () => {
  const crashes = [0, 10, 20, 30, 59.9].map(seconds);
  assert.deepEqual(nextStep(crashes), { restart: false, crashes: 5 });
  assert.equal(RESTART_POLICY.maxCrashes, 5);
  assert.equal(RESTART_POLICY.windowMs, 60_000);
});

test('forgets crashes older than the window, so the backoff starts over', () => {
  // Five crashes, but the first is 60 s before the last: four count.
  assert.deepEqual(nextStep([0, 10, 20, 30, 60].map(seconds)), { restart: true, delayMs: 4_000, attempt: 4 });
  // A calm minute later: back to the first step.
  assert.deepEqual(nextStep([0, 1, 2, 3, 200].map(seconds)), { restart: true, delayMs: 500, attempt: 1 });
});

test('never waits more than the longest delay', () => {
  const policy = { initialDelayMs: 500, maxDelayMs: 10_000, maxCrashes: 20, windowMs: 60_000 };
  const crashes = Array.from({ length: 10 }, (_, index) => index);
  assert.deepEqual(nextStep(crashes, policy), { restart: true, delayMs: 10_000, attempt: 10 });
});

test('describes how a child ended', () => {
  assert.equal(describeExit({ code: 1, signal: null }), 'exited with code 1');
  assert.equal(describeExit({ code: null, signal: 'SIGKILL' }), 'was killed by SIGKILL');
  assert.equal(describeExit({ code: 127, signal: null, error: new Error('spawn nope ENOENT') }), 'could not start (spawn nope ENOENT)');
});

const FAST = { initialDelayMs: 20, maxDelayMs: 100, maxCrashes: 5, windowMs: 60_000 };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `predicate` holds, failing after `timeoutMs`. */
async function eventually(predicate, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

test('restarts a real child that crashes twice, then leaves it running', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'eoa-supervisor-'));
  // Each start appends a line to a file; the first two starts exit with code 3, the third stays up.
  const script = `
    const fs = require('node:fs');
    const file = ${JSON.stringify(join(folder, 'starts'))};
    fs.appendFileSync(file, 'x\\n');
    const starts = fs.readFileSync(file, 'utf8').trim().split('\\n').length;
    if (starts < 3) process.exit(3);
    console.log('up');
    setInterval(() => undefined, 1000);
  `;
  const events = [];
  const supervisor = new Supervisor({ report: (event) => events.push(event), policy: FAST, settleMs: 0 });
  supervisor.restarting();
  let starts = 0;
  const lines = [];
  supervisor.add('scripts', () => {
    starts += 1;
    return startChild('scripts', process.execPath, ['-e', script], { echo: false, onLine: (line) => lines.push(line) });
  });
  try {
    await eventually(() => lines.includes('up'));
    await sleep(300); // Still up, not restarted again.
    assert.equal(starts, 3);
    assert.deepEqual(events, [
      { kind: 'restarting', name: 'scripts', cause: 'exited with code 3', attempt: 1, delayMs: 20 },
      { kind: 'restarting', name: 'scripts', cause: 'exited with code 3', attempt: 2, delayMs: 40 },
    ]);
    const [running] = supervisor.entries;
    assert.equal(running.child.exitCode, null);
    await supervisor.stop(2_000);
    assert.equal(running.child.signalCode, 'SIGTERM');
    await sleep(200);
    assert.equal(starts, 3, 'a child stopped on purpose is not restarted');
    assert.equal(events.length, 2);
  } finally {
    await supervisor.stop(500);
    rmSync(folder, { recursive: true, force: true });
  }
});

test('gives up on a real child that crashes five times in a row', async () => {
  const events = [];
  const supervisor = new Supervisor({ report: (event) => events.push(event), policy: FAST, settleMs: 0 });
  supervisor.restarting();
  let starts = 0;
  supervisor.add('scripts', () => {
    starts += 1;
    return startChild('scripts', process.execPath, ['-e', 'process.exit(7)'], { echo: false });
  });
  try {
    await eventually(() => events.some((event) => event.kind === 'gave-up'));
    await sleep(300); // Nothing restarts after giving up.
    assert.equal(starts, 5);
    assert.deepEqual(
      events.map((event) => event.kind),
      ['restarting', 'restarting', 'restarting', 'restarting', 'gave-up'],
    );
    assert.deepEqual(events.at(-1), { kind: 'gave-up', name: 'scripts', cause: 'exited with code 7', crashes: 5 });
    assert.deepEqual(
      events.slice(0, 4).map((event) => event.delayMs),
      [20, 40, 80, 100],
    );
  } finally {
    await supervisor.stop(500);
  }
});

test('before restarting() an exit is a failed start, and nothing restarts', async () => {
  const events = [];
  const supervisor = new Supervisor({ report: (event) => events.push(event), policy: FAST, settleMs: 0 });
  let starts = 0;
  supervisor.add('scripts', () => {
    starts += 1;
    return startChild('scripts', process.execPath, ['-e', 'process.exit(2)'], { echo: false });
  });
  await eventually(() => events.length > 0);
  await sleep(200);
  assert.deepEqual(events, [{ kind: 'died', name: 'scripts', cause: 'exited with code 2' }]);
  assert.equal(starts, 1);
});

test('stop() during a pending restart cancels it', async () => {
  const events = [];
  const supervisor = new Supervisor({ report: (event) => events.push(event), policy: { ...FAST, initialDelayMs: 300 }, settleMs: 0 });
  supervisor.restarting();
  let starts = 0;
  supervisor.add('scripts', () => {
    starts += 1;
    return startChild('scripts', process.execPath, ['-e', 'process.exit(1)'], { echo: false });
  });
  await eventually(() => events.length === 1);
  await supervisor.stop(500);
  await sleep(500);
  assert.equal(starts, 1);
});

/**
 * A server watched rather than spawned (the embedded PostgreSQL): `crash()` ends the running one, `restart()` starts
 * another — or fails, while `failRestarts` is above 0.
 */
function fakeServer() {
  const server = { starts: 1, failRestarts: 0 };
  let end;
  let exited = new Promise((resolve) => (end = resolve));
  server.exited = () => exited;
  server.crash = (outcome = { code: null, signal: 'SIGKILL' }) => end(outcome);
  server.restart = async () => {
    await sleep(5);
    if (server.failRestarts > 0) {
      server.failRestarts -= 1;
      exited = Promise.resolve({ error: new Error('pre-existing shared memory block is still in use') });
      return;
    }
    server.starts += 1;
    exited = new Promise((resolve) => (end = resolve));
  };
  return server;
}

test('a watched server is restarted after a crash, a failed restart counting as another crash', async () => {
  const events = [];
  const supervisor = new Supervisor({ report: (event) => events.push(event), policy: FAST, settleMs: 0 });
  const server = fakeServer();
  supervisor.watch('embedded PostgreSQL', server);
  supervisor.restarting();
  server.failRestarts = 1;
  server.crash();
  await eventually(() => server.starts === 2);
  assert.deepEqual(
    events.map(({ kind, cause, attempt }) => [kind, cause, attempt]),
    [
      ['restarting', 'was killed by SIGKILL', 1],
      ['restarting', 'could not start (pre-existing shared memory block is still in use)', 2],
    ],
  );
  assert.equal(events[1].delayMs, 40);
  await supervisor.stop(1_000);
});

test('a watched server that ends before the site is up fails the start; one that keeps crashing makes it give up', async () => {
  const early = [];
  const first = new Supervisor({ report: (event) => early.push(event), policy: FAST, settleMs: 0 });
  const quitter = fakeServer();
  first.watch('embedded PostgreSQL', quitter);
  quitter.crash({ code: 1, signal: null });
  await eventually(() => early.length === 1);
  assert.deepEqual(early, [{ kind: 'died', name: 'embedded PostgreSQL', cause: 'exited with code 1' }]);
  assert.equal(quitter.starts, 1);

  const events = [];
  const second = new Supervisor({ report: (event) => events.push(event), policy: FAST, settleMs: 0 });
  const crasher = fakeServer();
  second.watch('embedded PostgreSQL', crasher);
  second.restarting();
  crasher.failRestarts = FAST.maxCrashes;
  crasher.crash();
  await eventually(() => events.some((event) => event.kind === 'gave-up'));
  assert.equal(events.filter((event) => event.kind === 'restarting').length, FAST.maxCrashes - 1);
  assert.deepEqual(events.at(-1), { kind: 'gave-up', name: 'embedded PostgreSQL', cause: 'could not start (pre-existing shared memory block is still in use)', crashes: FAST.maxCrashes });
});

test('no restart of a watched server once the supervisor stops', async () => {
  const events = [];
  const supervisor = new Supervisor({ report: (event) => events.push(event), policy: FAST, settleMs: 0 });
  const server = fakeServer();
  supervisor.watch('embedded PostgreSQL', server);
  supervisor.restarting();
  await supervisor.stop(1_000);
  server.crash();
  await sleep(200);
  assert.deepEqual(events, []);
  assert.equal(server.starts, 1);
});
