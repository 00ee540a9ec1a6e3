import type { ItemDropSource } from '@eoa/contracts';
import {
  dropChanceBand,
  formatDropChance,
  isGuaranteedSource,
  presentDropSources,
  runsForConfidence,
  sourceTypeName,
} from './drop-sources.js';

const mob = (mobName: string, dropChance: number, location = 'Moria'): ItemDropSource => ({ sourceType: 0, mobName, dropChance, location });
const quest = (questName: string, dropChance: number | null = null): ItemDropSource => ({ sourceType: 3, questName, questLevel: 40, dropChance });

describe('drop chance bands (spec 1 §9: 75 and above high, 25 and above medium, below low)', () => {
  it.each([
    [100, 'high'],
    [75, 'high'],
    [74.99, 'medium'],
    [25, 'medium'],
    [24.9, 'low'],
    [0, 'low'],
    [250, 'high'],
  ] as const)('%d %% is %s', (chance, band) => {
    expect(dropChanceBand(chance)).toBe(band);
  });
});

describe('formatDropChance: one decimal', () => {
  it.each([
    [12, '12.0'],
    [12.34, '12.3'],
    [12.35, '12.4'],
    [0.04, '0.0'],
    [100, '100.0'],
  ])('%d → %s', (chance, text) => {
    expect(formatDropChance(chance)).toBe(text);
  });
});

describe('sourceTypeName: the numeric code or the name', () => {
  it('reads codes 0–5 and names in any case', () => {
    expect([0, 1, 2, 3, 4, 5].map(sourceTypeName)).toEqual(['Mob', 'Container', 'Recipe', 'Quest', 'Vendor', 'Barter']);
    expect(sourceTypeName('barter')).toBe('Barter');
    expect(sourceTypeName(' Quest ')).toBe('Quest');
  });
  it('gives null for anything else', () => {
    expect(sourceTypeName(6)).toBeNull();
    expect(sourceTypeName(-1)).toBeNull();
    expect(sourceTypeName('Chest')).toBeNull();
    expect(sourceTypeName(null)).toBeNull();
  });
});

describe('guaranteed: 100 or more, except recipes and quests', () => {
  it.each([
    [{ sourceType: 0, dropChance: 100 }, true],
    [{ sourceType: 'Mob', dropChance: 120 }, true],
    [{ sourceType: 1, dropChance: 100 }, true],
    [{ sourceType: 0, dropChance: 99.9 }, false],
    [{ sourceType: 2, dropChance: 100 }, false],
    [{ sourceType: 'Recipe', dropChance: 150 }, false],
    [{ sourceType: 3, dropChance: 100 }, false],
    [{ sourceType: 4, dropChance: null }, false],
  ] as const)('%o → %s', (source, guaranteed) => {
    expect(isGuaranteedSource(source)).toBe(guaranteed);
  });
});

describe('runs for a 90 % chance of the drop: ceil(ln 0.1 / ln(1 − p))', () => {
  // Worked by hand: 50 %: 1 − 0.5^n ≥ 0.9 ⇔ 0.5^n ≤ 0.1 ⇔ n ≥ 3.32 → 4 (0.5^4 = 0.0625).
  // 10 %: ln 0.1 / ln 0.9 = 21.85 → 22. 1 %: ln 0.1 / ln 0.99 = 229.1 → 230. 90 %: exactly 1 (0.1^1 = 0.1).
  it.each([
    [50, 4],
    [10, 22],
    [1, 230],
    [90, 1],
    [99, 1],
    [100, 1],
    [140, 1],
  ])('%d %% → %d runs', (chance, runs) => {
    expect(runsForConfidence(chance)).toBe(runs);
  });
  it('answers other confidences (e.g. 50 % at 50 % → 1; 25 % at 99 % → 17)', () => {
    expect(runsForConfidence(50, 0.5)).toBe(1);
    // ln 0.01 / ln 0.75 = 16.008 → 17.
    expect(runsForConfidence(25, 0.99)).toBe(17);
  });
  it('has no answer for a chance of zero or not a number', () => {
    expect(runsForConfidence(0)).toBeNull();
    expect(runsForConfidence(-5)).toBeNull();
    expect(runsForConfidence(Number.NaN)).toBeNull();
  });
});

describe('presentDropSources', () => {
  it('hides quests named "Raid Gear: …" and keeps other quests', () => {
    const shown = presentDropSources([quest('Raid Gear: The Watcher'), quest('The Watcher Awakes'), quest('  Raid Gear: Helegrod')]);
    expect(shown.map((s) => s.questName)).toEqual(['The Watcher Awakes']);
  });

  it('does not hide a non-quest source whose text happens to start with "Raid Gear:"', () => {
    const container: ItemDropSource = { sourceType: 1, containerName: 'Raid Gear: Chest', dropChance: 100 };
    expect(presentDropSources([container])).toEqual([container]);
  });

  it('keeps one mob source per name, the highest chance, at the place of the first', () => {
    const vendor: ItemDropSource = { sourceType: 4, vendorName: 'Trader' };
    const shown = presentDropSources([
      mob('Cave-troll', 12),
      vendor,
      mob('cave-troll', 40, 'Goblin-town'),
      mob('Orc', 5),
      mob('Cave-troll', 30),
    ]);
    expect(shown).toEqual([mob('cave-troll', 40, 'Goblin-town'), vendor, mob('Orc', 5)]);
  });

  it('keeps the first of equal chances and a chance over none', () => {
    const first = mob('Warg', 20, 'first');
    const shown = presentDropSources([first, mob('Warg', 20, 'second'), { sourceType: 0, mobName: 'Bat' }, mob('Bat', 3)]);
    expect(shown).toEqual([first, mob('Bat', 3)]);
  });

  it('does not change its input', () => {
    const input = [mob('A', 1), mob('A', 2)];
    const copy = structuredClone(input);
    presentDropSources(input);
    expect(input).toEqual(copy);
  });
});
