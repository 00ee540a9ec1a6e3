/** The five domain services, their default ports and the remote (micro-frontend) each one backs. */
export const SERVICE_NAMES = ['builder', 'crafting', 'atlas', 'loot', 'admin'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const DEFAULT_SERVICE_PORTS: Record<ServiceName, number> = {
  builder: 3101,
  crafting: 3102,
  atlas: 3103,
  loot: 3104,
  admin: 3105,
};
export const DEFAULT_GATEWAY_PORT = 3000;

export const REMOTE_NAMES = ['builder', 'crafting', 'atlas', 'loot', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** GET /remotes.json: where each remote's mf-manifest.json lives (absolute URL or site path). */
export type RemotesConfig = Record<RemoteName, string>;
