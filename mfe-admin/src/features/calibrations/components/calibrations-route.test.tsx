import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@eoa/ui/testing';
import { ZONE_MAP_IDS, type MapCalibration } from '@eoa/contracts';
import { renderAdmin, sessionRoutes, storeTestLogin } from '../../../testing/render-admin';

const CALIBRATION: MapCalibration = {
  id: 1,
  zoneName: 'Bree-land',
  mapId: ZONE_MAP_IDS[1],
  gameMinX: 4738,
  gameMaxX: 6000,
  gameMinY: 2672,
  gameMaxY: 3400,
  offsetX: 0,
  offsetY: 0,
  scale: 1,
  updatedBy: 'alice',
  updatedAt: '2026-11-20T10:00:00Z',
};

describe('/admin/calibrations in the admin area', () => {
  it('shows the calibrations inside the layout, and the composite viewer composed into its second tab', async () => {
    storeTestLogin();
    mockApi({ ...sessionRoutes(), 'GET /api/admin/calibrations': { body: { calibrations: [CALIBRATION] } } });
    const { user, location } = renderAdmin('/admin/calibrations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Map Calibrations' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Bree-land' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Composite map' }));
    await waitFor(() => expect(location()).toBe('/admin/calibrations?view=composite'));
    // No map answers here (404s): the viewer says so with Retry.
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Failed to load maps' })).toBeInTheDocument();
  });
});
