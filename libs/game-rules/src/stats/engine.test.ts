import type { EquippedTrait } from '@eoa/contracts';
import { ITEMS, PROGRESSIONS, RULES, constant } from '../testing/rules.fixture.js';
import { CalculationError, createStatEngine, type BuildInput, type RulesItem } from './engine.js';
import { fromCalculateResponse, toCalculateResponse } from './response.js';

const engine = createStatEngine(RULES);

/** Guardian, Man, level 50 with three set pieces, two rings, a shield, a sword, an earring and four traits. */
const TRAITS: EquippedTrait[] = [
  { traitId: 1001, rank: 3, slotType: 'virtue', slotIndex: 0 }, // Valour
  { traitId: 1101, rank: 2, slotType: 'racial', slotIndex: 0 }, // Balance of Man: +1 rank to Valour
  { traitId: 1201, rank: 1, slotType: 'class', slotIndex: 0 }, // Shield Stance
  { traitId: 1401, rank: 1, slotType: 'legendary', slotIndex: 0 },
];
const BUILD: BuildInput = {
  className: 'Guardian',
  raceName: 'Man',
  level: 50,
  equipment: { head: 2001, chest: 2002, legs: 2003, ring1: 2004, ring2: 2005, offHand: 2006, mainHand: 2007, earring1: 2012 },
  equippedTraits: TRAITS,
};

