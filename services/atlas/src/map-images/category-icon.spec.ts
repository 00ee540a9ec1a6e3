import { Resvg } from '@resvg/resvg-js';
import { NPC_MARKER_CODE, QUEST_MARKER_CODE } from '@eoa/contracts';
import { generateSampleWorld } from '@eoa/dataset';
import { categoryIconSvg, hasCategoryGlyph } from './category-icon.svg.js';

describe('marker category icons', () => {
  const categories = generateSampleWorld().records.markerCategories;

  it('draws a glyph of its own for every category of the data and for the page’s NPC and quest markers', () => {
    const codes = [...categories.map((c) => c.code), NPC_MARKER_CODE, QUEST_MARKER_CODE];
    const svgs = codes.map((code) => categoryIconSvg({ code }));
    for (const code of codes) expect(hasCategoryGlyph(code)).toBe(true);
    // Distinct pictures (colour or glyph) for every category; the NPC marker may share the person's glyph but not its colour.
    expect(new Set(svgs).size).toBe(codes.length);
  });

  it('renders at 16 and 32 px to a badge of the category colour', () => {
    for (const size of [16, 32]) {
      const image = new Resvg(categoryIconSvg({ code: 76 }), { fitTo: { mode: 'width', value: size } }).render();
      expect([image.width, image.height]).toEqual([size, size]);
      const pixels = image.pixels;
      // The corner is transparent, the badge below the fish is the fishing blue (#2d7596).
      expect(pixels[3]).toBe(0);
      const at = (x: number, y: number) => [...pixels.subarray((y * size + x) * 4, (y * size + x) * 4 + 3)];
      const [r, g, b] = at(Math.round(size * 0.5), Math.round(size * 0.8));
      expect(b).toBeGreaterThan(r! + 40);
      expect(g).toBeGreaterThan(r!);
    }
  });

  it('falls back to the initial of an unknown category in its group colour, escaped', () => {
    const svg = categoryIconSvg({ code: 4242, group: 'resources', name: '<Ørë>' });
    expect(hasCategoryGlyph(4242)).toBe(false);
    expect(svg).toContain('>&lt;</text>');
    expect(categoryIconSvg({ code: 4242, group: 'resources', name: 'ørë' })).toContain('>Ø</text>');
    expect(svg).toContain('#4f7a45');
  });
});
