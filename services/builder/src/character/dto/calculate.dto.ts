// POST /api/character/calculate, described once: CALCULATE_BODY's schema gives the body's type, the checks
// (each field's first problem as the 400's text, in one pass over the plain JSON: the builder's hot call) and
// the OpenAPI model `CalculateDto` (common/body-schema.ts). The engine's own check (unknown class, race,
// item or trait, incompatible race) runs after it, in CharacterService.
import {
  EQUIPMENT_SLOTS, FOOD_BUFF_AMOUNTS, FORMULA_STAT_KEYS, FORMULA_TYPES, MAX_LEVEL, MIN_LEVEL, PRIMARY_STATS, TRAIT_SLOT_TYPES, type TraitSlotType,
} from '@eoa/contracts';
import { MAX_FORMULA_LENGTH, TRAIT_SLOT_TOTALS } from '@eoa/game-rules';
import { MAX_ID } from '@eoa/server-kit';
import { bool, int, keyed, list, object, oneOf, optional, orNull, requestBody, text, withDefault, type Infer } from '../../common/body-schema.js';

/** Most entries of equippedTraits: 17 slots, and duplicates of them (they count once, spec 1 §5). */
export const MAX_EQUIPPED_TRAITS = 34;
/** Above any trait's maximum rank (virtues 6–8): the engine's check then names the trait's own maximum. */
const MAX_TRAIT_RANK = 99;
const MOST_TRAIT_SLOTS = Math.max(...Object.values(TRAIT_SLOT_TOTALS));

const equippedTrait = object(
  {
    traitId: int({ min: 1, max: MAX_ID, expected: 'a positive integer' }),
    rank: int({ min: 1, max: MAX_TRAIT_RANK, expected: 'an integer of at least 1', description: "1 to the trait's maximum rank (virtues 6–8)" }),
    slotType: oneOf(TRAIT_SLOT_TYPES),
    slotIndex: int({ min: 0, max: MOST_TRAIT_SLOTS - 1, description: `0–${MOST_TRAIT_SLOTS - 1} (0–${TRAIT_SLOT_TOTALS.legendary - 1} for legendary)` }),
  },
  {
    // Slot types with fewer slots (legendary: 2) narrow the index.
    refine(value, path) {
      const type = value.slotType as TraitSlotType;
      const total = TRAIT_SLOT_TOTALS[type];
      return (value.slotIndex as number) < total ? null : `${path}.slotIndex must be an integer from 0 to ${total - 1} for ${type} slots`;
    },
  },
);

const formulaSetting = object({
  type: oneOf(FORMULA_TYPES),
  customFormula: optional(text({ maxLength: MAX_FORMULA_LENGTH })),
});

export const CALCULATE_BODY = requestBody(
  'CalculateDto',
  object({
    className: text({ maxLength: 40, expected: 'a class name such as Guardian', example: 'Guardian', description: 'class name or id, any case' }),
    raceName: text({
      maxLength: 40,
      expected: 'a race name such as Man',
      example: 'Man',
      description: 'race name or id, any case; must be allowed for the class',
    }),
    level: int({ min: MIN_LEVEL, max: MAX_LEVEL }),
    equipment: withDefault(
      orNull(keyed(EQUIPMENT_SLOTS, orNull(int({ min: 1, max: MAX_ID, expected: 'a positive integer item id or null' })), {
        expected: 'an object of slot → item id or null',
        description: `slot → item id or null (the ${EQUIPMENT_SLOTS.length} slots)`,
        unknownKey: (key) => `Unknown equipment slot '${key}' (slots: ${EQUIPMENT_SLOTS.join(', ')})`,
      })),
      () => ({}),
    ),
    equippedTraits: withDefault(
      orNull(list(equippedTrait, { maxItems: MAX_EQUIPPED_TRAITS, expected: 'a list of { traitId, rank, slotType, slotIndex }' })),
      () => [],
    ),
    buffs: optional(
      orNull(
        object({
          idomeActive: bool({ description: '+5 % morale (rounded down) and +50 to the primary stats' }),
          foodBuff: object({
            active: bool(),
            stat: withDefault(orNull(oneOf(PRIMARY_STATS)), () => null),
            amount: oneOf(FOOD_BUFF_AMOUNTS, { expected: FOOD_BUFF_AMOUNTS.join(' or ') }),
          }),
        }),
      ),
    ),
    formulas: optional(
      orNull(keyed(FORMULA_STAT_KEYS, formulaSetting, {
        expected: 'an object of stat → { type, customFormula }',
        description: 'per formula stat: { type: echoes_of_angmar | custom, customFormula }; absent stats use the game formula',
        unknownKey: (key) => `Unknown formula stat '${key}' (stats: ${FORMULA_STAT_KEYS.join(', ')})`,
      })),
    ),
  }),
);

/**
 * The calculate body as checked: the contracts' CalculateRequest (calculate.dto.spec.ts checks at compile time
 * that every CalculateRequest is one): equipment, equippedTraits and foodBuff.stat may be left out (an empty
 * equipment, no traits, no stat) and the optional top-level fields may be null.
 */
export type CalculateBody = Infer<typeof CALCULATE_BODY.schema>;
