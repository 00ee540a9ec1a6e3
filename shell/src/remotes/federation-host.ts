// The page's Module Federation host, created on the first tool visit (a chunk of its own with the runtime and the
// shared modules; see shared-modules.ts). Loaded through federation-remote-loader.ts.
import { createInstance } from '@module-federation/enhanced/runtime';
import { remoteErrorPlugin } from './remote-error-plugin';
import { sharedModules } from './shared-modules';

export const federationHost = createInstance({
  name: 'shell',
  remotes: [],
  shared: sharedModules(),
  // Never download other remotes' entries just to compare shared versions: a visitor of /crafting loads only
  // crafting, and a dead remote cannot hold up the others. The shell's copies, already loaded, are used.
  shareStrategy: 'loaded-first',
  plugins: [remoteErrorPlugin()],
});
