import { jestConfig } from '../jest.base.js';

const config = jestConfig({ rootDir: import.meta.dirname, environment: 'jsdom', setupFiles: ['<rootDir>/src/test-setup.ts'] });
// jest.base.js maps `@eoa/<lib>` with [a-z-]+, which misses `i18n` (digits): without this line the tests would read
// the i18n lib's last build from dist/ instead of its source and locale files.
config.moduleNameMapper = { '^@eoa/i18n$': new URL('../libs/i18n/src/index.ts', import.meta.url).pathname, ...config.moduleNameMapper };
export default config;
