// A boss's portrait as SVG: a medallion with an atmospheric backdrop (sky glow, far hills, mist, motes), the
// creature's bust backlit with a rim of light and glowing eyes, a vignette, a metal ring with rivets and the
// boss's initials on a plaque. Every choice follows from a hash of the name, so a boss always gets the same
// picture and two bosses rarely share one. Only paths, gradients and blurs: what resvg draws the same everywhere.

import { seededRandom } from '@eoa/game-rules';

export interface BossPortraitInput {
  name: string;
  /** A hint at the creature ("Cave-troll", "Spider" …); otherwise the name's words decide, then the hash. */
  genus?: string | null;
  /** Known: the ring is gold from level 40, bronze below; unknown: bronze. */
  level?: number;
}

export const PORTRAIT_SIZE = 256;

export type PortraitFamily = 'troll' | 'orc' | 'warg' | 'spider' | 'wraith' | 'dragon' | 'man';
const FAMILIES: readonly PortraitFamily[] = ['troll', 'orc', 'warg', 'spider', 'wraith', 'dragon', 'man'];

// In this order: a "Barrow-wight King" is a wight, a "Goblin-lord" a goblin, a "Wolf-chieftain" a wolf.
const FAMILY_WORDS: readonly (readonly [RegExp, PortraitFamily])[] = [
  [/spider|broodmother|weaver|crawler|insect|\bspawn\b/i, 'spider'],
  [/dragon|drake|wyrm|\bworms?\b|serpent|wyvern/i, 'dragon'],
  [/warg|wolf|wolves|\bhounds?\b|\bbeasts?\b|\bbears?\b|\bboar/i, 'warg'],
  [/wight|wraith|ghost|spirit|shade|spectre|specter|phantom|undead|unseen|barrow|\bdead\b|lich|nazg|witch-king/i, 'wraith'],
  [/troll|ogre|giant|ettin|\bolog/i, 'troll'],
  [/\borcs?\b|orc-|uruk|goblin|snaga|hobgoblin|half-orc/i, 'orc'],
  [/\b(man|men|human|dwarf|dwarves|dwarven|elf|elves|elven|hobbit|lord|king|queen|captain|chieftain|knight|thane|sorcerer|witch|brigand|bandit|warden)\b/i, 'man'],
];

/** Titles that earn a crown (wights and men). */
const ROYAL = /\b(king|queen|prince|princess|lord|lady|tyrant|emperor)\b/i;

/** FNV-1a: a stable 32-bit hash of the name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

type Rng = () => number;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? '');
}

/** A number as SVG writes it: at most two decimals, so the same name always gives the same bytes. */
function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

export function portraitFamily(input: BossPortraitInput): PortraitFamily {
  for (const text of [input.genus ?? '', input.name]) {
    const match = FAMILY_WORDS.find(([pattern]) => pattern.test(text));
    if (match) return match[1];
  }
  return FAMILIES[hash(input.name.trim()) % FAMILIES.length]!;
}

/** The people of a 'man' portrait: the genus or the name may say dwarf or elf; anyone else is a man. */
type Folk = 'man' | 'dwarf' | 'elf';
function folkOf(input: BossPortraitInput): Folk {
  const text = `${input.genus ?? ''} ${input.name}`;
  if (/dwar(f|ves|ven)/i.test(text)) return 'dwarf';
  if (/\b(elf|elves|elven)\b/i.test(text)) return 'elf';
  return 'man';
}

function initials(name: string): string {
  const words = name
    .split(/[\s\-–—_,.]+/)
    .filter((word) => word && !/^(the|of|and|a|an|der|die|das|le|la|les|de|du|des)$/i.test(word));
  const letters = words.slice(0, 2).map((word) => [...word][0]!.toLocaleUpperCase('en'));
  return letters.join('') || '?';
}

interface Palette {
  /** Sky: the glow behind the creature, the middle, the dark edge. */
  glow: string;
  mid: string;
  dark: string;
  /** The rim light on the creature's edge. */
  rim: string;
  /** Far hills, mist and the motes drifting in the air. */
  hills: string;
  mist: string;
  mote: string;
}

// Muted, atmospheric skies: a hue per boss from the hash.
const PALETTES: readonly Palette[] = [
  { glow: '#d9773a', mid: '#6e2510', dark: '#140503', rim: '#ffb070', hills: '#3a1208', mist: '#e08a4a', mote: '#ffb347' }, // ember
  { glow: '#9cb46a', mid: '#2c4526', dark: '#060c07', rim: '#d2eaa0', hills: '#172616', mist: '#a8c48a', mote: '#c6ff7a' }, // swamp
  { glow: '#a9d2ea', mid: '#2a4f6e', dark: '#050b14', rim: '#dcf2ff', hills: '#142a3d', mist: '#b8dcf0', mote: '#f0f8ff' }, // ice
  { glow: '#a688d6', mid: '#37225a', dark: '#0a0612', rim: '#dac8ff', hills: '#1d1233', mist: '#b49ae0', mote: '#d2b2ff' }, // shadow
  { glow: '#dcc48c', mid: '#5e4a2c', dark: '#110c06', rim: '#fff0c8', hills: '#2e2414', mist: '#e6d2a2', mote: '#ffe9b5' }, // bone
  { glow: '#d86a5a', mid: '#551420', dark: '#110306', rim: '#ffc2a8', hills: '#2c0a10', mist: '#e08a7a', mote: '#ff9c7a' }, // blood moon
  { glow: '#86c2b8', mid: '#1f4548', dark: '#040e0f', rim: '#c8fff4', hills: '#102628', mist: '#9ed2c8', mote: '#bffff0' }, // storm
];

const EYES = ['#ff3a1c', '#ff9a1a', '#ffd83a', '#8cff3a', '#4ae0ff', '#c27bff', '#ff4f6e'];
const SPIRIT_EYES = ['#9fe8ff', '#b6ffcf', '#d8c8ff', '#e8fff8'];

/** Ring metals: highlight, light, middle, dark. */
const METALS = {
  gold: ['#fff4c4', '#f0c860', '#a8741e', '#4a2e08'],
  bronze: ['#ffd9a8', '#d08d4a', '#7c4620', '#2e1608'],
} as const;

/** Skin, fur or armour of each creature: lit, middle, shadow (tinted by the sky through the rim light). */
const SKINS: Readonly<Record<PortraitFamily, readonly [string, string, string]>> = {
  troll: ['#3e4034', '#1e1e18', '#070706'],
  orc: ['#363c26', '#1a1d12', '#060704'],
  warg: ['#362e28', '#181410', '#060504'],
  spider: ['#2a2430', '#110e14', '#040305'],
  wraith: ['#2e3440', '#13161c', '#050608'],
  dragon: ['#44281e', '#1e100b', '#070303'],
  man: ['#34343c', '#18181e', '#060608'],
};

type Pt = readonly [number, number];
/** A straight line to a point, or a cubic curve: two control points and the end. */
type Seg = readonly [Pt] | readonly [Pt, Pt, Pt];

const p = (pt: Pt) => `${n(pt[0])} ${n(pt[1])}`;
const flipX = (pt: Pt): Pt => [256 - pt[0], pt[1]];

/** A closed outline symmetric about x = 128: the left half from `start` to the centre line, then mirrored back. */
function symmetric(start: Pt, segs: readonly Seg[]): string {
  let d = `M${p(start)}`;
  for (const s of segs) d += s.length === 1 ? ` L${p(s[0])}` : ` C${p(s[0])} ${p(s[1])} ${p(s[2])}`;
  const ends: Pt[] = [start, ...segs.map((s) => s[s.length - 1]!)];
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const to = flipX(ends[i]!);
    d += s.length === 1 ? ` L${p(to)}` : ` C${p(flipX(s[1]))} ${p(flipX(s[0]))} ${p(to)}`;
  }
  return `${d} Z`;
}

/** The same drawing on both sides of the face. */
const both = (svg: string) => `${svg}<g transform="matrix(-1 0 0 1 256 0)">${svg}</g>`;

/** A tapered limb along a polyline (spider legs): its outline, `widths` per point. */
function limb(points: readonly Pt[], widths: readonly number[]): string {
  const left: Pt[] = [];
  const right: Pt[] = [];
  points.forEach((pt, i) => {
    const prev = points[Math.max(0, i - 1)]!;
    const next = points[Math.min(points.length - 1, i + 1)]!;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = widths[i]! / 2;
    left.push([pt[0] - (dy / len) * w, pt[1] + (dx / len) * w]);
    right.push([pt[0] + (dy / len) * w, pt[1] - (dx / len) * w]);
  });
  return `M${[...left, ...right.reverse()].map(p).join(' L')} Z`;
}

