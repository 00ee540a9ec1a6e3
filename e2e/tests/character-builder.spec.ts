import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BuildFile, CalculateRequest, Item, ItemsPage, Trait } from '@eoa/contracts';
import {
  BUILDER_TEST_TIMEOUT_MS, CATALOG_LOAD_TIMEOUT_MS, catalogTotal, equipBySearch, expectStatsEqualService, findUsable, itemsForSlot, loadBuildFile, openBuilder, openShareLink, saveBuildFile, searchInAddress, shownStats, statOf,
  statusBar,
} from '../support/builder.js';

/** The options a select offers, by value. */
const optionsOf = (select: Locator) => select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));

/**
 * Drags with the mouse, in small steps (the page's drag and drop starts after 5 px), and lets go once the slot shows
 * the trait over it: the page measures the slots when the drag starts, a frame or more later on a busy machine, and a
 * release before that drops the trait nowhere (as a player's would).
 */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  await from.hover();
  await page.mouse.down();
  const box = (await to.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x, y, { steps: 12 });
  await expect(async () => {
    await page.mouse.move(x + 1, y);
    await page.mouse.move(x, y);
    await expect(to).toHaveClass(/builder-drop--(ok|refused)/, { timeout: 500 });
  }).toPass();
  await page.mouse.up();
  // dnd-kit swallows every click for 50 ms after a drop (a document listener it removes on a timer): a click sent
  // sooner, as a test can, is lost. A timer of the page's set after the drop fires after dnd-kit's, even when busy.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 60)));
}

/** The count in "21725 items available" of the status bar. */
async function availableCount(page: Page): Promise<number> {
  const text = await statusBar(page).innerText();
  const match = /([\d,.\s]+) items? available/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]!.replace(/\D/g, ''));
}

/** The value of a fact of the Debug tab ("Items came from" → "this browser's cache"). */
const debugFact = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Debug' }).locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) }).locator('dd');

/**
 * The rendered cards of the virtual grid: each card inside its cell, no cell over another, three columns, rows
 * 110 px high every 122 px (row and gap of spec 1 §9). Returns how many cards are in the page.
 */
async function expectNoOverlap(grid: Locator): Promise<number> {
  const measured = await grid.getByRole('listitem').evaluateAll((cells) =>
    cells.map((cell) => {
      const box = (element: Element) => {
        const r = element.getBoundingClientRect();
        return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      };
      return { cell: box(cell), card: cell.firstElementChild ? box(cell.firstElementChild) : null };
    }),
  );
  expect(measured.length).toBeGreaterThan(0);
  const boxes = measured.map(({ cell }) => cell);
  for (const { cell, card } of measured) {
    expect(cell.right - cell.left).toBeGreaterThan(50);
    expect(Math.round(cell.bottom - cell.top)).toBe(110);
    expect(card).not.toBeNull();
    expect(card!.left >= cell.left - 0.5 && card!.right <= cell.right + 0.5 && card!.top >= cell.top - 0.5 && card!.bottom <= cell.bottom + 0.5, JSON.stringify({ cell, card })).toBe(true);
  }
  const tops = [...new Set(boxes.map((box) => Math.round(box.top)))].sort((a, b) => a - b);
  for (let i = 1; i < tops.length; i++) expect(tops[i]! - tops[i - 1]!).toBe(122);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      const overlaps = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
      expect(overlaps, `cards ${i} and ${j} overlap: ${JSON.stringify([a, b])}`).toBe(false);
    }
  }
  if (boxes.length >= 3) expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(3);
  return boxes.length;
}

const cardAt = (grid: Locator, position: number) => grid.locator(`[role=listitem][aria-posinset="${position}"]`);

