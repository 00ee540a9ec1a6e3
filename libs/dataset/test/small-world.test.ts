// The small world (generateDataset(seed, { size: 'small' })): the fixture world of the services' tests. It must be a
// valid dataset (written and read back through readDataset, which checks every record and reference), keep every
// record a service looks up by its fixed id (classes, races, traits, professions, recipes, maps, loot instances,
// categories: the same records as the full world's), and be small.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLASS_IDS, ITEM_SLOT_CODES, QUALITIES } from '@eoa/contracts';
import { generateDataset, readDataset, writeDataset, type Dataset, type DatasetRecords } from '../src/index.js';

const SEED = 4242;
let dir: string;
let small: Dataset;
let full: DatasetRecords;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'eoa-small-world-'));
  await writeDataset(dir, generateDataset(SEED, { size: 'small' }).data, { seed: SEED });
  small = await readDataset(dir);
  full = generateDataset(SEED).data;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the small world', () => {
  it('keeps the fixed records of the full world as they are', () => {
    const kinds = [
      'translations', 'classes', 'races', 'baseStats', 'combatCharacteristics', 'traits', 'traitSlots', 'professions', 'recipes', 'maps',
      'mapLinks', 'markerCategories', 'questCategories', 'lootInstances',
    ] as const;
    // readDataset gives them sorted by key, as the files hold them.
    const key = (record: object) => String('id' in record ? record.id : 'key' in record ? record.key : '');
    const sorted = (list: readonly object[]) => [...list].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    for (const kind of kinds) expect([kind, sorted(small[kind])]).toEqual([kind, sorted(full[kind])]);
  });

  it('keeps the items the recipes and the class raid sets are made of, with the same ids', () => {
    const fullItems = new Map(full.items.map((item) => [item.id, item]));
    const recipeItems = new Set(small.recipes.flatMap((r) => [r.result.itemId, ...(r.criticalResult ? [r.criticalResult.itemId] : [])]));
    for (const id of recipeItems) expect(small.items.find((item) => item.id === id)).toEqual(fullItems.get(id));
    const classSets = small.itemSets.filter((set) => set.items.some((id) => small.items.find((item) => item.id === id)?.requiredClass));
    expect(new Set(classSets.map((set) => small.items.find((item) => item.id === set.items[0])!.requiredClass))).toEqual(new Set(CLASS_IDS));
  });

  it('is a small part of the full world', () => {
    const counts = Object.fromEntries(Object.entries(small.manifest.files).map(([kind, entry]) => [kind, entry.count]));
    expect(counts.items).toBeLessThan(full.items.length / 10);
    expect(counts.markers).toBeLessThan(full.markers.length / 10);
    expect(counts.itemSources).toBeLessThan(full.itemSources.length / 10);
    // Quests and NPCs: a third of the full world's, over 1,000 each (the size of the atlas's precompressed lists).
    expect(counts.quests).toBeLessThan(full.quests.length / 2);
    expect(counts.npcs).toBeLessThan(full.npcs.length / 2);
    expect(Math.min(counts.quests!, counts.npcs!)).toBeGreaterThanOrEqual(1000);
  });

  it('still has gear of every level 1–50, every slot and the common qualities, quests of both scopes and every main zone', () => {
    const levels = new Set(small.items.map((item) => item.level));
    expect(Array.from({ length: 50 }, (_, i) => levels.has(i + 1))).toEqual(Array.from({ length: 50 }, () => true));
    const slots = new Set(small.items.map((item) => item.slot));
    for (const slot of ITEM_SLOT_CODES.filter((code) => full.items.some((item) => item.slot === code))) expect([slot, slots.has(slot)]).toEqual([slot, true]);
    const qualities = new Set(small.items.map((item) => item.quality));
    for (const quality of QUALITIES.filter((q) => q !== 'legendary')) expect([quality, qualities.has(quality)]).toEqual([quality, true]);
    expect(new Set(small.quests.map((q) => q.scope))).toEqual(new Set(['mainZone', 'other']));
    const zoneCategories = small.questCategories.filter((c) => c.kind === 'zone').map((c) => c.id);
    const withQuests = new Set(small.quests.map((q) => q.categoryId));
    for (const id of zoneCategories) expect([id, withQuests.has(id)]).toEqual([id, true]);
  });

  it('every item has a source, every marker category a marker, every loot boss as in the full world', () => {
    const sourced = new Set(small.itemSources.map((s) => s.itemId));
    expect(small.items.filter((item) => !sourced.has(item.id)).map((item) => item.id)).toEqual([]);
    const used = new Set(small.markers.map((m) => m.categoryCode));
    const fullUsed = new Set(full.markers.map((m) => m.categoryCode));
    expect([...fullUsed].filter((code) => !used.has(code))).toEqual([]);
    const withDrops = (bosses: DatasetRecords['lootBosses']) => bosses.filter((boss) => boss.guaranteedDrops.length > 0).length;
    expect([small.lootBosses.length, withDrops(small.lootBosses)]).toEqual([full.lootBosses.length, withDrops(full.lootBosses)]);
  });

  it('the same seed gives the same small world', () => {
    expect(JSON.stringify(generateDataset(SEED, { size: 'small' }).data)).toBe(JSON.stringify(generateDataset(SEED, { size: 'small' }).data));
  });
});
