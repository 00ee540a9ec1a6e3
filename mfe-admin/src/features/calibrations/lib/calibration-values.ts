import type { MapCalibration, MapCalibrationUpdate } from '@eoa/contracts';

/** Calibration inputs (spec 3 §9): displayed with one decimal, stepped by 0.1 (scale 0.01). */
const CALIBRATION_DISPLAY_DECIMALS = 1;
const CALIBRATION_STEP = 0.1;
const CALIBRATION_SCALE_STEP = 0.01;

/** The editable numbers of a calibration, in the table's column order (spec 3 §2). */
export const CALIBRATION_FIELDS = ['gameMinX', 'gameMaxX', 'gameMinY', 'gameMaxY', 'offsetX', 'offsetY', 'scale'] as const;
export type CalibrationField = (typeof CALIBRATION_FIELDS)[number];

/** The row being edited: each number as typed. */
export type CalibrationDraft = Record<CalibrationField, string>;

/** Inputs step by 0.1, scale by 0.01 (§9). */
export const stepOf = (field: CalibrationField) => (field === 'scale' ? CALIBRATION_SCALE_STEP : CALIBRATION_STEP);

/** A number as the table shows it: one decimal (§9), in the page's language, without grouping. */
export function formatCalibrationNumber(value: number, language: string): string {
  return new Intl.NumberFormat(language, {
    minimumFractionDigits: CALIBRATION_DISPLAY_DECIMALS,
    maximumFractionDigits: CALIBRATION_DISPLAY_DECIMALS,
    useGrouping: false,
  }).format(value);
}

/** A typed value as a number; anything that is not one counts as 0 (spec 3 §5). A decimal comma is accepted. */
export function parseCalibrationInput(text: string): number {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return 0;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 0;
}

export function draftOf(calibration: MapCalibration): CalibrationDraft {
  return Object.fromEntries(CALIBRATION_FIELDS.map((field) => [field, String(calibration[field])])) as CalibrationDraft;
}

/** The PUT body for an edited row: its zone and map as they are, the numbers as parsed. */
export function updateOf(calibration: MapCalibration, draft: CalibrationDraft): MapCalibrationUpdate {
  const numbers = Object.fromEntries(CALIBRATION_FIELDS.map((field) => [field, parseCalibrationInput(draft[field])])) as Record<CalibrationField, number>;
  return { zoneName: calibration.zoneName, mapId: calibration.mapId, ...numbers };
}

/** The newest change of the list (the footer's "last updated by"): the row updated last, or null for an empty list. */
export function latestUpdate(calibrations: readonly MapCalibration[]): Pick<MapCalibration, 'updatedAt' | 'updatedBy'> | null {
  let latest: MapCalibration | null = null;
  for (const calibration of calibrations) {
    if (!latest || Date.parse(calibration.updatedAt) > Date.parse(latest.updatedAt)) latest = calibration;
  }
  return latest ? { updatedAt: latest.updatedAt, updatedBy: latest.updatedBy } : null;
}
