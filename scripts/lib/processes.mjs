// Starting and stopping child processes, including whatever they start themselves (npx → nx → workers).
import { execFileSync, spawn } from 'node:child_process';
import { LAUNCHER_PIPE_VARIABLE } from './environment.mjs';
import { relayLines } from './output.mjs';

/** Every process below `pid`, from the process table (ps works on Linux and macOS). */
export function descendantsOf(pid) {
  let table;
  try {
    table = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  } catch {
    return [];
  }
  const children = new Map();
  for (const row of table.trim().split('\n')) {
    const [child, parent] = row.trim().split(/\s+/).map(Number);
    if (!children.has(parent)) children.set(parent, []);
    children.get(parent).push(child);
  }
  const found = [];
  const queue = [pid];
  while (queue.length) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/**
 * Starts `command` with its output relayed under `name` (or only handed to `onLine` when `echo` is false);
 * `exited` resolves with the exit code (or signal). `launcherPipe`: the child's stdin is a pipe from this process
 * and LAUNCHER_PIPE_VARIABLE says so — a service or the gateway then stops when this process ends, even by SIGKILL
 * (server-kit's exitWithLauncher).
 */
export function startChild(name, command, args, { env, cwd, onLine, echo = true, launcherPipe = false } = {}) {
  const child = spawn(command, args, {
    env: launcherPipe ? { ...(env ?? process.env), [LAUNCHER_PIPE_VARIABLE]: '1' } : env,
    cwd,
    stdio: [launcherPipe ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  relayLines(name, child, onLine, echo);
  const exited = new Promise((resolve) => {
    child.once('error', (error) => resolve({ code: 127, signal: null, error }));
    // 'close' rather than 'exit': the child's last lines are relayed before anyone reports its end.
    child.once('close', (code, signal) => resolve({ code, signal }));
  });
  return { name, child, exited };
}

/**
 * Stops children and their trees: SIGTERM, then SIGKILL for whatever is still there after `graceMs`.
 * Resolves once every child has exited.
 */
export async function stopChildren(children, graceMs) {
  const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
  // Collect the trees before signalling: a parent that exits first would leave its children unlisted.
  // (Only while some child still runs does the SIGKILL timer fire, so the ids are still ours.)
  const trees = running.map(({ child }) => [child.pid, ...descendantsOf(child.pid)]);
  for (const pids of trees) for (const pid of pids) signalPid(pid, 'SIGTERM');
  const killer = setTimeout(() => {
    for (const pids of trees) for (const pid of pids) signalPid(pid, 'SIGKILL');
  }, graceMs);
  await Promise.all(running.map(({ exited }) => exited));
  clearTimeout(killer);
}

function signalPid(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}
