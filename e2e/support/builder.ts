import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { CalculateRequest, CalculateResponse, Item, ItemsPage, StatCode } from '@eoa/contracts';

/** A name as a pattern that matches it literally. */
export const literally = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The first item of a list a level-50 Guardian may wear. */
export const findUsable = (page: ItemsPage): Item => {
  const item = page.items.find((candidate) => candidate.minLevel <= 50 && (!candidate.requiredClass || candidate.requiredClass === 'guardian'));
  if (!item) throw new Error('no item a level-50 Guardian may wear in this list');
  return item;
};

/** GET /api/items/slot/{slot} (sorted by level) as the service answers it. */
export async function itemsForSlot(request: APIRequestContext, slot: string): Promise<ItemsPage> {
  const response = await request.get(`/api/items/slot/${slot}?pageSize=50&sortBy=level`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ItemsPage;
}

/** How many items the catalog holds, by the service (GET /api/items, one item per page). */
export async function catalogTotal(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/items?page=1&pageSize=1');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as ItemsPage).totalCount;
}

export const statusBar = (page: Page): Locator => page.getByRole('region', { name: 'Status bar' });
export const statsPanel = (page: Page): Locator => page.getByRole('region', { name: 'Stats' });

/**
 * How long a page may take to hold the whole catalog (21,725 items, in pages). A bound that only keeps a broken load
 * from hanging, no aim for speed: on this two-core machine under the suite's load a cold load took up to 40 s, and
 * near 30 s on the embedded site beside the main one.
 */
export const CATALOG_LOAD_TIMEOUT_MS = 120_000;
/** A builder test's own bound: two catalog loads (a page and the one a share link opens) and what it does between. */
export const BUILDER_TEST_TIMEOUT_MS = 3 * CATALOG_LOAD_TIMEOUT_MS;

/** Opens the builder and waits until every item is loaded (the status bar shows the count). */
export async function openBuilder(page: Page, path = '/character-builder'): Promise<void> {
  await page.goto(path);
  await expect(statusBar(page)).toContainText('items available', { timeout: CATALOG_LOAD_TIMEOUT_MS });
}

/** The number the stat panel shows for a stat label ("12.6%" → 12.6). */
export async function statOf(page: Page, label: string): Promise<number> {
  const row = statsPanel(page).locator('.builder-stat', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  return Number((await row.locator('dd').first().innerText()).replace('%', ''));
}

/** Every stat the panels show, label → number. */
export async function shownStats(page: Page): Promise<Record<string, number>> {
  const rows = statsPanel(page).locator('.builder-stat');
  await expect(rows.first()).toBeVisible();
  const pairs = await rows.evaluateAll((elements) =>
    elements.map((row): [string, string] => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
  );
  return Object.fromEntries(pairs.map(([label, value]) => [label.trim(), Number(value.trim().replace('%', ''))]));
}

type Scaling = 'pool' | 'whole' | 'regen' | 'decimal';

/**
 * Each stat of the panels (English label) with its code in the calculate answer and the spec's scaling
 * (spec 1 §7): morale, power and primaries ÷ 100 floored; regeneration ÷ 100 (one decimal); armour whole;
 * the rest as they come, one decimal.
 */
const PANEL_STATS: Readonly<Record<string, [StatCode, Scaling]>> = {
  Morale: ['MORALE', 'pool'],
  Power: ['POWER', 'pool'],
  Armour: ['ARMOUR', 'whole'],
  Might: ['MIGHT', 'pool'],
  Agility: ['AGILITY', 'pool'],
  Vitality: ['VITALITY', 'pool'],
  Will: ['WILL', 'pool'],
  Fate: ['FATE', 'pool'],
  'Melee Critical': ['MELEE_CRIT', 'decimal'],
  'Ranged Critical': ['RANGED_CRIT', 'decimal'],
  'Tactical Critical': ['TACTICAL_CRIT', 'decimal'],
  Block: ['BLOCK', 'decimal'],
  Evade: ['EVADE', 'decimal'],
  Parry: ['PARRY', 'decimal'],
  'Common Mitigation': ['COMMON_MITIGATION', 'decimal'],
  'Tactical Mitigation': ['TACTICAL_MITIGATION', 'decimal'],
  'Fire Mitigation': ['FIRE_MITIGATION', 'decimal'],
  'Shadow Mitigation': ['SHADOW_MITIGATION', 'decimal'],
  'Wound Resistance': ['RESIST_WOUND', 'decimal'],
  'Disease Resistance': ['RESIST_DISEASE', 'decimal'],
  'Poison Resistance': ['RESIST_POISON', 'decimal'],
  'Fear Resistance': ['RESIST_FEAR', 'decimal'],
  'In-Combat Morale Regen': ['ICMR', 'regen'],
  'Non-Combat Morale Regen': ['OCMR', 'regen'],
  'In-Combat Power Regen': ['ICPR', 'regen'],
  'Non-Combat Power Regen': ['OCPR', 'regen'],
  'Melee Critical Defence': ['MELEE_CRIT_DEFENSE', 'decimal'],
  'Ranged Critical Defence': ['RANGED_CRIT_DEFENSE', 'decimal'],
  'Tactical Critical Defence': ['TACTICAL_CRIT_DEFENSE', 'decimal'],
};

const oneDecimal = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? 0 : rounded;
};

/** What the page should show for the service's answer, label → number. */
export function expectedFromService(answer: CalculateResponse): Record<string, number> {
  const expected: Record<string, number> = {};
  for (const [label, [code, scaling]] of Object.entries(PANEL_STATS)) {
    const value = answer[code];
    if (typeof value !== 'number') throw new Error(`the calculate answer has no ${code}`);
    expected[label] =
      scaling === 'pool' ? Math.floor(value / 100) : scaling === 'whole' ? Math.floor(value) : scaling === 'regen' ? oneDecimal(value / 100) : oneDecimal(value);
  }
  return expected;
}

/** POST /api/character/calculate. */
export async function calculate(request: APIRequestContext, body: CalculateRequest): Promise<CalculateResponse> {
  const response = await request.post('/api/character/calculate', { data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as CalculateResponse;
}

/** Every stat the panels show equals the service's answer for the same build, after the spec's scaling. */
export async function expectStatsEqualService(page: Page, request: APIRequestContext, body: CalculateRequest): Promise<Record<string, number>> {
  const shown = await shownStats(page);
  expect(Object.keys(shown).sort()).toEqual(Object.keys(PANEL_STATS).sort());
  expect(shown).toEqual(expectedFromService(await calculate(request, body)));
  return shown;
}

/** Types the item's name into the search and double-clicks its card (equips it as a player would). */
export async function equipBySearch(page: Page, item: Pick<Item, 'id' | 'name'>): Promise<void> {
  await page.getByPlaceholder('Search items...').fill(item.name);
  // Names are not unique in the catalog: the card of this very item (its id).
  await page.getByRole('button', { name: literally(item.name) }).and(page.locator(`[data-item-id="${item.id}"]`)).dblclick();
  await searchInAddress(page, item.name);
}

/**
 * Waits until the item search has reached the address (the page writes it there 300 ms after typing). Known race
 * in the page: another change of the address (a tab, a slot) made before that write, while the page is busy
 * re-rendering, can be undone by it or undo it (each write merges into the address as last rendered), so the
 * journeys let the search settle first.
 */
export async function searchInAddress(page: Page, search: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).searchParams.get('q') ?? '').toBe(search);
}

/** Save → the download of the build file (named by the rules), and where Playwright put it. */
export async function saveBuildFile(page: Page): Promise<{ name: string; path: string }> {
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Build' });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Save' }).click()]);
  return { name: download.suggestedFilename(), path: await download.path() };
}

/** Load → the build file chosen in the dialog. */
export async function loadBuildFile(page: Page, path: string): Promise<void> {
  await page.getByRole('button', { name: 'Load' }).click();
  await page.getByRole('dialog', { name: 'Load Build' }).locator('input[type=file]').setInputFiles(path);
}

/** Share → the link, opened in a new page of the same browser. */
export async function openShareLink(page: Page, context: BrowserContext): Promise<Page> {
  await page.getByRole('button', { name: 'Share' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toContain('#build/');
  const other = await context.newPage();
  await other.goto(link);
  return other;
}
