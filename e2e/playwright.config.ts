import { defineConfig } from '@playwright/test';
import { e2eEnvironment } from './support/environment.js';

/**
 * The whole site in a real Chromium (Debian's /usr/bin/chromium). Playwright starts the stack with the
 * project's own launcher on ports of its own, with a database and a Redis prefix made for this run
 * (see support/environment.ts), and drops both afterwards (support/global-teardown.ts).
 */
const env = e2eEnvironment();

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: env.baseUrl,
    // Recording a trace costs more than the tests (DOM snapshots and every response body, the builder's 28 MB
    // catalog among them): e2e took 9m41 with one for every test, 5m57 without. A failed test's retry (CI) records
    // one; elsewhere `npx playwright test --trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node ../scripts/start.mjs',
      url: `${env.baseUrl}/api/health`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      env: env.variables,
    },
    {
      // The loot remote on an origin of its own (REMOTE_LOOT_URL above points the gateway at it).
      command: 'node support/remote-origin-server.mjs',
      url: `${env.remoteOrigin.url}/`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      env: { REMOTE_ORIGIN_DIR: `../mfe-${env.remoteOrigin.name}/dist`, REMOTE_ORIGIN_PORT: String(env.remoteOrigin.port), PATH: process.env.PATH ?? '' },
    },
  ],
});
