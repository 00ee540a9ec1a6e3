// Keeping the services and the gateway running: a child that crashes is restarted with backoff, and the
// launcher gives up only when one cannot stay up. The policy (nextStep) is pure; Supervisor applies it to
// real child processes.
import { stopChildren } from './processes.mjs';

/**
 * The restart policy of `npm start`.
 * - initialDelayMs / maxDelayMs: the wait before a restart, doubling with each crash in the window
 *   (0.5 s, 1 s, 2 s, 4 s, … at most 10 s): a service that crashes at once does not spin the CPU, and one
 *   that crashed once is back within half a second.
 * - maxCrashes / windowMs: this many crashes of one child within this window mean it cannot stay up (a
 *   broken build, a port taken, a bad configuration); the launcher then stops everything and says so.
 *   Crashes older than the window are forgotten, so the backoff starts over after a calm minute.
 */
export const RESTART_POLICY = Object.freeze({ initialDelayMs: 500, maxDelayMs: 10_000, maxCrashes: 5, windowMs: 60_000 });

/**
 * What to do after a crash, from the times (ms) of the child's crashes, the latest last:
 * `{ restart: true, delayMs, attempt }` (attempt = crashes within the window, 1 for the first) or
 * `{ restart: false, crashes }` once `maxCrashes` fall within `windowMs` of the latest.
 */
export function nextStep(crashTimes, policy = RESTART_POLICY) {
  const latest = crashTimes.at(-1);
  const recent = crashTimes.filter((time) => latest - time < policy.windowMs).length;
  if (recent >= policy.maxCrashes) return { restart: false, crashes: recent };
  const delayMs = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (recent - 1));
  return { restart: true, delayMs, attempt: recent };
}

/** "exited with code 1", "was killed by SIGKILL", "could not start (spawn … ENOENT)". */
export function describeExit({ code, signal, error }) {
  if (error) return `could not start (${error.message})`;
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}

/**
 * Runs named children and reacts when one ends while it is not being stopped. Until restarting() is called
 * (the site has not been healthy yet) an exit is reported as { kind: 'died' } and nothing restarts; after
 * it, { kind: 'restarting', name, cause, attempt, delayMs } is reported and the child started again, or
 * { kind: 'gave-up', name, cause, crashes } when the policy says it cannot stay up. `start` is called for
 * every (re)start and returns a startChild() entry.
 */
export class Supervisor {
  /**
   * @param {{ report: (event: object) => void, policy?: typeof RESTART_POLICY, settleMs?: number, now?: () => number }} options
   * settleMs: how long to wait after an exit before reacting. Ctrl-C reaches the children too (same terminal
   * process group), so they may end just before the launcher's own signal handler runs; by then it has, and
   * the exit counts as part of the requested stop rather than a crash.
   */
  constructor({ report, policy = RESTART_POLICY, settleMs = 200, now = Date.now }) {
    Object.assign(this, { report, policy, settleMs, now });
    this.children = new Map(); // name → { start, entry, crashTimes, timer }
    this.watched = new Map(); // name → { crashTimes, timer }: servers kept running by watch()
    this.restartsEnabled = false;
    this.stopping = false;
  }

  add(name, start) {
    const child = { start, entry: null, crashTimes: [], timer: null };
    this.children.set(name, child);
    this.#run(name, child);
  }

  /** From now on a crash restarts the child instead of being reported as a failed start. */
  restarting() {
    this.restartsEnabled = true;
  }

  /** The current entries (for tests and for stopping). */
  get entries() {
    return [...this.children.values()].map((child) => child.entry);
  }

  /** No more restarts; stops every child (SIGTERM, then SIGKILL after graceMs) — not the watched servers. */
  async stop(graceMs) {
    this.stopping = true;
    for (const child of [...this.children.values(), ...this.watched.values()]) clearTimeout(child.timer);
    await stopChildren(this.entries, graceMs);
  }

  /**
   * Keeps a server that is not a child of this supervisor running with the same policy — the embedded PostgreSQL,
   * which is started before the services and stopped after them, by its own means (a fast shutdown, not SIGTERM).
   * `server.exited()` resolves with the running server's end ({ code, signal }, or { error } when it could not start);
   * `server.restart()` starts it again and resolves once it is ready. stop() ends the watch, not the server.
   */
  watch(name, server) {
    const child = { crashTimes: [], timer: null };
    this.watched.set(name, child);
    const loop = async () => {
      for (;;) {
        const outcome = await server.exited();
        const delayMs = await this.#afterExit(name, child, outcome);
        if (delayMs === null) return;
        await new Promise((resolve) => {
          child.timer = setTimeout(resolve, delayMs);
        });
        if (this.stopping) return;
        await server.restart();
      }
    };
    void loop();
  }

  #run(name, child) {
    const entry = child.start();
    child.entry = entry;
    entry.exited.then(async (outcome) => {
      const delayMs = await this.#afterExit(name, child, outcome);
      if (delayMs === null) return;
      child.timer = setTimeout(() => {
        if (!this.stopping) this.#run(name, child);
      }, delayMs);
    });
  }

  /** Reports an exit by the policy; resolves with the wait before the restart, or null when there is none. */
  async #afterExit(name, child, outcome) {
    if (this.settleMs) await new Promise((resolve) => setTimeout(resolve, this.settleMs));
    if (this.stopping) return null;
    const cause = describeExit(outcome);
    if (!this.restartsEnabled) {
      this.report({ kind: 'died', name, cause });
      return null;
    }
    child.crashTimes.push(this.now());
    // Only the window matters to the policy; older times would just accumulate.
    child.crashTimes = child.crashTimes.filter((time) => this.now() - time < this.policy.windowMs);
    const step = nextStep(child.crashTimes, this.policy);
    if (!step.restart) {
      this.report({ kind: 'gave-up', name, cause, crashes: step.crashes });
      return null;
    }
    this.report({ kind: 'restarting', name, cause, attempt: step.attempt, delayMs: step.delayMs });
    return step.delayMs;
  }
}
