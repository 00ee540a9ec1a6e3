import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { i18n } from '@eoa/i18n';
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
      // The tool's English texts (a chunk of @eoa/i18n, namespace = remote name) come beside its code, so its
      // first render does not wait for them in a second round trip.
      loadRemote: async <T>(id: string) => {
        const [module] = await Promise.all([loadRemote<T>(id), i18n.loadNamespaces(id.split('/')[0])]);
        return module;
      },
    },
    loadConfig: () => fetchRemotesConfig(),
  });
}
