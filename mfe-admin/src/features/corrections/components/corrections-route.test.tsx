import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { mockApi } from '@eoa/ui/testing';
import type { AdminCorrection } from '@eoa/contracts';
import { renderAdmin, sessionRoutes, storeTestLogin } from '../../../testing/render-admin';

const PENDING: AdminCorrection = {
  id: 7,
  entityType: 'NPC',
  entityId: '77',
  entityName: 'Barliman Butterbur',
  fieldName: 'name',
  currentValue: 'Barliman',
  suggestedValue: 'Barliman Butterbur',
  reason: 'His full name is shown in the game.',
  userName: 'Frodo',
  userEmail: null,
  createdAt: '2026-11-24T09:15:00Z',
  status: 'pending',
  reviewedBy: null,
  reviewedAt: null,
  adminNotes: null,
};

describe('/admin/corrections in the admin area', () => {
  it('a review moves the navbar’s pending badge too', async () => {
    storeTestLogin();
    let status: AdminCorrection['status'] = 'pending';
    mockApi({
      ...sessionRoutes(),
      'GET /api/admin/corrections': () => ({
        body: { corrections: [{ ...PENDING, status }], pendingCount: status === 'pending' ? 1 : 0, totalCount: 1, page: 1, pageSize: 50 },
      }),
      'PUT /api/admin/corrections/7/reject': () => {
        status = 'rejected';
        return { body: { ...PENDING, status } };
      },
      'GET /api/admin/audit': { body: { auditLogs: [], totalCount: 0, hasNext: false, hasPrevious: false, page: 1, pageSize: 20 } },
    });
    const { user } = renderAdmin('/admin/corrections');
    const nav = await screen.findByRole('navigation', { name: /admin/i });
    const link = within(nav).getByRole('link', { name: /Corrections/ });
    await waitFor(() => expect(link).toHaveTextContent('1'));
    await user.click(await within(await screen.findByRole('row', { name: 'Correction 7' })).findByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Correction 7' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(link).not.toHaveTextContent('1'));
    expect(await screen.findByText('Pending: 0')).toBeInTheDocument();
  });
});
