import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@eoa/contracts';
import type { AppConfig } from '@eoa/server-kit/edge';

const MANIFEST = 'mf-manifest.json';

/**
 * Where the shell loads each remote from (GET /remotes.json). REMOTE_<NAME>_URL is the URL of that remote's
 * mf-manifest.json; a value ending in "/" names its folder and gets "mf-manifest.json" appended. Either an
 * absolute http(s) URL (a remote deployed elsewhere) or a site path starting with "/", as loadConfig checked. Unset:
 * the copy the gateway serves itself at /remotes/<name>/.
 */
export function buildRemotesConfig(remoteUrls: AppConfig['remoteUrls']): RemotesConfig {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl(name, remoteUrls[name])])) as RemotesConfig;
}

function manifestUrl(name: RemoteName, configured: string | undefined): string {
  if (!configured) return `/remotes/${name}/${MANIFEST}`;
  return configured.endsWith('/') ? `${configured}${MANIFEST}` : configured;
}

/** Origins other than the gateway's own that remotes are loaded from: the CSP must let them in. */
export function remoteOrigins(remotes: RemotesConfig): string[] {
  const origins = Object.values(remotes)
    .filter((url) => !url.startsWith('/'))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
