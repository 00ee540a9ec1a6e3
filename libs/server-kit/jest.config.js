import { jestConfig } from '../../jest.base.js';
export default jestConfig({
  rootDir: import.meta.dirname,
  globalSetup: '<rootDir>/testing/jest-global-setup.mjs',
  globalTeardown: '<rootDir>/testing/jest-global-teardown.mjs',
});
