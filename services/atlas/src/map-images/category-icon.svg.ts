// A marker category's icon as SVG: a round badge in the category's colour with a bold light glyph, drawn on a
// 32-unit grid so it reads at 16 to 32 px (spec 2 §7: GET /api/maps/categories/{code}/icon). The shard category
// (79) keeps the spec's shard colours for its borders on the page; the badge itself is crystal blue.

import { NPC_MARKER_CODE, QUEST_MARKER_CODE } from '@eoa/contracts';
import { FONT } from './palette.js';
import { xmlText } from './svg.js';

interface IconDef {
  colour: string;
  /** Glyph: light shapes (filled) and dark details, in a 32 × 32 box centred on 16, 16. */
  glyph: string;
  detail?: string;
}

const LIGHT = '#fff8e6';
const DARK = '#2a1f14';

// Shapes reused by several glyphs.
const person = 'M16 6.5a3.6 3.6 0 1 1 0 7.2a3.6 3.6 0 1 1 0-7.2ZM9.5 24.5c0-5 2.8-8.4 6.5-8.4s6.5 3.4 6.5 8.4Z';
const paw = 'M16 15.5c3.4 0 6 3 6 5.6c0 2.2-2.3 2.9-6 2.9s-6-.7-6-2.9c0-2.6 2.6-5.6 6-5.6ZM9.2 11.2a2.1 2.7 -20 1 1 .1 0ZM14 8.6a2.1 2.7 0 1 1 .1 0ZM18.1 8.6a2.1 2.7 0 1 1 .1 0ZM22.9 11.2a2.1 2.7 20 1 1 .1 0Z';

