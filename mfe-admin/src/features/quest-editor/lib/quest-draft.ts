import {
  ADMIN_MARKER_SOURCE_SPACE,
  QUEST_OVERRIDE_LIMITS,
  type AdminQuestDetail,
  type ExpansionEra,
  type QuestCategory,
  type QuestMarkerOverride,
  type QuestOverrideSave,
} from '@eoa/contracts';
import { hasOverrideCoordinate, markerKind } from '@eoa/game-rules';

/** A row of the markers tab: a marker override with a key of its own (new markers have no index). */
export interface MarkerRow extends QuestMarkerOverride {
  key: string;
}

/**
 * What the editor edits. Text fields hold what the inputs show: an empty override means "use the original" (spec 3
 * §5), the level stays text until saved (it must parse as an integer), the category is an id as text or ''.
 */
export interface QuestDraft {
  name: string;
  level: string;
  description: string;
  category: string;
  excluded: boolean;
  /** '' = the seeded era. */
  expansionEra: ExpansionEra | '';
  markers: MarkerRow[];
  /** One per objective; '' = the original text. */
  objectiveTexts: string[];
  hiddenCommentIndices: number[];
  adminNotes: string;
}

export const seededMarkerKey = (index: number) => `seeded-${index}`;

/**
 * The markers tab's rows from the detail: every seeded marker of every objective (with its saved override, if any),
 * then the markers editors added. Originals come from the saved override when there is one (the objective's marker
 * then shows where the override put it), else from the marker itself.
 */
export function markerRowsOf(detail: AdminQuestDetail): MarkerRow[] {
  const saved = new Map(detail.markerOverrides.filter((marker) => marker.index !== null).map((marker) => [marker.index!, marker]));
  const rows: MarkerRow[] = [];
  const seen = new Set<number>();
  detail.objectives.forEach((objective, objectiveIndex) => {
    for (const marker of objective.markers) {
      if (marker.index === null || seen.has(marker.index)) continue;
      seen.add(marker.index);
      const override = saved.get(marker.index);
      rows.push({
        key: seededMarkerKey(marker.index),
        index: marker.index,
        name: override?.name || marker.name,
        objectiveIndex: override?.objectiveIndex ?? objectiveIndex,
        originalX: override ? override.originalX : marker.allakhazamX,
        originalY: override ? override.originalY : marker.allakhazamY,
        overrideX: override?.overrideX ?? null,
        overrideY: override?.overrideY ?? null,
        hidden: override?.hidden ?? marker.hidden,
      });
    }
  });
  // Saved overrides of markers the objectives no longer list, and the added ones.
  detail.markerOverrides.forEach((marker, position) => {
    if (marker.index !== null && seen.has(marker.index)) return;
    rows.push({ ...marker, key: marker.index !== null ? seededMarkerKey(marker.index) : `added-${position}` });
  });
  return rows;
}

/**
 * The seeded markers' names in the page's language, by marker index (the detail's objective markers carry them; a
 * marker an editor renamed is called by that name in every language). Added markers have only the editor's name.
 */
export function localizedMarkerNames(detail: AdminQuestDetail): Map<number, string> {
  const names = new Map<number, string>();
  for (const objective of detail.objectives) {
    for (const marker of objective.markers) if (marker.index !== null && marker.localizedName) names.set(marker.index, marker.localizedName);
  }
  return names;
}

/** The draft as the detail stands: the saved overrides in the inputs, empty where the original applies. */
export function draftFromDetail(detail: AdminQuestDetail): QuestDraft {
  const fields = detail.overrideFields;
  return {
    name: fields?.name ?? '',
    level: fields?.level === null || fields?.level === undefined ? '' : String(fields.level),
    description: fields?.description ?? '',
    category: fields?.category === null || fields?.category === undefined ? '' : String(fields.category),
    excluded: detail.isExcluded,
    expansionEra: detail.expansionEra !== detail.originalExpansionEra ? detail.expansionEra : '',
    markers: markerRowsOf(detail),
    objectiveTexts: detail.objectives.map((objective) => objective.overrideText ?? ''),
    hiddenCommentIndices: [...detail.hiddenCommentIndices].sort((a, b) => a - b),
    adminNotes: detail.overrideInfo?.adminNotes ?? '',
  };
}

