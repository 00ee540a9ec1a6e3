import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AuditPageSchema, type AuditLogEntry, type AuditPage } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { useOwnDatabase, type OwnDatabase } from '@eoa/server-kit/testing';
import { AuditService } from '../src/audit/audit.service.js';
import { createAdminApp } from './admin-app.js';
import { adminAuthorization } from './admin-session.js';
import { problemOf, type ProblemSummary } from '@eoa/server-kit/testing/problem';

describe('admin: the audit log', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let own: OwnDatabase;
  let auth: string;

  beforeAll(async () => {
    // A database of its own: the counts below are of every entry.
    own = await useOwnDatabase('audit');
    app = await createAdminApp();
    db = app.get(DataSource);
    auth = adminAuthorization(app);
    const audit = app.get(AuditService);
    const entries = [
      { action: 'quest_edit', username: 'Elrond', entityType: 'Quest', entityId: 1001, at: '2026-11-20T10:00:00.000Z' },
      { action: 'quest_edit', username: 'elrond', entityType: 'Quest', entityId: 1002, at: '2026-11-21T10:00:00.000Z' },
      { action: 'settings_update', username: 'galadriel', entityType: 'AppSettings', entityId: 'app_version', at: '2026-11-22T23:59:59.999Z' },
      { action: 'correction_approve', username: 'arwen_2', entityType: 'UserCorrection', entityId: 7, at: '2026-11-23T00:00:00.000Z' },
      { action: 'calibration_update', username: 'arwen%', entityType: 'MapCalibration', entityId: 5, at: '2026-11-24T12:00:00.000Z' },
    ] as const;
    for (const entry of entries) {
      // Written through the service in a transaction, then dated (the newest row): the filters are about createdAt.
      await db.transaction((manager) =>
        audit.record(manager, { action: entry.action, username: entry.username, entityType: entry.entityType, entityId: entry.entityId, ipAddress: '192.0.2.9', changes: { n: { before: 1, after: 2 } } }),
      );
      await db.query('UPDATE "admin"."audit_log" SET created_at = $1 WHERE id = (SELECT max(id) FROM "admin"."audit_log")', [entry.at]);
    }
  });

  afterAll(async () => {
    await app?.close();
    await own?.restore();
  });

  const list = async (query: Record<string, string | number> = {}) => {
    const res = await request(app.getHttpServer()).get('/api/admin/audit').query(query).set('Authorization', auth);
    expect([query, res.status]).toEqual([query, 200]);
    return answerOf(AuditPageSchema, res.body);
  };
  const ids = (page: AuditPage) => page.auditLogs.map((entry: AuditLogEntry) => entry.entityId);

  it('needs an admin token', async () => {
    expect((await request(app.getHttpServer()).get('/api/admin/audit')).status).toBe(401);
  });

  it('lists newest first with every field, 50 a page by default', async () => {
    const page = await list();
    expect([page.totalCount, page.page, page.pageSize, page.hasNext, page.hasPrevious]).toEqual([5, 1, 50, false, false]);
    expect(ids(page)).toEqual(['5', '7', 'app_version', '1002', '1001']);
    expect(page.auditLogs[4]).toEqual({
      id: expect.any(Number),
      createdAt: '2026-11-20T10:00:00.000Z',
      username: 'Elrond',
      action: 'quest_edit',
      entityType: 'Quest',
      entityId: '1001',
      ipAddress: '192.0.2.9',
      changes: { n: { before: 1, after: 2 } },
    });
  });

  it('pages with hasNext and hasPrevious (limit is the earlier reading of pageSize)', async () => {
    const first = await list({ pageSize: 2 });
    expect([ids(first), first.hasNext, first.hasPrevious]).toEqual([['5', '7'], true, false]);
    const second = await list({ pageSize: 2, page: 2 });
    expect([ids(second), second.hasNext, second.hasPrevious]).toEqual([['app_version', '1002'], true, true]);
    const last = await list({ pageSize: 2, page: 3 });
    expect([ids(last), last.hasNext, last.hasPrevious, last.totalCount]).toEqual([['1001'], false, true, 5]);
    const beyond = await list({ pageSize: 2, page: 9 });
    expect([ids(beyond), beyond.hasNext, beyond.hasPrevious]).toEqual([[], false, true]);
    expect((await list({ limit: 3 })).pageSize).toBe(3);
    expect((await list({ limit: 3, pageSize: 4 })).pageSize).toBe(4);
  });

  it('filters by action, entity type and id, the questId alias, and a part of the username in any case', async () => {
    expect(ids(await list({ action: 'quest_edit' }))).toEqual(['1002', '1001']);
    expect(ids(await list({ entityType: 'Quest', entityId: '1001' }))).toEqual(['1001']);
    expect(ids(await list({ questId: 1002 }))).toEqual(['1002']);
    expect(ids(await list({ questId: 1002, entityType: 'Quest' }))).toEqual(['1002']);
    expect(ids(await list({ username: 'ELROND' }))).toEqual(['1002', '1001']);
    expect(ids(await list({ username: 'wen' }))).toEqual(['5', '7']);
    // LIKE's wildcards are matched as themselves.
    expect(ids(await list({ username: 'arwen%' }))).toEqual(['5']);
    expect(ids(await list({ username: 'n_' }))).toEqual(['7']);
    expect(ids(await list({ action: 'quest_edit', username: 'galadriel' }))).toEqual([]);
    // Empty filters (an "All" choice) are no filters.
    expect((await list({ action: '', entityType: '', username: '' })).totalCount).toBe(5);
  });

  it('filters by dates: a date-time to the millisecond, a bare end date through that whole day (UTC)', async () => {
    expect(ids(await list({ startDate: '2026-11-22T23:59:59.999Z' }))).toEqual(['5', '7', 'app_version']);
    expect(ids(await list({ endDate: '2026-11-22T23:59:59.998Z' }))).toEqual(['1002', '1001']);
    expect(ids(await list({ endDate: '2026-11-22T23:59:59.999Z' }))).toEqual(['app_version', '1002', '1001']);
    expect(ids(await list({ endDate: '2026-11-22' }))).toEqual(['app_version', '1002', '1001']);
    expect(ids(await list({ startDate: '2026-11-21', endDate: '2026-11-23' }))).toEqual(['7', 'app_version', '1002']);
    expect(ids(await list({ startDate: '2026-11-23T01:00:00+01:00' }))).toEqual(['5', '7']);
    expect(ids(await list({ startDate: '2026-11-24T12:00' }))).toEqual(['5']);
  });

  it('answers 400 with a message for bad filters', async () => {
    const invalid = (issue: string, detail: string): ProblemSummary => ({ status: 400, code: 'request.invalid', detail, errors: [issue] });
    const notADate = (field: string) => invalid(`${field} field.isoDate`, `${field} must be an ISO 8601 date or date-time (e.g. 2026-11-26 or 2026-11-26T10:00:00Z)`);
    const cases: Array<[Record<string, string | number>, ProblemSummary]> = [
      [{ startDate: 'yesterday' }, notADate('startDate')],
      [{ endDate: '2026-02-30' }, notADate('endDate')],
      [{ endDate: '2026-11-26T24:00:00Z' }, notADate('endDate')],
      // ISO 8601 forms outside the one rule (server-kit's parseIsoDate): week, ordinal and basic-format dates.
      [{ startDate: '2026-W01' }, notADate('startDate')],
      [{ startDate: '2026-W01-1' }, notADate('startDate')],
      [{ endDate: '20261126' }, notADate('endDate')],
      [{ endDate: '2026-330' }, notADate('endDate')],
      [{ startDate: '2026-11-25', endDate: '2026-11-24' }, invalid('startDate field.notAfter', 'startDate must not be after endDate')],
      [{ action: 'delete_everything' }, invalid('action field.oneOf', `action must be one of: ${AUDIT_ACTIONS.join(', ')}`)],
      [{ entityType: 'Item' }, invalid('entityType field.oneOf', `entityType must be one of: ${AUDIT_ENTITY_TYPES.join(', ')}`)],
      [{ pageSize: 101 }, invalid('pageSize field.notGreaterThan', 'pageSize must not be greater than 100')],
      [{ page: 0 }, invalid('page field.oneOrMore', 'page must be 1 or more')],
      [{ questId: 'abc' }, invalid('questId field.wholeNumber', 'questId must be a whole number')],
      [{ questId: 5, entityType: 'AppSettings' }, invalid('questId admin.questIdCombined', 'questId names a quest: it cannot be combined with another entityType or entityId')],
      [{ username: 'x'.repeat(101) }, invalid('username field.textAtMost', 'username must be at most 100 characters')],
    ];
    for (const [query, problem] of cases) {
      const res = await request(app.getHttpServer()).get('/api/admin/audit').query(query).set('Authorization', auth);
      expect([query, problemOf(res)]).toEqual([query, problem]);
    }
  });

  it('an audit row is written with the caller’s transaction: rolled back with it', async () => {
    const before = (await list()).totalCount;
    await expect(
      db.transaction(async (manager) => {
        await app.get(AuditService).record(manager, { action: 'settings_update', username: 'x', entityType: 'AppSettings', entityId: 'k', ipAddress: null, changes: {} });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list()).totalCount).toBe(before);
  });
});
