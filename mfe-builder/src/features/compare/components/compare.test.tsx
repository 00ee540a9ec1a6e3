import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@eoa/ui/testing';
import { CLASS_IDS, type BaseStats, type StatName } from '@eoa/contracts';
import {
  createStatEngine, defaultBuffs, defaultFormulaConfig, encodeShareLink, formulaSettings, rulesDataFromApi, type BuildInput, type BuilderApiData, type CharacterStats,
} from '@eoa/game-rules';
import BuilderApp from '../../../exposes/BuilderApp';
import { initialBuild, useBuildStore } from '../../../shared/build-state/build-store';
import { builderRoutes, HELM, ITEMS, SHIELD, VALOUR } from '../../../testing/builder-fixture';
import { COMPARE_STORAGE_KEY, useCompareStore } from '../compare-store';

const renderBuilder = (path = '/character-builder?tab=builds') =>
  renderWithProviders(null, { path, routes: [{ path: '/character-builder/*', element: <BuilderApp /> }] });
const status = () => screen.getByRole('region', { name: 'Status bar' });
const section = () => screen.getByRole('region', { name: 'Compare builds' });
const fileInput = () => section().querySelector('input[type=file]') as HTMLInputElement;

const buildFile = (over: Record<string, unknown> = {}) => ({
  version: '1.0',
  build: {
    name: 'Tank',
    description: '',
    character: { name: 'Borin', level: 42, class: 'Guardian', race: 'Dwarf' },
    equipment: { head: HELM.id },
    traits: { virtue: [{ traitId: VALOUR.id, rank: 2 }], racial: [], class: [], legendary: [] },
    createdAt: '2026-11-01T00:00:00Z',
    updatedAt: '2026-11-01T00:00:00Z',
    language: 'en',
  },
  ...over,
});
const fileOf = (content: unknown, type = 'application/json') => new File([JSON.stringify(content)], 'build.json', { type });

/** The engine on the fixture's answers: what the page must show for a build. */
function fixtureStats(build: Omit<BuildInput, 'formulas'>): CharacterStats {
  const routes = builderRoutes();
  const body = <T,>(key: string) => (routes[key] as { body: T }).body;
  const data: BuilderApiData = {
    classes: body('GET /api/character/classes/info'),
    baseStats: CLASS_IDS.flatMap((id) => body<BaseStats[]>(`GET /api/character/stats/${id}`)),
    progressions: body('GET /api/progression'),
    traits: body('GET /api/trait'),
    sets: body('GET /api/set'),
    traitSlots: body('GET /api/trait/slots'),
  };
  const formulas = formulaSettings(defaultFormulaConfig('guardian', '2026-11-01T00:00:00Z'));
  return createStatEngine(rulesDataFromApi(data, ITEMS)).calculate({ ...build, formulas }).stats;
}
const STATS_A = fixtureStats({ className: 'guardian', raceName: 'man', level: 50, equipment: {}, equippedTraits: [], buffs: defaultBuffs() });
const STATS_TANK = fixtureStats({
  className: 'guardian', raceName: 'dwarf', level: 42, equipment: { head: HELM.id }, equippedTraits: [{ traitId: VALOUR.id, rank: 2, slotType: 'virtue', slotIndex: 0 }], buffs: defaultBuffs(),
});

/** The A, B and B − A cells of a stat's row. */
function statRow(label: string) {
  const row = within(screen.getByRole('table')).getByRole('rowheader', { name: label }).closest('tr')!;
  const [a, b, delta] = within(row).getAllByRole('cell');
  return { a: a!.textContent, b: b!.textContent, delta: delta!.textContent, direction: delta!.className.replace(/.*--/, '') };
}
/** The ?compare= code of a location "path?search#hash". */
const compareParam = (location: string) => new URLSearchParams(location.split('#')[0]!.split('?')[1] ?? '').get('compare');
const whole = (stats: CharacterStats, stat: StatName) => Math.floor(stats[stat]);

