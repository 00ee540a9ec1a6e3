import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from '@eoa/contracts';
import { RemoteRoute } from '../remotes/remote-route';

/** Where each remote is mounted (spec §2). A remote renders its own sub-routes below its path. */
export const TOOL_MOUNTS: readonly { remote: RemoteName; path: string }[] = [
  { remote: 'builder', path: '/character-builder' },
  { remote: 'crafting', path: '/crafting' },
  { remote: 'atlas', path: '/map' },
  { remote: 'loot', path: '/loot-tables' },
  { remote: 'admin', path: '/admin' },
];

export const toolRoutes: RouteObject[] = TOOL_MOUNTS.map(({ remote, path }) => ({
  path: `${path}/*`,
  // Keyed: moving from one tool to another must not reuse the previous tool's load state.
  element: <RemoteRoute key={remote} remote={remote} />,
}));
