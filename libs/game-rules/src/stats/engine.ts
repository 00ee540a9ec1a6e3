// The stat engine: from class, race, level, equipped items, equipped traits with ranks, buffs and formula
// choices, every total stat of spec 1 §3 and the derived stats of §9. Game data is indexed once by
// createStatEngine(rules); calculate(build) then only walks the build (≈19 items, ≤17 traits, 17 formulas)
// over precomputed per-item, per-trait-rank and per-set contribution lists.
//
// Units of the result: plain numbers for morale, power, primary stats and armour; percentage points for
// percentages (12.6 = 12.6 %); per minute for regeneration.

import {
  EQUIPMENT_SLOTS, FORMULA_STAT_KEYS, PRIMARY_STATS, STAT_NAMES, type BaseStats, type Buffs, type ClassId,
  type ClassInfo, type CombatCharacteristicRank, type EquipmentSlot, type EquippedTrait, type FormulaStatKey,
  type FormulaType, type Item, type ItemSet, type Progression, type RaceId, type StatFormulaSetting, type StatName,
  type ErrorCode, type ErrorParams, type Trait, type TraitSlots,
} from '@eoa/contracts';
import { normalizeLevel, isCompatible } from '../character/character.js';
import {
  BASE_REGEN, CLASS_DISPLAY_NAMES, FORMULA_STAT_NAMES, IDOME_MORALE_PERCENT, IDOME_PRIMARY_BONUS, REGEN_BONUS_FACTOR,
  REGEN_STATS, SHIELD_EVADE_PENALTY,
} from '../constants.js';
import { isShield } from '../equipment/weapons.js';
import { builtinFormula } from '../formulas/builtins.js';
import { FORMULA_MESSAGES, formulaErrorMessage } from '../formulas/errors.js';
import { compileFormula, type CompiledFormula, type FormulaVariables } from '../formulas/evaluate.js';
import { normalizeClassId, normalizeRaceId, STAT_COUNT, STAT_INDEX } from '../names.js';
import { traitSlotCountsFrom, type TraitSlotCounts } from '../traits/slots.js';
import { progressionLookup, resolveStatEntry, type ProgressionLookup, type StatEntryLike, type StatSourceKind } from './values.js';

// ------------------------------------------------------------------------------------------------ input types

/** The item fields the engine reads (the contracts' Item and the dataset's ItemRecord both fit). */
export type RulesItem = Pick<Item, 'id' | 'slot' | 'level' | 'setId' | 'armour' | 'weaponType'> &
  Partial<Pick<Item, 'itemClass' | 'isUnique' | 'minLevel' | 'requiredClass'>> & { stats: readonly StatEntryLike[] };

export type RulesTrait = Pick<Trait, 'id' | 'nature' | 'maxRank'> &
  Partial<Pick<Trait, 'classId' | 'raceId' | 'minLevel' | 'virtueBonuses'>> & { stats: readonly StatEntryLike[] };

export interface RulesSetBonus {
  requiredPieces: number;
  stats: readonly StatEntryLike[];
}
export type RulesItemSet = Pick<ItemSet, 'id'> & Partial<Pick<ItemSet, 'level' | 'items'>> & { bonuses: readonly RulesSetBonus[] };

export type RulesCombatCharacteristic = Pick<CombatCharacteristicRank, 'classId' | 'requiredLevel' | 'stat' | 'value'> &
  Partial<Pick<CombatCharacteristicRank, 'id' | 'rank'>>;

export type RulesClass = Pick<ClassInfo, 'id'> &
  Partial<Pick<ClassInfo, 'allowedRaces' | 'dualWield' | 'dualWieldMinLevel' | 'classTraits'>> & {
    combatCharacteristics?: readonly RulesCombatCharacteristic[];
  };

type ProgressionInput =
  | readonly Pick<Progression, 'id' | 'points' | 'isPercentage'>[]
  | Readonly<Record<string, Pick<Progression, 'points' | 'isPercentage'>>>;