interface Eye {
  x: number;
  y: number;
  r: number;
  /** Degrees: the inner corner down makes a scowl. */
  slant?: number;
  /** The glow's radius, in eye radii (small for a cluster of eyes, so they stay apart). */
  glow?: number;
}

/** An outline piece: a path, or a path drawn mirrored across x = 128. */
type Shape = string | { mirrored: string };

interface Creature {
  /** The outline pieces: lit at the rim, filled dark, and the clip of the details. */
  shapes: Shape[];
  /** Features and shading inside the outline. */
  details: string;
  eyes: Eye[];
  /** Drawn over the creature unclipped (wisps, smoke). */
  over?: string;
  /** A profile drawn facing left; the portrait turns it away from the light. */
  profile?: boolean;
}

interface Tools {
  r: Rng;
  v: (min: number, max: number) => number;
  /** Lit by the rim colour at this opacity. */
  lit: (opacity: number) => string;
  /** Shaded black at this opacity. */
  shade: (opacity: number) => string;
  /** The rim light's, the eyes' and the mist's colours. */
  rim: string;
  eye: string;
  mist: string;
  folk: Folk;
  /** The genus and the name, for titles that choose a detail (a king wears a crown). */
  words: string;
}

// Troll: a small sloping skull over a massive jaw, sunk between hunched shoulders; a jutting brow, tusks.
function troll(t: Tools): Creature {
  const { v, r, lit, shade } = t;
  // How high the shoulders hunch, and how low the head sits between them.
  const b = v(0, 10);
  const y = v(-2, 6);
  const at = (yy: number) => n(yy + y);
  const shapes: Shape[] = [
    symmetric(
      [-6, 256],
      [
        [[-4, 186 - b], [6, 122 - b], [34, 104 - b]],
        [[50, 96 - b], [64, 100], [78, 124 + y]],
        [[74, 112 + y], [78, 104 + y], [84, 100 + y]],
        [[81, 94 + y], [83, 88 + y], [88, 84 + y]],
        [[94, 76 + y], [104, 71 + y], [112, 70 + y]],
        [[118, 68 + y], [124, 68 + y], [128, 68 + y]],
      ],
    ),
  ];
  // Knobs on the skull, never quite the same on both sides.
  for (let i = 0; i < 3; i++) shapes.push(`M${n(v(100, 156))} ${at(76)} m-6 0 a6 ${n(v(4, 7))} 0 1 1 12 0 Z`);
  let details = '';
  if (r() < 0.6) {
    // Ragged ears.
    shapes.push(...mirrorPair(`M82 ${at(100)} C74 ${at(96)} 66 ${at(90)} 58 ${at(78)} C58 ${at(88)} 60 ${at(94)} 64 ${at(98)} L60 ${at(100)} C66 ${at(108)} 74 ${at(114)} 80 ${at(116)} Z`));
  }
  const horns = r();
  if (horns < 0.3) {
    // Bull's horns out of the temples, ridged.
    const tip: Pt = [66 - v(0, 10), 22 + v(0, 12) + y];
    shapes.push(...mirrorPair(limb([[102, 76 + y], [84, 70 + y], [70, 58 + y], [64, 42 + y], tip], [16, 14, 11, 7, 1])));
    details += both(`<path d="M88 ${at(62)} L92 ${at(76)} M76 ${at(54)} L80 ${at(66)} M66 ${at(46)} L72 ${at(54)}" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="1.8"/>`);
  } else if (horns < 0.55) {
    // Bone spurs along the crown.
    shapes.push(...mirrorPair(limb([[106, 74 + y], [98, 60 + y], [96, 46 + y], [100, 32 + y]], [14, 10, 6, 1])));
    shapes.push(...mirrorPair(limb([[92, 84 + y], [82, 74 + y], [76, 62 + y]], [10, 6, 1])));
  }
  if (r() < 0.45) {
    // Crude spiked hide over the shoulders.
    shapes.push(...mirrorPair(`M2 168 L-2 128 L16 146 L20 ${n(102 - b)} L32 136 L46 ${n(94 - b)} L52 128 L66 108 C58 142 32 162 2 168 Z`));
  }
  details +=
    // Knotted shoulders and a chest in the jaw's shadow.
    both(`<path d="M32 ${n(118 - b)} C48 ${n(108 - b)} 62 108 76 118 C62 124 46 126 32 ${n(118 - b)} Z" ${lit(0.14)}/>`) +
    both('<path d="M46 214 C74 194 104 190 126 204" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="3"/>') +
    `<path d="M82 ${at(132)} C92 ${at(160)} 114 ${at(168)} 128 ${at(168)} C142 ${at(168)} 164 ${at(160)} 174 ${at(132)} C170 ${at(176)} 86 ${at(176)} 82 ${at(132)} Z" ${shade(0.6)}/>` +
    // The brow: lit on top, a deep shadow under it.
    `<path d="M90 ${at(92)} C104 ${at(80)} 120 ${at(82)} 128 ${at(89)} C136 ${at(82)} 152 ${at(80)} 166 ${at(92)} L164 ${at(99)} C150 ${at(91)} 138 ${at(93)} 128 ${at(99)} C118 ${at(93)} 106 ${at(91)} 92 ${at(99)} Z" ${lit(0.24)}/>` +
    `<path d="M94 ${at(99)} C106 ${at(92)} 118 ${at(94)} 128 ${at(100)} C138 ${at(94)} 150 ${at(92)} 162 ${at(99)} C152 ${at(111)} 104 ${at(111)} 94 ${at(99)} Z" ${shade(0.75)}/>` +
    `<path d="M110 ${at(82)} C116 ${at(77)} 122 ${at(78)} 126 ${at(84)} M130 ${at(84)} C134 ${at(78)} 140 ${at(77)} 146 ${at(82)}" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="1.6"/>` +
    // A long, bulbous nose.
    `<path d="M121 ${at(100)} C119 ${at(112)} 108 ${at(116)} 110 ${at(126)} C118 ${at(132)} 138 ${at(132)} 146 ${at(126)} C148 ${at(116)} 137 ${at(112)} 135 ${at(100)} Z" ${lit(0.15)}/>` +
    `<path d="M110 ${at(126)} C118 ${at(132)} 138 ${at(132)} 146 ${at(126)}" fill="none" stroke="#000" stroke-opacity=".55" stroke-width="1.6"/>` +
    both(`<ellipse cx="120" cy="${at(125)}" rx="3.4" ry="2.1" ${shade(0.75)}/>`) +
    both(`<path d="M98 ${at(116)} C102 ${at(126)} 102 ${at(132)} 98 ${at(140)}" fill="none" stroke="#000" stroke-opacity=".4" stroke-width="1.8"/>`) +
    // The jutting lower jaw and its tusks.
    `<path d="M94 ${at(138)} C108 ${at(134)} 148 ${at(134)} 162 ${at(138)} C150 ${at(150)} 106 ${at(150)} 94 ${at(138)} Z" fill="#120505"/>` +
    `<path d="M100 ${at(148)} C112 ${at(157)} 144 ${at(157)} 156 ${at(148)}" fill="none" stroke="${t.rim}" stroke-opacity=".22" stroke-width="1.5"/>` +
    both(`<path d="M100 ${at(146)} C95 ${at(136)} ${n(92 - v(0, 4))} ${at(126)} ${n(96 - v(0, 3))} ${at(110)} C101 ${at(123)} 106 ${at(133)} 109 ${at(145)} Z" fill="url(#bone)"/>`) +
    both(`<path d="M113 ${at(147)} L115 ${at(140)} L118 ${at(147)} Z M121 ${at(148)} L123 ${at(142)} L126 ${at(148)} Z" fill="url(#bone)"/>`);
  if (r() < 0.5) details += scar(t, 138, 82 + y, 158, 116 + y);
  // Warts and knots on the hide.
  for (let i = 0; i < 6; i++) details += `<circle cx="${n(v(30, 226))}" cy="${n(v(150, 220))}" r="${n(v(2, 4.5))}" ${lit(0.08)}/>`;
  return {
    shapes,
    details,
    eyes: [
      { x: 113, y: 104 + y, r: 3.2, slant: 16 },
      { x: 143, y: 104 + y, r: 3.2, slant: -16 },
    ],
  };
}