describe('stat engine: a full build worked by hand', () => {
  const { stats, activeSets, formulaErrors } = engine.calculate(BUILD);

  it('primary stats: base + items + set + virtue at its effective rank + legendary', () => {
    // might: base 4×50 = 200, head 15, earring "MIGHT" 10, set 2 pieces 20, Valour rank 3 + 1 racial = 4 → 40, legendary 39 → 324
    expect(stats.might).toBe(324);
    // agility: base 100 + legs scaled by item level 48 → points[47] = 2×48 = 96 → 196
    expect(stats.agility).toBe(196);
    // vitality: base 150 + head 19 = 169; will: base 100; fate: base 100 + ring 44 = 144
    expect(stats.vitality).toBe(169);
    expect(stats.will).toBe(100);
    expect(stats.fate).toBe(144);
  });

  it('morale, power and armour', () => {
    // morale: base 2000 + chest 120 + set (3 pieces) 100 + Balance of Man rank 2 → 48 + legendary 250 = 2518
    expect(stats.morale).toBe(2518);
    expect(stats.power).toBe(1000);
    // armour: base 500 + head 300 + chest 600 + legs 300 + shield 800 = 2500
    expect(stats.armour).toBe(2500);
  });

  it('block, parry and evade (shield −2)', () => {
    // block: 0.63 × √324 = 0.63 × 18 = 11.34; + combat characteristics 0.5 + 0.6 + 0.7 = 1.8; + Shield Stance 2; + shield 0.03 → 3 → 18.14
    expect(stats.blockChance).toBeCloseTo(18.14, 10);
    // parry: 0.36 × √(324 + 196) = 0.36 × √520 = 0.36 × 22.8035085 = 8.2092631; + combat characteristic 0.4 → 8.6092631
    expect(stats.parryChance).toBeCloseTo(8.6092631, 6);
    // evade: 0.40 × √196 = 0.40 × 14 = 5.6; a shield is worn: − 2 → 3.6
    expect(stats.evadeChance).toBeCloseTo(3.6, 10);
  });

  it('critical chances with the guardian constant', () => {
    // melee: 0.525 × 14 + 0.17 = 7.52; + sword 0.02 → 2 → 9.52; ranged: 7.52
    expect(stats.meleeCritical).toBeCloseTo(9.52, 10);
    expect(stats.rangedCritical).toBeCloseTo(7.52, 10);
    // tactical: 0.6408339674 × √144 − 1.2773013240 = 7.6900076088 − 1.2773013240 = 6.4127062848; + ring 0.01 → 1 → 7.4127062848
    expect(stats.tacticalCritical).toBeCloseTo(7.4127062848, 9);
  });

  it('mitigations and resistances (percentage bonuses × 100, the additional resistance on every resistance)', () => {
    // common: 1.02 × √2500 + 0.17 × √324 − 0.49 = 51 + 3.06 − 0.49 = 53.57; + Valour effective rank 4 → 0.02 (percentage progression) → 2 → 55.57
    expect(stats.commonMitigation).toBeCloseTo(55.57, 10);
    // fire, shadow: 1.125 × √169 = 1.125 × 13 = 14.625
    expect(stats.fireMitigation).toBeCloseTo(14.625, 10);
    expect(stats.shadowMitigation).toBeCloseTo(14.625, 10);
    // wound: 0.50 × 13 = 6.5; + ring 0.021 → 2.1; + earring additional resistance 0.01 → 1 → 9.6
    expect(stats.resistanceWound).toBeCloseTo(9.6, 10);
    // disease, poison: 6.5 + 1 = 7.5; fear: 0.50 × √100 + 1 = 6; cry and shadow resistance: only the 1
    expect(stats.resistanceDisease).toBeCloseTo(7.5, 10);
    expect(stats.resistancePoison).toBeCloseTo(7.5, 10);
    expect(stats.resistanceFear).toBeCloseTo(6, 10);
    expect(stats.resistanceCry).toBeCloseTo(1, 10);
    expect(stats.resistanceShadow).toBeCloseTo(1, 10);
  });

  it('regeneration per minute: formula + base + gear bonuses × 60', () => {
    // in-combat power: 30 × √144 = 360 + base 120 = 480
    expect(stats.inCombatPowerRegen).toBeCloseTo(480, 10);
    // in-combat morale: 1.5 × 144 = 216 + base 128 + ring 1.5/s × 60 = 90 → 434
    expect(stats.inCombatMoraleRegen).toBeCloseTo(434, 10);
    // out-of-combat power: 12 × 100 + 240 = 1440; out-of-combat morale: 7.2 × 169 = 1216.8 + 300 = 1516.8
    expect(stats.outOfCombatPowerRegen).toBeCloseTo(1440, 10);
    expect(stats.outOfCombatMoraleRegen).toBeCloseTo(1516.8, 10);
  });

  it('set bonus incoming healing below 1 is × 100 even unflagged; unknown stats are ignored; the rest stays 0', () => {
    expect(stats.incomingHealing).toBeCloseTo(5, 10); // 0.05 × 100
    expect(stats.accuracy).toBe(0);
    expect(stats.tacticalMitigation).toBe(0);
    expect(stats.threatGeneration).toBe(0);
    expect(Object.keys(stats)).toHaveLength(38);
    expect(stats).not.toHaveProperty('jumpHeight');
  });

  it('lists the active set with the bonuses met, and no formula errors', () => {
    expect(activeSets).toHaveLength(1);
    expect(activeSets[0]).toMatchObject({ setId: 1, piecesEquipped: 3, totalPieces: 3 });
    expect(activeSets[0]!.bonuses.map((b) => b.requiredPieces)).toEqual([2, 3]);
    expect(formulaErrors).toEqual({});
  });

  it('answers with the ×100 convention of spec 1 §7, and the client reads it back', () => {
    const response = toCalculateResponse(stats);
    expect(response.MORALE).toBe(251800); // 2518 × 100
    expect(response.MIGHT).toBe(32400);
    expect(response.AGILITY).toBe(19600);
    expect(response.FATE).toBe(14400);
    expect(response.POWER).toBe(100000);
    expect(response.ICPR).toBe(48000); // 480 per minute × 100
    expect(response.OCMR).toBe(151680); // 1516.8 × 100
    expect(response.BLOCK).toBeCloseTo(18.14, 10); // percentages as they are
    expect(response.ARMOUR).toBe(2500);
    expect(Object.keys(response)).toHaveLength(38);
    const client = fromCalculateResponse(response);
    expect(client.morale).toBe(2518);
    expect(client.outOfCombatMoraleRegen).toBeCloseTo(1516.8, 10);
    expect(client.blockChance).toBeCloseTo(18.14, 10);
  });
});

