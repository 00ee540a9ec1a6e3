// What the builder service accepts (spec 1 §3, §7): the stat calculation's body, the item list queries, the item
// batch and the available traits. Each is the one definition the service validates with, the OpenAPI document
// shows and the types come from. A field whose refusals the builder has always said in one sentence of its own
// ("level must be an integer from 1 to 50", "Unknown equipment slot 'hat' (slots: …)") is `coded` with it.
//
// POST /api/character/calculate is the builder's hot call: its schema is plain strict objects, enums and numbers
// (no preprocess or transform), built once when this module loads.
import { z } from 'zod';
import { FOOD_BUFF_AMOUNTS, FORMULA_STAT_KEYS, FORMULA_TYPES, ITEM_SORTS, ITEMS_BATCH_MAX_IDS, ITEMS_MAX_PAGE_SIZE } from './builder.js';
import { MAX_ID, MAX_PAGE_NUMBER } from './paging.js';
import { queryBoolean, queryEnum, queryInt, queryNumber, queryText } from './query.js';
import { coded, type IssueCode } from './refusal.js';
import {
  ARMOUR_TYPES, CHARACTER_TRAIT_SLOTS, DAMAGE_TYPES, EQUIPMENT_SLOTS, ITEM_CATEGORIES, ITEM_CLASSES, ITEM_SLOT_CODES, ITEM_SUB_SLOTS,
  LEGENDARY_TRAIT_SLOTS, MAX_LEVEL, MIN_LEVEL, PRIMARY_STATS, QUALITIES, STAT_NAMES, TRAIT_SLOT_TYPES, WEAPON_TYPES, type TraitSlotType,
} from './vocabulary.js';

/** Longest custom formula accepted (characters). */
export const MAX_FORMULA_LENGTH = 1000;
/** Most entries of equippedTraits: 17 slots, and duplicates of them (they count once, spec 1 §5). */
export const MAX_EQUIPPED_TRAITS = 34;
/** Above any trait's maximum rank (virtues 6–8): the engine's check then names the trait's own maximum. */
const MAX_TRAIT_RANK = 99;
/** Slots of a type: 5, legendary 2 (indexes from 0). */
const slotsOf = (type: TraitSlotType) => (type === 'legendary' ? LEGENDARY_TRAIT_SLOTS : CHARACTER_TRAIT_SLOTS);
/** Longest text of the item searches. */
export const MAX_SEARCH_LENGTH = 100;
/** Longest class or race name of a build. */
const MAX_NAME_LENGTH = 40;

/** The slot filter (spec 1 §5): an item slot code, an equipment slot (what fits it) or an Item sub-slot (ring, ear, …). */
export const ITEM_SLOT_FILTERS = [...new Set<string>([...ITEM_SLOT_CODES, ...EQUIPMENT_SLOTS, ...Object.keys(ITEM_SUB_SLOTS)])] as [string, ...string[]];
/** statFilter1/statFilter2: "might" or "might:10" (the minimum in displayed units). */
export const STAT_FILTER_PATTERN = /^([A-Za-z]{1,40})(?::(-?\d{1,9}(?:\.\d{1,6})?))?$/;

const integerRange = (min: number, max: number): IssueCode => ({ code: 'field.integerRange', params: { min, max } });
/** A whole number from min to max, every refusal (missing, text, 1.5, out of range) said as that range. */
const intInRange = (min: number, max: number, meta: { description?: string } = {}) =>
  coded(z.int().min(min).max(max).meta(meta), { refused: integerRange(min, max) });

/** An object with the keys of `keys`, each optional and holding a `value`. */
function keyedFields<const K extends string, S extends z.ZodType>(keys: readonly K[], value: S): Record<K, z.ZodOptional<S>> {
  return Object.fromEntries(keys.map((key) => [key, value.optional()])) as Record<K, z.ZodOptional<S>>;
}

// ------------------------------------------------------------------------------------------------ calculation

export const EquippedTraitSchema = z
  .strictObject({
    traitId: coded(z.int().min(1).max(MAX_ID), { refused: { code: 'field.positiveInteger' } }),
    rank: coded(z.int().min(1).max(MAX_TRAIT_RANK).meta({ description: "1 to the trait's maximum rank (virtues 6–8)" }), {
      refused: { code: 'field.integerAtLeastOne' },
    }),
    slotType: z.enum(TRAIT_SLOT_TYPES),
    slotIndex: intInRange(0, CHARACTER_TRAIT_SLOTS - 1, {
      description: `0–${CHARACTER_TRAIT_SLOTS - 1} (0–${LEGENDARY_TRAIT_SLOTS - 1} for legendary)`,
    }),
  })
  // Slot types with fewer slots (legendary: 2) narrow the index. Runs when no field has a wrong type (a range issue
  // does not stop it, so an index out of every range is left to its own issue).
  .superRefine(({ slotType, slotIndex }, ctx) => {
    const total = slotsOf(slotType);
    if (slotIndex >= total && slotIndex < CHARACTER_TRAIT_SLOTS) {
      ctx.addIssue({ code: 'custom', path: ['slotIndex'], input: slotIndex, params: { code: 'builder.traitSlotIndex', max: total - 1, slotType } });
    }
  })
  .meta({ description: 'A trait in a build slot' });

