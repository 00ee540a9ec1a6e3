import { expect, test, type Page } from '@playwright/test';
import type { CalculateResponse, Item, ItemsPage } from '@eoa/contracts';

const statOf = async (page: Page, label: string) => {
  const row = page.getByRole('region', { name: 'Stats' }).locator('.builder-stat', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  return Number((await row.locator('dd').first().innerText()).replace('%', ''));
};

/** A name as a pattern that matches it literally. */
const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const findUsable = (page: ItemsPage): Item => page.items.find((item) => item.minLevel <= 50 && (!item.requiredClass || item.requiredClass === 'guardian'))!;

test.describe('character builder', () => {
  test('a newcomer equips a two-hander, is refused a shield, and the stats equal the service', async ({ page, request }) => {
    const twoHander = findUsable(await (await request.get('/api/items/slot/twoHand?pageSize=50&sortBy=level')).json());
    const shield = findUsable(await (await request.get('/api/items/slot/shield?pageSize=50&sortBy=level')).json());

    await page.goto('/character-builder');
    const status = page.getByRole('region', { name: 'Status bar' });
    await expect(status).toContainText('items available', { timeout: 30_000 });
    await expect(status).toContainText('New Character · Level 50 · Man · Guardian');

    const search = page.getByPlaceholder('Search items...');
    await search.fill(twoHander.name);
    await page.getByRole('button', { name: literally(twoHander.name) }).first().dblclick();
    await expect(status).toContainText('1/19 equipped');
    await expect(page.getByRole('button', { name: `Main Hand: ${twoHander.name}` })).toBeVisible();

    await search.fill(shield.name);
    await page.getByRole('button', { name: literally(shield.name) }).first().dblclick();
    await expect(page.getByRole('alert').first()).toHaveText('Cannot equip this item');
    await expect(status).toContainText('1/19 equipped');

    // The page computes the stats itself: they equal POST /api/character/calculate for the same build.
    const answer = (await (
      await request.post('/api/character/calculate', {
        data: { className: 'Guardian', raceName: 'Man', level: 50, equipment: { mainHand: twoHander.id }, equippedTraits: [] },
      })
    ).json()) as CalculateResponse;
    expect(await statOf(page, 'Morale')).toBe(Math.floor(answer.MORALE / 100));
    expect(await statOf(page, 'Might')).toBe(Math.floor(answer.MIGHT / 100));
    expect(await statOf(page, 'Armour')).toBe(Math.floor(answer.ARMOUR));
  });

  test('traits: a virtue dragged onto a slot, its rank raised', async ({ page }) => {
    await page.goto('/character-builder?tab=traits');
    const list = page.getByRole('region', { name: 'Traits', exact: true });
    const first = list.locator('.builder-trait').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    const name = (await first.innerText()).trim();
    const target = page.getByRole('button', { name: 'Virtue slot 2' });
    await first.hover();
    await page.mouse.down();
    const box = (await target.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByRole('button', { name: `Virtue slot 2: ${name}` })).toBeVisible();
    await expect(list.getByRole('button', { name, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Raise the rank' }).click();
    await expect(page.getByRole('group', { name: `Rank of ${name}` })).toContainText('2');
  });

  test('a build saved to a file loads back with the same stats; its share link opens it in a new page', async ({ page, context, request }) => {
    const helm = findUsable(await (await request.get('/api/items/slot/head?pageSize=50&sortBy=level')).json());
    await page.goto('/character-builder');
    const status = page.getByRole('region', { name: 'Status bar' });
    await expect(status).toContainText('items available', { timeout: 30_000 });
    await page.getByPlaceholder('Search items...').fill(helm.name);
    await page.getByRole('button', { name: literally(helm.name) }).first().dblclick();
    await expect(status).toContainText('1/19 equipped');
    const might = await statOf(page, 'Might');
    const morale = await statOf(page, 'Morale');

    // Save → a file download.
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save Build' });
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save' }).click()]);
    expect(download.suggestedFilename()).toBe('New_Character_Guardian_Level50.json');
    const file = await download.path();

    // A fresh page (nothing equipped), then Load the file.
    await page.goto('/character-builder');
    await expect(status).toContainText('0/19 equipped');
    await page.getByRole('button', { name: 'Load' }).click();
    await page.getByRole('dialog', { name: 'Load Build' }).locator('input[type=file]').setInputFiles(file);
    await expect(status).toContainText('1/19 equipped');
    expect(await statOf(page, 'Might')).toBe(might);
    expect(await statOf(page, 'Morale')).toBe(morale);

    // Share → the link opened in another page shows the same build.
    await page.getByRole('button', { name: 'Share' }).click();
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toContain('#build/');
    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByRole('region', { name: 'Status bar' })).toContainText('1/19 equipped', { timeout: 30_000 });
    expect(await statOf(other, 'Might')).toBe(might);
  });
});