describe('stat engine: breakdown for the formula preview', () => {
  const { breakdown } = engine.calculate(BUILD, { breakdown: true });

  it('block: stats part + bonuses by source = total', () => {
    const block = breakdown!.block;
    expect(block.formula).toBe('0.63 * sqrt(might)');
    expect(block.variables.might).toBe(324);
    expect(block.statsPart).toBeCloseTo(11.34, 10);
    expect(block.bonuses.combatCharacteristics).toBeCloseTo(1.8, 10);
    expect(block.bonuses.traits).toBeCloseTo(2, 10);
    expect(block.bonuses.items).toBeCloseTo(3, 10);
    expect(block.total).toBeCloseTo(11.34 + 1.8 + 2 + 3, 10);
    expect(block.unit).toBe('percent');
    expect(block.type).toBe('echoes_of_angmar');
  });

  it('evade shows the shield penalty inside the stats part', () => {
    expect(breakdown!.evade).toMatchObject({ formula: '0.40 * sqrt(agility) - 2', shieldPenalty: -2 });
    expect(breakdown!.evade.statsPart).toBeCloseTo(3.6, 10);
  });

  it('regeneration: base and item bonuses per minute', () => {
    const icmr = breakdown!.icmr;
    expect(icmr).toMatchObject({ unit: 'perMinute', base: 128 });
    expect(icmr.statsPart).toBeCloseTo(216, 10);
    expect(icmr.bonuses.items).toBeCloseTo(90, 10);
    expect(icmr.total).toBeCloseTo(434, 10);
  });

  it('is left out unless asked for', () => {
    expect(engine.calculate(BUILD).breakdown).toBeUndefined();
  });
});

describe('stat engine: buffs', () => {
  it('IDOME: +50 to the five primary stats, then +5% morale rounded down', () => {
    const { stats } = engine.calculate({ ...BUILD, buffs: { idomeActive: true, foodBuff: { active: false, stat: null, amount: 24 } } });
    expect(stats.might).toBe(374); // 324 + 50
    expect(stats.fate).toBe(194);
    // morale 2518 × 5 / 100 = 125.9 → +125 → 2643
    expect(stats.morale).toBe(2643);
    // formulas see the buffed stats: block 0.63 × √374 + 6.8
    expect(stats.blockChance).toBeCloseTo(0.63 * Math.sqrt(374) + 6.8, 10);
  });

  it('IDOME on morale 3,123 gives +156', () => {
    // base morale 2000 + an item of 1123 = 3123; 3123 × 5 / 100 = 156.15 → 156 → 3279
    const heavy: RulesItem = { id: 9001, slot: 'chest', level: 50, setId: null, armour: null, weaponType: null, stats: [constant('morale', 1123)] };
    const { stats } = engine.calculate({
      className: 'guardian', raceName: 'man', level: 50, equipment: { chest: heavy }, equippedTraits: [],
      buffs: { idomeActive: true, foodBuff: { active: false, stat: null, amount: 24 } },
    });
    expect(stats.morale).toBe(3279);
  });

  it('food: +24 or +41 to the chosen primary stat, only when active', () => {
    const food = (active: boolean, amount: 24 | 41) => engine.calculate({ ...BUILD, buffs: { idomeActive: false, foodBuff: { active, stat: 'will', amount } } }).stats;
    expect(food(true, 41).will).toBe(141); // 100 + 41
    expect(food(true, 24).will).toBe(124);
    expect(food(false, 41).will).toBe(100);
    // out-of-combat power follows: 12 × 141 + 240 = 1932
    expect(food(true, 41).outOfCombatPowerRegen).toBeCloseTo(1932, 10);
  });
});

