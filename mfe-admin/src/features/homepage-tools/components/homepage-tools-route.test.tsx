import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi } from '@eoa/ui/testing';
import { renderAdmin, sessionRoutes, storeTestLogin } from '../../../testing/render-admin';

describe('/admin/homepage-tools in the admin area', () => {
  it('shows the homepage tools inside the layout', async () => {
    storeTestLogin();
    mockApi({
      ...sessionRoutes(),
      'GET /api/admin/homepage-tools': { body: [{ id: 1, toolId: 'crafting', toolName: 'Crafting', isInDevelopment: true, updatedAt: '2026-11-20T10:00:00Z', updatedBy: null }] },
    });
    renderAdmin('/admin/homepage-tools');
    expect(await screen.findByRole('heading', { level: 1, name: 'Homepage Tools' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'In Development: Crafting' })).toBeChecked();
  });
});
