// The browser's recent-builds list (spec 1 §9): at most 20, same name replaced, newest first.

import type { BuildFile, RecentBuildEntry } from '@eoa/contracts';
import { RECENT_BUILDS_MAX } from '../constants.js';
import { readBuildFile } from './build-file.js';

/** A list entry for a build just saved or loaded; `now` (ISO) is lastLoaded, `id` defaults to a stable one. */
export function recentBuildEntry(file: BuildFile, now: string, id?: string): RecentBuildEntry {
  const { character } = file.build;
  return {
    id: id ?? `${now}:${file.build.name}`,
    name: file.build.name,
    character: { class: character.class, level: character.level, race: character.race },
    lastLoaded: now,
    buildData: file,
  };
}

/** Puts an entry first, dropping any entry of the same name, keeping at most 20. */
export function addRecentBuild(list: readonly RecentBuildEntry[], entry: RecentBuildEntry): RecentBuildEntry[] {
  return [entry, ...list.filter((e) => e.name !== entry.name)].slice(0, RECENT_BUILDS_MAX);
}

export function removeRecentBuild(list: readonly RecentBuildEntry[], id: string): RecentBuildEntry[] {
  return list.filter((e) => e.id !== id);
}

/**
 * The stored list made safe (the one local key's parsed value): entries with an id, a name and a valid
 * build file; duplicates by name after the first dropped; at most 20. The stored order (newest first) is kept.
 */
export function parseRecentBuilds(raw: unknown): RecentBuildEntry[] {
  if (!Array.isArray(raw)) return [];
  const out: RecentBuildEntry[] = [];
  const names = new Set<string>();
  for (const e of raw) {
    if (out.length >= RECENT_BUILDS_MAX) break;
    if (!e || typeof e !== 'object') continue;
    const r = e as Partial<Record<keyof RecentBuildEntry, unknown>>;
    if (typeof r.id !== 'string' || typeof r.name !== 'string' || names.has(r.name)) continue;
    const read = readBuildFile(r.buildData);
    if (!read.ok) continue;
    names.add(r.name);
    const entry = recentBuildEntry(read.file, typeof r.lastLoaded === 'string' ? r.lastLoaded : '', r.id);
    entry.name = r.name;
    out.push(entry);
  }
  return out;
}
