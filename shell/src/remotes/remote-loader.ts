import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName, RemotesConfig } from '@eoa/contracts';
import { RemoteLoadError } from './remote-load-error';

/** What a remote's './App' module is (see remote-types.d.ts). */
export interface RemoteAppModule {
  default: ComponentType;
}

/** The two calls of @module-federation/enhanced/runtime the loader needs (a fake in tests). */
export interface FederationRuntime {
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

export interface RemoteLoaderOptions {
  runtime: FederationRuntime;
  /** Where the remotes live (GET /remotes.json). */
  loadConfig: () => Promise<Partial<RemotesConfig>>;
  /** Give up on a remote that does not answer; default 20 s. */
  timeoutMs?: number;
}

export interface RemoteLoader {
  /**
   * The remote's App as a lazy component. The same component is returned while its load is pending or has
   * succeeded (navigating back to a tool shows it at once); a new load starts when the last one failed or
   * was invalidated.
   */
  lazyApp(remote: RemoteName): LazyExoticComponent<ComponentType>;
  /**
   * Forgets the remote's last load, e.g. on Retry: the next lazyApp() reads /remotes.json again,
   * re-registers the remote with `force` (which drops the runtime's cached manifest, entry script and
   * container of the failed attempt) and loads it anew.
   */
  invalidate(remote: RemoteName): void;
}

interface LoadRecord {
  component: LazyExoticComponent<ComponentType>;
  stale: boolean;
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function createRemoteLoader({ runtime, loadConfig, timeoutMs = 20_000 }: RemoteLoaderOptions): RemoteLoader {
  let configPromise: Promise<Partial<RemotesConfig>> | null = null;
  /** The entry URL each remote is registered with in the runtime. */
  const registered = new Map<RemoteName, string>();
  const records = new Map<RemoteName, LoadRecord>();

  function remotesConfig(refresh: boolean): Promise<Partial<RemotesConfig>> {
    if (refresh || !configPromise) {
      const reading = loadConfig();
      configPromise = reading;
      // A failed read is not kept: the next attempt asks again.
      reading.catch(() => {
        if (configPromise === reading) configPromise = null;
      });
    }
    return configPromise;
  }

  async function load(remote: RemoteName, retry: boolean): Promise<RemoteAppModule> {
    let config: Partial<RemotesConfig>;
    try {
      config = await remotesConfig(retry);
    } catch (cause) {
      throw new RemoteLoadError(remote, 'config-unavailable', 'The remotes configuration could not be read', { cause });
    }
    const entry = config[remote];
    if (!entry) throw new RemoteLoadError(remote, 'not-configured', `No address is configured for the ${remote} remote`);

    const known = registered.get(remote);
    if (known === undefined || known !== entry || retry) {
      // `force` replaces an earlier registration and clears what the runtime cached for it; without it a
      // second registration is ignored and the failed manifest or script would be reused.
      runtime.registerRemotes([{ name: remote, entry }], { force: known !== undefined });
      registered.set(remote, entry);
    }

    let module: RemoteAppModule | null;
    try {
      module = await withTimeout(
        runtime.loadRemote<RemoteAppModule>(`${remote}/App`),
        timeoutMs,
        () => new RemoteLoadError(remote, 'timeout', `The ${remote} remote did not answer within ${timeoutMs / 1000} s`),
      );
    } catch (cause) {
      if (cause instanceof RemoteLoadError) throw cause;
      throw new RemoteLoadError(remote, 'load-failed', `The ${remote} remote could not be loaded from ${entry}`, { cause });
    }
    const component = module?.default;
    if (!component || (typeof component !== 'function' && typeof component !== 'object')) {
      throw new RemoteLoadError(remote, 'no-module', `The ${remote} remote exposes no component as ./App`);
    }
    return { default: component };
  }

  return {
    lazyApp(remote) {
      const current = records.get(remote);
      if (current && !current.stale) return current.component;
      const retry = current !== undefined;
      const record: LoadRecord = {
        stale: false,
        component: lazy(() =>
          load(remote, retry).catch((error: unknown) => {
            // React.lazy keeps a rejection forever; mark it so the next mount or Retry starts over.
            record.stale = true;
            throw error;
          }),
        ),
      };
      records.set(remote, record);
      return record.component;
    },
    invalidate(remote) {
      const current = records.get(remote);
      if (current) current.stale = true;
    },
  };
}
