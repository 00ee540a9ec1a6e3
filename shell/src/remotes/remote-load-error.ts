import type { RemoteName } from '@eoa/contracts';

export type RemoteLoadFailure =
  /** GET /remotes.json failed or answered something unusable. */
  | 'config-unavailable'
  /** /remotes.json has no address for this remote. */
  | 'not-configured'
  /** The manifest, remoteEntry.js or a chunk failed to load or run. */
  | 'load-failed'
  /** Nothing came back in time (a host that accepts the connection but never answers). */
  | 'timeout'
  /** The remote loaded but exposes no component as ./App. */
  | 'no-module';

/** Why a tool's remote could not be shown; the route's error state offers Retry for every kind. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly failure: RemoteLoadFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}
