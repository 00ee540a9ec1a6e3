import { readFileSync } from 'node:fs';
import { createAppConfig } from '../tools/rspack/create-config.js';

const { devPort } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

export default createAppConfig({
  appDir: import.meta.dirname,
  kind: 'remote',
  // The name the shell loads it by (/remotes.json key, loadRemote('builder/App')).
  name: 'builder',
  port: devPort,
  title: 'Character Builder (standalone) · EoA Companion',
  exposes: { './App': './src/exposes/builder-entry.tsx' },
});