describe('stat engine: custom formulas', () => {
  it('replaces the stats part; bonuses still add', () => {
    const { stats, breakdown } = engine.calculate({ ...BUILD, formulas: { block: { type: 'custom', customFormula: 'might / 10' } } }, { breakdown: true });
    // 324 / 10 = 32.4; + 1.8 + 2 + 3 = 39.2
    expect(stats.blockChance).toBeCloseTo(39.2, 10);
    expect(breakdown!.block).toMatchObject({ type: 'custom', formula: 'might / 10' });
  });

  it('a custom evade formula gets no shield penalty', () => {
    const { stats } = engine.calculate({ ...BUILD, formulas: { evade: { type: 'custom', customFormula: 'level / 10' } } });
    expect(stats.evadeChance).toBeCloseTo(5, 10); // 50 / 10
  });

  it('an evaluation error makes the stat 0 and is reported', () => {
    const { stats, formulaErrors } = engine.calculate({
      ...BUILD,
      formulas: {
        block: { type: 'custom', customFormula: 'sqrt(might - 1000)' }, // √(−676) = NaN
        parry: { type: 'custom', customFormula: 'might +' },
        icpr: { type: 'custom', customFormula: '(fate / 100)!' }, // 1.44! is not defined
      },
    });
    expect(stats.blockChance).toBe(0);
    expect(stats.parryChance).toBe(0);
    expect(stats.inCombatPowerRegen).toBe(0);
    expect(formulaErrors).toEqual({
      block: 'Formula does not produce a valid number',
      parry: 'Unexpected end of formula at position 8',
      icpr: 'Factorial is only defined for non-negative whole numbers',
    });
    // the other stats are untouched
    expect(stats.evadeChance).toBeCloseTo(3.6, 10);
  });

  it('a built-in choice in the request is the built-in formula', () => {
    const { stats } = engine.calculate({ ...BUILD, formulas: { block: { type: 'echoes_of_angmar', customFormula: 'might' } } });
    expect(stats.blockChance).toBeCloseTo(18.14, 10);
  });
});

describe('stat engine: traits', () => {
  const base = { className: 'guardian', raceName: 'man', level: 50, equipment: {} } as const;

  it('duplicate trait entries count once', () => {
    const once = engine.calculate({ ...base, equippedTraits: [TRAITS[0]!] }).stats.might;
    const twice = engine.calculate({
      ...base,
      equippedTraits: [TRAITS[0]!, TRAITS[0]!, { ...TRAITS[0]!, slotIndex: 1 }],
    }).stats.might;
    // Valour rank 3 → 30: 200 + 30
    expect(once).toBe(230);
    expect(twice).toBe(230);
  });

  it('virtue rank is clamped to 1…maxRank; racial bonuses raise it beyond, up to the last point', () => {
    const at = (rank: number, withRacial: boolean) =>
      engine.calculate({
        ...base,
        equippedTraits: [{ traitId: 1001, rank, slotType: 'virtue', slotIndex: 0 }, ...(withRacial ? [TRAITS[1]!] : [])],
      }).stats.might;
    expect(at(9, false)).toBe(250); // clamped to 5 → 50
    expect(at(0, false)).toBe(210); // clamped to 1 → 10
    expect(at(4, true)).toBe(250); // 4 + 1 = 5 → 50
    expect(at(5, true)).toBe(250); // 5 + 1 = 6, table has 5 points → the last, 50
  });

  it('the racial bonus only counts while the racial trait is equipped', () => {
    const might = engine.calculate({ ...base, equippedTraits: [TRAITS[0]!] }).stats.might;
    expect(might).toBe(230); // rank 3, no bonus
  });

  it('regeneration of traits is per second × 60; rank-scaled', () => {
    const { stats } = engine.calculate({
      ...base,
      equippedTraits: [
        { traitId: 1202, rank: 2, slotType: 'class', slotIndex: 1 }, // Hardiness rank 2 → 1/s
        { traitId: 1102, rank: 1, slotType: 'racial', slotIndex: 1 }, // Endurance of Man 1.2/s
      ],
    });
    // icpr: 30 × √100 = 300 + 120 + 60 = 480
    expect(stats.inCombatPowerRegen).toBeCloseTo(480, 10);
    // ocmr: 7.2 × 150 = 1080 + 300 + 1.2 × 60 = 72 → 1452
    expect(stats.outOfCombatMoraleRegen).toBeCloseTo(1452, 10);
  });

  it('unknown trait ids are ignored and reported', () => {
    const result = engine.calculate({ ...base, equippedTraits: [{ traitId: 777, rank: 1, slotType: 'class', slotIndex: 0 }] });
    expect(result.unknownTraitIds).toEqual([777]);
    expect(result.stats.might).toBe(200);
  });
});

