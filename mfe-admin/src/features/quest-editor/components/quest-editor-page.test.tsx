import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminQuestDetail, QuestOverrideSave } from '@eoa/contracts';
import { i18n } from '@eoa/i18n';
import { mockApi, requestsTo, type MockHandler } from '@eoa/ui/testing';
import { questCategories, questDetail } from '../../../testing/admin-quest-fixture';
import { renderAdmin, sessionRoutes, storeTestLogin } from '../../../testing/render-admin';

const emptyAudit = { auditLogs: [], totalCount: 0, hasNext: false, hasPrevious: false, page: 1, pageSize: 20 };

function routes(extra: Record<string, MockHandler> = {}, detail: AdminQuestDetail = questDetail()): Record<string, MockHandler> {
  return {
    ...sessionRoutes(),
    'GET /api/admin/quests/101': { body: detail },
    'GET /api/quests/categories': { body: questCategories },
    'GET /api/admin/audit': { body: emptyAudit },
    ...extra,
  };
}

/** Opens the editor of quest 101 signed in, waits for it, and answers the saves with `saved`. */
async function openEditor(path = '/admin/quests/101', extra: Record<string, MockHandler> = {}) {
  storeTestLogin();
  const api = mockApi(routes(extra));
  const view = renderAdmin(path);
  await screen.findByRole('heading', { level: 2, name: 'The Old Forest' });
  return { api, ...view };
}

const savedPayload = (api: ReturnType<typeof mockApi>) => requestsTo(api, 'PUT', '/api/admin/quests/101/override').at(-1)!.body as QuestOverrideSave;
const unsavedBanner = () => screen.queryByText(/^You have unsaved changes/);

