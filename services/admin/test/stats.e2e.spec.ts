// GET /admin/stats: the quests of the fake atlas (101–106) with the editors' eras, exclusions and edits counted, the
// audit entries of the last 7 days (sessions left out), the newest backup; 503 with a message without atlas. On a
// database, a Redis prefix and a backups folder of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminStatsSchema, BackupInfoSchema, type QuestOverrideSave } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { closedPort, useOwnDatabase, withEnvironment, type OwnDatabase } from '@eoa/server-kit/testing';
import { createAdminApp } from './admin-app.js';
import { adminAuthorization } from './admin-session.js';
import { problemOf } from '@eoa/server-kit/testing/problem';

const save = (fields: Partial<QuestOverrideSave>): QuestOverrideSave => ({
  excluded: false, expansionEra: null, fieldOverrides: {}, markerOverrides: [], objectiveOverrides: [], hiddenCommentIndices: [], adminNotes: null, ...fields,
});

describe('admin: dashboard statistics', () => {
  let own: OwnDatabase;
  let folder: string;
  let app: NestExpressApplication;
  let withoutAtlas: NestExpressApplication;
  let db: DataSource;

  /** An admin app on this file's database, backups folder and a Redis prefix of its own, reading atlas at `atlasUrl`. */
  const boot = (name: string, atlasUrl = process.env.ATLAS_URL): Promise<NestExpressApplication> =>
    withEnvironment({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}stats_${name}_`, ATLAS_URL: atlasUrl, BACKUP_DIR: folder }, createAdminApp);

  beforeAll(async () => {
    own = await useOwnDatabase('stats');
    folder = await mkdtemp(join(tmpdir(), 'eoa-admin-stats-'));
    app = await boot('a');
    withoutAtlas = await boot('b', `http://127.0.0.1:${await closedPort()}`);
    db = app.get(DataSource);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await withoutAtlas?.close();
    await rm(folder, { recursive: true, force: true });
    await own?.restore();
  });

  const as = (target: NestExpressApplication) => ({
    get: (path: string) => request(target.getHttpServer()).get(path).set('Authorization', adminAuthorization(target, 'arwen')),
    put: (path: string, body: object) => request(target.getHttpServer()).put(path).set('Authorization', adminAuthorization(target, 'arwen')).send(body),
    post: (path: string) => request(target.getHttpServer()).post(path).set('Authorization', adminAuthorization(target, 'arwen')),
  });
  const stats = async () => {
    const res = await as(app).get('/api/admin/stats');
    expect(res.status).toBe(200);
    return answerOf(AdminStatsSchema, res.body);
  };

  it('needs an admin token', async () => {
    expect((await request(app.getHttpServer()).get('/api/admin/stats')).status).toBe(401);
  });

  it('counts the quests by era with nothing edited, no recent change and no backup', async () => {
    expect(await stats()).toEqual({
      totalQuests: 6,
      excludedQuests: 0,
      questsWithOverrides: 0,
      questsByExpansion: { SoA: 3, MoM: 1, SoM: 0, RoI: 0, RoR: 0, HD: 1, U16: 0, Mordor: 0, Other: 1 },
      recentChanges: 0,
      lastBackupDate: null,
    });
  });

  it('applies the editors: an era moved, exclusions, edits; counts the changes of the last 7 days but not sessions', async () => {
    expect((await as(app).put('/api/admin/quests/101/override', save({ expansionEra: 'Mordor' }))).status).toBe(200);
    expect((await as(app).put('/api/admin/quests/104/override', save({ excluded: true }))).status).toBe(200);
    expect((await as(app).put('/api/admin/quests/105/override', save({ excluded: true, fieldOverrides: { level: 45 } }))).status).toBe(200);
    // An entry older than the window, and a login, are not recent changes.
    await db.query(`INSERT INTO "admin"."audit_log" ("action", "username", "entity_type", "created_at") VALUES ('settings_update', 'arwen', 'AppSettings', now() - interval '8 days')`);
    await db.query(`INSERT INTO "admin"."audit_log" ("action", "username", "entity_type") VALUES ('login', 'arwen', 'AdminSession')`);
    expect(await stats()).toMatchObject({
      totalQuests: 6,
      excludedQuests: 2,
      questsWithOverrides: 2,
      questsByExpansion: { SoA: 2, MoM: 1, SoM: 0, RoI: 0, RoR: 0, HD: 1, U16: 0, Mordor: 1, Other: 1 },
      recentChanges: 3,
    });
  });

  it('gives the newest backup date', async () => {
    const backup = answerOf(BackupInfoSchema, (await as(app).post('/api/admin/backup')).body);
    const figures = await stats();
    expect(figures.lastBackupDate).toBe(backup.createdAt);
    // The backup is a change too.
    expect(figures.recentChanges).toBe(4);
  });

  it('answers 503 with a message when atlas cannot be reached', async () => {
    const res = await as(withoutAtlas).get('/api/admin/stats');
    expect(problemOf(res)).toEqual({
      status: 503,
      code: 'admin.atlasUnavailable',
      detail: 'The atlas service cannot be reached, so quest data is unavailable; try again in a moment',
    });
  });
});
