import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { i18n } from '@eoa/i18n';
import { createRemoteLoader, type FederationRuntime, type RemoteLoader } from './remote-loader';
import { fetchRemotesConfig } from './remotes-config';

let host: Promise<ModuleFederation> | null = null;

/** The federation runtime and the shared modules: a chunk fetched at the first tool visit, not on the home page. */
/** The remote's name of a module id: "builder/BuilderApp" → "builder" (its texts' namespace). */
function remoteNameOf(id: string): string {
  return id.split('/', 1)[0] ?? id;
}

function federationHost(): Promise<ModuleFederation> {
  if (!host) {
    const loading = import('./federation-host').then((module) => module.federationHost);
    host = loading;
    // A failed download (offline) is not kept: Retry fetches the chunk again.
    loading.catch(() => {
      if (host === loading) host = null;
    });
  }
  return host;
}

/**
 * The runtime calls, each waiting for the host. Registrations are applied in order before any later load, so a
 * Retry's forced registration replaces the failed one before the remote is asked for again.
 */
export function lazyFederationRuntime(loadHost: () => Promise<Pick<ModuleFederation, 'registerRemotes' | 'loadRemote'>>): FederationRuntime {
  let registrations: Promise<void> = Promise.resolve();
  return {
    registerRemotes(remotes, options) {
      registrations = registrations
        .catch(() => undefined)
        .then(async () => (await loadHost()).registerRemotes(remotes, options));
    },
    async loadRemote<T>(id: string) {
      await registrations;
      return (await loadHost()).loadRemote<T>(id);
    },
  };
}

/**
 * The page's remote loader on the real Module Federation runtime. Created by the bootstrap; tests build their own
 * loader with a fake runtime.
 */
export function createFederationRemoteLoader(): RemoteLoader {
  const runtime = lazyFederationRuntime(federationHost);
  return createRemoteLoader({
    runtime: {
      registerRemotes: runtime.registerRemotes,
      // The tool's English texts (a chunk of @eoa/i18n, namespace = remote name) come beside its code, so its
      // first render does not wait for them in a second round trip.
      loadRemote: async <T>(id: string) => {
        const [module] = await Promise.all([runtime.loadRemote<T>(id), i18n.loadNamespaces(remoteNameOf(id))]);
        return module;
      },
    },
    loadConfig: () => fetchRemotesConfig(),
  });
}
