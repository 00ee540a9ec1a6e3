import { mountStandaloneRemote } from '@eoa/ui';
import BuilderApp from './exposes/builder-entry';

// Standalone mode (dev server, port 4001): the tool alone, at its site path.
mountStandaloneRemote({ basePath: '/character-builder', App: BuilderApp });
