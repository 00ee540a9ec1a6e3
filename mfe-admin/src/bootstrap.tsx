import { mountStandaloneRemote } from '@eoa/ui';
import AdminApp from './exposes/AdminApp';

// Standalone mode (dev server, port 4005): the tool alone, at its site path.
mountStandaloneRemote({ basePath: '/admin', App: AdminApp });
