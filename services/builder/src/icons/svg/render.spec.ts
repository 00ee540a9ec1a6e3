// Every kind of icon renders to a small, well-formed SVG of known elements only: nothing from a request or
// the data is ever written into it (only numbers and this module's constants).
import { ITEM_CLASSES, QUALITIES, WEAPON_TYPES, ITEM_SLOT_CODES } from '@eoa/contracts';
import { renderEmblem, renderItemIcon, renderOverlay, renderVirtue } from './render.js';

const ELEMENTS = new Set(['svg', 'defs', 'linearGradient', 'radialGradient', 'stop', 'filter', 'feGaussianBlur', 'feDropShadow', 'rect', 'circle', 'ellipse', 'path', 'g', 'text']);

/** Problems of an SVG: not well-formed, an element not listed, script, handlers, references, bad numbers. */
function problemsOf(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">')) problems.push('header');
  if (/script|on[a-z]+=|href|javascript:|<!|&/i.test(svg)) problems.push('active content');
  if (/NaN|undefined|Infinity/.test(svg)) problems.push('bad number');
  if (svg.length >= 12_000) problems.push(`${svg.length} bytes`);
  const stack: string[] = [];
  for (const match of svg.matchAll(/<(\/?)([A-Za-z]+)([^>]*?)(\/?)>/g)) {
    const [, closing, name, attributes, selfClosing] = match;
    if (!ELEMENTS.has(name!)) problems.push(`element ${name}`);
    if (/[<>]/.test(attributes!)) problems.push('attribute');
    if (closing) {
      if (stack.pop() !== name) problems.push(`unbalanced ${name}`);
    } else if (!selfClosing) stack.push(name!);
  }
  if (stack.length) problems.push('unclosed');
  // Every gradient or filter used is defined.
  for (const [, id] of svg.matchAll(/url\(#(g\d+)\)/g)) if (!svg.includes(`id="${id}"`)) problems.push(`undefined ${id}`);
  return problems;
}

function expectSafeSvg(svg: string): void {
  const problems = problemsOf(svg);
  if (problems.length) expect(problems).toEqual([]);
}

describe('icon rendering', () => {
  it('the checker itself refuses unsafe or broken SVG', () => {
    const head = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">';
    expect(problemsOf(`${head}<g><rect/></g></svg>`)).toEqual([]);
    expect(problemsOf(`${head}<script>alert(1)</script></svg>`)).not.toEqual([]);
    expect(problemsOf(`${head}<rect onload="x"/></svg>`)).not.toEqual([]);
    expect(problemsOf(`${head}<image href="http://x"/></svg>`)).not.toEqual([]);
    expect(problemsOf(`${head}<g><rect></svg>`)).not.toEqual([]);
    expect(problemsOf(`${head}<rect fill="url(#g9)"/></svg>`)).not.toEqual([]);
  });

  it('every weapon type, slot and item class in every quality, with overlays', () => {
    let n = 0;
    for (const quality of [...QUALITIES, 'poor', 'unknown']) {
      for (const weaponType of WEAPON_TYPES) {
        expectSafeSvg(renderItemIcon({ category: 'Weapon', slot: 'mainHand', weaponType, itemClass: weaponType, quality }, 1090700000 + n, [1091000000 + n]));
        n++;
      }
      for (const slot of ITEM_SLOT_CODES) {
        expectSafeSvg(renderItemIcon({ category: 'Armour', slot, weaponType: null, itemClass: 'HEAVY_ARMOUR', quality }, 1090600000 + n, []));
        n++;
      }
      for (const itemClass of ITEM_CLASSES) {
        expectSafeSvg(renderItemIcon({ category: 'Material', slot: null, weaponType: null, itemClass, quality }, 1090900000 + n, [1091000000 + n, 1091000001 + n, 1091000002 + n]));
        n++;
      }
    }
    expect(n).toBeGreaterThan(500);
  });

  it('the same icon always renders to the same bytes; different layers differ', () => {
    const subject = { category: 'Armour', slot: 'head', weaponType: null, itemClass: 'HEAVY_ARMOUR', quality: 'rare' };
    expect(renderItemIcon(subject, 1090600001, [1091000002])).toBe(renderItemIcon(subject, 1090600001, [1091000002]));
    expect(renderItemIcon(subject, 1090600001, [1091000002])).not.toBe(renderItemIcon(subject, 1090600001, [1091000003]));
    // The quality decides the frame colour: its contracts colour lightened 40% (rare #b77cf2 → #d4b0f7).
    expect(renderItemIcon(subject, 1090600001, [])).toContain('#d4b0f7');
    expect(renderItemIcon({ ...subject, quality: 'incomparable' }, 1090600001, [])).toContain('#95eef1');
    // Spec 2 §9: epic and legendary are the same orange (#f0962e → frame #f6c082).
    expect(renderItemIcon({ ...subject, quality: 'legendary' }, 1090600001, [])).toBe(renderItemIcon({ ...subject, quality: 'epic' }, 1090600001, []));
    expect(renderItemIcon({ ...subject, quality: 'legendary' }, 1090600001, [])).toContain('#f6c082');
  });

  it('overlays alone, emblems and virtues at every rank', () => {
    for (let layer = 1091000000; layer < 1091000010; layer++) expectSafeSvg(renderOverlay(layer));
    for (const classId of ['burglar', 'captain', 'champion', 'guardian', 'hunter', 'lore-master', 'minstrel', 'other']) expectSafeSvg(renderEmblem({ kind: 'class', classId }, 1));
    for (const raceId of ['man', 'elf', 'dwarf', 'hobbit', 'other']) expectSafeSvg(renderEmblem({ kind: 'race', raceId }, 2));
    for (const nature of ['Virtue', 'Racial', 'AdditionalRacial', 'Class', 'Legendary', 'Other']) {
      for (const stat of ['might', 'agility', 'vitality', 'will', 'fate', 'armour', 'meleeCritical', 'inCombatPowerRegen', 'unknown', null]) {
        expectSafeSvg(renderEmblem({ kind: 'trait', nature, classId: null, raceId: null, stat }, 3));
      }
    }
    for (let index = 0; index < 20; index++) {
      for (let rank = 1; rank <= 12; rank++) {
        const svg = renderVirtue({ traitId: 1000 + index, index, maxRank: 6 + (index % 3), stat: 'fate' }, rank);
        expectSafeSvg(svg);
        expect(svg).toContain(`>${rank}</text>`);
      }
    }
  });
});
