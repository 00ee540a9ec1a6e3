// The one rule for dates a client sends (the same cases as server-kit's iso-dates.spec, which it replaces).
import { z } from 'zod';
import { coded, codedRefusalOf, isEmailAddress, isErrorCode, isIsoDate, isoDate, isoDateOrNull, parseIsoDate, queryFilter } from './index.js';

/** Each issue as "path code" (the code a coded schema or a custom issue names, else zod's own). */
function issuesOf(schema: z.ZodType, value: unknown): string[] {
  // A coded schema's code becomes the issue's message, as in the services' validation pipe.
  const result = schema.safeParse(value, { error: (issue) => codedRefusalOf(issue)?.code });
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const named = isErrorCode(issue.message) ? issue.message : issue.code === 'custom' ? (issue.params as { code?: string } | undefined)?.code : undefined;
    return `${issue.path.join('.')} ${named ?? issue.code}`;
  });
}

describe('parseIsoDate: a calendar date or a date-time, UTC unless a zone is given', () => {
  it.each([
    ['2026-11-26', '2026-11-26T00:00:00.000Z', true],
    ['2026-11-26T10:00', '2026-11-26T10:00:00.000Z', false],
    ['2026-11-26T10:00:30', '2026-11-26T10:00:30.000Z', false],
    ['2026-11-26T10:00:30.123Z', '2026-11-26T10:00:30.123Z', false],
    ['2026-11-26T10:00:30.123456Z', '2026-11-26T10:00:30.123Z', false],
    ['2026-11-26T10:00:00+01:00', '2026-11-26T09:00:00.000Z', false],
    ['2026-11-26T10:00-05:30', '2026-11-26T15:30:00.000Z', false],
    ['2024-02-29T23:59:59Z', '2024-02-29T23:59:59.000Z', false],
    ['0004-02-29', '0004-02-29T00:00:00.000Z', true],
  ])('%s → %s', (text, iso, dateOnly) => {
    const parsed = parseIsoDate(text);
    expect(parsed?.date.toISOString()).toBe(iso);
    expect(parsed?.dateOnly).toBe(dateOnly);
  });

  it.each([
    // Other ISO 8601 forms, which Date cannot read.
    '2026-W01',
    '2026-W01-1',
    '20261126',
    '2026-330',
    '20261126T100000Z',
    // Impossible fields Date would roll over.
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '2026-00-10',
    '2026-11-00',
    '2026-11-26T24:00',
    '2026-11-26T10:60',
    '2026-11-26T10:00:60',
    '2026-11-26T10:00+15:00',
    '2026-11-26T10:00+01:60',
    // Not the extended format, or not a date at all.
    '2026-11-26 10:00',
    '2026-11-26T10',
    '2026-11-26Z',
    '2026-11-26t10:00z',
    '2026-11-26T10:00:00+0100',
    '2026-11-26T10:00:00.1234567Z',
    '26-11-2026',
    'yesterday',
    '',
    ' 2026-11-26',
  ])('refuses %p', (text) => {
    expect(parseIsoDate(text)).toBeNull();
    expect(isIsoDate(text)).toBe(false);
  });

  it('isIsoDate takes only text', () => {
    expect(isIsoDate('2026-11-26')).toBe(true);
    for (const value of [20261126, null, undefined, new Date(), ['2026-11-26']]) expect(isIsoDate(value)).toBe(false);
  });
});

describe('isoDate / isoDateOrNull (zod)', () => {
  const filter = z.strictObject({ when: queryFilter(isoDate()) });
  const body = z.strictObject({ reviewedAt: isoDateOrNull().optional() });

  it('read a date into its moment; blank is no filter, null (or blank) clears', () => {
    expect(filter.parse({ when: '2026-11-26' })).toEqual({ when: { date: new Date('2026-11-26T00:00:00.000Z'), dateOnly: true } });
    expect(filter.parse({ when: ' ' })).toEqual({});
    expect(body.parse({ reviewedAt: ' 2026-11-26T10:00 ' })).toEqual({ reviewedAt: { date: new Date('2026-11-26T10:00:00.000Z'), dateOnly: false } });
    expect(body.parse({ reviewedAt: null })).toEqual({ reviewedAt: null });
    expect(body.parse({ reviewedAt: '' })).toEqual({ reviewedAt: null });
    expect(body.parse({})).toEqual({});
  });

  it('refuse anything else with the one code, whatever its type', () => {
    for (const value of ['2026-W01', '2026-02-30', 'yesterday', ['2026-11-26', '2026-11-27']]) expect(issuesOf(filter, { when: value })).toEqual(['when field.isoDate']);
    for (const value of ['2026-W01', 20261126, true]) expect(issuesOf(body, { reviewedAt: value })).toEqual(['reviewedAt field.isoDateOrNull']);
  });
});

describe('coded', () => {
  it('answers what wrongType covers with its code, and lets the schema speak for the rest', () => {
    const notes = z.strictObject({ notes: coded(z.string().max(3), { wrongType: { code: 'field.textOrNull' } }) });
    expect(issuesOf(notes, { notes: 5 })).toEqual(['notes field.textOrNull']);
    expect(issuesOf(notes, {})).toEqual(['notes field.textOrNull']);
    expect(issuesOf(notes, { notes: 'long' })).toEqual(['notes too_big']);
    expect(notes.parse({ notes: 'ok' })).toEqual({ notes: 'ok' });
  });
});

describe('isEmailAddress (the rule of validator.js isEmail with its defaults)', () => {
  it.each(['frodo@example.org', 'bilbo.baggins+tag@shire.co.uk', 'ñandú@example.es', '"quoted name"@example.org', 'a@xn--80ak6aa92e.com'])('takes %p', (text) => {
    expect(isEmailAddress(text)).toBe(true);
  });
  it.each(['not-an-email', 'a@b', 'a@localhost', 'a@1.2.3.4', 'a@[127.0.0.1]', 'a..b@example.org', '.a@example.org', 'a@-x.org', 'a@x_y.org', `${'a'.repeat(65)}@example.org`, 'Frodo <frodo@example.org>', 'a b@example.org', '@example.org'])(
    'refuses %p',
    (text) => {
      expect(isEmailAddress(text)).toBe(false);
    },
  );
});
