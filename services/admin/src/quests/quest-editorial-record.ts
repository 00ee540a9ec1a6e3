// The quest editor's record (quest_overrides) as the admin API shows it and as atlas applies it: pure functions of a
// seeded quest (atlas's internal detail) and the stored record.
import type {
  AdminObjectiveMarker,
  AdminQuestDetail,
  AdminQuestObjective,
  AtlasInternalQuestDetail,
  BoundingBox,
  EditorialQuest,
  ExpansionEra,
  QuestMarker,
  QuestMarkerOverride,
} from '@eoa/contracts';
import { effectiveMarkerPoint, fromSourceSpace, hasOverrideCoordinate, markerKind, toGameCoordinates, toSourceSpace } from '@eoa/game-rules';
import type { QuestOverrideRow } from './quest-override.entity.js';

/** The stored fields of a record (what an audit entry compares before → after). */
export type RecordFields = Pick<
  QuestOverrideRow,
  'excluded' | 'expansionEra' | 'name' | 'level' | 'description' | 'categoryId' | 'markers' | 'objectiveTexts' | 'hiddenCommentIndices' | 'adminNotes'
>;

export const RECORD_FIELDS = [
  'excluded',
  'expansionEra',
  'name',
  'level',
  'description',
  'categoryId',
  'markers',
  'objectiveTexts',
  'hiddenCommentIndices',
  'adminNotes',
] as const satisfies readonly (keyof RecordFields)[];

export const fieldsOf = (row: RecordFields): RecordFields => ({
  excluded: row.excluded,
  expansionEra: row.expansionEra,
  name: row.name,
  level: row.level,
  description: row.description,
  categoryId: row.categoryId,
  markers: row.markers,
  objectiveTexts: row.objectiveTexts,
  hiddenCommentIndices: row.hiddenCommentIndices,
  adminNotes: row.adminNotes,
});

/** Whether a record changes the quest's data (exclusion and notes alone do not): the "Edited" flag, hasOverrides. */
export function changesData(row: RecordFields | null | undefined): boolean {
  if (!row) return false;
  return (
    row.name !== null ||
    row.level !== null ||
    row.description !== null ||
    row.categoryId !== null ||
    row.expansionEra !== null ||
    row.markers.length > 0 ||
    row.objectiveTexts.some((text) => text !== null) ||
    row.hiddenCommentIndices.length > 0
  );
}

/** Whether a record holds nothing worth keeping (not excluded, no change, no notes): such a record is removed. */
export function isEmptyRecord(row: RecordFields): boolean {
  return !row.excluded && !changesData(row) && row.adminNotes === null;
}

/** The marker editor's coordinates are stepped by 0.1 (spec 3 §5): positions are shown to one decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** A seeded quest marker in the 500×375 source space of the quest's map (allakhazamX/Y). */
export function sourcePoint(box: BoundingBox | null, marker: Pick<QuestMarker, 'longitude' | 'latitude'>): { x: number; y: number } {
  if (!box) return { x: 0, y: 0 };
  const point = toSourceSpace(box, marker);
  return { x: oneDecimal(point.x), y: oneDecimal(point.y) };
}

/** Game coordinates of a source-space point of the quest's map. */
function gameAt(box: BoundingBox | null, x: number, y: number): { gameX: number; gameY: number } {
  if (!box) return { gameX: 0, gameY: 0 };
  const { longitude, latitude } = fromSourceSpace(box, { x, y });
  return toGameCoordinates(longitude, latitude);
}

