import { BadRequestException } from '@nestjs/common';
import { DEFAULT_BUFFS, type CalculateRequest } from '@eoa/contracts';
import { openApiOf } from '../../common/body-schema.js';
import { CALCULATE_BODY, type CalculateBody } from './calculate.dto.js';

const ok = { className: 'Guardian', raceName: 'Man', level: 50 };

/** The problems of a body (the 400's details), or [] when it passes. */
function problems(body: unknown): string[] {
  try {
    CALCULATE_BODY.parse(body);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    const response = (error as BadRequestException).getResponse() as { message: string; details: string[]; statusCode: number; error: string };
    expect(response).toMatchObject({ statusCode: 400, error: 'Bad Request', message: response.details.join('; ') });
    return response.details;
  }
}

describe('CALCULATE_BODY', () => {
  it('takes every CalculateRequest (checked at compile time) and fills the left-out parts', () => {
    const request: CalculateRequest = { ...ok, equipment: { head: 1, ring2: null }, equippedTraits: [{ traitId: 1, rank: 2, slotType: 'legendary', slotIndex: 1 }], buffs: DEFAULT_BUFFS };
    const body: CalculateBody = CALCULATE_BODY.parse(structuredClone(request));
    expect(body).toEqual(request);
    expect(CALCULATE_BODY.parse({ ...ok, buffs: { idomeActive: true, foodBuff: { active: false, amount: 24 } } })).toEqual({
      ...ok,
      equipment: {},
      equippedTraits: [],
      buffs: { idomeActive: true, foodBuff: { active: false, stat: null, amount: 24 } },
    });
    expect(problems({ ...ok, equipment: null, equippedTraits: null, buffs: null, formulas: null })).toEqual([]);
  });

  it('lists unknown properties first, then one problem per field, each naming its path', () => {
    expect(problems({ cheat: 1, level: 0, equippedTraits: [{ traitId: 1, rank: 1, slotType: 'class', slotIndex: 0 }, { traitId: 1, rank: 'x' }] })).toEqual([
      'property cheat should not exist',
      'className must be a class name such as Guardian',
      'raceName must be a race name such as Man',
      'level must be an integer from 1 to 50',
      'equippedTraits[1].rank must be an integer of at least 1',
    ]);
    expect(problems(undefined)).toEqual(['className must be a class name such as Guardian', 'raceName must be a race name such as Man', 'level must be an integer from 1 to 50']);
    expect(problems({ ...ok, className: 'x'.repeat(41) })).toEqual(['className must be at most 40 characters']);
  });

  it('refuses keys that are no field, own "__proto__" included, and cuts long ones', () => {
    expect(problems(JSON.parse('{"className":"Guardian","raceName":"Man","level":50,"__proto__":{"x":1}}'))).toEqual(['property __proto__ should not exist']);
    expect(problems({ ...ok, buffs: { idomeActive: false, foodBuff: { active: false, amount: 24, constructor: 1 } } })).toEqual([
      'buffs.foodBuff: property constructor should not exist',
    ]);
    expect(problems({ ...ok, formulas: { block: { type: 'custom', ['k'.repeat(100)]: 1 } } })).toEqual([`formulas.block: property ${'k'.repeat(40)} should not exist`]);
  });

  it('narrows the slot index by slot type', () => {
    const trait = (slotType: string, slotIndex: number) => ({ ...ok, equippedTraits: [{ traitId: 1, rank: 1, slotType, slotIndex }] });
    expect(problems(trait('class', 4))).toEqual([]);
    expect(problems(trait('class', 5))).toEqual(['equippedTraits[0].slotIndex must be an integer from 0 to 4']);
    expect(problems(trait('legendary', 2))).toEqual(['equippedTraits[0].slotIndex must be an integer from 0 to 1 for legendary slots']);
  });

  it('documents the same rules it checks', () => {
    const schema = openApiOf(CALCULATE_BODY.schema) as { required: string[]; properties: Record<string, Record<string, unknown>> };
    expect(schema.required).toEqual(['className', 'raceName', 'level']);
    expect(schema.properties.level).toEqual({ type: 'integer', minimum: 1, maximum: 50 });
    expect(schema.properties.equippedTraits).toMatchObject({ type: 'array', maxItems: 34, nullable: true, items: { required: ['traitId', 'rank', 'slotType', 'slotIndex'], additionalProperties: false } });
    expect(schema.properties.buffs).toMatchObject({ required: ['idomeActive', 'foodBuff'], properties: { foodBuff: { required: ['active', 'amount'] } } });
    expect(schema.properties.equipment).toMatchObject({ type: 'object', additionalProperties: false, properties: { head: { type: 'integer', minimum: 1, nullable: true } } });
  });
});
