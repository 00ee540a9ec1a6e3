import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo, type MockReply } from '@eoa/ui/testing';
import type { AdminHomepageTool } from '@eoa/contracts';
import { HomepageToolsPage } from './homepage-tools-page';

const TOOLS: AdminHomepageTool[] = [
  { id: 1, toolId: 'character-builder', toolName: 'Character Builder', isInDevelopment: false, updatedAt: '2026-11-20T10:00:00Z', updatedBy: 'alice' },
  { id: 2, toolId: 'loot-tables', toolName: 'Loot Tables', isInDevelopment: true, updatedAt: '2026-11-01T09:00:00Z', updatedBy: null },
];

afterEach(() => {
  jest.restoreAllMocks();
});

const renderPage = () => renderWithProviders(<HomepageToolsPage />, { path: '/admin/homepage-tools' });
const row = (name: string) => screen.getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;

/** A reply the test releases when it wants (to see the row while it saves). */
function deferred() {
  let release: (reply: MockReply) => void = () => undefined;
  const reply = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { reply, release };
}

describe('Homepage tools page', () => {
  it('lists the tools with their id, In Development box, DEV badge and who updated them; says what a change does', async () => {
    mockApi({ 'GET /api/admin/homepage-tools': { body: TOOLS } });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Homepage Tools' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Homepage tools' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Tool name', 'Tool ID', 'In Development', 'Last updated']);
    expect(within(row('Character Builder')).getByRole('checkbox', { name: 'In Development: Character Builder' })).not.toBeChecked();
    expect(within(row('Character Builder')).queryByText('DEV')).not.toBeInTheDocument();
    expect(within(row('Character Builder')).getByText('character-builder')).toBeInTheDocument();
    expect(within(row('Character Builder')).getByText(/ by alice$/)).toBeInTheDocument();
    expect(within(row('Loot Tables')).getByRole('checkbox')).toBeChecked();
    expect(within(row('Loot Tables')).getByText('DEV')).toBeInTheDocument();
    expect(screen.getByText('The DEV badge shows on the homepage for tools marked In Development.')).toBeInTheDocument();
    expect(screen.getByText('Changes take effect immediately.')).toBeInTheDocument();
  });

  it('saves a tick at once, showing the DEV badge and "Saving..." on the row meanwhile', async () => {
    const save = deferred();
    const api = mockApi({
      'GET /api/admin/homepage-tools': { body: TOOLS },
      'PUT /api/admin/homepage-tools/character-builder/dev-status': () => save.reply,
    });
    const { user, queryClient } = renderPage();
    const publicStatus = ['homepage', 'tools-status'];
    queryClient.setQueryData(publicStatus, [{ toolId: 'character-builder', isInDevelopment: false }]);
    const box = await screen.findByRole('checkbox', { name: 'In Development: Character Builder' });
    await user.click(box);

    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(within(row('Character Builder')).getByRole('status')).toHaveTextContent('Saving...');
    expect(within(row('Character Builder')).getByText('DEV')).toBeInTheDocument();
    expect(requestsTo(api, 'PUT', '/api/admin/homepage-tools/character-builder/dev-status')[0]!.body).toEqual({ isInDevelopment: true });

    save.release({ body: { ...TOOLS[0], isInDevelopment: true, updatedBy: 'carol', updatedAt: '2026-11-26T12:00:00Z' } });
    await waitFor(() => expect(within(row('Character Builder')).queryByText('Saving...')).not.toBeInTheDocument());
    expect(box).toBeChecked();
    expect(box).toBeEnabled();
    expect(within(row('Character Builder')).getByText(/ by carol$/)).toBeInTheDocument();
    // The public home page's status is asked again when next shown.
    expect(queryClient.getQueryState(publicStatus)?.isInvalidated).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('returns the box to its stored value and says which tool failed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/admin/homepage-tools': { body: TOOLS },
      'PUT /api/admin/homepage-tools/loot-tables/dev-status': { status: 500, body: { status: 500, code: 'test.failure', detail: 'Internal server error', params: {} } },
    });
    const { user } = renderPage();
    const box = await screen.findByRole('checkbox', { name: 'In Development: Loot Tables' });
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update status for loot-tables. Please try again.');
    expect(box).toBeChecked();
    expect(within(row('Loot Tables')).getByText('DEV')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Failed to load homepage tools. Please try again." with Retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/admin/homepage-tools': () => (fail ? { networkError: true } : { body: TOOLS }) });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load homepage tools. Please try again.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('checkbox', { name: 'In Development: Loot Tables' })).toBeChecked();
  });
});
