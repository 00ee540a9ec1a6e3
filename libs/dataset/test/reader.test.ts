// The reader on a small hand-made dataset: a good one reads back equal; corrupted files are reported as
// "file:line field: message".

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DatasetValidationError, readDataset, writeDataset, type DatasetRecords, type ItemRecord, type RecipeRecord,
} from '../src/index.js';

const loc = (en: string) => ({ en, de: `${en} (de)`, fr: `${en} (fr)`, ru: `${en} (ru)` });

function item(id: number, name: string): ItemRecord {
  return {
    id, name: loc(name), icon: '1090900001', quality: 'common', category: 'Material', itemClass: 'ORE', slot: null, weaponType: null,
    armourType: null, damageType: null, binding: 'none', isUnique: false, stackSize: 100, level: 10, minLevel: 1, requiredClass: null,
    minDamage: null, maxDamage: null, dps: null, attackSpeed: null, slayerValue: null, slayerGenus: null, armour: null, stats: [],
    effects: [], skillName: null, cooldownDuration: null, durability: null, sturdiness: null, worthCopper: 5, setId: null, description: null,
  };
}

function small(): DatasetRecords {
  const recipe: RecipeRecord = {
    id: 1, name: loc('Bronze Ingot'), profession: 'prospector', tier: 1, category: 'Misc', xp: 12, baseCriticalChance: 10, usesShards: false,
    ingredients: [{ itemId: 10, quantity: 2, optional: false, criticalChanceBonus: 0 }], result: { itemId: 11, quantity: 1 },
    criticalResult: { itemId: 11, quantity: 2 }, recipeItemId: null,
  };
  return {
    translations: [{ key: 'quality.common', text: loc('Common') }], classes: [], races: [], baseStats: [], combatCharacteristics: [],
    progressions: [], traits: [], traitSlots: [], itemSets: [],
    // Written out of order on purpose: the writer sorts by id.
    items: [item(12, 'Tin Ore'), item(10, 'Copper Ore'), item(11, 'Bronze Ingot')],
    professions: [], recipes: [recipe], maps: [], mapLinks: [], markerCategories: [], markers: [], questCategories: [], quests: [],
    npcs: [], lootInstances: [], lootBosses: [], itemSources: [],
  };
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'eoa-reader-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function issuesOf(options?: Parameters<typeof readDataset>[1]): Promise<string[]> {
  try {
    await readDataset(dir, options);
  } catch (e) {
    if (e instanceof DatasetValidationError) return e.issues;
    throw e;
  }
  return [];
}

function editLine(file: string, line: number, edit: (record: Record<string, unknown>) => void): void {
  const path = join(dir, file);
  const lines = readFileSync(path, 'utf8').split('\n');
  const rec = JSON.parse(lines[line - 1]!) as Record<string, unknown>;
  edit(rec);
  lines[line - 1] = JSON.stringify(rec);
  writeFileSync(path, lines.join('\n'));
}

