// The builder's request schemas: what they take, what they fill in and what they refuse (the codes of the refusals
// are the validation pipe's, tested in server-kit).
import {
  CalculateRequestSchema, DEFAULT_BUFFS, EQUIPMENT_SLOTS, ITEM_SLOT_CODES, ITEM_SLOT_FILTERS, ITEM_SUB_SLOTS, ItemFilterQuerySchema, ItemsBatchQuerySchema,
  type CalculateRequest,
} from './index.js';

const ok = { className: 'Guardian', raceName: 'Man', level: 50 };
const issues = (value: unknown) => CalculateRequestSchema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')} ${issue.code}`) ?? [];

describe('CalculateRequestSchema', () => {
  it('takes a full build as sent, and fills the parts left out', () => {
    const request: CalculateRequest = {
      ...ok, equipment: { head: 1, ring2: null }, equippedTraits: [{ traitId: 1, rank: 2, slotType: 'legendary', slotIndex: 1 }], buffs: DEFAULT_BUFFS,
      formulas: { block: { type: 'custom', customFormula: 'might / 10' } },
    };
    expect(CalculateRequestSchema.parse(structuredClone(request))).toEqual(request);
    expect(CalculateRequestSchema.parse({ ...ok, buffs: { idomeActive: true, foodBuff: { active: false, amount: 24 } } })).toEqual({
      ...ok, equipment: {}, equippedTraits: [], buffs: { idomeActive: true, foodBuff: { active: false, stat: null, amount: 24 } },
    });
    expect(CalculateRequestSchema.parse({ ...ok, equipment: null, equippedTraits: null, buffs: null, formulas: null })).toMatchObject({ equipment: null, equippedTraits: null });
  });

  it('refuses keys that are no field, own "__proto__" included, at any depth', () => {
    expect(issues(JSON.parse('{"className":"Guardian","raceName":"Man","level":50,"__proto__":{"x":1}}'))).toEqual([' unrecognized_keys']);
    expect(issues({ ...ok, equipment: { hat: 1 } })).toEqual(['equipment unrecognized_keys']);
    expect(issues({ ...ok, buffs: { idomeActive: false, foodBuff: { active: false, amount: 24, constructor: 1 } } })).toEqual(['buffs.foodBuff unrecognized_keys']);
    expect(issues({ ...ok, formulas: { block: { type: 'custom', extra: 1 } } })).toEqual(['formulas.block unrecognized_keys']);
  });

  it('reads a missing body as {} and narrows the slot index by slot type once the trait is otherwise valid', () => {
    expect(issues(undefined)).toEqual(['className invalid_type', 'raceName invalid_type', 'level invalid_type']);
    const trait = (slotType: string, slotIndex: number) => ({ ...ok, equippedTraits: [{ traitId: 1, rank: 1, slotType, slotIndex }] });
    expect(issues(trait('class', 4))).toEqual([]);
    expect(issues(trait('class', 5))).toEqual(['equippedTraits.0.slotIndex too_big']);
    expect(issues(trait('legendary', 2))).toEqual(['equippedTraits.0.slotIndex custom']);
    expect(issues({ ...ok, equippedTraits: Array.from({ length: 35 }, () => trait('virtue', 0).equippedTraits[0]) })).toEqual(['equippedTraits too_big']);
  });
});

describe('item queries', () => {
  it('read codes in any case and numbers from text', () => {
    expect(ItemFilterQuerySchema.parse({ slot: 'RING', quality: ' Rare ', levelMin: '10', statMinValue: '2.5', hasCooldown: '1', page: '2' })).toEqual({
      slot: 'ring', quality: 'rare', levelMin: 10, statMinValue: 2.5, hasCooldown: true, page: 2,
    });
    expect(ItemsBatchQuerySchema.safeParse({ ids: '1,,2' }).success).toBe(false);
  });

  it('offer every slot filter once: item slot codes, equipment slots and Item sub-slots', () => {
    expect(new Set(ITEM_SLOT_FILTERS).size).toBe(ITEM_SLOT_FILTERS.length);
    expect(ITEM_SLOT_FILTERS).toEqual(expect.arrayContaining([...ITEM_SLOT_CODES, ...EQUIPMENT_SLOTS, ...Object.keys(ITEM_SUB_SLOTS)]));
  });
});
