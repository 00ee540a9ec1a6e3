// GET /api/items/{id}/dropsources and /api/loot/item/{id}/sources: the sample world's sources, and hand-made
// rows (an item of its own, removed afterwards) for the display rules: mobs de-duplicated by name keeping the
// best chance, "Raid Gear:" quests hidden, a chance of 100 kept as stored for recipes and quests.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ItemDropSourceListSchema, SOURCE_TYPE_CODES, type ItemDropSource } from '@eoa/contracts';
import { DataCache } from '@eoa/server-kit';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { isGuaranteedSource } from '@eoa/game-rules';
import { bootLoot, sampleWorld } from './support/loot-app.js';
import { expectProblem } from '@eoa/server-kit/testing/problem';

const ITEM = 2_000_000_001;
const TOKEN = 2_000_000_002;
const [TROLL_A, TROLL_B, WARG, TRADER] = [2_000_000_011, 2_000_000_012, 2_000_000_013, 2_000_000_014];
const [RAID_QUEST, QUEST] = [2_000_000_021, 2_000_000_022];
const RECIPE = 2_000_000_031;
const names = (en: string, ru = en) => JSON.stringify({ en, de: `${en} (de)`, fr: `${en} (fr)`, ru });

describe('item drop sources', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const world = sampleWorld();
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await bootLoot();
    db = app.get(DataSource);
    await db.query(
      `INSERT INTO loot.item_refs (id, name, icon, quality, level) VALUES ($1, $2, '1', 'RARE', 40), ($3, $4, '2', 'COMMON', 1)`,
      [ITEM, names('Test Blade'), TOKEN, names('Test Token')],
    );
    await db.query(
      `INSERT INTO loot.npc_refs (id, name, role, level) VALUES ($1, $5, 'mob', 40), ($2, $5, 'mob', 41), ($3, $6, 'mob', 38), ($4, $7, 'vendor', 40)`,
      [TROLL_A, TROLL_B, WARG, TRADER, names('Cave-troll', 'Пещерный тролль'), names('Warg'), names('Trader')],
    );
    await db.query(`INSERT INTO loot.quest_refs (id, name, level) VALUES ($1, $2, 50), ($3, $4, 42)`, [RAID_QUEST, names('Raid Gear: Test Blade'), QUEST, names('A Blade for the Bold')]);
    await db.query(`INSERT INTO loot.recipe_refs (id, name, profession, profession_name, tier) VALUES ($1, $2, 'WEAPONSMITH', $3, 4)`, [RECIPE, names('Forge the Test Blade'), names('Weaponsmith')]);
    const rows: [number, number, number | null, number | null, number | null, number | null, number | null, number | null][] = [
      // id, type, npc, quest, recipe, chance, price, barter item
      [2_000_000_101, SOURCE_TYPE_CODES.Mob, TROLL_A, null, null, 12.5, null, null],
      [2_000_000_102, SOURCE_TYPE_CODES.Mob, TROLL_B, null, null, 40, null, null],
      [2_000_000_103, SOURCE_TYPE_CODES.Mob, WARG, null, null, 100, null, null],
      [2_000_000_104, SOURCE_TYPE_CODES.Quest, null, RAID_QUEST, null, null, null, null],
      [2_000_000_105, SOURCE_TYPE_CODES.Quest, null, QUEST, null, 100, null, null],
      [2_000_000_106, SOURCE_TYPE_CODES.Recipe, null, null, RECIPE, 100, null, null],
      [2_000_000_107, SOURCE_TYPE_CODES.Vendor, TRADER, null, null, null, 12345, null],
      [2_000_000_108, SOURCE_TYPE_CODES.Barter, TRADER, null, null, null, null, TOKEN],
    ];
    for (const [id, type, npc, quest, recipe, chance, price, barter] of rows) {
      await db.query(
        `INSERT INTO loot.item_sources (id, item_id, source_type, npc_id, quest_id, recipe_id, drop_chance, price_copper, barter_item_id, barter_quantity, location)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [id, ITEM, type, npc, quest, recipe, chance, price, barter, barter ? 3 : null, npc ? names('Misty Mountains') : null],
      );
    }
  }, 120_000);

  afterAll(async () => {
    if (db) {
      await db.query('DELETE FROM loot.item_sources WHERE item_id = $1', [ITEM]);
      await db.query('DELETE FROM loot.quest_refs WHERE id = ANY($1)', [[RAID_QUEST, QUEST]]);
      await db.query('DELETE FROM loot.recipe_refs WHERE id = $1', [RECIPE]);
      await db.query('DELETE FROM loot.npc_refs WHERE id = ANY($1)', [[TROLL_A, TROLL_B, WARG, TRADER]]);
      await db.query('DELETE FROM loot.item_refs WHERE id = ANY($1)', [[ITEM, TOKEN]]);
      await app.get(DataCache).clear();
    }
    await app?.close();
  });

  it('applies the display rules once: one source per mob name with its best chance, Raid Gear hidden, 100 kept for quests and recipes', async () => {
    const sources = answerOf(ItemDropSourceListSchema, (await http().get(`/api/items/${ITEM}/dropsources`).set('Accept-Language', 'ru').expect(200)).body);
    expect(sources.map((s) => [s.sourceType, s.mobName ?? s.questName ?? s.recipeName ?? s.vendorName ?? s.barterName, s.dropChance])).toEqual([
      [0, 'Warg', 100],
      [0, 'Cave-troll', 40],
      [2, 'Forge the Test Blade', 100],
      [3, 'A Blade for the Bold', 100],
      [4, 'Trader', null],
      [5, 'Trader', null],
    ]);
    const [, troll, recipe, quest, vendor, barter] = sources as [ItemDropSource, ItemDropSource, ItemDropSource, ItemDropSource, ItemDropSource, ItemDropSource];
    expect(troll).toMatchObject({ mobId: TROLL_B, localizedMobName: 'Пещерный тролль', location: 'Misty Mountains', localizedLocation: 'Misty Mountains' });
    expect(recipe).toMatchObject({ recipeId: RECIPE, profession: 'Weaponsmith', professionCode: 'WEAPONSMITH', recipeTier: 4, localizedRecipeName: 'Forge the Test Blade' });
    expect(quest).toMatchObject({ questId: QUEST, questLevel: 42 });
    expect(vendor).toMatchObject({ vendorId: TRADER, priceCopper: 12345 });
    expect(barter).toMatchObject({ barterId: TRADER, barterItemId: TOKEN, barterItemName: 'Test Token', barterQuantity: 3 });
    // The page shows "guaranteed" for the warg only: recipes and quests at 100 keep their number.
    expect(sources.map(isGuaranteedSource)).toEqual([true, false, false, false, false, false]);
  });

  it('answers the same at /api/loot/item/{id}/sources, localized', async () => {
    const a = answerOf(ItemDropSourceListSchema, (await http().get(`/api/loot/item/${ITEM}/sources`).set('Accept-Language', 'de').expect(200)).body);
    const b = (await http().get(`/api/items/${ITEM}/dropsources`).set('Accept-Language', 'de').expect(200)).body as ItemDropSource[];
    expect(a).toEqual(b);
    expect(a[0]).toMatchObject({ mobName: 'Warg', localizedMobName: 'Warg (de)', localizedLocation: 'Misty Mountains (de)' });
  });

  it('lists the sample world sources of an item: "Raid Gear:" quests hidden, one source per mob name', async () => {
    const raidQuestIds = new Set(world.quests.filter((q) => q.name.en.startsWith('Raid Gear:')).map((q) => q.id));
    const isRaidGear = (s: (typeof world.itemSources)[number]) => s.questId !== null && raidQuestIds.has(s.questId);
    const raidItems = new Set(world.itemSources.filter(isRaidGear).map((s) => s.itemId));
    expect(raidItems.size).toBeGreaterThan(0);
    const mobName = (id: number | null) => world.npcs.find((n) => n.id === id)?.name.en;
    for (const itemId of [...raidItems].slice(0, 5)) {
      const stored = world.itemSources.filter((s) => s.itemId === itemId && !isRaidGear(s));
      const mobNames = new Set(stored.filter((s) => s.sourceType === SOURCE_TYPE_CODES.Mob).map((s) => mobName(s.npcId)));
      const expected = stored.filter((s) => s.sourceType !== SOURCE_TYPE_CODES.Mob).length + mobNames.size;
      const sources = (await http().get(`/api/items/${itemId}/dropsources`).expect(200)).body as ItemDropSource[];
      expect(sources).toHaveLength(expected);
      expect(sources.some((s) => s.questName?.startsWith('Raid Gear:'))).toBe(false);
    }
  });

  it('answers an empty list for an item without known sources, 400 for a malformed id', async () => {
    expect((await http().get('/api/items/1/dropsources').expect(200)).body).toEqual([]);
    expectProblem(await http().get('/api/loot/item/x1/sources'), { status: 400, code: 'field.positiveInteger', detail: 'itemId must be a positive integer' });
    expectProblem(await http().get('/api/items/99999999999/dropsources'), { status: 400, code: 'field.atMost', detail: 'itemId must be at most 2147483647' });
  });
});
