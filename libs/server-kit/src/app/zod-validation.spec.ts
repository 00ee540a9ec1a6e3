import { z } from 'zod';
import { coded, CalculateRequestSchema, queryInt } from '@eoa/contracts';
import type { InputIssue } from '../edge/problem.js';
import { InvalidRequestException, parseWith, zodDto } from './zod-validation.js';

/** The coded issues of a refused value (none when it passes). */
function issuesOf(schema: z.ZodType, value: unknown, location = 'body'): InputIssue[] {
  try {
    parseWith(schema, value, location);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidRequestException);
    return [...((error as InvalidRequestException).issues ?? [])];
  }
}

describe('codedIssues', () => {
  it('a missing enum or literal field is required, a wrong one names the choices', () => {
    const schema = z.strictObject({ kind: z.enum(['a', 'b']), size: z.literal([1, 2]) });
    expect(issuesOf(schema, {})).toEqual([
      { path: 'kind', code: 'field.required', params: { field: 'kind' } },
      { path: 'size', code: 'field.required', params: { field: 'size' } },
    ]);
    expect(issuesOf(schema, { kind: 'c', size: 3 })).toEqual([
      { path: 'kind', code: 'field.oneOf', params: { field: 'kind', values: 'a, b' } },
      { path: 'size', code: 'field.oneOf', params: { field: 'size', values: '1, 2' } },
    ]);
  });

  it("says a coded schema's refusals with its codes, and leaves the others to zod's own", () => {
    const level = coded(z.int().min(1).max(50), { refused: { code: 'field.integerRange', params: { min: 1, max: 50 } } });
    const name = coded(z.string().max(3), { wrongType: { code: 'builder.classNameExpected' } });
    const slots = coded(z.strictObject({ head: z.int().optional() }), {
      wrongType: { code: 'builder.equipmentObject' },
      unknownKey: { code: 'builder.unknownSlotOf', params: { slots: 'head' } },
    });
    const schema = z.strictObject({ level, name, slots: slots.optional(), page: queryInt(level).optional() });
    const range = (field: string) => ({ path: field, code: 'field.integerRange', params: { field, min: 1, max: 50 } });
    for (const bad of [undefined, '5', 1.5, 0, 51]) expect(issuesOf(schema, { level: bad, name: 'x' })).toEqual([range('level')]);
    // The query reader's "not a whole number" takes the coded schema's code too.
    expect(issuesOf(schema, { level: 1, name: 'x', page: 'two' }, 'query')).toEqual([range('page')]);
    expect(issuesOf(schema, { level: 1 })).toEqual([{ path: 'name', code: 'builder.classNameExpected', params: { field: 'name' } }]);
    // wrongType only: the length keeps zod's own issue.
    expect(issuesOf(schema, { level: 1, name: 'long' })).toEqual([{ path: 'name', code: 'field.textAtMost', params: { field: 'name', max: 3 } }]);
    // A list for a text is of another type, whatever its length (zod also checks a list's length against the text's).
    expect(issuesOf(schema, { level: 1, name: ['a', 'b', 'c', 'd'] })).toEqual([{ path: 'name', code: 'builder.classNameExpected', params: { field: 'name' } }]);
    expect(issuesOf(schema, { level: 1, name: 'x', slots: [] })).toEqual([{ path: 'slots', code: 'builder.equipmentObject', params: { field: 'slots' } }]);
    // Each unknown key is one issue, its name cut to 40 characters.
    expect(issuesOf(schema, { level: 1, name: 'x', slots: { hat: 1, ['k'.repeat(50)]: 2 } })).toEqual([
      { path: 'slots.hat', code: 'builder.unknownSlotOf', params: { slots: 'head', name: 'hat' } },
      { path: `slots.${'k'.repeat(50)}`, code: 'builder.unknownSlotOf', params: { slots: 'head', name: 'k'.repeat(40) } },
    ]);
  });

  it('says the items of a list refused whole once, at the list, and checks its length only when they are right', () => {
    const number = coded(z.int().min(0, { abort: true }), { refusedItem: { code: 'admin.hiddenCommentsFrom0' } });
    const schema = z.strictObject({ indices: z.array(number).refine((list) => list.length <= 2, { params: { code: 'admin.hiddenCommentsAtMost', max: 2 } }) });
    const refused = { path: 'indices', code: 'admin.hiddenCommentsFrom0', params: { field: 'indices' } };
    expect(issuesOf(schema, { indices: [0, 1] })).toEqual([]);
    for (const bad of [[-1], [0, 'x'], [-1, 'x', 1.5, null], [-1, 0, 1, 2]]) expect(issuesOf(schema, { indices: bad })).toEqual([refused]);
    expect(issuesOf(schema, { indices: [0, 1, 2] })).toEqual([{ path: 'indices', code: 'admin.hiddenCommentsAtMost', params: { field: 'indices', max: 2 } }]);
    expect(issuesOf(schema.shape.indices, [-1], 'body')).toEqual([{ ...refused, path: 'body', params: { field: 'body' } }]);
  });

  it('reads the calculate body whole: a missing body is {}, the left-out parts filled in', () => {
    expect(issuesOf(CalculateRequestSchema, undefined).map((issue) => issue.code)).toEqual([
      'builder.classNameExpected', 'builder.raceNameExpected', 'field.integerRange',
    ]);
    expect(parseWith(CalculateRequestSchema, { className: 'Guardian', raceName: 'Man', level: 50, buffs: { idomeActive: true, foodBuff: { active: false, amount: 24 } } }, 'body')).toEqual({
      className: 'Guardian', raceName: 'Man', level: 50, equipment: {}, equippedTraits: [], buffs: { idomeActive: true, foodBuff: { active: false, stat: null, amount: 24 } },
    });
    const legendary = { className: 'Guardian', raceName: 'Man', level: 50, equippedTraits: [{ traitId: 1, rank: 1, slotType: 'legendary', slotIndex: 2 }] };
    expect(issuesOf(CalculateRequestSchema, legendary)).toEqual([
      { path: 'equippedTraits.0.slotIndex', code: 'builder.traitSlotIndex', params: { field: 'equippedTraits.0.slotIndex', max: 1, slotType: 'legendary' } },
    ]);
  });
});

