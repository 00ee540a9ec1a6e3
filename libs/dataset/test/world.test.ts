// Invariants of the generated sample world: written to a temp folder once, read back through readDataset
// (which validates every record and every reference), then checked against the spec's constants.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ARMOUR_TYPES, CLASS_RACES, ITEM_CATEGORIES, ITEM_SLOT_CODES, LANGUAGE_CODES, PRIMARY_STATS, QUALITIES, SOURCE_TYPE_CODES, TRAIT_SLOT_TYPES,
  WEAPON_TYPES, type Localized,
} from '@eoa/contracts';
import {
  inBox, readDataset, writeDataset, generateDataset, toGame, fromGame, type Dataset, type MapRecord,
} from '../src/index.js';

let dir: string;
let ds: Dataset;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'eoa-world-'));
  const { data } = generateDataset(12345);
  await writeDataset(dir, data, { seed: 12345 });
  ds = await readDataset(dir);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const byId = <T extends { id: number | string }>(list: T[]) => new Map(list.map((x) => [x.id, x] as const));
const cyrillic = /[А-Яа-яЁё]/;

describe('counts', () => {
  it('has the spec figures', () => {
    expect(ds.items).toHaveLength(21725);
    expect(ds.quests).toHaveLength(3139);
    expect(ds.quests.filter((q) => q.scope === 'mainZone')).toHaveLength(1763);
    expect(ds.quests.filter((q) => q.scope === 'other')).toHaveLength(1376);
    expect(ds.classes).toHaveLength(7);
    expect(ds.races).toHaveLength(4);
    expect(ds.professions).toHaveLength(11);
    expect(ds.baseStats).toHaveLength(7 * 50);
    expect(ds.traitSlots.map((t) => t.level)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(ds.markers.length).toBeGreaterThanOrEqual(20000);
    expect(ds.recipes.length).toBeGreaterThanOrEqual(300);
    expect(ds.npcs.length).toBeGreaterThanOrEqual(2000);
    expect(ds.itemSets.length).toBeGreaterThanOrEqual(100);
  });

  it('manifest counts match the files', () => {
    for (const [kind, entry] of Object.entries(ds.manifest.files)) {
      expect([kind, entry.count]).toEqual([kind, (ds as unknown as Record<string, unknown[]>)[kind]!.length]);
    }
    expect(ds.manifest.dataVersion).toBe('Echoes of Angmar');
  });
});

describe('classes, races, traits', () => {
  it('class/race table is the one of contracts (spec 1 §5, checked there)', () => {
    const table = Object.fromEntries(ds.classes.map((c) => [c.id, [...c.allowedRaces].sort()]));
    expect(table).toEqual(Object.fromEntries(Object.entries(CLASS_RACES).map(([classId, races]) => [classId, [...races].sort()])));
    for (const r of ds.races) {
      expect([r.id, [...r.allowedClasses].sort()]).toEqual([r.id, ds.classes.filter((c) => c.allowedRaces.includes(r.id)).map((c) => c.id).sort()]);
    }
  });

  it('base stats for every class and level 1-50, growing with level', () => {
    for (const c of ds.classes) {
      const rows = ds.baseStats.filter((b) => b.classId === c.id).sort((a, b) => a.level - b.level);
      expect(rows.map((r) => r.level)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(rows[49]!.morale).toBeGreaterThan(rows[0]!.morale);
      expect(rows[49]!.morale).toBeGreaterThan(1000);
      expect(rows[49]!.morale).toBeLessThan(4000);
      for (const r of rows) expect([r.inCombatMoraleRegen, r.outOfCombatMoraleRegen, r.inCombatPowerRegen, r.outOfCombatPowerRegen]).toEqual([128, 300, 120, 240]);
    }
  });

  it('combat characteristic ranks per class, levels 5-45', () => {
    for (const c of ds.classes) {
      const rows = ds.combatCharacteristics.filter((r) => r.classId === c.id);
      expect(rows.length).toBeGreaterThanOrEqual(5);
      for (const r of rows) {
        expect(r.requiredLevel).toBeGreaterThanOrEqual(5);
        expect(r.requiredLevel).toBeLessThanOrEqual(45);
      }
    }
  });

  it('the twenty virtues with maximum ranks 6-8 and rank-scaled stats', () => {
    const virtues = ds.traits.filter((t) => t.nature === 'Virtue');
    expect(virtues.map((v) => v.name.en).sort()).toEqual([
      'Charity', 'Compassion', 'Confidence', 'Determination', 'Discipline', 'Empathy', 'Fidelity', 'Fortitude', 'Honesty', 'Honour',
      'Idealism', 'Innocence', 'Justice', 'Loyalty', 'Mercy', 'Patience', 'Tolerance', 'Valour', 'Wisdom', 'Zeal',
    ]);
    const progressions = byId(ds.progressions);
    for (const v of virtues) {
      expect(v.maxRank).toBeGreaterThanOrEqual(6);
      expect(v.maxRank).toBeLessThanOrEqual(8);
      expect(v.minLevel).toBe(7);
      expect(v.stats.length).toBeGreaterThan(0);
      for (const s of v.stats) {
        const p = progressions.get(s.scalingId!)!;
        expect(p.indexedBy).toBe('rank');
        expect(p.points).toHaveLength(v.maxRank);
        expect(p.isPercentage).toBe(s.isPercentage);
        for (let i = 1; i < p.points.length; i++) expect(p.points[i]!).toBeGreaterThan(p.points[i - 1]!);
      }
    }
    expect(new Set(virtues.map((v) => v.maxRank))).toEqual(new Set([6, 7, 8]));
  });

  it('racial traits (some raising a virtue), class traits with levels, Dual Wielding, legendary traits', () => {
    const traits = byId(ds.traits);
    for (const r of ds.races) expect(ds.traits.filter((t) => t.nature === 'Racial' && t.raceId === r.id).length).toBeGreaterThan(0);
    const bonuses = ds.traits.flatMap((t) => t.virtueBonuses.map((b) => [t, b] as const));
    expect(bonuses.length).toBeGreaterThan(0);
    for (const [t, b] of bonuses) {
      expect(['Racial', 'AdditionalRacial']).toContain(t.nature);
      expect(traits.get(b.virtueId)!.nature).toBe('Virtue');
    }
    for (const c of ds.classes) {
      const cls = ds.traits.filter((t) => t.nature === 'Class' && t.classId === c.id);
      expect(new Set(cls.map((t) => t.minLevel)).size).toBeGreaterThan(5);
      expect(ds.traits.filter((t) => t.nature === 'Legendary' && t.classId === c.id).length).toBeGreaterThan(0);
    }
    // Classes that dual wield through a trait have one (spec 1 §5).
    for (const c of ds.classes.filter((x) => x.dualWield === 'trait')) {
      const dw = ds.traits.find((t) => t.classId === c.id && t.name.en === 'Dual Wielding');
      expect(dw).toBeDefined();
      expect(dw!.minLevel).toBe(c.dualWieldMinLevel);
    }
    expect(ds.classes.find((c) => c.id === 'burglar')!.dualWieldMinLevel).toBe(10);
  });

  it('trait slots never shrink with level and reach 5/5/5/2', () => {
    for (let i = 1; i < ds.traitSlots.length; i++) {
      const a = ds.traitSlots[i - 1]!;
      const b = ds.traitSlots[i]!;
      for (const k of TRAIT_SLOT_TYPES) expect(b[k]).toBeGreaterThanOrEqual(a[k]);
    }
    const last = ds.traitSlots[49]!;
    expect([last.virtue, last.racial, last.class, last.legendary]).toEqual([5, 5, 5, 2]);
    expect(ds.traitSlots[6]!.virtue).toBe(1);
    expect(ds.traitSlots[5]!.virtue).toBe(0);
  });
});

describe('items', () => {
  it('cover every slot, armour type, weapon type and quality', () => {
    const slots = new Set(ds.items.map((i) => i.slot));
    for (const s of ITEM_SLOT_CODES.filter((x) => x !== 'offHand')) expect([s, slots.has(s)]).toEqual([s, true]);
    const wt = new Set(ds.items.map((i) => i.weaponType));
    for (const w of WEAPON_TYPES) expect([w, wt.has(w)]).toEqual([w, true]);
    const at = new Set(ds.items.map((i) => i.armourType));
    for (const a of ARMOUR_TYPES) expect(at.has(a)).toBe(true);
    const q = new Set(ds.items.map((i) => i.quality));
    for (const x of QUALITIES) expect([x, q.has(x)]).toEqual([x, true]);
    for (const c of ITEM_CATEGORIES) expect(ds.items.some((i) => i.category === c)).toBe(true);
  });

  it('levels up to 50, class-restricted items usable by their class, unique items, effects with cooldowns', () => {
    const classes = byId(ds.classes);
    const bad: number[] = [];
    for (const it of ds.items) {
      if (it.minLevel > it.level) bad.push(it.id);
      if (it.requiredClass) {
        const c = classes.get(it.requiredClass)!;
        if (it.armourType && it.slot !== 'back' && !c.armourTypes.includes(it.armourType)) bad.push(it.id);
        if (it.weaponType && !c.weaponTypes.includes(it.weaponType)) bad.push(it.id);
      }
    }
    expect(bad).toEqual([]);
    expect(ds.items.filter((i) => i.requiredClass).length).toBeGreaterThan(500);
    expect(ds.items.filter((i) => i.isUnique).length).toBeGreaterThan(100);
    expect(ds.items.filter((i) => i.cooldownDuration && i.effects.length).length).toBeGreaterThan(100);
    expect(new Set(ds.items.map((i) => i.level)).size).toBe(50);
  });

  it('stats are plausible for levels 1-50', () => {
    const progressions = byId(ds.progressions);
    const bad: string[] = [];
    for (const it of ds.items) {
      for (const s of it.stats) {
        if (s.scalingId !== null) {
          const p = progressions.get(s.scalingId)!;
          if (p.indexedBy !== 'level' || s.value !== p.points[it.level - 1] || s.constant !== null) bad.push(`${it.id} ${s.name} scaling`);
        } else if (s.value !== s.constant) bad.push(`${it.id} ${s.name} value ≠ constant`);
        if (s.isPercentage && !(s.value! > 0 && s.value! < 0.2)) bad.push(`${it.id} ${s.name} = ${s.value} as a percentage`);
        if (!s.isPercentage && s.value! < 0.1) bad.push(`${it.id} ${s.name} = ${s.value} is not a percentage`);
        if ((PRIMARY_STATS as readonly string[]).includes(s.name) && s.value! > 100) bad.push(`${it.id} ${s.name} = ${s.value}`);
      }
    }
    expect(bad.slice(0, 20)).toEqual([]);
    const chests = ds.items.filter((i) => i.slot === 'chest' && i.armourType === 'heavy' && i.level === 50);
    for (const c of chests) {
      expect(c.armour!).toBeGreaterThan(700);
      expect(c.armour!).toBeLessThan(2500);
    }
    const weapons = ds.items.filter((i) => i.dps !== null);
    expect(weapons.filter((w) => !(w.minDamage! < w.maxDamage! && w.dps! > 0 && w.dps! < 120)).map((w) => w.id)).toEqual([]);
    expect(ds.items.some((i) => i.stats.some((s) => s.scalingId !== null))).toBe(true);
  });

  it('names are composed words, localized (Russian in Cyrillic)', () => {
    let differ = 0;
    const bad: string[] = [];
    for (const it of ds.items) {
      if (!cyrillic.test(it.name.ru)) bad.push(it.name.ru);
      if (it.name.de !== it.name.en && it.name.fr !== it.name.en) differ++;
      if (!/^[A-Z][A-Za-z' \-()úíûâÂáóÚ]+$/.test(it.name.en)) bad.push(it.name.en);
    }
    expect(bad.slice(0, 20)).toEqual([]);
    expect(differ / ds.items.length).toBeGreaterThan(0.9);
  });

  it('item sets: pieces point back, bonuses at 2-5 pieces', () => {
    const items = byId(ds.items);
    for (const s of ds.itemSets) {
      expect(s.items.length).toBeGreaterThanOrEqual(2);
      for (const id of s.items) expect(items.get(id)!.setId).toBe(s.id);
      const req = s.bonuses.map((b) => b.requiredPieces);
      expect(req).toEqual([...req].sort((a, b) => a - b));
      for (const r of req) {
        expect(r).toBeGreaterThanOrEqual(2);
        expect(r).toBeLessThanOrEqual(Math.min(5, s.items.length));
      }
    }
    const sets = byId(ds.itemSets);
    expect(ds.items.filter((it) => it.setId !== null && !sets.get(it.setId)!.items.includes(it.id)).map((it) => it.id)).toEqual([]);
    expect(new Set(ds.itemSets.flatMap((s) => s.bonuses.map((b) => b.requiredPieces)))).toEqual(new Set([2, 3, 4, 5]));
  });
});

describe('crafting', () => {
  it('eleven professions with the spec\'s tier points', () => {
    for (const p of ds.professions) {
      expect(p.tiers.map((t) => [t.tier, t.proficiencyPoints, t.masteryPoints])).toEqual([[1, 200, 400], [2, 280, 560], [3, 360, 720], [4, 440, 880], [5, 520, 1040]]);
      for (let t = 1; t <= 5; t++) expect([p.id, t, ds.recipes.some((r) => r.profession === p.id && r.tier === t)]).toEqual([p.id, t, true]);
    }
  });

  it('recipes: processed materials made by other recipes, optional ingredients, crit results, "(Old)" and shard recipes', () => {
    const items = byId(ds.items);
    const made = new Set(ds.recipes.flatMap((r) => [r.result.itemId, r.criticalResult?.itemId]));
    const processed = ds.recipes.flatMap((r) => r.ingredients).filter((i) => ['INGOT', 'BOARD', 'LEATHER', 'PROCESSED_CROP', 'CUT_GEM'].includes(items.get(i.itemId)!.itemClass));
    expect(processed.length).toBeGreaterThan(100);
    for (const i of processed) expect(made.has(i.itemId)).toBe(true);
    expect(ds.recipes.some((r) => r.ingredients.some((i) => i.optional && i.criticalChanceBonus > 0))).toBe(true);
    for (const r of ds.recipes) for (const i of r.ingredients) if (!i.optional) expect(i.criticalChanceBonus).toBe(0);
    const old = ds.recipes.filter((r) => r.name.en.endsWith('(Old)'));
    expect(old.length).toBeGreaterThan(5);
    const shards = new Set(ds.items.filter((i) => i.itemClass === 'SHARD').map((i) => i.name.en));
    expect(shards).toEqual(new Set(['Beryl Shard', 'Adamant Shard', 'Ruby Shard', 'Sapphire Shard']));
    const shardRecipes = ds.recipes.filter((r) => r.usesShards);
    expect(shardRecipes.length).toBeGreaterThan(5);
    for (const r of shardRecipes) expect(r.ingredients.some((i) => items.get(i.itemId)!.itemClass === 'SHARD')).toBe(true);
    for (const r of ds.recipes.filter((x) => !x.usesShards)) expect(r.ingredients.some((i) => items.get(i.itemId)!.itemClass === 'SHARD')).toBe(false);
    expect(ds.recipes.filter((r) => r.xp > 0).length).toBeGreaterThan(300);
  });

  it('vendor supplies (coal, wax, phials, water …) are sold with prices', () => {
    const names = ['Coal', 'Glass Phial', 'Beeswax', 'Sealing Wax', 'Candles', 'Water'];
    for (const name of names) {
      const it = ds.items.find((i) => i.name.en === name)!;
      expect(it).toBeDefined();
      const sold = ds.itemSources.filter((s) => s.itemId === it.id && s.sourceType === SOURCE_TYPE_CODES.Vendor);
      expect(sold.length).toBeGreaterThan(0);
      for (const s of sold) expect(s.priceCopper!).toBeGreaterThan(0);
    }
  });
});

describe('maps and markers', () => {
  const box = (m: MapRecord) => m.boundingBox;
  const inside = (outer: MapRecord, inner: MapRecord) =>
    box(inner).min.longitude >= box(outer).min.longitude - 1e-9 && box(inner).max.longitude <= box(outer).max.longitude + 1e-9 &&
    box(inner).min.latitude >= box(outer).min.latitude - 1e-9 && box(inner).max.latitude <= box(outer).max.latitude + 1e-9;

  it('the world map and the ten zone maps with the spec\'s ids', () => {
    const maps = byId(ds.maps);
    const world = maps.get(268437557)!;
    expect(world.name.en).toBe('Eriador');
    const zones = [268437576, 268437592, 268437603, 268437615, 268437634, 268437653, 268437678, 268437691, 268437700, 268439511].map((id) => maps.get(id)!);
    expect(zones.map((z) => z.name.en)).toEqual(['Ered Luin', 'The Shire', 'Bree-land', 'The Lone-lands', 'The North Downs', 'Evendim', 'The Trollshaws', 'The Misty Mountains', 'Angmar', 'Forochel']);
    for (const z of zones) {
      expect(z.parentId).toBe(world.id);
      expect(z.isMainRegionMap).toBe(true);
      expect(inside(world, z)).toBe(true);
    }
    expect(ds.maps.filter((m) => m.isMainRegionMap)).toHaveLength(11);
  });

  it('zone boxes tile Eriador without overlapping, in their real relative places', () => {
    const maps = byId(ds.maps);
    const z = (id: number) => box(maps.get(id)!);
    const ids = [268437576, 268437592, 268437603, 268437615, 268437634, 268437653, 268437678, 268437691, 268437700, 268439511];
    for (const a of ids) for (const b of ids) {
      if (a >= b) continue;
      const A = z(a);
      const B = z(b);
      const overlap = Math.min(A.max.longitude, B.max.longitude) - Math.max(A.min.longitude, B.min.longitude) > 0 && Math.min(A.max.latitude, B.max.latitude) - Math.max(A.min.latitude, B.min.latitude) > 0;
      expect([a, b, overlap]).toEqual([a, b, false]);
    }
    const cx = (id: number) => (z(id).min.longitude + z(id).max.longitude) / 2;
    const cy = (id: number) => (z(id).min.latitude + z(id).max.latitude) / 2;
    const [eredLuin, shire, bree, lone, downs, evendim, trollshaws, misty, angmar, forochel] = ids;
    // West to east along the road; north of it Evendim, the North Downs, Angmar, Forochel.
    expect(cx(eredLuin!)).toBeLessThan(cx(shire!));
    expect(cx(shire!)).toBeLessThan(cx(bree!));
    expect(cx(bree!)).toBeLessThan(cx(lone!));
    expect(cx(lone!)).toBeLessThan(cx(trollshaws!));
    expect(cx(trollshaws!)).toBeLessThan(cx(misty!));
    expect(cy(evendim!)).toBeGreaterThan(cy(shire!));
    expect(cy(downs!)).toBeGreaterThan(cy(bree!));
    expect(cy(angmar!)).toBeGreaterThan(cy(downs!));
    expect(cy(forochel!)).toBeGreaterThan(cy(evendim!));
  });

  it('areas and dungeons nest inside their parents; hierarchy reaches the world map', () => {
    const maps = byId(ds.maps);
    for (const m of ds.maps) {
      if (m.parentId === null) continue;
      expect([m.id, inside(maps.get(m.parentId)!, m)]).toEqual([m.id, true]);
      let cur: MapRecord = m;
      for (let depth = 0; cur.parentId !== null; depth++) {
        cur = maps.get(cur.parentId)!;
        expect(depth).toBeLessThan(5);
      }
      expect(cur.id).toBe(268437557);
    }
    expect(ds.maps.filter((m) => m.type === 'area').length).toBeGreaterThanOrEqual(50);
    expect(ds.maps.filter((m) => m.type === 'dungeon' && m.isInstance).length).toBeGreaterThanOrEqual(10);
    // Areas of one zone do not overlap each other.
    for (const zone of ds.maps.filter((m) => m.type === 'region' && m.parentId !== null)) {
      const areas = ds.maps.filter((m) => m.parentId === zone.id && m.type === 'area');
      for (const a of areas) for (const b of areas) {
        if (a.id >= b.id) continue;
        const A = box(a);
        const B = box(b);
        const overlap = Math.min(A.max.longitude, B.max.longitude) - Math.max(A.min.longitude, B.min.longitude) > 1e-9 && Math.min(A.max.latitude, B.max.latitude) - Math.max(A.min.latitude, B.min.latitude) > 1e-9;
        expect(overlap).toBe(false);
      }
    }
  });

  it('links start inside the map they are drawn on', () => {
    const maps = byId(ds.maps);
    for (const l of ds.mapLinks) expect([l.id, inBox(box(maps.get(l.parentId)!), l.fromLongitude, l.fromLatitude)]).toEqual([l.id, true]);
    expect(ds.mapLinks.filter((l) => l.parentId === 268437557)).toHaveLength(10);
  });

  it('marker categories include 50 and 71-79 with the spec\'s defaults', () => {
    const cats = new Map(ds.markerCategories.map((c) => [c.code, c]));
    for (const code of [50, 71, 72, 73, 74, 75, 76, 77, 78, 79]) expect([code, cats.has(code)]).toEqual([code, true]);
    for (const c of ds.markerCategories) {
      expect([c.code, c.defaultEnabled]).toEqual([c.code, ![50, 71, 72, 73, 77, 78, 79].includes(c.code)]);
      expect([c.code, c.bundled]).toEqual([c.code, ![50, 71, 72, 77, 78].includes(c.code)]);
    }
    const shards = ds.markers.filter((m) => m.categoryCode === 79);
    expect(new Set(shards.map((m) => m.type))).toEqual(new Set(['signature', 'elite', 'elite-master']));
    expect(ds.markers.filter((m) => m.categoryCode !== 79 && m.type !== null).map((m) => m.id)).toEqual([]);
  });

  it('every marker, spawn and quest marker lies inside its map, with matching game coordinates', () => {
    const maps = byId(ds.maps);
    const bad: string[] = [];
    const check = (what: string, mapId: number | null, p: { longitude: number; latitude: number; gameX: number; gameY: number }) => {
      const map = mapId === null ? undefined : maps.get(mapId);
      if (!map || !inBox(box(map), p.longitude, p.latitude)) bad.push(`${what} at ${p.longitude},${p.latitude} is outside map ${mapId}`);
      const g = toGame(p.longitude, p.latitude);
      if (g.gameX !== p.gameX || g.gameY !== p.gameY) bad.push(`${what}: game coordinates ${p.gameX},${p.gameY} ≠ ${g.gameX},${g.gameY}`);
    };
    for (const m of ds.markers) check(`marker ${m.id}`, m.mapId, m);
    for (const n of ds.npcs) for (const s of n.spawns) check(`npc ${n.id}`, s.mapId, s);
    for (const q of ds.quests) {
      for (const o of q.objectives) for (const mk of o.markers) {
        check(`quest ${q.id}`, mk.mapId, mk);
        check(`quest ${q.id} (quest map)`, q.mapId, mk);
      }
    }
    expect(bad.slice(0, 20)).toEqual([]);
    // Most markers are on the ten zone maps, which the composite viewer stitches.
    const zoneIds = new Set(ds.maps.filter((m) => m.isMainRegionMap && m.parentId !== null).map((m) => m.id));
    expect(ds.markers.filter((m) => zoneIds.has(m.mapId)).length / ds.markers.length).toBeGreaterThan(0.8);
    const g = toGame(-52.5, -29.4);
    const back = fromGame(g.gameX, g.gameY);
    expect(back.longitude).toBeCloseTo(-52.5, 5);
    expect(back.latitude).toBeCloseTo(-29.4, 5);
  });
});

describe('quests and NPCs', () => {
  it('chains are acyclic and consistent both ways', () => {
    const quests = byId(ds.quests);
    const bad: string[] = [];
    for (const q of ds.quests) {
      if (q.nextQuestId !== null && quests.get(q.nextQuestId)!.prerequisiteId !== q.id) bad.push(`${q.id} → ${q.nextQuestId} has no way back`);
      if (q.prerequisiteId !== null && quests.get(q.prerequisiteId)!.nextQuestId !== q.id) bad.push(`${q.id} ← ${q.prerequisiteId} has no way forward`);
      const seen = new Set<number>([q.id]);
      for (let cur = q.nextQuestId; cur !== null; cur = quests.get(cur)!.nextQuestId) {
        if (seen.has(cur)) {
          bad.push(`cycle through ${q.id}`);
          break;
        }
        seen.add(cur);
      }
    }
    expect(bad).toEqual([]);
    expect(ds.quests.filter((q) => q.nextQuestId !== null).length).toBeGreaterThan(300);
  });

  it('main-zone quests are SoA quests of the ten zones with levels of their zone', () => {
    const maps = byId(ds.maps);
    const bad: number[] = [];
    for (const q of ds.quests.filter((x) => x.scope === 'mainZone')) {
      const zone = q.zoneId === null ? undefined : maps.get(q.zoneId);
      if (q.expansionEra !== 'SoA' || !zone || !zone.isMainRegionMap || zone.parentId === null || q.level < zone.levelMin || q.level > zone.levelMax) bad.push(q.id);
    }
    expect(bad).toEqual([]);
    const eras = new Set(ds.quests.map((q) => q.expansionEra));
    expect(eras).toEqual(new Set(['SoA', 'MoM', 'SoM', 'RoI', 'RoR', 'HD', 'U16', 'Mordor', 'Other']));
    expect(new Set(ds.quests.map((q) => q.size))).toEqual(new Set(['SOLO', 'SMALL_FELLOWSHIP', 'FELLOWSHIP']));
    expect(new Set(ds.quests.map((q) => q.faction))).toEqual(new Set(['FreePeoples', 'MonsterPlay']));
    expect(ds.quests.some((q) => q.repeatable)).toBe(true);
    expect(ds.quests.some((q) => q.rewards.reputation !== null)).toBe(true);
    expect(ds.quests.some((q) => q.comments.length > 0)).toBe(true);
    expect(ds.quests.some((q) => q.rewards.selectableItems.length > 1)).toBe(true);
    expect(ds.quests.some((q) => q.name.en.startsWith('Raid Gear:'))).toBe(true);
    expect(ds.quests.filter((q) => /Chapter \d+:/.test(q.name.en)).length).toBeGreaterThan(50);
  });

  it('NPCs start exactly the quests that name them as bestower; involved quests exist', () => {
    const starts = new Map<number, number[]>();
    for (const q of ds.quests) if (q.bestowerNpcId !== null) (starts.get(q.bestowerNpcId) ?? starts.set(q.bestowerNpcId, []).get(q.bestowerNpcId)!).push(q.id);
    const quests = byId(ds.quests);
    const bad: number[] = [];
    for (const n of ds.npcs) {
      const expected = (starts.get(n.id) ?? []).sort((a, b) => a - b);
      if (JSON.stringify(expected) !== JSON.stringify(n.startsQuests)) bad.push(n.id);
      if (n.involvedQuests.some((q) => !quests.has(q)) || n.spawns.length === 0) bad.push(n.id);
    }
    expect(bad).toEqual([]);
    expect(ds.npcs.filter((n) => n.involvedQuests.length).length).toBeGreaterThan(100);
  });
});

describe('loot and item sources', () => {
  it('instances with bosses, some without loot', () => {
    expect(new Set(ds.lootInstances.map((i) => i.type))).toEqual(new Set(['dungeon', 'raid']));
    for (const inst of ds.lootInstances) expect(ds.lootBosses.filter((b) => b.instanceId === inst.id).length).toBeGreaterThan(0);
    expect(ds.lootBosses.some((b) => b.guaranteedDrops.length === 0)).toBe(true);
    expect(ds.lootBosses.some((b) => b.guaranteedDrops.some((d) => d.dropChance >= 100))).toBe(true);
    const npcs = byId(ds.npcs);
    for (const b of ds.lootBosses) expect(npcs.get(b.mobId)!.role).toBe('boss');
  });

  it('sources of every type, consistent with recipes, quests, bosses, vendors and barters', () => {
    const types = new Set(ds.itemSources.map((s) => s.sourceType));
    expect(types).toEqual(new Set([0, 1, 2, 3, 4, 5]));
    const recipes = byId(ds.recipes);
    const quests = byId(ds.quests);
    const npcs = byId(ds.npcs);
    const bad: number[] = [];
    const role = (id: number | null) => (id === null ? undefined : npcs.get(id)?.role);
    for (const s of ds.itemSources) {
      let ok = true;
      switch (s.sourceType) {
        case 0: ok = ['mob', 'elite', 'boss'].includes(role(s.npcId)!) && s.dropChance !== null; break;
        case 1: ok = s.container !== null; break;
        case 2: { const r = s.recipeId === null ? undefined : recipes.get(s.recipeId); ok = !!r && (r.result.itemId === s.itemId || r.criticalResult?.itemId === s.itemId); break; }
        case 3: { const q = s.questId === null ? undefined : quests.get(s.questId); ok = !!q && [...q.rewards.items, ...q.rewards.selectableItems].some((x) => x.itemId === s.itemId); break; }
        case 4: ok = ['vendor', 'craftingSupplier'].includes(role(s.npcId)!) && s.priceCopper !== null; break;
        case 5: ok = role(s.npcId) === 'barterer' && s.barterItemId !== null && s.barterQuantity !== null; break;
      }
      if (!ok) bad.push(s.id);
    }
    expect(bad).toEqual([]);
    const key = (itemId: number, type: number, ref: number | null) => `${itemId}:${type}:${ref}`;
    const keys = new Set(ds.itemSources.map((s) => key(s.itemId, s.sourceType, s.recipeId ?? s.questId ?? s.npcId)));
    for (const r of ds.recipes) {
      expect(keys.has(key(r.result.itemId, 2, r.id))).toBe(true);
      if (r.criticalResult) expect(keys.has(key(r.criticalResult.itemId, 2, r.id))).toBe(true);
    }
    for (const q of ds.quests) for (const x of [...q.rewards.items, ...q.rewards.selectableItems]) expect(keys.has(key(x.itemId, 3, q.id))).toBe(true);
    for (const b of ds.lootBosses) for (const d of b.guaranteedDrops) expect(keys.has(key(d.itemId, 0, b.mobId))).toBe(true);
    const withSource = new Set(ds.itemSources.map((s) => s.itemId));
    expect(ds.items.filter((i) => !withSource.has(i.id)).map((i) => i.id)).toEqual([]);
  });
});

describe('localized text', () => {
  it('every name a player reads has four non-empty variants', () => {
    const names: Localized[] = [
      ...ds.items.map((i) => i.name), ...ds.quests.map((q) => q.name), ...ds.npcs.map((n) => n.name), ...ds.maps.map((m) => m.name),
      ...ds.traits.map((t) => t.name), ...ds.recipes.map((r) => r.name), ...ds.translations.map((t) => t.text),
    ];
    expect(names.filter((n) => LANGUAGE_CODES.some((lang) => n[lang].trim().length === 0))).toEqual([]);
    expect(ds.quests.filter((q) => cyrillic.test(q.name.ru)).length).toBe(ds.quests.length);
  });
});

describe('helpers', () => {
  it('hierarchy path, chain position, money', async () => {
    const { hierarchyPath, chainPosition, splitCopper } = await import('../src/index.js');
    const maps = new Map(ds.maps.map((m) => [m.id, m]));
    const dungeon = ds.maps.find((m) => m.type === 'dungeon')!;
    const path = hierarchyPath(maps, dungeon.id);
    expect(path.region!.id).toBe(268437557);
    expect(path.territory!.id).toBe(dungeon.zoneId);
    expect(path.area!.id).toBe(dungeon.parentId);
    const quests = new Map(ds.quests.map((q) => [q.id, q]));
    const head = ds.quests.find((q) => q.prerequisiteId === null && q.nextQuestId !== null)!;
    const second = quests.get(head.nextQuestId!)!;
    expect(chainPosition(quests, head.id).position).toBe(1);
    expect(chainPosition(quests, second.id)).toEqual({ position: 2, totalQuests: chainPosition(quests, head.id).totalQuests });
    expect(splitCopper(1234567)).toEqual({ gold: 12, silver: 345, copper: 67 });
  });
});
