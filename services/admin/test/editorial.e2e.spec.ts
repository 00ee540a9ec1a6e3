// GET /api/internal/editorial — what atlas applies: behind the internal token, every quest record and calibration, a
// version that changes with every editorial write (a restore of a backup included) and only then. On a database, a
// Redis prefix and a backups folder of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { BackupInfoSchema, EditorialSnapshotSchema, INTERNAL_TOKEN_HEADER, MapCalibrationListSchema, type QuestOverrideSave } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { useOwnDatabase, withEnvironment, type OwnDatabase } from '@eoa/server-kit/testing';
import { createAdminApp } from './admin-app.js';
import { adminAuthorization } from './admin-session.js';
import { problemOf } from '@eoa/server-kit/testing/problem';

const save = (fields: Partial<QuestOverrideSave>): QuestOverrideSave => ({
  excluded: false, expansionEra: null, fieldOverrides: {}, markerOverrides: [], objectiveOverrides: [], hiddenCommentIndices: [], adminNotes: null, ...fields,
});

describe('admin: the editorial snapshot for atlas', () => {
  let own: OwnDatabase;
  let folder: string;
  let app: NestExpressApplication;
  const token = process.env.INTERNAL_TOKEN ?? '';

  beforeAll(async () => {
    own = await useOwnDatabase('editorial');
    folder = await mkdtemp(join(tmpdir(), 'eoa-admin-editorial-'));
    app = await withEnvironment({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}editorial_`, BACKUP_DIR: folder }, createAdminApp);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await rm(folder, { recursive: true, force: true });
    await own?.restore();
  });

  const admin = () => adminAuthorization(app, 'galadriel');
  const snapshot = async () => {
    const res = await request(app.getHttpServer()).get('/api/internal/editorial').set(INTERNAL_TOKEN_HEADER, token);
    expect(res.status).toBe(200);
    return answerOf(EditorialSnapshotSchema, res.body);
  };
  const putOverride = async (id: number, body: QuestOverrideSave) =>
    expect((await request(app.getHttpServer()).put(`/api/admin/quests/${id}/override`).set('Authorization', admin()).send(body)).status).toBe(200);

  it('needs the internal token (an admin token is not one)', async () => {
    const missing = await request(app.getHttpServer()).get('/api/internal/editorial');
    expect(problemOf(missing)).toEqual({ status: 401, code: 'auth.internalToken', detail: 'A valid internal token is required (header x-internal-token)' });
    expect((await request(app.getHttpServer()).get('/api/internal/editorial').set(INTERNAL_TOKEN_HEADER, `${token}-not`)).status).toBe(401);
    expect((await request(app.getHttpServer()).get('/api/internal/editorial').set('Authorization', admin())).status).toBe(401);
  });

  it('holds nothing at first, with a version that stays while nothing changes', async () => {
    const first = await snapshot();
    expect(first).toEqual({ version: expect.stringMatching(/^[\w-]{22}$/), quests: [], calibrations: [] });
    expect((await snapshot()).version).toBe(first.version);
  });

  it('holds every record as atlas applies it, and a new version after each write', async () => {
    const versions = new Set([(await snapshot()).version]);
    await putOverride(101, save({
      expansionEra: 'MoM',
      fieldOverrides: { name: 'Lost in the Bog', level: 8 },
      markerOverrides: [{ index: 2, name: 'Barrel of Ale', objectiveIndex: 0, originalX: null, originalY: null, overrideX: 50, overrideY: 60, hidden: false }],
      objectiveOverrides: [null, 'Back to Gloak'],
      hiddenCommentIndices: [1],
    }));
    const edited = await snapshot();
    expect(edited.quests).toEqual([
      {
        questId: 101, excluded: false, expansionEra: 'MoM', name: 'Lost in the Bog', level: 8, description: null, categoryId: null, objectiveTexts: [null, 'Back to Gloak'],
        markers: [{ index: 2, name: 'Barrel of Ale', objectiveIndex: 0, originalX: expect.any(Number), originalY: expect.any(Number), overrideX: 50, overrideY: 60, hidden: false }],
        hiddenCommentIndices: [1],
      },
    ]);
    versions.add(edited.version);

    await request(app.getHttpServer()).post('/api/admin/quests/bulk-exclude').set('Authorization', admin()).send({ QuestIds: ['104'], Action: 'Exclude' }).expect(200);
    const excluded = await snapshot();
    expect(excluded.quests.map((q) => [q.questId, q.excluded])).toEqual([[101, false], [104, true]]);
    versions.add(excluded.version);

    const { calibrations } = answerOf(MapCalibrationListSchema, (await request(app.getHttpServer()).get('/api/admin/calibrations').set('Authorization', admin())).body);
    const seededCalibrations = await snapshot();
    expect(seededCalibrations.calibrations).toEqual([...calibrations].sort((a, b) => a.mapId - b.mapId));
    versions.add(seededCalibrations.version);
    const bree = calibrations.find((c) => c.zoneName === 'Bree-land')!;
    const { id: _id, updatedAt: _at, updatedBy: _by, ...update } = bree;
    await request(app.getHttpServer()).put(`/api/admin/calibrations/${bree.id}`).set('Authorization', admin()).send({ ...update, offsetX: 25 }).expect(200);
    const calibrated = await snapshot();
    expect(calibrated.calibrations.find((c) => c.mapId === bree.mapId)).toMatchObject({ offsetX: 25 });
    versions.add(calibrated.version);

    await request(app.getHttpServer()).delete('/api/admin/quests/101/override').set('Authorization', admin()).expect(200);
    versions.add((await snapshot()).version);
    expect(versions.size).toBe(6);
  });

  it('changes version when a backup is restored, back to the one of the state restored', async () => {
    const atBackup = await snapshot();
    const backup = answerOf(BackupInfoSchema, (await request(app.getHttpServer()).post('/api/admin/backup').set('Authorization', admin())).body);
    await putOverride(106, save({ fieldOverrides: { level: 30 } }));
    const edited = await snapshot();
    expect(edited.version).not.toBe(atBackup.version);
    await request(app.getHttpServer()).post('/api/admin/restore').set('Authorization', admin()).send({ backupFileName: backup.fileName }).expect(200);
    const restored = await snapshot();
    expect(restored).toEqual(atBackup);
    expect(restored.version).not.toBe(edited.version);
  });
});