// Orc or goblin: a lean skull, long ears, a scowl and small tusks; a spiked helm or a topknot, spiked pauldrons.
function orc(t: Tools): Creature {
  const { v, r, lit, shade } = t;
  const ear = v(0.9, 1.35);
  const shapes: Shape[] = [
    symmetric(
      [4, 256],
      [
        [[8, 214], [24, 190], [56, 182]],
        [[76, 178], [96, 172], [104, 160]],
        [[102, 152], [98, 146], [98, 138]],
        [[96, 128], [94, 118], [95, 108]],
        [[96, 86], [108, 72], [128, 70]],
      ],
    ),
  ];
  // Ears sweep out and up, longer on goblins.
  shapes.push(...mirrorPair(`M97 104 C${n(97 - 14 * ear)} ${n(102 - 6 * ear)} ${n(97 - 30 * ear)} ${n(96 - 12 * ear)} ${n(97 - 46 * ear)} ${n(86 - 18 * ear)} C${n(97 - 36 * ear)} ${n(104 - 8 * ear)} ${n(97 - 20 * ear)} 116 98 124 Z`));
  let details = both(`<path d="M96 110 C${n(97 - 16 * ear)} ${n(104 - 4 * ear)} ${n(97 - 30 * ear)} ${n(98 - 10 * ear)} ${n(97 - 40 * ear)} ${n(90 - 16 * ear)}" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="2"/>`);
  const helm = r() < 0.55;
  if (helm) {
    // A skullcap helm with a crest of spikes and a nasal.
    const cap = 'M92 110 C91 80 106 62 128 60 C150 62 165 80 164 110 C150 101 140 99 128 99 C116 99 106 101 92 110 Z';
    shapes.push(cap);
    const spikes = 1 + Math.floor(v(0, 3));
    for (let i = 0; i < spikes; i++) {
      const x = 128 + (i - (spikes - 1) / 2) * 16;
      const h = i === (spikes - 1) / 2 ? 30 : 20;
      shapes.push(`M${n(x - 7)} 70 L${n(x)} ${n(66 - h)} L${n(x + 7)} 70 Z`);
    }
    details +=
      `<path d="${cap}" fill="url(#steel)" fill-opacity=".55"/>` +
      `<path d="M93 106 C106 98 116 96 128 96 C140 96 150 98 163 106" fill="none" stroke="${t.rim}" stroke-opacity=".45" stroke-width="1.6"/>` +
      `<path d="M125 98 L131 98 L130 122 L126 122 Z" fill="url(#steel)"/>` +
      both(`<circle cx="104" cy="101" r="1.6" fill="${t.rim}" fill-opacity=".6"/>`);
  } else {
    // A topknot.
    shapes.push(`M118 74 C116 58 122 44 ${n(136 + v(-6, 10))} 32 C132 48 134 60 140 74 Z`);
  }
  // War paint across the eyes for some.
  if (r() < 0.4) details += `<path d="M98 110 L158 110 L156 121 L100 121 Z" fill="#8a1010" fill-opacity=".45"/>`;
  if (r() < 0.7) {
    // Pauldrons with spikes.
    shapes.push(...mirrorPair('M16 214 C16 188 36 170 62 170 C82 170 96 180 100 194 C80 188 48 194 16 214 Z'));
    shapes.push(...mirrorPair(`M34 182 L${n(22 - v(0, 8))} ${n(146 - v(0, 10))} L48 174 Z M56 172 L${n(52 - v(0, 6))} ${n(138 - v(0, 10))} L70 170 Z`));
    details +=
      both(`<path d="M20 206 C40 188 70 182 98 190" fill="none" stroke="${t.rim}" stroke-opacity=".35" stroke-width="1.6"/>`) +
      both('<path d="M18 196 C30 178 50 172 70 172" fill="none" stroke="#000" stroke-opacity=".5" stroke-width="1.4"/>');
  }
  details +=
    // Scowling brows, a flat snout, a grim mouth with small tusks.
    both(`<path d="M98 ${helm ? 108 : 104} L125 112 L125 117 L99 112 Z" ${shade(0.75)}/>`) +
    both(`<path d="M99 ${helm ? 106 : 102} L125 110" fill="none" stroke="${t.rim}" stroke-opacity=".25" stroke-width="1.2"/>`) +
    `<path d="M122 114 C120 122 115 126 117 131 L139 131 C141 126 136 122 134 114 Z" ${lit(0.12)}/>` +
    both(`<ellipse cx="122.5" cy="129" rx="2.6" ry="1.6" ${shade(0.65)}/>`) +
    `<path d="M106 143 C118 148 138 148 150 143" fill="none" stroke="#000" stroke-opacity=".75" stroke-width="2.2" stroke-linecap="round"/>` +
    both(`<path d="M109 145 C108 139 109 135 111 131 C112 136 114 140 115 145 Z" fill="url(#bone)"/>`) +
    both(`<path d="M100 140 C104 150 112 156 120 158" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="1.6"/>`);
  if (r() < 0.5) details += scar(t, 140, 100, 154, 132);
  return {
    shapes,
    details,
    eyes: [
      { x: 112, y: 116, r: 3.4, slant: 16 },
      { x: 144, y: 116, r: 3.4, slant: -16 },
    ],
  };
}

// Warg: a wolf's head facing us, tall ears, a ruff of jagged fur, a snarl with fangs.
function warg(t: Tools): Creature {
  const { v, r, lit, shade } = t;
  const ear = v(-6, 6);
  const ruff = v(0, 8);
  const shapes: Shape[] = [
    symmetric(
      [6, 256],
      [
        [[12, 222], [26, 200], [40, 190]],
        [[36, 176 - ruff]],
        [[54, 174]],
        [[40, 156 - ruff]],
        [[60, 154]],
        [[50, 136 - ruff]],
        [[68, 134]],
        [[66, 120], [70, 108], [78, 100]],
        [[74, 84 + ear], [72, 62 + ear], [80 + ear, 40 + ear]],
        [[92, 54 + ear], [102, 68], [108, 80]],
        [[116, 77], [122, 76], [128, 76]],
      ],
    ),
  ];
  // Hackles along the neck.
  shapes.push(...mirrorPair('M4 210 L10 180 L20 200 L22 168 L34 192 L34 160 L44 186 Z'));
  let details =
    // Dark inner ears, a lighter muzzle, furrows, fur strands on the cheeks.
    both(`<path d="M${n(84 + ear)} ${n(54 + ear)} C90 64 98 74 102 84 L90 98 C86 82 ${n(84 + ear * 0.5)} 68 ${n(84 + ear)} ${n(54 + ear)} Z" ${shade(0.55)}/>`) +
    `<path d="M104 122 C110 140 114 154 118 162 L138 162 C142 154 146 140 152 122 C142 130 114 130 104 122 Z" ${lit(0.13)}/>` +
    `<path d="M120 96 L124 114 M136 96 L132 114 M128 92 L128 112" stroke="#000" stroke-opacity=".4" stroke-width="1.6" fill="none"/>` +
    both(`<path d="M72 130 C82 134 88 140 92 150 M66 148 C76 150 84 158 88 168 M78 114 C86 118 92 124 94 132" fill="none" stroke="${t.rim}" stroke-opacity=".22" stroke-width="1.3"/>`) +
    both('<path d="M94 112 L118 120 L117 124 L95 117 Z" fill="#000" fill-opacity=".6"/>') +
    // Nose, bared teeth in a dark mouth.
    '<path d="M117 158 C117 151 139 151 139 158 C139 165 133 169 128 169 C123 169 117 165 117 158 Z" fill="#050405"/>' +
    `<path d="M120 155 C124 153 130 153 134 155" stroke="${t.rim}" stroke-opacity=".35" stroke-width="1.2" fill="none"/>` +
    '<path d="M104 170 C114 176 142 176 152 170 C150 186 140 196 128 196 C116 196 106 186 104 170 Z" fill="#1a0505"/>' +
    both(`<path d="M108 171 L112 ${n(186 + v(0, 3))} L115 173 Z M117 174 L119 180 L121 174 Z M112 194 L114 184 L117 194 Z" fill="url(#bone)"/>`) +
    `<path d="M104 170 C114 176 142 176 152 170" fill="none" stroke="#000" stroke-opacity=".6" stroke-width="1.6"/>`;
  if (r() < 0.45) details += scar(t, 140, 96, 156, 138);
  return {
    shapes,
    details,
    eyes: [
      { x: 106, y: 118, r: 3.8, slant: 22 },
      { x: 150, y: 118, r: 3.8, slant: -22 },
    ],
  };
}

