// Admin's editorial snapshot (GET /api/internal/editorial, contracts EditorialSnapshot) checked and turned into the
// EditorialView every quest and marker answer is built with.
import { createHash } from 'node:crypto';
import type { EditorialQuest, EditorialSnapshot, MapCalibration, QuestMarkerOverride } from '@eoa/contracts';
import type { CalibrationNumbers } from '@eoa/game-rules';
import { inEveryLanguage, type EditorialView, type QuestOverride } from './quest-editorial.js';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isNullable = <T>(value: unknown, is: (v: unknown) => v is T): value is T | null => value === null || is(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isInteger = (value: unknown): value is number => Number.isInteger(value);

const CALIBRATION_NUMBERS = ['gameMinX', 'gameMaxX', 'gameMinY', 'gameMaxY', 'offsetX', 'offsetY', 'scale'] as const;

function isMarkerOverride(value: unknown): value is QuestMarkerOverride {
  return (
    isObject(value) &&
    isNullable(value.index, isInteger) &&
    isString(value.name) &&
    isInteger(value.objectiveIndex) &&
    (['originalX', 'originalY', 'overrideX', 'overrideY'] as const).every((key) => isNullable(value[key], isFiniteNumber)) &&
    typeof value.hidden === 'boolean'
  );
}

function isEditorialQuest(value: unknown): value is EditorialQuest {
  return (
    isObject(value) &&
    isInteger(value.questId) &&
    typeof value.excluded === 'boolean' &&
    isNullable(value.expansionEra, isString) &&
    isNullable(value.name, isString) &&
    isNullable(value.level, isInteger) &&
    isNullable(value.description, isString) &&
    isNullable(value.categoryId, isInteger) &&
    Array.isArray(value.objectiveTexts) &&
    value.objectiveTexts.every((text) => isNullable(text, isString)) &&
    Array.isArray(value.markers) &&
    value.markers.every(isMarkerOverride) &&
    Array.isArray(value.hiddenCommentIndices) &&
    value.hiddenCommentIndices.every(isInteger)
  );
}

function isCalibration(value: unknown): value is MapCalibration {
  return isObject(value) && isInteger(value.mapId) && CALIBRATION_NUMBERS.every((key) => isFiniteNumber(value[key]));
}

/** Whether an answer is an EditorialSnapshot this service can apply (a malformed one is treated as admin being down). */
export function isEditorialSnapshot(value: unknown): value is EditorialSnapshot {
  return (
    isObject(value) &&
    isString(value.version) &&
    value.version !== '' &&
    Array.isArray(value.quests) &&
    value.quests.every(isEditorialQuest) &&
    Array.isArray(value.calibrations) &&
    value.calibrations.every(isCalibration)
  );
}

const text = (value: string | null) => (value === null || value.trim() === '' ? undefined : inEveryLanguage(value.trim()));

/** One quest's record as the override atlas applies; undefined when it changes nothing but maybe the exclusion. */
function overrideOf(quest: EditorialQuest): QuestOverride | undefined {
  const override: QuestOverride = {};
  const name = text(quest.name);
  const description = text(quest.description);
  if (name) override.name = name;
  if (quest.level !== null) override.level = quest.level;
  if (description) override.description = description;
  if (quest.categoryId !== null) override.categoryId = quest.categoryId;
  if (quest.expansionEra !== null) override.expansionEra = quest.expansionEra;
  if (quest.objectiveTexts.some((t) => text(t))) override.objectiveTexts = quest.objectiveTexts.map(text);
  if (quest.hiddenCommentIndices.length > 0) override.hiddenCommentIndices = quest.hiddenCommentIndices;
  if (quest.markers.length > 0) override.markers = quest.markers;
  return Object.keys(override).length > 0 ? override : undefined;
}

/** The view of a snapshot: its version, the excluded quests, the overrides, the calibrations by zone map id. */
export function viewOfSnapshot(snapshot: EditorialSnapshot): EditorialView {
  const overrides = new Map<number, QuestOverride>();
  for (const quest of snapshot.quests) {
    const override = overrideOf(quest);
    if (override) overrides.set(quest.questId, override);
  }
  const calibrations = new Map<number, CalibrationNumbers>(
    [...snapshot.calibrations]
      .sort((a, b) => a.mapId - b.mapId)
      .map(({ mapId, gameMinX, gameMaxX, gameMinY, gameMaxY, offsetX, offsetY, scale }) => [mapId, { gameMinX, gameMaxX, gameMinY, gameMaxY, offsetX, offsetY, scale }]),
  );
  const calibrationVersion = createHash('sha256').update(JSON.stringify([...calibrations])).digest('base64url').slice(0, 16);
  return {
    version: snapshot.version,
    excluded: new Set(snapshot.quests.filter((q) => q.excluded).map((q) => q.questId)),
    overrides,
    calibrations,
    calibrationVersion,
  };
}