beforeEach(() => {
  useBuildStore.setState(initialBuild());
  localStorage.clear();
  sessionStorage.clear();
  useCompareStore.getState().clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('compare builds', () => {
  it('B from a file: both stat sheets by the engine, B − A signed and coloured, what differs, kept in the session and the address', async () => {
    mockApi(builderRoutes());
    const { user, location } = renderBuilder();
    await waitFor(() => expect(status()).toHaveTextContent('5 items available'));
    expect(within(section()).queryByRole('table')).not.toBeInTheDocument();
    await user.upload(fileInput(), fileOf(buildFile()));

    await screen.findByRole('table');
    // The hand-checkable ones: a level-42 Dwarf has less morale than a level-50 Man; the helm brings 100 armour.
    const morale = statRow('Morale');
    expect(morale).toEqual({
      a: String(whole(STATS_A, 'morale')),
      b: String(whole(STATS_TANK, 'morale')),
      delta: `▼ ${whole(STATS_TANK, 'morale') - whole(STATS_A, 'morale')} (B is worse)`,
      direction: 'worse',
    });
    expect(whole(STATS_TANK, 'morale')).toBeLessThan(whole(STATS_A, 'morale'));
    expect(statRow('Armour')).toEqual({ a: '0', b: '100', delta: '▲ +100 (B is better)', direction: 'better' });
    // Might: base 10 + 3 per level above 1 (157 at 50, 133 at 42), + 10 from the helm, + 20 from Valour at rank 2.
    expect(statRow('Might')).toEqual({ a: '157', b: '163', delta: '▲ +6 (B is better)', direction: 'better' });
    expect([STATS_A.might, STATS_TANK.might]).toEqual([157, 163]);
    const block = statRow('Block');
    expect(block.a).toBe(`${STATS_A.blockChance.toFixed(1)}%`);
    expect(block.b).toBe(`${STATS_TANK.blockChance.toFixed(1)}%`);
    expect(block.delta).toBe(`▲ +${(Number(STATS_TANK.blockChance.toFixed(1)) - Number(STATS_A.blockChance.toFixed(1))).toFixed(1)}% (B is better)`);
    expect(statRow('Fate')).toMatchObject({ delta: '▼ -8 (B is worse)', direction: 'worse' });
    expect(statRow('Tactical Mitigation')).toEqual({ a: '0.0%', b: '0.0%', delta: '0.0%', direction: 'same' });

    const differences = within(section()).getByText('What differs (A → B)').parentElement!;
    expect(differences).toHaveTextContent(/Character name:\s*New Character\s*→\s*becomes Borin/);
    expect(differences).toHaveTextContent(/Level:\s*50\s*→\s*becomes 42/);
    expect(differences).toHaveTextContent(/Race:\s*Man\s*→\s*becomes Dwarf/);
    expect(differences).not.toHaveTextContent('Class:');
    expect(differences).toHaveTextContent(/Head:\s*empty\s*→\s*becomes Helm of Testing/);
    expect(differences).toHaveTextContent(/Valour:\s*not equipped\s*→\s*becomes rank 2/);
    expect(within(section()).getByText('Tank')).toBeInTheDocument();

    // Only the stats that differ, on request.
    await user.click(screen.getByRole('checkbox', { name: 'Only stats that differ' }));
    expect(within(screen.getByRole('table')).queryByRole('rowheader', { name: 'Tactical Mitigation' })).not.toBeInTheDocument();
    expect(statRow('Morale').direction).toBe('worse');

    // A is untouched; B is in the session and in the address.
    expect(status()).toHaveTextContent('New Character · Level 50 · Man · Guardian');
    const stored = JSON.parse(sessionStorage.getItem(COMPARE_STORAGE_KEY)!) as { code: string; label: string };
    expect(stored.label).toBe('Tank');
    expect(compareParam(location())).toBe(stored.code);
  });

  it('B from a pasted link (the full address or #build/…) shows that build, buffs included; an unreadable link says so', async () => {
    mockApi(builderRoutes());
    const { user } = renderBuilder();
    await waitFor(() => expect(status()).toHaveTextContent('5 items available'));
    const link = within(section()).getByRole('textbox', { name: 'Share link of build B' });
    await user.type(link, '#build/not-a-build');
    await user.click(within(section()).getByRole('button', { name: 'Compare' }));
    expect(within(section()).getByRole('alert')).toHaveTextContent('Invalid shared build');

    const shared = encodeShareLink({
      character: { name: 'Dwarf Tank', level: 50, class: 'Guardian', race: 'Dwarf' },
      equipment: { head: HELM.id, offHand: SHIELD.id },
      traits: { virtue: [], racial: [], class: [], legendary: [] },
      buffs: { idomeActive: true, foodBuff: { active: true, stat: 'might', amount: 41 } },
    });
    if (!shared.ok) throw new Error('expected a link');
    await user.clear(link);
    await user.type(link, `http://localhost/character-builder?tab=items#${shared.hash}`);
    await user.click(within(section()).getByRole('button', { name: 'Compare' }));
    await screen.findByRole('table');
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();

    const stats = fixtureStats({
      className: 'guardian', raceName: 'dwarf', level: 50, equipment: { head: HELM.id, offHand: SHIELD.id }, equippedTraits: [],
      buffs: { idomeActive: true, foodBuff: { active: true, stat: 'might', amount: 41 } },
    });
    // IDOME +50 and food +41 might on top of the helm's 10.
    expect(stats.might).toBe(157 + 10 + 50 + 41);
    expect(statRow('Might')).toEqual({ a: '157', b: String(stats.might), delta: '▲ +101 (B is better)', direction: 'better' });
    expect(statRow('Morale')).toMatchObject({ b: String(whole(stats, 'morale')), direction: 'better' });
    expect(statRow('Armour')).toMatchObject({ b: '400', delta: '▲ +400 (B is better)' });
    const evade = statRow('Evade');
    expect(evade.b).toBe(`${stats.evadeChance.toFixed(1)}%`);
    const differences = within(section()).getByText('What differs (A → B)').parentElement!;
    expect(differences).toHaveTextContent(/IDOME:\s*off\s*→\s*becomes on/);
    expect(differences).toHaveTextContent(/Food:\s*off\s*→\s*becomes \+41 Might/);
    expect(differences).toHaveTextContent(/Off Hand:\s*empty\s*→\s*becomes Shield of Testing/);
  });

  it("B from a file gets the current build's buffs, as loading the file would (a file carries none)", async () => {
    mockApi(builderRoutes());
    const { user } = renderBuilder();
    await waitFor(() => expect(status()).toHaveTextContent('5 items available'));
    act(() => useBuildStore.getState().toggleIdome());
    await user.upload(fileInput(), fileOf(buildFile()));
    await screen.findByRole('table');
    const differences = within(section()).getByText('What differs (A → B)').parentElement!;
    expect(differences).not.toHaveTextContent('IDOME');
    // Both have IDOME's +50: 157 + 50 against 163 + 50.
    expect(statRow('Might')).toEqual({ a: '207', b: '213', delta: '▲ +6 (B is better)', direction: 'better' });
  });

  it('swap makes B the current build and A the new B; clear forgets B everywhere', async () => {
    mockApi(builderRoutes());
    const { user, location } = renderBuilder();
    await waitFor(() => expect(status()).toHaveTextContent('5 items available'));
    await user.upload(fileInput(), fileOf(buildFile()));
    await screen.findByRole('table');
    expect(statRow('Armour').delta).toBe('▲ +100 (B is better)');

    await user.click(screen.getByRole('button', { name: 'Swap A and B' }));
    expect(status()).toHaveTextContent('Borin · Level 42 · Dwarf · Guardian');
    expect(status()).toHaveTextContent('1/19 equipped');
    expect(useBuildStore.getState().traits).toEqual([{ traitId: VALOUR.id, rank: 2, slotType: 'virtue', slotIndex: 0 }]);
    // Now B is the old current build: every difference turns round.
    expect(statRow('Armour')).toEqual({ a: '100', b: '0', delta: '▼ -100 (B is worse)', direction: 'worse' });
    expect(statRow('Might')).toEqual({ a: '163', b: '157', delta: '▼ -6 (B is worse)', direction: 'worse' });
    expect(statRow('Morale').direction).toBe('better');
    expect(section().querySelector('.builder-compare__head--b')).toHaveTextContent(/^BBuild B: New CharacterLevel 50 · Man · Guardian$/);
    // The tab stays on the comparison.
    expect(location()).toMatch(/^\/character-builder\/builds\?/);

    await user.click(screen.getByRole('button', { name: 'Clear B' }));
    expect(within(section()).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Swap A and B' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(compareParam(location())).toBeNull());
    expect(status()).toHaveTextContent('Borin · Level 42');
  });

  it("bad files give Load's messages and leave B as it was; items that cannot be fetched say so, with a retry", async () => {
    let batchFails = true;
    mockApi({
      ...builderRoutes(),
      'GET /api/items/batch': (request) => {
        if (batchFails) return { status: 500, body: { status: 500, code: 'test.failure', detail: 'boom', params: {} } };
        const ids = (request.query.get('ids') ?? '').split(',').map(Number);
        return { body: { items: ITEMS.filter((item) => ids.includes(item.id)), missingIds: ids.filter((id) => !ITEMS.some((item) => item.id === id)) } };
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderBuilder();
    await waitFor(() => expect(status()).toHaveTextContent('5 items available'));

    await user.upload(fileInput(), fileOf(buildFile({ version: '2.0' })));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Unsupported build file version. Expected 1.0, got 2.0');
    await user.upload(fileInput(), fileOf({ version: '1.0' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Invalid build file format');
    await user.upload(fileInput(), new File(['{not json'], 'x.json', { type: 'application/json' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent("Failed to load build file. Please check it's a valid build file.");
    fireEvent.drop(section().querySelector('.builder-drop-zone')!, { dataTransfer: { files: [new File(['x'], 'x.txt', { type: 'text/plain' })] } });
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Please drop a valid .json build file.');
    expect(useCompareStore.getState().b).toBeNull();

    // An item the catalog does not hold is fetched by id; when that fails, the load's failure text and a retry.
    const unknownItem = buildFile();
    unknownItem.build.equipment = { head: 999 } as typeof unknownItem.build.equipment;
    await user.upload(fileInput(), fileOf(unknownItem));
    expect(await within(section()).findByText('Failed to load build. Please check the file and try again.')).toBeInTheDocument();
    batchFails = false;
    await user.click(within(section()).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
    expect(within(section()).getByText('Items not found, left out of B: 999')).toBeInTheDocument();
    expect(statRow('Armour').b).toBe('0');
  });

  it('a recent build offers Compare; B outlives a reload, and a ?compare= link opens it', async () => {
    mockApi(builderRoutes());
    const { user, unmount, location } = renderBuilder();
    await waitFor(() => expect(status()).toHaveTextContent('5 items available'));
    // Opened once (it joins the recent builds), then the current build is reset.
    await user.upload(screen.getByRole('region', { name: 'Open a build file' }).querySelector('input[type=file]') as HTMLInputElement, fileOf(buildFile()));
    await waitFor(() => expect(status()).toHaveTextContent('Borin'));
    act(() => useBuildStore.setState(initialBuild()));
    await user.click(screen.getByRole('tab', { name: 'Builds' }));
    await user.click(screen.getByRole('button', { name: 'Compare Tank as build B' }));
    await screen.findByRole('table');
    // The focus follows to the comparison (the keyboard goes on from there).
    expect(screen.getByRole('heading', { name: 'Compare builds' })).toHaveFocus();
    expect(statRow('Might').b).toBe('163');
    // Comparing does not load: A is still the default build.
    expect(status()).toHaveTextContent('New Character · Level 50');
    // The address follows B on the next task (nuqs batches a tick's writes into one navigation).
    await waitFor(() => expect(compareParam(location())).not.toBeNull());
    const code = compareParam(location())!;
    unmount();

    // A reload: the page starts again with what the session kept.
    useCompareStore.getState().restore();
    const again = renderBuilder();
    await again.findByRole('table');
    expect(statRow('Might').b).toBe('163');
    expect(within(section()).getByText('Tank')).toBeInTheDocument();
    again.unmount();

    // Another browser: nothing in the session, B from the address alone (named after its character).
    sessionStorage.clear();
    useCompareStore.getState().restore();
    expect(useCompareStore.getState().b).toBeNull();
    renderBuilder(`/character-builder?tab=builds&compare=${code}`);
    await screen.findByRole('table');
    expect(statRow('Might').b).toBe('163');
    expect(section().querySelector('.builder-compare__head--b')).toHaveTextContent(/^BBuild B: BorinLevel 42 · Dwarf · Guardian$/);
  });

  it('an unreadable ?compare= code is dropped with the reason', async () => {
    mockApi(builderRoutes());
    const { location } = renderBuilder('/character-builder?tab=builds&compare=garbage');
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Invalid shared build');
    await waitFor(() => expect(compareParam(location())).toBeNull());
    expect(within(section()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('copying the current build to B shows no difference until A changes', async () => {
    mockApi(builderRoutes());
    const { user } = renderBuilder();
    await waitFor(() => expect(status()).toHaveTextContent('5 items available'));
    await user.click(within(section()).getByRole('button', { name: 'Copy current build to B' }));
    expect(await within(section()).findByText('Both builds have the same character, equipment, traits and buffs.')).toBeInTheDocument();
    expect(statRow('Morale')).toMatchObject({ direction: 'same', delta: '0' });
    await user.click(screen.getByRole('checkbox', { name: 'Only stats that differ' }));
    expect(within(section()).getByText('Every stat is the same in both builds.')).toBeInTheDocument();

    // A changes (the level): the comparison follows at once.
    act(() => useBuildStore.getState().setLevel(40));
    expect(within(section()).getByText('What differs (A → B)').parentElement).toHaveTextContent(/Level:\s*40\s*→\s*becomes 50/);
    expect(statRow('Might')).toMatchObject({ a: String(10 + 3 * 39), b: '157', direction: 'better' });
  });
});