// Spider: a swollen abdomen behind, jointed legs arching up past the frame, a cluster of eyes over curved fangs.
function spider(t: Tools): Creature {
  const { v, r, lit, shade } = t;
  const shapes: Shape[] = [
    // The abdomen, then the head and carapace before it.
    symmetric(
      [128, 140],
      [
        [[94, 140], [62, 128], [60, 98]],
        [[58, 66], [84, 38], [128, 36 + v(0, 8)]],
      ],
    ),
    symmetric(
      [128, 184],
      [
        [[108, 184], [86, 168], [84, 144]],
        [[84, 122], [104, 106], [128, 106]],
      ],
    ),
  ];
  const bristles: string[] = [];
  const joints: string[] = [];
  const legs: string[] = [];
  for (let i = 0; i < 4; i++) {
    // Each leg: out and up to the knee, then down and out of the frame.
    const base: Pt = [100 - i * 2, 150 - i * 10];
    const knee: Pt = [64 - i * 15 + v(-5, 5), 98 - i * 22 + v(-6, 6)];
    const femur: Pt = [(base[0] + knee[0]) / 2 + 2, (base[1] + knee[1]) / 2 - 6];
    const shin: Pt = [knee[0] - 16 - i * 2, knee[1] + 34];
    const foot: Pt = [knee[0] - 30 - i * 4, knee[1] + 96];
    const leg = limb([base, femur, knee, shin, foot], [20 - i, 18 - i, 16 - i, 12 - i, 5]);
    shapes.push(...mirrorPair(leg));
    legs.push(leg);
    // A dark band across each joint; bristles along the leg.
    for (const [a, j, c] of [[base, femur, knee], [femur, knee, shin], [knee, shin, foot]] as const) {
      const dx = c[0] - a[0];
      const dy = c[1] - a[1];
      const len = Math.hypot(dx, dy) || 1;
      const w = 10 - i;
      joints.push(`M${n(j[0] - (dy / len) * w)} ${n(j[1] + (dx / len) * w)} L${n(j[0] + (dy / len) * w)} ${n(j[1] - (dx / len) * w)}`);
    }
    for (const [from, to] of [[base, femur], [femur, knee], [knee, shin], [shin, foot]] as const) {
      for (let k = 0.2; k < 1; k += 0.3) {
        const at: Pt = [from[0] + (to[0] - from[0]) * k, from[1] + (to[1] - from[1]) * k];
        bristles.push(`M${p(at)} l${n(-6 - v(0, 4))} ${n(-5 - v(0, 4))}`);
      }
    }
  }
  // The heavy jaws under the eyes.
  shapes.push(...mirrorPair('M104 162 C96 178 100 194 112 200 C120 190 125 178 127 166 Z'));
  const mark = r() < 0.5 ? '#a31414' : '#d8ccb0';
  const details =
    // A mark on the abdomen, its sheen and ridges.
    (r() < 0.5
      ? `<path d="M128 52 L141 70 L128 80 L115 70 Z M128 84 L138 98 L128 106 L118 98 Z" fill="${mark}" fill-opacity=".6"/>`
      : `<path d="M128 50 C140 60 146 74 128 94 C110 74 116 60 128 50 Z M96 68 C104 74 106 84 98 92 M160 68 C152 74 150 84 158 92" fill="${mark}" fill-opacity=".45" stroke="${mark}" stroke-opacity=".45" stroke-width="2.4"/>`) +
    `<path d="M70 96 C72 70 92 48 118 44" fill="none" stroke="${t.rim}" stroke-opacity=".25" stroke-width="3"/>` +
    both(`<path d="M68 100 C74 110 86 118 96 122 M70 84 L62 80 M74 70 L66 64 M84 56 L78 48 M98 48 L94 40" fill="none" stroke="#000" stroke-opacity=".4" stroke-width="1.6"/>`) +
    // Curved fangs, tips turned in.
    both(`<path d="M106 192 C104 204 110 214 122 218 C117 210 114 202 114 194 Z" fill="url(#bone)"/>`) +
    // Legs are thin: the rim would light them through, so they are darkened again.
    both(`<path d="${legs.join(' ')}" ${shade(0.4)}/>`) +
    both(`<path d="${joints.join(' ')}" fill="none" stroke="#000" stroke-opacity=".55" stroke-width="2.2"/>`) +
    `<path d="M98 150 C110 162 146 162 158 150" fill="none" stroke="#000" stroke-opacity=".5" stroke-width="2"/>` +
    `<path d="M96 124 C104 114 116 110 128 110" fill="none" stroke="${t.rim}" stroke-opacity=".3" stroke-width="1.6"/>` +
    `<ellipse cx="128" cy="132" rx="28" ry="15" ${lit(0.05)}/>` +
    `<path d="M128 140 L128 160" stroke="#000" stroke-opacity=".35" stroke-width="1.4"/>` +
    `<ellipse cx="128" cy="170" rx="18" ry="8" ${shade(0.4)}/>`;
  return {
    shapes,
    details,
    // Hairs standing out of the legs' outline.
    over: both(`<path d="${bristles.join(' ')}" fill="none" stroke="#060508" stroke-width="1.4" stroke-linecap="round"/>`),
    eyes: [
      { x: 119, y: 134, r: 4.4, glow: 1.5 },
      { x: 137, y: 134, r: 4.4, glow: 1.5 },
      { x: 106, y: 128, r: 2.9, glow: 1.5 },
      { x: 150, y: 128, r: 2.9, glow: 1.5 },
      { x: 121, y: 121, r: 2.4, glow: 1.5 },
      { x: 135, y: 121, r: 2.4, glow: 1.5 },
      { x: 98, y: 140, r: 2, glow: 1.5 },
      { x: 158, y: 140, r: 2, glow: 1.5 },
    ],
  };
}

// Wraith or wight: a tall hood with a black void for a face, a crown for the kings of the barrows, rags and wisps.
function wraith(t: Tools): Creature {
  const { v, r } = t;
  const peak = v(34, 48);
  const shapes: Shape[] = [
    symmetric(
      [8, 256],
      [
        [[12, 220], [28, 194], [58, 184]],
        [[78, 178], [90, 166], [92, 148]],
        [[92, 112], [100, 70], [128, peak]],
      ],
    ),
  ];
  // Ragged sleeves.
  shapes.push(...mirrorPair('M8 256 L14 214 L2 222 L18 196 L6 196 L28 184 L60 184 C40 200 28 226 26 256 Z'));
  const crown = r() < 0.5 || ROYAL.test(t.words);
  let details =
    `<path d="M100 108 C100 86 112 74 128 72 C144 74 156 86 156 108 C156 132 146 152 128 162 C110 152 100 132 100 108 Z" fill="url(#void)"/>` +
    `<path d="M100 108 C100 86 112 74 128 72 C144 74 156 86 156 108" fill="none" stroke="${t.rim}" stroke-opacity=".3" stroke-width="1.6"/>` +
    both('<path d="M92 150 C86 180 84 214 92 256 M60 186 C66 210 68 236 66 256 M106 160 C104 196 106 226 110 256" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="2.4"/>') +
    both(`<path d="M96 154 C90 182 88 214 95 256" fill="none" stroke="${t.rim}" stroke-opacity=".14" stroke-width="1.6"/>`);
  if (crown) {
    // The crown of a barrow-king, dull gold, over the hood.
    const h = v(0, 8);
    details +=
      `<path d="M98 90 L98 ${n(64 - h)} L108 76 L116 ${n(56 - h)} L124 72 L128 ${n(50 - h)} L132 72 L140 ${n(56 - h)} L148 76 L158 ${n(64 - h)} L158 90 C142 84 114 84 98 90 Z" fill="url(#steel)"/>` +
      `<path d="M98 90 C114 84 142 84 158 90" fill="none" stroke="${t.rim}" stroke-opacity=".6" stroke-width="1.4"/>` +
      `<circle cx="128" cy="80" r="2.6" fill="${t.eye}"/>`;
  } else {
    details += `<path d="M128 ${n(peak + 2)} C120 60 112 70 104 84" fill="none" stroke="#000" stroke-opacity=".4" stroke-width="2"/>`;
  }
  // Wisps of spirit drifting from the robe.
  const wisps = Array.from({ length: 4 }, (_, i) => {
    const x = i < 2 ? v(24, 70) : v(186, 232);
    const y = v(120, 200);
    return `<path d="M${n(x)} ${n(y)} C${n(x + v(-20, 20))} ${n(y - 30)} ${n(x + v(-20, 20))} ${n(y - 50)} ${n(x + v(-10, 10))} ${n(y - 80)}" fill="none" stroke="${t.mist}" stroke-opacity=".35" stroke-width="${n(v(3, 6))}" stroke-linecap="round" filter="url(#glow)"/>`;
  }).join('');
  return {
    shapes,
    details,
    over: wisps,
    eyes: [
      { x: 116, y: 112, r: 3.2 },
      { x: 140, y: 112, r: 3.2 },
    ],
  };
}