/** Game data, loaded once (the dataset's records or the API's payloads). */
export interface RulesData {
  classes?: readonly RulesClass[];
  baseStats: readonly BaseStats[];
  combatCharacteristics?: readonly RulesCombatCharacteristic[];
  progressions?: ProgressionInput;
  traits?: readonly RulesTrait[];
  itemSets?: readonly RulesItemSet[];
  /** Items looked up by the ids of a build; a build may also carry item objects itself. */
  items?: readonly RulesItem[] | ReadonlyMap<number, RulesItem>;
  traitSlots?: readonly TraitSlots[];
}

/** A build to calculate: the CalculateRequest, where equipment may also hold item objects. */
export interface BuildInput {
  className: string;
  raceName?: string | null;
  level: number;
  equipment?: Partial<Record<EquipmentSlot, number | RulesItem | null>> | null;
  equippedTraits?: readonly EquippedTrait[] | null;
  buffs?: Buffs | null;
  formulas?: Partial<Record<FormulaStatKey, StatFormulaSetting>> | null;
}

export interface CalculateOptions {
  /** Also return the per-stat breakdown of the formula stats (the formula editor's preview). */
  breakdown?: boolean;
}

// ------------------------------------------------------------------------------------------------ output types

export type CharacterStats = Record<StatName, number>;

export interface StatBonuses {
  combatCharacteristics: number;
  traits: number;
  /** Gear and set bonuses. */
  items: number;
}

/** The formula preview of one stat: stats part + base + bonuses = total (0 when the formula failed). */
export interface StatBreakdown {
  key: FormulaStatKey;
  stat: StatName;
  type: FormulaType;
  /** The formula evaluated (built-in text, with " - 2" for evade with a shield, or the custom text). */
  formula: string;
  /** The primary stats, armour and level the formula saw. */
  variables: FormulaVariables;
  /** Formula result (shield penalty included); 0 when the formula failed. */
  statsPart: number;
  /** −2 when the built-in evade formula met a shield, else 0 (already inside statsPart). */
  shieldPenalty: number;
  /** Base regeneration per minute (regeneration stats), else 0. */
  base: number;
  bonuses: StatBonuses;
  total: number;
  unit: 'percent' | 'perMinute';
  error: string | null;
}

export interface ActiveSet {
  setId: number;
  piecesEquipped: number;
  totalPieces: number | null;
  /** The bonuses whose requiredPieces are met, ascending (objects of the rules data). */
  bonuses: RulesSetBonus[];
}

export interface CalculationResult {
  classId: ClassId;
  raceId: RaceId | null;
  level: number;
  stats: CharacterStats;
  activeSets: ActiveSet[];
  /** Formula stats whose formula failed (their total is 0), with the message. */
  formulaErrors: Partial<Record<FormulaStatKey, string>>;
  /** Item and trait ids of the build that the rules data does not know (ignored). */
  unknownItemIds: number[];
  unknownTraitIds: number[];
  breakdown?: Record<FormulaStatKey, StatBreakdown>;
}

export type CalculationErrorCode = 'unknown-class' | 'unknown-race' | 'no-base-stats';

type Coded<C extends ErrorCode> = { path: string; code: C; params: ErrorParams<C> };

/**
 * One problem of a build: where in it (`equipment.head`, `equippedTraits.2.traitId`), and an error code of contracts'
 * catalog with its values — the service answers them as a 400, each in the request's language.
 */
export type BuildProblem =
  | Coded<'builder.unknownClass'>
  | Coded<'builder.unknownRace'>
  | Coded<'builder.noBaseStats'>
  | Coded<'builder.classRace'>
  | Coded<'builder.level'>
  | Coded<'builder.unknownSlot'>
  | Coded<'builder.unknownItemInSlot'>
  | Coded<'builder.unknownTrait'>;

/** A build the engine cannot calculate at all (the service answers 400). */
export class CalculationError extends Error {
  override readonly name = 'CalculationError';
  constructor(
    readonly code: CalculationErrorCode,
    message: string,
    readonly problem: BuildProblem,
  ) {
    super(message);
  }
}

