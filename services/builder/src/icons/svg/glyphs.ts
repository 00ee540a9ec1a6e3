// The pictures inside the frames: one glyph per kind of thing (sword, axe, bow, shield, helm, ring, ore,
// potion, …), drawn on a 64 × 64 grid around the centre, with gradients of their material and an outline.

import { Canvas, OUTLINE, THIN, num } from './canvas.js';
import { MATERIALS, type Material } from './palette.js';

export type Glyph = (c: Canvas, accent: Material, material?: Material) => string;

const rotate = (deg: number, body: string) => `<g transform="rotate(${deg} 32 32)">${body}</g>`;
const hi = (d: string, opacity = 0.55) => `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${opacity}" stroke-width="1.1" stroke-linecap="round"/>`;
const dark = (d: string, opacity = 0.45) => `<path d="${d}" fill="none" stroke="#000" stroke-opacity="${opacity}" stroke-width="1.1" stroke-linecap="round"/>`;

/** A vertical sword from tipY to the pommel; rotated by the caller. */
function swordParts(c: Canvas, tipY: number, guardY: number, half: number, guardHalf: number, gripLength: number): string {
  const blade = c.material(MATERIALS.steel, 'horizontal');
  const gold = c.material(MATERIALS.gold);
  const grip = c.material(MATERIALS.leather, 'horizontal');
  const shoulder = tipY + half * 2.2;
  return (
    `<path d="M32 ${tipY} L${32 + half} ${shoulder} L${32 + half} ${guardY} L${32 - half} ${guardY} L${32 - half} ${shoulder} Z" fill="${blade}" ${OUTLINE}/>` +
    dark(`M32 ${shoulder + 1} L32 ${guardY - 2}`, 0.35) +
    hi(`M${32 - half + 1} ${shoulder + 1} L${32 - half + 1} ${guardY - 2}`) +
    `<rect x="${32 - guardHalf}" y="${guardY}" width="${guardHalf * 2}" height="4.5" rx="2.2" fill="${gold}" ${OUTLINE}/>` +
    `<rect x="29.8" y="${guardY + 4.5}" width="4.4" height="${gripLength}" rx="1.2" fill="${grip}" ${OUTLINE}/>` +
    dark(`M30 ${guardY + 7} L34 ${guardY + 8.5} M30 ${guardY + 10} L34 ${guardY + 11.5}`, 0.4) +
    `<circle cx="32" cy="${guardY + 4.5 + gripLength + 2.6}" r="3.2" fill="${gold}" ${OUTLINE}/>`
  );
}

export const sword: Glyph = (c) => rotate(45, swordParts(c, 5, 40, 3.4, 11, 9));
export const greatsword: Glyph = (c) => rotate(45, swordParts(c, 1, 38, 4.2, 13, 12));
export const dagger: Glyph = (c) => rotate(45, swordParts(c, 13, 38, 4, 8, 8));

function haft(c: Canvas, top: number, bottom: number, half = 1.9): string {
  return `<rect x="${32 - half}" y="${top}" width="${half * 2}" height="${bottom - top}" rx="${half}" fill="${c.material(MATERIALS.wood, 'horizontal')}" ${OUTLINE}/>`;
}

export const axe: Glyph = (c) =>
  rotate(
    30,
    haft(c, 9, 59) +
      `<path d="M33 13 L39 14.5 C49 11 55 21 53 33 C47 29.5 42 29 37 30.5 L33 30 Z" fill="${c.material(MATERIALS.steel)}" ${OUTLINE}/>` +
      hi('M40 16 C47 15 51 21 51.5 28') +
      `<path d="M31 16 L25 17.5 L25 25.5 L31 27 Z" fill="${c.material(MATERIALS.darkSteel)}" ${OUTLINE}/>`,
  );

export const greataxe: Glyph = (c) =>
  rotate(
    25,
    haft(c, 6, 60) +
      `<path d="M33 10 L38 11 C50 6 58 18 56 32 C50 28 44 28 38 30 L33 29 Z" fill="${c.material(MATERIALS.steel)}" ${OUTLINE}/>` +
      `<path d="M31 10 L26 11 C14 6 6 18 8 32 C14 28 20 28 26 30 L31 29 Z" fill="${c.material(MATERIALS.steel)}" ${OUTLINE}/>` +
      hi('M39 13 C48 10 53 17 54 26') +
      hi('M25 13 C16 10 11 17 10 26'),
  );

export const hammer: Glyph = (c) =>
  rotate(
    30,
    haft(c, 14, 59) +
      `<rect x="19" y="8" width="26" height="13" rx="2.5" fill="${c.material(MATERIALS.darkSteel)}" ${OUTLINE}/>` +
      hi('M21 10.5 L43 10.5') +
      `<rect x="28.5" y="21" width="7" height="4" rx="1" fill="${c.material(MATERIALS.gold)}" ${OUTLINE}/>`,
  );

export const greathammer: Glyph = (c) =>
  rotate(
    25,
    haft(c, 16, 61, 2.2) +
      `<rect x="14" y="5" width="36" height="17" rx="3" fill="${c.material(MATERIALS.darkSteel)}" ${OUTLINE}/>` +
      dark('M18 13.5 L46 13.5', 0.4) +
      hi('M16.5 8 L47.5 8') +
      `<rect x="27.5" y="22" width="9" height="5" rx="1.2" fill="${c.material(MATERIALS.gold)}" ${OUTLINE}/>`,
  );

export const mace: Glyph = (c) => {
  const steel = c.material(MATERIALS.steel);
  const flanges = [0, 60, 120, 180, 240, 300]
    .map((a) => `<path d="M32 8 L35 17 L29 17 Z" fill="${steel}" ${THIN} transform="rotate(${a} 32 17)"/>`)
    .join('');
  return rotate(30, haft(c, 20, 59) + flanges + `<circle cx="32" cy="17" r="7" fill="${c.material(MATERIALS.darkSteel)}" ${OUTLINE}/>` + hi('M28 13.5 C30 12 33 12 35 13'));
};

