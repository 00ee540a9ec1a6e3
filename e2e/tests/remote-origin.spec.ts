import { expect, test } from '@playwright/test';
import { e2eEnvironment } from '../support/environment.js';

// The loot remote is deployed on another origin for the whole e2e run (support/remote-origin-server.mjs, the
// gateway started with REMOTE_LOOT_URL): the shell must find it through /remotes.json, the CSP must let it in, its
// chunks must come from that origin (publicPath 'auto'), and the page must work with the shell's one React.
const { remoteOrigin, baseUrl } = e2eEnvironment();

test.describe('a remote deployed on another origin', () => {
  test('/remotes.json and the CSP point at the other origin', async ({ request }) => {
    const remotes = await (await request.get('/remotes.json')).json();
    expect(remotes.loot).toBe(`${remoteOrigin.url}/mf-manifest.json`);
    // The other remotes are still served by the gateway itself.
    expect(remotes.crafting).toBe('/remotes/crafting/mf-manifest.json');
    const csp = (await request.get('/')).headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(new RegExp(`script-src [^;]*${remoteOrigin.url.replace(/[.:/]/g, '\\$&')}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${remoteOrigin.url.replace(/[.:/]/g, '\\$&')}`));
  });

  test('/loot-tables loads the remote and its chunks from that origin and works', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const scripts: { url: string; status: number; cors: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('mf-manifest.json')) {
        scripts.push({ url: response.url(), status: response.status(), cors: response.headers()['access-control-allow-origin'] });
      }
    });

    await page.goto('/loot-tables');
    await expect(page.getByRole('heading', { level: 1, name: 'Loot Tables' })).toBeVisible();
    // Content from the loot service through the gateway (the seeded sample world), and the remote's own texts.
    await expect(page.getByText('Select a mob to view their loot table')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Status bar' })).toContainText('46 mobs');
    await page.getByPlaceholder('Search mobs...').fill('skorgr');
    await page.getByRole('button', { name: /Skorgrím/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Skorgrím' })).toBeVisible();

    const fromRemote = scripts.filter((script) => script.url.startsWith(`${remoteOrigin.url}/`));
    const names = fromRemote.map((script) => new URL(script.url).pathname);
    expect(names).toContain('/mf-manifest.json');
    expect(names).toContain('/remoteEntry.js');
    // At least one chunk beyond the entry (the exposed App) came from the remote's origin, not the gateway's.
    expect(names.filter((name) => /^\/[\w.-]+\.[0-9a-f]{8,}\.js$/.test(name)).length).toBeGreaterThan(0);
    expect(fromRemote.every((script) => script.status === 200 && script.cors === '*')).toBe(true);
    // Nothing of loot was asked of the gateway's own copy.
    expect(scripts.filter((script) => script.url.startsWith(`${baseUrl}/remotes/loot/`))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