/** Whether two drafts say the same (the editor is dirty when the draft differs from the one it started from). */
export function sameDraft(a: QuestDraft, b: QuestDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** An integer as the level override takes it: digits only ("12"), nothing else ("12.5", "12a", "-3"). */
export const parseLevel = (text: string): number | null => (/^\d+$/.test(text.trim()) ? Number.parseInt(text.trim(), 10) : null);

export type MarkerAxisError = 'notNumber' | 'outOfRange';

/** A coordinate box's text: null when empty (no override), NaN when it is not a number. */
export const parseCoordinate = (text: string): number | null => (text.trim() === '' ? null : Number(text));

export interface DraftErrors {
  level?: 'notInteger';
  /** By marker row key. */
  markers: Record<string, { x?: MarkerAxisError; y?: MarkerAxisError; position?: 'newNeedsPosition'; name?: 'required' }>;
}

const axisError = (value: number | null, max: number): MarkerAxisError | undefined => {
  if (value === null) return undefined;
  if (!Number.isFinite(value)) return 'notNumber';
  return value < 0 || value > max ? 'outOfRange' : undefined;
};

/** What stops a save (spec 3 §5): a level that is not an integer, marker coordinates that are not numbers in the source space, a new marker without a position or a name. */
export function draftErrors(draft: QuestDraft): DraftErrors {
  const errors: DraftErrors = { markers: {} };
  if (draft.level.trim() !== '' && parseLevel(draft.level) === null) errors.level = 'notInteger';
  for (const marker of draft.markers) {
    const x = axisError(marker.overrideX, ADMIN_MARKER_SOURCE_SPACE.width);
    const y = axisError(marker.overrideY, ADMIN_MARKER_SOURCE_SPACE.height);
    const isNew = markerKind(marker) === 'new';
    const position = isNew && !x && !y && !(hasOverrideCoordinate(marker.overrideX) && hasOverrideCoordinate(marker.overrideY)) ? 'newNeedsPosition' : undefined;
    const name = isNew && !marker.name.trim() ? 'required' : undefined;
    if (x || y || position || name) errors.markers[marker.key] = { ...(x && { x }), ...(y && { y }), ...(position && { position }), ...(name && { name }) };
  }
  return errors;
}

export const hasDraftErrors = (errors: DraftErrors) => errors.level !== undefined || Object.keys(errors.markers).length > 0;

const textOrNull = (text: string) => (text.trim() ? text.trim() : null);

/**
 * The save payload (spec 3 §3) of a valid draft: empty fields as null (the original), the marker rows that say
 * something (new, moved or hidden — an existing marker left as it is needs no override), one text per objective.
 */
export function toSavePayload(draft: QuestDraft): QuestOverrideSave {
  return {
    excluded: draft.excluded,
    expansionEra: draft.expansionEra || null,
    fieldOverrides: {
      name: textOrNull(draft.name),
      level: parseLevel(draft.level),
      description: textOrNull(draft.description),
      category: draft.category ? Number(draft.category) : null,
    },
    markerOverrides: draft.markers
      .filter((marker) => markerKind(marker) !== 'existing' || marker.hidden)
      .map(({ key: _key, ...marker }) => ({
        ...marker,
        name: marker.name.trim(),
        // §5: 0 or missing is no override.
        overrideX: hasOverrideCoordinate(marker.overrideX) ? marker.overrideX : null,
        overrideY: hasOverrideCoordinate(marker.overrideY) ? marker.overrideY : null,
      })),
    objectiveOverrides: draft.objectiveTexts.map(textOrNull),
    hiddenCommentIndices: [...draft.hiddenCommentIndices].sort((a, b) => a - b),
    adminNotes: textOrNull(draft.adminNotes),
  };
}

/** A correction's field the editor can be prefilled from (the quest fields of public corrections). */
export const PREFILL_FIELDS = ['name', 'level', 'description', 'category', 'objective', 'marker_position', 'rewards'] as const;
export type PrefillField = (typeof PREFILL_FIELDS)[number];

export interface Prefill {
  field: PrefillField;
  value: string;
  correctionId: string | null;
}

export type PrefillOutcome =
  /** The suggestion is in the draft as an unsaved edit. */
  | { kind: 'applied'; draft: QuestDraft }
  /** A category name that is not in the list: the draft is unchanged, the suggestion is shown. */
  | { kind: 'unknownCategory' }
  /** marker_position and rewards have no field to fill: the suggestion is shown to act on. */
  | { kind: 'shown' };

/** The prefill of ?prefillField=&prefillValue=&correction= (an unknown field or no value: none). */
export function prefillFromParams(field: string | null, value: string | null, correctionId: string | null): Prefill | null {
  if (!field || value === null || !(PREFILL_FIELDS as readonly string[]).includes(field)) return null;
  return { field: field as PrefillField, value, correctionId: correctionId?.trim() || null };
}

const normalise = (text: string) => text.trim().toLocaleLowerCase();

/** Puts a correction's suggestion into the draft (beyond the spec: a correction fixed in one step). */
export function applyPrefill(draft: QuestDraft, prefill: Prefill, categories: readonly QuestCategory[]): PrefillOutcome {
  const value = prefill.value;
  switch (prefill.field) {
    case 'name':
      return { kind: 'applied', draft: { ...draft, name: value.slice(0, QUEST_OVERRIDE_LIMITS.name) } };
    case 'level':
      return { kind: 'applied', draft: { ...draft, level: value.trim() } };
    case 'description':
      return { kind: 'applied', draft: { ...draft, description: value.slice(0, QUEST_OVERRIDE_LIMITS.description) } };
    case 'category': {
      const wanted = normalise(value);
      const category = categories.find((c) => String(c.id) === value.trim() || normalise(c.name) === wanted || normalise(c.localizedName) === wanted);
      return category ? { kind: 'applied', draft: { ...draft, category: String(category.id) } } : { kind: 'unknownCategory' };
    }
    case 'objective':
      if (draft.objectiveTexts.length === 0) return { kind: 'shown' };
      return { kind: 'applied', draft: { ...draft, objectiveTexts: [value.slice(0, QUEST_OVERRIDE_LIMITS.objectiveText), ...draft.objectiveTexts.slice(1)] } };
    default:
      return { kind: 'shown' };
  }
}

/** The tab a prefilled field is edited on. */
export function prefillTab(field: PrefillField): 'basic' | 'markers' | 'objectives' {
  if (field === 'objective') return 'objectives';
  if (field === 'marker_position') return 'markers';
  return 'basic';
}
