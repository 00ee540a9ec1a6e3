// The query-string parts of schemas: as strict as the services have always read them, issues named by code.
import { z } from 'zod';
import { LangQuerySchema, MAX_PAGE_NUMBER, pagedQuerySchema, queryBoolean, queryEnum, queryInt, queryText } from './index.js';

/** Each issue as "path code" (the code a custom issue names, else zod's own). */
function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const named = issue.code === 'custom' ? (issue.params as { code?: string } | undefined)?.code : undefined;
    return `${issue.path.join('.')} ${named ?? issue.code}`;
  });
}

describe('query schemas', () => {
  const tier = z.strictObject({ tier: queryInt(z.int().min(1).max(5)).optional() });

  it('read a plainly written whole number, and nothing else, as one', () => {
    expect(tier.parse({ tier: '3' })).toEqual({ tier: 3 });
    expect(tier.parse({ tier: ' 5 ' })).toEqual({ tier: 5 });
    expect(tier.parse({})).toEqual({});
    for (const text of ['1e3', '2.5', '', ' ', 'two', '0x10', '12345678901']) expect([text, issuesOf(tier, { tier: text })]).toEqual([text, ['tier field.wholeNumber']]);
    expect(issuesOf(tier, { tier: ['1', '2'] })).toEqual(['tier field.wholeNumber']);
    expect(issuesOf(tier, { tier: '0' })).toEqual(['tier too_small']);
    expect(issuesOf(tier, { tier: '6' })).toEqual(['tier too_big']);
    expect(issuesOf(z.object({ n: queryInt(z.int()) }), {})).toEqual(['n invalid_type']);
  });

  it('read booleans as true/1 and false/0 only', () => {
    const flag = z.object({ flag: queryBoolean().optional() });
    expect([flag.parse({ flag: 'true' }), flag.parse({ flag: '1' }), flag.parse({ flag: 'false' }), flag.parse({ flag: '0' })]).toEqual([
      { flag: true }, { flag: true }, { flag: false }, { flag: false },
    ]);
    expect(issuesOf(flag, { flag: 'yes' })).toEqual(['flag invalid_type']);
    expect(issuesOf(flag, { flag: 'TRUE' })).toEqual(['flag invalid_type']);
  });

  it('trim texts before counting their length', () => {
    const search = z.object({ search: queryText(3).optional() });
    expect(search.parse({ search: '  abc ' })).toEqual({ search: 'abc' });
    expect(issuesOf(search, { search: 'abcd' })).toEqual(['search too_big']);
    expect(issuesOf(search, { search: ['a', 'b'] })).toEqual(['search invalid_type']);
  });

  it('read codes in any case, answering the list spelling', () => {
    const size = z.object({ size: queryEnum(['Solo', 'Small Fellowship']).optional() });
    expect(size.parse({ size: ' small FELLOWSHIP ' })).toEqual({ size: 'Small Fellowship' });
    expect(issuesOf(size, { size: 'Raid' })).toEqual(['size invalid_value']);
  });

  it('read lang with its region ignored, and refuse another language', () => {
    expect(['de', 'DE', 'de-AT', 'de_at'].map((lang) => LangQuerySchema.parse({ lang }).lang)).toEqual(['de', 'de', 'de', 'de']);
    expect(LangQuerySchema.parse({})).toEqual({});
    expect(issuesOf(LangQuerySchema, { lang: 'es' })).toEqual(['lang invalid_value']);
    expect(issuesOf(LangQuerySchema, { colour: 'red' })).toEqual([' unrecognized_keys']);
  });

  it('page a list: defaults filled, each bound kept, other filters added by extend', () => {
    const paged = pagedQuerySchema({ maxPageSize: 50, defaultPageSize: 20 }).extend({ search: queryText(10).optional() });
    expect(paged.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(paged.parse({ page: '3', pageSize: '50', search: 'x' })).toEqual({ page: 3, pageSize: 50, search: 'x' });
    expect(issuesOf(paged, { page: '0', pageSize: '51' })).toEqual(['page too_small', 'pageSize too_big']);
    expect(issuesOf(paged, { page: String(MAX_PAGE_NUMBER + 1) })).toEqual(['page too_big']);
    expect(issuesOf(paged, { page: '1.5' })).toEqual(['page field.wholeNumber']);
    expect(issuesOf(paged, { colour: 'red' })).toEqual([' unrecognized_keys']);
  });
});