export const FoodBuffSchema = coded(
  z.strictObject({
    active: z.boolean(),
    stat: coded(z.enum(PRIMARY_STATS), { refused: { code: 'field.oneOfOrNull', params: { values: PRIMARY_STATS.join(', ') } } })
      .nullable()
      .default(null),
    amount: coded(z.literal(FOOD_BUFF_AMOUNTS), { refused: { code: 'field.either', params: { first: FOOD_BUFF_AMOUNTS[0], second: FOOD_BUFF_AMOUNTS[1] } } }),
  }),
  { wrongType: { code: 'field.objectOf', params: { fields: 'active, stat, amount' } } },
);

export const BuffsSchema = coded(
  z.strictObject({
    idomeActive: z.boolean().meta({ description: '+5 % morale (rounded down) and +50 to the primary stats' }),
    foodBuff: FoodBuffSchema,
  }),
  { wrongType: { code: 'builder.buffsObject' } },
);

export const StatFormulaSettingSchema = z.strictObject({
  type: z.enum(FORMULA_TYPES),
  customFormula: coded(z.string().max(MAX_FORMULA_LENGTH), { refused: { code: 'field.textOfAtMost', params: { max: MAX_FORMULA_LENGTH } } }).optional(),
});

const itemIdOrNull = coded(z.int().min(1).max(MAX_ID), { refused: { code: 'builder.itemIdOrNull' } }).nullable();

const equipmentSchema = coded(z.strictObject(keyedFields(EQUIPMENT_SLOTS, itemIdOrNull)), {
  wrongType: { code: 'builder.equipmentObject' },
  unknownKey: { code: 'builder.unknownSlotOf', params: { slots: EQUIPMENT_SLOTS.join(', ') } },
});

const formulasSchema = coded(z.strictObject(keyedFields(FORMULA_STAT_KEYS, StatFormulaSettingSchema)), {
  wrongType: { code: 'builder.formulasObject' },
  unknownKey: { code: 'builder.unknownFormulaStat', params: { stats: FORMULA_STAT_KEYS.join(', ') } },
});

const buildName = (code: 'builder.classNameExpected' | 'builder.raceNameExpected', meta: { example: string; description: string }) =>
  coded(z.string().max(MAX_NAME_LENGTH).meta(meta), { wrongType: { code } });

/**
 * POST /api/character/calculate. equipment and equippedTraits may be left out (nothing equipped) or null, buffs and
 * formulas too; foodBuff.stat may be left out (no stat). A missing body is read as {} (each required field then says
 * what it must be). The engine's own checks (unknown class, race, item or trait; incompatible race; a rank above the
 * trait's maximum) run after this one, in the service.
 */
const calculateBody = z.strictObject({
  className: buildName('builder.classNameExpected', { example: 'Guardian', description: 'class name or id, any case ("Lore-master", "loremaster")' }),
  raceName: buildName('builder.raceNameExpected', { example: 'Man', description: 'race name or id, any case; must be allowed for the class' }),
  level: intInRange(MIN_LEVEL, MAX_LEVEL),
  equipment: equipmentSchema
    .nullable()
    .default(() => ({}))
    .meta({ description: `slot → item id or null (the ${EQUIPMENT_SLOTS.length} slots)` }),
  equippedTraits: coded(z.array(EquippedTraitSchema).max(MAX_EQUIPPED_TRAITS), { wrongType: { code: 'builder.traitsList' } })
    .nullable()
    .default(() => []),
  buffs: BuffsSchema.nullable().optional(),
  formulas: formulasSchema
    .nullable()
    .optional()
    .meta({ description: 'per formula stat: { type: echoes_of_angmar | custom, customFormula }; absent stats use the game formula' }),
});
export const CalculateRequestSchema = calculateBody.prefault({} as z.input<typeof calculateBody>);

/** A build to calculate, as a client sends it. */
export type CalculateRequest = z.input<typeof calculateBody>;
/** The calculate body as checked: the parts left out filled in (an empty equipment, no traits, no food stat). */
export type CalculateBody = z.output<typeof CalculateRequestSchema>;

// ------------------------------------------------------------------------------------------------ items

/** page (from 1) and pageSize (1–50000; 50 when absent) of the item lists. */
export const ItemsPageQuerySchema = z.strictObject({
  page: queryInt(intInRange(1, MAX_PAGE_NUMBER)).optional().meta({ description: 'from 1 (default 1)' }),
  pageSize: queryInt(intInRange(1, ITEMS_MAX_PAGE_SIZE)).optional().meta({ description: 'default 50; the client loads everything with 50000' }),
});
export type ItemsPageQuery = z.input<typeof ItemsPageQuerySchema>;

/** A page and an optional sort (name A→Z, level high→low, quality best first, type A→Z; by id when absent). */
export const SortedItemsPageQuerySchema = ItemsPageQuerySchema.extend({ sortBy: queryEnum(ITEM_SORTS).optional() });
export type SortedItemsPageQuery = z.input<typeof SortedItemsPageQuerySchema>;

