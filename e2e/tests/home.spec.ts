import { expect, test } from '@playwright/test';

test.describe('home', () => {
  test('shows one card per tool and the versions from the API', async ({ page, request }) => {
    const info = await (await request.get('/api/homepage/app-info')).json();
    await page.goto('/');
    const cards = page.getByTestId('tool-card');
    await expect(cards).toHaveCount(6);
    await expect(cards.nth(0)).toContainText('Character Builder');
    await expect(cards.nth(4)).toContainText('Coming Soon');
    await expect(page.getByTestId('beta-notice')).toContainText(info.appVersion);
    await expect(page.getByTestId('beta-notice')).toContainText(info.dataVersion);
  });

  test('switching to German changes the texts and survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('tool-card').first()).toContainText('Open Tool');
    await page.getByRole('button', { name: /deutsch|german|^de$/i }).first().click();
    await expect(page.getByTestId('tool-card').first()).toContainText('Werkzeug öffnen');
    await expect(page.getByTestId('tool-card').first()).not.toContainText('Open Tool');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('tool-card').first()).toContainText('Werkzeug öffnen');
    await expect(page.getByTestId('beta-notice')).not.toContainText('Report Bug');
  });

  test('the theme choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: /theme/i }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});
