// Icons as SVG: an item icon is a glyph of what the item is (by weapon type, slot or item class) in a frame
// of its quality's colour, with the item's extra layers as small marks; trait, class and race icons are
// medallions ringed by the trait's nature; a virtue icon shows the virtue's symbol and its rank.
// Every value written into the SVG is a number or a constant of this module.

import type { ClassId, EquipmentSlot, ItemClass, ItemSlotCode, RaceId, WeaponType } from '@eoa/contracts';
import type { EmblemSubject, IconSubject, VirtueSubject } from '../icon-index.js';
import { Canvas, THIN, num } from './canvas.js';
import * as g from './glyphs.js';
import { ACCENTS, MATERIALS, NATURE_COLOURS, QUALITY_SHADES, pick, type Material } from './palette.js';

// The tables are read with the data's codes (strings); `satisfies` keeps each one complete against the codes
// of @eoa/contracts, so a new weapon type, slot, class or race cannot be forgotten here.
const BY_WEAPON: Readonly<Record<string, g.Glyph>> = {
  ONE_HANDED_SWORD: g.sword, TWO_HANDED_SWORD: g.greatsword, DAGGER: g.dagger,
  ONE_HANDED_AXE: g.axe, TWO_HANDED_AXE: g.greataxe,
  ONE_HANDED_HAMMER: g.hammer, TWO_HANDED_HAMMER: g.greathammer, ONE_HANDED_MACE: g.mace,
  ONE_HANDED_CLUB: g.club, TWO_HANDED_CLUB: g.club,
  STAFF: g.staff, SPEAR: g.spear, HALBERD: g.halberd, JAVELIN: g.javelin,
  BOW: g.bow, CROSSBOW: g.crossbow, SHIELD: g.shield, HEAVY_SHIELD: g.towerShield,
} satisfies Record<WeaponType, g.Glyph>;

const BY_SLOT: Readonly<Record<string, g.Glyph>> = {
  head: g.helm, shoulders: g.pauldrons, chest: g.cuirass, gloves: g.gauntlet, legs: g.greaves, boots: g.boot, back: g.cloak,
  necklace: g.necklace, earring: g.earring, ring: g.ring, bracelet: g.bracelet, pocket: g.pouch, tool: g.anvil,
  shield: g.shield, offHand: g.dagger, mainHand: g.sword, twoHand: g.greatsword, ranged: g.bow,
} satisfies Record<ItemSlotCode, g.Glyph>;

const BY_CLASS: Readonly<Record<string, g.Glyph>> = {
  ORE: g.ore, WOOD: g.logs, HIDE: g.pelt, CROP: g.wheat, GEM: g.gemstone, SCHOLAR_RESOURCE: g.book, INGOT: g.ingot, BOARD: g.planks,
  LEATHER: g.leatherRoll, CLOTH: g.clothBolt, PROCESSED_CROP: g.sack, CUT_GEM: g.cutGem, VENDOR_SUPPLY: g.jar, SHARD: g.shards,
  CRAFTED_COMPONENT: g.cog, CRITICAL_INGREDIENT: g.vial, TROPHY: g.fang, POTION: g.potion, SCROLL: g.scroll, FOOD: g.bread,
  TOKEN: g.coin, CRAFTING_TOOL: g.anvil, CLOAK: g.cloak,
} satisfies Partial<Record<ItemClass, g.Glyph>>;

/** Weapons whose heads already fill the frame (drawn a little smaller than the slender ones). */
const BROAD_WEAPONS = new Set<string>(['TWO_HANDED_AXE', 'TWO_HANDED_HAMMER', 'BOW', 'CROSSBOW', 'SHIELD', 'HEAVY_SHIELD'] satisfies WeaponType[]);

/** Armour drawn in the material of its class. */
const ARMOUR_MATERIAL: Readonly<Record<string, Material>> = {
  LIGHT_ARMOUR: MATERIALS.parchment,
  MEDIUM_ARMOUR: MATERIALS.leather,
  HEAVY_ARMOUR: MATERIALS.steel,
} satisfies Partial<Record<ItemClass, Material>>;

