// The builder service's answers as zod schemas, for its OpenAPI document (issue 22 §2: success answers documented
// from contracts). The types stay the interfaces of builder.ts (the builder remote and the build files are built on
// them, their field comments are the reference). `BuilderAnswersAgree` below makes the compiler check that each
// schema's output and its interface are the same type.
import { z } from 'zod';
import { pageAnswerFields } from './paging.js';
import type { Agrees, Check } from './schema-agrees.js';
import type {
  BaseStats,
  CalculateResponse,
  ClassInfo,
  ClassSummary,
  ClearCacheResult,
  DataVersion,
  Item,
  ItemSet,
  ItemsBatch,
  ItemsPage,
  ProgressionMap,
  RaceInfo,
  RaceSummary,
  Trait,
  TraitSlots,
} from './builder.js';
import {
  ARMOUR_TYPES,
  CLASS_IDS,
  COMBAT_CHARACTERISTIC_STATS,
  DUAL_WIELD_RULES,
  ITEM_SLOT_CODES,
  PROGRESSION_INDEXES,
  RACE_IDS,
  STAT_CODES,
  STAT_NAMES,
  STAT_OPERATORS,
  TRAIT_NATURES,
  type StatCode,
} from './vocabulary.js';

const itemStatFields = {
  name: z.string(),
  operator: z.enum(STAT_OPERATORS),
  value: z.number().nullable(),
  constant: z.number().nullable(),
  scalingId: z.int().nullable(),
  isPercentage: z.boolean(),
  displayName: z.string().optional(),
  displayValue: z.string().optional(),
  descriptionOverride: z.string().nullable().optional(),
};
export const ItemStatSchema = z.object(itemStatFields).meta({ id: 'ItemStat' });

export const ItemEffectSchema = z.object({ name: z.string(), description: z.string(), spellcraft: z.number().nullable() }).meta({ id: 'ItemEffect' });

export const ItemWorthSchema = z.object({ display: z.string(), localizedDisplay: z.string() }).meta({ id: 'ItemWorth' });

export const ItemSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    localizedName: z.string().optional(),
    icon: z.string(),
    quality: z.string().meta({ description: 'a quality code (common … legendary) or the data\'s own text' }),
    qualityName: z.string().optional(),
    slot: z.enum(ITEM_SLOT_CODES).nullable(),
    slotName: z.string().optional(),
    category: z.string(),
    categoryName: z.string().optional(),
    weaponType: z.string().nullable(),
    armourType: z.enum(ARMOUR_TYPES).nullable(),
    damageType: z.string().nullable(),
    itemClass: z.string(),
    itemClassName: z.string().optional(),
    binding: z.string(),
    isUnique: z.boolean(),
    stackSize: z.number(),
    minLevel: z.number(),
    level: z.number(),
    requiredClass: z.string().nullable().meta({ description: 'a class id or the data\'s own text' }),
    requiredClassName: z.string().nullable().optional(),
    minDamage: z.number().nullable(),
    maxDamage: z.number().nullable(),
    dps: z.number().nullable(),
    attackSpeed: z.number().nullable(),
    slayerValue: z.number().nullable(),
    slayerGenus: z.string().nullable().optional(),
    slayerGenusName: z.string().nullable().optional(),
    armour: z.number().nullable(),
    stats: z.array(ItemStatSchema),
    effects: z.array(ItemEffectSchema),
    effectDescription: z.string().nullable().optional(),
    skillName: z.string().nullable(),
    cooldownDuration: z.number().nullable(),
    durability: z.number().nullable(),
    sturdiness: z.string().nullable(),
    worthCopper: z.number().optional(),
    worth: ItemWorthSchema.optional(),
    setId: z.int().nullable(),
    setName: z.string().nullable().optional(),
    description: z.string().nullable(),
    onUseDisplay: z.string().nullable().optional(),
    damageDisplay: z.string().nullable().optional(),
    slayerDisplay: z.string().nullable().optional(),
    speedDisplay: z.string().nullable().optional(),
    dpsDisplay: z.string().nullable().optional(),
    equipmentCategoryName: z.string().nullable().optional(),
  })
  .meta({ id: 'Item' });

export const ItemsPageSchema = z
  .object({ items: z.array(ItemSchema), ...pageAnswerFields })
  .meta({ id: 'ItemsPage' });

