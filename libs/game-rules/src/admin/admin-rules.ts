// The administrator area's pure rules (spec 3 §3–§5, §9), used by the admin service and the admin remote alike:
// correction review moves, marker kinds, dashboard level colours, setting titles, semantic versions, the marker
// editor's 500×375 source space and what a map calibration does to a position.
import {
  ADMIN_LEVEL_TONE_THRESHOLDS,
  ADMIN_MARKER_SOURCE_SPACE,
  CORRECTION_REVIEW_TRANSITIONS,
  type BoundingBox,
  type CorrectionStatus,
  type LonLat,
  type MapCalibration,
  type MarkerKind,
  type QuestMarkerOverride,
} from '@eoa/contracts';
import { fromGameCoordinates, fromMapPixel, toGameCoordinates, toMapPixel, type GamePoint, type PixelPoint } from '../atlas/coordinates.js';

/** Whether a review may move a correction from `from` to `to` (spec 3 §4; the edit form is not bound by this). */
export function canReviewCorrection(from: CorrectionStatus, to: CorrectionStatus): boolean {
  return CORRECTION_REVIEW_TRANSITIONS[from].includes(to);
}

/** The review moves a correction in `status` offers (none for approved, fixed and rejected). */
export function reviewTargets(status: CorrectionStatus): readonly CorrectionStatus[] {
  return CORRECTION_REVIEW_TRANSITIONS[status];
}

/** The pending count after a correction moved from `from` to `to`: leaving pending lowers it, never below 0 (§4). */
export function pendingCountAfter(pendingCount: number, from: CorrectionStatus, to: CorrectionStatus): number {
  if (from === to) return pendingCount;
  if (from === 'pending') return Math.max(0, pendingCount - 1);
  if (to === 'pending') return pendingCount + 1;
  return pendingCount;
}

/** An override coordinate counts only when it is a non-zero number (§5: 0 or missing is no override). */
export function hasOverrideCoordinate(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value !== 0;
}

/**
 * A marker row's kind (§3): no original coordinates → New; a non-zero override → Override; anything else → Existing.
 */
export function markerKind(marker: Pick<QuestMarkerOverride, 'originalX' | 'originalY' | 'overrideX' | 'overrideY'>): MarkerKind {
  if (marker.originalX === null || marker.originalY === null) return 'new';
  if (hasOverrideCoordinate(marker.overrideX) || hasOverrideCoordinate(marker.overrideY)) return 'override';
  return 'existing';
}

/**
 * Where a marker override puts the marker in the source space: the override's non-zero coordinates, the original's
 * for an axis left at 0 (§5); null for a new marker without both override coordinates.
 */
export function effectiveMarkerPoint(marker: Pick<QuestMarkerOverride, 'originalX' | 'originalY' | 'overrideX' | 'overrideY'>): PixelPoint | null {
  const x = hasOverrideCoordinate(marker.overrideX) ? marker.overrideX : marker.originalX;
  const y = hasOverrideCoordinate(marker.overrideY) ? marker.overrideY : marker.originalY;
  return x === null || y === null ? null : { x, y };
}

export type LevelTone = 'red' | 'orange' | 'green';

/** Dashboard level colouring (§9): 40 and above red, 25 and above orange, otherwise green. */
export function levelTone(level: number): LevelTone {
  if (level >= ADMIN_LEVEL_TONE_THRESHOLDS.red) return 'red';
  if (level >= ADMIN_LEVEL_TONE_THRESHOLDS.orange) return 'orange';
  return 'green';
}

/** A setting card's title (§2): the key with underscores turned into spaces, in upper case ("app_version" → "APP VERSION"). */
export function settingTitle(settingKey: string): string {
  return settingKey.replace(/_/g, ' ').toUpperCase();
}

// semver.org's grammar: MAJOR.MINOR.PATCH without leading zeros, optional -prerelease and +build identifiers.
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/;

/** Whether a text is a semantic version (semver 2.0.0: "0.0.11", "1.2.3-beta.1+build.5"; not "v1.2", "01.0.0"). */
export function isSemanticVersion(text: string): boolean {
  return SEMVER.test(text);
}

/** A position on the quest's map → the marker editor's 500×375 source space (the dataset's allakhazamX/Y). */
export function toSourceSpace(mapBox: BoundingBox, position: LonLat): PixelPoint {
  return toMapPixel(mapBox, position.longitude, position.latitude, ADMIN_MARKER_SOURCE_SPACE.width, ADMIN_MARKER_SOURCE_SPACE.height);
}

/** A point of the 500×375 source space back to degrees on the quest's map. */
export function fromSourceSpace(mapBox: BoundingBox, point: PixelPoint): LonLat {
  return fromMapPixel(mapBox, point.x, point.y, ADMIN_MARKER_SOURCE_SPACE.width, ADMIN_MARKER_SOURCE_SPACE.height);
}

/** The calibration numbers that place markers (the rest of a MapCalibration is who and when). */
export type CalibrationNumbers = Pick<MapCalibration, 'gameMinX' | 'gameMaxX' | 'gameMinY' | 'gameMaxY' | 'offsetX' | 'offsetY' | 'scale'>;

/** A map's seeded calibration (the dataset format): its box in game coordinates, offset 0, scale 1. */
export function seededCalibration(mapBox: BoundingBox): CalibrationNumbers {
  const min = toGameCoordinates(mapBox.min.longitude, mapBox.min.latitude);
  const max = toGameCoordinates(mapBox.max.longitude, mapBox.max.latitude);
  return { gameMinX: min.gameX, gameMaxX: max.gameX, gameMinY: min.gameY, gameMaxY: max.gameY, offsetX: 0, offsetY: 0, scale: 1 };
}

/** Whether a calibration places markers exactly where their game coordinates say (the seeded one for its box). */
export function isIdentityCalibration(calibration: CalibrationNumbers, mapBox: BoundingBox): boolean {
  const seeded = seededCalibration(mapBox);
  return (Object.keys(seeded) as (keyof CalibrationNumbers)[]).every((key) => calibration[key] === seeded[key]);
}

/**
 * Where a calibration draws a point of the game on its map, in degrees. The calibration's box is where the game's
 * coordinates span the map: a point at a fraction f of that box lands at the same fraction of the map's own box; then
 * the result is scaled about the map box's centre and shifted by the offset (game units). The seeded calibration
 * (the map's own box, offset 0, scale 1) leaves every point where it was. A box of zero width or height cannot place
 * anything: the point is then left as the game says.
 */
export function calibratedPosition(point: GamePoint, calibration: CalibrationNumbers, mapBox: BoundingBox): LonLat {
  const map = seededCalibration(mapBox);
  const spanX = calibration.gameMaxX - calibration.gameMinX;
  const spanY = calibration.gameMaxY - calibration.gameMinY;
  if (spanX === 0 || spanY === 0) return fromGameCoordinates(point.gameX, point.gameY);
  const x = map.gameMinX + ((point.gameX - calibration.gameMinX) / spanX) * (map.gameMaxX - map.gameMinX);
  const y = map.gameMinY + ((point.gameY - calibration.gameMinY) / spanY) * (map.gameMaxY - map.gameMinY);
  const centreX = (map.gameMinX + map.gameMaxX) / 2;
  const centreY = (map.gameMinY + map.gameMaxY) / 2;
  return fromGameCoordinates(centreX + (x - centreX) * calibration.scale + calibration.offsetX, centreY + (y - centreY) * calibration.scale + calibration.offsetY);
}
