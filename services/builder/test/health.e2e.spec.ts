import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { ServiceHealth } from '@eoa/contracts';
import { initServiceApp } from '@eoa/server-kit';
import { AppModule } from '../src/app.module.js';
import { SERVICE } from '../src/service.info.js';

describe('builder service against the real database', () => {
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
    expect(health.service).toBe('builder');
    expect(health.version).toBe(SERVICE.version);
    expect(health.postgres.status).toBe('ok');
    expect(['ok', 'degraded']).toContain(health.status);
  });

  it('created its tables and its migrations table inside schema builder', async () => {
    const dataSource = app.get(DataSource);
    const tables: Array<{ table_name: string }> = await dataSource.query(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
      ['builder'],
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'base_stats', 'classes', 'combat_characteristics', 'dataset_meta', 'item_sets', 'items', 'migrations', 'progressions', 'races',
      'trait_slots', 'traits', 'translations',
    ]);
    const applied: Array<{ name: string }> = await dataSource.query('SELECT name FROM "builder"."migrations" ORDER BY id');
    expect(applied.map((m) => m.name)).toEqual(['Init1795336501000', 'GameData1795500000000']);
  });

  it('serves its OpenAPI document', async () => {
    const res = await request(app.getHttpServer()).get('/api/builder/docs-json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toContain('/api/health');
    // Every builder call of spec 1 §7 is documented.
    for (const path of [
      '/api/items', '/api/items/{id}', '/api/items/batch', '/api/items/search', '/api/items/filter', '/api/items/level', '/api/items/category/{category}',
      '/api/items/slot/{slot}', '/api/items/quality/{quality}', '/api/items/clear-cache', '/api/character/classes', '/api/character/classes/info',
      '/api/character/classes/{name}', '/api/character/races', '/api/character/races/info', '/api/character/races/{name}',
      '/api/character/stats/{className}/{level}', '/api/character/stats/{className}', '/api/character/calculate', '/api/trait',
      '/api/trait/category/{category}', '/api/trait/available', '/api/trait/slots/{level}', '/api/set', '/api/set/{id}', '/api/set/item/{itemId}',
      '/api/progression', '/api/data/version', '/api/icons/{icon}', '/api/icons/layered/{layers}',
    ]) {
      expect(Object.keys(res.body.paths)).toContain(path);
    }
    const filter = res.body.paths['/api/items/filter'].get.parameters.map((p: { name: string }) => p.name);
    expect(filter).toEqual(expect.arrayContaining(['levelMin', 'levelMax', 'category', 'quality', 'slot', 'weaponType', 'armourType', 'damageType', 'itemClass', 'statType', 'statMinValue', 'statFilter1', 'statFilter2', 'hasCooldown', 'effectSearch', 'searchQuery', 'sortBy', 'page', 'pageSize']));
    expect(res.body.paths['/api/character/calculate'].post.requestBody).toBeDefined();
  });

  it('localized answers vary by Accept-Language', async () => {
    const res = await request(app.getHttpServer()).get('/api/trait/slots/10');
    expect(res.headers.vary).toContain('Accept-Language');
  });
});