describe('the quest editor: loading and states', () => {
  it('shows the loading progress, then the quest with its tabs and the basic fields beside their originals', async () => {
    storeTestLogin();
    let answer: () => void = () => undefined;
    mockApi(routes({ 'GET /api/admin/quests/101': () => new Promise((resolve) => (answer = () => resolve({ body: questDetail() }))) }));
    renderAdmin('/admin/quests/101');
    expect(await screen.findByRole('progressbar', { name: 'Loading quest…' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 2, name: 'The Old Forest' })).toBeInTheDocument();
    expect(screen.getByText('#101')).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Quest editor sections' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Basic', 'Markers', 'Objectives', 'Advanced']);
    expect(within(tabs).getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Level')).toHaveValue('');
    expect(screen.getByLabelText('Level')).toHaveAttribute('placeholder', '12');
    const category = screen.getByLabelText('Category');
    await waitFor(() => expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual(['Original (Bree-land)', 'Bree-land', 'The Shire', 'Epic']));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(unsavedBanner()).not.toBeInTheDocument();
  });

  it('keeps the tab in the address', async () => {
    const { user, location } = await openEditor('/admin/quests/101?tab=objectives');
    expect(screen.getByRole('tab', { name: 'Objectives' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Advanced' }));
    await waitFor(() => expect(location()).toBe('/admin/quests/101?tab=advanced'));
    await user.click(screen.getByRole('tab', { name: 'Basic' }));
    await waitFor(() => expect(location()).toBe('/admin/quests/101'));
  });

  it('says "Quest not found" for an unknown quest, and for an id that cannot be one without asking', async () => {
    storeTestLogin();
    const api = mockApi(routes({ 'GET /api/admin/quests/999': { status: 404, body: { status: 404, code: 'test.failure', detail: 'Quest 999 not found', params: {} } } }));
    const { router } = renderAdmin('/admin/quests/999');
    expect(await screen.findByRole('heading', { name: 'Quest not found' })).toBeInTheDocument();
    expect(requestsTo(api, 'GET', '/api/admin/quests/999')).toHaveLength(1);
    await act(() => router.navigate('/admin/quests/abc'));
    expect(await screen.findByRole('heading', { name: 'Quest not found' })).toBeInTheDocument();
    expect(api.mock.calls.some(([url]) => String(url).includes('/admin/quests/abc'))).toBe(false);
    expect(screen.getByRole('link', { name: 'All quests' })).toHaveAttribute('href', '/admin/quests');
  });

  it('asks for the quest in the page’s language; a language change keeps the unsaved edits while the new answer loads', async () => {
    let answerGerman: () => void = () => undefined;
    const { api, user } = await openEditor('/admin/quests/101', {
      'GET /api/admin/quests/101': (request) =>
        request.query.get('lang') === 'de'
          ? new Promise((resolve) => (answerGerman = () => resolve({ body: questDetail({ localizedName: 'Der Alte Wald' }) })))
          : { body: questDetail() },
    });
    expect(requestsTo(api, 'GET', '/api/admin/quests/101').map((request) => request.query.get('lang'))).toEqual(['en']);
    await user.type(screen.getByLabelText('Name'), 'Renamed');
    try {
      await act(() => i18n.changeLanguage('de'));
      await waitFor(() => expect(requestsTo(api, 'GET', '/api/admin/quests/101').map((request) => request.query.get('lang'))).toEqual(['en', 'de']));
      // Still the editor with the edit while German loads, then after it came.
      expect(screen.getByRole('heading', { level: 2, name: 'The Old Forest' })).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveValue('Renamed');
      act(() => answerGerman());
      expect(await screen.findByRole('heading', { level: 2, name: 'Der Alte Wald' })).toBeInTheDocument();
      expect(screen.getByLabelText('Name')).toHaveValue('Renamed');
      expect(unsavedBanner()).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows "Failed to load quest details" with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    storeTestLogin();
    let fail = true;
    mockApi(routes({ 'GET /api/admin/quests/101': () => (fail ? { status: 502, body: { status: 502, code: 'test.failure', detail: 'Atlas did not answer', params: {} } } : { body: questDetail() }) }));
    const { user } = renderAdmin('/admin/quests/101');
    // One more try after a second (the query's own retry), then the banner.
    expect(await screen.findByText('Failed to load quest details')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'The Old Forest' })).toBeInTheDocument();
  });
});

describe('the quest editor: basic fields, save, reset and delete', () => {
  it('marks the editor dirty, refuses a level that is not an integer, and saves the payload', async () => {
    let saved: AdminQuestDetail | null = null;
    const { api, user } = await openEditor('/admin/quests/101', {
      'PUT /api/admin/quests/101/override': (request) => {
        const body = request.body as QuestOverrideSave;
        saved = questDetail({ overrideFields: { ...questDetail().overrideFields!, name: body.fieldOverrides.name ?? null, level: body.fieldOverrides.level ?? null, category: body.fieldOverrides.category ?? null } });
        return { body: saved };
      },
    });
    await user.type(screen.getByLabelText('Name'), 'The Old Forest (Bombadil)');
    expect(unsavedBanner()).toHaveTextContent('You have unsaved changes.');
    await user.type(screen.getByLabelText('Level'), '12a');
    expect(screen.getByText('Level must be a whole number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Level')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Level'));
    await user.type(screen.getByLabelText('Level'), '14');
    await waitFor(() => expect(within(screen.getByLabelText('Category')).getAllByRole('option')).toHaveLength(4));
    await user.selectOptions(screen.getByLabelText('Category'), 'The Shire');
    await user.selectOptions(screen.getByLabelText('Expansion era'), 'Mines of Moria');
    await user.click(screen.getByRole('checkbox', { name: /Excluded/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved. The public site shows the change within moments.')).toBeInTheDocument();
    expect(savedPayload(api)).toEqual({
      excluded: true,
      expansionEra: 'MoM',
      fieldOverrides: { name: 'The Old Forest (Bombadil)', level: 14, description: null, category: 7 },
      markerOverrides: [
        { index: 1, name: 'Tom Bombadil', objectiveIndex: 0, originalX: 200, originalY: 150, overrideX: 210.5, overrideY: 140, hidden: false },
        { index: null, name: 'Goldberry', objectiveIndex: 0, originalX: null, originalY: null, overrideX: 220, overrideY: 130, hidden: false },
      ],
      objectiveOverrides: [null, 'Return to Barliman in Bree'],
      hiddenCommentIndices: [1],
      adminNotes: 'Checked in game',
    });
    expect(unsavedBanner()).not.toBeInTheDocument();
    expect(screen.getByLabelText('Level')).toHaveValue('14');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('shows "Failed to save quest override. Please try again." and keeps the edits', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openEditor('/admin/quests/101', { 'PUT /api/admin/quests/101/override': { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } } });
    await user.type(screen.getByLabelText('Description'), 'A darker wood.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save quest override. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).toHaveValue('A darker wood.');
    expect(unsavedBanner()).toBeInTheDocument();
  });

  it('asks before a reset when dirty, then goes back to the quest as saved', async () => {
    const { user, api } = await openEditor();
    await user.type(screen.getByLabelText('Name'), 'Renamed');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the editor' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Renamed');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reset the editor' })).getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(unsavedBanner()).not.toBeInTheDocument();
    // Clean: Reset asks nothing and loads the quest again.
    const loads = requestsTo(api, 'GET', '/api/admin/quests/101').length;
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(requestsTo(api, 'GET', '/api/admin/quests/101').length).toBe(loads + 1));
  });

  it('deletes the override after a confirmation; a failure says so in the dialog', async () => {
    let fail = true;
    const seeded = questDetail({ hasOverrides: false, overrideInfo: null, overrideFields: null, markerOverrides: [], hiddenCommentIndices: [] });
    const { user, api } = await openEditor('/admin/quests/101', {
      'DELETE /api/admin/quests/101/override': () => (fail ? { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } } : { body: seeded }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Delete override' }));
    let dialog = screen.getByRole('dialog', { name: 'Delete override' });
    expect(dialog).toHaveTextContent('Delete every override of this quest?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete override' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to delete quest override. Please try again.');
    fail = false;
    dialog = screen.getByRole('dialog', { name: 'Delete override' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete override' }));
    expect(await screen.findByText('Override deleted: the quest is as originally imported.')).toBeInTheDocument();
    expect(requestsTo(api, 'DELETE', '/api/admin/quests/101/override')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete override' })).toBeDisabled();
  });
});

describe('the quest editor: markers, objectives and advanced', () => {
  it('lists the markers with their kind and moves one by number and by a click on the map', async () => {
    const { user, api } = await openEditor('/admin/quests/101?tab=markers', { 'PUT /api/admin/quests/101/override': { body: questDetail() } });
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(1, 4).map((cell) => cell.textContent))).toEqual([
      ['Override', 'Tom Bombadil · Objective 1', '200.0, 150.0'],
      ['Existing', 'Le Vieil Homme Saule · Objective 1Old Man Willow', '300.0, 200.2'],
      ['Existing', 'Barliman · Objective 2', '50.0, 60.0'],
      ['New', 'Objective 1Objective 2', 'none'],
    ]);
    // Names in the page's language (the detail's localizedName), the English one beneath where it differs.
    expect(within(rows[1]!).getByText('Old Man Willow')).toHaveAttribute('lang', 'en');
    expect(within(rows[0]!).queryByText('Tom Bombadil', { selector: '[lang="en"]' })).not.toBeInTheDocument();
    const willowX = screen.getByRole('spinbutton', { name: 'Override X of Le Vieil Homme Saule' });
    expect(willowX).toHaveAttribute('step', '0.1');
    await user.type(willowX, '305.5');
    expect(within(rows[1]!).getByText('Override')).toBeInTheDocument();

    // The map: Barliman selected, a click at the map's centre puts him there.
    await user.click(screen.getByRole('radio', { name: 'Place Barliman with a click on the map' }));
    const map = screen.getByRole('img', { name: 'Map of The Old Forest with the quest\'s markers' });
    expect(map.querySelector('image')).toHaveAttribute('href', '/api/maps/268437592/image');
    jest.spyOn(map, 'getBoundingClientRect').mockReturnValue({ left: 100, top: 50, width: 250, height: 187.5, right: 350, bottom: 237.5, x: 100, y: 50, toJSON: () => ({}) });
    fireEvent.click(map, { clientX: 225, clientY: 143.75 });
    expect(screen.getByRole('spinbutton', { name: 'Override X of Barliman' })).toHaveValue(250);
    expect(screen.getByRole('spinbutton', { name: 'Override Y of Barliman' })).toHaveValue(187.5);
    // Original hollow, moved filled, a trail between.
    const barliman = map.querySelector('[data-marker="seeded-3"]')!;
    expect(barliman.querySelector('.marker-map__original')).toHaveAttribute('cx', '50');
    expect(barliman.querySelector('.marker-map__moved')).toHaveAttribute('cx', '250');
    expect(barliman.querySelector('.marker-map__trail')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Hide Tom Bombadil' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(api, 'PUT', '/api/admin/quests/101/override')).toHaveLength(1));
    expect(savedPayload(api).markerOverrides).toEqual([
      { index: 1, name: 'Tom Bombadil', objectiveIndex: 0, originalX: 200, originalY: 150, overrideX: 210.5, overrideY: 140, hidden: true },
      { index: 2, name: 'Old Man Willow', objectiveIndex: 0, originalX: 300, originalY: 200.2, overrideX: 305.5, overrideY: null, hidden: false },
      { index: 3, name: 'Barliman', objectiveIndex: 1, originalX: 50, originalY: 60, overrideX: 250, overrideY: 187.5, hidden: false },
      { index: null, name: 'Goldberry', objectiveIndex: 0, originalX: null, originalY: null, overrideX: 220, overrideY: 130, hidden: false },
    ]);
  });

  it('draws every marker on the map: the selected one larger with a ring, hidden ones crossed out; a click on a marker selects its row', async () => {
    const { user } = await openEditor('/admin/quests/101?tab=markers');
    const map = screen.getByRole('img', { name: "Map of The Old Forest with the quest's markers" });
    const glyph = (key: string) => map.querySelector(`[data-marker="${key}"]`)!;
    // Every row with a position, the selected one (Tom, the first row) drawn last so it stays on top.
    expect(Array.from(map.querySelectorAll('[data-marker]'), (g) => g.getAttribute('data-marker'))).toEqual(['seeded-2', 'seeded-3', 'added-1', 'seeded-1']);

    // Tom, moved: hollow original, filled new place, the line between, emphasised with the ring where he now is.
    const tom = glyph('seeded-1');
    expect(tom).toHaveClass('marker-map__marker--selected');
    expect(tom.querySelector('.marker-map__original')).toHaveAttribute('cx', '200');
    expect(tom.querySelector('.marker-map__moved')).toHaveAttribute('cx', '210.5');
    expect(tom.querySelector('.marker-map__moved')).toHaveAttribute('r', '9');
    expect(tom.querySelector('.marker-map__trail')).toHaveAttribute('x2', '210.5');
    expect(tom.querySelector('.marker-map__ring')).toHaveAttribute('cx', '210.5');
    // Willow, where the game has him: only the hollow original, at the normal size, no ring.
    const willow = glyph('seeded-2');
    expect(willow.querySelector('.marker-map__original')).toHaveAttribute('r', '6');
    expect(willow.querySelector('.marker-map__moved')).not.toBeInTheDocument();
    expect(willow.querySelector('.marker-map__ring')).not.toBeInTheDocument();
    expect(willow.querySelector('title')).toHaveTextContent('Le Vieil Homme Saule: click to select its row');
    // Goldberry, added: only her filled position.
    expect(glyph('added-1')).toHaveClass('marker-map__marker--new');
    expect(glyph('added-1').querySelector('.marker-map__original')).not.toBeInTheDocument();
    expect(glyph('added-1').querySelector('.marker-map__moved')).toHaveAttribute('cx', '220');

    // Hidden: still drawn, dimmed and crossed out.
    await user.click(screen.getByRole('checkbox', { name: 'Hide Le Vieil Homme Saule' }));
    expect(glyph('seeded-2')).toHaveClass('marker-map__marker--hidden');
    expect(glyph('seeded-2').querySelector('.marker-map__cross')).toBeInTheDocument();
    expect(glyph('seeded-2').querySelector('title')).toHaveTextContent('Le Vieil Homme Saule (hidden): click to select its row');
    expect(tom.querySelector('.marker-map__cross')).not.toBeInTheDocument();

    // A click on Barliman's marker selects his row and places nothing (the map's own click would).
    jest.spyOn(map, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 500, height: 375, right: 500, bottom: 375, x: 0, y: 0, toJSON: () => ({}) });
    fireEvent.click(glyph('seeded-3').querySelector('circle')!, { clientX: 50, clientY: 60 });
    expect(screen.getByRole('radio', { name: 'Place Barliman with a click on the map' })).toBeChecked();
    expect(glyph('seeded-3')).toHaveClass('marker-map__marker--selected');
    expect(glyph('seeded-1')).not.toHaveClass('marker-map__marker--selected');
    expect(screen.getByRole('spinbutton', { name: 'Override X of Barliman' })).toHaveValue(null);
    expect(screen.getByRole('spinbutton', { name: 'Override X of Tom Bombadil' })).toHaveValue(210.5);
    expect(screen.getByText(/^Click the map to place Barliman\./)).toHaveTextContent('Click the map to place Barliman. Click a marker to select its row.');
    expect(unsavedBanner()).toHaveTextContent('You have unsaved changes.');

    // Then a click on the map elsewhere places him.
    fireEvent.click(map, { clientX: 400, clientY: 300 });
    expect(screen.getByRole('spinbutton', { name: 'Override X of Barliman' })).toHaveValue(400);
    expect(screen.getByRole('spinbutton', { name: 'Override Y of Barliman' })).toHaveValue(300);
  });

  it('adds a new marker that needs a position, and removes it again', async () => {
    const { user } = await openEditor('/admin/quests/101?tab=markers');
    await user.click(screen.getByRole('button', { name: 'Add marker' }));
    expect(screen.getByRole('textbox', { name: 'Name of added marker 1' })).toHaveValue('Goldberry');
    expect(screen.getByRole('textbox', { name: 'Name of added marker 2' })).toHaveValue('New marker 1');
    expect(screen.getByText('A new marker needs X and Y.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(unsavedBanner()).toHaveTextContent('Correct the marked fields');
    await user.type(screen.getByRole('spinbutton', { name: 'Override X of New marker 1' }), '600');
    expect(screen.getByText('Between 0 and 500.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove New marker 1' }));
    expect(screen.queryByText('A new marker needs X and Y.')).not.toBeInTheDocument();
    expect(unsavedBanner()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('overrides an objective text, hides a comment and writes admin notes', async () => {
    const { user, api } = await openEditor('/admin/quests/101?tab=objectives', { 'PUT /api/admin/quests/101/override': { body: questDetail() } });
    expect(screen.getByText('Speak to Tom')).toBeInTheDocument();
    const overrides = screen.getAllByLabelText('Override text');
    expect(overrides[1]).toHaveValue('Return to Barliman in Bree');
    await user.type(overrides[0]!, 'Speak to Tom Bombadil');
    await user.clear(overrides[1]!);

    await user.click(screen.getByRole('tab', { name: 'Advanced' }));
    expect(screen.getByRole('checkbox', { name: 'Hide this comment by Troll' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Hide this comment by Frodo' }));
    await user.clear(screen.getByLabelText('Notes for other administrators (not shown publicly)'));
    await user.type(screen.getByLabelText('Notes for other administrators (not shown publicly)'), 'Fixed from the wiki');
    expect(screen.getByText('elrond')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(await screen.findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(requestsTo(api, 'GET', '/api/admin/audit')[0]!.query.get('entityId')).toBe('101');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(api, 'PUT', '/api/admin/quests/101/override')).toHaveLength(1));
    expect(savedPayload(api)).toMatchObject({ objectiveOverrides: ['Speak to Tom Bombadil', null], hiddenCommentIndices: [0, 1], adminNotes: 'Fixed from the wiki' });
  });
});

describe('the quest editor: leaving while dirty', () => {
  it('asks before going to another page, not before a tab change; Stay keeps the edits, Leave goes', async () => {
    const { user, location } = await openEditor();
    await user.type(screen.getByLabelText('Name'), 'Renamed');
    await user.click(screen.getByRole('tab', { name: 'Markers' }));
    await waitFor(() => expect(location()).toBe('/admin/quests/101?tab=markers'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent('Leave without saving? Your changes to this quest will be lost.');
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location()).toBe('/admin/quests/101?tab=markers');
    await user.click(screen.getByRole('tab', { name: 'Basic' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Renamed');

    await user.click(screen.getByRole('link', { name: 'All quests' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unsaved changes' })).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(location()).toBe('/admin/quests'));
  });

  it('has the browser ask before unloading the page while dirty, and not when clean', async () => {
    const { user } = await openEditor();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.type(screen.getByLabelText('Name'), 'Renamed');
    expect(unload()).toBe(true);
  });

  it('goes to a page without asking when nothing changed', async () => {
    const { user, location } = await openEditor();
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(location()).toBe('/admin'));
  });
});

describe('the quest editor: prefilled from a correction', () => {
  it('puts a suggested level into the basic tab as an unsaved edit, with the notice', async () => {
    const { user, api } = await openEditor('/admin/quests/101?prefillField=level&prefillValue=15&correction=7', { 'PUT /api/admin/quests/101/override': { body: questDetail() } });
    const notice = await screen.findByRole('region', { name: 'Prefilled from correction #7' });
    expect(notice).toHaveTextContent('the suggested level is in the editor as an unsaved change.');
    expect(notice).toHaveTextContent('15');
    expect(within(notice).getByRole('link', { name: 'Back to the corrections' })).toHaveAttribute('href', '/admin/corrections');
    expect(screen.getByLabelText('Level')).toHaveValue('15');
    expect(unsavedBanner()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(api, 'PUT', '/api/admin/quests/101/override')).toHaveLength(1));
    expect(savedPayload(api).fieldOverrides.level).toBe(15);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Prefilled from correction #7' })).not.toBeInTheDocument());
  });

  it("puts a suggested objective into the first objective's override on the objectives tab", async () => {
    const { location } = await openEditor('/admin/quests/101?prefillField=objective&prefillValue=Speak%20to%20Tom%20Bombadil&correction=8');
    expect(await screen.findByRole('tab', { name: 'Objectives' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getAllByLabelText('Override text')[0]).toHaveValue('Speak to Tom Bombadil'));
    expect(screen.getAllByLabelText('Override text')[1]).toHaveValue('Return to Barliman in Bree');
    await waitFor(() => expect(location()).toContain('tab=objectives'));
  });

  it('finds a suggested category by its name', async () => {
    await openEditor('/admin/quests/101?prefillField=category&prefillValue=the%20shire&correction=9');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('7'));
    expect(screen.getByRole('region', { name: 'Prefilled from correction #9' })).toHaveTextContent('the suggested category is in the editor');
  });

  it('shows a suggested marker position to act on, without changing anything', async () => {
    await openEditor('/admin/quests/101?prefillField=marker_position&prefillValue=Tom%20is%20at%2012.3S%2045.6W&correction=10');
    const notice = await screen.findByRole('region', { name: 'Prefilled from correction #10' });
    expect(notice).toHaveTextContent('the suggested marker position cannot be filled in automatically');
    expect(notice).toHaveTextContent('Tom is at 12.3S 45.6W');
    expect(screen.getByRole('tab', { name: 'Markers' })).toHaveAttribute('aria-selected', 'true');
    expect(unsavedBanner()).not.toBeInTheDocument();
  });
});
