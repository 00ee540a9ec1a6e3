import { jestConfig } from '../jest.base.js';
import { sharedConfig } from '../tools/rspack/shared-config.js';

export default jestConfig({
  rootDir: import.meta.dirname,
  environment: 'jsdom',
  setupFiles: ['@eoa/ui/testing/setup'],
  // What the build puts in the bundle with DefinePlugin (tools/rspack/create-config.js): the shared singletons.
  globals: { __EOA_SHARED__: sharedConfig() },
});
