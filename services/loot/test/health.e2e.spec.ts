import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { ServiceHealth } from '@eoa/contracts';
import { initServiceApp } from '@eoa/server-kit';
import { AppModule } from '../src/app.module.js';
import { SERVICE } from '../src/service.info.js';

describe('loot service against the real database', () => {
  let app: NestExpressApplication;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
    app = await initServiceApp(moduleRef, SERVICE);
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers GET /api/health with 200 and PostgreSQL ok', async () => {
    const res = await request(app.getHttpServer()).get('/api/health');
    expect(res.status).toBe(200);
    const health = res.body as ServiceHealth;
    expect(health.service).toBe('loot');
    expect(health.version).toBe(SERVICE.version);
    expect(health.postgres.status).toBe('ok');
    expect(['ok', 'degraded']).toContain(health.status);
  });

  it('created its tables and its migrations table inside schema loot', async () => {
    const dataSource = app.get(DataSource);
    const tables: Array<{ table_name: string }> = await dataSource.query(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
      ['loot'],
    );
    expect(tables.map((t) => t.table_name)).toEqual(['boss_drops', 'bosses', 'dataset_meta', 'instances', 'item_refs', 'item_sources', 'migrations', 'npc_refs', 'quest_refs', 'recipe_refs', 'translations']);
    const applied: Array<{ name: string }> = await dataSource.query('SELECT name FROM "loot"."migrations" ORDER BY id');
    expect(applied.map((m) => m.name)).toEqual(['Init1795336501000', 'GameData1795500000000']);
  });

  it('serves its OpenAPI document', async () => {
    const res = await request(app.getHttpServer()).get('/api/loot/docs-json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toContain('/api/health');
  });
});