/** Icons by category code (the sample world's codes and the page's quest and NPC markers). */
const ICONS: Record<number, IconDef> = {
  // Services: warm badges, each its own hue.
  1: { colour: '#b07a1e', glyph: 'M12 10.5h8l-1.6 2.6c3.4 1.6 5.1 4.5 5.1 7.4c0 3.2-3.3 4.5-7.5 4.5s-7.5-1.3-7.5-4.5c0-2.9 1.7-5.8 5.1-7.4ZM12.6 7h6.8l-1.4 2.6h-4Z', detail: 'M16 15.3v6.4M14.2 16.8c0-1.2 3.6-1.2 3.6.2s-3.6 1.1-3.6 2.7s3.6 1.4 3.6.1' },
  2: { colour: '#6f5434', glyph: 'M8 13.5h16v10H8ZM8.6 12.5c0-3.3 3.3-5 7.4-5s7.4 1.7 7.4 5Z', detail: 'M8 14.2h16M14.4 16.5h3.2v3.6h-3.2Z' },
  3: { colour: '#8c6a2a', glyph: 'M10 23.5l-1.3-8.5c-.7-4.7 2.6-8.5 7.3-8.5s8 3.8 7.3 8.5L22 23.5h-3.2l1-8.1c.4-2.9-1.4-5-3.8-5s-4.2 2.1-3.8 5l1 8.1Z', detail: 'M10.3 13.5h1.8M19.9 13.5h1.8M10.7 18.5h1.8M19.5 18.5h1.8' },
  4: { colour: '#b5602a', glyph: 'M7.5 10.5c3.2-1 6-.6 8.5 1.2c2.5-1.8 5.3-2.2 8.5-1.2v12.5c-3.2-1-6-.6-8.5 1.2c-2.5-1.8-5.3-2.2-8.5-1.2Z', detail: 'M16 11.7v12.5M9.8 14h3.8M9.8 17h3.8M18.4 14h3.8M18.4 17h3.8' },
  5: { colour: '#66676a', glyph: 'M7 12h14c0 2.5 1.8 3.4 4 3.4v2.4h-8l2 3.2h2.5v2.5H10.5V21H13l2-3.2H11c-2.3 0-4-2-4-5.8Z' },
  6: { colour: '#a3822c', glyph: 'M9 12.5h14l-1.2 11.5H10.2ZM12.5 12.5c0-3 1.6-4.8 3.5-4.8s3.5 1.8 3.5 4.8h-2c0-2-.6-2.9-1.5-2.9s-1.5.9-1.5 2.9Z', detail: 'M12 16.5l3 3l5-5' },
  7: { colour: '#b0452c', glyph: 'M6.5 10h19v13h-19Z', detail: 'M7.2 10.8l8.8 7l8.8-7M7.2 22.2l6.5-6M24.8 22.2l-6.5-6' },
  8: { colour: '#8b8069', glyph: 'M11 25V12.5c0-3 2.2-5.5 5-5.5s5 2.5 5 5.5V25ZM8.5 25h15v1.5h-15Z', detail: 'M13.5 13.5h5M13.5 16.5h5M13.5 19.5h5' },
  9: { colour: '#8d5a2b', glyph: 'M9.8 9.2l5.2-5.2l4.2 4.2l-5.2 5.2ZM13.4 11.3l2.1-2.1l8 8l-2.1 2.1ZM7 23h10v2.5H7Z' },
  10: { colour: '#3f8a7a', glyph: 'M7.5 12.5h12.5v-3.5l5.5 5l-5.5 5v-3.5H7.5ZM24.5 19.5H12v3.5l-5.5-5l5.5-5v3.5h12.5Z' },
  // Points of interest: russet badges.
  20: { colour: '#8a4a2c', glyph: 'M12 25.5V13h-1.5V8h2.2v2h1.6V8h3.4v2h1.6V8h2.2v5H20v12.5Z', detail: 'M15 25.5v-4.5c0-.8.4-1.3 1-1.3s1 .5 1 1.3v4.5M15.3 14.5h1.4v2.5h-1.4Z' },
  21: { colour: '#94512e', glyph: 'M6.5 16.5L16 8.5l9.5 8v1.5H23v7H9v-7H6.5Z', detail: 'M14 25v-5h4v5' },
  22: { colour: '#7f5231', glyph: 'M16 7.5L26 24.5H6ZM11 5.5l2.2 3.5M21 5.5l-2.2 3.5', detail: 'M16 14.5l-3 10h6Z' },
  23: { colour: '#6e4b33', glyph: 'M6 25.5c0-9 4.4-16 10-16s10 7 10 16Z', detail: 'M11 25.5c0-5.6 2.2-9.6 5-9.6s5 4 5 9.6Z' },
  24: { colour: '#6b3a5e', glyph: 'M8.5 25.5V14c0-4.4 3.4-7.5 7.5-7.5s7.5 3.1 7.5 7.5v11.5Z', detail: 'M16 12.5l1.4 3.3l3.5.3l-2.7 2.3l.9 3.4l-3.1-1.9l-3.1 1.9l.9-3.4l-2.7-2.3l3.5-.3Z' },
  25: { colour: '#9b5a2b', glyph: 'M10 6.5h12v10.5c0 3.5-2.7 6-6 6s-6-2.5-6-6ZM12 21.5l-2.5 5l3-1l1.5 2l1.8-5ZM20 21.5l2.5 5l-3-1l-1.5 2l-1.8-5Z', detail: 'M16 10l1.3 2.7l3 .4l-2.2 2.1l.5 3l-2.6-1.4l-2.6 1.4l.5-3l-2.2-2.1l3-.4Z' },
  // Entities.
  30: { colour: '#c8921b', glyph: 'M13.7 6.5h4.6l-.9 12h-2.8ZM16 20.5a2.4 2.4 0 1 1 0 4.8a2.4 2.4 0 1 1 0-4.8Z' },
  31: { colour: '#4e7594', glyph: person },
  32: { colour: '#a23a2a', glyph: paw },
  33: { colour: '#7a3b98', glyph: paw, detail: 'M16 17.2l.9 1.9l2 .2l-1.5 1.4l.4 2l-1.8-1l-1.8 1l.4-2l-1.5-1.4l2-.2Z' },
  34: { colour: '#6d1420', glyph: 'M9 12.5c0-4.2 3.1-7 7-7s7 2.8 7 7c0 2.6-1.2 4.4-3 5.4v3.1h-8v-3.1c-1.8-1-3-2.8-3-5.4ZM12 21.5h8v3h-8Z', detail: 'M11.8 11.5a1.9 1.9 0 1 0 3.8 0a1.9 1.9 0 1 0 -3.8 0ZM16.4 11.5a1.9 1.9 0 1 0 3.8 0a1.9 1.9 0 1 0 -3.8 0ZM16 14.8l-1.1 2h2.2ZM14 21.5v3M16 21.5v3M18 21.5v3' },
  // Resources and other.
  50: { colour: '#8a6a44', glyph: 'M11.5 5.5c1.6 0 2.3 2.6 2.3 6.2l-.2 1.7c.8-.3 1.6-.4 2.4-.4s1.6.1 2.4.4l-.2-1.7c0-3.6.7-6.2 2.3-6.2s1.8 3.3.8 7.6c2.2 1.6 3.3 4 3.3 6.4c0 3.9-3.7 6-8.6 6s-8.6-2.1-8.6-6c0-2.4 1.1-4.8 3.3-6.4c-1-4.3-.8-7.6.8-7.6Z', detail: 'M13.3 18.3h.1M18.6 18.3h.1M15 21.3l1 .8l1-.8' },
  71: { colour: '#5f6d7c', glyph: 'M6.5 11.5c4.5-4 13.5-4 19 0c-4-2-7-2.3-9.5-2.3s-5.5.3-9.5 2.3ZM15 9.5h2.2l.6 16h-3.4Z' },
  72: { colour: '#56763a', glyph: 'M16 4.5l6.5 9h-3l4.5 6.5h-6.2V26h-3.6v-6H8l4.5-6.5h-3Z' },
  73: { colour: '#6f5596', glyph: 'M9 7.5h12.5c1.4 0 2.5 1.1 2.5 2.5s-1.1 2.5-2.5 2.5H21V22c0 1.4-1.1 2.5-2.5 2.5H10.5C9.1 24.5 8 23.4 8 22s1.1-2.5 2.5-2.5h.5V10c0-1.4-1.1-2.5-2.5-2.5Z', detail: 'M13 12.5h5.5M13 15.5h5.5M13 18.5h4' },
  74: { colour: '#a88b22', glyph: 'M15 26V13h2v13ZM16 5.5c1.6 1.4 1.6 3.8 0 5.2c-1.6-1.4-1.6-3.8 0-5.2ZM11.5 8.5c2.1.2 3.5 2 3.3 4.1c-2.1-.2-3.5-2-3.3-4.1ZM20.5 8.5c.2 2.1-1.2 3.9-3.3 4.1c-.2-2.1 1.2-3.9 3.3-4.1ZM11.5 13.5c2.1.2 3.5 2 3.3 4.1c-2.1-.2-3.5-2-3.3-4.1ZM20.5 13.5c.2 2.1-1.2 3.9-3.3 4.1c-.2-2.1 1.2-3.9 3.3-4.1Z' },
  75: { colour: '#3d8048', glyph: 'M8 24c0-10 6-16 17-17c-.7 11-7 17-17 17Z', detail: 'M8.8 23.2L20 12M13 19.5h3.5M15.8 16.5v-3.2' },
  76: { colour: '#2d7596', glyph: 'M5.5 16c3-4.5 7-6 11-6c3.5 0 6 1.8 7.5 3.6l3-3.1v11l-3-3.1c-1.5 1.8-4 3.6-7.5 3.6c-4 0-8-1.5-11-6Z', detail: 'M10.5 15.3h.1' },
  77: { colour: '#a06a18', glyph: 'M6.5 14h19v10.5h-19ZM7 13c0-3.3 2.6-5.5 9-5.5s9 2.2 9 5.5Z', detail: 'M6.5 14.8h19M14.5 13h3v4.5h-3ZM10 14v10.5M22 14v10.5' },
  78: { colour: '#506a89', glyph: 'M10 26V11.5c0-3.5 2.7-6 6-6s6 2.5 6 6V26Z', detail: 'M16 9.5v12.5M16 12.5l3-2M16 16l-3-2M16 19l3-2' },
  79: { colour: '#2f93a8', glyph: 'M16 4.5l6.5 8l-6.5 15l-6.5-15Z', detail: 'M9.5 12.5h13M16 4.5l-2.5 8l2.5 15l2.5-15Z' },
  [NPC_MARKER_CODE]: { colour: '#3a6aa8', glyph: person },
  [QUEST_MARKER_CODE]: { colour: '#c99412', glyph: 'M9.5 7h11c1.4 0 2.5 1.1 2.5 2.5v13c0 1.4-1.1 2.5-2.5 2.5h-11C8.1 25 7 23.9 7 22.5v-13C7 8.1 8.1 7 9.5 7Z', detail: 'M15 10h2l-.3 7.5h-1.4ZM16 19.3a1.5 1.5 0 1 1 0 3a1.5 1.5 0 1 1 0-3Z' },
};