/** The objectives with their markers as the editor sees them: seeded markers with their overrides, then new ones. */
function objectivesOf(quest: AtlasInternalQuestDetail, row: QuestOverrideRow | null): AdminQuestObjective[] {
  const box = quest.mapBox;
  const overrides = row?.markers ?? [];
  const byIndex = new Map(overrides.flatMap((o) => (o.index === null ? [] : [[o.index, o] as const])));
  const objectives = quest.objectives.map((objective, i): AdminQuestObjective => ({
    text: objective.text,
    localizedText: objective.localizedText,
    overrideText: row?.objectiveTexts[i] ?? null,
    markers: objective.markers.map((marker): AdminObjectiveMarker => {
      const seeded = sourcePoint(box, marker);
      const override = byIndex.get(marker.index);
      const moved = override && markerKind(override) === 'override';
      const x = moved && hasOverrideCoordinate(override.overrideX) ? override.overrideX : seeded.x;
      const y = moved && hasOverrideCoordinate(override.overrideY) ? override.overrideY : seeded.y;
      // Like atlas applies it: a name the editor changed is the marker's name in every language.
      const renamed = override?.name && override.name !== marker.name ? override.name : null;
      return {
        index: marker.index,
        name: renamed ?? marker.name,
        localizedName: renamed ?? marker.localizedName,
        mapId: marker.mapId,
        allakhazamX: x,
        allakhazamY: y,
        ...(moved ? gameAt(box, x, y) : { gameX: marker.gameX, gameY: marker.gameY }),
        isOverridden: Boolean(override),
        hidden: override?.hidden ?? false,
      };
    }),
  }));
  for (const added of overrides) {
    const point = added.index === null ? effectiveMarkerPoint(added) : null;
    if (!point || objectives.length === 0) continue;
    const objective = objectives[added.objectiveIndex] ?? objectives[0]!;
    objective.markers.push({
      index: null,
      name: added.name,
      localizedName: added.name,
      mapId: quest.mapId,
      allakhazamX: point.x,
      allakhazamY: point.y,
      ...gameAt(box, point.x, point.y),
      isOverridden: true,
      hidden: added.hidden,
    });
  }
  return objectives;
}

/**
 * GET /admin/quests/{id} (spec 3 §3 Quest detail): the seeded quest with the editorial record beside it — originals
 * in the base fields, the record in overrideInfo/overrideFields (JSON fields as JSON texts, null when empty), the era
 * shown with the override applied, objectives with markers in the source space (isOverridden when a marker override
 * names them), every seeded comment (hiddenCommentIndices says which are hidden).
 */
export function adminQuestDetail(quest: AtlasInternalQuestDetail, row: QuestOverrideRow | null): AdminQuestDetail {
  const json = (value: unknown[], used: boolean) => (used ? JSON.stringify(value) : null);
  return {
    id: quest.id,
    name: quest.name,
    localizedName: quest.localizedName,
    description: quest.description,
    localizedDescription: quest.localizedDescription,
    level: quest.level,
    category: quest.category,
    categoryName: quest.categoryName,
    zone: quest.zone,
    area: quest.area,
    mapId: quest.mapId,
    isExcluded: row?.excluded ?? false,
    expansionEra: row?.expansionEra ?? quest.expansionEra,
    originalExpansionEra: quest.expansionEra,
    hasOverrides: changesData(row),
    overrideInfo: row
      ? { adminNotes: row.adminNotes, lastEditedBy: row.lastEditedBy, lastEditedAt: row.lastEditedAt.toISOString(), version: row.version }
      : null,
    overrideFields: row
      ? {
          name: row.name,
          level: row.level,
          description: row.description,
          category: row.categoryId,
          markersJson: json(row.markers, row.markers.length > 0),
          objectivesJson: json(row.objectiveTexts, row.objectiveTexts.some((text) => text !== null)),
          hiddenCommentsJson: json(row.hiddenCommentIndices, row.hiddenCommentIndices.length > 0),
        }
      : null,
    objectives: objectivesOf(quest, row),
    markerOverrides: row?.markers ?? [],
    hiddenCommentIndices: row?.hiddenCommentIndices ?? [],
    allakhazamData: quest.allakhazamData,
  };
}

/** A record as atlas applies it (GET /api/internal/editorial). */
export function editorialQuest(row: RecordFields & { questId: number }): EditorialQuest {
  return {
    questId: row.questId,
    excluded: row.excluded,
    expansionEra: row.expansionEra as ExpansionEra | null,
    name: row.name,
    level: row.level,
    description: row.description,
    categoryId: row.categoryId,
    objectiveTexts: row.objectiveTexts,
    markers: row.markers as QuestMarkerOverride[],
    hiddenCommentIndices: row.hiddenCommentIndices,
  };
}
