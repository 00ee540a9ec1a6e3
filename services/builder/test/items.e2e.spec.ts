// The /api/items calls against the real database seeded with the sample world: pages, ids, search, every
// filter (checked against a plain reading of the rules over the same world), sorts, localization and the
// 400s of bad parameters.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ItemsBatchSchema, ItemSchema, ItemsPageSchema, type Item } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { ITEM_CATEGORIES } from '@eoa/contracts';
import { filterItems, type ItemCriteria } from '@eoa/game-rules';
import { bootBuilder, sampleWorld } from './support/builder-app.js';
import { matches, type ReferenceFilter } from './support/item-reference.js';
import { expectProblem } from '@eoa/server-kit/testing/problem';

const CATEGORY_SPELLING = new Map<string, string>(ITEM_CATEGORIES.map((c) => [c.toLowerCase(), c]));
const BLADE = 1879048443; // "Bronze Blade of Vigour": uncommon one-handed sword, level 10, might +5, weapon damage 0.0049
const CAP = 1879049126; // "Noble Cap of Rivendell": rare medium helm of set 1, agility +24, armour 578

describe('builder /api/items', () => {
  let app: NestExpressApplication;
  const world = sampleWorld();
  let catalog: Item[] | undefined;
  const byId = [...world.items].sort((a, b) => a.id - b.id);
  const http = () => request(app.getHttpServer());
  const count = (f: ReferenceFilter, lang: 'en' | 'de' = 'en') => world.items.filter((i) => matches(i, f, lang)).length;
  const ids = (f: ReferenceFilter, n = 50) => byId.filter((i) => matches(i, f)).slice(0, n).map((i) => i.id);
  /** A 400 of `code` (with `params`) whose English detail holds `text` (a failed validation's detail joins its issues' texts). */
  const error400 = async (path: string, code: string, text: string | RegExp, params?: Record<string, string | number>) => {
    expect(expectProblem(await http().get(path), { status: 400, code, params }).detail).toMatch(text);
  };

  beforeAll(async () => {
    app = await bootBuilder();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  it('GET /api/items: page 1 of 50 by id with the total', async () => {
    const res = await http().get('/api/items');
    expect(res.status).toBe(200);
    const page = answerOf(ItemsPageSchema, res.body);
    expect(page.totalCount).toBe(world.items.length);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(50);
    expect(page.items.map((i) => i.id)).toEqual(byId.slice(0, 50).map((i) => i.id));
  });

  it('GET /api/items past the end: an empty page with the total', async () => {
    const page = answerOf(ItemsPageSchema, (await http().get('/api/items?page=3&pageSize=20000').expect(200)).body);
    expect(page).toEqual({ items: [], totalCount: world.items.length, page: 3, pageSize: 20000 });
  });

  it('GET /api/items?page=3&pageSize=7: the third page of seven', async () => {
    const page = answerOf(ItemsPageSchema, (await http().get('/api/items?page=3&pageSize=7').expect(200)).body);
    expect(page.items.map((i) => i.id)).toEqual(byId.slice(14, 21).map((i) => i.id));
    expect(page).toMatchObject({ page: 3, pageSize: 7, totalCount: world.items.length });
  });

  it('GET /api/items/{id}: every field, with display names and values', async () => {
    const item = answerOf(ItemSchema, (await http().get(`/api/items/${BLADE}`).expect(200)).body);
    expect(item).toMatchObject({
      id: BLADE, name: 'Bronze Blade of Vigour', localizedName: 'Bronze Blade of Vigour', quality: 'uncommon', qualityName: 'Uncommon',
      slot: 'mainHand', slotName: 'Main Hand', category: 'Weapon', categoryName: 'Weapon', weaponType: 'ONE_HANDED_SWORD',
      itemClass: 'ONE_HANDED_SWORD', itemClassName: 'One-handed Sword', level: 10, minLevel: 8, minDamage: 25, maxDamage: 37, dps: 15.5,
      attackSpeed: 2, slayerValue: 25, slayerGenus: 'ancientEvil', slayerGenusName: 'Ancient Evil', damageType: 'common',
      damageDisplay: '25–37 Common', dpsDisplay: '15.5', speedDisplay: '2s', slayerDisplay: '+25 Ancient Evil', worthCopper: 323,
      worth: { display: '3 silver 23 copper', localizedDisplay: '3 silver 23 copper' }, setId: null, setName: null, icon: '1090703539',
    });
    // might 5 → "+5.0"; weapon damage 0.0049 is a fraction: 0.49 % → "+0.5%".
    expect(item.stats).toEqual([
      { name: 'might', operator: 'ADD', value: 5, constant: 5, scalingId: null, isPercentage: false, displayName: 'Might', displayValue: '+5.0', descriptionOverride: null },
      { name: 'weaponDamage', operator: 'ADD', value: 0.0049, constant: 0.0049, scalingId: null, isPercentage: true, displayName: 'Weapon Damage', displayValue: '+0.5%', descriptionOverride: null },
    ]);
  });

  it('Accept-Language picks the language (q-values, regions; anything else is English)', async () => {
    const de = answerOf(ItemSchema, (await http().get(`/api/items/${BLADE}`).set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.5').expect(200)).body);
    expect(de).toMatchObject({ name: 'Bronze Blade of Vigour', localizedName: 'Bronzene Klinge der Kraft', qualityName: 'Ungewöhnlich', slotName: 'Haupthand', damageDisplay: '25–37 Allgemein' });
    expect(de.worth?.localizedDisplay).toBe('3 Silber 23 Kupfer');
    expect(de.stats[0]!.displayName).toBe('Macht');
    const ru = answerOf(ItemSchema, (await http().get(`/api/items/${BLADE}`).set('Accept-Language', 'de;q=0.1, ru;q=0.8').expect(200)).body);
    expect(ru.localizedName).toBe('Бронзовый клинок Силы');
    const fr = answerOf(ItemSchema, (await http().get(`/api/items/${CAP}`).set('Accept-Language', 'fr-CA').expect(200)).body);
    expect(fr.localizedName).toBe('Calot noble de Fondcombe');
    expect(fr.setName).toBe('Équipement noble de Fondcombe');
    const unknown = answerOf(ItemSchema, (await http().get(`/api/items/${BLADE}`).set('Accept-Language', 'xx, *;q=0.5').expect(200)).body);
    expect(unknown.localizedName).toBe('Bronze Blade of Vigour');
  });

  it('GET /api/items/{id}: 404 for an unknown id, 400 for an invalid one', async () => {
    expectProblem(await http().get('/api/items/5'), { status: 404, code: 'builder.itemNotFound', params: { id: 5 }, detail: 'Item 5 not found' });
    for (const bad of ['abc', '-1', '1.5', '0', '1e3', '%20']) await error400(`/api/items/${bad}`, 'field.positiveInteger', 'id must be a positive integer');
    for (const tooLarge of ['2147483648', '99999999999', '123456789012345678901234567890']) {
      await error400(`/api/items/${tooLarge}`, 'field.atMost', 'id must be at most 2147483647');
    }
  });

  it("answers its error texts in the request's language, and says they vary with it", async () => {
    const german = await http().get('/api/items/5').set('Accept-Language', 'de-DE,de;q=0.9');
    expectProblem(german, { status: 404, code: 'builder.itemNotFound', detail: 'Gegenstand 5 nicht gefunden' });
    expect(german.body.title).toBe('Nicht gefunden');
    expect(german.headers.vary).toMatch(/accept-language/i);
    const russian = expectProblem(await http().get('/api/items?page=0').set('Accept-Language', 'ru'), { status: 400, code: 'request.invalid' });
    expect(russian.errors).toHaveLength(1);
    expect(russian.errors![0]!.path).toBe('page');
    expect(russian.detail).toBe(russian.errors![0]!.detail);
    expect(russian.detail).toMatch(/^Поле page /);
  });

  it('GET /api/items/batch?ids=: the items in the order asked, and the ids not found', async () => {
    const batch = answerOf(ItemsBatchSchema, (await http().get(`/api/items/batch?ids=${CAP},5,${BLADE},${CAP}`).expect(200)).body);
    expect(batch.items.map((i) => i.id)).toEqual([CAP, BLADE]);
    expect(batch.missingIds).toEqual([5]);
    await error400('/api/items/batch', 'request.invalid', 'ids must be item ids separated by commas');
    await error400('/api/items/batch?ids=1,,2', 'request.invalid', 'ids must be item ids separated by commas');
    await error400('/api/items/batch?ids=1;DROP', 'request.invalid', 'ids must be item ids separated by commas');
    await error400(`/api/items/batch?ids=${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}`, 'builder.idsAtMost', 'ids must list at most 1000 item ids', { max: 1000 });
    await error400('/api/items/batch?ids=0', 'builder.idsPositive', 'ids must be positive integer item ids (got 0)', { value: 0 });
  });

  it('POST /api/items/batch { ids }: the same for long lists', async () => {
    const batch = answerOf(ItemsBatchSchema, (await http().post('/api/items/batch').send({ ids: [BLADE, 7, CAP] }).expect(200)).body);
    expect(batch.items.map((i) => i.id)).toEqual([BLADE, CAP]);
    expect(batch.missingIds).toEqual([7]);
    for (const body of [{}, { ids: [] }, { ids: ['1'] }, { ids: [1.5] }, { ids: 'x' }, { ids: [1], other: 1 }]) {
      const problem = expectProblem(await http().post('/api/items/batch').send(body), { status: 400, code: 'request.invalid' });
      expect(problem.detail).toMatch(/ids must be a list of 1 to 1000 positive integer item ids|property other should not exist/);
    }
  });

  it('GET /api/items/search?q=: the name in any case, English or the request language; wildcards are literal', async () => {
    const page = answerOf(ItemsPageSchema, (await http().get('/api/items/search?q=BLADE&pageSize=500').expect(200)).body);
    expect(page.totalCount).toBe(count({ name: 'blade' }));
    expect(page.totalCount).toBeGreaterThan(5);
    for (const item of page.items) expect(item.name.toLowerCase()).toContain('blade');
    const de = answerOf(ItemsPageSchema, (await http().get('/api/items/search?q=klinge').set('Accept-Language', 'de').expect(200)).body);
    expect(de.totalCount).toBe(count({ name: 'klinge' }, 'de'));
    expect(de.totalCount).toBeGreaterThan(5);
    expect((await http().get('/api/items/search?q=%25').expect(200)).body.totalCount).toBe(0);
    expect((await http().get('/api/items/search?q=_').expect(200)).body.totalCount).toBe(0);
    await error400('/api/items/search', 'request.invalid', 'q must be a text');
    await error400('/api/items/search?q=', 'request.invalid', 'q must not be empty');
    await error400(`/api/items/search?q=${'a'.repeat(101)}`, 'request.invalid', 'q must be at most 100 characters');
    // Once a 500 (PostgreSQL refuses a NUL byte in text): now refused before the query.
    await error400('/api/items/search?q=%00', 'request.queryValueNul', 'The query parameter q contains a NUL byte');
    await error400('/api/items/search?q=a%00b', 'request.queryValueNul', 'The query parameter q contains a NUL byte');
    await error400('/api/items/search?q=%C0%80', 'request.queryEncoding', 'The query string is not valid UTF-8 percent-encoding');
    await error400('/api/items/search?q=%ED%A0%80', 'request.queryEncoding', 'The query string is not valid UTF-8 percent-encoding');
    await error400('/api/items/search?q=%FF', 'request.queryEncoding', 'The query string is not valid UTF-8 percent-encoding');
  });

  it('GET /api/items/category/{c}, /slot/{s}, /quality/{q}: exact counts, codes in any case', async () => {
    const weapons = answerOf(ItemsPageSchema, (await http().get('/api/items/category/weapon').expect(200)).body);
    expect(weapons.totalCount).toBe(count({ category: 'Weapon' }));
    expect(weapons.items.map((i) => i.id)).toEqual(ids({ category: 'Weapon' }));
    const rings = answerOf(ItemsPageSchema, (await http().get('/api/items/slot/ring').expect(200)).body);
    expect(rings.totalCount).toBe(count({ slots: ['ring'] }));
    // An equipment slot takes what fits it; the sub-slots of jewellery too.
    expect((await http().get('/api/items/slot/mainHand').expect(200)).body.totalCount).toBe(count({ slots: ['mainHand', 'twoHand'] }));
    expect((await http().get('/api/items/slot/offHand').expect(200)).body.totalCount).toBe(count({ slots: ['offHand', 'shield'] }));
    expect((await http().get('/api/items/slot/ear').expect(200)).body.totalCount).toBe(count({ slots: ['earring'] }));
    expect((await http().get('/api/items/slot/ring2').expect(200)).body.totalCount).toBe(count({ slots: ['ring'] }));
    expect((await http().get('/api/items/slot/craftingTool').expect(200)).body.totalCount).toBe(count({ slots: ['tool'] }));
    expect((await http().get('/api/items/quality/RARE').expect(200)).body.totalCount).toBe(count({ quality: 'rare' }));
    await error400('/api/items/category/Wands', 'field.oneOf', 'category must be one of: Armour, Weapon, Item, Tool, Material, Consumable, Food', {
      field: 'category', values: 'Armour, Weapon, Item, Tool, Material, Consumable, Food',
    });
    await error400('/api/items/slot/tail', 'field.oneOf', /^slot must be one of: head/);
    await error400('/api/items/quality/poor', 'field.oneOf', 'quality must be one of: common, uncommon, rare, incomparable, epic, legendary', {
      field: 'quality', values: 'common, uncommon, rare, incomparable, epic, legendary',
    });
    await error400('/api/items/category/Weapon?pageSize=0', 'request.invalid', 'pageSize must be an integer from 1 to 50000');
  });

  it('GET /api/items/level?min&max: inclusive, 0 and 50 mean no bound', async () => {
    expect((await http().get('/api/items/level?min=10&max=20').expect(200)).body.totalCount).toBe(count({ levelMin: 10, levelMax: 20 }));
    expect((await http().get('/api/items/level?min=0&max=50').expect(200)).body.totalCount).toBe(world.items.length);
    expect((await http().get('/api/items/level?min=45').expect(200)).body.totalCount).toBe(count({ levelMin: 45 }));
    await error400('/api/items/level?min=60', 'request.invalid', 'min must be an integer from 0 to 50 (0 and 50 mean no bound)');
    await error400('/api/items/level?max=x', 'request.invalid', 'max must be an integer from 0 to 50');
    await error400('/api/items/level?min=30&max=10', 'field.notAbove', 'min must not be above max', { field: 'min', other: 'max' });
  });

  describe('GET /api/items/filter', () => {
    const cases: [string, ReferenceFilter][] = [
      ['levelMin=20&levelMax=30', { levelMin: 20, levelMax: 30 }],
      ['levelMin=0&levelMax=50&quality=epic', { quality: 'epic' }],
      ['category=Armour&armourType=heavy&slot=chest', { category: 'Armour', armourType: 'heavy', slots: ['chest'] }],
      ['category=item&slot=wrist', { category: 'Item', slots: ['bracelet'] }],
      ['category=Item&slot=neck', { category: 'Item', slots: ['necklace'] }],
      ['category=Item&slot=pocket', { category: 'Item', slots: ['pocket'] }],
      ['weaponType=bow&damageType=fire', { weaponType: 'BOW', damageType: 'fire' }],
      ['itemClass=HEAVY_SHIELD', { itemClass: 'HEAVY_SHIELD' }],
      ['statType=might', { stats: [{ name: 'might' }] }],
      ['statType=might&statMinValue=20', { stats: [{ name: 'might', min: 20 }] }],
      // Percentages compare in percent: 2.1 means 2.1 %.
      ['statType=meleeCritical&statMinValue=2.1', { stats: [{ name: 'meleeCritical', min: 2.1 }] }],
      ['statFilter1=agility:10&statFilter2=fate', { stats: [{ name: 'agility', min: 10 }, { name: 'fate' }] }],
      ['statType=vitality&statMinValue=15&statFilter1=morale:50&statFilter2=will:5', { stats: [{ name: 'vitality', min: 15 }, { name: 'morale', min: 50 }, { name: 'will', min: 5 }] }],
      ['hasCooldown=true', { hasCooldown: true }],
      ['hasCooldown=false&levelMin=45', { hasCooldown: false, levelMin: 45 }],
      ['effectSearch=restores', { effectSearch: 'restores' }],
      ['effectSearch=RUNES', { effectSearch: 'runes' }],
      ['searchQuery=of the&levelMin=40&sortBy=name', { name: 'of the', levelMin: 40 }],
    ];
    it.each(cases)('%s', async (query, reference) => {
      const page = answerOf(ItemsPageSchema, (await http().get(`/api/items/filter?${query}&pageSize=1000`).expect(200)).body);
      expect(page.totalCount).toBe(count(reference));
      expect(page.totalCount).toBeGreaterThan(0);
      if (!query.includes('sortBy')) expect(page.items.map((i) => i.id)).toEqual(ids(reference, 1000));
      else expect(new Set(page.items.map((i) => i.id))).toEqual(new Set(world.items.filter((i) => matches(i, reference)).slice(0, 1000).map((i) => i.id)));
    });

    // The builder page filters its cached catalog with itemMatcher (@eoa/game-rules): the same items as the service.
    it.each(cases)('the page filter finds what the service finds: %s', async (query) => {
      catalog ??= (answerOf(ItemsPageSchema, (await http().get('/api/items?page=1&pageSize=50000').expect(200)).body)).items;
      const params = new URLSearchParams(query);
      const number = (key: string) => (params.has(key) ? Number(params.get(key)) : undefined);
      const stats = [
        ...(params.get('statType') ? [{ name: params.get('statType')!, min: number('statMinValue') }] : []),
        ...['statFilter1', 'statFilter2'].filter((key) => params.get(key)).map((key) => {
          const [name, min] = params.get(key)!.split(':');
          return { name: name!, min: min === undefined ? undefined : Number(min) };
        }),
      ];
      const criteria: ItemCriteria = {
        levelMin: number('levelMin'), levelMax: number('levelMax'),
        category: CATEGORY_SPELLING.get(params.get('category')?.toLowerCase() ?? '') ?? undefined,
        quality: params.get('quality') ?? undefined, slot: params.get('slot') ?? undefined,
        weaponType: params.get('weaponType')?.toUpperCase(), armourType: params.get('armourType') ?? undefined,
        damageType: params.get('damageType') ?? undefined, itemClass: params.get('itemClass') ?? undefined,
        stats, hasCooldown: params.has('hasCooldown') ? params.get('hasCooldown') === 'true' : undefined,
        effectSearch: params.get('effectSearch') ?? undefined, search: params.get('searchQuery') ?? undefined,
      };
      const service = answerOf(ItemsPageSchema, (await http().get(`/api/items/filter?${query}&pageSize=50000`).expect(200)).body);
      expect(filterItems(catalog, criteria).map((i) => i.id).sort((a, b) => a - b)).toEqual(service.items.map((i) => i.id).sort((a, b) => a - b));
    });

    it('sorts: level high→low, quality best first, type by category, name A→Z', async () => {
      const level = (answerOf(ItemsPageSchema, (await http().get('/api/items/filter?sortBy=level&pageSize=500&category=Weapon').expect(200)).body)).items;
      expect(level.map((i) => i.level)).toEqual([...level.map((i) => i.level)].sort((a, b) => b - a));
      const order = ['common', 'uncommon', 'rare', 'incomparable', 'epic', 'legendary'];
      const quality = (answerOf(ItemsPageSchema, (await http().get('/api/items/filter?sortBy=quality&pageSize=2000').expect(200)).body)).items;
      expect(quality[0]!.quality).toBe(order[Math.max(...world.items.map((i) => order.indexOf(i.quality)))]);
      expect(quality.map((i) => order.indexOf(i.quality))).toEqual([...quality.map((i) => order.indexOf(i.quality))].sort((a, b) => b - a));
      const type = (answerOf(ItemsPageSchema, (await http().get('/api/items/filter?sortBy=type&pageSize=50000&levelMin=40').expect(200)).body)).items;
      expect(type.map((i) => i.category)).toEqual([...type.map((i) => i.category)].sort());
      const name = (answerOf(ItemsPageSchema, (await http().get('/api/items/filter?sortBy=NAME&category=Food').expect(200)).body)).items;
      const lower = name.map((i) => i.name.toLowerCase());
      expect(lower).toEqual([...lower].sort());
    });

    it('400 with a message for every bad filter', async () => {
      await error400('/api/items/filter?levelMin=abc', 'request.invalid', 'levelMin must be an integer from 0 to 50');
      await error400('/api/items/filter?levelMax=51', 'request.invalid', 'levelMax must be an integer from 0 to 50');
      await error400('/api/items/filter?levelMin=30&levelMax=20', 'field.notAbove', 'levelMin must not be above levelMax', { field: 'levelMin', other: 'levelMax' });
      await error400('/api/items/filter?category=Wands', 'request.invalid', 'category must be one of');
      await error400('/api/items/filter?weaponType=laser', 'request.invalid', 'weaponType must be one of');
      await error400('/api/items/filter?armourType=plate', 'request.invalid', 'armourType must be one of: light, medium, heavy');
      await error400('/api/items/filter?damageType=acid', 'request.invalid', 'damageType must be one of');
      await error400('/api/items/filter?itemClass=WAND', 'request.invalid', 'itemClass must be one of');
      await error400('/api/items/filter?statType=luck', 'request.invalid', 'statType must be one of');
      await error400('/api/items/filter?statType=might&statMinValue=lots', 'request.invalid', 'statMinValue must be a number');
      await error400('/api/items/filter?statMinValue=3', 'field.needs', 'statMinValue needs statType', { field: 'statMinValue', other: 'statType' });
      await error400('/api/items/filter?statFilter1=might:abc', 'request.invalid', 'statFilter1 must be a stat name, optionally with a minimum');
      await error400('/api/items/filter?statFilter2=luck:3', 'field.unknownStat', "statFilter2 names an unknown stat 'luck'", { field: 'statFilter2', name: 'luck' });
      await error400('/api/items/filter?hasCooldown=maybe', 'request.invalid', 'hasCooldown must be true or false');
      await error400(`/api/items/filter?effectSearch=${'x'.repeat(101)}`, 'request.invalid', 'effectSearch must be at most 100 characters');
      await error400('/api/items/filter?sortBy=price', 'request.invalid', 'sortBy must be one of: name, level, quality, type');
      await error400('/api/items/filter?page=0', 'request.invalid', 'page must be an integer');
      await error400('/api/items/filter?colour=red', 'request.invalid', 'property colour should not exist');
      await error400('/api/items/filter?quality=rare&quality=epic', 'request.invalid', 'quality must be one of');
    });
  });

  it('POST /api/items/clear-cache: 200 with what was cleared', async () => {
    const res = await http().post('/api/items/clear-cache').expect(200);
    expect(res.body).toEqual({ cleared: true, cacheEntries: expect.any(Number) });
  });
});
