import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders, requestsTo, type MockHandler } from '@eoa/ui/testing';
import type { MapCalibration } from '@eoa/contracts';
import { CalibrationsPage, type CalibrationsPageProps } from './calibrations-page';

const BREE: MapCalibration = {
  id: 1,
  zoneName: 'Bree-land',
  mapId: 268437592,
  gameMinX: 4738.24,
  gameMaxX: 6000,
  gameMinY: 2672,
  gameMaxY: 3400.06,
  offsetX: 0,
  offsetY: -1.25,
  scale: 1,
  updatedBy: 'alice',
  updatedAt: '2026-11-20T10:00:00Z',
};
const SHIRE: MapCalibration = {
  ...BREE,
  id: 2,
  zoneName: 'The Shire',
  mapId: 268437576,
  gameMinX: 3000,
  gameMaxX: 4000,
  updatedBy: 'bob',
  updatedAt: '2026-11-25T08:30:00Z',
};

afterEach(() => {
  jest.restoreAllMocks();
});

function routes(overrides: Record<string, MockHandler> = {}) {
  return mockApi({ 'GET /api/admin/calibrations': { body: { calibrations: [BREE, SHIRE] } }, ...overrides });
}

const renderPage = (path = '/admin/calibrations', props: CalibrationsPageProps = {}) =>
  renderWithProviders(<CalibrationsPage {...props} />, { path });
const row = (zone: string) => screen.getByRole('rowheader', { name: zone }).closest('tr')!;
const cells = (zone: string) => within(row(zone)).getAllByRole('cell').map((cell) => cell.textContent);

