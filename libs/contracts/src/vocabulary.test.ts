// The shared codes (vocabulary.ts), checked against the spec where it gives them.
import {
  CLASS_IDS, CLASS_RACES, COLOURED_QUALITIES, COMBAT_CHARACTERISTIC_STATS, ITEM_SLOT_CODES, ITEM_SUB_SLOTS, PERCENT_STAT_NAMES, PERCENT_STATS,
  PRIMARY_STATS, QUALITIES, QUALITY_COLOURS, RACE_IDS, SOURCE_TYPE_CODES, SOURCE_TYPES, STAT_CODES, STAT_NAMES,
} from './index.js';

/** Hue in degrees and saturation (0–1) of a #rrggbb colour. */
function hueAndSaturation(hex: string): { hue: number; saturation: number } {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  if (delta === 0) return { hue: 0, saturation: 0 };
  const hue = max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return { hue: (hue * 60 + 360) % 360, saturation: delta / (1 - Math.abs(max + min - 1)) };
}

describe('quality colours', () => {
  it('cover poor and every item quality, in ascending order', () => {
    expect(Object.keys(QUALITY_COLOURS)).toEqual([...COLOURED_QUALITIES]);
    expect(COLOURED_QUALITIES).toEqual(['poor', ...QUALITIES]);
  });

  it('follow spec 2: poor grey, common white, uncommon yellow, rare purple, incomparable cyan, epic and legendary orange', () => {
    expect(hueAndSaturation(QUALITY_COLOURS.poor).saturation).toBe(0);
    expect(QUALITY_COLOURS.common).toBe('#ffffff');
    const hue = (quality: keyof typeof QUALITY_COLOURS) => hueAndSaturation(QUALITY_COLOURS[quality]).hue;
    expect(hue('uncommon')).toBeGreaterThan(45);
    expect(hue('uncommon')).toBeLessThan(65);
    expect(hue('rare')).toBeGreaterThan(260);
    expect(hue('rare')).toBeLessThan(290);
    expect(hue('incomparable')).toBeGreaterThan(170);
    expect(hue('incomparable')).toBeLessThan(200);
    expect(hue('epic')).toBeGreaterThan(20);
    expect(hue('epic')).toBeLessThan(40);
    expect(QUALITY_COLOURS.legendary).toBe(QUALITY_COLOURS.epic);
  });
});

describe('class and race codes', () => {
  it('the class→race table is spec 1 §5 and names only known classes and races', () => {
    expect(Object.keys(CLASS_RACES)).toEqual([...CLASS_IDS]);
    for (const races of Object.values(CLASS_RACES)) for (const race of races) expect(RACE_IDS).toContain(race);
    expect(CLASS_RACES).toEqual({
      burglar: ['hobbit', 'man'],
      captain: ['man'],
      champion: ['dwarf', 'elf', 'man'],
      guardian: ['dwarf', 'elf', 'hobbit', 'man'],
      hunter: ['dwarf', 'elf', 'hobbit', 'man'],
      'lore-master': ['elf', 'man'],
      minstrel: ['dwarf', 'elf', 'hobbit', 'man'],
    });
    // every race can play something
    for (const race of RACE_IDS) expect(CLASS_IDS.some((c) => CLASS_RACES[c].includes(race))).toBe(true);
  });
});

describe('stat and slot codes', () => {
  it('percentage stats, combat characteristic stats and primary stats are stat names; every stat has one backend code', () => {
    for (const list of [PERCENT_STAT_NAMES, COMBAT_CHARACTERISTIC_STATS, PRIMARY_STATS]) for (const s of list) expect(STAT_NAMES).toContain(s);
    expect([...PERCENT_STATS]).toEqual([...PERCENT_STAT_NAMES]);
    expect(PERCENT_STATS.has('might')).toBe(false);
    expect(new Set(Object.values(STAT_CODES)).size).toBe(STAT_NAMES.length);
  });

  it('the item filter sub-slots are ring, ear, neck, wrist and pocket (spec 1 §5) and point at item slot codes', () => {
    expect(Object.keys(ITEM_SUB_SLOTS)).toEqual(['ring', 'ear', 'neck', 'wrist', 'pocket']);
    for (const slot of Object.values(ITEM_SUB_SLOTS)) expect(ITEM_SLOT_CODES).toContain(slot);
  });

  it('item drop source types carry the numbers of spec 1 §3', () => {
    expect(SOURCE_TYPES.map((t) => SOURCE_TYPE_CODES[t])).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
