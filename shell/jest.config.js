import { jestConfig } from '../jest.base.js';
import { sharedConfig } from '../tools/rspack/shared-config.js';

export default {
  ...jestConfig({ rootDir: import.meta.dirname, environment: 'jsdom', setupFiles: ['<rootDir>/src/test-setup.ts'] }),
  // What the build puts in the bundle with DefinePlugin (tools/rspack/create-config.js): the shared singletons.
  globals: { __EOA_SHARED__: sharedConfig() },
};