// Dragon: a horned head in profile (drawn facing left, turned away from the light by the caller), roaring
// with fire in its throat, spines down the neck.
function dragon(t: Tools): Creature {
  const { v, r, lit, shade } = t;
  const gape = v(0, 10);
  const shapes: Shape[] = [
    `M262 256 C246 200 220 150 190 116 C186 106 178 96 166 88 C158 82 150 78 140 76 C134 80 130 84 124 84 C110 82 96 78 80 74 C70 71 62 70 57 73 C53 76 54 82 60 86 C74 92 96 102 124 118 C104 124 92 ${n(130 + gape * 0.5)} 80 ${n(136 + gape)} C74 ${n(140 + gape)} 76 ${n(146 + gape)} 84 ${n(148 + gape)} C100 ${n(150 + gape)} 118 146 134 142 C144 154 150 172 150 196 C150 216 146 236 142 256 Z`,
  ];
  // Horns swept back; a second pair for some, spikes at the cheek.
  const sweep = v(-10, 8);
  shapes.push(limb([[172, 96], [194, 82], [216, 70 + sweep], [244, 60 + sweep * 1.4]], [18, 13, 8, 1]));
  if (r() < 0.6) shapes.push(limb([[156, 84], [170, 66], [186, 54 + sweep], [206, 44 + sweep * 1.2]], [14, 10, 6, 1]));
  if (r() < 0.7) shapes.push(`M150 126 L${n(188 + v(0, 10))} 124 L162 136 Z M146 140 L${n(180 + v(0, 10))} 150 L154 150 Z`);
  // Spines down the back of the neck.
  const spines: string[] = [];
  for (let i = 0; i < 5; i++) {
    const k = i / 5;
    const x = 194 + k * 50 + k * k * 8;
    const y = 122 + k * 118;
    const h = 20 - i * 2 + v(-3, 3);
    spines.push(`M${n(x - 8)} ${n(y - 6)} L${n(x + h)} ${n(y - h * 0.7)} L${n(x + 5)} ${n(y + 9)} Z`);
  }
  shapes.push(spines.join(' '));
  const teeth: string[] = [];
  for (let k = 0.12; k < 0.85; k += 0.12) {
    const x = 60 + 64 * k;
    const y = 86 + 32 * k;
    teeth.push(`M${n(x - 2)} ${n(y - 1)} L${n(x + 1)} ${n(y + 8 - k * 3)} L${n(x + 3.5)} ${n(y + 1)} Z`);
  }
  for (let k = 0.12; k < 0.8; k += 0.14) {
    const x = 84 + 40 * k;
    const y = 136 + gape - (18 + gape) * k;
    teeth.push(`M${n(x - 2)} ${n(y + 1)} L${n(x + 1)} ${n(y - 7 + k * 2)} L${n(x + 3.5)} ${n(y)} Z`);
  }
  const mouth = `M60 86 C76 92 98 102 124 118 C104 124 92 ${n(130 + gape * 0.5)} 80 ${n(136 + gape)} C74 ${n(124 + gape * 0.5)} 66 104 60 86 Z`;
  shapes.push(mouth);
  const details =
    // Fire in the throat, teeth, a heavy brow over the eye, a nostril, plates down the throat, scales.
    `<path d="${mouth}" fill="#1c0402"/>` +
    `<path d="M124 118 C104 124 92 ${n(130 + gape * 0.5)} 80 ${n(136 + gape)} C88 124 104 116 124 118 Z" fill="#ff9a2a" fill-opacity=".85" filter="url(#soften)"/>` +
    `<path d="${teeth.join(' ')}" fill="url(#bone)"/>` +
    `<path d="M124 84 C134 78 148 78 162 88 L156 94 C146 88 134 86 124 90 Z" ${lit(0.25)}/>` +
    `<path d="M128 90 C138 88 148 90 156 96 C148 102 136 102 128 94 Z" ${shade(0.6)}/>` +
    `<ellipse cx="66" cy="77" rx="4" ry="2" ${shade(0.75)} transform="rotate(-15 66 77)"/>` +
    `<path d="M62 71 C78 73 100 78 124 84" fill="none" stroke="${t.rim}" stroke-opacity=".35" stroke-width="1.6"/>` +
    `<path d="M86 106 C98 108 112 112 124 118 M100 96 L104 104 M112 100 L114 110" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="1.4"/>` +
    `<path d="M136 150 C140 152 146 152 150 150 M140 170 C144 172 150 172 152 170 M140 190 C144 192 150 192 152 190 M140 210 C144 212 150 212 152 210 M138 230 C142 232 148 232 150 230" fill="none" stroke="${t.rim}" stroke-opacity=".25" stroke-width="2.4"/>` +
    scales(t, [[168, 110], [186, 150], [196, 190], [204, 230], [172, 170], [178, 214]]);
  const smoke = `<path d="M56 74 C44 66 46 54 34 48 C24 42 28 32 22 24" fill="none" stroke="${t.mist}" stroke-opacity=".3" stroke-width="5" stroke-linecap="round" filter="url(#glow)"/>`;
  return {
    shapes,
    details,
    over: smoke,
    profile: true,
    eyes: [{ x: 144, y: 97, r: 3.8, slant: -12 }],
  };
}

