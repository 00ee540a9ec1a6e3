import { mountStandaloneRemote } from '@eoa/ui';
import AtlasApp from './exposes/AtlasApp';

// Standalone mode (dev server, port 4003): the tool alone, at its site path.
mountStandaloneRemote({ basePath: '/map', App: AtlasApp });
