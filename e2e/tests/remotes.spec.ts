import { expect, test } from '@playwright/test';

const tools = [
  { path: '/character-builder', title: 'Character Builder' },
  { path: '/crafting', title: 'Crafting' },
  { path: '/map', title: 'Maps & Quests' },
  { path: '/loot-tables', title: 'Loot Tables' },
  { path: '/admin/login', title: 'Administration' },
];

test.describe('micro-frontends', () => {
  for (const tool of tools) {
    test(`${tool.path} loads its remote with the shell's React`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(tool.path);
      await expect(page.getByRole('heading', { level: 1, name: tool.title })).toBeVisible();
      // The bottom status bar of every tool shows the versions from the API.
      await expect(page.getByText('Echoes of Angmar').first()).toBeVisible();
      expect(errors.filter((text) => /useState|Invalid hook call|Shared module/i.test(text))).toEqual([]);
    });
  }

  test('a remote at a dead address shows its error state with Retry, and home still works', async ({ page }) => {
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const remotes = await response.json();
      remotes.loot = 'http://127.0.0.1:9/mf-manifest.json';
      await route.fulfill({ response, json: remotes });
    });
    await page.goto('/loot-tables');
    await expect(page.getByRole('button', { name: /retry/i })).toBeVisible();
    await expect(page.getByText(/could not be loaded/i)).toBeVisible();
    await page.getByRole('link', { name: /back|home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('tool-card')).toHaveCount(6);
    await page.goto('/crafting');
    await expect(page.getByRole('heading', { level: 1, name: 'Crafting' })).toBeVisible();
  });
});
