// A service that crashes is restarted by `npm start`; meanwhile only its routes answer 503 and only its remote shows
// the error state. The crash is real (SIGKILL of the loot process); the restarted process is held (SIGSTOP) before it
// can listen, so the outage lasts as long as the test needs to look at it, then let go (SIGCONT) to recover.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { statusBar } from '../support/builder.js';
import { e2eEnvironment } from '../support/environment.js';

const { variables } = e2eEnvironment();
const LOOT_MAIN = 'services/loot/dist/main.js';

/** Processes whose command line runs `script`, with their parent and environment (Linux /proc). */
function processesRunning(script: string): Array<{ pid: number; parent: number; environment: string }> {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(script)) continue;
      // Field 4 of stat is the parent pid (after the command name in parentheses).
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      found.push({ pid: Number(entry), parent, environment: readFileSync(`/proc/${entry}/environ`, 'utf8') });
    } catch {
      // The process ended while it was being read.
    }
  }
  return found;
}

/** This run's loot process: the one started with this run's LOOT_PORT. */
function lootOfThisRun() {
  const loot = processesRunning(LOOT_MAIN).find((process) => process.environment.split('\0').includes(`LOOT_PORT=${variables.LOOT_PORT}`));
  if (!loot) throw new Error(`no loot process with LOOT_PORT=${variables.LOOT_PORT}`);
  return loot;
}

test.skip(process.platform !== 'linux', 'reads /proc to find the service process');

test('a crashed service: its routes answer 503 and only its remote shows the error state, then it recovers', async ({ page, context, request }) => {
  test.setTimeout(120_000);
  const crashed = lootOfThisRun();
  process.kill(crashed.pid, 'SIGKILL');
  // The launcher starts a new loot after its back-off (0.5 s); hold it before it listens.
  let restarted: number | undefined;
  await expect
    .poll(
      () => {
        const next = processesRunning(LOOT_MAIN).find((candidate) => candidate.parent === crashed.parent && candidate.pid !== crashed.pid);
        if (next) {
          process.kill(next.pid, 'SIGSTOP');
          restarted = next.pid;
        }
        return restarted !== undefined;
      },
      { timeout: 15_000, intervals: [10] },
    )
    .toBe(true);
  try {
    const lootCall = await request.get('/api/loot/boss-tables');
    expect(lootCall.status()).toBe(503);
    expect(await lootCall.json()).toMatchObject({ code: 'routing.serviceUnavailable', detail: 'The loot service is unavailable' });
    // The other services answer as usual.
    expect((await request.get('/api/items/search?q=sword')).status()).toBe(200);
    expect((await request.get('/api/recipe/professions')).status()).toBe(200);

    await page.goto('/loot-tables');
    await expect(page.getByRole('heading', { level: 1, name: 'Loot Tables' })).toBeVisible();
    await expect(page.getByText('Failed to fetch boss loot tables')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

    // Only loot's remote is in the error state: crafting works meanwhile.
    const crafting = await context.newPage();
    await crafting.goto('/crafting');
    await expect(crafting.getByRole('heading', { level: 1, name: 'Crafting' })).toBeVisible();
    await expect(statusBar(crafting)).toContainText(/\d+ recipes/, { timeout: 30_000 });
    await expect(crafting.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await crafting.close();
  } finally {
    if (restarted) process.kill(restarted, 'SIGCONT');
  }

  // Restarted: its routes answer again, and Retry on the same page brings the tables back.
  await expect.poll(async () => (await request.get('/api/loot/boss-tables')).status(), { timeout: 60_000 }).toBe(200);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('Failed to fetch boss loot tables')).toHaveCount(0);
  await expect(statusBar(page)).toContainText('11 instances', { timeout: 30_000 });
});
