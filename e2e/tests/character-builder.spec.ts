import { expect, test, type Page } from '@playwright/test';
import type { CalculateResponse, Item, ItemsPage } from '@eoa/contracts';

const statOf = async (page: Page, label: string) => {
  const row = page.getByRole('region', { name: 'Stats' }).locator('.builder-stat', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  return Number((await row.locator('dd').first().innerText()).replace('%', ''));
};

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
    await page.getByRole('button', { name: new RegExp(twoHander.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().dblclick();
    await expect(status).toContainText('1/19 equipped');
    await expect(page.getByRole('button', { name: `Main Hand: ${twoHander.name}` })).toBeVisible();

    await search.fill(shield.name);
    await page.getByRole('button', { name: new RegExp(shield.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first().dblclick();
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
});
