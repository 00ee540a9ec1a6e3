import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { descendantsOf, startChild, stopChildren } from './processes.mjs';

/** Running, as opposed to gone or a zombie (an orphan stays one until its new parent reaps it). */
const alive = (pid) => {
  try {
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim().startsWith('Z');
  } catch {
    return false;
  }
};

test('stops a child and the processes it started', async () => {
  // A shell with a grandchild that would outlive it unless it is signalled too.
  const entry = startChild('scripts', 'sh', ['-c', 'sleep 30 & echo started; wait'], { onLine: () => undefined });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const grandchildren = descendantsOf(entry.child.pid);
  assert.equal(grandchildren.length, 1);
  await stopChildren([entry], 2_000);
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.equal(alive(entry.child.pid), false);
  assert.equal(alive(grandchildren[0]), false);
});

test('kills what ignores SIGTERM after the grace period', async () => {
  const entry = startChild('scripts', 'sh', ['-c', "trap '' TERM; echo ready; sleep 30 & wait"], { onLine: () => undefined });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const started = Date.now();
  await stopChildren([entry], 300);
  assert.ok(Date.now() - started < 2_000);
  assert.equal(alive(entry.child.pid), false);
});

test('reports the exit code of a child', async () => {
  const entry = startChild('scripts', 'sh', ['-c', 'exit 3'], { onLine: () => undefined });
  assert.deepEqual(await entry.exited, { code: 3, signal: null });
});
