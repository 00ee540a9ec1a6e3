// The quest editor's API against the fake atlas of the run (test/fake-atlas.mjs: quests 101–106): the list and its
// filters, the detail in the 500×375 source space, the save's checks and what it stores, the audit entry in the same
// transaction, delete, bulk exclude, and editorial.changed after each commit. On a database and a Redis prefix of its
// own (its records and events stay here).
import { jest } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminQuestDetailSchema, AdminQuestPageSchema, AuditPageSchema, BulkExcludeResultSchema, type AdminQuestPage, type DomainEvent, type Problem, type QuestMarkerOverride, type QuestOverrideSave } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { EventsService } from '@eoa/server-kit';
import { eventually, useOwnDatabase, withEnvironment, type OwnDatabase } from '@eoa/server-kit/testing';
import { AuditService } from '../src/audit/audit.service.js';
import { createAdminApp } from './admin-app.js';
import { adminAuthorization, clientAddress } from './admin-session.js';
import { problemOf, type ProblemSummary } from '@eoa/server-kit/testing/problem';
import { FAKE_QUESTS, FAKE_ZONES } from './fake-atlas.mjs';

/** A 400 naming one invalid input: by its schema, or by the checks against the quest. */
const invalid = (issue: string, detail: string): ProblemSummary => ({ status: 400, code: 'request.invalid', detail, errors: [issue] });

const marsh = FAKE_QUESTS.find((q) => q.id === 101)!;
const marshBox = FAKE_ZONES.find((z) => z.mapId === marsh.mapId)!.boundingBox;
/** A position → the 500×375 source space of a box, worked by hand (x east from the west edge, y south from the north edge). */
const toSource = (longitude: number, latitude: number) => ({
  x: ((longitude - marshBox.min.longitude) / (marshBox.max.longitude - marshBox.min.longitude)) * 500,
  y: ((marshBox.max.latitude - latitude) / (marshBox.max.latitude - marshBox.min.latitude)) * 375,
});
/** A source-space point of the quest's map → game coordinates ((lon + 120) × 200, (lat + 45) × 200, to 0.1). */
const gameOf = (x: number, y: number) => {
  const longitude = marshBox.min.longitude + (x / 500) * (marshBox.max.longitude - marshBox.min.longitude);
  const latitude = marshBox.max.latitude - (y / 375) * (marshBox.max.latitude - marshBox.min.latitude);
  return { gameX: Math.round((longitude + 120) * 2000) / 10, gameY: Math.round((latitude + 45) * 2000) / 10 };
};

const emptySave = (): QuestOverrideSave => ({
  excluded: false,
  expansionEra: null,
  fieldOverrides: {},
  markerOverrides: [],
  objectiveOverrides: [],
  hiddenCommentIndices: [],
  adminNotes: null,
});
const markerRow = (fields: Partial<QuestMarkerOverride>): QuestMarkerOverride => ({
  index: null, name: '', objectiveIndex: 0, originalX: null, originalY: null, overrideX: null, overrideY: null, hidden: false, ...fields,
});

