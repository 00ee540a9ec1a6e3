import { COLOURED_QUALITIES, QUALITY_COLOURS, QUALITIES } from './index.js';

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