/** What the item shows. */
export function glyphOf(subject: IconSubject): { glyph: g.Glyph; material?: Material } {
  if (subject.weaponType && BY_WEAPON[subject.weaponType]) return { glyph: BY_WEAPON[subject.weaponType]! };
  if (subject.itemClass === 'CLOAK') return { glyph: g.cloak };
  if (subject.slot && subject.slot !== 'tool' && BY_SLOT[subject.slot]) return { glyph: BY_SLOT[subject.slot]!, material: ARMOUR_MATERIAL[subject.itemClass] };
  if (BY_CLASS[subject.itemClass]) return { glyph: BY_CLASS[subject.itemClass]! };
  return { glyph: subject.category === 'Food' ? g.bread : subject.category === 'Consumable' ? g.potion : g.pouch };
}

/** The mark an extra layer adds: a corner gem, sparkles, a rune, an ember or a laurel, coloured by its id. */
function overlay(c: Canvas, layer: number): string {
  const accent = pick(ACCENTS, Math.floor(layer / 7));
  switch (layer % 5) {
    case 0:
      return (
        `<circle cx="50" cy="14" r="6.2" fill="${c.material(MATERIALS.gold)}" ${THIN}/>` +
        `<circle cx="50" cy="14" r="4" fill="${c.material(accent)}"/>` +
        `<circle cx="48.6" cy="12.6" r="1.2" fill="#fff" fill-opacity=".85"/>`
      );
    case 1:
      return g.star(c, 14, 14, 6.5, accent) + g.star(c, 51, 50, 4.5, accent) + g.star(c, 21, 9, 2.6, MATERIALS.silver);
    case 2:
      return (
        `<circle cx="14" cy="50" r="7" fill="#0b0d10" fill-opacity=".55" stroke="${c.material(accent)}" stroke-width="1.6"/>` +
        `<path d="M12 46 L12 54 M12 46 L16.5 49 L12 51.5 L16.5 54" fill="none" stroke="${c.material(accent)}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`
      );
    case 3: {
      const fire: Material = layer % 2 ? ['#fff3a8', '#ff9a1f', '#c2330a'] : ['#e6fbff', '#5fc8ff', '#1d4fd1'];
      return (
        `<ellipse cx="32" cy="55" rx="19" ry="5" fill="${fire[1]}" fill-opacity=".6" filter="${c.blur(2.6)}"/>` +
        `<path d="M23 58 C22 53 26 51 25.5 45 C30 49 31 53 30 58 Z M33 58 C32 52 36 50 36.5 43 C41 48 42 53 40 58 Z M28.5 58 C28 55 30 53.5 30 51 C32.5 53 33.5 55.5 32.5 58 Z" fill="${c.material(fire, 'vertical')}" ${THIN}/>`
      );
    }
    default:
      return (
        `<path d="M8 44 C10 52 16 56 24 57 M56 44 C54 52 48 56 40 57" fill="none" stroke="${c.material(MATERIALS.gold)}" stroke-width="1.6" stroke-linecap="round"/>` +
        [
          [10, 48, -40], [14, 53, -20], [54, 48, 40], [50, 53, 20],
        ]
          .map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="1.8" ry="3.4" fill="${c.material(accent)}" transform="rotate(${r} ${x} ${y})"/>`)
          .join('')
      );
  }
}

/** An item icon: background and glow of the quality, the glyph, the overlays, the frame. */
export function renderItemIcon(subject: IconSubject, baseLayer: number, overlays: readonly number[]): string {
  const c = new Canvas();
  const q = QUALITY_SHADES[subject.quality as keyof typeof QUALITY_SHADES] ?? QUALITY_SHADES.common;
  const accent = pick(ACCENTS, Math.floor(baseLayer / 3));
  const { glyph, material } = glyphOf(subject);
  const background = c.radial(q.background[0], q.background[1], 0.5, 0.42, 0.75);
  const glow = c.radial(q.glow, q.glow, 0.5, 0.5, 0.62, 0.32, 0);
  const frame = c.material([q.frame[0], q.frame[1], q.frame[0]]);
  const shadow = c.shadow();
  // Long weapons run corner to corner; the rest are drawn a little smaller than the frame allows.
  const scale = !subject.weaponType ? 1 : BROAD_WEAPONS.has(subject.weaponType) ? 0.94 : 1.08;
  const picture = scale === 1 ? glyph(c, accent, material) : `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${glyph(c, accent, material)}</g>`;
  const marks = overlays.map((layer) => overlay(c, layer)).join('');
  const legendary = subject.quality === 'legendary' || subject.quality === 'epic';
  const corners = legendary
    ? [
        [5, 5], [59, 5], [5, 59], [59, 59],
      ]
        .map(([x, y]) => `<path d="M${x} ${y! - 3.4} L${x! + 3.4} ${y} L${x} ${y! + 3.4} L${x! - 3.4} ${y} Z" fill="${frame}" ${THIN}/>`)
        .join('')
    : '';
  return c.svg(
    `<rect x="2" y="2" width="60" height="60" rx="9" fill="${background}"/>` +
      `<rect x="2" y="2" width="60" height="60" rx="9" fill="${glow}"/>` +
      `<g filter="${shadow}">${picture}</g>` +
      marks +
      `<rect x="3.5" y="3.5" width="57" height="57" rx="8" fill="none" stroke="${frame}" stroke-width="3"/>` +
      `<rect x="5.8" y="5.8" width="52.4" height="52.4" rx="6" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="1"/>` +
      corners,
  );
}

/** An overlay layer alone (transparent), as /api/icons/{layer} serves it. */
export function renderOverlay(layer: number): string {
  const c = new Canvas();
  return c.svg(overlay(c, layer));
}

/** The symbol of a stat (trait and virtue medallions). */
function statGlyph(stat: string | null): g.Glyph {
  switch (stat) {
    case 'might':
    case 'weaponDamage':
    case 'parryChance':
      return g.sword;
    case 'agility':
    case 'evadeChance':
    case 'rangedEvadeChance':
      return g.feather;
    case 'vitality':
    case 'morale':
      return g.heart;
    case 'will':
    case 'power':
    case 'threatGeneration':
      return g.flame;
    case 'armour':
    case 'blockChance':
    case 'commonMitigation':
    case 'tacticalMitigation':
    case 'fireMitigation':
    case 'shadowMitigation':
    case 'resistanceCry':
    case 'resistanceDisease':
    case 'resistanceFear':
    case 'resistancePoison':
    case 'resistanceShadow':
    case 'resistanceWound':
    case 'meleeCriticalDefense':
    case 'rangedCriticalDefense':
    case 'tacticalCriticalDefense':
      return g.shield;
    case 'meleeCritical':
    case 'rangedCritical':
    case 'tacticalCritical':
    case 'accuracy':
      return g.burst;
    case 'inCombatMoraleRegen':
    case 'outOfCombatMoraleRegen':
    case 'inCombatPowerRegen':
    case 'outOfCombatPowerRegen':
    case 'incomingHealing':
      return g.drop;
    default:
      return g.starSymbol;
  }
}

const CLASS_GLYPHS: Readonly<Record<string, g.Glyph>> = {
  guardian: g.towerShield, captain: g.banner, champion: g.greataxe, hunter: g.bow, burglar: g.dagger, 'lore-master': g.staff, minstrel: g.note,
} satisfies Record<ClassId, g.Glyph>;
const RACE_GLYPHS: Readonly<Record<string, g.Glyph>> = { man: g.crown, elf: g.leaf, dwarf: g.greathammer, hobbit: g.acorn } satisfies Record<RaceId, g.Glyph>;

/** The medallion behind trait, class, race and virtue pictures. */
function medallion(c: Canvas, ring: Material, glyph: g.Glyph, accent: Material, extra = ''): string {
  const inner = c.radial(ring[1], '#0b0d12', 0.5, 0.38, 0.72);
  const shadow = c.shadow();
  return c.svg(
    `<circle cx="32" cy="32" r="29.5" fill="${c.material(ring)}" stroke="#0b0d10" stroke-width="1.2"/>` +
      `<circle cx="32" cy="32" r="24.5" fill="${inner}" stroke="#0b0d10" stroke-opacity=".7" stroke-width="1.4"/>` +
      `<g filter="${shadow}" transform="translate(32 32) scale(.68) translate(-32 -32)">${glyph(c, accent)}</g>` +
      `<circle cx="32" cy="32" r="29.5" fill="none" stroke="${c.material(MATERIALS.gold)}" stroke-width="2"/>` +
      `<path d="M12 20 C16 12 23 7.5 32 6.5" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1.4" stroke-linecap="round"/>` +
      extra,
  );
}

export function renderEmblem(subject: EmblemSubject, iconId: number): string {
  const c = new Canvas();
  const accent = pick(ACCENTS, Math.floor(iconId / 5));
  if (subject.kind === 'class') return medallion(c, NATURE_COLOURS.class!, CLASS_GLYPHS[subject.classId] ?? g.starSymbol, pick(ACCENTS, 1));
  if (subject.kind === 'race') return medallion(c, NATURE_COLOURS.race!, RACE_GLYPHS[subject.raceId] ?? g.starSymbol, pick(ACCENTS, 0));
  const ring = NATURE_COLOURS[subject.nature] ?? NATURE_COLOURS.Class!;
  return medallion(c, ring, statGlyph(subject.stat), accent);
}

/** Virtue colours: one hue per virtue, around the wheel. */
function virtueColours(index: number): Material {
  const hue = (index * 47) % 360;
  return [`hsl(${hue} 85% 82%)`, `hsl(${hue} 62% 52%)`, `hsl(${hue} 70% 22%)`];
}

/** A virtue at a rank: its symbol, pips for the ranks (filled up to `rank`), and the rank in a badge. */
export function renderVirtue(subject: VirtueSubject, rank: number): string {
  const c = new Canvas();
  const colours = virtueColours(subject.index);
  const total = Math.max(subject.maxRank, rank);
  const pips: string[] = [];
  for (let i = 0; i < total; i++) {
    // Along the lower arc, left to right.
    const a = Math.PI * (0.85 - (0.7 * (total === 1 ? 0.5 : i / (total - 1))));
    const x = 32 + 27 * Math.cos(a);
    const y = 32 + 27 * Math.sin(a);
    const filled = i < rank;
    pips.push(
      `<circle cx="${num(x)}" cy="${num(y)}" r="2.3" fill="${filled ? '#ffe08a' : '#2a2d33'}" stroke="#0b0d10" stroke-width=".9"/>`,
    );
  }
  const badge =
    `<circle cx="50" cy="50" r="9" fill="${c.material(MATERIALS.gold)}" stroke="#0b0d10" stroke-width="1.2"/>` +
    `<text x="50" y="54.2" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="700" font-size="${rank >= 10 ? 10 : 12}" fill="#2b1a02">${num(Math.trunc(rank))}</text>`;
  return medallion(c, colours, statGlyph(subject.stat), colours, pips.join('') + badge);
}

/** The picture of an empty equipment slot: a faded silhouette of what goes there on a dark plate. */
const SLOT_GLYPHS: Readonly<Record<EquipmentSlot, g.Glyph>> = {
  head: g.helm, shoulders: g.pauldrons, back: g.cloak, chest: g.cuirass, gloves: g.gauntlet, legs: g.greaves, boots: g.boot,
  mainHand: g.sword, offHand: g.shield, ranged: g.bow, necklace: g.necklace, pocket: g.pouch, ring1: g.ring, ring2: g.ring,
  bracelet1: g.bracelet, bracelet2: g.bracelet, earring1: g.earring, earring2: g.earring, craftingTool: g.anvil,
};

export function renderSlot(slot: EquipmentSlot): string {
  const c = new Canvas();
  const plate = c.radial('#2a2530', '#141118', 0.5, 0.4, 0.75);
  return c.svg(
    `<rect x="2" y="2" width="60" height="60" rx="9" fill="${plate}"/>` +
      `<g opacity=".38" style="filter:grayscale(1)">${SLOT_GLYPHS[slot](c, MATERIALS.steel)}</g>` +
      `<rect x="3.5" y="3.5" width="57" height="57" rx="8" fill="none" stroke="#4a4250" stroke-width="2" stroke-dasharray="5 3"/>`,
  );
}
