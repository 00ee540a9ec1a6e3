import { COLOURED_QUALITIES, QUALITY_COLOURS, type ColouredQuality, type TraitNature } from '@eoa/contracts';

// Colours of the generated icons. Everything drawn comes from these constants and from numbers: no text of
// a request or of the data ever reaches an SVG.

export interface QualityColours {
  /** Frame stroke, light → dark. */
  frame: readonly [string, string];
  /** Background, centre → edge. */
  background: readonly [string, string];
  /** Soft glow inside the frame. */
  glow: string;
}

/** #rrggbb mixed with another colour: amount 0 keeps it, 1 gives the other. */
function mix(hex: string, other: string, amount: number): string {
  const channel = (value: string, at: number) => parseInt(value.slice(at, at + 2), 16);
  return `#${[1, 3, 5]
    .map((at) => Math.round(channel(hex, at) + (channel(other, at) - channel(hex, at)) * amount).toString(16).padStart(2, '0'))
    .join('')}`;
}

/** A quality's frame, background and glow, all shades of its one colour in contracts (spec 2's colours). */
function qualityShades(colour: string): QualityColours {
  return {
    frame: [mix(colour, '#ffffff', 0.4), mix(colour, '#000000', 0.35)],
    background: [mix(colour, '#1c2027', 0.8), mix(colour, '#0a0b0d', 0.93)],
    glow: colour,
  };
}

/** Item quality frames, by quality code. */
export const QUALITY_SHADES: Readonly<Record<ColouredQuality, QualityColours>> = Object.fromEntries(
  COLOURED_QUALITIES.map((quality) => [quality, qualityShades(QUALITY_COLOURS[quality])]),
) as Record<ColouredQuality, QualityColours>;

/** A material: light, middle and dark stop of its gradient. */
export type Material = readonly [string, string, string];

export const MATERIALS = {
  steel: ['#fbfcfd', '#b9c1cc', '#5a6370'],
  darkSteel: ['#d9dee6', '#8a94a3', '#3c434d'],
  gold: ['#fff4c2', '#e2b64e', '#7d5a18'],
  silver: ['#ffffff', '#cfd6df', '#7b8490'],
  leather: ['#e4b687', '#a2703f', '#5a381a'],
  wood: ['#d8a86c', '#94612f', '#4d3015'],
  stone: ['#d6d1c8', '#8f8980', '#4a4640'],
  parchment: ['#fff6dc', '#e6cf9a', '#9c8350'],
  bread: ['#f7d08a', '#c98a3c', '#7a4c17'],
  bone: ['#fffaf0', '#e2d6bd', '#9a8b6c'],
} as const satisfies Record<string, Material>;

/** Accent colours (gems, cloth, liquids, overlay marks), picked by an id. */
export const ACCENTS: readonly Material[] = [
  ['#ffb3b3', '#e0313b', '#7a0d14'], // ruby
  ['#b3d4ff', '#2f6fe0', '#0f2f73'], // sapphire
  ['#b8ffcf', '#23b45a', '#0b5a28'], // emerald
  ['#fff2a8', '#f0c020', '#8a6400'], // topaz
  ['#e4c2ff', '#9b4fe0', '#4a1a7a'], // amethyst
  ['#b8fbff', '#25c4cf', '#0b5d63'], // aquamarine
  ['#ffd2b0', '#f07a2a', '#84360a'], // amber
  ['#f0f0f0', '#b8c2cc', '#56606b'], // pearl
];

/** Ring colours of trait, class and race emblems, by trait nature (class and race emblems: their own rings). */
export const NATURE_COLOURS: Readonly<Record<string, Material>> = {
  Virtue: ['#d6c4ff', '#7b5cd6', '#2e1f66'],
  Racial: ['#c8f5c0', '#4c9e45', '#1d4a19'],
  AdditionalRacial: ['#bff3ee', '#2e9c92', '#0f4540'],
  Class: ['#c6dcff', '#3f6fb8', '#142c55'],
  Legendary: ['#ffe2a8', '#d08a22', '#5e3a08'],
  class: ['#c6dcff', '#3f6fb8', '#142c55'],
  race: ['#c8f5c0', '#4c9e45', '#1d4a19'],
} satisfies Record<TraitNature | 'class' | 'race', Material>;

/** Picks from a list by a non-negative integer. */
export function pick<T>(list: readonly T[], n: number): T {
  return list[Math.abs(Math.trunc(n)) % list.length]!;
}
