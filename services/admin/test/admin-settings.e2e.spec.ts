import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminHomepageToolListSchema, AdminHomepageToolSchema, AppInfoSchema, AppSettingListSchema, AppSettingSchema, AuditPageSchema, ToolStatusListSchema, type DomainEvent, type Problem } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { APP_SETTING_MAX_LENGTH } from '@eoa/contracts';
import { EventsService } from '@eoa/server-kit';
import { eventually, useOwnDatabase, type OwnDatabase } from '@eoa/server-kit/testing';
import { createAdminApp } from './admin-app.js';
import { adminAuthorization, clientAddress } from './admin-session.js';
import { problemOf } from '@eoa/server-kit/testing/problem';

describe('admin: homepage tools and settings', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let auth: string;
  let own: OwnDatabase;
  const events: DomainEvent[] = [];

  beforeAll(async () => {
    // A database of its own: other files read app_version and the tool flags this file changes.
    own = await useOwnDatabase('settings');
    app = await createAdminApp();
    db = app.get(DataSource);
    auth = adminAuthorization(app, 'galadriel');
    const bus = app.get(EventsService);
    bus.subscribe((event) => {
      events.push(event);
    });
    await bus.whenListening();
  });

  afterAll(async () => {
    await app?.close();
    await own?.restore();
  });

  const server = () => app.getHttpServer();
  const auditOf = async (query: Record<string, string>) =>
    answerOf(AuditPageSchema, (await request(server()).get('/api/admin/audit').query(query).set('Authorization', auth)).body);

  it('every route needs an admin token', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/homepage-tools'],
      ['put', '/api/admin/homepage-tools/map/dev-status'],
      ['get', '/api/admin/settings'],
      ['put', '/api/admin/settings/app_version'],
    ] as const) {
      expect([path, (await request(server())[method](path).send({})).status]).toEqual([path, 401]);
    }
  });

  describe('homepage tools', () => {
    it('lists the six tools in card order with names and who changed them', async () => {
      const res = await request(server()).get('/api/admin/homepage-tools').set('Authorization', auth);
      expect(res.status).toBe(200);
      const tools = answerOf(AdminHomepageToolListSchema, res.body);
      expect(tools.map((tool) => [tool.toolId, tool.toolName])).toEqual([
        ['character-builder', 'Character Builder'],
        ['crafting', 'Crafting'],
        ['quests', 'Quests'],
        ['map', 'Map'],
        ['deeds', 'Deeds'],
        ['loot-tables', 'Loot Tables'],
      ]);
      expect(tools[0]).toEqual({ id: expect.any(Number), toolId: 'character-builder', toolName: 'Character Builder', isInDevelopment: false, updatedAt: expect.any(String), updatedBy: 'system' });
    });

    it('flags a tool in development: the public tools-status shows it at once, the change is audited and announced', async () => {
      events.length = 0;
      const listed = answerOf(AdminHomepageToolListSchema, (await request(server()).get('/api/admin/homepage-tools').set('Authorization', auth)).body);
      const before = listed.find((tool) => tool.toolId === 'map')!.updatedAt;
      const res = await request(server())
        .put('/api/admin/homepage-tools/map/dev-status')
        .set('Authorization', auth)
        .set('X-Forwarded-For', clientAddress(7))
        .send({ isInDevelopment: true });
      expect(res.status).toBe(200);
      expect(answerOf(AdminHomepageToolSchema, res.body)).toMatchObject({ toolId: 'map', isInDevelopment: true, updatedBy: 'galadriel' });
      // Stamped by this save: later than the row's earlier stamp (an order, not a duration).
      expect(Date.parse(answerOf(AdminHomepageToolSchema, res.body).updatedAt)).toBeGreaterThan(Date.parse(before));

      const publicTools = answerOf(ToolStatusListSchema, (await request(server()).get('/api/homepage/tools-status')).body);
      expect(publicTools.find((tool) => tool.toolId === 'map')).toEqual({ toolId: 'map', isInDevelopment: true });

      const audit = await auditOf({ action: 'homepage_tool_update', entityId: 'map' });
      expect(audit.auditLogs[0]).toMatchObject({
        username: 'galadriel',
        action: 'homepage_tool_update',
        entityType: 'HomepageTool',
        entityId: 'map',
        ipAddress: clientAddress(7),
        changes: { isInDevelopment: { before: false, after: true } },
      });
      expect(await eventually(() => events.some((event) => event.type === 'settings.changed'))).toBe(true);
      expect(events).toContainEqual({ type: 'settings.changed', keys: ['homepage_tools'] });

      // The same flag again changes nothing and writes no audit entry.
      const again = await request(server()).put('/api/admin/homepage-tools/map/dev-status').set('Authorization', auth).send({ isInDevelopment: true });
      expect(again.status).toBe(200);
      expect((await auditOf({ action: 'homepage_tool_update', entityId: 'map' })).totalCount).toBe(audit.totalCount);

      await request(server()).put('/api/admin/homepage-tools/map/dev-status').set('Authorization', auth).send({ isInDevelopment: false });
      const back = answerOf(ToolStatusListSchema, (await request(server()).get('/api/homepage/tools-status')).body);
      expect(back.find((tool) => tool.toolId === 'map')!.isInDevelopment).toBe(false);
    });

    it('answers 404 for an unknown tool and 400 for a body that is not a boolean', async () => {
      const unknown = await request(server()).put('/api/admin/homepage-tools/mordor-tours/dev-status').set('Authorization', auth).send({ isInDevelopment: true });
      expect(problemOf(unknown)).toEqual({ status: 404, code: 'admin.homepageToolNotFound', detail: 'Homepage tool "mordor-tours" not found' });
      for (const body of [{}, { isInDevelopment: 'true' }, { isInDevelopment: 1 }, { isInDevelopment: null }, { isInDevelopment: true, extra: 1 }]) {
        const res = await request(server()).put('/api/admin/homepage-tools/map/dev-status').set('Authorization', auth).send(body);
        expect([body, res.status]).toEqual([body, 400]);
      }
    });
  });

  describe('settings', () => {
    it('lists the settings with their descriptions', async () => {
      const res = await request(server()).get('/api/admin/settings').set('Authorization', auth);
      expect(res.status).toBe(200);
      const settings = answerOf(AppSettingListSchema, res.body);
      expect(settings.map((setting) => setting.settingKey)).toEqual(['app_version', 'data_version']);
      expect(settings[0]).toEqual({
        id: expect.any(Number),
        settingKey: 'app_version',
        settingValue: expect.any(String),
        description: expect.stringContaining('semantic versioning'),
        updatedAt: expect.any(String),
        updatedBy: expect.any(String),
      });
    });

    it('changes app_version: answered as saved, shown by the public app-info at once, audited with before/after, announced', async () => {
      events.length = 0;
      const before = (answerOf(AppInfoSchema, (await request(server()).get('/api/homepage/app-info')).body)).appVersion;
      const res = await request(server())
        .put('/api/admin/settings/app_version')
        .set('Authorization', auth)
        .set('X-Forwarded-For', clientAddress(8))
        .send({ value: ' 0.1.0-beta.2 ' });
      expect(res.status).toBe(200);
      const saved = answerOf(AppSettingSchema, res.body);
      expect(saved).toMatchObject({ settingKey: 'app_version', settingValue: '0.1.0-beta.2', updatedBy: 'galadriel' });

      const info = answerOf(AppInfoSchema, (await request(server()).get('/api/homepage/app-info')).body);
      expect(info.appVersion).toBe('0.1.0-beta.2');
      expect(info.lastUpdated).toBe(saved.updatedAt);

      const audit = await auditOf({ action: 'settings_update', entityType: 'AppSettings' });
      expect(audit.auditLogs[0]).toMatchObject({
        username: 'galadriel',
        entityId: 'app_version',
        ipAddress: clientAddress(8),
        changes: { settingValue: { before, after: '0.1.0-beta.2' } },
      });
      expect(await eventually(() => events.length > 0)).toBe(true);
      expect(events).toContainEqual({ type: 'settings.changed', keys: ['app_version'] });
    });

    it('refuses an app_version that is not a semantic version, changing nothing', async () => {
      const [{ setting_value: stored }]: [{ setting_value: string }] = await db.query(`SELECT setting_value FROM "admin"."app_settings" WHERE setting_key = 'app_version'`);
      for (const value of ['v1.2.3', '1.2', '01.0.0', '1.0.0.0', 'beta', '1.0.0-']) {
        const res = await request(server()).put('/api/admin/settings/app_version').set('Authorization', auth).send({ value });
        expect([value, problemOf(res)]).toEqual([
          value,
          { status: 400, code: 'request.invalid', detail: 'app_version must be a semantic version (MAJOR.MINOR.PATCH, e.g. 0.0.11)', errors: ['value admin.appVersion'] },
        ]);
      }
      const [{ setting_value: after }]: [{ setting_value: string }] = await db.query(`SELECT setting_value FROM "admin"."app_settings" WHERE setting_key = 'app_version'`);
      expect(after).toBe(stored);
    });

    it('takes any non-blank text for other settings, within the length limit', async () => {
      const ok = await request(server()).put('/api/admin/settings/data_version').set('Authorization', auth).send({ value: 'Shadows of Angmar' });
      expect(ok.status).toBe(200);
      expect((answerOf(AppInfoSchema, (await request(server()).get('/api/homepage/app-info')).body)).dataVersion).toBe('Shadows of Angmar');

      const blank = await request(server()).put('/api/admin/settings/data_version').set('Authorization', auth).send({ value: '   ' });
      expect(problemOf(blank)).toEqual({ status: 400, code: 'request.invalid', detail: 'value must not be empty', errors: ['value field.notEmpty'] });
      const long = await request(server()).put('/api/admin/settings/data_version').set('Authorization', auth).send({ value: 'x'.repeat(APP_SETTING_MAX_LENGTH + 1) });
      expect(problemOf(long)).toEqual({
        status: 400,
        code: 'request.invalid',
        detail: `value must be at most ${APP_SETTING_MAX_LENGTH} characters`,
        errors: ['value field.textAtMost'],
      });
      for (const body of [{}, { value: 5 }, { value: null }, { value: 'x', other: 1 }]) {
        expect([body, (await request(server()).put('/api/admin/settings/data_version').set('Authorization', auth).send(body)).status]).toEqual([body, 400]);
      }
      await request(server()).put('/api/admin/settings/data_version').set('Authorization', auth).send({ value: 'Echoes of Angmar' });
    });

    it('answers 404 for an unknown key', async () => {
      const res = await request(server()).put('/api/admin/settings/motd').set('Authorization', auth).send({ value: 'hello' });
      expect(problemOf(res)).toEqual({ status: 404, code: 'admin.settingNotFound', detail: 'Setting "motd" not found' });
      expect((res.body as Problem).params).toEqual({ key: 'motd' });
    });
  });
});
