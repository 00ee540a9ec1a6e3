import { bossPortraitSvg, portraitFamily } from './boss-portrait.svg.js';
import { renderPng } from './render-png.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('boss portraits', () => {
  it('draws the same picture for the same name, another for another name', () => {
    const a = bossPortraitSvg({ name: 'Skorgrím' });
    expect(bossPortraitSvg({ name: 'Skorgrím' })).toBe(a);
    expect(bossPortraitSvg({ name: 'Forgrund' })).not.toBe(a);
    expect(renderPng(a).equals(renderPng(bossPortraitSvg({ name: 'Skorgrím' })))).toBe(true);
  });

  it('picks the creature from the genus, then the name', () => {
    expect(portraitFamily({ name: 'Gurvand', genus: 'Cave-troll' })).toBe('troll');
    expect(portraitFamily({ name: 'Broodmother Ulkra' })).toBe('spider');
    expect(portraitFamily({ name: 'The Barrow-wight King' })).toBe('wraith');
    expect(bossPortraitSvg({ name: 'Warg-lord Dûr' })).toContain('data-family="beast"');
  });

  it('renders a 256 × 256 PNG', () => {
    const png = renderPng(bossPortraitSvg({ name: 'Thadúr', level: 25 }));
    expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    // IHDR: width and height are the first two 4-byte fields after the chunk's length and type.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([256, 256]);
  });

  it('escapes markup in a name, so the picture still renders', () => {
    const svg = bossPortraitSvg({ name: `<script>&"'` });
    expect(svg).not.toContain('<script>');
    expect(() => renderPng(svg)).not.toThrow();
  });
});
