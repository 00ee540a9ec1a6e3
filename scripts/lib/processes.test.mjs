import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { eventually } from '@eoa/server-kit/testing';
import { LAUNCHER_PIPE_VARIABLE } from './environment.mjs';
import { descendantsOf, startChild, stopChildren } from './processes.mjs';

/** Running, as opposed to gone or a zombie (an orphan stays one until its new parent reaps it). */
const alive = (pid) => {
  try {
    return !execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim().startsWith('Z');
  } catch {
    return false;
  }
};

/** Resolves when the child prints `line` (its shell has got that far). */
const saying = (line) => {
  let said;
  const heard = new Promise((resolve) => (said = resolve));
  return { heard, onLine: (text) => text === line && said() };
};

test('stops a child and the processes it started', async () => {
  // A shell with a grandchild that would outlive it unless it is signalled too.
  const started = saying('started');
  const entry = startChild('scripts', 'sh', ['-c', 'sleep 30 & echo started; wait'], { onLine: started.onLine, echo: false });
  await started.heard;
  const grandchildren = descendantsOf(entry.child.pid);
  assert.equal(grandchildren.length, 1);
  await stopChildren([entry], 2_000);
  assert.equal(alive(entry.child.pid), false);
  assert.ok(await eventually(() => !alive(grandchildren[0]), 5_000), 'the grandchild outlived its shell');
});

test('kills what ignores SIGTERM after the grace period', async () => {
  // The shell ignores SIGTERM and waits for a 30 s sleep: it ends killed (SIGKILL), not by itself 30 s later.
  const ready = saying('ready');
  const entry = startChild('scripts', 'sh', ['-c', "trap '' TERM; echo ready; sleep 30 & wait"], { onLine: ready.onLine, echo: false });
  await ready.heard;
  await stopChildren([entry], 300);
  assert.deepEqual(await entry.exited, { code: null, signal: 'SIGKILL' });
  assert.equal(alive(entry.child.pid), false);
});

test('reports the exit code of a child', async () => {
  const entry = startChild('scripts', 'sh', ['-c', 'exit 3'], { onLine: () => undefined });
  assert.deepEqual(await entry.exited, { code: 3, signal: null });
});

test('a child started with launcherPipe stops when its launcher is killed with SIGKILL', async () => {
  // The "service" does what server-kit's exitWithLauncher does (its own test covers it; this one runs before anything
  // is built): when told so, it reads its stdin and stops when that ends.
  const service = `if (process.env.${LAUNCHER_PIPE_VARIABLE} === '1') { process.stdin.once('end', () => process.exit(0)); process.stdin.resume(); }
    console.log('service ' + process.pid); setInterval(() => {}, 1000);`;
  // The "launcher": startChild with launcherPipe, relaying the service's lines.
  const launcher = `import { startChild } from ${JSON.stringify(new URL('./processes.mjs', import.meta.url).href)};
    startChild('service', process.execPath, ['-e', ${JSON.stringify(service)}], { launcherPipe: true, echo: false, onLine: (line) => console.log(line) });
    setInterval(() => {}, 1000);`;
  let announced;
  const servicePid = new Promise((resolve) => (announced = resolve));
  const entry = startChild('launcher', process.execPath, ['--input-type=module', '-e', launcher], {
    echo: false,
    onLine: (line) => {
      const match = /^service (\d+)$/.exec(line);
      if (match) announced(Number(match[1]));
    },
  });
  const pid = await servicePid;
  assert.ok(alive(pid));
  entry.child.kill('SIGKILL');
  await entry.exited;
  assert.ok(await eventually(() => !alive(pid), 5_000), 'the service outlived its launcher');
});