export interface StatEngine {
  calculate(build: BuildInput, options?: CalculateOptions): CalculationResult;
  /** Problems of a build (empty: the build can be calculated and is legal for its class and race). */
  check(build: BuildInput): BuildProblem[];
  item(id: number): RulesItem | undefined;
  trait(id: number): RulesTrait | undefined;
  itemSet(id: number): RulesItemSet | undefined;
  baseStats(classId: ClassId, level: number): BaseStats | undefined;
  traitSlotCounts(level: number): TraitSlotCounts;
  progressions: ProgressionLookup;
}

// ------------------------------------------------------------------------------------------------ internals

/** A flat list of (stat index, value) pairs, in engine units. */
type Contribution = readonly number[];

interface ItemEntry {
  contribution: Contribution;
  setId: number | null;
  id: number;
  shield: boolean;
}

interface TraitEntry {
  trait: RulesTrait;
  virtue: boolean;
  byRank: Map<number, Contribution>;
}

interface SetEntry {
  set: RulesItemSet;
  bonuses: { bonus: RulesSetBonus; contribution: Contribution }[];
}

interface ClassEntry {
  id: ClassId;
  info: RulesClass | undefined;
  base: (BaseStats | undefined)[];
  /** Combat characteristics totalled up to each level, indexed by level, then stat index. */
  combat: Float64Array[];
  builtins: Record<FormulaStatKey, { text: string; fn: CompiledFormula }>;
  evadeWithShield: { text: string; fn: CompiledFormula };
}

const I = (s: StatName): number => STAT_INDEX.get(s)!;
const PRIMARY_INDEX = PRIMARY_STATS.map(I);
const MORALE = I('morale');
const POWER = I('power');
const ARMOUR = I('armour');
const FORMULA_INDEX = FORMULA_STAT_KEYS.map((k) => I(FORMULA_STAT_NAMES[k]));
const REGEN_BASE_FIELD: Partial<Record<StatName, keyof typeof BASE_REGEN>> = {
  inCombatMoraleRegen: 'inCombatMoraleRegen',
  outOfCombatMoraleRegen: 'outOfCombatMoraleRegen',
  inCombatPowerRegen: 'inCombatPowerRegen',
  outOfCombatPowerRegen: 'outOfCombatPowerRegen',
};
const IS_REGEN = STAT_NAMES.map((s) => REGEN_STATS.has(s));
const IS_FORMULA_STAT = new Array<boolean>(STAT_COUNT).fill(false);
for (const i of FORMULA_INDEX) IS_FORMULA_STAT[i] = true;
const MAX_CUSTOM_CACHE = 256;

function compileContribution(
  stats: readonly StatEntryLike[] | undefined,
  index: number,
  progressions: ProgressionLookup,
  source: StatSourceKind,
  extraArmour = 0,
): Contribution {
  const out: number[] = [];
  if (extraArmour) out.push(ARMOUR, extraArmour);
  if (!Array.isArray(stats)) return out;
  for (const entry of stats) {
    if (!entry || typeof entry !== 'object') continue;
    const { targets, value } = resolveStatEntry(entry, index, progressions, source);
    if (!Number.isFinite(value) || value === 0) continue;
    for (const target of targets) {
      const i = I(target);
      out.push(i, IS_REGEN[i] ? value * REGEN_BONUS_FACTOR : value);
    }
  }
  return out;
}

function addInto(target: Float64Array, contribution: Contribution): void {
  for (let k = 0; k < contribution.length; k += 2) target[contribution[k]!]! += contribution[k + 1]!;
}

function positiveInt(v: unknown): number | null {
  return typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null;
}

// ------------------------------------------------------------------------------------------------ the engine

