// Every schema contracts exports answers any input with a result, never a throw: a service parses request bodies and
// queries with them, and a refinement that throws on an odd input (no body, a list, a string) would answer 500.
import fc from 'fast-check';
import { z } from 'zod';
import * as contracts from './index.js';

const schemas = Object.entries(contracts as Record<string, unknown>).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

/** Inputs a request may carry where an object is expected: nothing, scalars, lists, objects of any depth. */
const oddInput = fc.oneof(
  fc.constantFrom(undefined, null, '', 'x', 0, -1, Number.NaN, true, [], {}, { entityType: 'Bug' }, { entityType: 'Quest', fieldName: 7 }),
  fc.anything({ maxDepth: 4, withNullPrototype: true, withBigInt: true, withDate: true }),
);

describe('contracts schemas', () => {
  it('are found (the check below reads every exported schema)', () => {
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['CorrectionSubmissionSchema', 'LangQuerySchema']));
  });

  it.each(schemas.map(([name, schema]) => [name, schema] as const))('%s answers any input without throwing', (_name, schema) => {
    fc.assert(
      fc.property(oddInput, (input) => {
        const result = schema.safeParse(input);
        expect(typeof result.success).toBe('boolean');
      }),
      { numRuns: 150 },
    );
  });

  it('a correction without a body, or with a text for a body, is one issue: an object is expected', () => {
    for (const body of [undefined, null, 'entityType=Bug', [{ entityType: 'Bug' }]]) {
      const result = contracts.CorrectionSubmissionSchema.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([['', 'invalid_type']]);
    }
  });
});