describe('stat engine: items and sets', () => {
  const base = { className: 'guardian', raceName: 'man', level: 50, equippedTraits: [] } as const;

  it('set bonuses need enough pieces; two pieces give only the 2-piece bonus', () => {
    const two = engine.calculate({ ...base, equipment: { head: 2001, chest: 2002 } });
    // might 200 + 15 + 20; morale 2000 + 120 (no 3-piece 100)
    expect(two.stats.might).toBe(235);
    expect(two.stats.morale).toBe(2120);
    const one = engine.calculate({ ...base, equipment: { head: 2001 } });
    expect(one.stats.might).toBe(215);
    expect(one.activeSets).toEqual([]);
  });

  it('the same item in two slots is one set piece', () => {
    const same = engine.calculate({ ...base, equipment: { ring1: 2020, ring2: 2020 } });
    expect(same.stats.fate).toBe(110); // 100 + 5 + 5, no set bonus
    const pair = engine.calculate({ ...base, equipment: { ring1: 2020, bracelet1: 2021 } });
    expect(pair.stats.fate).toBe(115); // 100 + 5 + set 10
    expect(pair.activeSets[0]).toMatchObject({ setId: 2, piecesEquipped: 2 });
  });

  it('SUBTRACT lowers a stat; percentages × 100', () => {
    expect(engine.calculate({ ...base, equipment: { necklace: 2013 } }).stats.threatGeneration).toBeCloseTo(-5, 10);
  });

  it('no shield: no evade penalty; a heavy shield is a shield', () => {
    // agility 100: 0.40 × 10 = 4
    expect(engine.calculate({ ...base, equipment: {} }).stats.evadeChance).toBeCloseTo(4, 10);
    expect(engine.calculate({ ...base, equipment: { offHand: 2026 } }).stats.evadeChance).toBeCloseTo(2, 10);
    // a cloak's evade 0.015 → 1.5 adds: 4 + 1.5
    expect(engine.calculate({ ...base, equipment: { back: 2024 } }).stats.evadeChance).toBeCloseTo(5.5, 10);
  });

  it('unknown item ids are ignored and reported; hostile equipment keys are not read', () => {
    const equipment = JSON.parse('{"head": 424242, "__proto__": {"head": 2001}, "constructor": 2002}');
    const result = engine.calculate({ ...base, equipment });
    expect(result.unknownItemIds).toEqual([424242]);
    expect(result.stats.might).toBe(200);
    expect(result.stats.morale).toBe(2000);
  });

  it('accepts item objects in the equipment (a client that holds its items)', () => {
    const result = engine.calculate({ ...base, equipment: { head: ITEMS[0]! as RulesItem } });
    expect(result.stats.might).toBe(215);
  });
});

