// POST /api/character/calculate, described once: each field below carries its OpenAPI schema and its checks
// together (common/body-fields.ts). The structured fields are checked as plain data in one pass, with the
// first problem as the 400's text: this is the hot call of the builder.
import {
  EQUIPMENT_SLOTS, FOOD_BUFF_AMOUNTS, FORMULA_STAT_KEYS, FORMULA_TYPES, MAX_LEVEL, MIN_LEVEL, PRIMARY_STATS, TRAIT_SLOT_TYPES, type Buffs,
  type CalculateRequest,
  type EquipmentIds, type EquippedTrait, type FormulaStatKey, type StatFormulaSetting, type TraitSlotType,
} from '@eoa/contracts';
import { MAX_FORMULA_LENGTH, TRAIT_SLOT_TOTALS } from '@eoa/game-rules';
import { MAX_ID } from '@eoa/server-kit';
import { CheckedField, IntField, TextField } from '../../common/body-fields.js';

/** Most entries of equippedTraits: 17 slots, and duplicates of them (they count once, spec 1 §5). */
export const MAX_EQUIPPED_TRAITS = 34;

const SLOT_SET = new Set<string>(EQUIPMENT_SLOTS);
const FORMULA_KEY_SET = new Set<string>(FORMULA_STAT_KEYS);
const TRAIT_FIELDS = new Set(['traitId', 'rank', 'slotType', 'slotIndex']);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isItemId = (value: unknown) => value === null || isInt(value, 1, MAX_ID);

/** equipment: keys among the 19 slots, values item ids (positive integers) or null. */
const equipment = {
  name: 'equipment',
  schema: {
    type: 'object',
    description: 'slot → item id or null (the 19 slots)',
    properties: Object.fromEntries(EQUIPMENT_SLOTS.map((slot) => [slot, { type: 'integer', nullable: true, minimum: 1, maximum: MAX_ID }])),
    additionalProperties: false,
  },
  problem(value: unknown): string | null {
    if (!isRecord(value)) return 'equipment must be an object of slot → item id or null';
    for (const key in value) {
      if (!SLOT_SET.has(key)) return `Unknown equipment slot '${key.slice(0, 40)}' (slots: ${EQUIPMENT_SLOTS.join(', ')})`;
      if (!isItemId(value[key])) return `equipment.${key} must be a positive integer item id or null`;
    }
    return null;
  },
};

/** The first problem of one equipped trait, or null. */
function traitProblem(value: unknown, index: number): string | null {
  const at = `equippedTraits[${index}]`;
  if (!isRecord(value)) return `${at} must be an object { traitId, rank, slotType, slotIndex }`;
  for (const key in value) if (!TRAIT_FIELDS.has(key)) return `${at}: property ${key.slice(0, 40)} should not exist`;
  if (!isInt(value.traitId, 1, MAX_ID)) return `${at}: traitId must be a positive integer`;
  if (!isInt(value.rank, 1, 99)) return `${at}: rank must be an integer of at least 1`;
  const type = value.slotType;
  if (typeof type !== 'string' || !(TRAIT_SLOT_TYPES as readonly string[]).includes(type)) {
    return `${at}: slotType must be one of: ${TRAIT_SLOT_TYPES.join(', ')}`;
  }
  const total = TRAIT_SLOT_TOTALS[type as TraitSlotType];
  if (!isInt(value.slotIndex, 0, total - 1)) return `${at}: slotIndex must be an integer from 0 to ${total - 1}${type === 'legendary' ? ' for legendary slots' : ''}`;
  return null;
}

/** equippedTraits: at most 34 entries (17 slots, duplicates counting once), each exactly { traitId, rank, slotType, slotIndex }. */
const equippedTraits = {
  name: 'equippedTraits',
  schema: {
    type: 'array',
    maxItems: MAX_EQUIPPED_TRAITS,
    items: {
      type: 'object',
      required: ['traitId', 'rank', 'slotType', 'slotIndex'],
      additionalProperties: false,
      properties: {
        traitId: { type: 'integer', minimum: 1, maximum: MAX_ID },
        rank: { type: 'integer', minimum: 1, description: "1 to the trait's maximum rank (virtues 6–8)" },
        slotType: { type: 'string', enum: [...TRAIT_SLOT_TYPES] },
        slotIndex: { type: 'integer', minimum: 0, maximum: 4, description: '0–4 (0–1 for legendary)' },
      },
    },
  },
  problem(value: unknown): string | null {
    if (!Array.isArray(value)) return 'equippedTraits must be a list of { traitId, rank, slotType, slotIndex }';
    if (value.length > MAX_EQUIPPED_TRAITS) return `equippedTraits must hold at most ${MAX_EQUIPPED_TRAITS} entries`;
    for (let i = 0; i < value.length; i++) {
      const problem = traitProblem(value[i], i);
      if (problem) return problem;
    }
    return null;
  },
};

