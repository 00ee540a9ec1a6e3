// Map calibrations and the quest settings' zone mappings (one source of truth: the map_calibrations rows): seeded from
// atlas's zone boxes when first needed (admin starts and answers without atlas once they exist), read by zone name or
// map id, updated with their checks, reset to the seeded numbers, reloaded; every write audited and announced. On a
// database and a Redis prefix of its own, with a fake atlas of its own (to count what admin asks it).
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { AdminMessageSchema, AuditPageSchema, MapCalibrationListSchema, MapCalibrationSchema, QuestSettingsAnswerSchema, type DomainEvent, type Problem } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { EventsService } from '@eoa/server-kit';
import { closedPort, eventually, useOwnDatabase, withEnvironment, type OwnDatabase } from '@eoa/server-kit/testing';
import { createAdminApp } from './admin-app.js';
import { adminAuthorization, clientAddress } from './admin-session.js';
import { problemOf, type ProblemSummary } from '@eoa/server-kit/testing/problem';
import { FAKE_ZONES, startFakeAtlas, type FakeAtlas } from './fake-atlas.mjs';

/** A zone's seeded calibration worked by hand: its box in game units ((lon + 120) × 200, (lat + 45) × 200), offset 0, scale 1. */
const seeded = (zone: (typeof FAKE_ZONES)[number]) => ({
  zoneName: zone.name,
  mapId: zone.mapId,
  gameMinX: (zone.boundingBox.min.longitude + 120) * 200,
  gameMaxX: (zone.boundingBox.max.longitude + 120) * 200,
  gameMinY: (zone.boundingBox.min.latitude + 45) * 200,
  gameMaxY: (zone.boundingBox.max.latitude + 45) * 200,
  offsetX: 0,
  offsetY: 0,
  scale: 1,
});
const bree = FAKE_ZONES.find((z) => z.name === 'Bree-land')!;
const shire = FAKE_ZONES.find((z) => z.name === 'The Shire')!;

