// The editorial seam: with a QuestEditorial that excludes and overrides quests (what admin's data will do), every
// quest answer follows it — lists, details, chains, counts, an NPC's quests — and the precompressed answers change tag.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { NpcDetail, QuestCategory, QuestChain, QuestDetail, QuestPage } from '@eoa/contracts';
import type { QuestRecord } from '@eoa/dataset';
import { DataCache } from '@eoa/server-kit';
import type { EditorialView } from '../src/editorial/quest-editorial.js';
import { bootAtlas, getJson, sampleWorld } from './support/atlas-app.js';

const world = sampleWorld();
const questOf = (id: number) => world.quests.find((q) => q.id === id)!;
const chainFrom = (first: QuestRecord) => {
  const chain = [first];
  while (chain[chain.length - 1]!.nextQuestId !== null) chain.push(questOf(chain[chain.length - 1]!.nextQuestId!));
  return chain;
};
/** A chain of four or more whose second quest is given by an NPC who gives other quests too. */
const chain = world.quests
  .map((q) => (q.prerequisiteId === null && q.nextQuestId !== null ? chainFrom(q) : []))
  .find((c) => c.length >= 4 && world.npcs.some((n) => n.startsQuests.includes(c[1]!.id) && n.startsQuests.length > 1))!;
const [first, excluded, third] = chain as [QuestRecord, QuestRecord, QuestRecord];
const commented = world.quests.find((q) => q.comments.length >= 2 && !chain.includes(q))!;
const giver = world.npcs.find((n) => n.startsQuests.includes(excluded.id))!;

let view: EditorialView = {
  version: 'edit-1',
  excluded: new Set([excluded.id]),
  overrides: new Map([
    [first.id, { name: { ...first.name, en: 'Zzz Edited Name', de: 'Zzz Bearbeitet' }, level: 42 }],
    [commented.id, { hiddenCommentIndices: [0] }],
  ]),
};

describe('atlas quests with editorial data', () => {
  let app: NestExpressApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await bootAtlas(() => view);
    // Answers cached by other test files of the run were built without this editorial data.
    await app.get(DataCache).clear();
  }, 120_000);

  afterAll(async () => {
    await app?.get(DataCache).clear();
    await app?.close();
  });

  it('leaves excluded quests out of the lists unless includeExcluded=true', async () => {
    const all = await getJson<QuestPage>(app, '/api/quests?pageSize=10000');
    expect(all.totalCount).toBe(world.quests.length - 1);
    expect(all.quests.some((q) => q.id === excluded.id)).toBe(false);
    const withExcluded = await getJson<QuestPage>(app, '/api/quests?pageSize=10000&includeExcluded=true');
    expect(withExcluded.totalCount).toBe(world.quests.length);
    expect(withExcluded.quests.find((q) => q.id === excluded.id)).toMatchObject({ isExcluded: true });
    if (excluded.zoneId !== null) expect((await getJson<QuestPage>(app, `/api/quests/zone/${excluded.zoneId}`)).quests.some((q) => q.id === excluded.id)).toBe(false);
    const categories = await getJson<QuestCategory[]>(app, '/api/quests/categories');
    expect(categories.reduce((n, c) => n + c.questCount, 0)).toBe(world.quests.length - 1);
    // The quest itself still answers (an editor may look at it).
    expect(await getJson<QuestDetail>(app, `/api/quests/${excluded.id}`)).toMatchObject({ id: excluded.id, isExcluded: true });
  });

  it('applies overrides: name (sorted by it), level, hidden comments, hasOverrides', async () => {
    const all = await getJson<QuestPage>(app, '/api/quests?pageSize=10000&lang=de');
    expect(all.quests[all.quests.length - 1]).toMatchObject({ id: first.id, name: 'Zzz Edited Name', localizedName: 'Zzz Bearbeitet', level: 42, hasOverrides: true });
    expect((await getJson<QuestPage>(app, '/api/quests?search=zzz%20edited')).quests.map((q) => q.id)).toEqual([first.id]);
    const detail = await getJson<QuestDetail>(app, `/api/quests/${commented.id}`);
    expect(detail.hasOverrides).toBe(true);
    expect(detail.allakhazamData.comments).toEqual(commented.comments.slice(1));
  });

  it('cuts a chain at an excluded quest and says the position is estimated', async () => {
    const after = await getJson<QuestChain>(app, `/api/quests/${third.id}/chain`);
    expect(after).toMatchObject({
      position: 1, totalQuests: chain.length - 2, isInChain: true, prerequisiteQuest: null, warnings: ['brokenChain', 'positionEstimated'], isIncomplete: true,
    });
    const before = await getJson<QuestChain>(app, `/api/quests/${first.id}/chain`);
    expect(before).toMatchObject({ position: 1, totalQuests: 1, nextQuest: null, warnings: ['brokenChain'], isIncomplete: true });
    expect(before.quests.map((q) => [q.id, q.name, q.level])).toEqual([[first.id, 'Zzz Edited Name', 42]]);
  });

  it("leaves excluded quests out of an NPC's quests", async () => {
    const detail = await getJson<NpcDetail>(app, `/api/npcs/${giver.id}`);
    expect(detail.startsQuests.map((q) => q.id).sort()).toEqual(giver.startsQuests.filter((id) => id !== excluded.id).sort());
  });

  it('builds new answers when the editorial version changes', async () => {
    const before = await http().get('/api/quests?pageSize=10000').expect(200);
    view = { version: 'edit-2', excluded: new Set(), overrides: new Map() };
    await http().get('/api/quests?pageSize=10000').set('If-None-Match', before.headers.etag!).expect(200);
    expect((await getJson<QuestPage>(app, '/api/quests?pageSize=10000')).totalCount).toBe(world.quests.length);
    expect((await getJson<QuestChain>(app, `/api/quests/${third.id}/chain`)).position).toBe(3);
  });
});
