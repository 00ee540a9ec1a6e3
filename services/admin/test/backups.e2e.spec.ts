import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppInfoSchema, AuditPageSchema, BackupInfoSchema, BackupListSchema, RestoreResultSchema, type BackupInfo, type DomainEvent, type Problem } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { EventsService } from '@eoa/server-kit';
import { eventually, useOwnDatabase, withEnvironment, type OwnDatabase } from '@eoa/server-kit/testing';
import { backupFileName, writeBackupText } from '../src/backups/backup-file.js';
import { BackupsService } from '../src/backups/backups.service.js';
import { createAdminApp } from './admin-app.js';
import { adminAuthorization, clientAddress } from './admin-session.js';
import { problemOf, type ProblemSummary } from '@eoa/server-kit/testing/problem';

const BACKUP_NAME_DETAIL = 'backupFileName must be the name of a file in the backups folder, such as admin-2026-11-26T11-02-03-123Z.json';

describe('admin: backups and restore', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let own: OwnDatabase;
  let folder: string;
  let auth: string;
  const events: DomainEvent[] = [];

  beforeAll(async () => {
    // Its own database (a restore replaces whole tables) and its own backups folder.
    own = await useOwnDatabase('backups');
    folder = await mkdtemp(join(tmpdir(), 'eoa-admin-backups-'));
    app = await withEnvironment({ BACKUP_DIR: folder }, createAdminApp);
    db = app.get(DataSource);
    auth = adminAuthorization(app, 'celeborn');
    const bus = app.get(EventsService);
    bus.subscribe((event) => {
      events.push(event);
    });
    await bus.whenListening();
    await db.query(
      `INSERT INTO "admin"."user_corrections" ("entity_type", "entity_id", "field_name", "reason", "user_email", "status", "created_at")
       VALUES ('Quest', '77', 'level', 'The quest level is off by two.', 'x@example.org', 'pending', '2026-11-20T08:00:00.123456Z'),
              ('NPC', '12', 'name', 'The NPC is called differently in game.', NULL, 'approved', '2026-11-21T09:00:00Z')`,
    );
    await db.query(
      `INSERT INTO "admin"."ui_translations" ("language", "translation_key", "value") VALUES ('de', 'common:hello', 'Hallo'), ('fr', 'common:hello', 'Bonjour')`,
    );
  });

  afterAll(async () => {
    await app?.close();
    await rm(folder, { recursive: true, force: true });
    await own?.restore();
  });

  const server = () => app.getHttpServer();
  const post = (path: string, body?: object) => request(server()).post(path).set('Authorization', auth).set('X-Forwarded-For', clientAddress(40)).send(body);
  const files = async () => (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();

  /** Every restorable table's rows as PostgreSQL's JSON text, in key order. */
  async function restorableState(): Promise<Record<string, string>> {
    const state: Record<string, string> = {};
    for (const [name, order] of [
      ['app_settings', 'id'],
      ['homepage_tools', 'id'],
      ['user_corrections', 'id'],
      ['ui_translations', 'language, translation_key'],
    ]) {
      const [row]: Array<{ rows: string }> = await db.query(`SELECT COALESCE(json_agg(t ORDER BY ${order}), '[]')::text AS rows FROM "admin"."${name}" t`);
      state[name!] = row!.rows;
    }
    const editorial: Array<{ table_name: string }> = await db.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'admin' AND table_type = 'BASE TABLE'
         AND table_name NOT IN ('app_settings', 'homepage_tools', 'user_corrections', 'ui_translations', 'audit_log', 'admin_users', 'migrations')`,
    );
    for (const { table_name: name } of editorial) {
      const [row]: Array<{ rows: string }> = await db.query(`SELECT COALESCE(json_agg(t ORDER BY t::text), '[]')::text AS rows FROM "admin"."${name}" t`);
      state[name] = row!.rows;
    }
    return state;
  }

  it('every route needs an admin token', async () => {
    expect((await request(server()).post('/api/admin/backup')).status).toBe(401);
    expect((await request(server()).get('/api/admin/backups')).status).toBe(401);
    expect((await request(server()).post('/api/admin/restore').send({ backupFileName: 'x' })).status).toBe(401);
  });

  it('writes a backup named by time with a checksum of its content; no password hashes; audited; listed newest first', async () => {
    const res = await post('/api/admin/backup');
    expect(res.status).toBe(201);
    const info = answerOf(BackupInfoSchema, res.body);
    expect(info.fileName).toMatch(/^admin-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/);
    expect(info.fileName).toBe(`admin-${info.createdAt.replace(/[:.]/g, '-')}.json`);
    expect(info.createdBy).toBe('celeborn');
    expect(info.tables).toMatchObject({ app_settings: 2, homepage_tools: 6, user_corrections: 2, ui_translations: 2 });
    expect(info.tables).toHaveProperty('audit_log');
    expect(info.tables).not.toHaveProperty('admin_users');
    expect(info.tables).not.toHaveProperty('migrations');

    const text = await readFile(join(folder, info.fileName), 'utf8');
    expect(Buffer.byteLength(text)).toBe(info.sizeBytes);
    const backupText = text.slice(text.indexOf('"backup":') + '"backup":'.length, text.lastIndexOf(',"sha256"'));
    expect(createHash('sha256').update(backupText).digest('hex')).toBe(info.sha256);
    expect(text).not.toContain('$scrypt$');
    expect(JSON.parse(text)).toMatchObject({ format: 'eoa-admin-backup', version: 1, sha256: info.sha256 });
    // The microseconds of a timestamp are kept as PostgreSQL wrote them.
    expect(text).toContain('2026-11-20T08:00:00.123456+00:00');
    // No temporary file is left behind.
    expect((await readdir(folder)).filter((name) => name.startsWith('.tmp-'))).toEqual([]);

    const audit = answerOf(AuditPageSchema, (await request(server()).get('/api/admin/audit').query({ action: 'backup_create' }).set('Authorization', auth)).body);
    expect(audit.auditLogs[0]).toMatchObject({
      username: 'celeborn',
      entityType: 'Backup',
      entityId: info.fileName,
      ipAddress: clientAddress(40),
      changes: { sha256: info.sha256, tables: info.tables },
    });

    const second = answerOf(BackupInfoSchema, (await post('/api/admin/backup')).body);
    const list = answerOf(BackupListSchema, (await request(server()).get('/api/admin/backups').set('Authorization', auth)).body);
    expect(list.backups.map((backup) => backup.fileName)).toEqual([second.fileName, info.fileName]);
    expect(list.backups[1]).toEqual(info);
    await expect(app.get(BackupsService).lastBackupDate()).resolves.toBe(second.createdAt);
  });

  it('restores exactly the backed-up state after changes, after a safety backup; the audit log is kept and records the restore', async () => {
    const before = await restorableState();
    const backup = answerOf(BackupInfoSchema, (await post('/api/admin/backup')).body);

    await request(server()).put('/api/admin/settings/app_version').set('Authorization', auth).send({ value: '9.9.9' }).expect(200);
    await request(server()).put('/api/admin/homepage-tools/crafting/dev-status').set('Authorization', auth).send({ isInDevelopment: true }).expect(200);
    const [{ id: firstId }]: [{ id: number }] = await db.query(`SELECT min(id) AS id FROM "admin"."user_corrections"`);
    await request(server()).put(`/api/admin/corrections/${firstId}/approve`).set('Authorization', auth).send({ adminNotes: 'ok' }).expect(200);
    await db.query(`INSERT INTO "admin"."user_corrections" ("entity_type", "field_name", "reason") VALUES ('Bug', 'bug_report', 'A bug report added after the backup.')`);
    await db.query(`DELETE FROM "admin"."ui_translations" WHERE language = 'fr'`);
    const changed = await restorableState();
    expect(changed).not.toEqual(before);
    const auditBefore = (answerOf(AuditPageSchema, (await request(server()).get('/api/admin/audit').set('Authorization', auth)).body)).totalCount;
    events.length = 0;

    const res = await post('/api/admin/restore', { backupFileName: backup.fileName });
    expect(res.status).toBe(200);
    const result = answerOf(RestoreResultSchema, res.body);
    expect(result.restored).toBe(backup.fileName);
    expect(result.tables).toMatchObject({ app_settings: 2, homepage_tools: 6, user_corrections: 2, ui_translations: 2 });
    expect(result.tables).not.toHaveProperty('audit_log');
    expect(await restorableState()).toEqual(before);

    // The safety backup holds the state just before the restore.
    expect(await files()).toContain(result.safetyBackup.fileName);
    expect(result.safetyBackup.tables).toMatchObject({ user_corrections: 3, ui_translations: 1 });
    const safetyText = await readFile(join(folder, result.safetyBackup.fileName), 'utf8');
    expect(safetyText).toContain('A bug report added after the backup.');

    // The audit log is not rewound: the entries made since the backup remain, plus the safety backup and the restore.
    const audit = answerOf(AuditPageSchema, (await request(server()).get('/api/admin/audit').set('Authorization', auth)).body);
    expect(audit.totalCount).toBe(auditBefore + 2);
    expect(audit.auditLogs[0]).toMatchObject({
      action: 'backup_restore',
      username: 'celeborn',
      entityId: backup.fileName,
      ipAddress: clientAddress(40),
      changes: { restored: backup.fileName, safetyBackup: result.safetyBackup.fileName, tables: result.tables },
    });
    expect(audit.auditLogs[1]).toMatchObject({ action: 'backup_create', entityId: result.safetyBackup.fileName });

    // Sequences follow the restored rows: a new correction gets a fresh id.
    const [{ max }]: [{ max: number }] = await db.query(`SELECT max(id) AS max FROM "admin"."user_corrections"`);
    const [{ id: newId }]: [{ id: number }] = await db.query(
      `INSERT INTO "admin"."user_corrections" ("entity_type", "field_name", "reason") VALUES ('Bug', 'bug_report', 'Another bug report, after the restore.') RETURNING id`,
    );
    expect(newId).toBeGreaterThan(max);
    await db.query(`DELETE FROM "admin"."user_corrections" WHERE id = $1`, [newId]);

    // Atlas and the home page are told.
    await eventually(() => events.length >= 3);
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'editorial.changed', entity: 'quest' },
        { type: 'editorial.changed', entity: 'calibration' },
        { type: 'settings.changed', keys: ['app_version', 'data_version'] },
      ]),
    );
    // The public home shows the restored version.
    expect(answerOf(AppInfoSchema, (await request(server()).get('/api/homepage/app-info')).body)).toMatchObject({ appVersion: '0.0.11' });
  });

  describe('refuses what is not a sound backup of this folder, changing nothing', () => {
    let good: BackupInfo;
    let state: Record<string, string>;
    let fileCount: number;

    beforeAll(async () => {
      good = answerOf(BackupInfoSchema, (await post('/api/admin/backup')).body);
    });

    beforeEach(async () => {
      state = await restorableState();
      fileCount = (await files()).length;
    });

    afterEach(async () => {
      expect(await restorableState()).toEqual(state);
    });

    async function refused(backupFileName: unknown, problem: ProblemSummary) {
      const res = await post('/api/admin/restore', { backupFileName } as object);
      expect([backupFileName, problemOf(res)]).toEqual([backupFileName, problem]);
    }
    const damaged = (code: string, detail: string): ProblemSummary => ({ status: 400, code, detail });

    it('names that are paths, other files or not names at all → 400; a missing file → 404 (no safety backup)', async () => {
      for (const name of [
        '../admin-2026-11-26T11-02-03-123Z.json',
        '/etc/passwd',
        `${folder}/${good.fileName}`,
        `./${good.fileName}`,
        `${good.fileName}/../${good.fileName}`,
        '..',
        'admin-2026-11-26T11-02-03-123Z.JSON',
        'admin-2026-11-26T11-02-03-123Z.json.bak',
        'backup.json',
        '',
        `${good.fileName}\u0000`,
      ]) {
        const res = await post('/api/admin/restore', { backupFileName: name });
        expect([name, res.status]).toEqual([name, 400]);
      }
      await refused('admin-2020-01-01T00-00-00-000Z.json', { status: 404, code: 'admin.backupNotFound', detail: 'Backup admin-2020-01-01T00-00-00-000Z.json not found' });
      const missing = await post('/api/admin/restore', { backupFileName: 'admin-2020-01-01T00-00-00-000Z.json' });
      expect((missing.body as Problem).params).toEqual({ name: 'admin-2020-01-01T00-00-00-000Z.json' });
      for (const body of [{}, { backupFileName: 5 }, { backupFileName: null }]) {
        const res = await post('/api/admin/restore', body);
        expect([body, problemOf(res)]).toEqual([body, { status: 400, code: 'request.invalid', detail: BACKUP_NAME_DETAIL, errors: ['backupFileName admin.backupName'] }]);
      }
      expect((await files()).length).toBe(fileCount);
    });

    it('a changed byte → checksum mismatch', async () => {
      const text = await readFile(join(folder, good.fileName), 'utf8');
      const name = 'admin-2020-01-01T00-00-00-001Z.json';
      await writeFile(join(folder, name), text.replace('The quest level is off by two.', 'The quest level is off by six.'));
      await refused(name, damaged('admin.backupChecksum', 'The backup checksum does not match: the file is damaged or was changed'));
      expect((await files()).length).toBe(fileCount + 1);
    });

    it('a truncated file → not valid JSON', async () => {
      const text = await readFile(join(folder, good.fileName), 'utf8');
      const name = 'admin-2020-01-01T00-00-00-002Z.json';
      await writeFile(join(folder, name), text.slice(0, Math.floor(text.length / 2)));
      await refused(name, damaged('admin.backupNotJson', 'The backup file is not valid JSON (it is damaged)'));
    });

    it('another JSON file, or the same backup pretty-printed → refused', async () => {
      await writeFile(join(folder, 'admin-2020-01-01T00-00-00-003Z.json'), '{"hello":"world"}');
      await refused('admin-2020-01-01T00-00-00-003Z.json', damaged('admin.backupNotAdmin', 'The file is not a backup of the admin service'));
      const pretty = JSON.stringify(JSON.parse(await readFile(join(folder, good.fileName), 'utf8')), null, 2);
      await writeFile(join(folder, 'admin-2020-01-01T00-00-00-004Z.json'), pretty);
      await refused('admin-2020-01-01T00-00-00-004Z.json', damaged('admin.backupLayout', 'The backup file was reformatted or changed: its layout is not the one written'));
    });

    it('a well-formed backup with a table or column this schema does not have → 400', async () => {
      const meta = { schema: 'admin', createdAt: new Date().toISOString(), createdBy: 'mallory', migrations: [] };
      const foreignTable = writeBackupText(meta, [{ name: 'admin_users', columns: ['id', 'username', 'password_hash'], rowsJson: '[{"id":1,"username":"mallory","password_hash":"x"}]', rowCount: 1 }]);
      await writeFile(join(folder, 'admin-2020-01-01T00-00-00-005Z.json'), foreignTable.text);
      await refused('admin-2020-01-01T00-00-00-005Z.json', damaged('admin.backupTable', 'The backup holds table admin_users, which this schema does not have (or never restores)'));
      const foreignColumn = writeBackupText(meta, [{ name: 'app_settings', columns: ['id', 'is_admin'], rowsJson: '[{"id":1,"is_admin":true}]', rowCount: 1 }]);
      await writeFile(join(folder, 'admin-2020-01-01T00-00-00-006Z.json'), foreignColumn.text);
      await refused('admin-2020-01-01T00-00-00-006Z.json', damaged('admin.backupColumn', 'Column is_admin of table app_settings in the backup is not in this schema'));
      const foreign = await post('/api/admin/restore', { backupFileName: 'admin-2020-01-01T00-00-00-006Z.json' });
      expect((foreign.body as Problem).params).toEqual({ column: 'is_admin', table: 'app_settings' });
      const miscounted = writeBackupText(meta, [{ name: 'app_settings', columns: ['id'], rowsJson: '[]', rowCount: 1 }]);
      await writeFile(join(folder, 'admin-2020-01-01T00-00-00-007Z.json'), miscounted.text);
      await refused('admin-2020-01-01T00-00-00-007Z.json', damaged('admin.backupTableCount', 'Table app_settings of the backup does not hold the number of rows it records'));
    });

    it('rows the database refuses midway → rolled back: every table as it was', async () => {
      const meta = { schema: 'admin', createdAt: new Date().toISOString(), createdBy: 'mallory', migrations: [] };
      // app_settings restores fine first; user_corrections then breaks a CHECK constraint.
      const broken = writeBackupText(meta, [
        { name: 'app_settings', columns: ['id', 'setting_key', 'setting_value'], rowsJson: '[{"id":1,"setting_key":"app_version","setting_value":"6.6.6"}]', rowCount: 1 },
        {
          name: 'user_corrections',
          columns: ['id', 'entity_type', 'field_name', 'reason', 'status'],
          rowsJson: '[{"id":1,"entity_type":"Quest","field_name":"level","reason":"r","status":"bogus"}]',
          rowCount: 1,
        },
      ]);
      await writeFile(join(folder, 'admin-2020-01-01T00-00-00-008Z.json'), broken.text);
      const res = await post('/api/admin/restore', { backupFileName: 'admin-2020-01-01T00-00-00-008Z.json' });
      expect(problemOf(res)).toMatchObject({ status: 400, code: 'admin.backupFailed' });
      expect((res.body as Problem).detail).toMatch(/^The backup could not be restored, nothing was changed: .*CHK_user_corrections_status/);
    });
  });

  describe('the folder as it is: same-millisecond names, things that are no backup', () => {
    /** Only Date is frozen: timers, sockets and the database go on as usual. */
    const onlyDate = [
      'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback',
      'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout',
    ] as const;

    it('gives backups of the same millisecond names of their own, never taking the name of a file already there', async () => {
      const now = Date.now();
      const taken = join(folder, backupFileName(new Date(now)));
      await writeFile(taken, 'not a backup, but it has the name');
      jest.useFakeTimers({ now, doNotFake: [...onlyDate] });
      let answers: request.Response[];
      try {
        answers = await Promise.all([post('/api/admin/backup'), post('/api/admin/backup'), post('/api/admin/backup')]);
      } finally {
        jest.useRealTimers();
      }
      const infos = answers.map((res) => {
        expect(res.status).toBe(201);
        return answerOf(BackupInfoSchema, res.body);
      });
      expect(infos.map((info) => info.createdAt)).toEqual([0, 1, 2].map(() => new Date(now).toISOString()));
      expect(infos.map((info) => info.fileName).sort()).toEqual([1, 2, 3].map((offset) => backupFileName(new Date(now + offset))));
      expect(await readFile(taken, 'utf8')).toBe('not a backup, but it has the name');
      // Each name holds its own backup, whole (no temporary file left behind).
      for (const info of infos) {
        const text = await readFile(join(folder, info.fileName), 'utf8');
        expect(Buffer.byteLength(text)).toBe(info.sizeBytes);
        expect(text.endsWith(`"sha256":"${info.sha256}"}\n`)).toBe(true);
      }
      expect((await readdir(folder)).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
      await rm(taken);
    });

    it('leaves out names of the pattern with an impossible time and folders: listed, dated and restored as no backup (never a 500)', async () => {
      const impossible = 'admin-2026-13-01T00-00-00-000Z.json';
      const folderNamed = 'admin-2099-01-01T00-00-00-000Z.json';
      const good = answerOf(BackupInfoSchema, (await post('/api/admin/backup')).body);
      await writeFile(join(folder, impossible), await readFile(join(folder, good.fileName)));
      await mkdir(join(folder, folderNamed));
      try {
        const list = await request(server()).get('/api/admin/backups').set('Authorization', auth);
        expect(list.status).toBe(200);
        const names = (answerOf(BackupListSchema, list.body)).backups.map((backup) => backup.fileName);
        expect(names).toContain(good.fileName);
        expect(names).not.toContain(impossible);
        expect(names).not.toContain(folderNamed);
        await expect(app.get(BackupsService).lastBackupDate()).resolves.toBe(good.createdAt);

        const count = (await files()).length;
        const month13 = await post('/api/admin/restore', { backupFileName: impossible });
        expect(problemOf(month13)).toEqual({ status: 400, code: 'admin.backupName', detail: BACKUP_NAME_DETAIL });
        const aFolder = await post('/api/admin/restore', { backupFileName: folderNamed });
        expect(problemOf(aFolder)).toEqual({ status: 400, code: 'admin.backupIsFolder', detail: `${folderNamed} in the backups folder is a folder, not a backup file` });
        // Refused before the safety backup: nothing written.
        expect((await files()).length).toBe(count);
      } finally {
        await rm(join(folder, impossible), { force: true });
        await rm(join(folder, folderNamed), { recursive: true, force: true });
      }
    });
  });

  describe('retention (BACKUP_KEEP)', () => {
    let kept: NestExpressApplication;
    let keptFolder: string;
    /** The backup the first test writes (a sound file the second restores a copy of). */
    let written: string;

    beforeAll(async () => {
      keptFolder = await mkdtemp(join(tmpdir(), 'eoa-admin-backups-kept-'));
      kept = await withEnvironment({ BACKUP_DIR: keptFolder, BACKUP_KEEP: '1' }, createAdminApp);
    }, 60_000);

    afterAll(async () => {
      await kept?.close();
      await rm(keptFolder, { recursive: true, force: true });
    });

    const keptPost = (path: string, body?: object) => request(kept.getHttpServer()).post(path).set('Authorization', adminAuthorization(kept, 'celeborn')).send(body);
    const keptEntries = async () => (await readdir(keptFolder)).sort();

    it('after each backup removes the oldest beyond BACKUP_KEEP — never the one just written — and touches nothing else; audited', async () => {
      const future = 'admin-2099-01-01T00-00-00-000Z.json';
      const old = ['admin-2020-01-01T00-00-00-001Z.json', 'admin-2020-01-01T00-00-00-002Z.json'];
      for (const name of [...old, future]) await writeFile(join(keptFolder, name), 'x');
      const others = ['notes.txt', 'admin-2020-01-01T00-00-00-000Z.json.bak', 'admin-2026-13-01T00-00-00-000Z.json'];
      for (const name of others) await writeFile(join(keptFolder, name), 'kept');
      await mkdir(join(keptFolder, 'admin-2019-01-01T00-00-00-000Z.json'));

      const res = await keptPost('/api/admin/backup');
      expect(res.status).toBe(201);
      const info = answerOf(BackupInfoSchema, res.body);
      written = info.fileName;
      // The newest by name is the future one; the backup just written stays beside it all the same.
      expect(await keptEntries()).toEqual([...others, 'admin-2019-01-01T00-00-00-000Z.json', future, info.fileName].sort());

      const audit = answerOf(AuditPageSchema, (await request(kept.getHttpServer()).get('/api/admin/audit').query({ action: 'backup_create', entityId: info.fileName }).set('Authorization', adminAuthorization(kept))).body);
      expect(audit.auditLogs[0]!.changes).toMatchObject({ removedBackups: [old[1], old[0]] });
    });

    it("a restore's safety backup never takes the file being restored; the next backup does", async () => {
      const restoring = 'admin-2020-06-01T00-00-00-000Z.json';
      await writeFile(join(keptFolder, restoring), await readFile(join(keptFolder, written)));

      const res = await keptPost('/api/admin/restore', { backupFileName: restoring });
      expect(res.status).toBe(200);
      const result = answerOf(RestoreResultSchema, res.body);
      const names = await keptEntries();
      expect(names).toContain(restoring);
      expect(names).toContain(result.safetyBackup.fileName);
      expect(names).not.toContain(written);

      const next = answerOf(BackupInfoSchema, (await keptPost('/api/admin/backup')).body);
      const after = await keptEntries();
      expect(after).toContain(next.fileName);
      expect(after).not.toContain(restoring);
      expect(after).not.toContain(result.safetyBackup.fileName);
      expect(after).toContain('notes.txt');
    });
  });
});