describe('admin: map calibrations and quest settings', () => {
  let own: OwnDatabase;
  let atlas: FakeAtlas;
  let app: NestExpressApplication;
  let withoutAtlas: NestExpressApplication;
  const events: DomainEvent[] = [];

  /** An admin app on this file's database and Redis prefix, reading atlas at `atlasUrl`. */
  const boot = (atlasUrl: string): Promise<NestExpressApplication> =>
    withEnvironment({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}calibrations_${atlasUrl === atlas.url ? 'a' : 'b'}_`, ATLAS_URL: atlasUrl }, createAdminApp);

  beforeAll(async () => {
    own = await useOwnDatabase('calibrations');
    atlas = await startFakeAtlas({ token: process.env.INTERNAL_TOKEN ?? '' });
    withoutAtlas = await boot(`http://127.0.0.1:${await closedPort()}`);
    app = await boot(atlas.url);
    const bus = app.get(EventsService);
    bus.subscribe((event) => {
      events.push(event);
    });
    expect(await bus.whenListening()).toBe(true);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await withoutAtlas?.close();
    await atlas?.close();
    await own?.restore();
  });

  const call = (target: NestExpressApplication, method: 'get' | 'put' | 'post', path: string, body?: object) =>
    request(target.getHttpServer())[method](path).set('Authorization', adminAuthorization(target, 'elrond')).set('X-Forwarded-For', clientAddress(41)).send(body);
  const calibrations = async () => (answerOf(MapCalibrationListSchema, (await call(app, 'get', '/api/admin/calibrations')).body)).calibrations;
  const auditOf = async (action: string) => answerOf(AuditPageSchema, (await call(app, 'get', `/api/admin/audit?action=${action}`)).body);

  it('every route needs an admin token', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/calibrations'],
      ['get', '/api/admin/calibrations/bree-land'],
      ['put', '/api/admin/calibrations/1'],
      ['post', '/api/admin/calibrations/bree-land/reset'],
      ['post', '/api/admin/calibrations/reload'],
      ['get', '/api/admin/quest-settings'],
      ['put', '/api/admin/quest-settings'],
    ] as const) {
      expect([path, (await request(app.getHttpServer())[method](path).send({})).status]).toEqual([path, 401]);
    }
  });

  it('cannot seed without atlas: 503 with a message, while the rest of admin answers', async () => {
    const res = await call(withoutAtlas, 'get', '/api/admin/calibrations');
    expect(problemOf(res)).toEqual({
      status: 503,
      code: 'admin.atlasUnavailable',
      detail: 'The atlas service cannot be reached, so quest data is unavailable; try again in a moment',
    });
    expect((await request(withoutAtlas.getHttpServer()).get('/api/health')).status).toBe(200);
  });

  // The fake atlas answers 401 to any other internal token: the seeding below shows admin sends the run's.
  it("seeds every main zone's calibration from atlas's boxes on first need, with the internal token", async () => {
    const list = await calibrations();
    expect(list.map(({ id: _id, updatedAt: _at, updatedBy: _by, ...numbers }) => numbers)).toEqual(FAKE_ZONES.map(seeded));
    expect(list.every((c) => c.updatedBy === 'system')).toBe(true);
    expect(atlas.state.requests).toEqual(['/api/internal/maps/zones']);
    // Seeded once: admin answers from its rows now, atlas or not.
    await calibrations();
    expect(atlas.state.requests).toHaveLength(1);
    expect((answerOf(MapCalibrationListSchema, (await call(withoutAtlas, 'get', '/api/admin/calibrations')).body)).calibrations).toEqual(list);
  });

  it('finds one by zone name in any case or by map id; 404 otherwise', async () => {
    const byName = answerOf(MapCalibrationSchema, (await call(app, 'get', '/api/admin/calibrations/BREE-LAND')).body);
    expect(byName).toMatchObject(seeded(bree));
    expect(answerOf(MapCalibrationSchema, (await call(app, 'get', `/api/admin/calibrations/${bree.mapId}`)).body)).toEqual(byName);
    const missing = await call(app, 'get', '/api/admin/calibrations/Mordor');
    expect(problemOf(missing)).toEqual({
      status: 404,
      code: 'admin.noCalibrationForZoneHint',
      detail: 'No calibration for zone Mordor (a zone name or map id of GET /admin/calibrations)',
    });
  });

  it('updates a row: saved with who and when, audited (calibration_update) and announced', async () => {
    const row = (await calibrations()).find((c) => c.mapId === bree.mapId)!;
    events.length = 0;
    const res = await call(app, 'put', `/api/admin/calibrations/${row.id}`, { ...seeded(bree), zoneName: 'bree-land', offsetX: 12.5, scale: 1.05 });
    expect(res.status).toBe(200);
    const saved = answerOf(MapCalibrationSchema, res.body);
    expect(saved).toMatchObject({ ...seeded(bree), offsetX: 12.5, scale: 1.05, updatedBy: 'elrond', id: row.id });
    expect(answerOf(MapCalibrationSchema, (await call(app, 'get', '/api/admin/calibrations/Bree-land')).body)).toEqual(saved);
    expect((await auditOf('calibration_update')).auditLogs[0]).toMatchObject({
      username: 'elrond', entityType: 'MapCalibration', entityId: String(bree.mapId), ipAddress: clientAddress(41),
      changes: { zoneName: 'Bree-land', offsetX: { before: 0, after: 12.5 }, scale: { before: 1, after: 1.05 } },
    });
    expect(await eventually(() => events.some((e) => e.type === 'editorial.changed' && e.entity === 'calibration'))).toBe(true);
  });

  const invalid = (issue: string, detail: string): ProblemSummary => ({ status: 400, code: 'request.invalid', detail, errors: [issue] });
  const numberRange = (field: string) => invalid(`${field} field.numberRange`, `${field} must be a number from -1000000 to 1000000`);
  it.each<[string, Record<string, unknown>, ProblemSummary]>([
    ['a number as text', { offsetX: 'abc' }, numberRange('offsetX')],
    ['a number out of range', { gameMaxY: 1e7 }, numberRange('gameMaxY')],
    ['a missing number', { gameMinX: undefined }, numberRange('gameMinX')],
    ['min not below max', { gameMinX: 20000 }, invalid('gameMinX admin.gameMinX', 'gameMinX (20000) must be below gameMaxX (15200)')],
    ['scale 0', { scale: 0 }, invalid('scale admin.scaleAboveZero', 'scale must be above 0')],
    ['scale too large', { scale: 101 }, invalid('scale field.notGreaterThan', 'scale must not be greater than 100')],
    ['another map', { mapId: shire.mapId }, invalid('mapId admin.calibrationMapMismatch', `mapId ${shire.mapId} is not the map of calibration {id} (Bree-land, map ${bree.mapId})`)],
    ['another zone', { zoneName: 'The Shire' }, invalid('zoneName admin.calibrationZoneMismatch', 'zoneName "The Shire" is not the zone of calibration {id} (Bree-land)')],
    ['an unknown property', { colour: 'red' }, invalid('colour field.notAllowed', 'property colour should not exist')],
  ])('refuses %s with 400, changing nothing', async (_case, change, problem) => {
    const before = (await calibrations()).find((c) => c.mapId === bree.mapId)!;
    const res = await call(app, 'put', `/api/admin/calibrations/${before.id}`, { ...seeded(bree), ...change });
    expect(problemOf(res)).toEqual({ ...problem, detail: problem.detail.replace('{id}', String(before.id)) });
    expect((await calibrations()).find((c) => c.mapId === bree.mapId)).toEqual(before);
  });

  it('answers 404 for an unknown calibration id', async () => {
    const res = await call(app, 'put', '/api/admin/calibrations/4242', seeded(bree));
    expect(problemOf(res)).toEqual({ status: 404, code: 'admin.calibrationNotFound', detail: 'Calibration 4242 not found (GET /admin/calibrations lists them)' });
    expect((res.body as Problem).params).toEqual({ id: 4242 });
  });

  it('resets a zone to its seeded numbers, audited (calibration_reset)', async () => {
    events.length = 0;
    const res = await call(app, 'post', '/api/admin/calibrations/bree-land/reset');
    expect(res.status).toBe(200);
    expect(answerOf(MapCalibrationSchema, res.body)).toMatchObject({ ...seeded(bree), updatedBy: 'elrond' });
    expect((await auditOf('calibration_reset')).auditLogs[0]).toMatchObject({
      entityId: String(bree.mapId), changes: { offsetX: { before: 12.5, after: 0 }, scale: { before: 1.05, after: 1 } },
    });
    expect(await eventually(() => events.some((e) => e.type === 'editorial.changed' && e.entity === 'calibration'))).toBe(true);
    expect((await call(app, 'post', '/api/admin/calibrations/Mordor/reset')).status).toBe(404);
  });

  it("reloads: admin's copy of atlas's data dropped, atlas told, a message with the count, audited", async () => {
    await call(app, 'get', '/api/admin/quests');
    await call(app, 'get', '/api/admin/quests');
    const asked = () => atlas.state.requests.filter((path) => path.startsWith('/api/internal/quests?')).length;
    expect(asked()).toBe(1);
    events.length = 0;
    const res = await call(app, 'post', '/api/admin/calibrations/reload');
    expect(res.status).toBe(200);
    expect(answerOf(AdminMessageSchema, res.body)).toEqual({ message: 'Calibrations reloaded: 10 zones' });
    await call(app, 'get', '/api/admin/quests');
    expect(asked()).toBe(2);
    // In the admin's language, as every text of the API.
    const german = await call(app, 'post', '/api/admin/calibrations/reload').set('Accept-Language', 'de');
    expect(answerOf(AdminMessageSchema, german.body)).toEqual({ message: 'Kalibrierungen neu geladen: 10 Zonen' });
    expect((await auditOf('calibration_reload')).auditLogs[0]).toMatchObject({ username: 'elrond', entityType: 'MapCalibration', entityId: null, changes: { zones: 10 } });
    expect(await eventually(() => events.some((e) => e.type === 'editorial.changed' && e.entity === 'calibration'))).toBe(true);
  });

  it("drops its copy of atlas's quests when atlas publishes data.changed (not for another service's change)", async () => {
    const asked = () => atlas.state.requests.filter((path) => path.startsWith('/api/internal/quests?')).length;
    await call(app, 'get', '/api/admin/quests');
    const before = asked();
    const bus = app.get(EventsService);
    await bus.publish({ type: 'data.changed', service: 'crafting' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await call(app, 'get', '/api/admin/quests');
    expect(asked()).toBe(before);
    await bus.publish({ type: 'data.changed', service: 'atlas' });
    // Asked again once admin has dropped its copy (the event arrives on its own time).
    await eventually(async () => {
      await call(app, 'get', '/api/admin/quests');
      return asked() !== before;
    }, 3000);
    expect(asked()).toBe(before + 1);
  });

  describe('quest settings', () => {
    it('shows every zone mapping by zone name: the calibrations', async () => {
      const settings = answerOf(QuestSettingsAnswerSchema, (await call(app, 'get', '/api/admin/quest-settings')).body);
      const { zoneName: _name, ...breeMapping } = seeded(bree);
      expect(Object.keys(settings.coordinateSettings.zoneMappings)).toEqual(FAKE_ZONES.map((z) => z.name));
      expect(settings.coordinateSettings.zoneMappings['Bree-land']).toEqual(breeMapping);
    });

    it('updates the zones named (their calibrations), one audit entry (quest_settings_update); the others kept', async () => {
      const { zoneName: _name, ...breeMapping } = seeded(bree);
      const before = answerOf(QuestSettingsAnswerSchema, (await call(app, 'get', '/api/admin/quest-settings')).body);
      events.length = 0;
      const res = await call(app, 'put', '/api/admin/quest-settings', { coordinateSettings: { zoneMappings: { 'bree-land': { ...breeMapping, offsetY: -40 } } } });
      expect(res.status).toBe(200);
      const after = answerOf(QuestSettingsAnswerSchema, res.body);
      expect(after.coordinateSettings.zoneMappings['Bree-land']).toEqual({ ...breeMapping, offsetY: -40 });
      expect({ ...after.coordinateSettings.zoneMappings, 'Bree-land': null }).toEqual({ ...before.coordinateSettings.zoneMappings, 'Bree-land': null });
      expect(answerOf(MapCalibrationSchema, (await call(app, 'get', '/api/admin/calibrations/bree-land')).body)).toMatchObject({ offsetY: -40, updatedBy: 'elrond' });
      expect((await auditOf('quest_settings_update')).auditLogs[0]).toMatchObject({
        entityType: 'QuestSettings', changes: { 'Bree-land': { offsetY: { before: 0, after: -40 } } },
      });
      expect(await eventually(() => events.some((e) => e.type === 'editorial.changed' && e.entity === 'calibration'))).toBe(true);
    });

    type Mapping = Omit<ReturnType<typeof seeded>, 'zoneName'>;
    const zones = FAKE_ZONES.map((z) => z.name).join(', ');
    // A mapping's shape and values are QuestSettingsSchema's: issues at their path under the zone's mapping.
    const BREE = 'coordinateSettings.zoneMappings.Bree-land';
    const inMapping = (issue: string, detail: string) => invalid(`${BREE}.${issue}`, `${BREE}${detail}`);
    it.each<[string, (mapping: Mapping) => Record<string, unknown>, ProblemSummary]>([
      ['an unknown zone', (mapping) => ({ Mordor: mapping }), invalid('coordinateSettings.zoneMappings.Mordor admin.zoneNoCalibration', `zone "Mordor" has no calibration (zones: ${zones})`)],
      ['a missing number', ({ gameMinX: _x, ...mapping }) => ({ 'Bree-land': mapping }), inMapping('gameMinX field.numberRange', '.gameMinX must be a number from -1000000 to 1000000')],
      ['an extra property', (mapping) => ({ 'Bree-land': { ...mapping, colour: 'red' } }), inMapping('colour field.notAllowedAt', ': property colour should not exist')],
      ['a number out of range', (mapping) => ({ 'Bree-land': { ...mapping, gameMaxX: 2_000_000 } }), inMapping('gameMaxX field.numberRange', '.gameMaxX must be a number from -1000000 to 1000000')],
      ['a text for a number', (mapping) => ({ 'Bree-land': { ...mapping, offsetX: '5' } }), inMapping('offsetX field.numberRange', '.offsetX must be a number from -1000000 to 1000000')],
      ['a scale too large', (mapping) => ({ 'Bree-land': { ...mapping, scale: 101 } }), inMapping('scale field.notGreaterThan', '.scale must not be greater than 100')],
      ['a map id that is no id', (mapping) => ({ 'Bree-land': { ...mapping, mapId: 1.5 } }), invalid(`${BREE}.mapId admin.calibrationMapId`, "mapId must be the calibration's map id")],
      ['another map', (mapping) => ({ 'Bree-land': { ...mapping, mapId: 1 } }), invalid('coordinateSettings.zoneMappings.Bree-land.mapId admin.zoneMapMismatch', "Bree-land: mapId 1 is not the zone's map (268437603)")],
      ['min not below max', (mapping) => ({ 'Bree-land': { ...mapping, gameMinY: 99999 } }), invalid('coordinateSettings.zoneMappings.Bree-land.gameMinY admin.gameMinY', 'Bree-land: gameMinY (99999) must be below gameMaxY (5000)')],
      ['a mapping that is no object', () => ({ 'Bree-land': 5 }), invalid(`${BREE} field.object`, `${BREE} must be an object`)],
    ])('refuses %s with 400, saving nothing', async (_case, mappings, problem) => {
      const { zoneName: _name, ...breeMapping } = seeded(bree);
      const before = await calibrations();
      const res = await call(app, 'put', '/api/admin/quest-settings', { coordinateSettings: { zoneMappings: mappings(breeMapping) } });
      expect(problemOf(res)).toEqual(problem);
      expect(await calibrations()).toEqual(before);
    });

    it('refuses more zones than there can be', async () => {
      const { zoneName: _name, ...breeMapping } = seeded(bree);
      const zoneMappings = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`Zone ${i}`, breeMapping]));
      expect(problemOf(await call(app, 'put', '/api/admin/quest-settings', { coordinateSettings: { zoneMappings } }))).toEqual(
        invalid('coordinateSettings.zoneMappings admin.zoneMappingsAtMost', 'coordinateSettings.zoneMappings names 51 zones; there are at most 50'),
      );
    });

    it('refuses a body without coordinateSettings.zoneMappings', async () => {
      expect(problemOf(await call(app, 'put', '/api/admin/quest-settings', {}))).toEqual({
        status: 400,
        code: 'request.invalid',
        detail: 'coordinateSettings must be an object with zoneMappings',
        errors: ['coordinateSettings admin.coordinateSettings'],
      });
      expect(problemOf(await call(app, 'put', '/api/admin/quest-settings', { coordinateSettings: { zoneMappings: 'x' } }))).toEqual({
        status: 400,
        code: 'request.invalid',
        detail: 'coordinateSettings.zoneMappings must be an object of zone mappings by zone name',
        errors: ['coordinateSettings.zoneMappings admin.zoneMappings'],
      });
    });
  });
});
