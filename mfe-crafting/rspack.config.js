import { readFileSync } from 'node:fs';
import { createAppConfig } from '../tools/rspack/create-config.js';

const { devPort } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default createAppConfig({
  appDir: import.meta.dirname,
  kind: 'remote',
  // The name the shell loads it by (/remotes.json key, loadRemote('crafting/App')).
  name: 'crafting',
  port: devPort,
  title: 'Crafting (standalone) · EoA Companion',
  exposes: { './App': './src/exposes/CraftingApp.tsx' },
});
