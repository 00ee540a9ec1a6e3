import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi } from '@eoa/ui/testing';
import { renderAdmin, sessionRoutes, storeTestLogin } from '../../../testing/render-admin';

describe('/admin/settings in the admin area', () => {
  it('shows the settings inside the layout', async () => {
    storeTestLogin();
    mockApi({
      ...sessionRoutes(),
      'GET /api/admin/settings': { body: [{ id: 1, settingKey: 'app_version', settingValue: '0.0.11', description: null, updatedAt: '2026-11-20T10:00:00Z', updatedBy: null }] },
    });
    renderAdmin('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'App Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'APP VERSION' })).toBeInTheDocument();
  });
});
