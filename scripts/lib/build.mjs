// Building the workspace before a start. Nx decides what is stale (it hashes sources, not timestamps), and
// an up-to-date workspace is a cache hit: about 5–10 s measured on a 2-core machine, so it runs each start.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICES } from './environment.mjs';

/** What `npm start` runs, relative to the workspace root. */
export function expectedOutputs() {
  return [
    ...SERVICES.map((name) => join('services', name, 'dist', 'main.js')),
    join('gateway', 'dist', 'main.js'),
    join('shell', 'dist', 'index.html'),
    ...SERVICES.map((name) => join(`mfe-${name}`, 'dist', 'mf-manifest.json')),
  ];
}

export function missingOutputs(root) {
  return expectedOutputs().filter((path) => !existsSync(join(root, path)));
}

export const BUILD_COMMAND = ['npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']];

/** Nx without its daemon (one-shot runs; CI machines start clean) and without any cloud connection. */
export function nxEnvironment(env) {
  return { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
}
