import request from 'supertest';
import { answersWithoutSchema } from '@eoa/server-kit';
import { describeServiceBasics } from '@eoa/server-kit/testing/suites';
import { AppModule } from '../src/app.module.js';
import { SERVICE } from '../src/service.info.js';

describeServiceBasics(
  {
    service: 'builder',
    schema: 'builder',
    appModule: AppModule,
    serviceInfo: SERVICE,
    minimumRoutes: 30,
    tables: [
      'base_stats', 'classes', 'combat_characteristics', 'dataset_meta', 'item_sets', 'items', 'migrations', 'progressions', 'races',
      'trait_slots', 'traits', 'translations',
    ],
    migrations: ['Init1795336501000', 'GameData1795500000000'],
    checkOpenApi: (document) => {
      // Every success answer has its schema (contracts' zod schemas), not a description only.
      expect(answersWithoutSchema(document)).toEqual([]);
      // Every builder call of spec 1 §7 is documented.
      for (const path of [
        '/api/items', '/api/items/{id}', '/api/items/batch', '/api/items/search', '/api/items/filter', '/api/items/level', '/api/items/category/{category}',
        '/api/items/slot/{slot}', '/api/items/quality/{quality}', '/api/items/clear-cache', '/api/character/classes', '/api/character/classes/info',
        '/api/character/classes/{name}', '/api/character/races', '/api/character/races/info', '/api/character/races/{name}',
        '/api/character/stats/{className}/{level}', '/api/character/stats/{className}', '/api/character/calculate', '/api/trait',
        '/api/trait/category/{category}', '/api/trait/available', '/api/trait/slots/{level}', '/api/set', '/api/set/{id}', '/api/set/item/{itemId}',
        '/api/progression', '/api/data/version', '/api/icons/{icon}', '/api/icons/layered/{layers}',
      ]) {
        expect(Object.keys(document.paths)).toContain(path);
      }
      const filter = (document.paths['/api/items/filter']?.get?.parameters ?? []).map((p) => ('name' in p ? p.name : p.$ref));
      expect(filter).toEqual(expect.arrayContaining(['levelMin', 'levelMax', 'category', 'quality', 'slot', 'weaponType', 'armourType', 'damageType', 'itemClass', 'statType', 'statMinValue', 'statFilter1', 'statFilter2', 'hasCooldown', 'effectSearch', 'searchQuery', 'sortBy', 'page', 'pageSize']));
      expect(document.paths['/api/character/calculate']?.post?.requestBody).toBeDefined();
      // The calculate body is documented from the same definitions that validate it.
      // Each property is its JSON schema whole: nested objects keep their own required lists and closed keys.
      const calculate = document.components?.schemas?.CalculateDto as { required?: string[]; properties: Record<string, Record<string, unknown>> };
      const field = (name: string) => calculate.properties[name]!;
      expect(calculate.required).toEqual(expect.arrayContaining(['className', 'raceName', 'level']));
      expect(calculate.properties.level).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 });
      expect(calculate.properties.className).toMatchObject({ type: 'string', maxLength: 40 });
      expect(Object.keys(field('equipment').properties as object)).toHaveLength(19);
      expect(field('equipment')).toMatchObject({ type: 'object', nullable: true, additionalProperties: false, properties: { head: { type: 'integer', minimum: 1, nullable: true } } });
      expect(field('equippedTraits')).toMatchObject({ type: 'array', maxItems: 34, items: { required: ['traitId', 'rank', 'slotType', 'slotIndex'], additionalProperties: false } });
      expect(field('buffs')).toMatchObject({ type: 'object', required: ['idomeActive', 'foodBuff'], properties: { foodBuff: { required: ['active', 'amount'] } } });
      expect(Object.keys(field('formulas').properties as object).length).toBeGreaterThan(0);
    },
  },
  ({ app }) => {
    it('localized answers vary by Accept-Language', async () => {
      const res = await request(app().getHttpServer()).get('/api/trait/slots/10');
      expect(res.headers.vary).toContain('Accept-Language');
    });
  },
);
