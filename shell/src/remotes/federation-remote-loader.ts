import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { createRemoteLoader, type RemoteLoader } from './remote-loader';
import { remoteErrorPlugin } from './remote-error-plugin';
import { fetchRemotesConfig } from './remotes-config';

let plugged = false;

/**
 * The page's remote loader on the real Module Federation runtime (the instance the shell's build created;
 * no init() needed). Created by the bootstrap; tests build their own loader with a fake runtime.
 */
export function createFederationRemoteLoader(): RemoteLoader {
  if (!plugged) {
    registerPlugins([remoteErrorPlugin()]);
    plugged = true;
  }
  return createRemoteLoader({
    runtime: {
      registerRemotes: (remotes, options) => registerRemotes(remotes, options),
      loadRemote: <T>(id: string) => loadRemote<T>(id),
    },
    loadConfig: () => fetchRemotesConfig(),
  });
}
