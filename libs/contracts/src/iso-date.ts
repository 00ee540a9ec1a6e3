// The one rule for dates a client sends (query filters, body fields): ISO 8601 extended format, either a calendar
// date (2026-11-26) or a date-time (2026-11-26T10:00, …:00, …:00.123, with an optional zone Z or ±hh:mm). A value
// without a zone is UTC — the server's own zone must never change an answer — and a bare date is that day's
// midnight, UTC. Nothing else: week dates (2026-W01), ordinal dates (2026-330), the basic format (20261126), a space
// for the T, hours without minutes. Every field is checked against its range (2026-02-30, 24:00 and +15:00 are
// refused), because Date would roll them over instead.
import { z } from 'zod';
import { coded } from './refusal.js';

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface IsoDate {
  /** The moment: a bare date's midnight UTC, a date-time without a zone read as UTC. */
  date: Date;
  /** A calendar date without a time (a filter "up to 2026-11-26" then includes that whole day). */
  dateOnly: boolean;
}

/** Days in a month of the (proleptic Gregorian) calendar; setUTCFullYear, as Date.UTC reads years 0–99 as 1900–1999. */
function daysInMonth(year: number, month: number): number {
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return lastDay.getUTCDate();
}

/** The date a text names under the rule above; null when it is not such a date or names an impossible one. */
export function parseIsoDate(text: string): IsoDate | null {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((part) => Number(part ?? 0));
  const zone = match[7];
  const inRange =
    month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month) && hour <= 23 && minute <= 59 && second <= 59 &&
    (zone === undefined || zone === 'Z' || (Number(match[8]) <= 14 && Number(match[9]) <= 59));
  if (!inRange) return null;
  const dateOnly = CALENDAR_DATE.test(text);
  const date = new Date(dateOnly ? `${text}T00:00:00.000Z` : zone ? text : `${text}Z`);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
}

/** Whether a value is a text naming a date under the rule above. */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && parseIsoDate(value) !== null;
}

/** A moment in an answer: the text of an ISO 8601 date-time, as the services write it (Date's toISOString). */
export const isoDateTimeText = () => z.string().meta({ description: 'ISO 8601 date-time' });

const ISO_DATE_DESCRIPTION = 'ISO 8601 date or date-time (2026-11-26, 2026-11-26T10:00:00Z), UTC unless a zone is given';

/**
 * A date under the rule above, read into its moment (`{ date, dateOnly }`); anything else — another form, an
 * impossible date, a value that is no text — is refused with `field.isoDate` (its text gives an example).
 */
export const isoDate = () =>
  coded(z.string().refine(isIsoDate), { refused: { code: 'field.isoDate' } })
    .transform((text) => parseIsoDate(text) as IsoDate)
    .meta({ description: ISO_DATE_DESCRIPTION });

/** A body's nullable date: null (or blank text) clears it; anything but a date or null is `field.isoDateOrNull`. */
export const isoDateOrNull = () =>
  coded(
    z
      .string()
      .trim()
      .refine((text) => text === '' || isIsoDate(text)),
    { refused: { code: 'field.isoDateOrNull' } },
  )
    .nullable()
    .transform((text) => (text === null || text.trim() === '' ? null : (parseIsoDate(text.trim()) as IsoDate)))
    .meta({ description: `${ISO_DATE_DESCRIPTION}; null clears it` });
