// 200 random legal builds on the fixture world: every rule is exercised and none may throw; the stats
// are finite; a build survives the build file and the share link unchanged. The randomness is the seeded
// PRNG of seeded-random.ts.

import { CLASS_IDS, EQUIPMENT_SLOTS, FOOD_BUFF_AMOUNTS, PRIMARY_STATS, STAT_NAMES, TRAIT_SLOT_TYPES, type EquippedTrait } from '@eoa/contracts';
import { buildTraitsToEquipped, readBuildFile, serializeBuildFile, writeBuildFile } from './builds/build-file.js';
import { compatibleRaces } from './character/character.js';
import { CLASS_DISPLAY_NAMES } from './constants.js';
import { equipItem, swapSlots, type EquipContext, type Equipment } from './equipment/equip.js';
import { slotsForItem } from './equipment/slots.js';
import { createStatEngine } from './stats/engine.js';
import { toCalculateResponse } from './stats/response.js';
import { decodeShareLink, encodeShareLink } from './share/share-link.js';
import { CLASSES, ITEMS, RULES, TRAITS } from './testing/rules.fixture.js';
import { equipTrait } from './traits/equip.js';
import { TRAIT_SLOT_TOTALS } from './traits/slots.js';
import { seededRandom } from './seeded-random.js';


describe('200 random legal builds', () => {
  const engine = createStatEngine(RULES);
  const random = seededRandom(20070424);
  const int = (n: number) => Math.floor(random() * n);
  const pick = <T,>(list: readonly T[]): T => list[int(list.length)]!;

  it('no rule throws, every stat is finite, files and links round-trip', () => {
    let equipped = 0;
    let refused = 0;
    for (let n = 0; n < 200; n++) {
      const classId = pick(CLASS_IDS);
      const race = pick(compatibleRaces(classId));
      const level = 1 + int(50);
      const ctx: EquipContext = { className: CLASS_DISPLAY_NAMES[classId], level, classInfo: CLASSES.find((c) => c.id === classId) };

      let equipment: Equipment<(typeof ITEMS)[number]> = {};
      for (let k = 0; k < 30; k++) {
        const item = pick(ITEMS);
        const slots = [...slotsForItem(item), 'offHand' as const];
        const r = equipItem(ctx, equipment, item, pick(slots));
        if (r.ok) {
          equipment = r.equipment;
          equipped++;
        } else refused++;
      }
      const swapped = swapSlots(ctx, equipment, pick(EQUIPMENT_SLOTS), pick(EQUIPMENT_SLOTS));
      if (swapped.ok) equipment = swapped.equipment;

      let traits: EquippedTrait[] = [];
      const open = engine.traitSlotCounts(level);
      for (let k = 0; k < 12; k++) {
        const trait = pick(TRAITS);
        const type = pick(TRAIT_SLOT_TYPES);
        const r = equipTrait(traits, trait, type, int(TRAIT_SLOT_TOTALS[type]), open, 1 + int(trait.maxRank));
        if (r.ok) traits = r.traits;
      }

      const buffs = { idomeActive: random() < 0.5, foodBuff: { active: random() < 0.5, stat: pick(PRIMARY_STATS), amount: pick(FOOD_BUFF_AMOUNTS) } };
      const equipmentIds = Object.fromEntries(EQUIPMENT_SLOTS.map((s) => [s, equipment[s]?.id ?? null]));
      const request = { className: CLASS_DISPLAY_NAMES[classId], raceName: race, level, equipment: equipmentIds, equippedTraits: traits, buffs };

      expect(engine.check(request)).toEqual([]);
      const result = engine.calculate(request, { breakdown: true });
      for (const s of STAT_NAMES) expect(Number.isFinite(result.stats[s])).toBe(true);
      expect(result.formulaErrors).toEqual({});
      expect(result.unknownItemIds).toEqual([]);
      for (const b of Object.values(result.breakdown!)) {
        expect(b.statsPart + b.base + b.bonuses.combatCharacteristics + b.bonuses.traits + b.bonuses.items).toBeCloseTo(b.total, 9);
      }

      // Build file and share link carry the same build.
      const character = { name: `Hero ${n}`, level, class: CLASS_DISPLAY_NAMES[classId], race };
      const file = writeBuildFile({ name: `Build ${n}`, character, equipment: equipmentIds, traits, language: 'en' }, '2026-11-22T10:00:00.000Z');
      const read = readBuildFile(serializeBuildFile(file));
      expect(read).toEqual({ ok: true, file });
      const link = encodeShareLink({ character, equipment: equipmentIds, traits: file.build.traits, buffs });
      expect(link.ok).toBe(true);
      if (!link.ok) continue;
      const shared = decodeShareLink(`#${link.hash}`);
      expect(shared.ok).toBe(true);
      if (!shared.ok) continue;
      const again = engine.calculate({
        className: shared.build.build.character.class,
        raceName: shared.build.build.character.race,
        level: shared.build.build.character.level,
        equipment: shared.build.build.equipment,
        equippedTraits: buildTraitsToEquipped(shared.build.build.traits),
        buffs: shared.build.build.buffs,
      });
      expect(toCalculateResponse(again.stats)).toEqual(toCalculateResponse(result.stats));
    }
    // the walk really exercised both outcomes
    expect(equipped).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(500);
  });
});
