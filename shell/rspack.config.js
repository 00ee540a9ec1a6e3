import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createAppConfig } from '../tools/rspack/create-config.js';

const REMOTES = ['builder', 'crafting', 'atlas', 'loot', 'admin'];
const devPort = (dir) => JSON.parse(readFileSync(join(import.meta.dirname, '..', dir, 'package.json'), 'utf8')).devPort;

/**
 * In development nothing else serves /remotes.json: point each remote at its own dev server (4001-4005), or at
 * REMOTE_<NAME>_URL like the gateway does (e.g. a deployed remote while working on the shell alone).
 */
function devRemotesConfig() {
  return Object.fromEntries(
    REMOTES.map((name) => [
      name,
      process.env[`REMOTE_${name.toUpperCase()}_URL`] ?? `http://localhost:${devPort(`mfe-${name}`)}/mf-manifest.json`,
    ]),
  );
}

export default createAppConfig({
  appDir: import.meta.dirname,
  kind: 'host',
  name: 'shell',
  port: devPort('shell'),
  title: 'EoA Companion',
  devServer: {
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'remotes-json',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(devRemotesConfig()));
        },
      });
      return middlewares;
    },
  },
});
