import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@eoa/contracts';

export const REMOTES_CONFIG_URL = '/remotes.json';

/**
 * Reads where each remote's mf-manifest.json lives from the gateway (GET /remotes.json), so a remote can be
 * moved or deployed apart without rebuilding the shell. Site paths become absolute on this origin; unknown
 * keys and empty values are dropped (a remote without an address shows its error state, not a crash).
 */
export async function fetchRemotesConfig(
  fetchImpl: typeof fetch = fetch,
  origin: string = window.location.origin,
): Promise<Partial<RemotesConfig>> {
  const response = await fetchImpl(REMOTES_CONFIG_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET ${REMOTES_CONFIG_URL} answered ${response.status}`);
  return parseRemotesConfig(await response.json(), origin);
}

export function parseRemotesConfig(raw: unknown, origin: string): Partial<RemotesConfig> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error(`${REMOTES_CONFIG_URL} is not an object of remote addresses`);
  }
  const config: Partial<RemotesConfig> = {};
  for (const name of REMOTE_NAMES) {
    const value = (raw as Record<string, unknown>)[name];
    if (typeof value !== 'string' || !value.trim()) continue;
    try {
      config[name as RemoteName] = new URL(value.trim(), origin).href;
    } catch {
      console.warn(`${REMOTES_CONFIG_URL}: the address of ${name} is not a URL`, value);
    }
  }
  return config;
}
