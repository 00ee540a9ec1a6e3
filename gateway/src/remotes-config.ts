import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@eoa/contracts';
import { ConfigError, type AppConfig } from '@eoa/server-kit/edge';

const MANIFEST = 'mf-manifest.json';

/**
 * Where the shell loads each remote from (GET /remotes.json). REMOTE_<NAME>_URL is the URL of that remote's
 * mf-manifest.json; a value ending in "/" names its folder and gets "mf-manifest.json" appended. Either an
 * absolute http(s) URL (a remote deployed elsewhere) or a site path starting with "/". Unset: the copy the
 * gateway serves itself at /remotes/<name>/.
 */
export function buildRemotesConfig(remoteUrls: AppConfig['remoteUrls']): RemotesConfig {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, manifestUrl(name, remoteUrls[name])])) as RemotesConfig;
}

function manifestUrl(name: RemoteName, configured: string | undefined): string {
  if (!configured) return `/remotes/${name}/${MANIFEST}`;
  const key = `REMOTE_${name.toUpperCase()}_URL`;
  if (!configured.startsWith('/')) {
    let url: URL;
    try {
      url = new URL(configured);
    } catch {
      throw new ConfigError(`${key} must be an http(s) URL or a path starting with "/", got "${configured}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new ConfigError(`${key} must use http: or https:, got "${configured}"`);
    }
  }
  return configured.endsWith('/') ? `${configured}${MANIFEST}` : configured;
}

/** Origins other than the gateway's own that remotes are loaded from: the CSP must let them in. */
export function remoteOrigins(remotes: RemotesConfig): string[] {
  const origins = Object.values(remotes)
    .filter((url) => !url.startsWith('/'))
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}