/** Badge colours for a category the drawing has no glyph for (by its group), with its initial. */
const GROUP_COLOURS: Record<string, string> = { services: '#b07a1e', pointsOfInterest: '#8a4a2c', entities: '#4e7594', resources: '#4f7a45' };

export interface CategoryIconInput {
  code: number;
  group?: string;
  /** The category's English name (the initial of an unknown category). */
  name?: string;
}

/** Whether the category has a drawn glyph. */
export function hasCategoryGlyph(code: number): boolean {
  return code in ICONS;
}

/** The icon's SVG text (32 × 32, scalable). */
export function categoryIconSvg(input: CategoryIconInput): string {
  const def = ICONS[input.code];
  const colour = def?.colour ?? GROUP_COLOURS[input.group ?? ''] ?? '#6b5a45';
  const initial = [...(input.name ?? '?').trim()][0]?.toLocaleUpperCase() ?? '?';
  const glyph = def
    ? `<path d="${def.glyph}" fill="${LIGHT}" stroke="${DARK}" stroke-width="1.1" stroke-linejoin="round" stroke-linecap="round"/>` +
      (def.detail ? `<path d="${def.detail}" fill="none" stroke="${DARK}" stroke-width="1.3" stroke-linejoin="round" stroke-linecap="round"/>` : '')
    : `<text x="16" y="21.5" font-size="15" font-family="${FONT}" font-weight="bold" text-anchor="middle" fill="${LIGHT}" stroke="${DARK}" stroke-width="0.8" paint-order="stroke">${xmlText(initial)}</text>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">` +
    `<defs><radialGradient id="g" cx="40%" cy="32%" r="75%"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="16" cy="16" r="14.6" fill="${colour}" stroke="${DARK}" stroke-width="1.6"/>` +
    `<circle cx="16" cy="16" r="13.8" fill="url(#g)"/>` +
    `<circle cx="16" cy="16" r="12.6" fill="none" stroke="${LIGHT}" stroke-opacity="0.45" stroke-width="0.9"/>` +
    glyph +
    `</svg>`
  );
}
