import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteErrorReport {
  /** The remote's name when the runtime knows it, else the id it was asked for. */
  remote: string;
  /** Where in the runtime it failed: manifest (afterResolve), module (onLoad), shared negotiation (beforeLoadShare). */
  lifecycle: string;
  error: unknown;
}

/**
 * Module Federation runtime plugin: every failure to reach a remote goes through `errorLoadRemote`. We do not
 * substitute a fallback module (the route's error state, with Retry, is the fallback) — returning nothing
 * lets `loadRemote` reject so React's boundary can show that state, and lets the runtime clean up its own
 * bookkeeping (manifest loading map). What the plugin guarantees:
 * - one readable console line per failure instead of the runtime's multi-line dump;
 * - in the shared-scope negotiation (`beforeLoadShare`) a dead remote is skipped, so it cannot stop the
 *   shared modules of the page, and with them every other tool, from loading.
 */
export function remoteErrorPlugin(onError?: (report: RemoteErrorReport) => void): ModuleFederationRuntimePlugin {
  return {
    name: 'eoa-remote-error-plugin',
    errorLoadRemote(args) {
      // A failed manifest (afterResolve) is reported again as the failure of the whole load (onLoad), and the
      // runtime already warns with the details: one line for the final outcome is enough.
      if (args.lifecycle === 'afterResolve') return undefined;
      const remote = args.remote?.name ?? args.id;
      const reason = args.error instanceof Error ? args.error.message.split('\n')[0] : String(args.error);
      const outcome = args.lifecycle === 'beforeLoadShare' ? 'skipped while sharing modules' : 'could not be loaded';
      console.warn(`[remotes] ${remote} ${outcome} (${args.lifecycle}): ${reason}`);
      onError?.({ remote, lifecycle: args.lifecycle, error: args.error });
      // No fallback module: loadRemote rejects (the route shows the error state) and sharing goes on without it.
      return undefined;
    },
  };
}
