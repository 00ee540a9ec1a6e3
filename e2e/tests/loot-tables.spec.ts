import { expect, test } from '@playwright/test';

// The loot page against the whole stack and the seeded sample world (Skorgrím leads Sarnúr; Thadúr the Great Barrows).
test.describe('loot tables', () => {
  test('search a boss, open it, hover a drop, and follow the deep link back', async ({ page }) => {
    await page.goto('/loot-tables');
    await expect(page.getByRole('heading', { level: 1, name: 'Loot Tables' })).toBeVisible();
    await expect(page.getByText('Select a mob to view their loot table')).toBeVisible();
    const status = page.getByRole('region', { name: 'Status bar' });
    await expect(status).toContainText('11 instances');
    await expect(status).toContainText('46 mobs');

    await page.getByPlaceholder('Search mobs...').fill('skorgr');
    const boss = page.getByRole('button', { name: /Skorgrím/ });
    await expect(boss).toBeVisible();
    await boss.click();
    await expect(page).toHaveURL(/[?&]boss=\d+/);
    await expect(page.getByRole('heading', { level: 2, name: 'Skorgrím' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Guaranteed Drops \(\d+ items\)/ })).toBeVisible();
    await expect(status).toContainText('Viewing: Skorgrím');

    // The portrait is a real PNG.
    const portrait = await page.request.get('/api/icons/bosses/Skorgr%C3%ADm.png');
    expect(portrait.status()).toBe(200);
    expect(portrait.headers()['content-type']).toBe('image/png');
    expect((await portrait.body()).subarray(1, 4).toString()).toBe('PNG');

    const card = page.locator('.eoa-item-card').first();
    await card.hover();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(/Item level/);
    await expect(tooltip).toContainText(/Sources/);
    await expect(tooltip).toContainText(/Skorgrím/);

    // The link restores the view (the boss and the search); Back walks the selections.
    const link = page.url();
    expect(link).toMatch(/[?&]q=skorgr/);
    await page.goto('/loot-tables');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: 'Skorgrím' })).toBeVisible();
    await expect(page.getByPlaceholder('Search mobs...')).toHaveValue('skorgr');
    await page.getByPlaceholder('Search mobs...').fill('');
    await expect(page.getByRole('button', { name: /Sarnúr/ })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: /Forgrund/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Forgrund' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 2, name: 'Skorgrím' })).toBeVisible();
  });

  test('keyboard: arrows through the list, Enter opens a boss; German texts', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('eoa.language', 'de'));
    await page.goto('/loot-tables');
    await expect(page.getByPlaceholder('Gegner suchen...')).toBeVisible();
    const sarnur = page.getByRole('button', { name: /Sarnúr/ });
    await sarnur.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Skorgrím' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Garantierte Beute/ })).toBeVisible();
  });
});
