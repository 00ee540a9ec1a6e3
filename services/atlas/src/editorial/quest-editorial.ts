// The seam where editorial data (admin's quest overrides, exclusions and map calibrations, spec 3) plugs in. Every quest
// answer goes through applyQuestOverride and the exclusions; every marker a map shows goes through the calibrations
// (marker-placement.ts). The provider bound in WorldModule (AdminQuestEditorial) reads admin's internal endpoint; the
// one below answers "nothing edited" (the data as seeded).
import { Injectable } from '@nestjs/common';
import { LANGUAGE_CODES, type BoundingBox, type Localized, type QuestMarkerOverride } from '@eoa/contracts';
import { effectiveMarkerPoint, fromSourceSpace, hasOverrideCoordinate, toGameCoordinates, toSourceSpace, type CalibrationNumbers } from '@eoa/game-rules';
import type { RawQuest } from '../world/atlas-data.loader.js';

/**
 * An editor's changes to one quest; a field left out keeps the seeded value (spec 3 §5: an empty override means the
 * original). Texts are Localized: admin's one text is used in every language (see the README's "Editorial overrides").
 */
export interface QuestOverride {
  name?: Localized;
  level?: number;
  description?: Localized;
  categoryId?: number;
  expansionEra?: string;
  /** Objective texts by objective index; a missing entry keeps the seeded text. */
  objectiveTexts?: (Localized | undefined)[];
  /** Comments hidden from the public (indexes into the seeded comments). */
  hiddenCommentIndices?: number[];
  /** Markers moved, hidden or added, in the 500×375 source space of the quest's map (spec 3 §3, §5). */
  markers?: QuestMarkerOverride[];
}

/** One version of the editorial data: which quests are excluded, which have overrides, how zone maps are calibrated. */
export interface EditorialView {
  /** Changes whenever the editorial data does: the quest answers' ETags and memos include it. */
  version: string;
  excluded: ReadonlySet<number>;
  overrides: ReadonlyMap<number, QuestOverride>;
  /** Calibrations of zone maps by map id; a zone without one (or with its seeded one) moves nothing. */
  calibrations: ReadonlyMap<number, CalibrationNumbers>;
  /** Changes only when the calibrations do: the marker answers' tags include it (a quest edit leaves them alone). */
  calibrationVersion: string;
}

/** Nothing edited: the data as seeded. */
export const SEEDED_DATA: EditorialView = {
  version: 'seeded',
  excluded: new Set(),
  overrides: new Map(),
  calibrations: new Map(),
  calibrationVersion: 'seeded',
};

/** Where the quests' editorial data comes from (a Nest provider token). */
export abstract class QuestEditorial {
  abstract current(): Promise<EditorialView>;
}

/** The data as seeded (the internal endpoints' view, and a provider for tests). */
@Injectable()
export class SeededQuestEditorial extends QuestEditorial {
  current(): Promise<EditorialView> {
    return Promise.resolve(SEEDED_DATA);
  }
}

/** One text for every language (an editor writes one; a seeded translation of the old text would contradict it). */
export function inEveryLanguage(text: string): Localized {
  return Object.fromEntries(LANGUAGE_CODES.map((code) => [code, text])) as Localized;
}

type RawObjective = RawQuest['objectives'][number];
type RawObjectiveMarker = RawObjective['markers'][number];

/** A source-space point of the quest's map as a marker position: degrees, and game coordinates from them. */
function positionAt(box: BoundingBox, x: number, y: number): Pick<RawObjectiveMarker, 'longitude' | 'latitude' | 'gameX' | 'gameY'> {
  const { longitude, latitude } = fromSourceSpace(box, { x, y });
  return { longitude, latitude, ...toGameCoordinates(longitude, latitude) };
}

