import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AppInfoSchema, ServiceHealthSchema, ToolStatusListSchema } from '@eoa/contracts';
import { answersWithoutSchema } from '@eoa/server-kit';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { ADMIN_MIGRATIONS } from '../src/migrations/index.js';
import { createAdminApp } from './admin-app.js';

describe('admin: homepage, health and seed', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createAdminApp();
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  it('GET /api/health answers 200 with PostgreSQL and Redis ok', async () => {
    const res = await request(app.getHttpServer()).get('/api/health');
    expect(res.status).toBe(200);
    const health = answerOf(ServiceHealthSchema, res.body);
    expect(health).toMatchObject({ service: 'admin', status: 'ok', postgres: { status: 'ok' }, redis: { status: 'ok' } });
  });

  it('documents every success answer with its schema (contracts zod schemas), not a description only', async () => {
    const res = await request(app.getHttpServer()).get('/api/admin/docs-json').expect(200);
    const document = res.body as Parameters<typeof answersWithoutSchema>[0];
    // 40 operations, health included; the 204 answers (logout, delete) have no body to describe.
    expect(Object.values(document.paths).flatMap((item) => Object.keys(item))).toHaveLength(40);
    expect(answersWithoutSchema(document)).toEqual([]);
  });

  it('GET /api/homepage/app-info gives the seeded versions and the newest settings change', async () => {
    const res = await request(app.getHttpServer()).get('/api/homepage/app-info');
    expect(res.status).toBe(200);
    const info = answerOf(AppInfoSchema, res.body);
    expect(info.appVersion).toBe('0.0.11');
    expect(info.dataVersion).toBe('Echoes of Angmar');
    const [{ newest }]: [{ newest: Date }] = await db.query('SELECT max(updated_at) AS newest FROM "admin"."app_settings"');
    expect(info.lastUpdated).toBe(newest.toISOString());
  });

  it('seeded the settings with descriptions', async () => {
    const rows: Array<{ setting_key: string; description: string | null }> = await db.query(
      'SELECT setting_key, description FROM "admin"."app_settings" ORDER BY setting_key',
    );
    expect(rows.map((row) => row.setting_key)).toEqual(['app_version', 'data_version']);
    for (const row of rows) expect(row.description?.length ?? 0).toBeGreaterThan(10);
  });

  it('GET /api/homepage/tools-status lists the six tools in card order, none in development', async () => {
    const res = await request(app.getHttpServer()).get('/api/homepage/tools-status');
    expect(res.status).toBe(200);
    expect(answerOf(ToolStatusListSchema, res.body)).toEqual([
      { toolId: 'character-builder', isInDevelopment: false },
      { toolId: 'crafting', isInDevelopment: false },
      { toolId: 'quests', isInDevelopment: false },
      { toolId: 'map', isInDevelopment: false },
      { toolId: 'deeds', isInDevelopment: false },
      { toolId: 'loot-tables', isInDevelopment: false },
    ]);
    const names: Array<{ tool_name: string }> = await db.query('SELECT tool_name FROM "admin"."homepage_tools" ORDER BY sort_order');
    expect(names.map((row) => row.tool_name)).toEqual(['Character Builder', 'Crafting', 'Quests', 'Map', 'Deeds', 'Loot Tables']);
  });

  it('follows the tools table: a tool flagged in development shows so', async () => {
    await db.query('UPDATE "admin"."homepage_tools" SET is_in_development = true WHERE tool_id = $1', ['map']);
    try {
      const res = await request(app.getHttpServer()).get('/api/homepage/tools-status');
      expect((answerOf(ToolStatusListSchema, res.body)).find((tool) => tool.toolId === 'map')).toEqual({ toolId: 'map', isInDevelopment: true });
    } finally {
      await db.query('UPDATE "admin"."homepage_tools" SET is_in_development = false WHERE tool_id = $1', ['map']);
    }
  });

  it('a second boot migrates and seeds nothing more and keeps changed values', async () => {
    await db.query('UPDATE "admin"."app_settings" SET setting_value = $1, updated_at = now() WHERE setting_key = $2', ['0.0.12', 'app_version']);
    const count = async () => {
      const [row]: Array<{ settings: string; tools: string; migrations: string }> = await db.query(
        `SELECT (SELECT count(*) FROM "admin"."app_settings") AS settings,
                (SELECT count(*) FROM "admin"."homepage_tools") AS tools,
                (SELECT count(*) FROM "admin"."migrations") AS migrations`,
      );
      return row;
    };
    const before = await count();
    expect(before).toEqual({ settings: '2', tools: '6', migrations: String(ADMIN_MIGRATIONS.length) });

    const second = await createAdminApp();
    try {
      expect(await count()).toEqual(before);
      const res = await request(second.getHttpServer()).get('/api/homepage/app-info');
      expect((answerOf(AppInfoSchema, res.body)).appVersion).toBe('0.0.12');
    } finally {
      await second.close();
      await db.query('UPDATE "admin"."app_settings" SET setting_value = $1 WHERE setting_key = $2', ['0.0.11', 'app_version']);
    }
  });
});