describe('admin: quests and their overrides', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let own: OwnDatabase;
  let auth: string;
  const events: DomainEvent[] = [];

  beforeAll(async () => {
    own = await useOwnDatabase('quests');
    app = await withEnvironment({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}quests_` }, createAdminApp);
    db = app.get(DataSource);
    auth = adminAuthorization(app, 'gandalf');
    const bus = app.get(EventsService);
    bus.subscribe((event) => {
      events.push(event);
    });
    expect(await bus.whenListening()).toBe(true);
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await own?.restore();
  });

  const server = () => app.getHttpServer();
  /** GET a success answer, read with the schema its OpenAPI document shows (answerOf). */
  const get = <S extends Parameters<typeof answerOf>[0]>(schema: S, path: string, lang?: string) => {
    const call = request(server()).get(path).set('Authorization', auth);
    return (lang ? call.set('Accept-Language', lang) : call).then((res) => answerOf(schema, res.body));
  };
  const put = (id: number, body: unknown) => request(server()).put(`/api/admin/quests/${id}/override`).set('Authorization', auth).set('X-Forwarded-For', clientAddress(31)).send(body as object);
  const ids = (page: AdminQuestPage) => page.quests.map((q) => q.id);
  const auditOf = async (entityId: number) => get(AuditPageSchema, `/api/admin/audit?entityType=Quest&entityId=${entityId}`);
  const recordCount = async () => Number(((await db.query('SELECT count(*) AS n FROM "admin"."quest_overrides"')) as { n: string }[])[0]!.n);

  it('every route needs an admin token', async () => {
    for (const [method, path] of [
      ['get', '/api/admin/quests'],
      ['get', '/api/admin/quests/101'],
      ['put', '/api/admin/quests/101/override'],
      ['delete', '/api/admin/quests/101/override'],
      ['post', '/api/admin/quests/bulk-exclude'],
    ] as const) {
      expect([path, (await request(server())[method](path).send({})).status]).toEqual([path, 401]);
    }
  });

  describe('the list', () => {
    it('lists every quest with the editorial state, in the language asked', async () => {
      const page = await get(AdminQuestPageSchema, '/api/admin/quests?lang=de');
      expect(page).toMatchObject({ totalCount: FAKE_QUESTS.length, page: 1, pageSize: 10000, overrides: {} });
      expect(page.quests.find((q) => q.id === 101)).toEqual({
        id: 101, name: 'Lost in the Marsh', localizedName: 'Verirrt im Moor', level: 6, area: "Thorin's Gate", zone: 'Ered Luin', expansionEra: 'SoA', isExcluded: false, hasOverrides: false,
      });
      // Accept-Language when lang is absent.
      expect((await get(AdminQuestPageSchema, '/api/admin/quests', 'fr')).quests.find((q) => q.id === 101)!.localizedName).toBe('Perdu dans le marais');
    });

    it('searches ids and names in any language, case and accents folded; filters by era; pages', async () => {
      expect(ids(await get(AdminQuestPageSchema, '/api/admin/quests?search=ELAN'))).toEqual([102]);
      expect(ids(await get(AdminQuestPageSchema, '/api/admin/quests?search=moor'))).toEqual([101]);
      expect(ids(await get(AdminQuestPageSchema, '/api/admin/quests?search=%D0%B4%D0%BE%D0%B7%D0%BE%D1%80'))).toEqual([103]);
      expect(ids(await get(AdminQuestPageSchema, '/api/admin/quests?search=104'))).toEqual([104]);
      expect(ids(await get(AdminQuestPageSchema, '/api/admin/quests?expansion=SoA')).sort()).toEqual([101, 102, 106]);
      expect(ids(await get(AdminQuestPageSchema, '/api/admin/quests?expansion=hd'))).toEqual([105]);
      const second = await get(AdminQuestPageSchema, '/api/admin/quests?page=2&pageSize=4');
      expect(second).toMatchObject({ totalCount: 6, page: 2, pageSize: 4 });
      expect(second.quests).toHaveLength(2);
    });

    it.each([
      ['pageSize=10001', 'pageSize field.notGreaterThan', 'pageSize must not be greater than 10000'],
      ['pageSize=0', 'pageSize field.oneOrMore', 'pageSize must be 1 or more'],
      ['page=abc', 'page field.wholeNumber', 'page must be a whole number'],
      ['excluded=maybe', 'excluded field.boolean', 'excluded must be true or false'],
      ['expansion=Moria', 'expansion field.oneOf', 'expansion must be one of: SoA, MoM, SoM, RoI, RoR, HD, U16, Mordor, Other'],
      ['lang=xx', 'lang field.oneOf', 'lang must be one of: en, de, fr, ru'],
      ['colour=red', 'colour field.notAllowed', 'property colour should not exist'],
      [`search=${'a'.repeat(201)}`, 'search field.textAtMost', 'search must be at most 200 characters'],
    ])('refuses ?%s with 400 (%s)', async (query, issue, detail) => {
      const res = await request(server()).get(`/api/admin/quests?${query}`).set('Authorization', auth);
      expect(problemOf(res)).toEqual({ status: 400, code: 'request.invalid', detail, errors: [issue] });
    });
  });

  describe('the detail', () => {
    it("shows the quest as seeded with its objectives' markers in the 500×375 source space", async () => {
      const detail = await get(AdminQuestDetailSchema, '/api/admin/quests/101?lang=de');
      const first = marsh.objectives[0]!.markers[0]!;
      const at = toSource(first.longitude, first.latitude);
      expect(detail).toMatchObject({
        id: 101, name: 'Lost in the Marsh', localizedName: 'Verirrt im Moor', description: 'Something stirs in the marsh.', localizedDescription: 'Im Moor regt sich etwas.',
        level: 6, category: 1, categoryName: 'Ered Luin', zone: 'Ered Luin', mapId: marsh.mapId, isExcluded: false, expansionEra: 'SoA', originalExpansionEra: 'SoA',
        hasOverrides: false, overrideInfo: null, overrideFields: null, markerOverrides: [], hiddenCommentIndices: [],
        allakhazamData: { startZone: 'Ered Luin', comments: marsh.comments },
      });
      expect(detail.objectives.map((o) => [o.text, o.localizedText, o.overrideText, o.markers.length])).toEqual([
        ['Barrel of Ale collected (0/5)', 'Bierfass gesammelt (0/5)', null, 2],
        ['Return to Gloak', 'Kehrt zu Gloak zurück', null, 1],
      ]);
      expect(detail.objectives[0]!.markers[0]).toEqual({
        index: 1, name: 'Barrel of Ale', localizedName: 'Barrel of Ale (de)', mapId: marsh.mapId, allakhazamX: Math.round(at.x * 10) / 10, allakhazamY: Math.round(at.y * 10) / 10,
        gameX: first.gameX, gameY: first.gameY, isOverridden: false, hidden: false,
      });
    });

    it('answers 404 for a quest atlas does not have, 400 for a malformed id', async () => {
      const missing = await request(server()).get('/api/admin/quests/999').set('Authorization', auth);
      expect(problemOf(missing)).toEqual({ status: 404, code: 'atlas.questNotFound', detail: 'Quest 999 not found' });
      expect((await request(server()).get('/api/admin/quests/abc').set('Authorization', auth)).status).toBe(400);
    });
  });

  describe('saving overrides', () => {
    const levelRange = invalid('fieldOverrides.level admin.overrideLevel', 'fieldOverrides.level must be an integer from 1 to 50');
    it.each<[string, unknown, ProblemSummary]>([
      ['level "abc"', { fieldOverrides: { level: 'abc' } }, levelRange],
      ['level 2.5', { fieldOverrides: { level: 2.5 } }, levelRange],
      ['level 0', { fieldOverrides: { level: 0 } }, levelRange],
      ['level 51', { fieldOverrides: { level: 51 } }, levelRange],
      ['an unknown category', { fieldOverrides: { category: 77 } }, invalid('fieldOverrides.category admin.overrideCategoryUnknown', 'fieldOverrides.category 77 is not a quest category (GET /quests/categories)')],
      [
        'a coordinate "NaN"',
        { markerOverrides: [markerRow({ index: 1, name: 'Barrel of Ale', overrideX: 'NaN' as unknown as number, overrideY: 10 })] },
        invalid('markerOverrides.0.overrideX field.numberRange', 'markerOverrides.0.overrideX must be a number from 0 to 500'),
      ],
      [
        'a coordinate outside the source space',
        { markerOverrides: [markerRow({ index: 1, name: 'Barrel of Ale', overrideX: 10, overrideY: 375.5 })] },
        invalid('markerOverrides.0.overrideY field.numberRange', 'markerOverrides.0.overrideY must be a number from 0 to 375'),
      ],
      ['an unknown property', { colour: 'red' }, invalid('colour field.notAllowed', 'property colour should not exist')],
      ['an unknown field override', { fieldOverrides: { colour: 'red' } }, invalid('fieldOverrides.colour field.notAllowedAt', 'fieldOverrides: property colour should not exist')],
      ['an unknown era', { expansionEra: 'Moria' }, invalid('expansionEra field.oneOfOrNullNoColon', 'expansionEra must be one of SoA, MoM, SoM, RoI, RoR, HD, U16, Mordor, Other, or null')],
      ['excluded missing', { excluded: undefined }, invalid('excluded field.boolean', 'excluded must be true or false')],
      ['a marker the quest does not have', { markerOverrides: [markerRow({ index: 9, name: 'X', overrideX: 10, overrideY: 10 })] }, invalid('markerOverrides.0.index admin.markerUnknown', 'markerOverrides[0].index 9: quest 101 has no marker 9')],
      ['a new marker without a coordinate', { markerOverrides: [markerRow({ name: 'Spot', overrideX: 10 })] }, invalid('markerOverrides.0 admin.markerNeedsCoordinates', 'markerOverrides[0]: a new marker needs both overrideX and overrideY (not 0)')],
      ['a new marker without a name', { markerOverrides: [markerRow({ name: ' ', overrideX: 10, overrideY: 10 })] }, invalid('markerOverrides.0.name admin.markerNeedsName', 'markerOverrides[0].name: a new marker needs a name')],
      ['a marker named twice', { markerOverrides: [markerRow({ index: 1, overrideX: 10 }), markerRow({ index: 1, hidden: true })] }, invalid('markerOverrides.1.index admin.markerTwice', 'markerOverrides[1].index 1 is named twice')],
      ['an objective the quest does not have', { objectiveOverrides: ['a', 'b', 'c'] }, invalid('objectiveOverrides admin.objectiveOverridesCount', 'objectiveOverrides has 3 texts but quest 101 has 2 objectives')],
      ['an objective text that is a number', { objectiveOverrides: [5] }, invalid('objectiveOverrides.0 field.textOrNull', 'objectiveOverrides.0 must be text or null')],
      ['a comment the quest does not have', { hiddenCommentIndices: [1, 2] }, invalid('hiddenCommentIndices admin.hiddenCommentsMissing', 'hiddenCommentIndices 2: quest 101 has 2 comments (numbered from 0)')],
      ['a name too long', { fieldOverrides: { name: 'n'.repeat(201) } }, invalid('fieldOverrides.name field.textAtMost', 'fieldOverrides.name must be at most 200 characters')],
    ])('refuses %s with a 400 saying so, and stores nothing', async (_case, change, problem) => {
      const res = await put(101, { ...emptySave(), excluded: true, ...(change as object) });
      expect(problemOf(res)).toEqual(problem);
      expect(await recordCount()).toBe(0);
    });

    it('names every problem of a save at once, in the language asked', async () => {
      const body = { ...emptySave(), excluded: true, markerOverrides: [markerRow({ index: 9, name: 'X', overrideX: 10, overrideY: 10 })], hiddenCommentIndices: [5] };
      expect(problemOf(await put(101, body))).toEqual({
        status: 400,
        code: 'request.invalid',
        detail: 'markerOverrides[0].index 9: quest 101 has no marker 9; hiddenCommentIndices 5: quest 101 has 2 comments (numbered from 0)',
        errors: ['markerOverrides.0.index admin.markerUnknown', 'hiddenCommentIndices admin.hiddenCommentsMissing'],
      });
      const german = await put(101, body).set('Accept-Language', 'de');
      expect((german.body as Problem).detail).toBe(
        'markerOverrides[0].index 9: Quest 101 hat keine Markierung 9; hiddenCommentIndices 5: Quest 101 hat 2 Kommentare (nummeriert ab 0)',
      );
      expect(await recordCount()).toBe(0);
    });

    it('refuses marker positions on a quest without a map, and answers 404 for an unknown quest', async () => {
      const res = await put(104, { ...emptySave(), markerOverrides: [markerRow({ name: 'Spot', overrideX: 10, overrideY: 10 })] });
      expect(problemOf(res)).toEqual(invalid('markerOverrides.0 admin.markerNoMap', 'markerOverrides[0]: quest 104 has no map, so no marker can be placed'));
      expect((res.body as Problem).errors![0]!.params).toEqual({ at: 'markerOverrides[0]', id: 104 });
      expect((await put(999, emptySave())).status).toBe(404);
    });

    it('saves fields, markers, objective texts and hidden comments: the detail shows them, version 1, audited, announced', async () => {
      events.length = 0;
      const save: QuestOverrideSave = {
        excluded: false,
        expansionEra: 'MoM',
        fieldOverrides: { name: '  Lost in the Bog ', level: 8, description: '', category: 2 },
        markerOverrides: [
          markerRow({ index: 1, name: 'Barrel of Ale', originalX: 1, originalY: 1, overrideX: 120.5, overrideY: 0 }),
          markerRow({ index: 2, name: 'Barrel of Ale', hidden: true }),
          // Changes nothing: not stored.
          markerRow({ index: 3, name: 'Gloak', originalX: 5, originalY: 5 }),
          markerRow({ name: 'Hidden Cache', objectiveIndex: 1, overrideX: 250, overrideY: 187.5 }),
        ],
        objectiveOverrides: [null, 'Return to Gloak at the gate', ''],
        hiddenCommentIndices: [1, 1],
        adminNotes: 'Marsh markers were off by a mile.',
      };
      const res = await put(101, { ...save, objectiveOverrides: save.objectiveOverrides.slice(0, 2) });
      expect(res.status).toBe(200);
      const detail = answerOf(AdminQuestDetailSchema, res.body);
      const first = marsh.objectives[0]!.markers[0]!;
      const seeded = toSource(first.longitude, first.latitude);
      const seededY = Math.round(seeded.y * 10) / 10;
      expect(detail).toMatchObject({
        id: 101, name: 'Lost in the Marsh', level: 6, expansionEra: 'MoM', originalExpansionEra: 'SoA', hasOverrides: true, isExcluded: false,
        overrideInfo: { adminNotes: 'Marsh markers were off by a mile.', lastEditedBy: 'gandalf', version: 1 },
        overrideFields: { name: 'Lost in the Bog', level: 8, description: null, category: 2, objectivesJson: JSON.stringify([null, 'Return to Gloak at the gate']), hiddenCommentsJson: '[1]' },
        hiddenCommentIndices: [1],
      });
      // The server keeps the originals it computes, not the client's; the row that changes nothing is not kept.
      expect(detail.markerOverrides).toEqual([
        { index: 1, name: 'Barrel of Ale', objectiveIndex: 0, originalX: Math.round(seeded.x * 10) / 10, originalY: seededY, overrideX: 120.5, overrideY: null, hidden: false },
        { index: 2, name: 'Barrel of Ale', objectiveIndex: 0, originalX: expect.any(Number), originalY: expect.any(Number), overrideX: null, overrideY: null, hidden: true },
        { index: null, name: 'Hidden Cache', objectiveIndex: 1, originalX: null, originalY: null, overrideX: 250, overrideY: 187.5, hidden: false },
      ]);
      expect(JSON.parse(detail.overrideFields!.markersJson!)).toEqual(detail.markerOverrides);
      const [barrel, hiddenBarrel] = detail.objectives[0]!.markers;
      expect(barrel).toMatchObject({ index: 1, allakhazamX: 120.5, allakhazamY: seededY, ...gameOf(120.5, seededY), isOverridden: true, hidden: false });
      expect(hiddenBarrel).toMatchObject({ index: 2, isOverridden: true, hidden: true });
      expect(detail.objectives[1]).toMatchObject({ overrideText: 'Return to Gloak at the gate' });
      expect(detail.objectives[1]!.markers[1]).toEqual({ index: null, name: 'Hidden Cache', localizedName: 'Hidden Cache', mapId: marsh.mapId, allakhazamX: 250, allakhazamY: 187.5, ...gameOf(250, 187.5), isOverridden: true, hidden: false });

      expect(await get(AdminQuestDetailSchema, '/api/admin/quests/101')).toEqual(detail);
      // A moved or hidden marker keeps its name in the asked language (the row names it in English, as seeded).
      const russian = await get(AdminQuestDetailSchema, '/api/admin/quests/101?lang=ru');
      expect(russian.objectives.flatMap((o) => o.markers.map((m) => [m.name, m.localizedName]))).toEqual([
        ['Barrel of Ale', 'Barrel of Ale (ru)'],
        ['Barrel of Ale', 'Barrel of Ale (ru)'],
        ['Gloak', 'Gloak (ru)'],
        ['Hidden Cache', 'Hidden Cache'],
      ]);
      const audit = await auditOf(101);
      expect(audit.auditLogs).toHaveLength(1);
      expect(audit.auditLogs[0]).toMatchObject({
        username: 'gandalf', action: 'quest_edit', entityType: 'Quest', entityId: '101', ipAddress: clientAddress(31),
        changes: {
          excluded: { before: null, after: false },
          expansionEra: { before: null, after: 'MoM' },
          name: { before: null, after: 'Lost in the Bog' },
          level: { before: null, after: 8 },
          categoryId: { before: null, after: 2 },
          hiddenCommentIndices: { before: null, after: [1] },
          version: 1,
        },
      });
      expect(audit.auditLogs[0]!.changes).not.toHaveProperty('description');
      expect(await eventually(() => events.some((e) => e.type === 'editorial.changed' && e.entity === 'quest' && e.ids?.[0] === '101'))).toBe(true);

      // The list shows the override name, level and era.
      const listed = (await get(AdminQuestPageSchema, '/api/admin/quests?hasOverrides=true')).quests;
      expect(listed).toEqual([expect.objectContaining({ id: 101, name: 'Lost in the Bog', localizedName: 'Lost in the Bog', level: 8, expansionEra: 'MoM', hasOverrides: true })]);
      expect(ids(await get(AdminQuestPageSchema, '/api/admin/quests?search=bog'))).toEqual([101]);
      expect((await get(AdminQuestPageSchema, '/api/admin/quests')).overrides).toEqual({
        101: { excluded: false, hasOverrides: true, lastEditedBy: 'gandalf', lastEditedAt: detail.overrideInfo!.lastEditedAt },
      });
    });

    it('saving the same again changes nothing: no new version, no audit entry, no event', async () => {
      const before = await get(AdminQuestDetailSchema, '/api/admin/quests/101');
      events.length = 0;
      const res = await put(101, {
        excluded: false, expansionEra: 'MoM', fieldOverrides: { name: 'Lost in the Bog', level: 8, category: 2 }, markerOverrides: before.markerOverrides,
        objectiveOverrides: [null, 'Return to Gloak at the gate'], hiddenCommentIndices: [1], adminNotes: 'Marsh markers were off by a mile.',
      });
      expect(res.status).toBe(200);
      expect((answerOf(AdminQuestDetailSchema, res.body)).overrideInfo).toEqual(before.overrideInfo);
      expect((await auditOf(101)).totalCount).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(events).toEqual([]);
    });

    it('writes nothing when its audit entry cannot be written (one transaction)', async () => {
      const before = await get(AdminQuestDetailSchema, '/api/admin/quests/101');
      events.length = 0;
      const record = jest.spyOn(app.get(AuditService), 'record').mockRejectedValueOnce(new Error('audit log unavailable'));
      try {
        const res = await put(101, { ...emptySave(), excluded: true, fieldOverrides: { level: 30 } });
        expect(res.status).toBe(500);
      } finally {
        record.mockRestore();
      }
      expect(await get(AdminQuestDetailSchema, '/api/admin/quests/101')).toEqual(before);
      expect((await auditOf(101)).totalCount).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(events).toEqual([]);
    });

    it('counts the version up on each save; a save that leaves nothing removes the record', async () => {
      const res = await put(101, { ...emptySave(), excluded: true, adminNotes: 'Broken for now' });
      const saved = answerOf(AdminQuestDetailSchema, res.body);
      expect(saved.overrideInfo).toMatchObject({ version: 2, adminNotes: 'Broken for now' });
      expect(saved).toMatchObject({ isExcluded: true, hasOverrides: false, expansionEra: 'SoA', markerOverrides: [] });
      const cleared = await put(101, emptySave());
      expect(cleared.status).toBe(200);
      expect(answerOf(AdminQuestDetailSchema, cleared.body)).toMatchObject({ isExcluded: false, hasOverrides: false, overrideInfo: null, overrideFields: null });
      expect(await recordCount()).toBe(0);
      expect((await auditOf(101)).auditLogs[0]).toMatchObject({ action: 'quest_edit', changes: { excluded: { before: true, after: false }, adminNotes: { before: 'Broken for now', after: null }, recordRemoved: true } });
      // Nothing to remove: no audit entry.
      await put(101, emptySave());
      expect((await auditOf(101)).totalCount).toBe(3);
    });

    it("a seeded marker the editor renamed is called by the editor's name in every language", async () => {
      const res = await put(102, { ...emptySave(), markerOverrides: [markerRow({ index: 1, name: 'Letter Box', overrideX: 40, overrideY: 50 })] });
      expect(res.status).toBe(200);
      for (const lang of ['en', 'fr', 'ru']) {
        const detail = await get(AdminQuestDetailSchema, `/api/admin/quests/102?lang=${lang}`);
        expect(detail.objectives[0]!.markers[0]).toMatchObject({ index: 1, name: 'Letter Box', localizedName: 'Letter Box', allakhazamX: 40, allakhazamY: 50 });
      }
      expect((await put(102, emptySave())).status).toBe(200);
      expect((await get(AdminQuestDetailSchema, '/api/admin/quests/102?lang=fr')).objectives[0]!.markers[0]).toMatchObject({ name: 'Post Box', localizedName: 'Post Box (fr)' });
    });
  });

  describe('deleting overrides', () => {
    it('removes the whole record, audited as quest_override_delete; 404 when there is none', async () => {
      await put(102, { ...emptySave(), excluded: true, fieldOverrides: { level: 20 } });
      events.length = 0;
      const res = await request(server()).delete('/api/admin/quests/102/override').set('Authorization', auth).set('Accept-Language', 'de');
      expect(res.status).toBe(200);
      expect(answerOf(AdminQuestDetailSchema, res.body)).toMatchObject({ id: 102, localizedName: 'Schwung des Auenlands', isExcluded: false, hasOverrides: false, overrideInfo: null, level: 12 });
      expect((await auditOf(102)).auditLogs[0]).toMatchObject({
        action: 'quest_override_delete', changes: { excluded: { before: true, after: null }, level: { before: 20, after: null }, version: { before: 1, after: null } },
      });
      expect(await eventually(() => events.some((e) => e.type === 'editorial.changed' && e.ids?.[0] === '102'))).toBe(true);
      const again = await request(server()).delete('/api/admin/quests/102/override').set('Authorization', auth);
      expect(problemOf(again)).toEqual({ status: 404, code: 'admin.questNoOverride', detail: 'Quest 102 has no override to delete' });
      expect((again.body as Problem).params).toEqual({ id: 102 });
    });
  });

  describe('bulk exclude', () => {
    const bulk = (body: unknown) => request(server()).post('/api/admin/quests/bulk-exclude').set('Authorization', auth).set('X-Forwarded-For', clientAddress(32)).send(body as object);

    it('excludes the quests named, one audit entry each with the notes; quests already excluded are left alone', async () => {
      await put(103, { ...emptySave(), fieldOverrides: { level: 44 } });
      await put(105, { ...emptySave(), excluded: true });
      events.length = 0;
      const res = await bulk({ QuestIds: ['103', '105', '106', '106'], Action: 'Exclude', Notes: 'Broken markers' });
      expect(res.status).toBe(200);
      expect(answerOf(BulkExcludeResultSchema, res.body)).toEqual({ updated: 2, questIds: [103, 106] });
      expect(ids(await get(AdminQuestPageSchema, '/api/admin/quests?excluded=true'))).toEqual([103, 105, 106]);
      expect(ids(await get(AdminQuestPageSchema, '/api/admin/quests?excluded=false'))).toEqual([101, 102, 104]);
      for (const id of [103, 106]) {
        expect((await auditOf(id)).auditLogs[0]).toMatchObject({
          action: 'quest_bulk_exclude', username: 'gandalf', ipAddress: clientAddress(32), changes: { excluded: { before: false, after: true }, action: 'Exclude', notes: 'Broken markers' },
        });
      }
      // The edited quest kept its level override; the new record is version 1.
      expect((await get(AdminQuestDetailSchema, '/api/admin/quests/103')).overrideInfo).toMatchObject({ version: 2 });
      expect((await get(AdminQuestDetailSchema, '/api/admin/quests/103')).overrideFields).toMatchObject({ level: 44 });
      expect((await get(AdminQuestDetailSchema, '/api/admin/quests/106')).overrideInfo).toMatchObject({ version: 1, lastEditedBy: 'gandalf' });
      expect(await eventually(() => events.some((e) => e.type === 'editorial.changed' && e.entity === 'exclusion'))).toBe(true);
    });

    it('includes them again (Include); a record left empty goes', async () => {
      const res = await bulk({ QuestIds: ['103', '106', '101'], Action: 'Include' });
      expect(answerOf(BulkExcludeResultSchema, res.body)).toEqual({ updated: 2, questIds: [103, 106] });
      expect(ids(await get(AdminQuestPageSchema, '/api/admin/quests?excluded=true'))).toEqual([105]);
      expect((await get(AdminQuestDetailSchema, '/api/admin/quests/106')).overrideInfo).toBeNull();
      expect((await get(AdminQuestDetailSchema, '/api/admin/quests/103')).overrideFields).toMatchObject({ level: 44 });
    });

    it('writes the audit entries in one set-based insert with the exclusion — or, when that fails, nothing at all', async () => {
      const audit = app.get(AuditService);
      const many = jest.spyOn(audit, 'recordMany');
      const one = jest.spyOn(audit, 'record');
      try {
        const res = await bulk({ QuestIds: ['102', '104', '101'], Action: 'Exclude' });
        expect(answerOf(BulkExcludeResultSchema, res.body)).toEqual({ updated: 3, questIds: [102, 104, 101] });
        expect(many).toHaveBeenCalledTimes(1);
        expect(many.mock.calls[0]![1]).toHaveLength(3);
        expect(one).not.toHaveBeenCalled();
      } finally {
        many.mockRestore();
        one.mockRestore();
      }
      const entries = await Promise.all([102, 104, 101].map(async (id) => (await auditOf(id)).auditLogs[0]!));
      expect(entries.map((entry) => [entry.action, entry.entityType, entry.entityId, entry.username, entry.ipAddress, entry.changes])).toEqual(
        ['102', '104', '101'].map((id) => ['quest_bulk_exclude', 'Quest', id, 'gandalf', clientAddress(32), { excluded: { before: false, after: true }, action: 'Exclude', questCount: 3 }]),
      );
      expect(new Set(entries.map((entry) => entry.createdAt)).size).toBe(1);
      expect((await bulk({ QuestIds: ['102', '104', '101'], Action: 'Include' })).status).toBe(200);

      const before = { records: await recordCount(), excluded: ids(await get(AdminQuestPageSchema, '/api/admin/quests?excluded=true')), audit: (await auditOf(102)).totalCount };
      const failing = jest.spyOn(audit, 'recordMany').mockRejectedValueOnce(new Error('audit log unavailable'));
      try {
        expect((await bulk({ QuestIds: ['102', '104'], Action: 'Exclude' })).status).toBe(500);
      } finally {
        failing.mockRestore();
      }
      expect({ records: await recordCount(), excluded: ids(await get(AdminQuestPageSchema, '/api/admin/quests?excluded=true')), audit: (await auditOf(102)).totalCount }).toEqual(before);
    });

    const questIdsText = invalid('QuestIds admin.questIdsText', 'QuestIds must be quest ids written as text, e.g. ["1879200001"]');
    it.each<[string, unknown, ProblemSummary]>([
      ['unknown ids', { QuestIds: ['101', '998', '999'], Action: 'Exclude' }, invalid('QuestIds admin.questIdsUnknown', 'QuestIds name no quest: 998, 999')],
      [
        'more than 20 unknown ids',
        { QuestIds: Array.from({ length: 23 }, (_, i) => String(901 + i)), Action: 'Exclude' },
        invalid('QuestIds admin.questIdsUnknownMore', `QuestIds name no quest: ${Array.from({ length: 20 }, (_, i) => 901 + i).join(', ')} and 3 more`),
      ],
      ['no ids', { QuestIds: [], Action: 'Exclude' }, invalid('QuestIds admin.questIdsEmpty', 'QuestIds must name at least one quest')],
      ['ids as numbers', { QuestIds: [101], Action: 'Exclude' }, questIdsText],
      ['an id that is no number', { QuestIds: ['10a'], Action: 'Exclude' }, questIdsText],
      ['too many ids', { QuestIds: Array.from({ length: 10001 }, (_, i) => String(i + 1)), Action: 'Exclude' }, invalid('QuestIds admin.questIdsAtMost', 'QuestIds must hold at most 10000 ids')],
      ['an unknown action', { QuestIds: ['101'], Action: 'Delete' }, invalid('Action admin.actionOneOf', 'Action must be one of: Exclude, Include')],
    ])('refuses %s with 400', async (_case, body, problem) => {
      const before = await recordCount();
      expect(problemOf(await bulk(body))).toEqual(problem);
      expect(await recordCount()).toBe(before);
    });
  });
});
