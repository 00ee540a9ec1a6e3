// /api/character: classes, races, base stats, and POST /api/character/calculate — two builds worked out by
// hand from the seeded rows by the spec's formulas (spec 1 §9), 200 random legal builds against the library's
// engine on the same data, and the 400s of bad bodies.
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { BaseStatsListSchema, BaseStatsSchema, CalculateResponseSchema, CLASS_IDS, ClassInfoListSchema, ClassInfoSchema, ClassSummaryListSchema, EQUIPMENT_SLOTS, FORMULA_STAT_KEYS, PRIMARY_STATS, RaceInfoSchema, RaceSummaryListSchema, TRAIT_SLOT_TYPES, type BaseStats, type ClassInfo, type EquippedTrait, type ItemSet, type ItemsPage, type ProgressionMap, type Trait, type TraitSlots } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import {
  CLASS_DISPLAY_NAMES, compatibleRaces, createStatEngine, equipItem, equipTrait, isTraitAvailable, RACE_DISPLAY_NAMES, seededRandom, slotsForItem,
  rulesDataFromApi, toCalculateResponse, TRAIT_SLOT_TOTALS, type EquipContext, type Equipment,
} from '@eoa/game-rules';
import { bootBuilder, sampleWorld } from './support/builder-app.js';
import { expectProblem } from '@eoa/server-kit/testing/problem';