export const ItemsBatchSchema = z.object({ items: z.array(ItemSchema), missingIds: z.array(z.int()) }).meta({ id: 'ItemsBatch' });

export const ClearCacheResultSchema = z.object({ cleared: z.literal(true), cacheEntries: z.number() }).meta({ id: 'ClearCacheResult' });

export const SetBonusStatSchema = z.object({ ...itemStatFields, statType: z.string().optional(), statName: z.string().optional() }).meta({ id: 'SetBonusStat' });

export const SetBonusSchema = z
  .object({ requiredPieces: z.number(), stats: z.array(SetBonusStatSchema), effects: z.array(ItemEffectSchema) })
  .meta({ id: 'SetBonus' });

export const ItemSetSchema = z
  .object({ id: z.int(), name: z.string(), localizedName: z.string().optional(), level: z.number(), items: z.array(z.int()), bonuses: z.array(SetBonusSchema) })
  .meta({ id: 'ItemSet' });
export const ItemSetListSchema = z.array(ItemSetSchema).meta({ description: 'ItemSet[], by id' });

export const TraitStatSchema = z
  .object({ ...itemStatFields, localizedDescription: z.string().optional(), rankValues: z.array(z.number()).nullable().optional() })
  .meta({ id: 'TraitStat' });

export const TraitSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    localizedName: z.string().optional(),
    nature: z.enum(TRAIT_NATURES),
    classId: z.enum(CLASS_IDS).nullable(),
    raceId: z.enum(RACE_IDS).nullable(),
    iconId: z.int(),
    minLevel: z.number(),
    maxRank: z.number(),
    tooltip: z.string(),
    description: z.string(),
    stats: z.array(TraitStatSchema),
    skills: z.array(z.string()),
    effects: z.array(ItemEffectSchema),
    virtueBonuses: z.array(z.object({ virtueId: z.int(), ranks: z.number() })),
    tiers: z.array(z.object({ rank: z.number(), requiredLevel: z.number() })),
  })
  .meta({ id: 'Trait' });
export const TraitListSchema = z.array(TraitSchema).meta({ description: 'Trait[]' });

export const TraitSlotsSchema = z
  .object({ level: z.number(), virtue: z.number(), racial: z.number(), class: z.number(), legendary: z.number() })
  .meta({ id: 'TraitSlots' });
export const TraitSlotsListSchema = z.array(TraitSlotsSchema).meta({ description: 'TraitSlots[], by level' });

export const ClassInfoSchema = z
  .object({
    id: z.enum(CLASS_IDS),
    name: z.string(),
    localizedName: z.string().optional(),
    description: z.string(),
    allowedRaces: z.array(z.enum(RACE_IDS)),
    armourTypes: z.array(z.enum(ARMOUR_TYPES)),
    weaponTypes: z.array(z.string()),
    primaryStats: z.array(z.enum(STAT_NAMES)),
    dualWield: z.enum(DUAL_WIELD_RULES),
    dualWieldMinLevel: z.number().nullable(),
    iconId: z.int(),
    combatCharacteristics: z.array(
      z.object({
        id: z.int(),
        classId: z.enum(CLASS_IDS),
        rank: z.number(),
        name: z.string(),
        requiredLevel: z.number(),
        costCopper: z.number(),
        stat: z.enum(COMBAT_CHARACTERISTIC_STATS),
        value: z.number(),
        localizedName: z.string().optional(),
      }),
    ),
    classTraits: z.array(z.object({ traitId: z.int(), traitName: z.string(), localizedTraitName: z.string().optional(), minLevel: z.number() })),
  })
  .meta({ id: 'ClassInfo' });
export const ClassInfoListSchema = z.array(ClassInfoSchema).meta({ description: 'ClassInfo[]' });

export const ClassSummarySchema = z
  .object({ id: z.enum(CLASS_IDS), name: z.string(), localizedName: z.string(), allowedRaces: z.array(z.enum(RACE_IDS)), iconId: z.int() })
  .meta({ id: 'ClassSummary' });
export const ClassSummaryListSchema = z.array(ClassSummarySchema).meta({ description: 'ClassSummary[]' });

