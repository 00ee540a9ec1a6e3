// /api/trait, /api/set, /api/progression and /api/data/version, answered from the game data in memory.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ItemSetListSchema, ItemSetSchema, TraitListSchema, TraitSlotsListSchema, TraitSlotsSchema, type DataVersion, type ProgressionMap } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { isTraitAvailable } from '@eoa/game-rules';
import { testWorldSource } from '@eoa/server-kit/testing/fixture-world';
import { bootBuilder, sampleWorld } from './support/builder-app.js';
import { expectProblem } from '@eoa/server-kit/testing/problem';

describe('builder traits, sets, progressions, data version', () => {
  let app: NestExpressApplication;
  const world = sampleWorld();
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await bootBuilder();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/trait: every trait, localized, stats with rank values', async () => {
    const traits = answerOf(TraitListSchema, (await http().get('/api/trait').set('Accept-Language', 'de').expect(200)).body);
    expect(traits.map((t) => t.id)).toEqual(world.traits.map((t) => t.id).sort((a, b) => a - b));
    const innocence = traits.find((t) => t.id === 1012)!;
    expect(innocence).toMatchObject({ name: 'Innocence', nature: 'Virtue', maxRank: 7, minLevel: 7 });
    expect(innocence.localizedName).toBe(world.traits.find((t) => t.id === 1012)!.name.de);
    // Rank 1 shown; every rank listed (fractions for percentages).
    expect(innocence.stats[0]).toMatchObject({ name: 'vitality', displayValue: '+6.0', rankValues: [6, 12, 18, 24, 30, 36, 42] });
    expect(innocence.stats[1]).toMatchObject({ name: 'shadowMitigation', displayValue: '+0.5%', rankValues: [0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035] });
    expect(innocence.stats[1]!.localizedDescription).toBe('+0.5% Schattenschadensminderung');
  });

  it('GET /api/trait/category/{c}: one nature, any case; 400 for another word', async () => {
    const virtues = answerOf(TraitListSchema, (await http().get('/api/trait/category/virtue').expect(200)).body);
    expect(virtues).toHaveLength(20);
    expect(new Set(virtues.map((t) => t.nature))).toEqual(new Set(['Virtue']));
    expect((await http().get('/api/trait/category/AdditionalRacial').expect(200)).body).toHaveLength(world.traits.filter((t) => t.nature === 'AdditionalRacial').length);
    expectProblem(await http().get('/api/trait/category/Magic'), {
      status: 400, code: 'field.oneOf', params: { field: 'category', values: 'Virtue, Racial, AdditionalRacial, Class, Legendary' },
      detail: 'category must be one of: Virtue, Racial, AdditionalRacial, Class, Legendary',
    });
  });

  it('GET /api/trait/available?className&raceName&level: level reached and own class or race', async () => {
    const traits = answerOf(TraitListSchema, (await http().get('/api/trait/available?className=Hunter&raceName=Dwarf&level=20').expect(200)).body);
    const expected = world.traits.filter((t) => isTraitAvailable(t, 'hunter', 'dwarf', 20)).map((t) => t.id);
    expect(traits.map((t) => t.id)).toEqual(expected);
    expect(traits.every((t) => t.minLevel <= 20 && (t.classId ?? 'hunter') === 'hunter' && (t.raceId ?? 'dwarf') === 'dwarf')).toBe(true);
    expect(traits.some((t) => t.nature === 'Class')).toBe(true);
    const errors: [string, string, string, Record<string, string>?][] = [
      ['className=Hunter&raceName=Dwarf', 'request.invalid', 'level must be an integer from 1 to 50'],
      ['className=Hunter&raceName=Dwarf&level=0', 'request.invalid', 'level must be an integer from 1 to 50'],
      ['className=Wizard&raceName=Dwarf&level=5', 'builder.unknownClass', "Unknown class 'Wizard'", { name: 'Wizard' }],
      ['className=Hunter&raceName=Ent&level=5', 'builder.unknownRace', "Unknown race 'Ent'", { name: 'Ent' }],
      ['className=Lore-master&raceName=Dwarf&level=5', 'builder.classRace', 'Lore-master cannot be of race Dwarf', { className: 'Lore-master', race: 'Dwarf' }],
      ['raceName=Dwarf&level=5', 'request.invalid', 'className must be a class name such as Guardian'],
    ];
    for (const [query, code, detail, params] of errors) expectProblem(await http().get(`/api/trait/available?${query}`), { status: 400, code, detail, params });
  });

  it('GET /api/trait/slots/{level}: the open slots of each type', async () => {
    for (const level of [1, 7, 20, 45, 50]) {
      const row = world.traitSlots.find((t) => t.level === level)!;
      expect(answerOf(TraitSlotsSchema, (await http().get(`/api/trait/slots/${level}`).expect(200)).body)).toEqual(row);
    }
    for (const bad of ['0', '51', 'x']) {
      expectProblem(await http().get(`/api/trait/slots/${bad}`), { status: 400, code: 'field.integerRange', detail: 'level must be an integer from 1 to 50' });
    }
  });

  it('GET /api/trait/slots: every level 1–50, each as /trait/slots/{level} answers', async () => {
    const all = answerOf(TraitSlotsListSchema, (await http().get('/api/trait/slots').expect(200)).body);
    expect(all.map((row) => row.level)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const level of [1, 7, 20, 45, 50]) expect(all[level - 1]).toEqual((await http().get(`/api/trait/slots/${level}`).expect(200)).body);
  });

  it('GET /api/set, /api/set/{id}, /api/set/item/{itemId} (404 when the item has no set)', async () => {
    const sets = answerOf(ItemSetListSchema, (await http().get('/api/set').expect(200)).body);
    expect(sets).toHaveLength(world.itemSets.length);
    const set = answerOf(ItemSetSchema, (await http().get('/api/set/1').set('Accept-Language', 'fr').expect(200)).body);
    expect(set).toMatchObject({ id: 1, name: 'Noble Battle-gear of Rivendell', localizedName: 'Équipement noble de Fondcombe', level: 40 });
    expect(set.items).toEqual([1879049126, 1879049127, 1879049128, 1879049129, 1879049130, 1879049131]);
    expect(set.bonuses.map((b) => b.requiredPieces)).toEqual([2, 3, 4, 5]);
    expect(set.bonuses[0]!.stats[0]).toMatchObject({ name: 'skillRecovery', statType: 'skillRecovery', displayValue: '+1.7%' });
    expect(set.bonuses[3]!.effects[0]!.name).toBe('Force de ralliement');
    expect((await http().get('/api/set/item/1879049128').expect(200)).body.id).toBe(1);
    expectProblem(await http().get('/api/set/item/1879048443'), { status: 404, code: 'builder.itemNoSet', params: { id: 1879048443 }, detail: 'Item 1879048443 belongs to no set' });
    expectProblem(await http().get('/api/set/item/5'), { status: 404, code: 'builder.itemNotFound', params: { id: 5 }, detail: 'Item 5 not found' });
    expectProblem(await http().get('/api/set/99999'), { status: 404, code: 'builder.setNotFound', params: { id: 99999 }, detail: 'Set 99999 not found' });
    expectProblem(await http().get('/api/set/abc'), { status: 400, code: 'field.positiveInteger', detail: 'id must be a positive integer' });
    expectProblem(await http().get('/api/set/item/-4'), { status: 400, code: 'field.positiveInteger', detail: 'itemId must be a positive integer' });
  });

  it('GET /api/progression: keyed by id', async () => {
    const map = (await http().get('/api/progression').expect(200)).body as ProgressionMap;
    expect(Object.keys(map)).toHaveLength(world.progressions.length);
    expect(map['24']).toEqual({ id: 24, name: 'virtue:Innocence:shadowMitigation', indexedBy: 'rank', isPercentage: true, points: [0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035] });
  });

  it('GET /api/data/version: the data version, its fingerprint and the load', async () => {
    const version = (await http().get('/api/data/version').expect(200)).body as DataVersion;
    expect(version.version).toBe('Echoes of Angmar');
    expect(version.fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(version.details).toMatchObject({ itemCount: world.items.length, source: testWorldSource() });
    expect(version.details.counts.items).toBe(world.items.length);
  });
});
