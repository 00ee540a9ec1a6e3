import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { mockApi } from '@eoa/ui/testing';
import { renderAdmin, sessionRoutes, storeTestLogin } from '../../../testing/render-admin';

describe('/admin/audit in the admin area', () => {
  it('shows the audit log inside the layout', async () => {
    storeTestLogin();
    mockApi({
      ...sessionRoutes(),
      'GET /api/admin/audit': {
        body: {
          auditLogs: [{ id: 3, createdAt: '2026-11-26T09:00:00Z', username: 'gandalf', action: 'login', entityType: 'AdminSession', entityId: null, ipAddress: '127.0.0.1', changes: {} }],
          totalCount: 1,
          hasNext: false,
          hasPrevious: false,
          page: 1,
          pageSize: 50,
        },
      },
    });
    renderAdmin('/admin/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(await screen.findByText('Page 1, showing 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Audit entry 3' })).toHaveTextContent('Admin session');
  });
});
