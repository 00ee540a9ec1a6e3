import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { Redis } from 'ioredis';
import { CorrectionCreatedSchema, PublicCorrectionsPageSchema, type CorrectionSubmission, type Problem, type PublicCorrection } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { loadConfig } from '@eoa/server-kit';
import { createAdminApp } from './admin-app.js';
import { problemOf } from '@eoa/server-kit/testing/problem';

const validQuest: CorrectionSubmission = {
  entityType: 'Quest',
  entityId: '1879048439',
  entityName: 'A Troubled Town',
  fieldName: 'level',
  currentValue: '12',
  suggestedValue: '14',
  reason: 'The bestower gives it at level 14 in the Echoes of Angmar client.',
  userName: 'Tester',
  userEmail: 'tester@example.org',
};

const validBug: CorrectionSubmission = {
  entityType: 'Bug',
  entityName: 'ui',
  fieldName: 'bug_report',
  reason: 'The tooltip of an item leaves the screen on the right side.',
  currentValue: '1. Open the builder\n2. Hover the last slot',
  suggestedValue: 'Firefox 140 on Linux, 1920x1080',
  userName: '',
  userEmail: '',
};

describe('admin: corrections', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let ipCounter = 0;
  /** A fresh client address per test (the gateway's X-Forwarded-For), so limits do not leak between tests. */
  const nextIp = () => `203.0.113.${(ipCounter += 1)}`;

  const submit = (body: unknown, ip: string) =>
    request(app.getHttpServer()).post('/api/corrections').set('X-Forwarded-For', ip).send(body as object);
  const list = (query = '') => request(app.getHttpServer()).get(`/api/corrections/public${query}`);

  beforeAll(async () => {
    app = await createAdminApp();
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  it('stores a quest correction as pending and lists it without e-mail or address', async () => {
    const ip = nextIp();
    const res = await submit(validQuest, ip);
    expect(res.status).toBe(201);
    const { correctionId: id } = answerOf(CorrectionCreatedSchema, res.body);

    const [row]: Array<Record<string, unknown>> = await db.query('SELECT * FROM "admin"."user_corrections" WHERE id = $1', [id]);
    expect(row).toMatchObject({ status: 'pending', entity_type: 'Quest', field_name: 'level', user_email: 'tester@example.org', client_ip: ip });

    const page = await list();
    expect(page.status).toBe(200);
    const entry = (answerOf(PublicCorrectionsPageSchema, page.body)).corrections.find((c) => c.id === id);
    expect(entry).toEqual({
      id,
      entityType: 'Quest',
      entityName: 'A Troubled Town',
      entityId: '1879048439',
      fieldName: 'level',
      currentValue: '12',
      suggestedValue: '14',
      reason: validQuest.reason,
      userName: 'Tester',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      status: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      adminNotes: null,
    } satisfies PublicCorrection);
    expect(page.text).not.toContain('tester@example.org');
    expect(page.text).not.toContain(ip);
  });

  it('stores a bug report with empty optional fields as NULL and trims text', async () => {
    const res = await submit({ ...validBug, reason: `   ${validBug.reason}   ` }, nextIp());
    expect(res.status).toBe(201);
    const { correctionId: id } = answerOf(CorrectionCreatedSchema, res.body);
    const [row]: Array<Record<string, unknown>> = await db.query(
      'SELECT entity_name, field_name, reason, user_name, user_email, entity_id FROM "admin"."user_corrections" WHERE id = $1',
      [id],
    );
    expect(row).toEqual({
      entity_name: 'ui',
      field_name: 'bug_report',
      reason: validBug.reason,
      user_name: null,
      user_email: null,
      entity_id: null,
    });
  });

  describe('validation (each a 400 with the spec text)', () => {
    // The spec's texts are the English details; each case also names the field and the code a client reads.
    const cases: Array<[string, Record<string, unknown>, string, string]> = [
      ['bug without category', { ...validBug, entityName: undefined }, 'entityName admin.bugCategory', 'Please select a bug category'],
      ['bug with an unknown category', { ...validBug, entityName: 'laptop' }, 'entityName admin.bugCategory', 'Please select a bug category'],
      ['bug with a short description', { ...validBug, reason: 'Broken tooltip' }, 'reason admin.bugDescription', 'Please provide a detailed description (minimum 20 characters)'],
      ['bug without description', { ...validBug, reason: undefined }, 'reason admin.bugDescription', 'Please provide a detailed description (minimum 20 characters)'],
      ['bug with another field name', { ...validBug, fieldName: 'name' }, 'fieldName admin.bugField', 'fieldName must be "bug_report" for a bug report'],
      ['quest with a short reason', { ...validQuest, reason: 'Wrong level' }, 'reason admin.explanation', 'Please provide a detailed explanation (minimum 20 characters)'],
      [
        'quest whose reason is short once trimmed',
        { ...validQuest, reason: `${' '.repeat(30)}Wrong level${' '.repeat(30)}` },
        'reason admin.explanation',
        'Please provide a detailed explanation (minimum 20 characters)',
      ],
      ['NPC with a short reason', { ...validQuest, entityType: 'NPC', fieldName: 'race', reason: 'Not an elf' }, 'reason admin.explanation', 'Please provide a detailed explanation (minimum 20 characters)'],
      ['quest without a field', { ...validQuest, fieldName: undefined }, 'fieldName admin.selectField', 'Please select a field to correct'],
      ['quest with an empty field', { ...validQuest, fieldName: '' }, 'fieldName admin.selectField', 'Please select a field to correct'],
      ['quest with a field not correctable', { ...validQuest, fieldName: 'colour' }, 'fieldName admin.selectField', 'Please select a field to correct'],
      ['an unknown entity type', { ...validQuest, entityType: 'Item' }, 'entityType field.oneOf', 'entityType must be one of: Quest, NPC, Bug'],
      ['a malformed e-mail', { ...validQuest, userEmail: 'not-an-email' }, 'userEmail admin.email', 'userEmail must be a valid e-mail address'],
      ['a name that is too long', { ...validQuest, userName: 'x'.repeat(101) }, 'userName field.textAtMost', 'userName must be at most 100 characters'],
      ['a suggestion that is too long', { ...validQuest, suggestedValue: 'x'.repeat(2001) }, 'suggestedValue field.textAtMost', 'suggestedValue must be at most 2000 characters'],
      ['an unknown property', { ...validQuest, clientIp: '1.2.3.4' }, 'clientIp field.notAllowed', 'property clientIp should not exist'],
    ];

    it.each(cases)('%s', async (_name, body, issue, detail) => {
      const res = await submit(body, nextIp());
      expect(problemOf(res)).toEqual({ status: 400, code: 'request.invalid', detail, errors: [issue] });
    });

    it('reports several problems at once', async () => {
      const res = await submit({ ...validBug, entityName: 'nope', reason: 'short' }, nextIp());
      const problem = problemOf(res);
      expect(problem).toMatchObject({ status: 400, code: 'request.invalid' });
      expect(problem.errors).toEqual(expect.arrayContaining(['entityName admin.bugCategory', 'reason admin.bugDescription']));
      expect(problem.errors).toHaveLength(2);
      expect((res.body as Problem).errors!.map((issue) => issue.detail).join('; ')).toBe(problem.detail);
    });
  });

  describe('rate limit (CORRECTIONS_RATE_LIMIT=3 in this run)', () => {
    it('answers 429 with the spec text and Retry-After after the limit, per client address', async () => {
      const ip = nextIp();
      for (let i = 0; i < 3; i += 1) {
        const ok = await submit(validQuest, ip);
        expect(ok.status).toBe(201);
      }
      const limited = await submit(validQuest, ip);
      expect(problemOf(limited)).toEqual({
        status: 429,
        code: 'admin.tooManySubmissions',
        detail: 'Too many submissions. Please wait before submitting again.',
      });
      const retryAfter = Number(limited.headers['retry-after']);
      expect(Number.isInteger(retryAfter)).toBe(true);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);

      // Another visitor is not affected.
      const other = await submit(validQuest, nextIp());
      expect(other.status).toBe(201);

      // The count lives in Redis under this run's prefix, shared by every replica; the refused
      // attempt counted too (3 accepted + 1 refused).
      const config = loadConfig();
      const raw = new Redis(config.redisUrl);
      try {
        await expect(raw.get(`${config.redisPrefix}ratelimit:corrections:${ip}`)).resolves.toBe('4');
      } finally {
        raw.disconnect();
      }
    });

    it('does not count submissions refused as invalid', async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i += 1) {
        const bad = await submit({ ...validQuest, reason: 'too short' }, ip);
        expect(bad.status).toBe(400);
      }
      for (let i = 0; i < 3; i += 1) {
        const ok = await submit(validQuest, ip);
        expect(ok.status).toBe(201);
      }
    });
  });

  describe('public list', () => {
    it('is newest first, paginated and filtered', async () => {
      const all = await list();
      expect(all.status).toBe(200);
      const body = answerOf(PublicCorrectionsPageSchema, all.body);
      expect(body.page).toBe(1);
      expect(body.pageSize).toBe(50);
      const [{ count }]: [{ count: string }] = await db.query('SELECT count(*) FROM "admin"."user_corrections"');
      expect(body.totalCount).toBe(Number(count));
      const times = body.corrections.map((c) => Date.parse(c.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(body.corrections.every((c) => !('userEmail' in c) && !('clientIp' in c))).toBe(true);

      const second = await list('?page=2&pageSize=1');
      expect(second.status).toBe(200);
      expect((answerOf(PublicCorrectionsPageSchema, second.body)).corrections.map((c) => c.id)).toEqual([body.corrections[1]?.id]);

      const bugs = await list('?entityType=Bug&status=pending');
      const bugBody = answerOf(PublicCorrectionsPageSchema, bugs.body);
      expect(bugBody.totalCount).toBe(1);
      expect(bugBody.corrections.map((c) => c.entityType)).toEqual(['Bug']);

      await db.query(`UPDATE "admin"."user_corrections" SET status = 'fixed' WHERE entity_type = 'Bug'`);
      await expect(list('?status=fixed').then((r) => (answerOf(PublicCorrectionsPageSchema, r.body)).totalCount)).resolves.toBe(1);
      await expect(list('?status=pending&entityType=Bug').then((r) => (answerOf(PublicCorrectionsPageSchema, r.body)).totalCount)).resolves.toBe(0);
      // "All" in a filter arrives as an empty value and means no filter.
      await expect(list('?status=&entityType=').then((r) => (answerOf(PublicCorrectionsPageSchema, r.body)).totalCount)).resolves.toBe(Number(count));
    });

    it.each([
      ['?pageSize=51', 'pageSize field.notGreaterThan', 'pageSize must not be greater than 50'],
      ['?pageSize=0', 'pageSize field.oneOrMore', 'pageSize must be 1 or more'],
      ['?page=0', 'page field.oneOrMore', 'page must be 1 or more'],
      ['?page=two', 'page field.wholeNumber', 'page must be a whole number'],
      ['?pageSize=1.5', 'pageSize field.wholeNumber', 'pageSize must be a whole number'],
      ['?status=done', 'status field.oneOf', 'status must be one of: pending, in_progress, approved, fixed, rejected'],
      ['?entityType=Item', 'entityType field.oneOf', 'entityType must be one of: Quest, NPC, Bug'],
      ['?sort=id', 'sort field.notAllowed', 'property sort should not exist'],
    ])('refuses %s with a clear 400', async (query, issue, detail) => {
      expect(problemOf(await list(query))).toEqual({ status: 400, code: 'request.invalid', detail, errors: [issue] });
    });
  });
});
