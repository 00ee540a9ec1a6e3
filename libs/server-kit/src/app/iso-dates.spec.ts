import { IsOptional, validateSync } from 'class-validator';
import { BadRequestException } from '@nestjs/common';
import { IsIsoDate, isIsoDate, isoDateMessage, parseIsoDate, requireIsoDate } from './iso-dates.js';

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
    // Other ISO 8601 forms IsISO8601 lets through, which Date cannot read (the 500 this rule replaced).
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

describe('IsIsoDate (class-validator)', () => {
  class Body {
    @IsOptional()
    @IsIsoDate()
    when?: unknown;

    @IsOptional()
    @IsIsoDate({ message: 'reviewedAt must be a date or null' })
    reviewedAt?: unknown;
  }

  const messages = (values: Partial<Body>) =>
    validateSync(Object.assign(new Body(), values)).flatMap((error) => Object.values(error.constraints ?? {}));

  it("names the property in its message, or says the DTO's own", () => {
    expect(messages({ when: '2026-11-26T10:00:00Z', reviewedAt: '2026-11-26' })).toEqual([]);
    expect(messages({ when: '2026-W01' })).toEqual([isoDateMessage('when')]);
    expect(messages({ reviewedAt: 20261126 })).toEqual(['reviewedAt must be a date or null']);
  });
});

describe('requireIsoDate', () => {
  it('reads a date by the same rule, and refuses anything else with the 400 it is given', () => {
    expect(requireIsoDate('2026-11-26', 'when must be a date')).toEqual({ date: new Date('2026-11-26T00:00:00.000Z'), dateOnly: true });
    expect(() => requireIsoDate('2026-02-30', 'when must be a date')).toThrow(new BadRequestException('when must be a date'));
  });
});