// Man, dwarf or elf: shoulders in pauldrons under a cloak; a helm, a great helm, a hood or a crown; dwarves
// a nasal helm over a braided beard, elves long hair, pointed ears and a circlet.
function man(t: Tools): Creature {
  const { v, r, lit, shade, folk } = t;
  const wide = folk === 'dwarf' ? 12 : folk === 'elf' ? -8 : 0;
  // Dwarves stand lower in the frame.
  const y = folk === 'dwarf' ? 10 : 0;
  const at = (yy: number) => n(yy + y);
  const shapes: Shape[] = [
    symmetric(
      [2, 256],
      [
        [[6 - wide, 214], [24 - wide, 190], [58 - wide, 182]],
        [[84, 178], [100, 172], [106, 160]],
        [[106, 150]],
        [[128, 150]],
      ],
    ),
    `M128 ${at(68)} C150 ${at(68)} 161 ${at(86)} 161 ${at(108)} C161 ${at(132)} 150 ${at(152)} 128 ${at(156)} C106 ${at(152)} 95 ${at(132)} 95 ${at(108)} C95 ${at(86)} 106 ${at(68)} 128 ${at(68)} Z`,
  ];
  const pauldron = `M${n(12 - wide)} 214 C${n(12 - wide)} 186 ${n(32 - wide)} 168 ${n(62 - wide)} 168 C82 168 96 178 100 194 C80 188 ${n(48 - wide)} 194 ${n(12 - wide)} 214 Z`;
  shapes.push(...mirrorPair(pauldron));
  let details =
    both(`<path d="${pauldron}" fill="url(#steel)" fill-opacity=".75"/>`) +
    both(`<path d="M${n(16 - wide)} 204 C${n(32 - wide)} 186 70 180 98 188 M${n(14 - wide)} 194 C${n(26 - wide)} 178 48 172 70 171" fill="none" stroke="${t.rim}" stroke-opacity=".4" stroke-width="1.4"/>`) +
    both(`<path d="M${n(30 - wide)} 176 C${n(44 - wide)} 170 60 169 72 170" fill="none" stroke="${t.rim}" stroke-opacity=".55" stroke-width="1.6"/>`) +
    // The cloak's folds and its clasp.
    both('<path d="M100 196 C104 214 106 234 104 256 M84 200 C84 220 82 240 78 256" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="2"/>') +
    `<circle cx="128" cy="176" r="5.5" fill="url(#ring)"/><circle cx="128" cy="176" r="2.2" fill="${t.eye}"/>`;
  // A gaunt face: sunken eyes under the brows, cheekbones and hollows, a lit nose ridge, a hard mouth.
  const face =
    `<path d="M128 ${at(84)} C146 ${at(84)} 154 ${at(98)} 154 ${at(112)} C154 ${at(132)} 144 ${at(148)} 128 ${at(150)} C112 ${at(148)} 102 ${at(132)} 102 ${at(112)} C102 ${at(98)} 110 ${at(84)} 128 ${at(84)} Z" ${lit(0.08)}/>` +
    both(`<ellipse cx="114" cy="${at(114)}" rx="9" ry="5.5" ${shade(0.45)}/>`) +
    both(`<path d="M103 ${at(104)} L124 ${at(109)} L124 ${at(113)} L104 ${at(109)} Z" ${shade(0.7)}/>`) +
    both(`<path d="M106 ${at(121)} C110 ${at(124)} 116 ${at(124)} 120 ${at(122)}" fill="none" stroke="${t.rim}" stroke-opacity=".22" stroke-width="1.2"/>`) +
    both(`<path d="M104 ${at(124)} C106 ${at(134)} 110 ${at(142)} 117 ${at(148)}" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="1.8"/>`) +
    `<path d="M127 ${at(110)} L123 ${at(129)} L128 ${at(132)} L133 ${at(129)}" fill="none" stroke="${t.rim}" stroke-opacity=".35" stroke-width="1.3"/>` +
    `<path d="M122 ${at(132)} C126 ${at(135)} 130 ${at(135)} 134 ${at(132)}" fill="none" stroke="#000" stroke-opacity=".5" stroke-width="1.4"/>` +
    `<path d="M116 ${at(141)} C124 ${at(143)} 132 ${at(143)} 140 ${at(141)}" fill="none" stroke="#000" stroke-opacity=".7" stroke-width="1.8"/>` +
    `<path d="M120 ${at(145)} C125 ${at(146.5)} 131 ${at(146.5)} 136 ${at(145)}" fill="none" stroke="${t.rim}" stroke-opacity=".2" stroke-width="1.1"/>`;
  const byHash = (['helm', 'greathelm', 'hood', 'crown'] as const)[Math.floor(v(0, 4))]!;
  const headwear =
    folk === 'dwarf'
      ? 'helm'
      : folk === 'elf'
        ? (r() < 0.7 ? 'circlet' : 'hood')
        : ROYAL.test(t.words)
          ? 'crown'
          : /\b(sorcerer|sorceress|witch|warlock|necromancer|shaman|mage|priest|cultist|seer|druid|mystic)\b/i.test(t.words)
            ? 'hood'
            : /\b(knight|captain|champion|warden|guard|sentinel|marshal|commander)\b/i.test(t.words)
              ? 'greathelm'
              : byHash;
  const beard = folk === 'dwarf' || (folk === 'man' && headwear !== 'greathelm' && r() < 0.55);
  let eyes: Eye[] = [
    { x: 114, y: 114 + y, r: 2.8, slant: 8 },
    { x: 142, y: 114 + y, r: 2.8, slant: -8 },
  ];
  switch (headwear) {
    case 'helm': {
      // A nasal helm with cheek guards; horns or wings for some.
      const helm = `M90 ${at(114)} C90 ${at(80)} 106 ${at(60)} 128 ${at(58)} C150 ${at(60)} 166 ${at(80)} 166 ${at(114)} L166 ${at(144)} C160 ${at(150)} 154 ${at(152)} 148 ${at(152)} L148 ${at(120)} C142 ${at(116)} 134 ${at(116)} 131 ${at(119)} L131 ${at(138)} L125 ${at(138)} L125 ${at(119)} C122 ${at(116)} 114 ${at(116)} 108 ${at(120)} L108 ${at(152)} C102 ${at(152)} 96 ${at(150)} 90 ${at(144)} Z`;
      shapes.push(helm);
      details +=
        face +
        `<path d="${helm}" fill="url(#steel)"/>` +
        `<path d="M92 ${at(100)} C104 ${at(92)} 116 ${at(90)} 128 ${at(90)} C140 ${at(90)} 152 ${at(92)} 164 ${at(100)}" fill="none" stroke="#000" stroke-opacity=".4" stroke-width="2.2"/>` +
        `<path d="M128 ${at(60)} L128 ${at(90)}" stroke="#000" stroke-opacity=".35" stroke-width="2"/>` +
        both(`<circle cx="100" cy="${at(104)}" r="1.4" fill="${t.rim}" fill-opacity=".6"/><circle cx="97" cy="${at(128)}" r="1.4" fill="${t.rim}" fill-opacity=".6"/>`) +
        `<path d="M102 ${at(70)} C110 ${at(63)} 118 ${at(61)} 128 ${at(61)}" fill="none" stroke="${t.rim}" stroke-opacity=".7" stroke-width="2"/>`;
      if (folk === 'dwarf' || r() < 0.45) {
        const hornTip: Pt = [62 - v(0, 8), 36 - v(0, 10) + y];
        shapes.push(...mirrorPair(limb([[98, 82 + y], [80, 74 + y], [66, 60 + y], hornTip], [16, 11, 7, 1])));
        details += both(`<path d="M86 ${at(70)} L90 ${at(82)} M76 ${at(62)} L80 ${at(72)}" fill="none" stroke="#000" stroke-opacity=".4" stroke-width="1.6"/>`);
      }
      break;
    }
    case 'greathelm': {
      // A flat-topped great helm, an eye slit and breaths; a crest or horns on top.
      const helm = 'M94 78 C94 68 108 62 128 62 C148 62 162 68 162 78 L164 150 C150 157 106 157 92 150 Z';
      shapes.push(helm);
      details +=
        `<path d="${helm}" fill="url(#steel)"/>` +
        `<path d="M98 106 L158 106 L158 113 L98 113 Z M125 113 L131 113 L131 138 L125 138 Z" fill="#030303"/>` +
        both('<circle cx="114" cy="124" r="1.3" fill="#000"/><circle cx="114" cy="131" r="1.3" fill="#000"/><circle cx="108" cy="127.5" r="1.3" fill="#000"/>') +
        `<path d="M96 100 L160 100 M128 64 L128 104" stroke="#000" stroke-opacity=".35" stroke-width="1.6"/>` +
        `<path d="M98 116 L158 116" stroke="${t.rim}" stroke-opacity=".35" stroke-width="1.2"/>` +
        `<path d="M100 68 C110 64 118 63 128 63" fill="none" stroke="${t.rim}" stroke-opacity=".7" stroke-width="2"/>`;
      if (r() < 0.5) shapes.push(`M118 64 C116 48 122 36 128 ${n(22 + v(0, 8))} C134 36 140 48 138 64 Z`);
      else shapes.push(...mirrorPair(limb([[100, 80], [84, 72], [74, 56], [76 - v(0, 6), 36 - v(0, 6)]], [15, 10, 6, 1])));
      eyes = [
        { x: 114, y: 109.5, r: 2.6 },
        { x: 142, y: 109.5, r: 2.6 },
      ];
      break;
    }
    case 'hood': {
      const hood = 'M84 164 C82 118 96 74 128 54 C160 74 174 118 172 164 C160 152 148 148 128 148 C108 148 96 152 84 164 Z';
      shapes.push(hood);
      details +=
        face +
        `<path d="M98 112 C98 88 112 72 128 70 C144 72 158 88 158 112 C150 100 140 96 128 96 C116 96 106 100 98 112 Z" ${shade(0.75)}/>` +
        `<path d="M84 164 C82 118 96 74 128 54" fill="none" stroke="${t.rim}" stroke-opacity=".35" stroke-width="1.6"/>` +
        `<path d="M96 150 C96 120 104 94 118 78" fill="none" stroke="#000" stroke-opacity=".4" stroke-width="2"/>`;
      break;
    }
    case 'crown': {
      // Bare-headed under a crown, long hair to the shoulders.
      shapes.push(...mirrorPair('M96 96 C88 124 88 158 76 184 L102 178 C104 160 104 130 104 112 Z'));
      shapes.push('M98 90 L98 70 L108 80 L114 62 L122 78 L128 54 L134 78 L142 62 L148 80 L158 70 L158 90 Z');
      details +=
        face +
        `<path d="M96 102 C98 80 110 70 128 70 C146 70 158 80 160 102 C150 92 140 88 128 88 C116 88 106 92 96 102 Z" ${shade(0.35)}/>` +
        both(`<path d="M98 104 C92 130 90 156 82 180 M101 112 C97 134 96 156 92 176" fill="none" stroke="${t.rim}" stroke-opacity=".22" stroke-width="1.2"/>`) +
        `<path d="M98 90 L98 70 L108 80 L114 62 L122 78 L128 54 L134 78 L142 62 L148 80 L158 70 L158 90 C142 84 114 84 98 90 Z" fill="url(#ring)"/>` +
        `<path d="M98 90 C114 84 142 84 158 90" fill="none" stroke="#000" stroke-opacity=".5" stroke-width="1.2"/>` +
        `<circle cx="128" cy="83" r="2.6" fill="${t.eye}"/>`;
      break;
    }
    default: {
      // An elf: hair falling past the shoulders, pointed ears through it, a silver circlet with a stone.
      shapes.push('M128 62 C152 62 164 80 164 106 C164 140 168 172 178 198 L156 192 C158 170 158 146 156 124 C156 104 146 92 128 92 C110 92 100 104 100 124 C98 146 98 170 100 192 L78 198 C88 172 92 140 92 106 C92 80 104 62 128 62 Z');
      shapes.push(...mirrorPair('M96 114 C88 106 80 96 72 80 C78 100 86 114 96 128 Z'));
      details +=
        face +
        both(`<path d="M120 66 C106 74 98 96 98 124 C98 150 96 172 90 194 M112 68 C102 80 96 100 96 124" fill="none" stroke="${t.rim}" stroke-opacity=".25" stroke-width="1.2"/>`) +
        both('<path d="M126 64 C114 72 104 88 102 100" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="1.4"/>') +
        `<path d="M94 96 C108 89 118 87 128 87 C138 87 148 89 162 96" fill="none" stroke="#c9d2de" stroke-width="2"/>` +
        `<path d="M128 82 L132.5 88 L128 94 L123.5 88 Z" fill="${t.eye}"/>`;
      eyes = [
        { x: 115, y: 114, r: 2.6, slant: 6 },
        { x: 141, y: 114, r: 2.6, slant: -6 },
      ];
    }
  }
  if (beard) {
    // A beard over the chest; a dwarf's to the belt, in braids with gold rings.
    const long = folk === 'dwarf' ? 52 : v(0, 24);
    const beardPath = `M104 ${at(132)} C100 ${n(170 + long * 0.5)} 112 ${n(198 + long)} 128 ${n(210 + long)} C144 ${n(198 + long)} 156 ${n(170 + long * 0.5)} 152 ${at(132)} C144 ${at(150)} 112 ${at(150)} 104 ${at(132)} Z`;
    shapes.push(beardPath);
    details +=
      `<path d="${beardPath}" fill="url(#beard)"/>` +
      both(`<path d="M110 ${at(148)} C110 ${n(170 + long * 0.5)} 116 ${n(186 + long * 0.8)} 124 ${n(200 + long)} M118 ${at(150)} C118 170 122 ${n(184 + long * 0.8)} 127 ${n(196 + long)}" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="1.2"/>`) +
      both(`<path d="M106 ${at(140)} C106 ${n(166 + long * 0.5)} 112 ${n(186 + long * 0.8)} 120 ${n(198 + long)}" fill="none" stroke="${t.rim}" stroke-opacity=".22" stroke-width="1.2"/>`) +
      `<path d="M114 ${at(142)} C122 ${at(138)} 134 ${at(138)} 142 ${at(142)} C134 ${at(146)} 122 ${at(146)} 114 ${at(142)} Z" ${shade(0.6)}/>`;
    if (folk === 'dwarf') details += both(`<rect x="114" y="${n(188 + long * 0.7)}" width="9" height="5" rx="1.5" fill="url(#ring)"/>`) + `<rect x="123" y="${n(200 + long * 0.8)}" width="10" height="6" rx="1.5" fill="url(#ring)"/>`;
  }
  if (r() < 0.3) details += scar(t, 140, 100 + y, 150, 128 + y);
  return { shapes, details, eyes };
}

