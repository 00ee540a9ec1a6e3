import { formatDateTime } from './date-time';

describe('formatDateTime', () => {
  it('writes a date-time in the language given', () => {
    const iso = '2026-03-03T14:05:00';
    expect(formatDateTime(iso, 'en-GB')).toBe('3 Mar 2026, 14:05');
    expect(formatDateTime(iso, 'de')).toBe('03.03.2026, 14:05');
  });

  it('gives null for no date, the text itself for an unreadable one, ISO for an unknown language tag', () => {
    expect(formatDateTime(null, 'en')).toBeNull();
    expect(formatDateTime('', 'en')).toBeNull();
    expect(formatDateTime('yesterday', 'en')).toBe('yesterday');
    expect(formatDateTime('2026-03-03T14:05:00Z', 'not a tag!')).toBe('2026-03-03T14:05:00.000Z');
  });
});
