import { mountStandaloneRemote } from '@eoa/ui';
import CraftingApp from './exposes/CraftingApp';

// Standalone mode (dev server, port 4002): the tool alone, at its site path.
mountStandaloneRemote({ basePath: '/crafting', App: CraftingApp });
