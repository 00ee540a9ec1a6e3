import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { e2eEnvironment } from '../support/environment.js';

// The administrator area against the whole stack: an admin's change reaches the public site (spec 3; issue 12's
// journeys). Every change made here is put back afterwards (afterAll), so the other files see the seeded site.
const { variables } = e2eEnvironment();
const ADMIN = { username: 'admin', password: variables.ADMIN_PASSWORD! };

// Sample-world quests no other journey uses (deterministic ids and names).
const EXCLUDED_QUEST = { id: 1879201815, name: 'Strange Tracks in The Chetwood' };
const MOVED_QUEST = { id: 1879200475, name: 'Shadows in the Night in Midgewater Marshes', marker: 'Coldor Goatleaf', markerIndex: 3 };
const TOOL = { id: 'crafting', name: 'Crafting' };

async function logIn(page: Page) {
  await expect(page.getByRole('heading', { name: 'Administrator login' })).toBeVisible();
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: ADMIN });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Where the quest's pin named `title` sits across the map image, as a fraction of its width. */
async function pinFractionAcross(page: Page, title: string): Promise<number> {
  const image = page.locator('img.atlas-map__image').first();
  await expect.poll(() => image.evaluate((i) => (i as HTMLImageElement).naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  const pin = page.locator(`.atlas-pin--quest[title*="${title}"]`).first();
  await expect(pin).toBeAttached();
  const [imageBox, pinBox] = await Promise.all([image.boundingBox(), pin.boundingBox()]);
  return (pinBox!.x + pinBox!.width / 2 - imageBox!.x) / imageBox!.width;
}

async function openPublicQuest(page: Page, name: string) {
  await page.goto('/map?tab=quests');
  const sidebar = page.getByRole('complementary', { name: 'Map filters' });
  await sidebar.getByRole('searchbox', { name: 'Search quests' }).fill(name);
  return sidebar;
}

test.describe.serial('administrator area', () => {
  test.afterAll(async ({ request }) => {
    const headers = { Authorization: `Bearer ${await apiToken(request)}` };
    await request.delete(`/api/admin/quests/${MOVED_QUEST.id}/override`, { headers });
    await request.post('/api/admin/quests/bulk-exclude', { headers, data: { QuestIds: [String(EXCLUDED_QUEST.id)], Action: 'Include', Notes: 'e2e clean-up' } });
    await request.put(`/api/admin/homepage-tools/${TOOL.id}/dev-status`, { headers, data: { isInDevelopment: false } });
  });

  test("the server's texts come in the visitor's language: a failed login in German and Russian", async ({ page }) => {
    // German on the first visit only, so that the switch to Russian below survives the reload.
    await page.addInitScript(() => localStorage.getItem('eoa.language') ?? localStorage.setItem('eoa.language', 'de'));
    await page.goto('/admin/login');
    await page.getByLabel('Benutzername').fill('nobody-e2e');
    await page.getByLabel('Passwort').fill('not the password');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Ungültiger Benutzername oder ungültiges Passwort')).toBeVisible();
    await expect(page.getByText('Invalid username or password')).toHaveCount(0);

    // The language switched on the page: the next answer follows it.
    await page.evaluate(() => localStorage.setItem('eoa.language', 'ru'));
    await page.reload();
    await page.getByLabel('Имя пользователя').fill('nobody-e2e');
    await page.getByLabel('Пароль').fill('still not the password');
    await page.getByRole('button', { name: 'Войти' }).click();
    await expect(page.getByText('Неверное имя пользователя или пароль')).toBeVisible();
  });

  test('the guard sends a visitor to the login, which returns to the page asked for; wrong credentials say so', async ({ page }) => {
    await page.goto('/admin/quests?excluded=true');
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Username and password are required')).toBeVisible();
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Invalid username or password')).toBeVisible();

    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/admin\/quests\?excluded=true$/);
    await expect(page.getByRole('navigation', { name: 'Administration' })).toBeVisible();
    await expect(page.getByText('Admin v0.1.0')).toBeVisible();

    // Logout clears the login: the area asks for it again.
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login/);
  });

  test('exclude a quest: it leaves the public quest list', async ({ page, request }) => {
    const publicList = async () => (await (await request.get(`/api/quests?search=${encodeURIComponent(EXCLUDED_QUEST.name)}`)).json()) as { quests: { id: number }[] };
    expect((await publicList()).quests.map((q) => q.id)).toContain(EXCLUDED_QUEST.id);

    await page.goto('/admin/quests');
    await logIn(page);
    await expect(page).toHaveURL(/\/admin\/quests$/);
    await page.getByLabel('Search').fill(EXCLUDED_QUEST.name);
    await expect(page.getByText('1 quest', { exact: true })).toBeVisible();
    // Nothing selected: the spec's alert.
    await page.getByRole('button', { name: 'Exclude selected' }).click();
    await expect(page.getByRole('alertdialog')).toContainText('No quests selected');
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();

    await page.getByRole('checkbox', { name: `Select ${EXCLUDED_QUEST.name}` }).check();
    await page.getByRole('button', { name: 'Exclude selected' }).click();
    const confirm = page.getByRole('dialog', { name: 'Exclude quests' });
    await confirm.getByLabel('Notes (optional)').fill('Broken in the sample world (e2e)');
    await confirm.getByRole('button', { name: 'Exclude', exact: true }).click();
    await expect(page.getByText('1 quest excluded.')).toBeVisible();

    await expect.poll(async () => (await publicList()).quests.map((q) => q.id)).not.toContain(EXCLUDED_QUEST.id);
    const sidebar = await openPublicQuest(page, EXCLUDED_QUEST.name);
    await expect(sidebar.getByText('No quests found for this area')).toBeVisible();
    await expect(sidebar.getByRole('button', { name: new RegExp(EXCLUDED_QUEST.name) })).toHaveCount(0);

    // The audit log has the write, by this administrator.
    await page.goto('/admin/audit?entityType=Quest');
    await expect(page.getByRole('row').filter({ hasText: String(EXCLUDED_QUEST.id) }).first()).toContainText('admin');
  });

  test('move a quest marker: the public map draws it moved', async ({ page, request }) => {
    let sidebar = await openPublicQuest(page, MOVED_QUEST.name);
    await sidebar.getByRole('button', { name: new RegExp(MOVED_QUEST.name) }).click();
    await expect(page).toHaveURL(/[?&]map=268440015/);
    const before = await pinFractionAcross(page, MOVED_QUEST.marker);
    expect(before).toBeLessThan(0.35);

    await page.goto(`/admin/quests/${MOVED_QUEST.id}?tab=markers`);
    await logIn(page);
    await expect(page.getByRole('heading', { name: MOVED_QUEST.name })).toBeVisible();
    const overrideX = page.getByLabel(`Override X of ${MOVED_QUEST.marker}`).first();
    await overrideX.fill('400');
    await expect(page.getByText('You have unsaved changes.')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/^Saved\./)).toBeVisible();
    await expect(page.getByText('Override', { exact: true }).first()).toBeVisible();

    // 400 of 500 across Midgewater Marshes' 9° box from 62°W: 54.8°W.
    await expect
      .poll(async () => {
        const quest = (await (await request.get(`/api/quests/${MOVED_QUEST.id}`)).json()) as { markers: { index: number; longitude: number }[] };
        return quest.markers.find((m) => m.index === MOVED_QUEST.markerIndex)?.longitude;
      })
      .toBeCloseTo(-54.8, 3);
    sidebar = await openPublicQuest(page, MOVED_QUEST.name);
    await sidebar.getByRole('button', { name: new RegExp(MOVED_QUEST.name) }).click();
    const after = await pinFractionAcross(page, MOVED_QUEST.marker);
    expect(after).toBeCloseTo(0.8, 1);
    expect(after - before).toBeGreaterThan(0.4);
  });

  test('approve a correction: its status changes on /corrections', async ({ page, request }) => {
    const reason = `Level 17 in game, not 16 — seen on ${new Date().toISOString()}`;
    const created = await request.post('/api/corrections', {
      data: { entityType: 'Quest', entityId: String(MOVED_QUEST.id), entityName: MOVED_QUEST.name, fieldName: 'level', currentValue: '16', suggestedValue: '17', reason },
    });
    expect(created.status()).toBe(201);
    const { correctionId } = (await created.json()) as { correctionId: number };

    await page.goto('/admin/corrections?status=pending');
    await logIn(page);
    const row = page.getByRole('row', { name: `Correction ${correctionId}` });
    await expect(row).toContainText('Pending');
    await row.getByRole('button', { name: 'Approve' }).click();
    const review = page.getByRole('dialog', { name: `Correction ${correctionId}` });
    await review.getByLabel('Admin notes (optional)').fill('Checked in game (e2e).');
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review).toBeHidden();

    await page.goto('/corrections');
    const publicRow = page.getByRole('row').filter({ hasText: MOVED_QUEST.name }).first();
    await expect(publicRow).toContainText('Approved');
  });

  test('flag a tool in development: the home page shows the badge', async ({ page }) => {
    await page.goto('/admin/homepage-tools');
    await logIn(page);
    const box = page.getByRole('checkbox', { name: `In Development: ${TOOL.name}` });
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(page.getByRole('row').filter({ hasText: TOOL.id }).getByText('DEV', { exact: true })).toBeVisible();
    await expect(page.getByText('Saving...')).toHaveCount(0);

    await page.goto('/');
    const card = page.getByTestId('tool-card').filter({ hasText: TOOL.name });
    await expect(card).toContainText('In Development');
  });
});