test.describe('character builder', () => {
  test.describe.configure({ timeout: BUILDER_TEST_TIMEOUT_MS });

  test('a newcomer equips a two-hander, is refused a shield, and the stats equal the service', async ({ page, request }) => {
    const twoHander = findUsable(await itemsForSlot(request, 'twoHand'));
    const shield = findUsable(await itemsForSlot(request, 'shield'));

    await openBuilder(page);
    const status = statusBar(page);
    await expect(status).toContainText('New Character · Level 50 · Man · Guardian');

    await equipBySearch(page, twoHander);
    await expect(status).toContainText('1/19 equipped');
    await expect(page.getByRole('button', { name: `Main Hand: ${twoHander.name}` })).toBeVisible();

    await equipBySearch(page, shield);
    await expect(page.getByRole('alert').first()).toHaveText('Cannot equip this item');
    await expect(status).toContainText('1/19 equipped');

    // The page computes the stats itself: they equal POST /api/character/calculate for the same build.
    await expectStatsEqualService(page, request, { className: 'Guardian', raceName: 'Man', level: 50, equipment: { mainHand: twoHander.id }, equippedTraits: [] });
  });

  test('traits: a virtue dragged onto a slot, its rank raised', async ({ page }) => {
    await page.goto('/character-builder?tab=traits');
    const list = page.getByRole('region', { name: 'Traits', exact: true });
    const first = list.getByRole('button').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    const name = (await first.innerText()).trim();
    await drag(page, first, page.getByRole('button', { name: 'Virtue slot 2' }));
    await expect(page.getByRole('button', { name: `Virtue slot 2: ${name}` })).toBeVisible();
    await expect(list.getByRole('button', { name, exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Raise the rank' }).click();
    await expect(page.getByRole('group', { name: `Rank of ${name}` })).toContainText('2');
  });

  test('a build saved to a file loads back with the same stats; its share link opens it in a new page', async ({ page, context, request }) => {
    const helm = findUsable(await itemsForSlot(request, 'head'));
    await openBuilder(page);
    const status = statusBar(page);
    await equipBySearch(page, helm);
    await expect(status).toContainText('1/19 equipped');
    const might = await statOf(page, 'Might');
    const morale = await statOf(page, 'Morale');

    // Save → a file download.
    const file = await saveBuildFile(page);
    expect(file.name).toBe('New_Character_Guardian_Level50.json');

    // A fresh page (nothing equipped), then Load the file.
    await page.goto('/character-builder');
    await expect(status).toContainText('0/19 equipped');
    await loadBuildFile(page, file.path);
    await expect(status).toContainText('1/19 equipped');
    expect(await statOf(page, 'Might')).toBe(might);
    expect(await statOf(page, 'Morale')).toBe(morale);

    // Share → the link opened in another page shows the same build.
    const other = await openShareLink(page, context);
    await expect(statusBar(other)).toContainText('1/19 equipped', { timeout: CATALOG_LOAD_TIMEOUT_MS });
    expect(await statOf(other, 'Might')).toBe(might);
  });

  test("a newcomer's whole build: race and class, weapons, virtues, buffs, saved, cleared, loaded and shared — the stats the service's", async ({ page, context, request }) => {
    const twoHander = findUsable(await itemsForSlot(request, 'twoHand'));
    const shield = findUsable(await itemsForSlot(request, 'shield'));
    const helm = findUsable(await itemsForSlot(request, 'head'));
    const traits = (await (await request.get('/api/trait')).json()) as Trait[];

    await openBuilder(page);
    const status = statusBar(page);
    const character = page.getByRole('region', { name: 'Character', exact: true });
    const raceSelect = character.getByLabel('Race');
    const classSelect = character.getByLabel('Class');

    // Name: click to edit, Enter commits.
    await character.getByRole('button', { name: 'New Character' }).click();
    await character.getByLabel('Character name').fill('  Bilbo Tester  ');
    await character.getByLabel('Character name').press('Enter');
    await expect(character.getByRole('button', { name: 'Bilbo Tester', exact: true })).toBeVisible();

    // Race and class (spec 1 §5): each list offers only what the other allows.
    await classSelect.selectOption('captain');
    expect(await optionsOf(raceSelect)).toEqual(['man']);
    await classSelect.selectOption('lore-master');
    expect(await optionsOf(raceSelect)).toEqual(['elf', 'man']);
    await raceSelect.selectOption('elf');
    expect(await optionsOf(classSelect)).not.toContain('captain');
    expect(await optionsOf(classSelect)).not.toContain('burglar');
    await classSelect.selectOption('guardian');
    await raceSelect.selectOption('hobbit');
    expect(await optionsOf(classSelect)).toEqual(['burglar', 'guardian', 'hunter', 'minstrel']);
    await expect(status).toContainText('Bilbo Tester · Level 50 · Hobbit · Guardian');

    // A two-hander, then a shield: refused with the spec's message; a helm.
    await equipBySearch(page, twoHander);
    await expect(page.getByRole('button', { name: `Main Hand: ${twoHander.name}` })).toBeVisible();
    await equipBySearch(page, shield);
    await expect(page.getByRole('alert').first()).toHaveText('Cannot equip this item');
    await expect(page.getByRole('button', { name: 'Off Hand', exact: true })).toBeVisible();
    await equipBySearch(page, helm);
    await expect(status).toContainText('2/19 equipped');

    // Two virtues: one double-clicked (first free virtue slot), one dragged onto the second slot; ranks 3 and 2.
    await page.getByRole('tab', { name: 'Traits' }).click();
    const list = page.getByRole('region', { name: 'Traits', exact: true });
    const firstCard = list.getByRole('button').first();
    const first = (await firstCard.innerText()).trim();
    await firstCard.dblclick();
    await expect(page.getByRole('button', { name: `Virtue slot 1: ${first}` })).toBeVisible();
    const secondCard = list.getByRole('button').first();
    const second = (await secondCard.innerText()).trim();
    expect(second).not.toBe(first);
    await drag(page, secondCard, page.getByRole('button', { name: 'Virtue slot 2' }));
    await expect(page.getByRole('button', { name: `Virtue slot 2: ${second}` })).toBeVisible();
    const firstRank = page.getByRole('group', { name: `Rank of ${first}` });
    const secondRank = page.getByRole('group', { name: `Rank of ${second}` });
    await firstRank.getByRole('button', { name: 'Raise the rank' }).click();
    await firstRank.getByRole('button', { name: 'Raise the rank' }).click();
    await secondRank.getByRole('button', { name: 'Raise the rank' }).click();
    await expect(firstRank).toContainText(/^−?\s*3/);
    await expect(secondRank).toContainText(/^−?\s*2/);
    const virtueId = (name: string) => traits.find((trait) => trait.nature === 'Virtue' && (trait.localizedName || trait.name) === name)!.id;

    // IDOME: +50 to every primary stat; food: +41 to the chosen stat.
    const mightBefore = await statOf(page, 'Might');
    await page.getByRole('button', { name: 'IDOME: +5% morale and +50 to every primary stat' }).click();
    await expect(page.getByRole('button', { name: /^IDOME/ })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => statOf(page, 'Might')).toBe(mightBefore + 50);
    const vitalityBefore = await statOf(page, 'Vitality');
    await page.getByRole('button', { name: 'Food buff: choose a stat and an amount' }).click();
    const chooser = page.getByRole('group', { name: 'Food buff: choose a stat and an amount' });
    await chooser.getByLabel('Food stat').selectOption('vitality');
    await chooser.getByRole('button', { name: '+41' }).click();
    await expect(page.getByRole('button', { name: 'Food: +41 Vitality (click to clear)' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => statOf(page, 'Vitality')).toBe(vitalityBefore + 41);

    // Every stat shown equals POST /api/character/calculate for this build.
    const build: CalculateRequest = {
      className: 'Guardian',
      raceName: 'Hobbit',
      level: 50,
      equipment: { mainHand: twoHander.id, head: helm.id },
      equippedTraits: [
        { traitId: virtueId(first), rank: 3, slotType: 'virtue', slotIndex: 0 },
        { traitId: virtueId(second), rank: 2, slotType: 'virtue', slotIndex: 1 },
      ],
      buffs: { idomeActive: true, foodBuff: { active: true, stat: 'vitality', amount: 41 } },
    };
    const stats = await expectStatsEqualService(page, request, build);

    // Save → the file holds the character, the items and the virtues with their ranks.
    const file = await saveBuildFile(page);
    expect(file.name).toBe('Bilbo_Tester_Guardian_Level50.json');
    const saved = JSON.parse(await readFile(file.path, 'utf8')) as BuildFile;
    expect(saved.build.character).toEqual({ name: 'Bilbo Tester', level: 50, class: 'Guardian', race: 'Hobbit' });
    expect(saved.build.equipment).toMatchObject({ mainHand: twoHander.id, head: helm.id, offHand: null });
    expect(saved.build.traits.virtue.slice(0, 2)).toEqual([
      { traitId: virtueId(first), rank: 3 },
      { traitId: virtueId(second), rank: 2 },
    ]);

    // Clear everything the page offers to clear: every item, each virtue (right-click).
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(status).toContainText('0/19 equipped');
    await page.getByRole('button', { name: `Virtue slot 1: ${first}` }).click({ button: 'right' });
    await page.getByRole('button', { name: `Virtue slot 2: ${second}` }).click({ button: 'right' });
    await expect(page.getByRole('button', { name: 'Virtue slot 1', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Virtue slot 2', exact: true })).toBeVisible();
    expect(await statOf(page, 'Armour')).toBeLessThan(stats.Armour!);
    expect(await shownStats(page)).not.toEqual(stats);

    // Load the file → the same build, the same stats (the buffs are not in a file: they stay as they are).
    await loadBuildFile(page, file.path);
    await expect(status).toContainText('2/19 equipped');
    await expect(status).toContainText('Bilbo Tester · Level 50 · Hobbit · Guardian');
    expect(await shownStats(page)).toEqual(stats);

    // Share → the link opened in a new page shows the same stats.
    const other = await openShareLink(page, context);
    await expect(statusBar(other)).toContainText('Bilbo Tester · Level 50 · Hobbit · Guardian', { timeout: CATALOG_LOAD_TIMEOUT_MS });
    await expect(statusBar(other)).toContainText('2/19 equipped');
    expect(await shownStats(other)).toEqual(stats);
  });

  test('the grid with every item scrolls to its last card and back, holding only a window of cards', async ({ page, request }) => {
    const total = await catalogTotal(request);
    await openBuilder(page);
    expect(await availableCount(page)).toBe(total);

    await page.getByLabel('Per page').selectOption('1000');
    const grid = page.getByRole('list', { name: '1000 items' });
    const pages = Math.ceil(total / 1000);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect(cardAt(grid, 1)).toBeInViewport();
    expect(await expectNoOverlap(grid)).toBeLessThan(100);

    // To the bottom: the last cards come into view, the first leave the page.
    await grid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(cardAt(grid, 1000)).toBeInViewport();
    await expect(cardAt(grid, 998)).toBeInViewport();
    await expect(cardAt(grid, 1)).toHaveCount(0);
    expect(await expectNoOverlap(grid)).toBeLessThan(100);

    // And back.
    await grid.evaluate((element) => element.scrollTo({ top: 0 }));
    await expect(cardAt(grid, 1)).toBeInViewport();
    await expect(cardAt(grid, 1000)).toHaveCount(0);
    expect(await expectNoOverlap(grid)).toBeLessThan(100);

    // The last page (a link to it, as the address keeps the list's state) ends with the catalog's last item.
    const last = total - (pages - 1) * 1000;
    await page.goto(`/character-builder?size=1000&page=${pages}`);
    const lastGrid = page.getByRole('list', { name: `${last} items` });
    await expect(page.getByText(`Page ${pages} of ${pages}`)).toBeVisible({ timeout: 30_000 });
    await lastGrid.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(cardAt(lastGrid, last)).toBeInViewport();
    await expectNoOverlap(lastGrid);
  });

  test('offline after the first load: the items come from IndexedDB, the count shown', async ({ page }) => {
    await openBuilder(page, '/character-builder?tab=debug');
    const count = await availableCount(page);
    await expect(debugFact(page, 'Items came from')).toHaveText('the server');

    // The API is gone (every /api call fails; routing also keeps the HTTP cache out of the way).
    const calls: string[] = [];
    await page.route('**/api/**', (route) => {
      calls.push(new URL(route.request().url()).pathname);
      return route.abort('internetdisconnected');
    });
    await page.reload();
    await expect(statusBar(page)).toContainText('items available', { timeout: CATALOG_LOAD_TIMEOUT_MS });
    expect(await availableCount(page)).toBe(count);
    await expect(debugFact(page, 'Items came from')).toHaveText("this browser's cache");
    await expect(debugFact(page, 'Items loaded')).toHaveText(count.toLocaleString('en'));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((path) => path === '/api/items' || path === '/api/data/version')).toEqual([]);
    // Without the service the stats cannot be computed: the sidebar says so instead of an empty panel.
    await expect(page.getByRole('complementary', { name: 'Stats' }).getByRole('alert')).toContainText('The character data could not be loaded');

    await page.getByRole('tab', { name: 'Items' }).click();
    const grid = page.getByRole('list', { name: '500 items' });
    await expect(cardAt(grid, 1)).toBeVisible();
  });

  test("the upgrade finder's top item really raises the chosen stat by the gain it shows", async ({ page, request }) => {
    const filtered = await request.get('/api/items/filter?slot=head&levelMax=20&pageSize=50&sortBy=level');
    const worn = findUsable((await filtered.json()) as ItemsPage);
    await openBuilder(page);
    await equipBySearch(page, worn);
    await expect(statusBar(page)).toContainText('1/19 equipped');
    const search = page.getByPlaceholder('Search items...');
    await search.fill('');
    await searchInAddress(page, '');

    // The head slot selected (the list shows every item that fits it), the finder on morale.
    await page.getByRole('button', { name: `Head: ${worn.name}` }).click();
    await expect(page).toHaveURL(/slot=head/);
    await expect(search).toHaveValue('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await page.getByLabel('Upgrade finder').selectOption('morale');
    await expect(page.getByText(/^Ranked in \d+ ms$/)).toBeVisible({ timeout: 30_000 });

    const grid = page.getByRole('list', { name: /items$/ });
    // Every head item the finder could rank, not a search's few.
    expect(Number(/(\d+)/.exec((await grid.getAttribute('aria-label'))!)![1])).toBeGreaterThan(20);
    const top = cardAt(grid, 1);
    const gainText = await top.getByTitle('Gain if equipped in Head').innerText();
    const gain = Number(gainText.replace('+', ''));
    expect(gain, gainText).toBeGreaterThan(0);
    const topId = Number(await top.locator('[data-item-id]').getAttribute('data-item-id'));
    const topItem = (await (await request.get(`/api/items/${topId}`)).json()) as Item;
    expect(topItem.id).not.toBe(worn.id);

    const before = await statOf(page, 'Morale');
    await top.locator('[data-item-id]').dblclick();
    await expect(page.getByRole('button', { name: `Head: ${topItem.name}` })).toBeVisible();
    expect(await statOf(page, 'Morale')).toBe(before + gain);
    // And the page's numbers are the service's for that build.
    const stats = await expectStatsEqualService(page, request, { className: 'Guardian', raceName: 'Man', level: 50, equipment: { head: topId }, equippedTraits: [] });
    expect(stats.Morale).toBe(before + gain);
  });
});