export const club: Glyph = (c) =>
  rotate(
    30,
    `<path d="M29.5 58 L34.5 58 L39 19 C40 9 24 9 25 19 Z" fill="${c.material(MATERIALS.wood, 'horizontal')}" ${OUTLINE}/>` +
      [
        [30, 16], [35, 20], [29, 25], [34, 30], [31, 35],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.6" fill="${c.material(MATERIALS.steel)}" ${THIN}/>`)
        .join('') +
      dark('M31 40 L32.5 55', 0.3),
  );

export const staff: Glyph = (c, accent) =>
  rotate(
    28,
    haft(c, 16, 62, 2) +
      `<path d="M32 20 C24 18 23 8 28 5 C26 10 29 14 32 14 C35 14 38 10 36 5 C41 8 40 18 32 20 Z" fill="${c.material(MATERIALS.gold)}" ${OUTLINE}/>` +
      `<circle cx="32" cy="10.5" r="4.2" fill="${c.material(accent)}" ${OUTLINE}/>` +
      `<circle cx="30.6" cy="9.2" r="1.3" fill="#fff" fill-opacity=".8"/>` +
      `<rect x="29.5" y="36" width="5" height="5" rx="1" fill="${c.material(MATERIALS.leather)}" ${THIN}/>`,
  );

const spearHead = (c: Canvas, top: number) =>
  `<path d="M32 ${top} C37.5 ${top + 7} 37.5 ${top + 13} 32 ${top + 19} C26.5 ${top + 13} 26.5 ${top + 7} 32 ${top} Z" fill="${c.material(MATERIALS.steel)}" ${OUTLINE}/>` +
  dark(`M32 ${top + 3} L32 ${top + 16}`, 0.35) +
  `<rect x="29.6" y="${top + 18}" width="4.8" height="4" rx="1" fill="${c.material(MATERIALS.gold)}" ${THIN}/>`;

export const spear: Glyph = (c) => rotate(40, haft(c, 22, 63, 1.6) + spearHead(c, 2));
export const javelin: Glyph = (c) => rotate(40, haft(c, 26, 58, 1.5) + spearHead(c, 8) + `<path d="M29 52 L32 58 L35 52 Z" fill="${c.material(MATERIALS.leather)}" ${THIN}/>`);

export const halberd: Glyph = (c) =>
  rotate(
    30,
    haft(c, 18, 63, 1.7) +
      spearHead(c, 0) +
      `<path d="M34 20 L42 18 C50 17 54 24 52 34 C47 31 41 31 34 33 Z" fill="${c.material(MATERIALS.steel)}" ${OUTLINE}/>` +
      `<path d="M30 22 L22 26 L24 28 L30 26.5 Z" fill="${c.material(MATERIALS.darkSteel)}" ${OUTLINE}/>`,
  );

export const bow: Glyph = (c) => {
  const wood = c.material(MATERIALS.wood, 'vertical');
  const limb = 'M22 5 C48 16 48 48 22 59';
  return rotate(
    35,
    `<path d="M22 5 L22 59" stroke="#efe6cc" stroke-width="1.1"/>` +
      `<path d="${limb}" fill="none" stroke="#0b0d10" stroke-width="6.4" stroke-linecap="round"/>` +
      `<path d="${limb}" fill="none" stroke="${wood}" stroke-width="3.8" stroke-linecap="round"/>` +
      `<rect x="38.5" y="27" width="5" height="10" rx="1.5" fill="${c.material(MATERIALS.leather)}" ${THIN}/>` +
      `<path d="M14 32 L46 32" stroke="#0b0d10" stroke-width="2.4"/><path d="M14 32 L46 32" stroke="${c.material(MATERIALS.wood)}" stroke-width="1.2"/>` +
      `<path d="M46 32 L51 29.5 L50 32 L51 34.5 Z" fill="${c.material(MATERIALS.steel)}" ${THIN}/>` +
      `<path d="M14 32 L11 29 M14 32 L11 35 M17 32 L14 29 M17 32 L14 35" stroke="#d8d2c0" stroke-width="1.2"/>`,
  );
};

export const crossbow: Glyph = (c) =>
  rotate(
    -30,
    `<rect x="28.5" y="18" width="7" height="42" rx="2.5" fill="${c.material(MATERIALS.wood, 'horizontal')}" ${OUTLINE}/>` +
      `<path d="M11 30 C18 16 46 16 53 30" fill="none" stroke="#0b0d10" stroke-width="6" stroke-linecap="round"/>` +
      `<path d="M11 30 C18 16 46 16 53 30" fill="none" stroke="${c.material(MATERIALS.steel, 'vertical')}" stroke-width="3.6" stroke-linecap="round"/>` +
      `<path d="M11 30 L32 37 L53 30" fill="none" stroke="#efe6cc" stroke-width="1"/>` +
      `<path d="M32 6 L32 37" stroke="#0b0d10" stroke-width="2.6"/><path d="M32 8 L32 37" stroke="${c.material(MATERIALS.darkSteel)}" stroke-width="1.3"/>` +
      `<path d="M32 3 L34.5 9 L29.5 9 Z" fill="${c.material(MATERIALS.steel)}" ${THIN}/>` +
      `<rect x="30" y="44" width="4" height="6" rx="1" fill="${c.material(MATERIALS.darkSteel)}" ${THIN}/>`,
  );

export const shield: Glyph = (c, accent) => {
  const outer = 'M32 6 C40 9 46 9 52 10 L52 28 C52 42 44 51 32 58 C20 51 12 42 12 28 L12 10 C18 9 24 9 32 6 Z';
  const inner = 'M32 11 C38.5 13.5 43 13.5 47.5 14.3 L47.5 28 C47.5 39.5 41 47 32 52.5 C23 47 16.5 39.5 16.5 28 L16.5 14.3 C21 13.5 25.5 13.5 32 11 Z';
  return (
    `<path d="${outer}" fill="${c.material(MATERIALS.steel)}" ${OUTLINE}/>` +
    `<path d="${inner}" fill="${c.material(accent)}" ${THIN}/>` +
    `<path d="M32 14 L32 50 M19 27 L45 27" stroke="${c.material(MATERIALS.gold)}" stroke-width="3.4" stroke-linecap="round"/>` +
    `<circle cx="32" cy="27" r="4.2" fill="${c.material(MATERIALS.gold)}" ${THIN}/>` +
    hi('M14.5 12 C19 11 24 11 31 8.5')
  );
};

export const towerShield: Glyph = (c, accent) => {
  const rivets = [
    [17, 13], [47, 13], [17, 46], [47, 46], [32, 9.5], [32, 54.5],
  ]
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="1.4" fill="${c.material(MATERIALS.silver)}" ${THIN}/>`)
    .join('');
  return (
    `<path d="M12 10 Q32 3 52 10 L52 46 Q32 61 12 46 Z" fill="${c.material(MATERIALS.darkSteel)}" ${OUTLINE}/>` +
    `<path d="M17 14 Q32 9 47 14 L47 44 Q32 55 17 44 Z" fill="${c.material(accent)}" ${THIN}/>` +
    `<path d="M32 16 L41 28 L32 42 L23 28 Z" fill="${c.material(MATERIALS.gold)}" ${THIN}/>` +
    rivets +
    hi('M14 11.5 Q24 7 31 6.5')
  );
};

export const helm: Glyph = (c) =>
  `<path d="M14 42 C14 20 22 10 32 10 C42 10 50 20 50 42 L50 49 C45 49 41.5 47 40.5 43 L40.5 33 L34.5 33 L34.5 47 L29.5 47 L29.5 33 L23.5 33 L23.5 43 C22.5 47 19 49 14 49 Z" fill="${c.material(MATERIALS.steel)}" ${OUTLINE}/>` +
  `<path d="M32 10 L32 30" stroke="${c.material(MATERIALS.gold)}" stroke-width="3.2" stroke-linecap="round"/>` +
  `<path d="M17 30 L47 30" stroke="#0b0d10" stroke-opacity=".5" stroke-width="1"/>` +
  hi('M19 28 C19 20 24 14 29 12.5') +
  [20, 44].map((x) => `<circle cx="${x}" cy="38" r="1.3" fill="${c.material(MATERIALS.gold)}" ${THIN}/>`).join('');

export const pauldrons: Glyph = (c, _accent, material = MATERIALS.steel) => {
  const plate = c.material(material);
  const lame = c.material(material, 'vertical');
  const side = (flip: boolean) => {
    const t = flip ? ' transform="translate(64 0) scale(-1 1)"' : '';
    return (
      `<g${t}>` +
      `<path d="M7 44 C5 40 6 34 9 31 L27 34 L27 42 C20 41 12 42 7 44 Z" fill="${lame}" ${OUTLINE}/>` +
      `<path d="M6 35 C5 22 14 13 29 14 L30 35 C21 32 12 33 6 35 Z" fill="${plate}" ${OUTLINE}/>` +
      `<path d="M9 51 C8 47 9 43 11 41 L26 42 L26 48 C20 48 14 49 9 51 Z" fill="${lame}" ${OUTLINE}/>` +
      hi('M10 27 C12 20 18 16.5 26 16.5') +
      `<circle cx="23" cy="25" r="1.5" fill="${c.material(MATERIALS.gold)}" ${THIN}/>` +
      `</g>`
    );
  };
  return (
    `<path d="M25 16 C28 12 36 12 39 16 L38 40 C35 42 29 42 26 40 Z" fill="${c.material(MATERIALS.leather)}" ${OUTLINE}/>` +
    side(false) +
    side(true)
  );
};

export const cuirass: Glyph = (c, _accent, material = MATERIALS.steel) =>
  `<path d="M18 12 L26 9 C28 14 36 14 38 9 L46 12 L53 21 L46 27 L46 50 C40 56 24 56 18 50 L18 27 L11 21 Z" fill="${c.material(material)}" ${OUTLINE}/>` +
  dark('M32 15 L32 52', 0.35) +
  dark('M20 38 C26 41 38 41 44 38 M20 45 C26 48 38 48 44 45', 0.4) +
  hi('M21 16 L21 34') +
  `<path d="M26 9 C28 14 36 14 38 9" fill="none" stroke="${c.material(MATERIALS.gold)}" stroke-width="2.2"/>`;

export const gauntlet: Glyph = (c, _accent, material = MATERIALS.steel) => {
  const fill = c.material(material, 'horizontal');
  const fingers = [
    [21.5, 15, 17], [26.6, 10, 22], [31.7, 9, 23], [36.8, 12, 20],
  ]
    .map(([x, y, h]) => `<rect x="${x}" y="${y}" width="4.6" height="${h}" rx="2.3" fill="${fill}" ${OUTLINE}/>`)
    .join('');
  return (
    fingers +
    `<path d="M41 30 L47 23 C49.5 20.5 53 23.5 51 26.5 L44 37 Z" fill="${fill}" ${OUTLINE}/>` +
    `<path d="M21 27 L42 27 L44 40 L20 40 Z" fill="${fill}" ${OUTLINE}/>` +
    `<path d="M18 40 L46 40 L49 57 L15 57 Z" fill="${c.material(MATERIALS.leather)}" ${OUTLINE}/>` +
    `<path d="M17 45 L47 45" stroke="${c.material(MATERIALS.gold)}" stroke-width="2.2"/>` +
    hi('M23 29 L40 29')
  );
};

export const greaves: Glyph = (c, _accent, material = MATERIALS.steel) =>
  `<path d="M19 9 L45 9 L47 30 L45 57 L35 57 L32.5 30 L31.5 30 L29 57 L19 57 L17 30 Z" fill="${c.material(material)}" ${OUTLINE}/>` +
  `<path d="M19 9 L45 9 L45.4 15 L18.6 15 Z" fill="${c.material(MATERIALS.leather)}" ${OUTLINE}/>` +
  `<circle cx="32" cy="12" r="2" fill="${c.material(MATERIALS.gold)}" ${THIN}/>` +
  [24, 40].map((x) => `<ellipse cx="${x}" cy="36" rx="4" ry="3" fill="${c.material(MATERIALS.steel)}" ${THIN}/>`).join('') +
  hi('M21 18 L20 50');

export const boot: Glyph = (c, _accent, material = MATERIALS.leather) =>
  `<path d="M20 9 L37 9 L37 37 C37 42 41 43.5 47 44.5 C53 45.5 55 49 55 53 L55 57 L19 57 L19 44 Z" fill="${c.material(material)}" ${OUTLINE}/>` +
  `<path d="M18 8 L39 8 L39 16 L18 16 Z" fill="${c.material(MATERIALS.leather)}" ${OUTLINE}/>` +
  `<path d="M19 53 L55 53" stroke="#0b0d10" stroke-width="1.4"/>` +
  dark('M26 20 L33 24 M26 26 L33 30', 0.45) +
  hi('M22 19 L22 44');

export const cloak: Glyph = (c, accent) =>
  `<path d="M24 8 L40 8 C42 21 49 40 55 56 C47 52 41 58 32 54 C23 58 17 52 9 56 C15 40 22 21 24 8 Z" fill="${c.material(accent, 'vertical')}" ${OUTLINE}/>` +
  dark('M28 14 C26 28 22 42 19 53 M36 14 C38 28 42 42 45 53 M32 16 L32 53', 0.35) +
  hi('M25 12 C23 24 19 38 14 50', 0.4) +
  `<circle cx="32" cy="11" r="3.6" fill="${c.material(MATERIALS.gold)}" ${OUTLINE}/>`;

const gem = (c: Canvas, accent: Material, cx: number, cy: number, r: number) =>
  `<path d="M${num(cx)} ${num(cy - r)} L${num(cx + r)} ${num(cy)} L${num(cx)} ${num(cy + r)} L${num(cx - r)} ${num(cy)} Z" fill="${c.material(accent)}" ${THIN}/>` +
  `<path d="M${num(cx - r * 0.45)} ${num(cy - r * 0.1)} L${num(cx)} ${num(cy - r * 0.55)}" stroke="#fff" stroke-opacity=".85" stroke-width="1" stroke-linecap="round"/>`;

export const necklace: Glyph = (c, accent) =>
  `<path d="M13 10 C14 35 50 35 51 10" fill="none" stroke="#0b0d10" stroke-width="4.2" stroke-linecap="round"/>` +
  `<path d="M13 10 C14 35 50 35 51 10" fill="none" stroke="${c.material(MATERIALS.gold)}" stroke-width="2.4" stroke-dasharray="3 1.6" stroke-linecap="round"/>` +
  `<circle cx="32" cy="31.5" r="2.6" fill="none" stroke="${c.material(MATERIALS.gold)}" stroke-width="2"/>` +
  `<path d="M32 34 C39 40 41 47 36.5 52.5 C34.2 55.2 29.8 55.2 27.5 52.5 C23 47 25 40 32 34 Z" fill="${c.material(accent)}" ${OUTLINE}/>` +
  hi('M29 42 C28.5 45 28.8 48 30 50', 0.8);

export const earring: Glyph = (c, accent) =>
  `<path d="M36 9 C28 6 24 14 30 19" fill="none" stroke="#0b0d10" stroke-width="3.6" stroke-linecap="round"/>` +
  `<path d="M36 9 C28 6 24 14 30 19" fill="none" stroke="${c.material(MATERIALS.gold)}" stroke-width="1.8" stroke-linecap="round"/>` +
  `<circle cx="32" cy="26" r="6.5" fill="none" stroke="#0b0d10" stroke-width="4.6"/>` +
  `<circle cx="32" cy="26" r="6.5" fill="none" stroke="${c.material(MATERIALS.gold)}" stroke-width="2.6"/>` +
  `<path d="M32 33 C38 40 39.5 46 35.8 51.5 C33.9 54.2 30.1 54.2 28.2 51.5 C24.5 46 26 40 32 33 Z" fill="${c.material(accent)}" ${OUTLINE}/>` +
  hi('M29.5 41 C29 44 29.2 47 30.3 49', 0.8);

export const ring: Glyph = (c, accent) =>
  `<ellipse cx="32" cy="39" rx="15" ry="13" fill="none" stroke="#0b0d10" stroke-width="7.4"/>` +
  `<ellipse cx="32" cy="39" rx="15" ry="13" fill="none" stroke="${c.material(MATERIALS.gold, 'vertical')}" stroke-width="5"/>` +
  hi('M20 34 C22 29 26 27 30 26.5', 0.7) +
  `<path d="M24 25 L27 19 L37 19 L40 25 Z" fill="${c.material(MATERIALS.gold)}" ${THIN}/>` +
  gem(c, accent, 32, 15.5, 7.5);

export const bracelet: Glyph = (c, accent) =>
  `<ellipse cx="32" cy="33" rx="21" ry="13" fill="none" stroke="#0b0d10" stroke-width="9.4"/>` +
  `<ellipse cx="32" cy="33" rx="21" ry="13" fill="none" stroke="${c.material(MATERIALS.silver, 'vertical')}" stroke-width="7"/>` +
  dark('M11.5 33 C13 41 22 46.5 32 46.5 C42 46.5 51 41 52.5 33', 0.3) +
  [
    [20, 42.5], [32, 46], [44, 42.5],
  ]
    .map(([x, y]) => gem(c, accent, x!, y!, 3.6))
    .join('');

export const pouch: Glyph = (c, accent) =>
  `<path d="M20 26 C15 36 16 54 32 55 C48 54 49 36 44 26 Z" fill="${c.material(MATERIALS.leather)}" ${OUTLINE}/>` +
  `<path d="M22 26 L42 26 L40 17 C36 19 28 19 24 17 Z" fill="${c.material(MATERIALS.leather, 'vertical')}" ${OUTLINE}/>` +
  `<path d="M21 26.5 L43 26.5" stroke="${c.material(accent)}" stroke-width="2.6" stroke-linecap="round"/>` +
  `<circle cx="32" cy="40" r="5" fill="${c.material(MATERIALS.gold)}" ${OUTLINE}/>` +
  gem(c, accent, 32, 40, 2.6) +
  hi('M21 33 C19.5 39 20 45 23 49', 0.35);

export const anvil: Glyph = (c) =>
  `<path d="M10 30 L44 30 C51 30 55 28 58 25 L58 31 C54 35 48 37 44 37 L40 37 L40 43 L46 49 L46 54 L18 54 L18 49 L24 43 L24 37 L19 37 C14 37 10 34 10 30 Z" fill="${c.material(MATERIALS.darkSteel)}" ${OUTLINE}/>` +
  hi('M12 31 L44 31') +
  rotate(
    -35,
    `<rect x="30.5" y="3" width="3.6" height="20" rx="1.6" fill="${c.material(MATERIALS.wood, 'horizontal')}" ${THIN} transform="translate(-8 2)"/>` +
      `<rect x="16" y="2" width="13" height="7" rx="1.5" fill="${c.material(MATERIALS.steel)}" ${OUTLINE} transform="translate(0 2)"/>`,
  );

export const ore: Glyph = (c, accent) =>
  `<path d="M12 40 L19 22 L33 13 L48 19 L53 36 L45 51 L24 53 Z" fill="${c.material(MATERIALS.stone)}" ${OUTLINE}/>` +
  dark('M19 22 L28 32 L33 13 M28 32 L45 51 M28 32 L12 40', 0.3) +
  [
    'M36 24 L41 26 L38 30 Z', 'M22 38 L27 36 L26 42 Z', 'M40 38 L45 40 L41 44 Z',
  ]
    .map((d) => `<path d="${d}" fill="${c.material(accent)}" ${THIN}/>`)
    .join('');

export const logs: Glyph = (c) => {
  const log = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="10" fill="${c.material(MATERIALS.wood)}" ${OUTLINE}/>` +
    `<circle cx="${x}" cy="${y}" r="6.3" fill="none" stroke="#3c2410" stroke-opacity=".55" stroke-width="1"/>` +
    `<circle cx="${x}" cy="${y}" r="2.8" fill="none" stroke="#3c2410" stroke-opacity=".55" stroke-width="1"/>`;
  return log(22, 42) + log(43, 42) + log(32.5, 24);
};

export const pelt: Glyph = (c) =>
  `<path d="M18 12 C24 16 40 16 46 12 L51 20 C48 26 50 34 55 40 L46 44 C46 51 41 56 32 56 C23 56 18 51 18 44 L9 40 C14 34 16 26 13 20 Z" fill="${c.material(MATERIALS.leather)}" ${OUTLINE}/>` +
  dark('M32 18 L32 50 M24 26 C27 30 27 38 24 44 M40 26 C37 30 37 38 40 44', 0.3);

export const wheat: Glyph = (c) => {
  const gold = c.material(MATERIALS.bread);
  const stalk = (deg: number) =>
    `<g transform="rotate(${deg} 32 58)"><path d="M32 58 L32 22" stroke="#6b4a14" stroke-width="1.6"/>` +
    [14, 20, 26, 32]
      .map((y) => `<ellipse cx="29.3" cy="${y}" rx="2.4" ry="4.2" fill="${gold}" ${THIN} transform="rotate(-25 29.3 ${y})"/><ellipse cx="34.7" cy="${y}" rx="2.4" ry="4.2" fill="${gold}" ${THIN} transform="rotate(25 34.7 ${y})"/>`)
      .join('') +
    `<ellipse cx="32" cy="9" rx="2.3" ry="4" fill="${gold}" ${THIN}/></g>`;
  return stalk(-22) + stalk(22) + stalk(0) + `<path d="M26 46 L38 46" stroke="${c.material(MATERIALS.leather)}" stroke-width="3.4" stroke-linecap="round"/>`;
};

export const gemstone: Glyph = (c, accent) =>
  `<path d="M19 23 L26 13 L38 13 L45 23 L32 54 Z" fill="${c.material(accent)}" ${OUTLINE}/>` +
  `<path d="M19 23 L45 23 M26 13 L29 23 L32 54 L35 23 L38 13" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="1"/>` +
  hi('M27 15.5 L24 21', 0.9);

export const cutGem: Glyph = (c, accent) =>
  `<path d="M22 14 L42 14 L52 26 L32 54 L12 26 Z" fill="${c.material(accent)}" ${OUTLINE}/>` +
  `<path d="M12 26 L52 26 M22 14 L27 26 L32 54 L37 26 L42 14 M27 26 L32 14 L37 26" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="1"/>` +
  `<circle cx="25" cy="19" r="1.6" fill="#fff" fill-opacity=".9"/>`;

export const ingot: Glyph = (c, accent) => {
  const metal = pick3(accent);
  return (
    `<path d="M12 34 L22 24 L52 24 L42 34 Z" fill="${c.material(metal, 'horizontal')}" ${OUTLINE}/>` +
    `<path d="M12 34 L42 34 L42 46 L12 46 Z" fill="${c.material(metal, 'vertical')}" ${OUTLINE}/>` +
    `<path d="M42 34 L52 24 L52 36 L42 46 Z" fill="${c.material([metal[1], metal[2], metal[2]], 'vertical')}" ${OUTLINE}/>` +
    hi('M16 33 L24 25.5 L48 25.5', 0.8)
  );
};

/** Ingot metal by accent: gold, silver or steel. */
function pick3(accent: Material): Material {
  const n = accent[1].charCodeAt(3) % 3;
  return n === 0 ? MATERIALS.gold : n === 1 ? MATERIALS.silver : MATERIALS.steel;
}

export const planks: Glyph = (c) =>
  [16, 28, 40]
    .map(
      (y, i) =>
        `<rect x="${10 + i * 2}" y="${y}" width="${44 - i * 2}" height="10" rx="1.5" fill="${c.material(MATERIALS.wood, 'vertical')}" ${OUTLINE}/>` +
        dark(`M${14 + i * 2} ${y + 4} C26 ${y + 2} 36 ${y + 6} ${50 - i} ${y + 4}`, 0.3),
    )
    .join('');

export const leatherRoll: Glyph = (c) =>
  `<path d="M14 18 L42 18 L50 46 L22 46 Z" fill="${c.material(MATERIALS.leather)}" ${OUTLINE}/>` +
  `<ellipse cx="18" cy="32" rx="6" ry="15" fill="${c.material(MATERIALS.leather, 'horizontal')}" ${OUTLINE} transform="rotate(-16 18 32)"/>` +
  `<ellipse cx="18" cy="32" rx="2.6" ry="9" fill="none" stroke="#3b210c" stroke-opacity=".6" stroke-width="1" transform="rotate(-16 18 32)"/>` +
  `<path d="M30 30 L44 34" stroke="${c.material(MATERIALS.gold)}" stroke-width="2" stroke-linecap="round"/>`;

export const clothBolt: Glyph = (c, accent) =>
  `<path d="M12 22 L42 14 L52 42 L22 50 Z" fill="${c.material(accent)}" ${OUTLINE}/>` +
  `<path d="M15 30 L45 22 M18 38 L48 30" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>` +
  `<ellipse cx="17" cy="36" rx="5" ry="14" fill="${c.material(accent, 'horizontal')}" ${OUTLINE} transform="rotate(-15 17 36)"/>`;

export const sack: Glyph = (c) =>
  `<path d="M18 24 C12 38 14 55 32 56 C50 55 52 38 46 24 Z" fill="${c.material(MATERIALS.parchment)}" ${OUTLINE}/>` +
  `<path d="M22 24 C24 17 26 12 32 14 C38 12 40 17 42 24 Z" fill="${c.material(MATERIALS.parchment, 'vertical')}" ${OUTLINE}/>` +
  `<path d="M20 24.5 L44 24.5" stroke="${c.material(MATERIALS.leather)}" stroke-width="2.8" stroke-linecap="round"/>` +
  dark('M26 34 C27 42 27 48 25 52 M38 34 C37 42 37 48 39 52', 0.25);

export const shards: Glyph = (c, accent) => {
  const crystal = (x: number, h: number, deg: number) =>
    `<path d="M${x} ${54 - h} L${x + 5} ${58 - h} L${x + 5} 54 L${x - 5} 54 L${x - 5} ${58 - h} Z" fill="${c.material(accent, 'horizontal')}" ${OUTLINE} transform="rotate(${deg} ${x} 54)"/>` +
    `<path d="M${x} ${56 - h} L${x} 53" stroke="#fff" stroke-opacity=".5" stroke-width="1" transform="rotate(${deg} ${x} 54)"/>`;
  return crystal(22, 26, -22) + crystal(42, 28, 22) + crystal(32, 40, 0);
};

export const book: Glyph = (c, accent) =>
  `<path d="M18 12 L46 10 L48 50 L20 54 Z" fill="${c.material(MATERIALS.parchment, 'horizontal')}" ${OUTLINE}/>` +
  `<path d="M14 14 L42 12 L44 52 L16 56 Z" fill="${c.material(accent)}" ${OUTLINE}/>` +
  `<path d="M19 14 L19.5 54" stroke="#000" stroke-opacity=".35" stroke-width="1.2"/>` +
  `<path d="M27 26 L35 25 L36 37 L28 38 Z" fill="none" stroke="${c.material(MATERIALS.gold)}" stroke-width="1.8"/>`;

export const jar: Glyph = (c, accent) =>
  `<path d="M22 20 L42 20 C50 26 50 50 42 55 L22 55 C14 50 14 26 22 20 Z" fill="${c.material(['#e7b08a', '#b46a3c', '#5e2f12'])}" ${OUTLINE}/>` +
  `<rect x="23" y="13" width="18" height="8" rx="2" fill="${c.material(MATERIALS.wood)}" ${OUTLINE}/>` +
  `<path d="M18 36 L46 36" stroke="${c.material(accent)}" stroke-width="3"/>` +
  hi('M21 27 C18.5 33 18.5 42 21 48', 0.45);

export const cog: Glyph = (c) => {
  const teeth: string[] = [];
  for (let i = 0; i < 8; i++) teeth.push(`<rect x="28.5" y="8" width="7" height="10" rx="1.2" fill="${c.material(MATERIALS.steel)}" ${OUTLINE} transform="rotate(${i * 45} 32 32)"/>`);
  return (
    teeth.join('') +
    `<circle cx="32" cy="32" r="16" fill="${c.material(MATERIALS.steel)}" ${OUTLINE}/>` +
    `<circle cx="32" cy="32" r="6" fill="#1a1d22" ${THIN}/>` +
    hi('M21 26 C23 21 27 18.5 32 18', 0.7)
  );
};

export const vial: Glyph = (c, accent) =>
  `<path d="M28 10 L36 10 L36 26 L44 46 C46 51 43 55 38 55 L26 55 C21 55 18 51 20 46 L28 26 Z" fill="#dff1ff" fill-opacity=".35" ${OUTLINE}/>` +
  `<path d="M23.5 40 L40.5 40 L43.5 47 C44.8 50.5 42.7 53 39 53 L25 53 C21.3 53 19.2 50.5 20.5 47 Z" fill="${c.material(accent)}"/>` +
  `<rect x="27" y="6" width="10" height="6" rx="1.5" fill="${c.material(MATERIALS.wood)}" ${OUTLINE}/>` +
  star(c, 46, 18, 7, MATERIALS.gold) +
  hi('M30 28 L24 44', 0.7);

export const fang: Glyph = (c) =>
  `<path d="M18 12 C34 10 46 20 46 34 C46 44 40 52 30 56 C36 46 36 36 32 28 C28 22 22 20 18 20 Z" fill="${c.material(MATERIALS.bone)}" ${OUTLINE}/>` +
  `<path d="M16 10 L20 10 L20 22 L16 22 Z" fill="${c.material(MATERIALS.leather)}" ${OUTLINE}/>` +
  hi('M24 14 C34 14 42 22 43 32', 0.7);

export const potion: Glyph = (c, accent) =>
  `<rect x="27" y="9" width="10" height="14" rx="2" fill="#dff1ff" fill-opacity=".35" ${OUTLINE}/>` +
  `<circle cx="32" cy="39" r="15" fill="#dff1ff" fill-opacity=".3" ${OUTLINE}/>` +
  `<path d="M17.6 40.5 A14.4 14.4 0 0 0 46.4 40.5 C41 37.5 36 43 32 40.5 C28 38 23 43 17.6 40.5 Z" fill="${c.material(accent)}"/>` +
  `<rect x="26" y="5" width="12" height="6" rx="1.6" fill="${c.material(MATERIALS.wood)}" ${OUTLINE}/>` +
  `<circle cx="26" cy="33" r="2.4" fill="#fff" fill-opacity=".75"/>` +
  hi('M21.5 35 C22 31 24 28 27 26.5', 0.75);

export const scroll: Glyph = (c, accent) =>
  `<rect x="16" y="14" width="32" height="36" rx="1" fill="${c.material(MATERIALS.parchment, 'horizontal')}" ${OUTLINE}/>` +
  `<rect x="12" y="9" width="40" height="7" rx="3.5" fill="${c.material(MATERIALS.parchment, 'vertical')}" ${OUTLINE}/>` +
  `<rect x="12" y="48" width="40" height="7" rx="3.5" fill="${c.material(MATERIALS.parchment, 'vertical')}" ${OUTLINE}/>` +
  dark('M21 23 L43 23 M21 29 L43 29 M21 35 L37 35', 0.35) +
  `<circle cx="41" cy="41" r="4.6" fill="${c.material(accent)}" ${OUTLINE}/>`;

export const bread: Glyph = (c) =>
  `<path d="M10 40 C10 26 21 19 32 19 C43 19 54 26 54 40 C54 46 50 48 46 48 L18 48 C14 48 10 46 10 40 Z" fill="${c.material(MATERIALS.bread)}" ${OUTLINE}/>` +
  dark('M20 28 L24 36 M29 25 L33 34 M38 26 L42 35', 0.45) +
  hi('M15 33 C17 27 22 23 28 22', 0.6);

export const coin: Glyph = (c) =>
  `<circle cx="32" cy="32" r="20" fill="${c.material(MATERIALS.gold)}" ${OUTLINE}/>` +
  `<circle cx="32" cy="32" r="15" fill="none" stroke="#7d5a18" stroke-opacity=".7" stroke-width="1.2"/>` +
  star(c, 32, 32, 9, MATERIALS.gold);

// ------------------------------------------------------------------------------------------------ symbols

/** A four-pointed sparkle star. */
export function star(c: Canvas, cx: number, cy: number, r: number, m: Material): string {
  const k = r * 0.28;
  return `<path d="M${num(cx)} ${num(cy - r)} L${num(cx + k)} ${num(cy - k)} L${num(cx + r)} ${num(cy)} L${num(cx + k)} ${num(cy + k)} L${num(cx)} ${num(cy + r)} L${num(cx - k)} ${num(cy + k)} L${num(cx - r)} ${num(cy)} L${num(cx - k)} ${num(cy - k)} Z" fill="${c.material(m)}" ${THIN}/>`;
}

export const starSymbol: Glyph = (c, accent) => {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? 22 : 9;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${num(32 + r * Math.cos(a))} ${num(33 + r * Math.sin(a))}`);
  }
  return `<path d="M${points.join(' L')} Z" fill="${c.material(accent)}" ${OUTLINE}/>` + hi('M28 20 L32 11', 0.8);
};

export const burst: Glyph = (c, accent) => {
  const points: string[] = [];
  for (let i = 0; i < 16; i++) {
    const r = i % 2 === 0 ? 23 : 10;
    const a = (Math.PI / 8) * i - Math.PI / 2;
    points.push(`${num(32 + r * Math.cos(a))} ${num(32 + r * Math.sin(a))}`);
  }
  return `<path d="M${points.join(' L')} Z" fill="${c.material(accent)}" ${OUTLINE}/><circle cx="32" cy="32" r="5" fill="#fff" fill-opacity=".85"/>`;
};

export const heart: Glyph = (c, accent) =>
  `<path d="M32 54 C20 44 10 36 10 24 C10 16 16 11 22.5 11 C27 11 30.5 13.5 32 17.5 C33.5 13.5 37 11 41.5 11 C48 11 54 16 54 24 C54 36 44 44 32 54 Z" fill="${c.material(accent)}" ${OUTLINE}/>` +
  hi('M17 20 C17.5 17 20 15 23 15', 0.85);

export const flame: Glyph = (c, accent) =>
  `<path d="M32 6 C36 16 48 22 48 38 C48 49 41 56 32 56 C23 56 16 49 16 38 C16 30 21 25 24 20 C25 26 27 29 30 30 C29 22 30 13 32 6 Z" fill="${c.material(accent, 'vertical')}" ${OUTLINE}/>` +
  `<path d="M32 30 C35 36 40 39 40 45 C40 50 36.5 53 32 53 C27.5 53 24 50 24 45 C24 40 28 37 32 30 Z" fill="#fff3c4" fill-opacity=".85"/>`;

export const drop: Glyph = (c, accent) =>
  `<path d="M32 7 C40 20 48 30 48 40 C48 49 41 56 32 56 C23 56 16 49 16 40 C16 30 24 20 32 7 Z" fill="${c.material(accent)}" ${OUTLINE}/>` +
  hi('M22 38 C22 33 24.5 28 27 24', 0.85);

export const feather: Glyph = (c) =>
  rotate(
    35,
    `<path d="M32 4 C44 14 44 36 34 52 L30 52 C20 36 20 14 32 4 Z" fill="${c.material(['#ffffff', '#d9e2ec', '#8d9aab'])}" ${OUTLINE}/>` +
      `<path d="M32 10 L32 60" stroke="#5b4a2e" stroke-width="1.6" stroke-linecap="round"/>` +
      dark('M32 18 L26 24 M32 26 L25 33 M32 34 L26 41 M32 18 L38 24 M32 26 L39 33 M32 34 L38 41', 0.25),
  );

export const leaf: Glyph = (c) =>
  rotate(
    30,
    `<path d="M32 4 C48 16 48 40 32 56 C16 40 16 16 32 4 Z" fill="${c.material(['#d4f7b5', '#4fa83a', '#1e4d14'])}" ${OUTLINE}/>` +
      `<path d="M32 10 L32 62" stroke="#1e4d14" stroke-width="1.8" stroke-linecap="round"/>` +
      dark('M32 22 L24 16 M32 30 L22 24 M32 38 L24 33 M32 22 L40 16 M32 30 L42 24 M32 38 L40 33', 0.3),
  );

export const acorn: Glyph = (c) =>
  `<path d="M20 30 C20 44 25 53 32 56 C39 53 44 44 44 30 Z" fill="${c.material(['#f0c98a', '#b67a34', '#5e3a10'])}" ${OUTLINE}/>` +
  `<path d="M16 30 C16 20 23 15 32 15 C41 15 48 20 48 30 Z" fill="${c.material(MATERIALS.leather)}" ${OUTLINE}/>` +
  `<path d="M32 15 L34 8" stroke="#4d3015" stroke-width="2.6" stroke-linecap="round"/>` +
  dark('M20 24 L44 24 M18.5 27.5 L45.5 27.5', 0.3) +
  hi('M24 36 C24 42 26 47 29 50', 0.5);

export const crown: Glyph = (c, accent) =>
  `<path d="M12 46 L10 20 L22 31 L32 14 L42 31 L54 20 L52 46 Z" fill="${c.material(MATERIALS.gold)}" ${OUTLINE}/>` +
  `<rect x="12" y="44" width="40" height="8" rx="2" fill="${c.material(MATERIALS.gold, 'vertical')}" ${OUTLINE}/>` +
  gem(c, accent, 32, 36, 4.5) +
  [10, 32, 54].map((x, i) => `<circle cx="${x}" cy="${i === 1 ? 13 : 19}" r="2.6" fill="${c.material(MATERIALS.gold)}" ${THIN}/>`).join('');

export const note: Glyph = (c) =>
  `<path d="M24 44 L24 14 L48 8 L48 38" fill="none" stroke="#0b0d10" stroke-width="5.4" stroke-linejoin="round"/>` +
  `<path d="M24 44 L24 14 L48 8 L48 38" fill="none" stroke="${c.material(MATERIALS.gold)}" stroke-width="3.2" stroke-linejoin="round"/>` +
  `<path d="M24 20 L48 14" stroke="#0b0d10" stroke-width="5.4"/><path d="M24 20 L48 14" stroke="${c.material(MATERIALS.gold)}" stroke-width="3.2"/>` +
  `<ellipse cx="18.5" cy="45" rx="7" ry="5.4" fill="${c.material(MATERIALS.gold)}" ${OUTLINE} transform="rotate(-20 18.5 45)"/>` +
  `<ellipse cx="42.5" cy="39" rx="7" ry="5.4" fill="${c.material(MATERIALS.gold)}" ${OUTLINE} transform="rotate(-20 42.5 39)"/>`;

export const banner: Glyph = (c, accent) =>
  `<rect x="16" y="6" width="3.6" height="52" rx="1.8" fill="${c.material(MATERIALS.wood, 'horizontal')}" ${OUTLINE}/>` +
  `<path d="M19.6 10 L50 10 L50 40 L35 34 L19.6 40 Z" fill="${c.material(accent)}" ${OUTLINE}/>` +
  star(c, 35, 22, 7, MATERIALS.gold) +
  `<circle cx="17.8" cy="6" r="3" fill="${c.material(MATERIALS.gold)}" ${THIN}/>`;
