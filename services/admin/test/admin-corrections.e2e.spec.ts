import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminCorrectionSchema, AdminCorrectionsPageSchema, AuditPageSchema, CORRECTION_REVIEW_ACTIONS, CORRECTION_REVIEW_TRANSITIONS, CORRECTION_STATUSES, PublicCorrectionsPageSchema, type CorrectionReviewAction, type CorrectionStatus, type Problem } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { useOwnDatabase, type OwnDatabase } from '@eoa/server-kit/testing';
import { createAdminApp } from './admin-app.js';
import { adminAuthorization, clientAddress } from './admin-session.js';
import { problemOf } from '@eoa/server-kit/testing/problem';

const ACTIONS = Object.keys(CORRECTION_REVIEW_ACTIONS) as CorrectionReviewAction[];
const AUDIT_ACTION: Record<CorrectionReviewAction, string> = {
  approve: 'correction_approve',
  reject: 'correction_reject',
  'in-progress': 'correction_in_progress',
  fixed: 'correction_fixed',
};

describe('admin: corrections review', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let own: OwnDatabase;
  let auth: string;

  beforeAll(async () => {
    // A database of its own: the pending count is of every correction, and other files submit some.
    own = await useOwnDatabase('corrections');
    app = await createAdminApp();
    db = app.get(DataSource);
    auth = adminAuthorization(app, 'elrond');
  });

  afterAll(async () => {
    await app?.close();
    await own?.restore();
  });

  const server = () => app.getHttpServer();
  const as = (method: 'get' | 'put' | 'delete', path: string, client = clientAddress(20)) =>
    request(server())[method](path).set('Authorization', auth).set('X-Forwarded-For', client);

  /** A correction written straight into the table, `minutesAgo` old. */
  async function insert(fields: { status?: CorrectionStatus; entityType?: string; reason?: string; minutesAgo?: number; adminNotes?: string | null } = {}): Promise<number> {
    const [row]: Array<{ id: number }> = await db.query(
      `INSERT INTO "admin"."user_corrections" ("entity_type", "entity_id", "entity_name", "field_name", "current_value", "suggested_value", "reason", "user_name", "user_email", "status", "admin_notes", "created_at")
       VALUES ($1, '1234', 'The Hunt for Gollum', 'level', '12', '14', $2, 'Bilbo', 'bilbo@example.org', $3, $4, now() - make_interval(mins => $5)) RETURNING id`,
      [fields.entityType ?? 'Quest', fields.reason ?? 'The level shown is wrong for this quest.', fields.status ?? 'pending', fields.adminNotes ?? null, fields.minutesAgo ?? 0],
    );
    return row!.id;
  }

  const auditOf = async (entityId: number, action?: string) =>
    (answerOf(AuditPageSchema, (await as('get', '/api/admin/audit').query({ entityType: 'UserCorrection', entityId: String(entityId), ...(action ? { action } : {}) })).body)).auditLogs;

  it('every route needs an admin token', async () => {
    const id = await insert();
    for (const [method, path] of [
      ['get', '/api/admin/corrections'],
      ['get', `/api/admin/corrections/${id}`],
      ['put', `/api/admin/corrections/${id}/approve`],
      ['put', `/api/admin/corrections/${id}`],
      ['delete', `/api/admin/corrections/${id}`],
    ] as const) {
      expect([path, (await request(server())[method](path).send({})).status]).toEqual([path, 401]);
    }
    expect(answerOf(AdminCorrectionSchema, (await as('get', `/api/admin/corrections/${id}`)).body)).toMatchObject({ status: 'pending' });
  });

  describe('the list', () => {
    beforeAll(async () => {
      await db.query('DELETE FROM "admin"."user_corrections"');
      await insert({ status: 'pending', entityType: 'Quest', minutesAgo: 50 });
      await insert({ status: 'pending', entityType: 'NPC', minutesAgo: 40 });
      await insert({ status: 'approved', entityType: 'Quest', minutesAgo: 30 });
      await insert({ status: 'pending', entityType: 'Bug', minutesAgo: 20 });
      await insert({ status: 'rejected', entityType: 'NPC', minutesAgo: 10 });
    });

    it('lists newest first with e-mail addresses; pendingCount counts all pending, totalCount the filtered list', async () => {
      const all = answerOf(AdminCorrectionsPageSchema, (await as('get', '/api/admin/corrections')).body);
      expect(all.totalCount).toBe(5);
      expect(all.pendingCount).toBe(3);
      expect(all.pageSize).toBe(50);
      expect(all.corrections.map((c) => c.status)).toEqual(['rejected', 'pending', 'approved', 'pending', 'pending']);
      expect(all.corrections[0]).toMatchObject({ userEmail: 'bilbo@example.org', userName: 'Bilbo', entityName: 'The Hunt for Gollum' });

      const npc = answerOf(AdminCorrectionsPageSchema, (await as('get', '/api/admin/corrections').query({ entityType: 'NPC' })).body);
      expect([npc.totalCount, npc.pendingCount, npc.corrections.map((c) => c.entityType)]).toEqual([2, 3, ['NPC', 'NPC']]);
      const approved = answerOf(AdminCorrectionsPageSchema, (await as('get', '/api/admin/corrections').query({ status: 'approved' })).body);
      expect([approved.totalCount, approved.pendingCount]).toEqual([1, 3]);
      const both = answerOf(AdminCorrectionsPageSchema, (await as('get', '/api/admin/corrections').query({ status: 'pending', entityType: 'Bug', page: 1, pageSize: 1 })).body);
      expect([both.totalCount, both.corrections.length, both.corrections[0]!.entityType]).toEqual([1, 1, 'Bug']);
    });

    it('pages', async () => {
      const second = answerOf(AdminCorrectionsPageSchema, (await as('get', '/api/admin/corrections').query({ page: 2, pageSize: 2 })).body);
      expect([second.page, second.pageSize, second.corrections.map((c) => c.status)]).toEqual([2, 2, ['approved', 'pending']]);
    });

    it('answers 400 for bad filters and pages', async () => {
      for (const query of [{ pageSize: 51 }, { page: 0 }, { status: 'done' }, { entityType: 'Item' }, { page: 'x' }]) {
        expect([query, (await as('get', '/api/admin/corrections').query(query)).status]).toEqual([query, 400]);
      }
    });

    it('one correction by id; 404 unknown, 400 malformed', async () => {
      const [first] = (answerOf(AdminCorrectionsPageSchema, (await as('get', '/api/admin/corrections')).body)).corrections;
      expect(answerOf(AdminCorrectionSchema, (await as('get', `/api/admin/corrections/${first!.id}`)).body)).toEqual(first);
      const missing = await as('get', '/api/admin/corrections/999999');
      expect(problemOf(missing)).toEqual({ status: 404, code: 'admin.correctionNotFound', detail: 'Correction 999999 not found' });
      expect((missing.body as Problem).params).toEqual({ id: 999999 });
      expect((await as('get', '/api/admin/corrections/abc')).status).toBe(400);
    });
  });

  describe('review moves (spec 3 §4)', () => {
    it('allows exactly the §4 transitions and refuses every other with 409, changing nothing', async () => {
      for (const from of CORRECTION_STATUSES) {
        for (const action of ACTIONS) {
          const target = CORRECTION_REVIEW_ACTIONS[action];
          const allowed = CORRECTION_REVIEW_TRANSITIONS[from].includes(target);
          const id = await insert({ status: from, adminNotes: 'earlier note' });
          const res = await as('put', `/api/admin/corrections/${id}/${action}`).send({ adminNotes: `moved by ${action}` });
          const label = `${from} --${action}--> ${target}`;
          if (allowed) {
            expect([label, res.status]).toEqual([label, 200]);
            const saved = answerOf(AdminCorrectionSchema, res.body);
            expect(saved).toMatchObject({ id, status: target, reviewedBy: 'elrond', adminNotes: `moved by ${action}` });
            expect(Math.abs(Date.now() - Date.parse(saved.reviewedAt!))).toBeLessThan(10_000);
            const [entry] = await auditOf(id, AUDIT_ACTION[action]);
            expect([label, entry]).toEqual([
              label,
              expect.objectContaining({
                username: 'elrond',
                entityType: 'UserCorrection',
                entityId: String(id),
                ipAddress: clientAddress(20),
                changes: {
                  status: { before: from, after: target },
                  reviewedBy: { before: null, after: 'elrond' },
                  reviewedAt: { before: null, after: saved.reviewedAt },
                  adminNotes: { before: 'earlier note', after: `moved by ${action}` },
                },
              }),
            ]);
          } else {
            expect([label, problemOf(res)]).toEqual([
              label,
              { status: 409, code: 'admin.correctionMove', detail: `A correction cannot move from "${from}" to "${target}"` },
            ]);
            expect((res.body as Problem).params).toEqual({ from, to: target });
            expect((answerOf(AdminCorrectionSchema, (await as('get', `/api/admin/corrections/${id}`)).body))).toMatchObject({ status: from, reviewedBy: null, adminNotes: 'earlier note' });
            expect(await auditOf(id)).toEqual([]);
          }
        }
      }
    }, 60_000);

    it('keeps the notes when none are sent, clears them with blank text, and refuses over-long notes', async () => {
      const kept = await insert({ adminNotes: 'keep me' });
      expect((answerOf(AdminCorrectionSchema, (await as('put', `/api/admin/corrections/${kept}/in-progress`).send({})).body)).adminNotes).toBe('keep me');
      expect((answerOf(AdminCorrectionSchema, (await as('put', `/api/admin/corrections/${kept}/fixed`).send({ adminNotes: '  ' })).body)).adminNotes).toBeNull();
      const id = await insert();
      expect((await as('put', `/api/admin/corrections/${id}/approve`).send({ adminNotes: 'x'.repeat(5001) })).status).toBe(400);
      expect((await as('put', `/api/admin/corrections/${id}/approve`).send({ adminNotes: 5 })).status).toBe(400);
      expect((await as('put', '/api/admin/corrections/999999/approve').send({})).status).toBe(404);
    });

    it('lets only one of two reviewers acting at once move a correction', async () => {
      for (let round = 0; round < 5; round++) {
        const id = await insert();
        const answers = await Promise.all([
          as('put', `/api/admin/corrections/${id}/approve`).send({}),
          as('put', `/api/admin/corrections/${id}/reject`).send({}),
        ]);
        expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
        const winner = answerOf(AdminCorrectionSchema, answers.find((res) => res.status === 200)!.body);
        expect((answerOf(AdminCorrectionSchema, (await as('get', `/api/admin/corrections/${id}`)).body)).status).toBe(winner.status);
        expect(await auditOf(id)).toHaveLength(1);
      }
    });

    it('the pending count drops when a correction leaves pending, and the public list shows the new status', async () => {
      const id = await insert();
      const before = (answerOf(AdminCorrectionsPageSchema, (await as('get', '/api/admin/corrections')).body)).pendingCount;
      await as('put', `/api/admin/corrections/${id}/approve`).send({ adminNotes: 'Thanks!' }).expect(200);
      expect((answerOf(AdminCorrectionsPageSchema, (await as('get', '/api/admin/corrections')).body)).pendingCount).toBe(before - 1);
      const publicPage = answerOf(PublicCorrectionsPageSchema, (await request(server()).get('/api/corrections/public').query({ status: 'approved', pageSize: 50 })).body);
      const shown = publicPage.corrections.find((c) => c.id === id);
      expect(shown).toMatchObject({ status: 'approved', reviewedBy: 'elrond', adminNotes: 'Thanks!' });
      expect(shown).not.toHaveProperty('userEmail');
    });
  });

  describe('edit', () => {
    it('replaces the fields sent (any status), keeps the others, and audits only what changed', async () => {
      const id = await insert({ status: 'approved' });
      const res = await as('put', `/api/admin/corrections/${id}`).send({
        entityName: '  The Hunt for Gollum (Bree)  ',
        suggestedValue: '15',
        userEmail: 'baggins@example.org',
        status: 'pending',
        reviewedBy: 'gandalf',
        reviewedAt: '2026-11-20T09:30:00Z',
        userName: '',
      });
      expect(res.status).toBe(200);
      const saved = answerOf(AdminCorrectionSchema, res.body);
      expect(saved).toMatchObject({
        entityName: 'The Hunt for Gollum (Bree)',
        suggestedValue: '15',
        userEmail: 'baggins@example.org',
        status: 'pending',
        reviewedBy: 'gandalf',
        reviewedAt: '2026-11-20T09:30:00.000Z',
        userName: null,
        currentValue: '12',
        reason: 'The level shown is wrong for this quest.',
      });
      const [entry] = await auditOf(id, 'correction_update');
      expect(entry!.changes).toEqual({
        entityName: { before: 'The Hunt for Gollum', after: 'The Hunt for Gollum (Bree)' },
        suggestedValue: { before: '14', after: '15' },
        userEmail: { before: 'bilbo@example.org', after: 'baggins@example.org' },
        status: { before: 'approved', after: 'pending' },
        reviewedBy: { before: null, after: 'gandalf' },
        reviewedAt: { before: null, after: '2026-11-20T09:30:00.000Z' },
        userName: { before: 'Bilbo', after: null },
      });
      // The same values again: nothing written, no new entry.
      await as('put', `/api/admin/corrections/${id}`).send({ suggestedValue: '15', reviewedAt: '2026-11-20T09:30:00.000Z' }).expect(200);
      expect(await auditOf(id, 'correction_update')).toHaveLength(1);
      // reviewedAt can be cleared.
      expect((answerOf(AdminCorrectionSchema, (await as('put', `/api/admin/corrections/${id}`).send({ reviewedAt: null })).body)).reviewedAt).toBeNull();
      // A bare date is that day's midnight UTC, and a date-time without a zone is UTC too (never the server's zone).
      for (const [sent, stored] of [
        ['2026-11-21', '2026-11-21T00:00:00.000Z'],
        ['2026-11-21T08:15', '2026-11-21T08:15:00.000Z'],
        ['2026-11-21T08:15:00+02:00', '2026-11-21T06:15:00.000Z'],
      ]) {
        const res = await as('put', `/api/admin/corrections/${id}`).send({ reviewedAt: sent });
        expect([sent, res.status, (answerOf(AdminCorrectionSchema, res.body)).reviewedAt]).toEqual([sent, 200, stored]);
      }
    });

    it('refuses bad fields with 400 and changes nothing', async () => {
      const id = await insert();
      const before = answerOf(AdminCorrectionSchema, (await as('get', `/api/admin/corrections/${id}`)).body);
      const reviewedAtIssue = 'reviewedAt field.isoDateOrNull';
      const reviewedAtDetail = 'reviewedAt must be an ISO 8601 date or date-time (e.g. 2026-11-26 or 2026-11-26T10:00:00Z) or null';
      const statusDetail = 'status must be one of: pending, in_progress, approved, fixed, rejected';
      const bad: Array<[object, string, string]> = [
        [{ userEmail: 'not-an-email' }, 'userEmail admin.email', 'userEmail must be a valid e-mail address'],
        [{ reviewedAt: 'yesterday' }, reviewedAtIssue, reviewedAtDetail],
        [{ reviewedAt: '2026-02-30T10:00:00Z' }, reviewedAtIssue, reviewedAtDetail],
        // ISO 8601 forms IsISO8601 let through and Date cannot read (they were a 500).
        [{ reviewedAt: '2026-W01' }, reviewedAtIssue, reviewedAtDetail],
        [{ reviewedAt: '2026-W01-1' }, reviewedAtIssue, reviewedAtDetail],
        [{ reviewedAt: '20261126' }, reviewedAtIssue, reviewedAtDetail],
        [{ reviewedAt: '2026-330' }, reviewedAtIssue, reviewedAtDetail],
        [{ reviewedAt: 20261126 }, reviewedAtIssue, reviewedAtDetail],
        [{ status: 'done' }, 'status field.oneOf', statusDetail],
        [{ status: null }, 'status field.oneOf', statusDetail],
        [{ entityType: 'Item' }, 'entityType field.oneOf', 'entityType must be one of: Quest, NPC, Bug'],
        [{ reason: '   ' }, 'reason field.notEmpty', 'reason must not be empty'],
        [{ fieldName: null }, 'fieldName field.notEmpty', 'fieldName must not be empty'],
        [{ entityId: 'x'.repeat(65) }, 'entityId field.textAtMost', 'entityId must be at most 64 characters'],
        [{ suggestedValue: 'x'.repeat(2001) }, 'suggestedValue field.textAtMost', 'suggestedValue must be at most 2000 characters'],
        [{ userName: 7 }, 'userName field.textOrNull', 'userName must be text or null'],
        [{ createdAt: '2020-01-01T00:00:00Z' }, 'createdAt field.notAllowed', 'property createdAt should not exist'],
      ];
      for (const [body, issue, detail] of bad) {
        const res = await as('put', `/api/admin/corrections/${id}`).send(body);
        expect([body, problemOf(res)]).toEqual([body, { status: 400, code: 'request.invalid', detail, errors: [issue] }]);
      }
      expect(answerOf(AdminCorrectionSchema, (await as('get', `/api/admin/corrections/${id}`)).body)).toEqual(before);
      expect(await auditOf(id)).toEqual([]);
      expect((await as('put', '/api/admin/corrections/999999').send({ status: 'fixed' })).status).toBe(404);
    });
  });

  describe('delete', () => {
    it("deletes (204), keeps the row in the audit entry without the submitter's e-mail and address, then answers 404", async () => {
      const id = await insert({ status: 'in_progress' });
      await db.query(`UPDATE "admin"."user_corrections" SET client_ip = '192.0.2.77' WHERE id = $1`, [id]);
      const { userEmail, ...row } = answerOf(AdminCorrectionSchema, (await as('get', `/api/admin/corrections/${id}`)).body);
      expect(userEmail).toBe('bilbo@example.org');
      expect((await as('delete', `/api/admin/corrections/${id}`, clientAddress(21))).status).toBe(204);
      expect((await as('get', `/api/admin/corrections/${id}`)).status).toBe(404);
      const [entry] = await auditOf(id, 'correction_delete');
      expect(entry).toMatchObject({ username: 'elrond', ipAddress: clientAddress(21) });
      expect(entry!.changes).toEqual({ deleted: row });
      // Personal data of the submitter goes with the correction: the audit log keeps no copy of it.
      const [stored]: Array<{ changes: string }> = await db.query(
        `SELECT changes::text AS changes FROM "admin"."audit_log" WHERE action = 'correction_delete' AND entity_id = $1`,
        [String(id)],
      );
      expect(stored!.changes).not.toContain('bilbo@example.org');
      expect(stored!.changes).not.toContain('192.0.2.77');
      expect((await as('delete', `/api/admin/corrections/${id}`)).status).toBe(404);
    });
  });
});