/** A piece and its mirror image across x = 128. */
function mirrorPair(d: string): Shape[] {
  return [d, { mirrored: d }];
}

/** Rows of scales around points: small lit arcs with a dark edge. */
function scales(t: Tools, around: readonly Pt[]): string {
  const arcs = around
    .flatMap(([x, y]) => [0, 1, 2].map((i) => `M${n(x - 7 + i * 7 + t.v(-1, 1))} ${n(y + (i % 2) * 5)} q3.5 5 7 0`))
    .join(' ');
  return `<path d="${arcs}" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="1.6"/><path d="${arcs}" fill="none" stroke="${t.rim}" stroke-opacity=".16" stroke-width="1" transform="translate(0 -1.2)"/>`;
}

/** A healed cut across the face: a pale line with a dark edge. */
function scar(t: Tools, x1: number, y1: number, x2: number, y2: number): string {
  const d = `M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)}`;
  return `<path d="${d}" stroke="#000" stroke-opacity=".55" stroke-width="2.6" stroke-linecap="round"/><path d="${d}" stroke="${t.rim}" stroke-opacity=".5" stroke-width="1" stroke-linecap="round" transform="translate(${n(t.v(-0.6, 0.6))} -0.8)"/>`;
}

const DRAW: Readonly<Record<PortraitFamily, (t: Tools) => Creature>> = { troll, orc, warg, spider, wraith, dragon, man };

