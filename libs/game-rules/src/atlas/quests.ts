// Quest rules of the atlas (spec 2 §4, §5, §8, §9): the name order with chapter numbers, the level colour bands of the
// map-side quest list, and a quest's place in its chain with the chain's warnings.
import type { QuestChainWarning } from '@eoa/contracts';

// ------------------------------------------------------------------------------------------------ name order

// "Book 2, Chapter 10: …" in the four languages of the site ("Buch 2, Kapitel 10", "Livre 2, chapitre 10",
// "Книга 2, глава 10"). A word must start the name or follow a space or punctuation.
const CHAPTER = /(?:^|[\s,.:;(])(?:chapter|kapitel|chapitre|глава)\s+(\d+)/iu;
const BOOK = /(?:^|[\s,.:;(])(?:book|buch|livre|книга)\s+(\d+)/iu;

/** The chapter number of a quest name ("Book 1, Chapter 10: …" → 10), or null. */
export function chapterNumber(name: string): number | null {
  const match = CHAPTER.exec(name);
  return match ? Number(match[1]) : null;
}

/** The book number of a quest name ("Book 2, Chapter 1: …" → 2), or null. */
export function bookNumber(name: string): number | null {
  const match = BOOK.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * The quest name order (spec 2 §5): when both names have a chapter number they sort by it — by book first when both
 * name a book, so Book 1's chapters come before Book 2's — and otherwise alphabetically in the language's order (case
 * and accents ignored, numbers inside names compared as numbers: "Part 2" before "Part 10"). Ties of equal chapters
 * fall back to the alphabetical order.
 */
export function questNameComparator(lang: string): (a: string, b: string) => number {
  const collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true });
  return (a, b) => {
    const chapterA = chapterNumber(a);
    const chapterB = chapterNumber(b);
    if (chapterA !== null && chapterB !== null) {
      const bookA = bookNumber(a);
      const bookB = bookNumber(b);
      if (bookA !== null && bookB !== null && bookA !== bookB) return bookA - bookB;
      if (chapterA !== chapterB) return chapterA - chapterB;
    }
    return collator.compare(a, b);
  };
}

/** Sorts items by their quest name (questNameComparator), ties by id; returns a new array. */
export function sortByQuestName<T extends { id: number }>(items: readonly T[], nameOf: (item: T) => string, lang: string): T[] {
  const compare = questNameComparator(lang);
  const keyed = items.map((item) => ({ item, name: nameOf(item) }));
  keyed.sort((a, b) => compare(a.name, b.name) || a.item.id - b.item.id);
  return keyed.map((k) => k.item);
}

// ------------------------------------------------------------------------------------------------ level bands

export type QuestLevelBand = 'red' | 'orange' | 'yellow' | 'green';

/** The lower bound of each band (spec 2 §9: 45+ red, 30+ orange, 15+ yellow, else green). */
export const QUEST_LEVEL_BANDS: readonly { band: QuestLevelBand; from: number }[] = [
  { band: 'red', from: 45 },
  { band: 'orange', from: 30 },
  { band: 'yellow', from: 15 },
  { band: 'green', from: -Infinity },
];

/** The colour band of a quest level in the map-side quest list. */
export function questLevelBand(level: number): QuestLevelBand {
  return QUEST_LEVEL_BANDS.find((b) => level >= b.from)!.band;
}

// ------------------------------------------------------------------------------------------------ chains

/** What the chain rules read of a quest: its links both ways. */
export interface ChainLink {
  id: number;
  prerequisiteId: number | null;
  nextQuestId: number | null;
}

/** A quest's place in its chain (spec 2 §3 Quest chain) by ids; the service and the page name the quests. */
export interface ChainPosition {
  questId: number;
  /** 1-based; counted from the first quest found walking back. */
  position: number;
  totalQuests: number;
  isInChain: boolean;
  /** The chain's quest ids in order, as far as the links could be followed. */
  questIds: number[];
  /** The quest's prerequisite and next quest, when they exist (null when missing). */
  prerequisiteId: number | null;
  nextQuestId: number | null;
  warnings: QuestChainWarning[];
  isIncomplete: boolean;
}

/**
 * Walks a quest's chain both ways through `lookup` (undefined = not known: missing from the data, or hidden by an
 * editor's exclusion) — spec 2 §3, §8:
 * - position counts the quests found walking back through prerequisites, plus one; totalQuests adds those found
 *   walking forward through next quests;
 * - "positionEstimated" when the walk back was cut (a prerequisite unknown, or a loop): the position counts from
 *   the first quest found, not from the chain's real start;
 * - "brokenChain" when any link is unknown, one-sided (a.next = b but b.prerequisite ≠ a, or the reverse) or loops;
 * - isIncomplete when there is any warning; isInChain when the quest has a prerequisite or a next quest.
 * Loops stop the walk at the first quest seen twice.
 */
export function questChainPosition(quest: ChainLink, lookup: (id: number) => ChainLink | undefined): ChainPosition {
  const warnings = new Set<QuestChainWarning>();
  const seen = new Set<number>([quest.id]);
  /** Follows one direction's links from the quest; `cut` when a link is unknown or loops. */
  const walk = (step: (link: ChainLink) => number | null, stepBack: (link: ChainLink) => number | null) => {
    const ids: number[] = [];
    let current = quest;
    for (let id = step(current); id !== null; id = step(current)) {
      const found = lookup(id);
      if (!found || seen.has(found.id)) {
        warnings.add('brokenChain');
        return { ids, cut: true };
      }
      if (stepBack(found) !== current.id) warnings.add('brokenChain');
      seen.add(found.id);
      ids.push(found.id);
      current = found;
    }
    return { ids, cut: false };
  };

  const back = walk((l) => l.prerequisiteId, (l) => l.nextQuestId);
  if (back.cut) warnings.add('positionEstimated');
  const before = back.ids.reverse();
  const after = walk((l) => l.nextQuestId, (l) => l.prerequisiteId).ids;

  const list = [...warnings].sort();
  return {
    questId: quest.id,
    position: before.length + 1,
    totalQuests: before.length + 1 + after.length,
    isInChain: quest.prerequisiteId !== null || quest.nextQuestId !== null,
    questIds: [...before, quest.id, ...after],
    prerequisiteId: quest.prerequisiteId !== null && lookup(quest.prerequisiteId) ? quest.prerequisiteId : null,
    nextQuestId: quest.nextQuestId !== null && lookup(quest.nextQuestId) ? quest.nextQuestId : null,
    warnings: list,
    isIncomplete: list.length > 0,
  };
}