describe('Calibrations page', () => {
  it('lists every zone with its numbers to one decimal, the count and who updated last', async () => {
    routes();
    renderPage();
    expect(await screen.findByRole('rowheader', { name: 'Bree-land' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Map Calibrations' })).toBeInTheDocument();
    expect(screen.getByText('2 calibrations')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Zone name', 'Map ID', 'Min X', 'Max X', 'Min Y', 'Max Y', 'Offset X', 'Offset Y', 'Scale', 'Actions']);
    expect(cells('Bree-land').slice(0, 8)).toEqual(['268437592', '4738.2', '6000.0', '2672.0', '3400.1', '0.0', '-1.3', '1.0']);
    // The newest change of the list: bob's on the Shire.
    expect(screen.getByText(/^Last updated by bob on /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Calibrations' })).toBeInTheDocument();
  });

  it('edits one row at a time with steps 0.1 and 0.01; Enter saves the parsed numbers, an invalid one as 0', async () => {
    let saved = false;
    const api = routes({
      'GET /api/admin/calibrations': () => ({ body: { calibrations: saved ? [{ ...BREE, gameMinX: 0, offsetX: 12.5, updatedBy: 'carol', updatedAt: '2026-11-26T09:00:00Z' }, SHIRE] : [BREE, SHIRE] } }),
      'PUT /api/admin/calibrations/1': (request) => {
        saved = true;
        return { body: { ...BREE, ...(request.body as object) } };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Bree-land' }));

    const minX = screen.getByRole('spinbutton', { name: 'Min X, Bree-land' });
    expect(minX).toHaveFocus();
    expect(minX).toHaveAttribute('step', '0.1');
    expect(screen.getByRole('spinbutton', { name: 'Scale, Bree-land' })).toHaveAttribute('step', '0.01');
    expect(screen.getByRole('spinbutton', { name: 'Max Y, Bree-land' })).toHaveValue(3400.06);
    // One row at a time: the other rows wait.
    expect(screen.getByRole('button', { name: 'Edit The Shire' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reset The Shire' })).toBeDisabled();

    await user.clear(minX);
    const offsetX = screen.getByRole('spinbutton', { name: 'Offset X, Bree-land' });
    await user.clear(offsetX);
    await user.type(offsetX, '12.5{Enter}');

    await waitFor(() => expect(requestsTo(api, 'PUT', '/api/admin/calibrations/1')).toHaveLength(1));
    expect(requestsTo(api, 'PUT', '/api/admin/calibrations/1')[0]!.body).toEqual({
      zoneName: 'Bree-land',
      mapId: 268437592,
      gameMinX: 0,
      gameMaxX: 6000,
      gameMinY: 2672,
      gameMaxY: 3400.06,
      offsetX: 12.5,
      offsetY: -1.25,
      scale: 1,
    });
    expect(await screen.findByText(/^Last updated by carol on /)).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(cells('Bree-land')[1]).toBe('0.0');
    expect(cells('Bree-land')[5]).toBe('12.5');
    expect(screen.getByRole('button', { name: 'Edit Bree-land' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Edit The Shire' })).toBeEnabled();
  });

  it('Escape and Cancel leave the row as it was without saving', async () => {
    const api = routes();
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit The Shire' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Scale, The Shire' }), '5');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit The Shire' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit The Shire' }));
    expect(screen.getByRole('spinbutton', { name: 'Scale, The Shire' })).toHaveValue(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cells('The Shire')[7]).toBe('1.0');
    expect(requestsTo(api, 'PUT', '/api/admin/calibrations/2')).toHaveLength(0);
  });

  it('shows "Failed to update calibration" with the server’s reason in a banner that can be dismissed; the row stays open', async () => {
    routes({ 'PUT /api/admin/calibrations/1': { status: 400, body: { status: 400, code: 'test.failure', detail: 'gameMaxX must be greater than gameMinX', params: {} } } });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit Bree-land' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update calibration: gameMaxX must be greater than gameMinX');
    expect(screen.getByRole('spinbutton', { name: 'Min X, Bree-land' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('resets a zone after a confirmation; a refusal says "Failed to reset calibration"', async () => {
    let resetOk = true;
    const api = routes({
      'POST /api/admin/calibrations/The%20Shire/reset': () => (resetOk ? { body: SHIRE } : { status: 500, body: { status: 500, code: 'test.failure', detail: 'Internal server error', params: {} } }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reset The Shire' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset calibration' });
    expect(dialog).toHaveTextContent('Reset the calibration of The Shire to the values taken from its map?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(api, 'POST', '/api/admin/calibrations/The%20Shire/reset')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reset The Shire' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(requestsTo(api, 'POST', '/api/admin/calibrations/The%20Shire/reset')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    resetOk = false;
    await user.click(screen.getByRole('button', { name: 'Reset The Shire' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset calibration: Internal server error');
  });

  it('reloads: the server’s message and the re-select advice in an alert, the quest caches dropped', async () => {
    const api = routes({ 'POST /api/admin/calibrations/reload': { body: { message: 'Calibrations reloaded: 10 zones' } } });
    const { user, queryClient } = renderPage();
    queryClient.setQueryData(['admin', 'quests', 'list'], { quests: [] });
    await user.click(await screen.findByRole('button', { name: 'Reload Calibrations' }));
    const alert = await screen.findByRole('alertdialog', { name: 'Calibrations reloaded' });
    expect(alert).toHaveTextContent('Calibrations reloaded: 10 zones. Please re-select your quest to see updated marker positions.');
    expect(within(alert).getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(queryClient.getQueryData(['admin', 'quests', 'list'])).toBeUndefined();
    // The list is asked again (who updated last may have changed).
    await waitFor(() => expect(requestsTo(api, 'GET', '/api/admin/calibrations')).toHaveLength(2));
  });

  it('a failed reload shows the server’s message (else "Failed to reload calibrations") and alerts "Failed to reload calibrations"', async () => {
    routes({ 'POST /api/admin/calibrations/reload': { status: 503, body: { status: 503, code: 'test.failure', detail: 'Atlas did not answer', params: {} } } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reload Calibrations' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Atlas did not answer');
    const alert = screen.getByRole('alertdialog', { name: 'Reload failed' });
    expect(alert).toHaveTextContent('Failed to reload calibrations');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    routes({ 'POST /api/admin/calibrations/reload': { networkError: true } });
    await user.click(screen.getByRole('button', { name: 'Reload Calibrations' }));
    expect(await screen.findByRole('alertdialog', { name: 'Reload failed' })).toHaveTextContent('Failed to reload calibrations');
    expect(screen.getByRole('alert')).not.toHaveTextContent('Atlas did not answer');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to reload calibrations');
  });

  it('says "Failed to load map calibrations" with Retry and a close button', async () => {
    let fail = true;
    routes({
      'GET /api/admin/calibrations': () => (fail ? { status: 502, body: { status: 502, code: 'test.failure', detail: 'Bad gateway', params: {} } } : { body: { calibrations: [BREE] } }),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load map calibrations');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('rowheader', { name: 'Bree-land' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('1 calibration')).toBeInTheDocument();
  });

  it('the failed-load banner can be dismissed', async () => {
    routes({ 'GET /api/admin/calibrations': { status: 404, body: { status: 404, code: 'test.failure', detail: 'Not found', params: {} } } });
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load map calibrations');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the composite viewer in its tab, kept in the address, with the loaded calibrations', async () => {
    routes();
    const compositeViewer = (calibrations: readonly MapCalibration[]) => <p>Viewer with {calibrations.map((c) => c.zoneName).join(' and ')}</p>;
    const { user, location } = renderPage('/admin/calibrations', { compositeViewer });
    await screen.findByRole('rowheader', { name: 'Bree-land' });
    await user.click(screen.getByRole('tab', { name: 'Composite map' }));
    expect(screen.getByText('Viewer with Bree-land and The Shire')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/calibrations?view=composite'));
    await user.click(screen.getByRole('tab', { name: 'Table' }));
    expect(screen.getByRole('table', { name: 'Map calibrations' })).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/admin/calibrations'));
  });
});
