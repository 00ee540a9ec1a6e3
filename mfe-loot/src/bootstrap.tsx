import { mountStandaloneRemote } from '@eoa/ui';
import LootApp from './exposes/LootApp';

// Standalone mode (dev server, port 4004): the tool alone, at its site path.
mountStandaloneRemote({ basePath: '/loot-tables', App: LootApp });
