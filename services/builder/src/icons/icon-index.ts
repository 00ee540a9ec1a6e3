// What each icon id shows, from the game data: an item icon is the item's layer ids joined by "-" (the first
// is the picture, the others overlays); traits, classes and races have an icon id each; virtues are drawn as
// {VIRTUE}-{rank}. Built with the game-data snapshot, so an unknown id is a 404 without a database query.

import type { Localized } from '@eoa/contracts';

export interface IconItemRow {
  id: number;
  icon: string;
  quality: string;
  category: string;
  slot: string | null;
  weaponType: string | null;
  itemClass: string;
}

/** The item an item icon is drawn for: its category, slot, weapon type, class and quality. */
export type IconSubject = Pick<IconItemRow, 'category' | 'slot' | 'weaponType' | 'itemClass' | 'quality'>;

export type EmblemSubject =
  | { kind: 'trait'; nature: string; classId: string | null; raceId: string | null; stat: string | null }
  | { kind: 'class'; classId: string }
  | { kind: 'race'; raceId: string };

export interface VirtueSubject {
  traitId: number;
  /** 0-based position among the virtues (colour). */
  index: number;
  maxRank: number;
  /** The virtue's first stat (its symbol). */
  stat: string | null;
}

export interface IconIndex {
  /** First layer → the lowest-id item drawn with it. */
  base: ReadonlyMap<number, IconSubject>;
  /** A whole icon string → the lowest-id item with exactly that icon. */
  exact: ReadonlyMap<string, IconSubject>;
  /** Layer ids used as overlays (second layer onwards). */
  overlays: ReadonlySet<number>;
  /** Icon ids of traits, classes and races. */
  emblems: ReadonlyMap<number, EmblemSubject>;
  /** Virtues by upper-case English name without spaces (VALOUR, ...). */
  virtues: ReadonlyMap<string, VirtueSubject>;
}

/** VALOUR from "Valour", "valour", "Val our". */
export function virtueKey(name: string): string {
  return name.replace(/[\s_-]+/g, '').toUpperCase();
}

interface TraitLike {
  id: number;
  name: Localized;
  nature: string;
  classId: string | null;
  raceId: string | null;
  iconId: number;
  maxRank: number;
  stats: { name: string }[];
}

export function buildIconIndex(
  items: readonly IconItemRow[],
  traits: readonly TraitLike[],
  classes: readonly { id: string; iconId: number }[],
  races: readonly { id: string; iconId: number }[],
): IconIndex {
  const base = new Map<number, IconSubject>();
  const exact = new Map<string, IconSubject>();
  const overlays = new Set<number>();
  // Rows come ordered by id: the first seen keeps the entry.
  for (const row of items) {
    const subject: IconSubject = { category: row.category, slot: row.slot, weaponType: row.weaponType, itemClass: row.itemClass, quality: row.quality };
    if (!exact.has(row.icon)) exact.set(row.icon, subject);
    const layers = row.icon.split('-').map(Number);
    const first = layers[0]!;
    if (Number.isInteger(first) && !base.has(first)) base.set(first, subject);
    for (const layer of layers.slice(1)) if (Number.isInteger(layer)) overlays.add(layer);
  }
  const emblems = new Map<number, EmblemSubject>();
  for (const c of classes) emblems.set(c.iconId, { kind: 'class', classId: c.id });
  for (const r of races) if (!emblems.has(r.iconId)) emblems.set(r.iconId, { kind: 'race', raceId: r.id });
  const virtues = new Map<string, VirtueSubject>();
  for (const t of traits) {
    if (t.nature === 'Virtue') {
      virtues.set(virtueKey(t.name.en), { traitId: t.id, index: virtues.size, maxRank: t.maxRank, stat: t.stats[0]?.name ?? null });
    }
    if (!emblems.has(t.iconId)) {
      emblems.set(t.iconId, { kind: 'trait', nature: t.nature, classId: t.classId, raceId: t.raceId, stat: t.stats[0]?.name ?? null });
    }
  }
  return { base, exact, overlays, emblems, virtues };
}