/** buffs: exactly { idomeActive, foodBuff: { active, stat, amount } }. */
const buffs = {
  name: 'buffs',
  schema: {
    type: 'object',
    required: ['idomeActive', 'foodBuff'],
    additionalProperties: false,
    properties: {
      idomeActive: { type: 'boolean', description: '+5 % morale (rounded down) and +50 to the primary stats' },
      foodBuff: {
        type: 'object',
        required: ['active', 'amount'],
        additionalProperties: false,
        properties: {
          active: { type: 'boolean' },
          stat: { type: 'string', enum: [...PRIMARY_STATS], nullable: true },
          amount: { type: 'integer', enum: [...FOOD_BUFF_AMOUNTS] },
        },
      },
    },
  },
  problem(value: unknown): string | null {
    if (!isRecord(value)) return 'buffs must be an object { idomeActive, foodBuff }';
    for (const key in value) if (key !== 'idomeActive' && key !== 'foodBuff') return `buffs: property ${key.slice(0, 40)} should not exist`;
    if (typeof value.idomeActive !== 'boolean') return 'buffs.idomeActive must be true or false';
    const food = value.foodBuff;
    if (!isRecord(food)) return 'buffs.foodBuff must be an object { active, stat, amount }';
    for (const key in food) if (key !== 'active' && key !== 'stat' && key !== 'amount') return `buffs.foodBuff: property ${key.slice(0, 40)} should not exist`;
    if (typeof food.active !== 'boolean') return 'buffs.foodBuff.active must be true or false';
    if (food.stat !== null && food.stat !== undefined && !(PRIMARY_STATS as readonly unknown[]).includes(food.stat)) {
      return `buffs.foodBuff.stat must be one of: ${PRIMARY_STATS.join(', ')} (or null)`;
    }
    if (!(FOOD_BUFF_AMOUNTS as readonly unknown[]).includes(food.amount)) return 'buffs.foodBuff.amount must be 24 or 41';
    return null;
  },
};

/** formulas: keys among the formula stats, each { type, customFormula? }. */
const formulas = {
  name: 'formulas',
  schema: {
    type: 'object',
    description: 'per formula stat: { type: echoes_of_angmar | custom, customFormula }; absent stats use the game formula',
    additionalProperties: false,
    properties: Object.fromEntries(
      FORMULA_STAT_KEYS.map((key) => [
        key,
        {
          type: 'object',
          required: ['type'],
          additionalProperties: false,
          properties: { type: { type: 'string', enum: [...FORMULA_TYPES] }, customFormula: { type: 'string', maxLength: MAX_FORMULA_LENGTH } },
        },
      ]),
    ),
  },
  problem(value: unknown): string | null {
    if (!isRecord(value)) return 'formulas must be an object of stat → { type, customFormula }';
    for (const key in value) {
      if (!FORMULA_KEY_SET.has(key)) return `Unknown formula stat '${key.slice(0, 40)}' (stats: ${FORMULA_STAT_KEYS.join(', ')})`;
      const setting = value[key];
      if (!isRecord(setting)) return `formulas.${key} must be an object { type, customFormula }`;
      for (const field in setting) if (field !== 'type' && field !== 'customFormula') return `formulas.${key}.${field.slice(0, 40)} should not exist`;
      if (!(FORMULA_TYPES as readonly unknown[]).includes(setting.type)) return `formulas.${key}.type must be one of: ${FORMULA_TYPES.join(', ')}`;
      const text = setting.customFormula;
      if (text !== undefined && (typeof text !== 'string' || text.length > MAX_FORMULA_LENGTH)) {
        return `formulas.${key}.customFormula must be a text of at most ${MAX_FORMULA_LENGTH} characters`;
      }
    }
    return null;
  },
};

/** POST /api/character/calculate */
export class CalculateDto implements CalculateRequest {
  @TextField({ name: 'className', maxLength: 40, typeMessage: 'className must be a class name such as Guardian', example: 'Guardian', description: 'class name or id, any case' })
  className!: string;

  @TextField({
    name: 'raceName',
    maxLength: 40,
    typeMessage: 'raceName must be a race name such as Man',
    example: 'Man',
    description: 'race name or id, any case; must be allowed for the class',
  })
  raceName!: string;

  @IntField({ name: 'level', min: MIN_LEVEL, max: MAX_LEVEL })
  level!: number;

  @CheckedField(equipment)
  equipment: EquipmentIds = {};

  @CheckedField(equippedTraits)
  equippedTraits: EquippedTrait[] = [];

  @CheckedField(buffs)
  buffs?: Buffs;

  @CheckedField(formulas)
  formulas?: Partial<Record<FormulaStatKey, StatFormulaSetting>>;
}
