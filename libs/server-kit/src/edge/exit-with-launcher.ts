/**
 * Set by npm start's launcher on the services and the gateway it starts (scripts/lib/environment.mjs has the same
 * name): their stdin is then a pipe from the launcher, which closes when the launcher ends, however it ends.
 */
export const LAUNCHER_PIPE_VARIABLE = 'EOA_LAUNCHER_PIPE';

/**
 * A child of npm start's launcher stops with it. A launcher killed with SIGKILL (or its terminal closed) runs no stop
 * of its own: its services and gateway would go on holding their ports, and the next `npm start` would refuse them.
 * When the pipe closes, the process sends itself SIGTERM — its usual graceful stop. Started any other way (Docker,
 * Kubernetes, by hand) nothing changes.
 */
export function exitWithLauncher(env: NodeJS.ProcessEnv = process.env, stdin: NodeJS.ReadableStream = process.stdin): void {
  if (env[LAUNCHER_PIPE_VARIABLE] !== '1') return;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    process.kill(process.pid, 'SIGTERM');
  };
  stdin.once('end', stop);
  stdin.once('close', stop);
  stdin.once('error', stop);
  // Reading is what notices the end; nothing is ever written to the pipe.
  stdin.resume();
}