describe('readDataset', () => {
  it('reads a good dataset back, sorted by id, with its manifest', async () => {
    const manifest = await writeDataset(dir, small(), { seed: 1, generator: 'test' });
    const ds = await readDataset(dir);
    expect(ds.items.map((i) => i.id)).toEqual([10, 11, 12]);
    expect(ds.recipes[0]!.ingredients[0]!.itemId).toBe(10);
    expect(ds.manifest).toEqual(manifest);
    expect(ds.manifest.files.items).toMatchObject({ file: 'items.ndjson', count: 3 });
    expect(readFileSync(join(dir, 'items.ndjson'), 'utf8').split('\n')).toHaveLength(4);
    expect(ds.classes).toEqual([]);
  });

  it('reports bad fields as file:line field: message', async () => {
    await writeDataset(dir, small());
    editLine('items.ndjson', 2, (r) => {
      r.quality = 'shiny';
      delete r.stackSize;
      (r.name as Record<string, string>).ru = '';
      r.colour = 'red';
    });
    editLine('recipes.ndjson', 1, (r) => {
      (r.ingredients as { quantity: unknown }[])[0]!.quantity = 'two';
      r.tier = 9;
    });
    const issues = await issuesOf({ checkManifest: false });
    expect(issues).toEqual(expect.arrayContaining([
      'items.ndjson:2 quality: "shiny" is not one of "common", "uncommon", "rare", "incomparable", "epic", "legendary"',
      'items.ndjson:2 stackSize: missing',
      'items.ndjson:2 name.ru: expected a non-empty string',
      'items.ndjson:2 colour: unknown field',
      'recipes.ndjson:1 tier: 9 is above the maximum 5',
      'recipes.ndjson:1 ingredients[0].quantity: expected an integer, got "two"',
    ]));
    expect(issues).toHaveLength(6);
  });

  it('reports unknown references, duplicate keys and broken JSON', async () => {
    await writeDataset(dir, small());
    editLine('recipes.ndjson', 1, (r) => {
      (r.result as { itemId: number }).itemId = 42;
    });
    editLine('items.ndjson', 3, (r) => {
      r.id = 10;
    });
    const path = join(dir, 'items.ndjson');
    writeFileSync(path, readFileSync(path, 'utf8') + '{"id": 13, "name": \n');
    const issues = await issuesOf({ checkManifest: false });
    expect(issues).toContain('recipes.ndjson:1 result.itemId: unknown items id 42');
    expect(issues).toContain('items.ndjson:3 id: duplicate key "10"');
    expect(issues.some((i) => i.startsWith('items.ndjson:4 (line): invalid JSON'))).toBe(true);
  });

  it('checks the manifest: checksums, sizes, counts, format version', async () => {
    await writeDataset(dir, small());
    editLine('items.ndjson', 1, (r) => {
      r.worthCopper = 6;
    });
    let issues = await issuesOf();
    expect(issues.some((i) => /^items\.ndjson:0 \(file\): SHA-256 [0-9a-f]{64} does not match the manifest's [0-9a-f]{64}$/.test(i))).toBe(true);
    expect(await issuesOf({ checkManifest: false })).toEqual([]);

    await writeDataset(dir, small());
    const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    m.formatVersion = 99;
    m.files.items.count = 4;
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify(m));
    issues = await issuesOf();
    expect(issues).toContain('manifest.json:1 formatVersion: unsupported version 99 (this reader knows 1)');
    expect(issues).toContain('items.ndjson:0 (file): 3 records, the manifest says 4');
  });

  it('reports a missing file and a missing manifest', async () => {
    await writeDataset(dir, small());
    rmSync(join(dir, 'quests.ndjson'));
    expect(await issuesOf()).toContain('quests.ndjson:0 (file): cannot read: ENOENT');
    rmSync(join(dir, 'manifest.json'));
    const issues = await issuesOf();
    expect(issues).toHaveLength(1);
    expect(issues[0]).toMatch(/^manifest\.json:1 \(file\): cannot read/);
  });

  it('reads only the kinds asked for, checking references among them', async () => {
    await writeDataset(dir, small());
    editLine('recipes.ndjson', 1, (r) => {
      (r.result as { itemId: number }).itemId = 42;
    });
    const onlyItems = await readDataset(dir, { kinds: ['items'], checkManifest: false });
    expect(onlyItems.items).toHaveLength(3);
    expect(onlyItems.recipes).toEqual([]);
    // Recipes alone: references into items are not checked, since items were not read.
    expect((await readDataset(dir, { kinds: ['recipes'], checkManifest: false })).recipes).toHaveLength(1);
    expect(await issuesOf({ kinds: ['recipes', 'items'], checkManifest: false })).toEqual(['recipes.ndjson:1 result.itemId: unknown items id 42']);
  });

  it('the error message lists the first problems', async () => {
    await writeDataset(dir, small());
    editLine('items.ndjson', 1, (r) => {
      r.level = 0;
    });
    await expect(readDataset(dir, { checkManifest: false })).rejects.toThrow('Invalid dataset (1 problem):\nitems.ndjson:1 level: 0 is below the minimum 1');
  });
});
