// Shared Jest settings: ESM mode (NestJS 12 is ESM-only) with @swc/jest, workspace libs read from source
// so tests never need a prior build. Each project's jest.config.js calls jestConfig().
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = dirname(fileURLToPath(import.meta.url));
const swcOptions = JSON.parse(readFileSync(join(workspaceRoot, 'swc.jest.json'), 'utf8'));
delete swcOptions.$schema;

/**
 * Two Jest projects: `unit` (the specs beside the code, under src/: no database, no Redis, no booted service) and
 * `integration` (the specs under test/: a service booted against the real PostgreSQL and Redis, a gateway over HTTP, the
 * whole generated world). `jest` runs both; `jest --selectProjects unit` (`npm run test:unit`) the quick ones only.
 * The global setup and teardown (a database and a Redis prefix of the run's own) belong to the integration specs.
 *
 * @param {{ rootDir: string, environment?: 'node' | 'jsdom', setupFiles?: string[], globalSetup?: string, globalTeardown?: string, testTimeout?: number, globals?: Record<string, unknown> }} options
 */
export function jestConfig({ rootDir, environment = 'node', setupFiles = [], globalSetup, globalTeardown, testTimeout, globals }) {
  const shared = {
    rootDir,
    testEnvironment: environment,
    extensionsToTreatAsEsm: ['.ts', '.tsx'],
    transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swcOptions] },
    moduleNameMapper: {
      '^@eoa/([a-z0-9-]+)$': `${workspaceRoot}/libs/$1/src/index.ts`,
      // Light entry points of a lib (`@eoa/server-kit/edge`, `@eoa/ui/url-state`): src/<entry>/index.ts.
      '^@eoa/([a-z0-9-]+)/(edge|url-state)$': `${workspaceRoot}/libs/$1/src/$2/index.ts`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(css)$': `${workspaceRoot}/tools/jest/style-mock.cjs`,
    },
    testPathIgnorePatterns: ['/node_modules/', '/dist/'],
    setupFilesAfterEnv: setupFiles,
    ...(globals ? { globals } : {}),
  };
  return {
    projects: [
      { ...shared, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.(spec|test).ts?(x)'] },
      { ...shared, displayName: 'integration', testMatch: ['<rootDir>/test/**/*.(spec|test).ts?(x)'], globalSetup, globalTeardown },
    ],
    testTimeout: testTimeout ?? 20000,
  };
}