/** The portrait of a boss, 256 × 256: the same name (and genus, level) always gives the same SVG. */
export function bossPortraitSvg(input: BossPortraitInput): string {
  const name = input.name.trim();
  const seed = hash(name);
  // The project's seeded generator: every variation follows from the name (no Math.random).
  const r: Rng = seededRandom(seed);
  const v = (min: number, max: number) => min + (max - min) * r();
  const family = portraitFamily(input);
  // Sky, eyes and light from the generator, not from the seed itself: the family may come from `seed % 7`,
  // and a sky picked the same way would always go with the same creature.
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
  const sky = pick(PALETTES);
  const eye = pick(family === 'wraith' ? SPIRIT_EYES : EYES);
  const metal = input.level !== undefined && input.level >= 40 ? METALS.gold : METALS.bronze;
  // The light comes from the left or the right; the rim shows on that side.
  const light = r() < 0.5 ? 1 : -1;
  const skin = SKINS[family];

  const tools: Tools = {
    r,
    v,
    lit: (opacity) => `fill="${sky.rim}" fill-opacity="${n(opacity)}"`,
    shade: (opacity) => `fill="#000" fill-opacity="${n(opacity)}"`,
    rim: sky.rim,
    eye,
    mist: sky.mist,
    folk: folkOf(input),
    words: `${input.genus ?? ''} ${name}`,
  };

  // Far hills: two jagged ridges across the lower sky.
  const ridge = (base: number, rough: number) => {
    let d = `M0 256 L0 ${n(base + v(-rough, rough))}`;
    for (let x = 16; x <= 256; x += 16) d += ` L${x} ${n(base + v(-rough, rough) - (x % 32 === 0 ? v(0, rough) : 0))}`;
    return `${d} L256 256 Z`;
  };
  // For some, a ruined watchtower on the far ridge, on the lit side.
  const towerX = light > 0 ? v(34, 60) : v(196, 222);
  const tower =
    r() < 0.35
      ? `<path d="M${n(towerX - 6)} 170 L${n(towerX - 5)} 126 L${n(towerX - 8)} 124 L${n(towerX - 8)} 116 L${n(towerX - 4)} 116 L${n(towerX - 4)} 120 L${n(towerX)} 120 L${n(towerX)} 112 L${n(towerX + 4)} 112 L${n(towerX + 4)} 120 L${n(towerX + 8)} 120 L${n(towerX + 8)} 124 L${n(towerX + 5)} 126 L${n(towerX + 6)} 170 Z" fill="${sky.hills}" fill-opacity=".85"/>`
      : '';
  const hills = `<path d="${ridge(150, 10)}" fill="${sky.hills}" fill-opacity=".55"/>${tower}<path d="${ridge(176, 8)}" fill="${sky.hills}" fill-opacity=".9"/>`;
  const mists = Array.from(
    { length: 4 },
    () => `<ellipse cx="${n(v(30, 226))}" cy="${n(v(120, 200))}" rx="${n(v(40, 80))}" ry="${n(v(8, 16))}" fill="${sky.mist}" fill-opacity="${n(v(0.08, 0.18))}" filter="url(#haze)"/>`,
  ).join('');
  // Embers, spores, snow or dust, the larger ones with a faint halo (no filter: they are tiny).
  const motes = Array.from({ length: 14 }, () => {
    const [x, y, size] = [v(24, 232), v(30, 220), v(0.6, 1.8)];
    const halo = size > 1.3 ? `<circle cx="${n(x)}" cy="${n(y)}" r="${n(size * 2.6)}" fill="${sky.mote}" fill-opacity=".15"/>` : '';
    return `${halo}<circle cx="${n(x)}" cy="${n(y)}" r="${n(size)}" fill="${sky.mote}" fill-opacity="${n(v(0.3, 0.8))}"/>`;
  }).join('');

  const creature = DRAW[family](tools);
  // A profile faces away from the light, so the light rims the back of the head and the horns. Inside the
  // mirrored group the light's side is mirrored too.
  const flip = creature.profile === true && light < 0;
  const rimSide = flip ? -light : light;
  const shapes = creature.shapes.map((s) => (typeof s === 'string' ? `<path d="${s}"/>` : `<path d="${s.mirrored}" transform="matrix(-1 0 0 1 256 0)"/>`)).join('');
  const eyes = creature.eyes
    .map((e) => {
      const turn = e.slant ? ` transform="rotate(${n(e.slant)} ${n(e.x)} ${n(e.y)})"` : '';
      return (
        `<circle cx="${n(e.x)}" cy="${n(e.y)}" r="${n(e.r * (e.glow ?? 2.5))}" fill="${eye}" fill-opacity=".4" filter="url(#glow)"/>` +
        `<ellipse cx="${n(e.x)}" cy="${n(e.y)}" rx="${n(e.r)}" ry="${n(e.r * 0.62)}" fill="${eye}"${turn}/>` +
        `<ellipse cx="${n(e.x)}" cy="${n(e.y)}" rx="${n(e.r * 0.45)}" ry="${n(e.r * 0.32)}" fill="#fffbe8"${turn}/>`
      );
    })
    .join('');

  const body =
    `<g clip-path="url(#clip)">` +
    `<g fill="${sky.rim}">${shapes}</g>` +
    // The dark body, shifted away from the light and softened: what stays uncovered is the rim.
    `<g fill="url(#skin)" transform="translate(${n(-rimSide * 5)} 4)" filter="url(#soften)">${shapes}</g>` +
    `<g fill="url(#form)">${shapes}</g>` +
    creature.details +
    // Light from one side, shadow on the other, darkness below.
    `<rect width="256" height="256" fill="url(#side)"/>` +
    `<rect x="0" y="150" width="256" height="106" fill="url(#fade)"/>` +
    `</g>` +
    eyes +
    (creature.over ?? '');
  const creatureSvg = flip ? `<g transform="matrix(-1 0 0 1 256 0)">${body}</g>` : body;

  const rivets = Array.from({ length: 10 }, (_, i) => {
    const a = ((i + 0.5) / 10) * Math.PI * 2 - Math.PI / 2;
    // None under the plaque.
    if (Math.abs(Math.cos(a)) < 0.35 && Math.sin(a) > 0) return '';
    const x = 128 + Math.cos(a) * 117;
    const y = 128 + Math.sin(a) * 117;
    return `<circle cx="${n(x)}" cy="${n(y + 0.8)}" r="3.4" fill="#000" fill-opacity=".5"/><circle cx="${n(x)}" cy="${n(y)}" r="3" fill="url(#rivet)"/>`;
  }).join('');
  const label = escapeXml(initials(name));
  const glowX = 0.5 + light * 0.16;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" viewBox="0 0 256 256">
<defs>
<radialGradient id="sky" cx="${n(glowX)}" cy=".36" r=".72"><stop offset="0" stop-color="${sky.glow}"/><stop offset=".45" stop-color="${sky.mid}"/><stop offset="1" stop-color="${sky.dark}"/></radialGradient>
<radialGradient id="halo" cx="${n(glowX)}" cy=".34" r=".4"><stop offset="0" stop-color="${sky.rim}" stop-opacity=".8"/><stop offset=".5" stop-color="${sky.glow}" stop-opacity=".35"/><stop offset="1" stop-color="${sky.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="skin" x1="${rimSide > 0 ? 1 : 0}" y1="0" x2="${rimSide > 0 ? 0.3 : 0.7}" y2="1"><stop offset="0" stop-color="${skin[0]}"/><stop offset=".45" stop-color="${skin[1]}"/><stop offset="1" stop-color="${skin[2]}"/></linearGradient>
<radialGradient id="form" cx="${n(0.5 + rimSide * 0.3)}" cy=".25" r=".6"><stop offset="0" stop-color="${sky.rim}" stop-opacity=".1"/><stop offset="1" stop-color="${sky.rim}" stop-opacity="0"/></radialGradient>
<linearGradient id="side" x1="${rimSide > 0 ? 1 : 0}" y1="0" x2="${rimSide > 0 ? 0 : 1}" y2="0"><stop offset=".2" stop-color="${sky.rim}" stop-opacity=".14"/><stop offset=".5" stop-color="${sky.rim}" stop-opacity="0"/><stop offset=".52" stop-color="#000" stop-opacity="0"/><stop offset=".85" stop-color="#000" stop-opacity=".55"/></linearGradient>
<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".85"/></linearGradient>
<radialGradient id="vignette" cx=".5" cy=".5" r=".5"><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".8"/></radialGradient>
<radialGradient id="void" cx=".5" cy=".42" r=".55"><stop offset="0" stop-color="${eye}" stop-opacity=".22"/><stop offset=".6" stop-color="#040406"/><stop offset="1" stop-color="#000"/></radialGradient>
<linearGradient id="ring" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${metal[0]}"/><stop offset=".3" stop-color="${metal[1]}"/><stop offset=".55" stop-color="${metal[2]}"/><stop offset=".75" stop-color="${metal[1]}"/><stop offset="1" stop-color="${metal[3]}"/></linearGradient>
<linearGradient id="ringEdge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${metal[0]}"/><stop offset="1" stop-color="${metal[3]}"/></linearGradient>
<radialGradient id="rivet" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="${metal[0]}"/><stop offset=".5" stop-color="${metal[1]}"/><stop offset="1" stop-color="${metal[3]}"/></radialGradient>
<linearGradient id="plate" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c1e10"/><stop offset="1" stop-color="#0e0804"/></linearGradient>
<linearGradient id="bone" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f2ead6"/><stop offset="1" stop-color="#8a7c62"/></linearGradient>
<linearGradient id="beard" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.rim}" stop-opacity=".16"/><stop offset="1" stop-color="${sky.rim}" stop-opacity=".02"/></linearGradient>
<linearGradient id="steel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8a8e96"/><stop offset=".4" stop-color="#3a3d44"/><stop offset="1" stop-color="#101114"/></linearGradient>
<filter id="soften" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="2"/></filter>
<filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="3.5"/></filter>
<filter id="haze" x="-50%" y="-100%" width="200%" height="300%"><feGaussianBlur stdDeviation="9"/></filter>
<clipPath id="medallion"><circle cx="128" cy="128" r="110"/></clipPath>
<clipPath id="clip">${shapes}</clipPath>
</defs>
<g data-family="${family}">
<circle cx="128" cy="128" r="127" fill="#0a0705"/>
<g clip-path="url(#medallion)">
<rect width="256" height="256" fill="url(#sky)"/>
<rect width="256" height="256" fill="url(#halo)"/>
${hills}
${mists}
${motes}
${creatureSvg}
<rect width="256" height="256" fill="url(#vignette)"/>
<circle cx="128" cy="128" r="112" fill="none" stroke="#000" stroke-opacity=".8" stroke-width="8" filter="url(#glow)"/>
</g>
<circle cx="128" cy="128" r="117" fill="none" stroke="url(#ring)" stroke-width="14"/>
<circle cx="128" cy="128" r="123.5" fill="none" stroke="url(#ringEdge)" stroke-width="1.4"/>
<circle cx="128" cy="128" r="110.7" fill="none" stroke="#1a0f04" stroke-width="1.6"/>
<circle cx="128" cy="128" r="112.2" fill="none" stroke="${metal[0]}" stroke-opacity=".5" stroke-width=".8"/>
<circle cx="128" cy="128" r="121.5" fill="none" stroke="${metal[3]}" stroke-opacity=".7" stroke-width="1"/>
<circle cx="128" cy="128" r="117" fill="none" stroke="${metal[3]}" stroke-opacity=".35" stroke-width="3" stroke-dasharray="1.2 3.4"/>
<circle cx="128" cy="127" r="126.2" fill="none" stroke="#000" stroke-width="1.6"/>
${rivets}
<path d="M128 2 L136 11 L128 20 L120 11 Z" fill="url(#ring)" stroke="#1a0f04" stroke-width="1.2"/>
<path d="M128 6.5 L132.5 11 L128 15.5 L123.5 11 Z" fill="${eye}"/>
<path d="M90 221 L166 221 L176 233.5 L166 246 L90 246 L80 233.5 Z" fill="url(#plate)" stroke="url(#ring)" stroke-width="2.6" stroke-linejoin="round"/>
<path d="M93 224.5 L163 224.5 L171 233.5 L163 242.5 L93 242.5 L85 233.5 Z" fill="none" stroke="${metal[2]}" stroke-opacity=".7" stroke-width=".8"/>
<text x="128" y="239.2" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="15" font-weight="bold" fill="#000" fill-opacity=".6" letter-spacing="1.5" transform="translate(0 1)">${label}</text>
<text x="128" y="239.2" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="15" font-weight="bold" fill="${metal[1]}" letter-spacing="1.5">${label}</text>
</g>
</svg>`;
}