describe('zodDto', () => {
  type Metadata = Record<string, Record<string, unknown>>;
  const metadataOf = (schema: z.ZodType) => (zodDto(schema) as unknown as { _OPENAPI_METADATA_FACTORY(): Metadata })._OPENAPI_METADATA_FACTORY();

  it('documents nested objects whole, their own required list kept apart from the property being required', () => {
    const metadata = metadataOf(z.strictObject({ inner: z.strictObject({ a: z.int(), b: z.string().optional() }), list: z.array(z.strictObject({ c: z.boolean() })).optional() }));
    expect(metadata.inner).toMatchObject({ type: 'object', required: ['a'], selfRequired: true, additionalProperties: false, properties: { a: { type: 'integer' } } });
    expect(metadata.list).toMatchObject({ type: 'array', required: false, items: { type: 'object', required: ['c'] } });
  });

  it('gives a property without a type (a union, anything) a type swagger reads, its schema kept in an allOf', () => {
    const metadata = metadataOf(z.strictObject({ either: z.union([z.string(), z.int()]).meta({ description: 'text or number' }), anything: z.unknown() }));
    expect(metadata.either).toEqual({ description: 'text or number', type: 'object', required: true, allOf: [{ description: 'text or number', anyOf: [{ type: 'string' }, { type: 'integer', minimum: expect.any(Number), maximum: expect.any(Number) }] }] });
    expect(metadata.anything).toMatchObject({ type: 'object', allOf: [{}] });
  });
});