/** Indexes the game data once; the returned engine calculates builds against it. */
export function createStatEngine(rules: RulesData): StatEngine {
  const progressions = progressionLookup(rules.progressions);

  // Items: the rules data's items by id, compiled on first use.
  const itemsById: ReadonlyMap<number, RulesItem> =
    rules.items instanceof Map ? rules.items : new Map(((rules.items ?? []) as readonly RulesItem[]).map((it) => [it.id, it]));
  const itemCache = new Map<number, ItemEntry>();
  const inlineCache = new WeakMap<object, ItemEntry>();
  const compileItem = (item: RulesItem): ItemEntry => ({
    id: item.id,
    contribution: compileContribution(item.stats, item.level, progressions, 'item', typeof item.armour === 'number' && Number.isFinite(item.armour) ? item.armour : 0),
    setId: positiveInt(item.setId),
    shield: isShield(item),
  });
  const itemEntry = (ref: unknown): ItemEntry | null => {
    if (typeof ref === 'number') {
      let entry = itemCache.get(ref);
      if (!entry) {
        const item = itemsById.get(ref);
        if (!item) return null;
        entry = compileItem(item);
        itemCache.set(ref, entry);
      }
      return entry;
    }
    if (ref && typeof ref === 'object' && typeof (ref as RulesItem).id === 'number') {
      let entry = inlineCache.get(ref);
      if (!entry) {
        entry = compileItem(ref as RulesItem);
        inlineCache.set(ref, entry);
      }
      return entry;
    }
    return null;
  };

  // Traits: contributions per (effective) rank, compiled on first use.
  const traits = new Map<number, TraitEntry>();
  for (const trait of rules.traits ?? []) traits.set(trait.id, { trait, virtue: trait.nature === 'Virtue', byRank: new Map() });
  const traitContribution = (entry: TraitEntry, rank: number): Contribution => {
    let c = entry.byRank.get(rank);
    if (!c) {
      c = compileContribution(entry.trait.stats, rank, progressions, 'trait');
      entry.byRank.set(rank, c);
    }
    return c;
  };

  // Sets: bonuses ascending, compiled now (a few hundred sets).
  const sets = new Map<number, SetEntry>();
  for (const set of rules.itemSets ?? []) {
    const bonuses = [...(set.bonuses ?? [])]
      .filter((b) => b && Number.isFinite(b.requiredPieces))
      .sort((a, b) => a.requiredPieces - b.requiredPieces)
      .map((bonus) => ({ bonus, contribution: compileContribution(bonus.stats, set.level ?? 1, progressions, 'set') }));
    sets.set(set.id, { set, bonuses });
  }

  // Classes: base stats by level, combat characteristics totalled by level, built-in formulas compiled.
  const classInfo = new Map<ClassId, RulesClass>();
  for (const c of rules.classes ?? []) {
    const id = normalizeClassId(c.id);
    if (id) classInfo.set(id, c);
  }
  const ccRows = new Map<string, RulesCombatCharacteristic>();
  const addCc = (row: RulesCombatCharacteristic, classId: ClassId) => {
    const key = row.id !== undefined ? `id:${row.id}` : `${classId}:${row.stat}:${row.rank ?? row.requiredLevel}:${row.value}`;
    ccRows.set(key, { ...row, classId });
  };
  for (const row of rules.combatCharacteristics ?? []) {
    const id = normalizeClassId(row.classId);
    if (id) addCc(row, id);
  }
  for (const [id, info] of classInfo) for (const row of info.combatCharacteristics ?? []) addCc(row, id);

  const classes = new Map<ClassId, ClassEntry>();
  const classEntry = (id: ClassId): ClassEntry => {
    let entry = classes.get(id);
    if (entry) return entry;
    const builtins = {} as ClassEntry['builtins'];
    for (const key of FORMULA_STAT_KEYS) {
      const text = builtinFormula(key, id);
      builtins[key] = { text, fn: compileFormula(text) };
    }
    const shieldText = builtinFormula('evade', id, { shield: true });
    const combat: Float64Array[] = [];
    const rows = [...ccRows.values()].filter((r) => r.classId === id);
    for (let level = 0; level <= 50; level++) {
      const totals = new Float64Array(STAT_COUNT);
      for (const row of rows) {
        const i = STAT_INDEX.get(row.stat);
        if (i !== undefined && row.requiredLevel <= level && Number.isFinite(row.value)) totals[i]! += row.value;
      }
      combat.push(totals);
    }
    entry = { id, info: classInfo.get(id), base: [], combat, builtins, evadeWithShield: { text: shieldText, fn: compileFormula(shieldText) } };
    classes.set(id, entry);
    return entry;
  };
  for (const row of rules.baseStats) {
    const id = normalizeClassId(row.classId);
    if (id && Number.isInteger(row.level) && row.level >= 1 && row.level <= 50) classEntry(id).base[row.level] = row;
  }

  // Custom formulas: compiled once per text (a bounded memo; it never changes a result).
  const customCache = new Map<string, CompiledFormula | string>();
  const custom = (text: string): CompiledFormula | string => {
    let compiled = customCache.get(text);
    if (compiled === undefined) {
      try {
        compiled = compileFormula(text);
      } catch (error) {
        compiled = formulaErrorMessage(error);
      }
      if (customCache.size >= MAX_CUSTOM_CACHE) customCache.clear();
      customCache.set(text, compiled);
    }
    return compiled;
  };

  const traitSlotCounts = traitSlotCountsFrom(rules.traitSlots ?? []);

  function resolveClass(build: BuildInput): { cls: ClassEntry; raceId: RaceId | null; level: number; base: BaseStats } {
    const classId = normalizeClassId(build.className);
    if (!classId) {
      const name = String(build.className).slice(0, 40);
      throw new CalculationError('unknown-class', `Unknown class '${name}'`, { path: 'className', code: 'builder.unknownClass', params: { name } });
    }
    let raceId: RaceId | null = null;
    if (build.raceName !== undefined && build.raceName !== null && build.raceName !== '') {
      raceId = normalizeRaceId(build.raceName);
      if (!raceId) {
        const name = String(build.raceName).slice(0, 40);
        throw new CalculationError('unknown-race', `Unknown race '${name}'`, { path: 'raceName', code: 'builder.unknownRace', params: { name } });
      }
    }
    const level = normalizeLevel(build.level);
    const cls = classEntry(classId);
    const base = cls.base[level];
    if (!base) {
      const id = CLASS_DISPLAY_NAMES[classId];
      throw new CalculationError('no-base-stats', `No base stats for ${id} at level ${level}`, { path: 'level', code: 'builder.noBaseStats', params: { id, level } });
    }
    return { cls, raceId, level, base };
  }

  function calculate(build: BuildInput, options: CalculateOptions = {}): CalculationResult {
    const { cls, raceId, level, base } = resolveClass(build);
    const items = new Float64Array(STAT_COUNT);
    const traitTotals = new Float64Array(STAT_COUNT);
    const unknownItemIds: number[] = [];
    const unknownTraitIds: number[] = [];

    // Equipment and set pieces (distinct items per set).
    let shield = false;
    const setIds: number[] = [];
    const setPieces: number[] = [];
    const setItemIds: number[] = [];
    const equipment = build.equipment && typeof build.equipment === 'object' ? build.equipment : null;
    if (equipment) {
      for (const slot of EQUIPMENT_SLOTS) {
        const ref = equipment[slot];
        if (ref === null || ref === undefined) continue;
        const entry = itemEntry(ref);
        if (!entry) {
          if (typeof ref === 'number') unknownItemIds.push(ref);
          continue;
        }
        addInto(items, entry.contribution);
        if (entry.shield) shield = true;
        if (entry.setId !== null && !setItemIds.includes(entry.id)) {
          setItemIds.push(entry.id);
          const k = setIds.indexOf(entry.setId);
          if (k < 0) {
            setIds.push(entry.setId);
            setPieces.push(1);
          } else setPieces[k]!++;
        }
      }
    }
    const activeSets: ActiveSet[] = [];
    for (let k = 0; k < setIds.length; k++) {
      const entry = sets.get(setIds[k]!);
      if (!entry) continue;
      const pieces = setPieces[k]!;
      const active: RulesSetBonus[] = [];
      for (const b of entry.bonuses) {
        if (b.bonus.requiredPieces > pieces) break;
        addInto(items, b.contribution);
        active.push(b.bonus);
      }
      if (active.length > 0) {
        activeSets.push({ setId: entry.set.id, piecesEquipped: pieces, totalPieces: entry.set.items?.length ?? null, bonuses: active });
      }
    }

    // Traits: each trait once; virtue ranks raised by the racial bonuses of the equipped traits.
    const equipped = Array.isArray(build.equippedTraits) ? build.equippedTraits : [];
    const seen: TraitEntry[] = [];
    const ranks: number[] = [];
    for (const et of equipped) {
      if (!et || typeof et !== 'object') continue;
      const id = et.traitId;
      if (typeof id !== 'number') continue;
      const entry = traits.get(id);
      if (!entry) {
        if (!unknownTraitIds.includes(id)) unknownTraitIds.push(id);
        continue;
      }
      if (seen.includes(entry)) continue;
      seen.push(entry);
      const maxRank = Math.max(1, Math.trunc(entry.trait.maxRank) || 1);
      const rank = typeof et.rank === 'number' && Number.isFinite(et.rank) ? Math.trunc(et.rank) : 1;
      ranks.push(Math.min(maxRank, Math.max(1, rank)));
    }
    for (let k = 0; k < seen.length; k++) {
      const entry = seen[k]!;
      let rank = ranks[k]!;
      if (entry.virtue) {
        for (const other of seen) {
          const bonuses = other.trait.virtueBonuses;
          if (!bonuses) continue;
          for (const b of bonuses) if (b.virtueId === entry.trait.id && Number.isInteger(b.ranks) && b.ranks > 0) rank += b.ranks;
        }
      }
      addInto(traitTotals, traitContribution(entry, rank));
    }

    const combat = cls.combat[level]!;
    const totals = new Float64Array(STAT_COUNT);
    for (let i = 0; i < STAT_COUNT; i++) totals[i] = items[i]! + traitTotals[i]! + combat[i]!;

    // Base stats and buffs.
    const buffs = build.buffs && typeof build.buffs === 'object' ? build.buffs : null;
    const idome = buffs?.idomeActive === true;
    const food = buffs?.foodBuff;
    for (let k = 0; k < PRIMARY_STATS.length; k++) {
      const stat = PRIMARY_STATS[k]!;
      const i = PRIMARY_INDEX[k]!;
      totals[i]! += base[stat];
      if (idome) totals[i]! += IDOME_PRIMARY_BONUS;
      if (food && food.active === true && food.stat === stat) totals[i]! += food.amount === 41 ? 41 : 24;
    }
    totals[MORALE]! += base.morale;
    totals[POWER]! += base.power;
    totals[ARMOUR]! += base.armour;
    if (idome) totals[MORALE]! += Math.floor((totals[MORALE]! * IDOME_MORALE_PERCENT) / 100);

    // Formula stats.
    const variables: FormulaVariables = {
      might: totals[PRIMARY_INDEX[0]!]!,
      agility: totals[PRIMARY_INDEX[1]!]!,
      vitality: totals[PRIMARY_INDEX[2]!]!,
      will: totals[PRIMARY_INDEX[3]!]!,
      fate: totals[PRIMARY_INDEX[4]!]!,
      armour: totals[ARMOUR]!,
      level,
    };
    const formulas = build.formulas && typeof build.formulas === 'object' ? build.formulas : null;
    const formulaErrors: Partial<Record<FormulaStatKey, string>> = {};
    const breakdown = options.breakdown ? ({} as Record<FormulaStatKey, StatBreakdown>) : undefined;
    for (let k = 0; k < FORMULA_STAT_KEYS.length; k++) {
      const key = FORMULA_STAT_KEYS[k]!;
      const i = FORMULA_INDEX[k]!;
      const setting = formulas ? formulas[key] : undefined;
      const isCustom = setting !== undefined && setting !== null && setting.type === 'custom';
      let text: string;
      let fn: CompiledFormula | string;
      let penalty = 0;
      if (isCustom) {
        text = typeof setting.customFormula === 'string' ? setting.customFormula : '';
        fn = custom(text);
      } else if (key === 'evade' && shield) {
        ({ text, fn } = cls.evadeWithShield);
        penalty = -SHIELD_EVADE_PENALTY;
      } else {
        ({ text, fn } = cls.builtins[key]);
      }
      let statsPart = 0;
      let error: string | null = null;
      if (typeof fn === 'string') error = fn;
      else {
        try {
          statsPart = fn(variables);
          if (!Number.isFinite(statsPart)) error = FORMULA_MESSAGES.notANumber;
        } catch (e) {
          error = formulaErrorMessage(e);
        }
      }
      const field = REGEN_BASE_FIELD[STAT_NAMES[i]!];
      const regenBase = field ? (Number.isFinite(base[field]) ? base[field] : BASE_REGEN[field]) : 0;
      let total: number;
      if (error !== null) {
        formulaErrors[key] = error;
        statsPart = 0;
        total = 0;
      } else {
        total = statsPart + regenBase + totals[i]!;
      }
      if (breakdown) {
        breakdown[key] = {
          key,
          stat: STAT_NAMES[i]!,
          type: isCustom ? 'custom' : 'echoes_of_angmar',
          formula: text,
          variables: { ...variables },
          statsPart,
          shieldPenalty: penalty,
          base: regenBase,
          bonuses: { combatCharacteristics: combat[i]!, traits: traitTotals[i]!, items: items[i]! },
          total,
          unit: field ? 'perMinute' : 'percent',
          error,
        };
      }
      totals[i] = total;
    }

    const stats = {} as CharacterStats;
    for (let i = 0; i < STAT_COUNT; i++) stats[STAT_NAMES[i]!] = totals[i]!;
    const result: CalculationResult = { classId: cls.id, raceId, level, stats, activeSets, formulaErrors, unknownItemIds, unknownTraitIds };
    if (breakdown) result.breakdown = breakdown;
    return result;
  }

  function check(build: BuildInput): BuildProblem[] {
    const problems: BuildProblem[] = [];
    try {
      const { cls, raceId } = resolveClass(build);
      if (raceId) {
        const table = cls.info?.allowedRaces ? { [cls.id]: cls.info.allowedRaces } : undefined;
        if (!isCompatible(cls.id, raceId, table)) {
          problems.push({ path: 'raceName', code: 'builder.classRace', params: { className: CLASS_DISPLAY_NAMES[cls.id], race: String(build.raceName) } });
        }
      }
    } catch (e) {
      if (!(e instanceof CalculationError)) throw e;
      problems.push(e.problem);
      return problems;
    }
    if (typeof build.level !== 'number' || !Number.isInteger(build.level) || build.level < 1 || build.level > 50) {
      problems.push({ path: 'level', code: 'builder.level', params: {} });
    }
    const equipment = build.equipment;
    if (equipment && typeof equipment === 'object') {
      for (const key of Object.keys(equipment)) {
        if (!(EQUIPMENT_SLOTS as readonly string[]).includes(key)) {
          const name = key.slice(0, 40);
          problems.push({ path: `equipment.${name}`, code: 'builder.unknownSlot', params: { name } });
        }
      }
      for (const slot of EQUIPMENT_SLOTS) {
        const ref = equipment[slot];
        if (typeof ref === 'number' && !itemsById.has(ref)) problems.push({ path: `equipment.${slot}`, code: 'builder.unknownItemInSlot', params: { id: ref, slot } });
      }
    }
    (build.equippedTraits ?? []).forEach((et, i) => {
      const id = et?.traitId;
      if (!traits.has(id)) {
        problems.push({ path: `equippedTraits.${i}.traitId`, code: 'builder.unknownTrait', params: { id: typeof id === 'number' ? id : String(id).slice(0, 20) } });
      }
    });
    return problems;
  }

  return {
    calculate,
    check,
    item: (id) => itemsById.get(id),
    trait: (id) => traits.get(id)?.trait,
    itemSet: (id) => sets.get(id)?.set,
    baseStats: (classId, level) => classes.get(classId)?.base[level],
    traitSlotCounts,
    progressions,
  };
}