describe('stat engine: class, race and level', () => {
  it('names are compared case-insensitively', () => {
    const a = engine.calculate({ ...BUILD, className: 'GUARDIAN', raceName: 'mAn' }).stats;
    expect(a.might).toBe(324);
    expect(engine.calculate({ className: 'Lore-master', raceName: 'Elf', level: 50 }).classId).toBe('lore-master');
  });

  it('tactical crit offset differs by class', () => {
    // base fate 100: guardian 6.408339674 − 1.277301324 = 5.13103835; captain 6.408339674 − 3.3439326158 = 3.0644070582
    expect(engine.calculate({ className: 'guardian', level: 50 }).stats.tacticalCritical).toBeCloseTo(5.13103835, 9);
    expect(engine.calculate({ className: 'champion', level: 50 }).stats.tacticalCritical).toBeCloseTo(5.13103835, 9);
    expect(engine.calculate({ className: 'captain', level: 50 }).stats.tacticalCritical).toBeCloseTo(3.0644070582, 9);
  });

  it('hunter in-combat power regeneration', () => {
    // 25.55 × √100 + 29.27 = 284.77 + base 120 = 404.77; ranged crit: 0.525 × √100 + 0.17 = 5.42 + combat characteristic 1 = 6.42
    const { stats } = engine.calculate({ className: 'hunter', level: 50 });
    expect(stats.inCombatPowerRegen).toBeCloseTo(404.77, 10);
    expect(stats.rangedCritical).toBeCloseTo(6.42, 10);
  });

  it('combat characteristics are totalled for every rank up to the level', () => {
    const block = (level: number) => engine.calculate({ className: 'guardian', level }, { breakdown: true }).breakdown!.block.bonuses.combatCharacteristics;
    expect(block(4)).toBe(0);
    expect(block(5)).toBeCloseTo(0.5, 10);
    expect(block(20)).toBeCloseTo(1.1, 10); // 0.5 + 0.6
    expect(block(44)).toBeCloseTo(1.1, 10);
    expect(block(45)).toBeCloseTo(1.8, 10); // + 0.7
  });

  it('level: non-numeric becomes 1, out of range is clamped', () => {
    expect(engine.calculate({ className: 'guardian', level: Number.NaN }).level).toBe(1);
    expect(engine.calculate({ className: 'guardian', level: 99 }).level).toBe(50);
    expect(engine.calculate({ className: 'guardian', level: 12.7 }).level).toBe(12);
    // level 1 base: might 4 → block 0.63 × 2 = 1.26
    expect(engine.calculate({ className: 'guardian', level: 1 }).stats.blockChance).toBeCloseTo(1.26, 10);
  });

  it('unknown class or race, or missing base stats, is a CalculationError', () => {
    const codeOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(CalculationError);
        return (e as CalculationError).code;
      }
      return null;
    };
    expect(codeOf(() => engine.calculate({ className: 'Warden', level: 50 }))).toBe('unknown-class');
    expect(codeOf(() => engine.calculate({ className: '__proto__', level: 50 }))).toBe('unknown-class');
    expect(codeOf(() => engine.calculate({ className: 'guardian', raceName: 'Orc', level: 50 }))).toBe('unknown-race');
    const sparse = createStatEngine({ ...RULES, baseStats: RULES.baseStats.filter((b) => b.classId === 'guardian') });
    expect(codeOf(() => sparse.calculate({ className: 'hunter', level: 50 }))).toBe('no-base-stats');
  });

  it('check() lists the problems of a request', () => {
    expect(engine.check(BUILD)).toEqual([]);
    expect(engine.check({ className: 'Captain', raceName: 'Elf', level: 60, equipment: { hat: 1, head: 5 } as never, equippedTraits: [{ traitId: 5, rank: 1, slotType: 'virtue', slotIndex: 0 }] })).toEqual([
      { path: 'raceName', code: 'builder.classRace', params: { className: 'Captain', race: 'Elf' } },
      { path: 'level', code: 'builder.level', params: {} },
      { path: 'equipment.hat', code: 'builder.unknownSlot', params: { name: 'hat' } },
      { path: 'equipment.head', code: 'builder.unknownItemInSlot', params: { id: 5, slot: 'head' } },
      { path: 'equippedTraits.0.traitId', code: 'builder.unknownTrait', params: { id: 5 } },
    ]);
    expect(engine.check({ className: 'Warden', level: 50 })).toEqual([{ path: 'className', code: 'builder.unknownClass', params: { name: 'Warden' } }]);
    expect(engine.check({ className: 'guardian', raceName: 'Orc', level: 50 })).toEqual([{ path: 'raceName', code: 'builder.unknownRace', params: { name: 'Orc' } }]);
  });
});

describe('stat engine: data given as the API serves it', () => {
  it('progressions keyed by id, combat characteristics inside the class info, items as a Map', () => {
    const progressions = Object.fromEntries(PROGRESSIONS.map((p) => [String(p.id), p]));
    const api = createStatEngine({
      baseStats: RULES.baseStats,
      classes: [{ id: 'guardian', combatCharacteristics: RULES.combatCharacteristics!.filter((c) => c.classId === 'guardian') }],
      progressions,
      traits: RULES.traits,
      itemSets: RULES.itemSets,
      items: new Map(ITEMS.map((i) => [i.id, i])),
    });
    expect(api.calculate(BUILD).stats).toEqual(engine.calculate(BUILD).stats);
  });
  // How fast a calculation is (≤ 100 µs for a full build) is npm run bench's figure, not a test's.
});