describe('builder /api/character', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  const world = sampleWorld();
  const http = () => request(app.getHttpServer());
  const calculate = (body: unknown) => http().post('/api/character/calculate').send(body as object);

  beforeAll(async () => {
    app = await bootBuilder();
    db = app.get(DataSource);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
  });

  describe('classes, races and base stats', () => {
    it('GET /api/character/classes and /classes/info', async () => {
      const classes = answerOf(ClassSummaryListSchema, (await http().get('/api/character/classes').set('Accept-Language', 'de').expect(200)).body);
      expect(classes.map((c) => c.id)).toEqual([...CLASS_IDS]);
      expect(classes.find((c) => c.id === 'guardian')).toEqual({ id: 'guardian', name: 'Guardian', localizedName: 'Wächter', allowedRaces: ['dwarf', 'elf', 'hobbit', 'man'], iconId: 1090522003 });
      const info = answerOf(ClassInfoListSchema, (await http().get('/api/character/classes/info').expect(200)).body);
      expect(info).toHaveLength(7);
      for (const c of info) {
        expect(c.combatCharacteristics).toHaveLength(world.combatCharacteristics.filter((r) => r.classId === c.id).length);
        expect(c.classTraits.map((t) => t.traitId).sort()).toEqual(world.traits.filter((t) => t.nature === 'Class' && t.classId === c.id).map((t) => t.id).sort());
      }
    });

    it('GET /api/character/classes/{name}: any case, "Lore-master" or "loremaster"; 404 unknown; 400 malformed', async () => {
      const lm = answerOf(ClassInfoSchema, (await http().get('/api/character/classes/LOREMASTER').set('Accept-Language', 'fr').expect(200)).body);
      expect(lm).toMatchObject({ id: 'lore-master', name: 'Lore-master', localizedName: 'Maître du savoir', dualWield: 'oneHandedSwordOnly', allowedRaces: ['elf', 'man'] });
      expect((await http().get('/api/character/classes/Lore-master').expect(200)).body.id).toBe('lore-master');
      expectProblem(await http().get('/api/character/classes/wizard'), { status: 404, code: 'builder.unknownClass', params: { name: 'wizard' }, detail: "Unknown class 'wizard'" });
      expectProblem(await http().get('/api/character/classes/%3Cscript%3E'), {
        status: 400, code: 'builder.classNameFormat', params: {}, detail: 'The class name must be 1–40 letters, spaces or hyphens',
      });
      const german = await http().get('/api/character/classes/%3Cscript%3E').set('Accept-Language', 'de');
      expectProblem(german, { status: 400, code: 'builder.classNameFormat', detail: 'Der Klassenname muss aus 1–40 Buchstaben, Leerzeichen oder Bindestrichen bestehen' });
    });

    it('GET /api/character/races, /races/info, /races/{name}', async () => {
      const races = answerOf(RaceSummaryListSchema, (await http().get('/api/character/races').expect(200)).body);
      expect(races.map((r) => r.id).sort()).toEqual(['dwarf', 'elf', 'hobbit', 'man']);
      expect((await http().get('/api/character/races/info').expect(200)).body).toHaveLength(4);
      const hobbit = answerOf(RaceInfoSchema, (await http().get('/api/character/races/Hobbits').expect(200)).body);
      expect(hobbit.allowedClasses).toEqual(['burglar', 'guardian', 'hunter', 'minstrel']);
      // Hobbit-toughness raises Innocence by one rank; Stout-hearted raises Patience.
      expect(hobbit.virtueRankBonuses).toEqual([
        { traitId: 1119, traitName: 'Hobbit-toughness', virtueId: 1012, virtueName: 'Innocence', ranks: 1 },
        { traitId: 1121, traitName: 'Stout-hearted', virtueId: 1016, virtueName: 'Patience', ranks: 1 },
      ]);
      expectProblem(await http().get('/api/character/races/orc'), { status: 404, code: 'builder.unknownRace', params: { name: 'orc' }, detail: "Unknown race 'orc'" });
      expectProblem(await http().get('/api/character/races/1'), { status: 400, code: 'builder.raceNameFormat', params: {}, detail: 'The race name must be 1–40 letters, spaces or hyphens' });
      const russian = await http().get('/api/character/races/1').set('Accept-Language', 'ru');
      expectProblem(russian, { status: 400, code: 'builder.raceNameFormat', detail: 'Название расы должно состоять из 1–40 букв, пробелов или дефисов' });
    });

    it('GET /api/character/stats/{class}/{level} and /stats/{class}', async () => {
      const row = world.baseStats.find((b) => b.classId === 'guardian' && b.level === 50)!;
      expect(answerOf(BaseStatsSchema, (await http().get('/api/character/stats/Guardian/50').expect(200)).body)).toEqual(row);
      const all = answerOf(BaseStatsListSchema, (await http().get('/api/character/stats/hunter').expect(200)).body);
      expect(all.map((b) => b.level)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      for (const bad of ['0', '51', 'abc', '1.5', '1e1']) {
        expectProblem(await http().get(`/api/character/stats/guardian/${bad}`), { status: 400, code: 'field.integerRange', detail: 'level must be an integer from 1 to 50' });
      }
      expectProblem(await http().get('/api/character/stats/wizard/10'), { status: 404, code: 'builder.unknownClass', params: { name: 'wizard' } });
      expectProblem(await http().get('/api/character/stats/wizard'), { status: 404, code: 'builder.unknownClass', params: { name: 'wizard' } });
    });
  });

  describe('POST /api/character/calculate, worked out by hand', () => {
    const item = async (id: number) => (await db.query('SELECT level, armour, set_id, stats FROM builder.items WHERE id = $1', [id]))[0];
    const base = async (cls: string, level: number) => (await db.query('SELECT * FROM builder.base_stats WHERE class_id = $1 AND level = $2', [cls, level]))[0];
    const ccTotal = async (cls: string, stat: string, level: number) =>
      Number((await db.query('SELECT coalesce(sum(value), 0) AS v FROM builder.combat_characteristics WHERE class_id = $1 AND stat = $2 AND required_level <= $3', [cls, stat, level]))[0].v);
    const stat = (name: string, value: number, isPercentage = false) => ({ name, operator: 'ADD', value, constant: value, scalingId: null, isPercentage, descriptionOverride: null });

    it('a level 50 Guardian (Man) in a heavy hauberk with a buckler', async () => {
      // The seeded rows this build reads (asserted, so the arithmetic below is about these numbers):
      const chest = await item(1879049028); // Steel Hauberk (Masterwork)
      expect(chest).toMatchObject({ armour: 1462, stats: [stat('might', 35), stat('vitality', 32), stat('resistanceFear', 0.0267, true)] });
      const shield = await item(1879049038); // Steel Buckler of Storms (Masterwork), a crafted shield (in every size of world)
      expect(shield).toMatchObject({ armour: 1263, stats: [stat('might', 24), stat('will', 25), stat('blockChance', 0.0173, true)] });
      expect(await base('guardian', 50)).toMatchObject({ might: 190, agility: 90, vitality: 155, will: 70, fate: 80, morale: 2158, power: 920, armour: 500 });
      // Guardian combat characteristics up to level 50: block 0.4+0.5+…+1.2 = 7.2, parry 0.4+…+1.0 = 4.9.
      expect(await ccTotal('guardian', 'blockChance', 50)).toBeCloseTo(7.2, 10);
      expect(await ccTotal('guardian', 'parryChance', 50)).toBeCloseTo(4.9, 10);

      const res = await calculate({ className: 'Guardian', raceName: 'Man', level: 50, equipment: { chest: 1879049028, offHand: 1879049038 }, equippedTraits: [] }).expect(200);
      const r = answerOf(CalculateResponseSchema, res.body);
      // Primaries: might 190 + 35 + 24 = 249; vitality 155 + 32 = 187; will 70 + 25 = 95; the rest as based. × 100 in the answer.
      expect([r.MIGHT, r.AGILITY, r.VITALITY, r.WILL, r.FATE]).toEqual([24900, 9000, 18700, 9500, 8000]);
      expect([r.MORALE, r.POWER]).toEqual([215800, 92000]);
      // Armour 500 + 1462 + 1263 = 3225 (plain).
      expect(r.ARMOUR).toBe(3225);
      // Block 0.63·√249 + 7.2 + 1.73 (0.0173 as percent) = 9.94123… + 8.93 = 18.87123…
      expect(r.BLOCK).toBeCloseTo(0.63 * Math.sqrt(249) + 7.2 + 1.73, 9);
      expect(r.BLOCK).toBeCloseTo(18.871232, 5);
      // Parry 0.36·√(249 + 90) + 4.9 = 6.62830… + 4.9 = 11.52830…
      expect(r.PARRY).toBeCloseTo(11.528303, 5);
      // Evade 0.40·√90 − 2 for the shield = 3.79473… − 2 = 1.79473…
      expect(r.EVADE).toBeCloseTo(1.794733, 5);
      // Melee and ranged crit 0.525·√90 + 0.17 = 5.15059…; tactical 0.6408339674·√80 − 1.2773013240 (guardian) = 4.45449…
      expect(r.MELEE_CRIT).toBeCloseTo(5.150587, 5);
      expect(r.RANGED_CRIT).toBeCloseTo(5.150587, 5);
      expect(r.TACTICAL_CRIT).toBeCloseTo(0.6408339674 * Math.sqrt(80) - 1.277301324, 9);
      expect(r.TACTICAL_CRIT).toBeCloseTo(4.454492, 5);
      // Common mitigation 1.02·√3225 + 0.17·√249 − 0.49 = 57.92487… + 2.68255… − 0.49 = 60.11742…
      expect(r.COMMON_MITIGATION).toBeCloseTo(60.11742, 5);
      // Fire and shadow 1.125·√187 = 15.38414…; wound, disease, poison 0.5·√187 = 6.83740…; fear 0.5·√95 + 2.67 = 7.54340…
      expect(r.FIRE_MITIGATION).toBeCloseTo(15.384144, 5);
      expect(r.SHADOW_MITIGATION).toBeCloseTo(15.384144, 5);
      expect(r.RESIST_WOUND).toBeCloseTo(6.837397, 5);
      expect(r.RESIST_DISEASE).toBeCloseTo(6.837397, 5);
      expect(r.RESIST_POISON).toBeCloseTo(6.837397, 5);
      expect(r.RESIST_FEAR).toBeCloseTo(7.543397, 5);
      // Regeneration per minute × 100: ICMR 1.5·80 + 128 = 248; OCMR 7.2·187 + 300 = 1646.4; ICPR 30·√80 + 120 = 388.328…;
      // OCPR 12·95 + 240 = 1380.
      expect(r.ICMR).toBe(24800);
      expect(r.OCMR).toBe(164640);
      expect(r.ICPR).toBe(38833);
      expect(r.OCPR).toBe(138000);
      expect([r.INCOMING_HEALING, r.SKILL_RECOVERY, r.MELEE_CRIT_DEFENSE, r.WEAPON_DAMAGE]).toEqual([0, 0, 0, 0]);
    });

    it('a level 45 Burglar (Hobbit): three set pieces, a virtue raised by a racial trait, IDOME and food', async () => {
      const cap = await item(1879049126); // Noble Cap of Rivendell (set 1)
      expect(cap).toMatchObject({ armour: 578, set_id: 1, stats: [stat('agility', 24), stat('outOfCombatMoraleRegen', 1)] });
      const jerkin = await item(1879049128); // Noble Jerkin of Rivendell (set 1)
      expect(jerkin).toMatchObject({ armour: 744, set_id: 1, stats: [stat('vitality', 27), stat('fate', 26), stat('fireMitigation', 0.0209, true)] });
      const gloves = await item(1879049129); // Noble Gloves of Rivendell (set 1)
      expect(gloves).toMatchObject({ armour: 441, set_id: 1, stats: [stat('vitality', 16), stat('fate', 17), stat('inCombatMoraleRegen', 0.7)] });
      // Set 1 at 2 pieces: skill recovery 0.0165; at 3: tactical critical 0.019 (4 and 5 pieces not reached).
      const [set] = await db.query('SELECT bonuses FROM builder.item_sets WHERE id = 1');
      expect(set.bonuses.slice(0, 3).map((b: { requiredPieces: number; stats: unknown[] }) => [b.requiredPieces, b.stats])).toEqual([
        [2, [stat('skillRecovery', 0.0165, true)]], [3, [stat('tacticalCritical', 0.019, true)]], [4, [stat('incomingHealing', 0.0217, true)]],
      ]);
      // Innocence (virtue 1012): vitality by progression 23 (6, 12, 18, …), shadow mitigation by 24 (0.005, 0.01, 0.015, … percent table).
      // Hobbit-toughness (racial 1119): disease resistance 0.004 (progression 53, percent) and +1 rank to Innocence.
      // Hobbit-stealth (racial 1122): agility by progression 56 (4.8, 9.6, 14.4).
      const points = async (id: number) => (await db.query('SELECT points, is_percentage FROM builder.progressions WHERE id = $1', [id]))[0];
      expect(await points(23)).toEqual({ points: [6, 12, 18, 24, 30, 36, 42], is_percentage: false });
      expect(await points(24)).toEqual({ points: [0.005, 0.01, 0.015, 0.02, 0.025, 0.03, 0.035], is_percentage: true });
      expect(await points(53)).toEqual({ points: [0.004], is_percentage: true });
      expect(await points(56)).toEqual({ points: [4.8, 9.6, 14.4], is_percentage: false });
      expect(await base('burglar', 45)).toMatchObject({ might: 95, agility: 173, vitality: 109, will: 73, fate: 100, morale: 1496, power: 896, armour: 315 });
      // Burglar combat characteristics up to 45: evade 0.4+0.5+…+1.1 = 6.0; melee critical 0.4+…+0.9 = 3.9.
      expect(await ccTotal('burglar', 'evadeChance', 45)).toBeCloseTo(6, 10);
      expect(await ccTotal('burglar', 'meleeCritical', 45)).toBeCloseTo(3.9, 10);

      const res = await calculate({
        className: 'burglar', raceName: 'hobbit', level: 45,
        equipment: { head: 1879049126, chest: 1879049128, gloves: 1879049129, ring1: null },
        equippedTraits: [
          { traitId: 1012, rank: 2, slotType: 'virtue', slotIndex: 0 },
          { traitId: 1119, rank: 1, slotType: 'racial', slotIndex: 0 },
          { traitId: 1122, rank: 2, slotType: 'racial', slotIndex: 1 },
        ],
        buffs: { idomeActive: true, foodBuff: { active: true, stat: 'agility', amount: 41 } },
      }).expect(200);
      const r = answerOf(CalculateResponseSchema, res.body);
      // Innocence counts at rank 2 + 1 = 3: vitality 18, shadow mitigation 0.015 → 1.5 %.
      // might 95 + 50 (IDOME) = 145; agility 173 + 24 + 9.6 (stealth rank 2) + 50 + 41 (food) = 297.6;
      // vitality 109 + 27 + 16 + 18 + 50 = 220; will 73 + 50 = 123; fate 100 + 26 + 17 + 50 = 193.
      expect([r.MIGHT, r.AGILITY, r.VITALITY, r.WILL, r.FATE]).toEqual([14500, 29760, 22000, 12300, 19300]);
      // Morale 1496 + ⌊1496 · 5 %⌋ = 1496 + 74 = 1570; power 896; armour 315 + 578 + 744 + 441 = 2078.
      expect([r.MORALE, r.POWER, r.ARMOUR]).toEqual([157000, 89600, 2078]);
      // Evade 0.40·√297.6 + 6.0 = 6.90043… + 6 = 12.90043…; melee crit 0.525·√297.6 + 0.17 + 3.9 = 13.12681…
      expect(r.EVADE).toBeCloseTo(0.4 * Math.sqrt(297.6) + 6, 9);
      expect(r.EVADE).toBeCloseTo(12.900435, 5);
      expect(r.MELEE_CRIT).toBeCloseTo(13.126821, 5);
      expect(r.RANGED_CRIT).toBeCloseTo(9.226821, 5);
      // Tactical crit 0.6408339674·√193 − 3.3439326158 + 1.9 (set, 3 pieces) = 8.90275… − 3.34393… + 1.9 = 7.45882…
      expect(r.TACTICAL_CRIT).toBeCloseTo(7.458817, 5);
      // Block 0.63·√145 = 7.58620…; parry 0.36·√(145 + 297.6) = 7.57370…
      expect(r.BLOCK).toBeCloseTo(7.586205, 5);
      expect(r.PARRY).toBeCloseTo(7.573702, 5);
      // Common mitigation 1.02·√2078 + 0.17·√145 − 0.49 = 46.49679… + 2.04707… − 0.49 = 48.05386…
      expect(r.COMMON_MITIGATION).toBeCloseTo(48.053858, 5);
      // Fire 1.125·√220 + 2.09 = 18.77645…; shadow 1.125·√220 + 1.5 = 18.18645…
      expect(r.FIRE_MITIGATION).toBeCloseTo(18.776447, 5);
      expect(r.SHADOW_MITIGATION).toBeCloseTo(18.186447, 5);
      // Disease 0.5·√220 + 0.4 = 7.81609…; wound and poison 0.5·√220 = 7.41620…; fear 0.5·√123 = 5.54527…
      expect(r.RESIST_DISEASE).toBeCloseTo(7.816198, 5);
      expect(r.RESIST_WOUND).toBeCloseTo(7.416198, 5);
      expect(r.RESIST_POISON).toBeCloseTo(7.416198, 5);
      expect(r.RESIST_FEAR).toBeCloseTo(5.545268, 5);
      // Set: skill recovery 1.65 %; incoming healing needs 4 pieces: 0.
      expect(r.SKILL_RECOVERY).toBeCloseTo(1.65, 10);
      expect(r.INCOMING_HEALING).toBe(0);
      // ICMR 1.5·193 + 128 + 0.7·60 = 459.5; OCMR 7.2·220 + 300 + 1·60 = 1944; OCPR 12·123 + 240 = 1716;
      // ICPR 30·√193 + 120 = 536.77331… → × 100 rounded 53677.
      expect([r.ICMR, r.OCMR, r.OCPR, r.ICPR]).toEqual([45950, 194400, 171600, 53677]);
    });
  });

  describe('POST /api/character/calculate: 200 random legal builds equal the library on the same data', () => {
    it('service answer == toCalculateResponse(engine.calculate(build).stats), from the dataset and from the API answers the page loads', async () => {
      const engine = createStatEngine({
        classes: world.classes, baseStats: world.baseStats, combatCharacteristics: world.combatCharacteristics, progressions: world.progressions,
        traits: world.traits, itemSets: world.itemSets, items: world.items, traitSlots: world.traitSlots,
      });
      // The builder page's engine: built from the same calls it makes (in another language, to show names do not matter).
      const get = async <T,>(path: string): Promise<T> => (await http().get(path).set('Accept-Language', 'fr').expect(200)).body as T;
      const pageEngine = createStatEngine(
        rulesDataFromApi(
          {
            classes: await get<ClassInfo[]>('/api/character/classes/info'),
            baseStats: (await Promise.all(CLASS_IDS.map((id) => get<BaseStats[]>(`/api/character/stats/${id}`)))).flat(),
            progressions: await get<ProgressionMap>('/api/progression'),
            traits: await get<Trait[]>('/api/trait'),
            sets: await get<ItemSet[]>('/api/set'),
            traitSlots: await get<TraitSlots[]>('/api/trait/slots'),
          },
          (await get<ItemsPage>('/api/items?page=1&pageSize=50000')).items,
        ),
      );
      const random = seededRandom(20261122);
      const int = (n: number) => Math.floor(random() * n);
      const pick = <T,>(list: readonly T[]): T => list[int(list.length)]!;
      const equipment = world.items.filter((i) => slotsForItem(i).length > 0);
      const cases = (s: string) => (random() < 0.3 ? s.toUpperCase() : random() < 0.5 ? s.toLowerCase() : s);
      let withItems = 0;
      let withTraits = 0;
      for (let n = 0; n < 200; n++) {
        const classId = pick(CLASS_IDS);
        const raceId = pick(compatibleRaces(classId));
        const level = 1 + int(50);
        const info = world.classes.find((c) => c.id === classId)!;
        const classTraits = world.traits.filter((t) => t.nature === 'Class' && t.classId === classId).map((t) => ({ traitId: t.id, traitName: t.name.en, minLevel: t.minLevel }));
        const ctx: EquipContext = { className: CLASS_DISPLAY_NAMES[classId], level, classInfo: { dualWield: info.dualWield, dualWieldMinLevel: info.dualWieldMinLevel, classTraits } };
        let gear: Equipment = {};
        for (let k = 0; k < 25; k++) {
          const candidate = pick(equipment);
          const r = equipItem(ctx, gear, candidate, pick([...slotsForItem(candidate), 'offHand' as const]));
          if (r.ok) gear = r.equipment;
        }
        let traits: EquippedTrait[] = [];
        const open = engine.traitSlotCounts(level);
        const available = world.traits.filter((t) => isTraitAvailable(t, classId, raceId, level));
        for (let k = 0; k < 12 && available.length; k++) {
          const trait = pick(available);
          const r = equipTrait(traits, trait, pick(TRAIT_SLOT_TYPES), int(TRAIT_SLOT_TOTALS[pick(TRAIT_SLOT_TYPES)]), open, 1 + int(trait.maxRank));
          if (r.ok) traits = r.traits;
        }
        const build = {
          className: cases(CLASS_DISPLAY_NAMES[classId]),
          raceName: cases(RACE_DISPLAY_NAMES[raceId]),
          level,
          equipment: Object.fromEntries(EQUIPMENT_SLOTS.filter(() => random() < 0.9).map((s) => [s, gear[s]?.id ?? null])),
          equippedTraits: traits,
          buffs: { idomeActive: random() < 0.4, foodBuff: { active: random() < 0.4, stat: random() < 0.8 ? pick(PRIMARY_STATS) : null, amount: pick([24, 41] as const) } },
          ...(random() < 0.2 ? { formulas: { [pick(FORMULA_STAT_KEYS)]: { type: 'custom', customFormula: pick(['0.5*sqrt(agility)', 'min(might, 300) / 10', 'level * 2 + fate ^ 0.5', 'sqrt(-1)']) } } } : {}),
        };
        if (Object.values(build.equipment).some((id) => id !== null)) withItems++;
        if (traits.length) withTraits++;
        expect(engine.check(build)).toEqual([]);
        const res = await calculate(build);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(toCalculateResponse(engine.calculate(build).stats));
        expect(toCalculateResponse(pageEngine.calculate(build).stats)).toEqual(res.body);
      }
      expect(withItems).toBeGreaterThan(150);
      expect(withTraits).toBeGreaterThan(100);
    }, 60_000);
  });

  describe('POST /api/character/calculate: 400 with a message for every bad body', () => {
    const ok = { className: 'Guardian', raceName: 'Man', level: 50, equipment: {}, equippedTraits: [] };
    const cases: [string, unknown, string | RegExp][] = [
      ['no body', undefined, 'className must be a class name such as Guardian'],
      ['level 0', { ...ok, level: 0 }, 'level must be an integer from 1 to 50'],
      ['level 51', { ...ok, level: 51 }, 'level must be an integer from 1 to 50'],
      ['level 1.5', { ...ok, level: 1.5 }, 'level must be an integer from 1 to 50'],
      ['level as text', { ...ok, level: '50' }, 'level must be an integer from 1 to 50'],
      ['unknown slot', { ...ok, equipment: { hat: 1 } }, /^Unknown equipment slot 'hat'/],
      ['item id as text', { ...ok, equipment: { head: '1879049126' } }, 'equipment.head must be a positive integer item id or null'],
      ['equipment not an object', { ...ok, equipment: [1] }, 'equipment must be an object of slot → item id or null'],
      ['rank 0', { ...ok, equippedTraits: [{ traitId: 1012, rank: 0, slotType: 'virtue', slotIndex: 0 }] }, 'rank must be an integer of at least 1'],
      ['bad slot type', { ...ok, equippedTraits: [{ traitId: 1012, rank: 1, slotType: 'hat', slotIndex: 0 }] }, 'slotType must be one of: virtue, racial, class, legendary'],
      ['slot index 5', { ...ok, equippedTraits: [{ traitId: 1012, rank: 1, slotType: 'virtue', slotIndex: 5 }] }, 'slotIndex must be an integer from 0 to 4'],
      ['legendary slot 2', { ...ok, equippedTraits: [{ traitId: 1012, rank: 1, slotType: 'legendary', slotIndex: 2 }] }, 'slotIndex must be an integer from 0 to 1 for legendary slots'],
      ['extra trait field', { ...ok, equippedTraits: [{ traitId: 1012, rank: 1, slotType: 'virtue', slotIndex: 0, bonus: 9 }] }, 'property bonus should not exist'],
      ['too many traits', { ...ok, equippedTraits: Array.from({ length: 35 }, () => ({ traitId: 1012, rank: 1, slotType: 'virtue', slotIndex: 0 })) }, 'equippedTraits must hold at most 34 entries'],
      ['unknown property', { ...ok, cheat: true }, 'property cheat should not exist'],
      ['food amount', { ...ok, buffs: { idomeActive: false, foodBuff: { active: true, stat: 'might', amount: 99 } } }, 'buffs.foodBuff.amount must be 24 or 41'],
      ['food stat', { ...ok, buffs: { idomeActive: false, foodBuff: { active: true, stat: 'armour', amount: 24 } } }, /^buffs.foodBuff.stat must be one of/],
      ['unknown formula stat', { ...ok, formulas: { luck: { type: 'custom', customFormula: '1' } } }, /^Unknown formula stat 'luck'/],
      ['formula type', { ...ok, formulas: { block: { type: 'magic' } } }, 'formulas.block.type must be one of: echoes_of_angmar, custom'],
      ['formula too long', { ...ok, formulas: { block: { type: 'custom', customFormula: '1+'.repeat(501) } } }, /^formulas.block.customFormula must be a text of at most/],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const res = body === undefined ? await http().post('/api/character/calculate') : await calculate(body);
      expect(expectProblem(res, { status: 400 }).detail).toMatch(message);
    });

    // Well-formed bodies the game data refuses: each problem an issue of request.invalid, where it is and its code.
    const refused: [string, unknown, string, string, Record<string, string | number>, string][] = [
      ['unknown class', { ...ok, className: 'Wizard' }, 'className', 'builder.unknownClass', { name: 'Wizard' }, "Unknown class 'Wizard'"],
      ['unknown race', { ...ok, raceName: 'Orc' }, 'raceName', 'builder.unknownRace', { name: 'Orc' }, "Unknown race 'Orc'"],
      ['incompatible race', { ...ok, className: 'Captain', raceName: 'Hobbit' }, 'raceName', 'builder.classRace', { className: 'Captain', race: 'Hobbit' }, 'Captain cannot be of race Hobbit'],
      ['unknown item', { ...ok, equipment: { head: 12345 } }, 'equipment.head', 'builder.unknownItemInSlot', { id: 12345, slot: 'head' }, 'Unknown item 12345 in head'],
      ['unknown trait', { ...ok, equippedTraits: [{ traitId: 99, rank: 1, slotType: 'class', slotIndex: 0 }] }, 'equippedTraits.0.traitId', 'builder.unknownTrait', { id: 99 }, 'Unknown trait 99'],
      [
        'rank above the maximum', { ...ok, equippedTraits: [{ traitId: 1012, rank: 8, slotType: 'virtue', slotIndex: 0 }] },
        'equippedTraits.0.rank', 'builder.traitRank', { rank: 8, id: 1012, max: 7 }, 'rank 8 of trait 1012 is above its maximum rank 7',
      ],
    ];
    it.each(refused)('%s', async (_name, body, path, code, params, detail) => {
      expectProblem(await calculate(body), { status: 400, code: 'request.invalid', detail, errors: [{ path, code, params, detail }] });
    });

    it('every problem of a build at once, each in the language of the request', async () => {
      const body = { ...ok, className: 'Captain', raceName: 'Hobbit', equipment: { head: 12345 }, equippedTraits: [{ traitId: 99, rank: 1, slotType: 'class', slotIndex: 0 }] };
      const problem = expectProblem(await calculate(body).set('Accept-Language', 'fr'), {
        status: 400, code: 'request.invalid', params: { count: 3, problems: expect.any(String) as unknown as string },
        errors: [{ code: 'builder.classRace' }, { code: 'builder.unknownItemInSlot' }, { code: 'builder.unknownTrait' }],
      });
      expect(problem.detail).toBe(problem.errors!.map((issue) => issue.detail).join('; '));
      expect(problem.errors![1]!.detail).toBe("Objet 12345 inconnu dans l’emplacement head");
    });

    it('malformed JSON', async () => {
      const res = await http().post('/api/character/calculate').set('Content-Type', 'application/json').send('{"className":');
      expectProblem(res, { status: 400, code: 'request.malformedJson', detail: 'Malformed JSON in request body' });
    });
  });
});