/**
 * The objectives with the marker overrides applied (spec 3 §3, §5): a seeded marker (by index) hidden is removed; one
 * with a non-zero override coordinate moves there (an axis left at 0 keeps the seeded position); a name that differs
 * from the seeded English one replaces it. A new marker (index null) with both coordinates is added to its objective
 * (the first when the index is out of range) with the next free index. Without the map's box nothing can be placed:
 * only hiding applies.
 */
function applyMarkerOverrides(objectives: RawObjective[], overrides: readonly QuestMarkerOverride[], box: BoundingBox | undefined, mapId: number | null): RawObjective[] {
  const byIndex = new Map(overrides.flatMap((o) => (o.index === null ? [] : [[o.index, o] as const])));
  let nextIndex = Math.max(0, ...objectives.flatMap((o) => o.markers.map((m) => m.index))) + 1;
  const edited = objectives.map((objective) => ({
    ...objective,
    markers: objective.markers.flatMap((marker): RawObjectiveMarker[] => {
      const override = byIndex.get(marker.index);
      if (!override) return [marker];
      if (override.hidden) return [];
      const name = override.name.trim();
      let moved = marker;
      if (box && (hasOverrideCoordinate(override.overrideX) || hasOverrideCoordinate(override.overrideY))) {
        const seeded = toSourceSpace(box, marker);
        const x = hasOverrideCoordinate(override.overrideX) ? override.overrideX : seeded.x;
        const y = hasOverrideCoordinate(override.overrideY) ? override.overrideY : seeded.y;
        moved = { ...marker, ...positionAt(box, x, y) };
      }
      return [name !== '' && name !== marker.name.en ? { ...moved, name: inEveryLanguage(name) } : moved];
    }),
  }));
  if (!box || mapId === null || edited.length === 0) return edited;
  for (const added of overrides) {
    if (added.index !== null || added.hidden) continue;
    const point = effectiveMarkerPoint(added);
    if (!point) continue;
    const objective = edited[added.objectiveIndex] ?? edited[0]!;
    objective.markers = [...objective.markers, { index: nextIndex++, name: inEveryLanguage(added.name.trim()), mapId, ...positionAt(box, point.x, point.y) }];
  }
  return edited;
}

/**
 * A quest with an editor's override applied (the same object when there is none). `mapBox` gives a map's box (the
 * quest map's box spans the source space marker overrides are written in). Marker changes update hasMarkers and
 * markerMapIds, so lists and the "quests on a map" filter follow them.
 */
export function applyQuestOverride(quest: RawQuest, override: QuestOverride | undefined, mapBox: (mapId: number) => BoundingBox | undefined): RawQuest {
  if (!override) return quest;
  const hidden = new Set(override.hiddenCommentIndices ?? []);
  const texts = override.objectiveTexts ?? [];
  let objectives = texts.some((text) => text !== undefined)
    ? quest.objectives.map((objective, i) => (texts[i] ? { ...objective, text: texts[i] } : objective))
    : quest.objectives;
  let { markerMapIds, hasMarkers } = quest;
  if (override.markers && override.markers.length > 0) {
    objectives = applyMarkerOverrides(objectives, override.markers, quest.mapId === null ? undefined : mapBox(quest.mapId), quest.mapId);
    const onMaps = new Set(objectives.flatMap((o) => o.markers.map((m) => m.mapId)));
    markerMapIds = [...quest.markerMapIds.filter((id) => onMaps.has(id)), ...[...onMaps].filter((id) => !quest.markerMapIds.includes(id))];
    hasMarkers = onMaps.size > 0;
  }
  return {
    ...quest,
    name: override.name ?? quest.name,
    level: override.level ?? quest.level,
    description: override.description ?? quest.description,
    categoryId: override.categoryId ?? quest.categoryId,
    expansionEra: override.expansionEra ?? quest.expansionEra,
    objectives,
    markerMapIds,
    hasMarkers,
    comments: hidden.size === 0 ? quest.comments : quest.comments.filter((_, index) => !hidden.has(index)),
  };
}
