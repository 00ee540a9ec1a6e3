// The map images' colours: inks and washes on parchment.

export const PALETTE = {
  parchment: '#ecdcb4',
  ink: '#4a3a26',
  inkSoft: '#5e4b33',
  areaInk: '#6b3f22',
  zoneInk: '#7a2e1c',
  upland: '#e2cd9c',
  hills: '#d7be8a',
  highland: '#c9aa78',
  mountain: '#b89a6e',
  blight: '#8e846f',
  snow: '#f6f3ea',
  snowCap: '#fbfaf5',
  snowInk: '#7f93a3',
  marsh: '#b5bf94',
  marshInk: '#56603a',
  forest: '#aeb87c',
  forestEdge: '#5b6634',
  treeCrown: '#b7c07e',
  firCrown: '#9fae74',
  treeShade: '#6f7a45',
  sea: '#bcd0c6',
  seaLine: '#52705f',
  river: '#4d7590',
  road: '#8a3b1e',
  border: '#7b5a3a',
  zoneBorder: '#9b2f1f',
  mountainBody: '#eadab0',
  mountainShade: '#a88d63',
  town: '#d9a46a',
  ribbon: '#f1e3bd',
  field: '#e3cf8e',
  fieldAlt: '#d6d08f',
  hedge: '#7d6a3a',
} as const;

/** Serif faces with Latin accents and Cyrillic (the system's; resvg picks the first it has). */
export const FONT_FAMILIES = ['Liberation Serif', 'DejaVu Serif'] as const;
export const FONT = `${FONT_FAMILIES.map((f) => `'${f}'`).join(', ')}, serif`;

/** A dungeon's inks: hatched rock and a pale floor. */
export const DUNGEON = {
  rock: '#8f7d61',
  hatch: '#5f5038',
  shadow: '#2e2418',
  floor: '#efe2c0',
  grid: '#c9b58c',
  rubble: '#b8a57f',
} as const;
