import LZString from 'lz-string';
import { EQUIPMENT_SLOTS } from '@eoa/contracts';
import { emptyBuildTraits } from '../builds/build-file.js';
import { decodeShareLink, encodeShareLink, isShareHash, shareUrl, type ShareInput } from './share-link.js';

const traits = emptyBuildTraits();
traits.virtue[0] = { traitId: 1001, rank: 5 };
traits.legendary[1] = { traitId: 1401, rank: 1 };
const INPUT: ShareInput = {
  character: { name: 'Beregond', level: 50, class: 'Guardian', race: 'Man' },
  equipment: { head: 2001, chest: 2002, offHand: { id: 2006 }, ring1: null },
  traits,
  buffs: { idomeActive: true, foodBuff: { active: true, stat: 'might', amount: 41 } },
};

describe('share links (spec 1 §5, §9)', () => {
  it('round-trips character, equipment, traits and buffs through "build/<lz-string data>"', () => {
    const encoded = encodeShareLink(INPUT);
    expect(encoded.ok).toBe(true);
    if (!encoded.ok) return;
    expect(encoded.hash).toBe(`build/${encoded.data}`);
    expect(encoded.size).toBe(encoded.data.length);
    expect(encoded.data).toMatch(/^[A-Za-z0-9+\-$]+$/); // URI-safe alphabet of compressToEncodedURIComponent
    const decoded = decodeShareLink(`#${encoded.hash}`);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.build.version).toBe('1.0');
    expect(decoded.build.build.character).toEqual(INPUT.character);
    expect(decoded.build.build.equipment).toMatchObject({ head: 2001, chest: 2002, offHand: 2006, ring1: null, legs: null });
    expect(Object.keys(decoded.build.build.equipment)).toEqual([...EQUIPMENT_SLOTS]);
    expect(decoded.build.build.traits).toEqual(traits);
    expect(decoded.build.build.buffs).toEqual(INPUT.buffs);
    expect(decodeShareLink(encoded.hash)).toEqual(decoded);
    expect(decodeShareLink(encoded.data)).toEqual(decoded);
  });

  it("over the limit: 'Build Too Large for URL Sharing' with the size; at the limit it is fine", () => {
    const encoded = encodeShareLink(INPUT);
    if (!encoded.ok) throw new Error('expected a link');
    expect(encodeShareLink(INPUT, encoded.size).ok).toBe(true);
    expect(encodeShareLink(INPUT, encoded.size - 1)).toEqual({ ok: false, error: 'Build Too Large for URL Sharing', size: encoded.size });
  });

  it('a full build is far below 8192 characters', () => {
    const full = { ...INPUT, equipment: Object.fromEntries(EQUIPMENT_SLOTS.map((s, i) => [s, 1879048193 + i * 7919])) };
    const encoded = encodeShareLink(full);
    expect(encoded.ok && encoded.size).toBeLessThan(8192);
  });

  it('the link is the page address with the hash replaced', () => {
    expect(shareUrl('https://eoa.example/character-builder#build/old', 'abc')).toBe('https://eoa.example/character-builder#build/abc');
    expect(isShareHash('#build/abc')).toBe(true);
    expect(isShareHash('build/abc')).toBe(true);
    expect(isShareHash('#items')).toBe(false);
  });

  it('refuses what is not a shared build: no version or build, not JSON, garbage, too long', () => {
    const pack = (v: unknown) => `build/${LZString.compressToEncodedURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`;
    for (const hash of [
      '',
      '#build/',
      'build/!!!!',
      pack({ build: { character: {} } }),
      pack({ version: '1.0' }),
      pack({ version: '1.0', build: 'x' }),
      pack('not json'),
      pack('null'),
      `build/${'A'.repeat(9000)}`,
    ]) {
      expect(decodeShareLink(hash)).toEqual({ ok: false, error: 'Invalid shared build' });
    }
  });

  it('a hostile payload is normalized', () => {
    const hostile = `build/${LZString.compressToEncodedURIComponent(
      '{"version":"9","build":{"character":{"name":"x","level":999,"class":"Guardian","race":"Man"},"equipment":{"__proto__":{"head":1},"head":"1; drop"},"traits":{"virtue":[{"traitId":1,"rank":1e9}]},"buffs":{"idomeActive":"true","foodBuff":{"active":true,"stat":"constructor","amount":41}}}}',
    )}`;
    const decoded = decodeShareLink(hostile);
    expect(decoded.ok).toBe(true);
    if (!decoded.ok) return;
    expect(decoded.build.version).toBe('1.0');
    expect(decoded.build.build.character.level).toBe(50);
    expect(decoded.build.build.equipment.head).toBeNull();
    expect(decoded.build.build.traits.virtue[0]).toEqual({ traitId: 1, rank: 1e9 });
    expect(decoded.build.build.buffs).toEqual({ idomeActive: false, foodBuff: { active: false, stat: null, amount: 24 } });
  });
});
