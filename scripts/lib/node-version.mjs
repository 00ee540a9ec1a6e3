// Imported first by every entry script: the project runs on the current Node LTS (24, see .nvmrc; 22.12 at least).
// `npm start` / `npm test` already run on it — the root package.json has `node` 24 as a devDependency, and npm puts
// node_modules/.bin first on a script's PATH — so this only speaks when a script is started with an older `node`.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MINIMUM_NODE = [22, 12];

/** True when a `process.versions.node` string is at least MINIMUM_NODE. */
export function isSupportedNode(version) {
  const [major, minor] = version.split('.').map(Number);
  return major > MINIMUM_NODE[0] || (major === MINIMUM_NODE[0] && minor >= MINIMUM_NODE[1]);
}

if (!isSupportedNode(process.versions.node)) {
  const projectNode = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'node_modules', '.bin', 'node');
  const how = existsSync(projectNode)
    ? `run it through npm (npm start, npm test, npm run …), which uses the project's Node 24 (${projectNode})`
    : 'run npm install first (it installs the project\'s Node 24), then npm start';
  process.stderr.write(`Node ${process.versions.node} is older than this project needs (${MINIMUM_NODE.join('.')} or newer; .nvmrc says 24): ${how}.\n`);
  process.exit(1);
}
