import { IntersectionType } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { MAX_PAGE_NUMBER } from '@eoa/contracts';
import { LangQuery, toLanguageCode } from './language.js';
import { PagedQuery } from './paged-query.js';
import { emptyToUndefined } from './query-transforms.js';

/** What the global ValidationPipe does with a query: plain → instance (defaults filled), then the first message per field. */
function read<T extends object>(type: new () => T, query: Record<string, unknown>): { value: T; messages: string[] } {
  const value = plainToInstance(type, query);
  const errors = validateSync(value, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  return { value, messages: errors.flatMap((error) => Object.values(error.constraints ?? {})) };
}

describe('emptyToUndefined', () => {
  it('trims text; blank text is no filter; anything else as it came', () => {
    expect(emptyToUndefined({ value: '' })).toBeUndefined();
    expect(emptyToUndefined({ value: '   ' })).toBeUndefined();
    expect(emptyToUndefined({ value: ' pending ' })).toBe('pending');
    expect(emptyToUndefined({ value: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(emptyToUndefined({ value: 5 })).toBe(5);
  });
});

describe('toLanguageCode and LangQuery', () => {
  it('reads a language with any case and region, and refuses others', () => {
    for (const [given, code] of [['de', 'de'], ['DE', 'de'], ['de-AT', 'de'], ['fr_CA', 'fr'], [' ru ', 'ru']]) expect(toLanguageCode({ value: given })).toBe(code);
    expect(toLanguageCode({ value: 'es' })).toBe('es');
    expect(read(LangQuery, { lang: 'de-AT' })).toEqual({ value: { lang: 'de' }, messages: [] });
    expect(read(LangQuery, {}).messages).toEqual([]);
    expect(read(LangQuery, { lang: 'es' }).messages).toEqual(['lang must be one of: en, de, fr, ru']);
  });
});

describe('PagedQuery', () => {
  class Corrections extends PagedQuery({ maxPageSize: 50, defaultPageSize: 20 }) {}

  it('fills the defaults and reads whole numbers', () => {
    expect(read(Corrections, {}).value).toEqual({ page: 1, pageSize: 20 });
    expect(read(Corrections, { page: '3', pageSize: '50' })).toEqual({ value: { page: 3, pageSize: 50 }, messages: [] });
  });

  it.each([
    [{ page: '0' }, 'page must be 1 or more'],
    [{ page: String(MAX_PAGE_NUMBER + 1) }, `page must not be greater than ${MAX_PAGE_NUMBER}`],
    [{ page: '1e3' }, 'page must be a whole number'],
    [{ page: '' }, 'page must be a whole number'],
    [{ page: ['1', '2'] }, 'page must be a whole number'],
    [{ pageSize: '51' }, 'pageSize must not be greater than 50'],
    [{ pageSize: '2.5' }, 'pageSize must be a whole number'],
    [{ pageSize: '-1' }, 'pageSize must be 1 or more'],
  ])('refuses %p: %s', (query, message) => {
    expect(read(Corrections, query).messages).toEqual([message]);
  });

  it('leaves pageSize to the query when fillDefault is false', () => {
    class Audit extends PagedQuery({ maxPageSize: 100, defaultPageSize: 50, fillDefault: false }) {}
    expect(read(Audit, {}).value).toEqual({ page: 1, pageSize: undefined });
    expect(read(Audit, { pageSize: '7' }).value.pageSize).toBe(7);
  });

  it('combines with LangQuery (IntersectionType keeps validators, transforms and defaults)', () => {
    class Quests extends IntersectionType(LangQuery, PagedQuery({ maxPageSize: 10_000, defaultPageSize: 10_000 })) {}
    expect(read(Quests, { lang: 'FR' })).toEqual({ value: { lang: 'fr', page: 1, pageSize: 10_000 }, messages: [] });
    expect(read(Quests, { lang: 'xx', pageSize: '10001' }).messages).toEqual(['lang must be one of: en, de, fr, ru', 'pageSize must not be greater than 10000']);
    expect(read(Quests, { colour: 'red' }).messages).toEqual(['property colour should not exist']);
  });
});
