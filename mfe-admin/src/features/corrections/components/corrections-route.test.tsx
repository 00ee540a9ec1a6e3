import { describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockReply } from '@eoa/ui/testing';
import type { AdminCorrection, AdminQuestDetail, QuestOverrideSave } from '@eoa/contracts';
import { questCategories, questDetail } from '../../../testing/admin-quest-fixture';
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

const EMPTY_AUDIT = { auditLogs: [], totalCount: 0, hasNext: false, hasPrevious: false, page: 1, pageSize: 20 };

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

  it('a quest correction’s review shows what the quest editor just saved (one cache entry for the quest’s detail)', async () => {
    storeTestLogin();
    const LEVEL_CORRECTION: AdminCorrection = { ...PENDING, id: 8, entityType: 'Quest', entityId: '101', entityName: 'The Old Forest', fieldName: 'level', currentValue: '12', suggestedValue: '14' };
    let saved: AdminQuestDetail | null = null;
    const api = mockApi({
      ...sessionRoutes(),
      'GET /api/admin/corrections': { body: { corrections: [LEVEL_CORRECTION], pendingCount: 1, totalCount: 1, page: 1, pageSize: 50 } },
      // After the save the server is slow to answer again: the review can only show 14 from the editor's answer.
      'GET /api/admin/quests/101': () => (saved ? new Promise<MockReply>(() => undefined) : { body: questDetail() }),
      'PUT /api/admin/quests/101/override': (request) => {
        const { fieldOverrides } = request.body as QuestOverrideSave;
        saved = questDetail({ overrideFields: { ...questDetail().overrideFields!, level: fieldOverrides.level ?? null } });
        return { body: saved };
      },
      'GET /api/quests/categories': { body: questCategories },
      'GET /api/admin/audit': { body: EMPTY_AUDIT },
    });
    const { user, router, queryClient } = renderAdmin('/admin/corrections');

    const openReview = async () => {
      await user.click(await within(await screen.findByRole('row', { name: 'Correction 8' })).findByRole('button', { name: 'View details' }));
      return screen.getByRole('dialog', { name: 'Correction 8' });
    };
    let dialog = await openReview();
    expect(await within(dialog).findByText('Now in The Old Forest:')).toBeInTheDocument();
    expect(within(dialog).getByText('12', { selector: '.correction-quest .correction-compare__text' })).toBeInTheDocument();

    // The suggestion into the editor (it reads the review's answer, in the page's language), then saved.
    await user.click(within(dialog).getByRole('link', { name: 'Open in quest editor' }));
    expect(await screen.findByLabelText('Level')).toHaveValue('14');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The public site shows the change within moments.')).toBeInTheDocument();
    expect(requestsTo(api, 'GET', '/api/admin/quests/101')).toHaveLength(1);
    expect(requestsTo(api, 'GET', '/api/admin/quests/101')[0]!.query.get('lang')).toBe('en');
    expect(requestsTo(api, 'PUT', '/api/admin/quests/101/override')[0]!.query.get('lang')).toBe('en');
    expect(queryClient.getQueryData(['admin', 'quests', 'detail', 101, 'en'])).toEqual(saved);

    await act(() => router.navigate('/admin/corrections'));
    dialog = await openReview();
    expect(await within(dialog).findByText('14', { selector: '.correction-quest .correction-compare__text' })).toBeInTheDocument();
    expect(within(dialog).queryByText('12', { selector: '.correction-quest .correction-compare__text' })).not.toBeInTheDocument();
  });
});
