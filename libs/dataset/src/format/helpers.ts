// Small derivations the seeders and services need (the README's "spec fields not stored").

import { COPPER_PER_GOLD, COPPER_PER_SILVER } from './constants.js';
import type { MapRecord, QuestRecord } from './schema.js';

/** Region (world map), territory (zone) and area of a map, from its parent chain. */
export function hierarchyPath(mapsById: ReadonlyMap<number, MapRecord>, mapId: number): { region: MapRecord | null; territory: MapRecord | null; area: MapRecord | null } {
  const chain: MapRecord[] = [];
  for (let m = mapsById.get(mapId); m; m = m.parentId === null ? undefined : mapsById.get(m.parentId)) {
    chain.unshift(m);
    if (chain.length > 10) throw new Error(`map ${mapId}: parent chain too long (a cycle?)`);
  }
  return { region: chain[0] ?? null, territory: chain[1] ?? null, area: chain[2] ?? null };
}

/** 12345 copper → { gold: 0, silver: 123, copper: 45 } (1 gold = 1000 silver, 1 silver = 100 copper). */
export function splitCopper(total: number): { gold: number; silver: number; copper: number } {
  const gold = Math.floor(total / COPPER_PER_GOLD);
  const rest = total - gold * COPPER_PER_GOLD;
  return { gold, silver: Math.floor(rest / COPPER_PER_SILVER), copper: rest % COPPER_PER_SILVER };
}

/** Position of a quest in its chain (1-based) and the chain's length, walking prerequisite/next links. */
export function chainPosition(questsById: ReadonlyMap<number, QuestRecord>, questId: number): { position: number; totalQuests: number } {
  let first = questsById.get(questId);
  if (!first) throw new Error(`unknown quest ${questId}`);
  let position = 1;
  const seen = new Set<number>([first.id]);
  while (first.prerequisiteId !== null && questsById.has(first.prerequisiteId) && !seen.has(first.prerequisiteId)) {
    first = questsById.get(first.prerequisiteId)!;
    seen.add(first.id);
    position++;
  }
  let totalQuests = 1;
  for (let q = first; q.nextQuestId !== null && questsById.has(q.nextQuestId) && totalQuests < 1000; q = questsById.get(q.nextQuestId)!) totalQuests++;
  return { position, totalQuests };
}