/** GET /items/search?q= */
export const ItemSearchQuerySchema = SortedItemsPageQuerySchema.extend({
  q: coded(queryText(MAX_SEARCH_LENGTH).min(1).meta({ description: 'part of the name, any case (English or the request language)' }), {
    wrongType: { code: 'field.aText' },
  }),
});

/** A level bound of the item lists: 0 to 50, where 0 and 50 mean no bound. */
const levelBound = (description: string) =>
  queryInt(coded(z.int().min(0).max(MAX_LEVEL), { refused: { code: 'field.levelBound' } }))
    .optional()
    .meta({ description });

/** GET /items/level?min&max (0 and 50 mean no bound). */
export const ItemLevelQuerySchema = SortedItemsPageQuerySchema.extend({
  min: levelBound('0 means no lower bound'),
  max: levelBound('50 (or 0) means no upper bound'),
});

const statFilter = (example: string) =>
  coded(queryText(MAX_SEARCH_LENGTH).regex(STAT_FILTER_PATTERN).meta({ description: `"stat" or "stat:minValue", e.g. "${example}"` }), {
    refused: { code: 'field.statFilter' },
  }).optional();

/**
 * GET /items/filter query (spec 1 §3). levelMin/levelMax 0–50 where 0 and 50 mean no bound; slot is an item slot
 * code, an equipment slot (every item that fits it) or a sub-slot (ring, ear, neck, wrist, pocket); statType with
 * statMinValue, and statFilter1/statFilter2 written "stat" or "stat:minValue", compare the stat's displayed value
 * (percentages in percent: 2.1 for 2.1 %); effectSearch looks through effect names and descriptions, the on-use
 * skill, the description and stat description texts; searchQuery the name. Codes are read in any case.
 */
export const ItemFilterQuerySchema = SortedItemsPageQuerySchema.extend({
  levelMin: levelBound('0 means no lower bound'),
  levelMax: levelBound('50 (or 0) means no upper bound'),
  category: queryEnum(ITEM_CATEGORIES).optional(),
  quality: queryEnum(QUALITIES).optional(),
  slot: queryEnum(ITEM_SLOT_FILTERS).optional().meta({ description: 'item slot code, equipment slot (items fitting it) or sub-slot ring, ear, neck, wrist, pocket' }),
  weaponType: queryEnum(WEAPON_TYPES).optional(),
  armourType: queryEnum(ARMOUR_TYPES).optional(),
  damageType: queryEnum(DAMAGE_TYPES).optional(),
  itemClass: queryEnum(ITEM_CLASSES).optional(),
  statType: queryEnum(STAT_NAMES).optional().meta({ description: 'items having this stat (with statMinValue: at least that displayed value)' }),
  statMinValue: queryNumber(z.number()).optional().meta({ description: 'minimum of statType in displayed units (percentages in percent)' }),
  statFilter1: statFilter('agility:10'),
  statFilter2: statFilter('fate:5'),
  hasCooldown: queryBoolean().optional(),
  effectSearch: queryText(MAX_SEARCH_LENGTH)
    .optional()
    .meta({ description: 'text in effect names and descriptions, the on-use skill, the description, stat descriptions' }),
  searchQuery: queryText(MAX_SEARCH_LENGTH).optional().meta({ description: 'part of the name, any case' }),
});
export type ItemFilterQuery = z.input<typeof ItemFilterQuerySchema>;

/** GET /items/batch?ids=1,2,3 (their count and range are checked by the service, each with its own code). */
export const ItemsBatchQuerySchema = z.strictObject({
  ids: coded(z.string().regex(/^\d{1,10}(,\d{1,10})*$/).meta({ description: 'item ids separated by commas (at most 1000)', example: '1879048443,1879049126' }), {
    refused: { code: 'builder.idsFormat' },
  }),
});

const IDS_LIST: IssueCode = { code: 'builder.idsList', params: { min: 1, max: ITEMS_BATCH_MAX_IDS } };

/** POST /items/batch { ids }: for lists too long for a URL. */
export const ItemsBatchRequestSchema = z.strictObject({
  ids: coded(z.array(coded(z.int().min(1).max(MAX_ID), { refused: IDS_LIST })).min(1).max(ITEMS_BATCH_MAX_IDS), { refused: IDS_LIST }),
});
export type ItemsBatchRequest = z.input<typeof ItemsBatchRequestSchema>;

// ------------------------------------------------------------------------------------------------ traits

/** GET /trait/available?className&raceName&level */
export const AvailableTraitsQuerySchema = z.strictObject({
  className: buildName('builder.classNameExpected', { example: 'Guardian', description: 'class name or id, any case' }),
  raceName: buildName('builder.raceNameExpected', { example: 'Man', description: 'race name or id, any case' }),
  level: queryInt(intInRange(MIN_LEVEL, MAX_LEVEL)),
});
export type AvailableTraitsQuery = z.output<typeof AvailableTraitsQuerySchema>;