export const RaceInfoSchema = z
  .object({
    id: z.enum(RACE_IDS),
    name: z.string(),
    localizedName: z.string().optional(),
    description: z.string(),
    allowedClasses: z.array(z.enum(CLASS_IDS)),
    startZoneId: z.int(),
    iconId: z.int(),
    virtueRankBonuses: z.array(
      z.object({ traitId: z.int(), traitName: z.string().optional(), virtueId: z.int(), virtueName: z.string().optional(), ranks: z.number() }),
    ),
  })
  .meta({ id: 'RaceInfo' });
export const RaceInfoListSchema = z.array(RaceInfoSchema).meta({ description: 'RaceInfo[]' });

export const RaceSummarySchema = z
  .object({ id: z.enum(RACE_IDS), name: z.string(), localizedName: z.string(), allowedClasses: z.array(z.enum(CLASS_IDS)), iconId: z.int() })
  .meta({ id: 'RaceSummary' });
export const RaceSummaryListSchema = z.array(RaceSummarySchema).meta({ description: 'RaceSummary[]' });

export const BaseStatsSchema = z
  .object({
    classId: z.enum(CLASS_IDS),
    level: z.number(),
    morale: z.number(),
    power: z.number(),
    might: z.number(),
    agility: z.number(),
    vitality: z.number(),
    will: z.number(),
    fate: z.number(),
    armour: z.number(),
    inCombatMoraleRegen: z.number(),
    outOfCombatMoraleRegen: z.number(),
    inCombatPowerRegen: z.number(),
    outOfCombatPowerRegen: z.number(),
  })
  .meta({ id: 'BaseStats' });
export const BaseStatsListSchema = z.array(BaseStatsSchema).meta({ description: 'BaseStats[], by level' });

export const ProgressionMapSchema = z
  .record(
    z.string(),
    z.object({ id: z.int(), name: z.string(), indexedBy: z.enum(PROGRESSION_INDEXES), isPercentage: z.boolean(), points: z.array(z.number()) }).meta({ id: 'Progression' }),
  )
  .meta({ id: 'ProgressionMap', description: 'every progression by its id' });

export const CalculateResponseSchema = z
  .record(z.enum(Object.values(STAT_CODES) as [StatCode, ...StatCode[]]), z.number())
  .meta({ id: 'CalculateResponse', description: 'every stat by its code (MORALE, POWER, MIGHT, …, ICPR, OCPR, ICMR, OCMR, …)' });

export const DataVersionSchema = z
  .object({
    version: z.string(),
    fingerprint: z.string(),
    details: z.object({
      source: z.string(),
      seededAt: z.string().nullable(),
      manifestSha256: z.string().nullable(),
      itemCount: z.number(),
      counts: z.record(z.string(), z.number()),
    }),
  })
  .meta({ id: 'DataVersion' });

/** Fails to compile when a schema above and its interface in builder.ts disagree. */
export type BuilderAnswersAgree = [
  Check<Agrees<typeof ItemSchema, Item>>,
  Check<Agrees<typeof ItemsPageSchema, ItemsPage>>,
  Check<Agrees<typeof ItemsBatchSchema, ItemsBatch>>,
  Check<Agrees<typeof ClearCacheResultSchema, ClearCacheResult>>,
  Check<Agrees<typeof ItemSetSchema, ItemSet>>,
  Check<Agrees<typeof ItemSetListSchema, ItemSet[]>>,
  Check<Agrees<typeof TraitListSchema, Trait[]>>,
  Check<Agrees<typeof TraitSlotsSchema, TraitSlots>>,
  Check<Agrees<typeof TraitSlotsListSchema, TraitSlots[]>>,
  Check<Agrees<typeof ClassInfoSchema, ClassInfo>>,
  Check<Agrees<typeof ClassInfoListSchema, ClassInfo[]>>,
  Check<Agrees<typeof ClassSummaryListSchema, ClassSummary[]>>,
  Check<Agrees<typeof RaceInfoSchema, RaceInfo>>,
  Check<Agrees<typeof RaceInfoListSchema, RaceInfo[]>>,
  Check<Agrees<typeof RaceSummaryListSchema, RaceSummary[]>>,
  Check<Agrees<typeof BaseStatsSchema, BaseStats>>,
  Check<Agrees<typeof BaseStatsListSchema, BaseStats[]>>,
  Check<Agrees<typeof ProgressionMapSchema, ProgressionMap>>,
  Check<Agrees<typeof CalculateResponseSchema, CalculateResponse>>,
  Check<Agrees<typeof DataVersionSchema, DataVersion>>,
];
