// The Module Federation shared singletons, in a module of their own (no rspack import) so that the shell's tests can
// read the same list the builds use: the remotes declare it to their federation plugin, the shell hands these very
// packages to them (shell/src/remotes/shared-modules.ts).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));
const rootPackage = readJson(join(workspaceRoot, 'package.json'));

/**
 * Packages that must exist once per page. React, the router and react-query keep state in module-level
 * contexts; zustand, i18next and the workspace libs hold page-wide stores (theme, language, the i18next
 * instance, the api-client configuration). Nothing else is shared: a remote bundles its private dependencies.
 * Key: the import request; value: the root package.json dependency whose version it has.
 */
const SHARED_PACKAGES = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  'react-router-dom': 'react-router-dom',
  zustand: 'zustand',
  i18next: 'i18next',
  'react-i18next': 'react-i18next',
  '@tanstack/react-query': '@tanstack/react-query',
};
// Not contracts: its enums and constants hold no state, so each app keeps only what it uses (tree-shaken) instead
// of every app downloading the whole library as one shared module.
const SHARED_WORKSPACE_LIBS = ['ui', 'i18n', 'api-client'];

function rootVersion(packageName) {
  const version = rootPackage.dependencies?.[packageName] ?? rootPackage.devDependencies?.[packageName];
  if (!version) throw new Error(`create-config: ${packageName} is not a dependency of the root package.json`);
  return version;
}

/**
 * Caret ranges on the root's pinned versions: independently deployed builds may differ by a patch or minor
 * release and still share one instance (the runtime warns, and loads one copy, if a range is not met).
 */
export function sharedConfig() {
  const shared = {};
  for (const [request, packageName] of Object.entries(SHARED_PACKAGES)) {
    const version = rootVersion(packageName).replace(/^[\^~]/, '');
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const lib of SHARED_WORKSPACE_LIBS) {
    const { name, version } = readJson(join(workspaceRoot, 'libs', lib, 'package.json'));
    shared[name] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

