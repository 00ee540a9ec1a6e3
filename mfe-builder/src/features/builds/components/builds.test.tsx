import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within, fireEvent } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@eoa/ui/testing';
import { decodeShareLink } from '@eoa/game-rules';
import BuilderApp from '../../../exposes/BuilderApp';
import { initialBuild, useBuildStore } from '../../../shared/build-state/build-store';
import { builderRoutes, HELM, VALOUR } from '../../../testing/builder-fixture';
import { RECENT_BUILDS_KEY, useRecentBuilds } from '../recent-builds';

const renderBuilder = (path = '/character-builder') =>
  renderWithProviders(null, { path, routes: [{ path: '/character-builder/*', element: <BuilderApp /> }] });
const status = () => screen.getByRole('region', { name: 'Status bar' });

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

let downloads: { name: string; text: string }[];

beforeEach(() => {
  useBuildStore.setState(initialBuild());
  localStorage.clear();
  useRecentBuilds.getState().refresh();
  downloads = [];
  let lastBlob: Blob | undefined;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:test';
  }) as unknown as typeof URL.createObjectURL;
  URL.revokeObjectURL = jest.fn() as unknown as typeof URL.revokeObjectURL;
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
    const reader = new FileReader();
    const name = this.download;
    reader.onload = () => downloads.push({ name, text: String(reader.result) });
    reader.readAsText(lastBlob!);
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  window.location.hash = '';
});

describe('builds', () => {
  it('Save: the default name, a download named after it, and the recent list', async () => {
    mockApi(builderRoutes());
    const { user } = renderBuilder();
    await user.dblClick(await screen.findByRole('button', { name: /Helm of Testing/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Save Build' });
    const name = within(dialog).getByRole('textbox', { name: 'Build name' });
    expect(name).toHaveValue('New Character_Guardian_Level50');
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'My tank: v2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('My_tank__v2.json');
    const saved = JSON.parse(downloads[0]!.text);
    expect(saved).toMatchObject({ version: '1.0', build: { name: 'My tank: v2', character: { class: 'Guardian', race: 'Man', level: 50 }, equipment: { head: HELM.id } } });
    expect(JSON.parse(localStorage.getItem(RECENT_BUILDS_KEY)!)[0].name).toBe('My tank: v2');
  });

  it('Load: a valid file replaces the build and shows the equipment; bad files say why', async () => {
    mockApi(builderRoutes());
    const { user, location } = renderBuilder('/character-builder?tab=traits');
    await screen.findByRole('button', { name: 'Virtue slot 1' });
    await user.click(screen.getByRole('button', { name: 'Load' }));
    const dialog = screen.getByRole('dialog', { name: 'Load Build' });
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;

    await user.upload(input, fileOf(buildFile({ version: '2.0' })));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unsupported build file version. Expected 1.0, got 2.0');
    await user.upload(input, fileOf({ version: '1.0' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid build file format');
    await user.upload(input, new File(['{not json'], 'x.json', { type: 'application/json' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent("Failed to load build file. Please check it's a valid build file.");
    fireEvent.drop(dialog.querySelector('.builder-drop-zone')!, { dataTransfer: { files: [new File(['x'], 'x.txt', { type: 'text/plain' })] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please drop a valid .json build file.');

    await user.upload(input, fileOf(buildFile()));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(status()).toHaveTextContent('Borin · Level 42 · Dwarf · Guardian');
    expect(status()).toHaveTextContent('1/19 equipped');
    await waitFor(() => expect(location()).toBe('/character-builder'));
    expect(useBuildStore.getState().traits).toEqual([{ traitId: VALOUR.id, rank: 2, slotType: 'virtue', slotIndex: 0 }]);
  });

  it('Load: a file carries no buffs, so the page keeps its own (a load resets equipment and traits only)', async () => {
    mockApi(builderRoutes());
    const { user } = renderBuilder();
    await waitFor(() => expect(status()).toHaveTextContent('items available'));
    await user.click(screen.getByRole('button', { name: /^IDOME/ }));
    await user.click(screen.getByRole('button', { name: 'Food buff: choose a stat and an amount' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Food stat' }), 'vitality');
    await user.click(screen.getByRole('button', { name: '+41' }));
    const buffs = { idomeActive: true, foodBuff: { active: true, stat: 'vitality', amount: 41 } };
    expect(useBuildStore.getState().buffs).toEqual(buffs);

    await user.click(screen.getByRole('button', { name: 'Load' }));
    await user.upload(screen.getByRole('dialog', { name: 'Load Build' }).querySelector('input[type=file]') as HTMLInputElement, fileOf(buildFile()));
    await waitFor(() => expect(status()).toHaveTextContent('Borin · Level 42 · Dwarf · Guardian'));
    expect(useBuildStore.getState().buffs).toEqual(buffs);
    expect(screen.getByRole('button', { name: /^IDOME/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Builds tab: a loaded file joins the recent builds, which load again and clear after confirmation', async () => {
    mockApi(builderRoutes());
    const { user } = renderBuilder('/character-builder?tab=builds');
    const input = document.querySelector('.builder-builds input[type=file]') as HTMLInputElement;
    await user.upload(input, fileOf(buildFile()));
    await waitFor(() => expect(status()).toHaveTextContent('Borin'));
    useBuildStore.setState(initialBuild());
    await user.click(screen.getByRole('tab', { name: 'Builds' }));
    await user.click(screen.getByRole('button', { name: /^Tank/ }));
    await waitFor(() => expect(status()).toHaveTextContent('Borin · Level 42'));
    await user.click(screen.getByRole('tab', { name: 'Builds' }));
    jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    await user.click(screen.getByRole('button', { name: 'Clear recent builds' }));
    expect(screen.getByRole('button', { name: /^Tank/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear recent builds' }));
    expect(window.confirm).toHaveBeenCalledWith('Are you sure you want to clear all recent builds?');
    expect(screen.getByText('No recent builds yet: saved and loaded builds appear here.')).toBeInTheDocument();
  });

  it('Share: a link that decodes to this build, the copy button, and a shared link opening the build', async () => {
    mockApi(builderRoutes());
    const { user, unmount } = renderBuilder();
    await user.dblClick(await screen.findByRole('button', { name: /Helm of Testing/ }));
    await user.click(screen.getByRole('button', { name: /IDOME/ }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Build' });
    const link = (within(dialog).getByRole('textbox', { name: 'Share link' }) as HTMLInputElement).value;
    expect(link).toMatch(/#build\//);
    const decoded = decodeShareLink(link.split('#')[1]!);
    expect(decoded.ok && decoded.build.build).toMatchObject({ equipment: { head: HELM.id }, buffs: { idomeActive: true } });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    // user-event provides the clipboard in tests.
    expect(await navigator.clipboard.readText()).toBe(link);
    unmount();

    useBuildStore.setState(initialBuild());
    window.location.hash = link.split('#')[1]!;
    renderBuilder();
    await waitFor(() => expect(status()).toHaveTextContent('1/19 equipped'));
    expect(useBuildStore.getState().buffs.idomeActive).toBe(true);
  });
});
