// `npm start -- --embedded`: the site on ports of its own with the embedded PostgreSQL (from npm) and no Redis —
// what a new contributor gets on a machine without either. It must answer the public calls, rate-limit corrections
// and revoke an admin token at logout with its PostgreSQL stand-ins, restart its database after a crash, and stop
// it with the site.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { GatewayHealth } from '@eoa/contracts';
import { CATALOG_LOAD_TIMEOUT_MS, statusBar } from '../support/builder.js';
import { e2eEnvironment, sitePorts } from '../support/environment.js';

const main = e2eEnvironment();
const basePort = Number(new URL(main.baseUrl).port) + 20;
const baseUrl = `http://127.0.0.1:${basePort}`;
const postgresPort = basePort + 9;
const adminPassword = `embedded-${main.runId}`;
const START_TIMEOUT_MS = 240_000;
const root = fileURLToPath(new URL('../../', import.meta.url));

let launcher: ChildProcess | undefined;
let dataDir: string;
const output: string[] = [];

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.destroy() && resolve(true));
    socket.once('error', () => resolve(false));
  });
}

async function waitForHealth(): Promise<GatewayHealth> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (launcher?.exitCode !== null) throw new Error(`the launcher ended early:\n${output.slice(-30).join('')}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(3_000) });
      if (response.ok) return (await response.json()) as GatewayHealth;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`the embedded site was not healthy within ${START_TIMEOUT_MS / 1000} s:\n${output.slice(-30).join('')}`);
}

test.describe.configure({ mode: 'serial', timeout: START_TIMEOUT_MS + 60_000 });

test.describe('npm start -- --embedded', () => {
  test.beforeAll(async () => {
    test.setTimeout(START_TIMEOUT_MS + 30_000);
    dataDir = mkdtempSync(join(tmpdir(), 'eoa-embedded-e2e-'));
    const env: Record<string, string> = {
      ...main.variables,
      // Ports and service URLs of its own; no REDIS_URL or DATABASE_URL server (--embedded ignores them anyway).
      ...sitePorts(basePort),
      REDIS_PREFIX: `eoa:e2e-embedded:${main.runId}:`,
      EMBEDDED_POSTGRES_DIR: dataDir,
      EMBEDDED_POSTGRES_PORT: String(postgresPort),
      ADMIN_PASSWORD: adminPassword,
      CORRECTIONS_RATE_LIMIT: '3',
      SKIP_BUILD: '1',
    };
    delete env.REMOTE_LOOT_URL;
    delete env.REDIS_URL;
    env.DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/eoa_embedded';
    launcher = spawn(process.execPath, [join(root, 'scripts', 'start.mjs'), '--embedded'], {
      env,
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    launcher.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    launcher.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    await waitForHealth();
  });

  test.afterAll(async () => {
    if (launcher && launcher.exitCode === null) {
      const exited = new Promise((resolve) => launcher?.once('exit', resolve));
      launcher.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    }
    // The embedded PostgreSQL stops with the site.
    expect(await portAnswers(postgresPort)).toBe(false);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('says how each part runs: embedded PostgreSQL, no Redis', async ({ request }) => {
    const health = (await (await request.get(`${baseUrl}/api/health`)).json()) as GatewayHealth;
    expect(health.status).toBe('ok');
    expect(health.redis.status).toBe('off');
    expect(health.mode).toEqual({ database: 'embedded', cache: 'in-process', events: 'postgres', rateLimits: 'postgres', tokenDenylist: 'postgres' });
    const text = output.join('');
    expect(text).toContain('PostgreSQL embedded (from npm); no Redis');
    expect(text).toContain(`embedded PostgreSQL on 127.0.0.1:${postgresPort}`);
  });

  test('answers the public calls of every service', async ({ request }) => {
    const search = await request.get(`${baseUrl}/api/items/search?q=sword`);
    expect(search.status()).toBe(200);
    const { items } = (await search.json()) as { items: Array<{ id: number }> };
    const [first] = items;
    expect(first, 'an item found by the search').toBeDefined();
    const paths = [
      `/api/items/${first?.id}`,
      `/api/items/${first?.id}/dropsources`,
      '/api/data/version',
      '/api/recipe/professions',
      '/api/maps/main-zones',
      '/api/quests?page=1&pageSize=1',
      '/api/loot/boss-tables',
      '/api/homepage/tools-status',
    ];
    for (const path of paths) {
      const response = await request.get(`${baseUrl}${path}`);
      expect(response.status(), path).toBe(200);
    }
  });

  test('shows the home page, and a tool opens from it with its data', async ({ page }) => {
    test.setTimeout(CATALOG_LOAD_TIMEOUT_MS + 60_000);
    await page.goto(`${baseUrl}/`);
    await expect(page.getByTestId('tool-card').first()).toContainText('Open Tool');
    await page.getByTestId('tool-card').first().getByRole('link', { name: 'Open Tool' }).click();
    await expect(page).toHaveURL(/\/character-builder/);
    await expect(statusBar(page)).toContainText('items available', { timeout: CATALOG_LOAD_TIMEOUT_MS });
  });

  test('rate-limits corrections per client (counters in PostgreSQL)', async ({ request }) => {
    const submission = {
      entityType: 'Bug',
      entityName: 'ui',
      fieldName: 'bug_report',
      reason: 'Embedded mode check: the limit must hold without Redis.',
      currentValue: 'steps',
      suggestedValue: 'browser',
      userName: '',
      userEmail: '',
    };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await request.post(`${baseUrl}/api/corrections`, { data: submission })).status());
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
  });

  test('an admin logout revokes the token (denylist in PostgreSQL)', async ({ request }) => {
    const login = await request.post(`${baseUrl}/api/admin/login`, { data: { username: 'admin', password: adminPassword } });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const headers = { Authorization: `Bearer ${token}` };
    expect((await request.get(`${baseUrl}/api/admin/stats`, { headers })).status()).toBe(200);
    expect((await request.post(`${baseUrl}/api/admin/logout`, { headers })).status()).toBe(204);
    const after = await request.get(`${baseUrl}/api/admin/stats`, { headers });
    expect(after.status()).toBe(401);
  });

  test('restarts the embedded PostgreSQL after a crash, and the site recovers', async ({ request }) => {
    // Run as root with the data under a folder PostgreSQL's user cannot enter, the data lives elsewhere: the start
    // line says where.
    const where = /embedded PostgreSQL on 127\.0\.0\.1:\d+, data in (\S+)/.exec(output.join(''));
    const dataFolder = where?.[1];
    expect(dataFolder, 'the start line naming the data folder').toBeDefined();
    const postmasterPid = Number(readFileSync(join(dataFolder ?? '', 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(postmasterPid, 'SIGKILL');
    await expect
      .poll(() => output.join(''), { timeout: 15_000 })
      .toContain('embedded PostgreSQL was killed by SIGKILL; restarting it in 0.5 s');
    const health = async () => ((await (await request.get(`${baseUrl}/api/health`)).json()) as GatewayHealth).postgres.status;
    await expect.poll(health, { timeout: 30_000, intervals: [500] }).toBe('ok');
    // A search no cache has seen: answered from the restarted database.
    const search = await request.get(`${baseUrl}/api/items/search?q=${encodeURIComponent(`sword ${Date.now()}`)}`);
    expect(search.status()).toBe(200);
  });
});
