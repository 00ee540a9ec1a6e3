// Equipment: the gear maker (names, stats, armour, damage, effects), item sets and the world's gear.

import {
  CLASS_IDS, PERCENT_STATS, QUALITIES, type ArmourType, type Binding, type ClassId, type DamageType, type Genus, type ItemClass,
  type ItemSlotCode, type Localized, type Quality, type StatName, type Sturdiness, type WeaponType,
} from '@eoa/contracts';
import type { Effect, ItemRecord, StatEntry } from '../format/schema.js';
import { CLASS_DEFS } from './characters.js';
import { Ctx, iconFor, type ItemOrigin } from './context.js';
import { round, type Rng } from './rng.js';
import {
  ARMOUR_NOUNS, JEWELLERY_NOUNS, L, MATERIAL_ADJS, QUALITY_ADJS, SET_NOUNS, SUFFIXES, WEAPON_NOUNS, compose, fill,
  type Adjective, type Noun,
} from './words.js';

export type ArmourSlot = 'head' | 'shoulders' | 'chest' | 'gloves' | 'legs' | 'boots' | 'back';
export type JewelSlot = 'necklace' | 'earring' | 'ring' | 'bracelet' | 'pocket';
export const ARMOUR_SLOTS: ArmourSlot[] = ['head', 'shoulders', 'chest', 'gloves', 'legs', 'boots', 'back'];
export const JEWEL_SLOTS: JewelSlot[] = ['necklace', 'earring', 'ring', 'bracelet', 'pocket'];
export const MELEE_1H: WeaponType[] = ['ONE_HANDED_SWORD', 'ONE_HANDED_AXE', 'ONE_HANDED_HAMMER', 'ONE_HANDED_MACE', 'ONE_HANDED_CLUB', 'DAGGER', 'SPEAR'];
export const MELEE_2H: WeaponType[] = ['TWO_HANDED_SWORD', 'TWO_HANDED_AXE', 'TWO_HANDED_HAMMER', 'TWO_HANDED_CLUB', 'STAFF', 'HALBERD'];
export const RANGED: WeaponType[] = ['BOW', 'CROSSBOW', 'JAVELIN'];
export const SHIELDS: WeaponType[] = ['SHIELD', 'HEAVY_SHIELD'];

export type GearKind =
  | { kind: 'armour'; slot: ArmourSlot; armourType: ArmourType }
  | { kind: 'weapon'; weaponType: WeaponType }
  | { kind: 'jewel'; slot: JewelSlot };

export const QUALITY_MULT: Record<Quality, number> = { common: 0.8, uncommon: 1, rare: 1.2, incomparable: 1.35, epic: 1.5, legendary: 1.7 };
const STAT_COUNT: Record<Quality, [number, number]> = { common: [1, 2], uncommon: [2, 2], rare: [2, 3], incomparable: [3, 4], epic: [4, 5], legendary: [5, 5] };
const SHARE: Record<string, number> = {
  chest: 1, legs: 0.9, head: 0.8, shoulders: 0.75, gloves: 0.6, boots: 0.65, back: 0.55, mainHand: 0.7, twoHand: 1.1,
  shield: 0.7, ranged: 0.6, necklace: 0.6, earring: 0.5, ring: 0.5, bracelet: 0.5, pocket: 0.55, tool: 0.3,
};
const ARMOUR_FACTOR: Record<ArmourType, number> = { light: 8, medium: 15, heavy: 24 };
const SPEED: Partial<Record<WeaponType, number>> = {
  ONE_HANDED_SWORD: 2.0, ONE_HANDED_AXE: 2.1, ONE_HANDED_HAMMER: 2.3, ONE_HANDED_MACE: 2.2, ONE_HANDED_CLUB: 2.3, DAGGER: 1.6,
  SPEAR: 2.4, TWO_HANDED_SWORD: 3.2, TWO_HANDED_AXE: 3.3, TWO_HANDED_HAMMER: 3.5, TWO_HANDED_CLUB: 3.4, STAFF: 2.8,
  HALBERD: 3.4, BOW: 2.6, CROSSBOW: 3.0, JAVELIN: 2.2,
};
const DPS_TYPE: Partial<Record<WeaponType, number>> = { DAGGER: 0.9, JAVELIN: 0.8, STAFF: 1.1, SPEAR: 1.05, BOW: 1, CROSSBOW: 1.05 };
const DPS_QUALITY: Record<Quality, number> = { common: 0.9, uncommon: 1, rare: 1.08, incomparable: 1.15, epic: 1.22, legendary: 1.3 };

export function slotOf(k: GearKind): ItemSlotCode {
  if (k.kind === 'armour') return k.slot;
  if (k.kind === 'jewel') return k.slot;
  if (SHIELDS.includes(k.weaponType)) return 'shield';
  if (RANGED.includes(k.weaponType)) return 'ranged';
  if (MELEE_2H.includes(k.weaponType)) return 'twoHand';
  return 'mainHand';
}
function itemClassOf(k: GearKind): ItemClass {
  if (k.kind === 'armour') return k.slot === 'back' ? 'CLOAK' : (`${k.armourType.toUpperCase()}_ARMOUR` as ItemClass);
  if (k.kind === 'jewel') return k.slot === 'pocket' ? 'POCKET' : (k.slot.toUpperCase() as ItemClass);
  return k.weaponType as ItemClass;
}
function nounsOf(k: GearKind): readonly Noun[] {
  if (k.kind === 'armour') return ARMOUR_NOUNS[k.armourType][k.slot];
  if (k.kind === 'jewel') return JEWELLERY_NOUNS[k.slot]!;
  return WEAPON_NOUNS[k.weaponType]!;
}
/** The material word that fits the kind and level (bronze → iron → steel, linen → wool → silk, …). */
export function materialOf(k: GearKind, level: number): Adjective {
  const t = level <= 12 ? 0 : level <= 28 ? 1 : 2;
  if (k.kind === 'jewel') return [MATERIAL_ADJS.copper, MATERIAL_ADJS.silver, MATERIAL_ADJS.gold][t]!;
  if (k.kind === 'armour') {
    if (k.armourType === 'light') return [MATERIAL_ADJS.linen, MATERIAL_ADJS.wool, MATERIAL_ADJS.silk][t]!;
    if (k.armourType === 'medium') return MATERIAL_ADJS.leather;
    return [MATERIAL_ADJS.bronze, MATERIAL_ADJS.iron, MATERIAL_ADJS.steel][t]!;
  }
  if (['BOW', 'CROSSBOW', 'STAFF', 'SPEAR', 'HALBERD', 'JAVELIN'].includes(k.weaponType)) return [MATERIAL_ADJS.ash, MATERIAL_ADJS.yew, MATERIAL_ADJS.oak][t]!;
  return [MATERIAL_ADJS.bronze, MATERIAL_ADJS.iron, MATERIAL_ADJS.steel][t]!;
}

/** Classes that can use a kind of gear. */
export function classesFor(k: GearKind): ClassId[] {
  return CLASS_IDS.filter((c) => {
    const def = CLASS_DEFS[c];
    if (k.kind === 'armour') return def.armour.includes(k.armourType);
    if (k.kind === 'weapon') return def.weapons.includes(k.weaponType);
    return true;
  });
}

function primaryPool(k: GearKind, cls: ClassId | null, ctx: Ctx): StatName[] {
  if (cls) return [...ctx.data.classes.find((c) => c.id === cls)!.primaryStats];
  if (k.kind === 'armour') return k.armourType === 'heavy' ? ['might', 'vitality', 'might', 'agility'] : k.armourType === 'medium' ? ['agility', 'might', 'vitality', 'fate'] : ['will', 'fate', 'vitality', 'will'];
  if (k.kind === 'weapon') {
    if (k.weaponType === 'STAFF') return ['will', 'fate', 'vitality'];
    if (RANGED.includes(k.weaponType) || k.weaponType === 'DAGGER') return ['agility', 'might', 'vitality'];
    if (SHIELDS.includes(k.weaponType)) return ['vitality', 'might', 'will'];
    return ['might', 'agility', 'vitality'];
  }
  return ['might', 'agility', 'vitality', 'will', 'fate'];
}
function secondaryPool(k: GearKind): StatName[] {
  const common: StatName[] = ['morale', 'morale', 'power', 'resistanceWound', 'resistanceDisease', 'resistancePoison', 'resistanceFear', 'inCombatMoraleRegen', 'inCombatPowerRegen', 'outOfCombatMoraleRegen'];
  if (k.kind === 'armour') return [...common, 'commonMitigation', 'fireMitigation', 'shadowMitigation', 'evadeChance', 'meleeCriticalDefense'];
  if (k.kind === 'jewel') return [...common, 'meleeCritical', 'rangedCritical', 'tacticalCritical', 'armour', 'incomingHealing', 'outOfCombatPowerRegen'];
  if (SHIELDS.includes(k.weaponType)) return ['blockChance', 'blockChance', 'morale', 'commonMitigation', 'threatGeneration'];
  if (k.weaponType === 'STAFF') return ['power', 'tacticalCritical', 'inCombatPowerRegen', 'skillRecovery'];
  if (RANGED.includes(k.weaponType)) return ['rangedCritical', 'accuracy', 'morale', 'weaponDamage'];
  return ['meleeCritical', 'parryChance', 'morale', 'weaponDamage', 'accuracy'];
}

/** Value of a stat on an item of this level, quality and slot share. */
export function statValue(s: StatName, level: number, q: number, share: number, rng: Rng): number {
  const j = 0.9 + rng.float() * 0.2;
  if (['might', 'agility', 'vitality', 'will', 'fate'].includes(s)) return Math.max(1, Math.round(level * 0.55 * q * share * j + 1));
  if (s === 'morale') return Math.max(5, Math.round(level * 3 * q * share * j + 5));
  if (s === 'power') return Math.max(5, Math.round(level * 2.2 * q * share * j + 5));
  if (s === 'armour') return Math.max(5, Math.round(level * 4 * q * share * j));
  if (s.endsWith('Regen')) return round(0.2 + 0.02 * level * q * share * j, 1);
  return round(0.002 + 0.0004 * level * q * share * j, 4);
}

const EFFECTS: [Localized, Localized, StatName][] = [
  [L('Heal', 'Heilung', 'Soin', 'Исцеление'), L('Restores {0} morale.', 'Stellt {0} Moral wieder her.', 'Rend {0} points de moral.', 'Восстанавливает {0} ед. боевого духа.'), 'morale'],
  [L('Surge of Power', 'Kraftschub', "Afflux d'énergie", 'Прилив энергии'), L('Restores {0} power.', 'Stellt {0} Kraft wieder her.', "Rend {0} points d'énergie.", 'Восстанавливает {0} ед. энергии.'), 'power'],
  [L('Steady Resolve', 'Fester Wille', 'Résolution ferme', 'Твёрдая воля'), L('Increases Will by {0} for 60 seconds.', 'Erhöht Wille 60 Sekunden lang um {0}.', 'Augmente la Volonté de {0} pendant 60 secondes.', 'Повышает волю на {0} на 60 секунд.'), 'will'],
  [L('Battle Fury', 'Kampfeswut', 'Furie guerrière', 'Боевая ярость'), L('Increases Might by {0} for 30 seconds.', 'Erhöht Macht 30 Sekunden lang um {0}.', 'Augmente la Puissance de {0} pendant 30 secondes.', 'Повышает мощь на {0} на 30 секунд.'), 'might'],
  [L('Fleet Foot', 'Leichtfüßig', 'Pied léger', 'Быстрые ноги'), L('Increases Agility by {0} for 30 seconds.', 'Erhöht Beweglichkeit 30 Sekunden lang um {0}.', "Augmente l'Agilité de {0} pendant 30 secondes.", 'Повышает ловкость на {0} на 30 секунд.'), 'agility'],
];
export function onUseEffect(rng: Rng, level: number, q: number): { effect: Effect; skillName: Localized; cooldown: number } {
  const [name, desc, s] = rng.pick(EFFECTS);
  const amount = s === 'morale' || s === 'power' ? Math.round(level * 12 * q) : Math.round(level * 0.8 * q + 2);
  return {
    effect: { name, description: fill(desc, amount), spellcraft: Math.round(level * q) },
    skillName: name,
    cooldown: rng.pick([60, 120, 300, 600, 900, 1800]),
  };
}

const FLAVOUR: Localized[] = [
  L('Made in the days of the North-kingdom.', 'In den Tagen des Nordreichs gefertigt.', 'Fabriqué aux jours du royaume du Nord.', 'Сделано во дни Северного королевства.'),
  L('Dwarf-work, heavy and sure.', 'Zwergenarbeit, schwer und verlässlich.', 'Ouvrage nain, lourd et sûr.', 'Работа гномов, тяжёлая и надёжная.'),
  L('It bears the mark of a forgotten smith.', 'Es trägt das Zeichen eines vergessenen Schmieds.', "Il porte la marque d'un forgeron oublié.", 'На нём клеймо забытого кузнеца.'),
  L('Taken from the hoard of an ancient foe.', 'Aus dem Hort eines alten Feindes genommen.', "Pris dans le trésor d'un ancien ennemi.", 'Взято из клада древнего врага.'),
  L('Elven runes shine faintly along its edge.', 'Elbische Runen schimmern schwach an seinem Rand.', 'Des runes elfiques luisent faiblement sur son bord.', 'По краю слабо светятся эльфийские руны.'),
  L('Worn by the Rangers who guard the North.', 'Getragen von den Waldläufern, die den Norden bewachen.', 'Porté par les Rôdeurs qui gardent le Nord.', 'Его носили Следопыты, стерегущие Север.'),
];

export interface GearSpec {
  kind: GearKind;
  level: number;
  quality: Quality;
  origin: ItemOrigin;
  requiredClass?: ClassId | null;
  name?: Localized;
  setId?: number | null;
  isUnique?: boolean;
  /** Adjectives / suffix override for the name. */
  adjs?: Adjective[];
  suffix?: Localized | null;
  /** A level-indexed progression to scale the first stat with. */
  scaling?: Map<StatName, number>;
}

export function makeGear(ctx: Ctx, rng: Rng, g: GearSpec): ItemRecord {
  const { kind, level, quality } = g;
  const q = QUALITY_MULT[quality];
  const slot = slotOf(kind);
  const share = SHARE[slot] ?? 0.5;
  const qi = QUALITIES.indexOf(quality);
  const cls = g.requiredClass ?? null;

  let name = g.name;
  if (!name) {
    const noun = rng.pick(nounsOf(kind));
    const adjs = g.adjs ?? (qi >= 2 || rng.chance(0.5) ? [rng.pick(QUALITY_ADJS), materialOf(kind, level)] : [materialOf(kind, level)]);
    const suffix = g.suffix === undefined ? (qi >= 2 && rng.chance(0.6) ? rng.pick(SUFFIXES) : qi === 1 && rng.chance(0.2) ? rng.pick(SUFFIXES) : undefined) : g.suffix ?? undefined;
    name = compose(noun, adjs, suffix);
  }

  // Stats: primaries first, then secondaries, no stat twice.
  const [cmin, cmax] = STAT_COUNT[quality];
  const count = rng.int(cmin, cmax);
  const prim = primaryPool(kind, cls, ctx);
  const sec = secondaryPool(kind);
  const chosen: StatName[] = [];
  const nPrim = Math.min(count, kind.kind === 'jewel' ? rng.int(1, 2) : Math.max(1, Math.ceil(count / 2)));
  while (chosen.length < nPrim) {
    const s = rng.pick(prim);
    if (!chosen.includes(s)) chosen.push(s);
    if (chosen.length >= new Set(prim).size) break;
  }
  let guard = 0;
  while (chosen.length < count && guard++ < 50) {
    const s = rng.pick(sec);
    if (!chosen.includes(s)) chosen.push(s);
  }
  const stats: StatEntry[] = chosen.map((s, i) => {
    const pct = PERCENT_STATS.has(s);
    const scalingId = i === 0 ? g.scaling?.get(s) : undefined;
    if (scalingId !== undefined) {
      const prog = ctx.data.progressions.find((p) => p.id === scalingId)!;
      return { name: s, operator: 'ADD', value: prog.points[level - 1]!, constant: null, scalingId, isPercentage: pct, descriptionOverride: null };
    }
    const value = statValue(s, level, q, share, rng);
    return { name: s, operator: 'ADD', value, constant: value, scalingId: null, isPercentage: pct, descriptionOverride: null };
  });

  let weaponType: WeaponType | null = null;
  let armourType: ArmourType | null = null;
  let damageType: DamageType | null = null;
  let minDamage: number | null = null;
  let maxDamage: number | null = null;
  let dps: number | null = null;
  let attackSpeed: number | null = null;
  let slayerValue: number | null = null;
  let slayerGenus: Genus | null = null;
  let armour: number | null = null;
  if (kind.kind === 'armour') {
    armourType = kind.armourType;
    armour = Math.round((level + 2) * ARMOUR_FACTOR[kind.armourType] * (kind.slot === 'back' ? 0.45 : share) * q * (0.95 + rng.float() * 0.1));
  } else if (kind.kind === 'weapon') {
    weaponType = kind.weaponType;
    if (SHIELDS.includes(kind.weaponType)) {
      armour = Math.round((level + 2) * (kind.weaponType === 'HEAVY_SHIELD' ? 30 : 20) * q * (0.95 + rng.float() * 0.1));
    } else {
      const twoHanded = MELEE_2H.includes(kind.weaponType) && kind.weaponType !== 'STAFF';
      dps = round((4 + level * 1.15) * DPS_QUALITY[quality] * (twoHanded ? 1.3 : 1) * (DPS_TYPE[kind.weaponType] ?? 1), 1);
      attackSpeed = SPEED[kind.weaponType] ?? 2.2;
      const avg = dps * attackSpeed;
      minDamage = Math.round(avg * 0.8);
      maxDamage = Math.round(avg * 1.2);
      damageType = qi >= 2 && rng.chance(0.45)
        ? rng.pick<DamageType>(['beleriand', 'westernesse', 'ancientDwarf', 'light', 'fire', 'frost', 'shadow'])
        : 'common';
      if (qi >= 1 && rng.chance(0.15)) {
        slayerGenus = rng.pick<Genus>(['orcKind', 'trollKind', 'wargs', 'spiders', 'undead', 'ancientEvil', 'dragonKind', 'beasts']);
        slayerValue = Math.round(level * 2.5 * q);
      }
    }
  }

  const effects: Effect[] = [];
  let skillName: Localized | null = null;
  let cooldownDuration: number | null = null;
  if ((kind.kind === 'jewel' && rng.chance(qi >= 2 ? 0.25 : 0.06)) || (qi >= 4 && rng.chance(0.3))) {
    const u = onUseEffect(rng, level, q);
    effects.push(u.effect);
    skillName = u.skillName;
    cooldownDuration = u.cooldown;
  }

  const binding: Binding = qi >= 3 || g.origin === 'set' ? 'bindOnAcquire' : qi === 2 ? 'bindOnEquip' : rng.chance(0.5) ? 'none' : 'bindOnEquip';
  const isUnique = g.isUnique ?? (qi >= 4 || (qi === 3 && rng.chance(0.2)) || (kind.kind === 'jewel' && qi >= 2 && rng.chance(0.1)));
  const minLevel = Math.max(1, qi >= 2 ? level : level - rng.int(0, 2));
  const sturdiness: Sturdiness = qi >= 4 ? 'substantial' : rng.pick<Sturdiness>(['normal', 'normal', 'tough', 'weak', 'brittle', 'flimsy', 'substantial']);
  const icon = iconFor(rng, kind.kind === 'armour' ? 1090600000 : kind.kind === 'weapon' ? 1090700000 : 1090800000);
  return ctx.addItem({
    name, icon, quality, category: kind.kind === 'armour' || (kind.kind === 'weapon' && SHIELDS.includes(kind.weaponType)) ? 'Armour' : kind.kind === 'weapon' ? 'Weapon' : 'Item',
    itemClass: itemClassOf(kind), slot, weaponType, armourType, damageType, binding, isUnique, stackSize: 1, level, minLevel,
    requiredClass: cls, minDamage, maxDamage, dps, attackSpeed, slayerValue, slayerGenus, armour, stats, effects, skillName,
    cooldownDuration, durability: 40 + level + qi * 10, sturdiness, worthCopper: Math.round(level ** 1.6 * q * 8 + 5),
    setId: g.setId ?? null, description: qi >= 3 || (g.setId && rng.chance(0.5)) ? rng.pick(FLAVOUR) : null,
  }, { origin: g.origin });
}

// ------------------------------------------------------------------------------------------------ sets

const SET_BONUS_STATS: StatName[] = ['morale', 'power', 'might', 'agility', 'vitality', 'will', 'fate', 'meleeCritical', 'tacticalCritical', 'rangedCritical', 'incomingHealing', 'inCombatMoraleRegen', 'inCombatPowerRegen', 'resistanceWound', 'commonMitigation', 'blockChance', 'evadeChance', 'parryChance', 'skillRecovery', 'threatGeneration'];
const SET_EFFECTS: [Localized, Localized][] = [
  [L('Rallying Strength', 'Sammelnde Stärke', 'Force de ralliement', 'Сила сплочения'), L('Your healing skills also restore a little power.', 'Eure Heilfertigkeiten stellen auch etwas Kraft wieder her.', "Vos compétences de soin rendent aussi un peu d'énergie.", 'Ваши умения исцеления также восстанавливают немного энергии.')],
  [L('Hardened Resolve', 'Gehärteter Wille', 'Résolution endurcie', 'Закалённая воля'), L('Reduces the cooldown of your defensive skills by 10%.', 'Verringert die Abklingzeit Eurer Verteidigungsfertigkeiten um 10 %.', 'Réduit de 10 % le temps de recharge de vos compétences défensives.', 'Сокращает время восстановления защитных умений на 10%.')],
  [L('Keen Edge', 'Scharfe Schneide', 'Tranchant acéré', 'Острое лезвие'), L('Your critical hits deal 5% more damage.', 'Eure kritischen Treffer verursachen 5 % mehr Schaden.', 'Vos coups critiques infligent 5 % de dégâts en plus.', 'Ваши критические удары наносят на 5% больше урона.')],
  [L('Quickened Lore', 'Beschleunigte Kunde', 'Savoir accéléré', 'Ускоренное знание'), L('Your skills cost 5% less power.', 'Eure Fertigkeiten kosten 5 % weniger Kraft.', "Vos compétences coûtent 5 % d'énergie en moins.", 'Ваши умения расходуют на 5% меньше энергии.')],
];

function setBonuses(rng: Rng, pieces: number, level: number, q: number) {
  const bonuses = [];
  const maxReq = Math.min(5, pieces);
  for (let req = 2; req <= maxReq; req++) {
    const s = rng.pick(SET_BONUS_STATS);
    const pct = PERCENT_STATS.has(s);
    const value = statValue(s, level, q, 0.5 + req * 0.15, rng);
    const stats: StatEntry[] = [{ name: s, operator: 'ADD', value, constant: value, scalingId: null, isPercentage: pct, descriptionOverride: null }];
    if (rng.chance(0.1)) {
      const v = statValue('threatGeneration', level, q, 0.5, rng);
      stats.push({
        name: 'threatGeneration', operator: 'SUBTRACT', value: v, constant: v, scalingId: null, isPercentage: true,
        descriptionOverride: L('-{percent} threat generated', '-{percent} erzeugte Bedrohung', '-{percent} de menace générée', '-{percent} создаваемой угрозы'),
      });
    }
    const effects = req === maxReq && rng.chance(0.6) ? [(() => { const [name, description] = rng.pick(SET_EFFECTS); return { name, description, spellcraft: null }; })()] : [];
    bonuses.push({ requiredPieces: req, stats, effects });
  }
  return bonuses;
}

export interface SetBuild {
  kinds: GearKind[];
  level: number;
  quality: Quality;
  requiredClass: ClassId | null;
  origin: ItemOrigin;
}

export function makeSet(ctx: Ctx, rng: Rng, b: SetBuild): number {
  const id = ctx.data.itemSets.length + 1;
  const adj = rng.pick(QUALITY_ADJS);
  const suffix = rng.pick(SUFFIXES);
  const name = compose(rng.pick(SET_NOUNS), [adj], suffix);
  const items: number[] = [];
  for (const kind of b.kinds) {
    const it = makeGear(ctx, rng, { kind, level: b.level, quality: b.quality, origin: b.origin, requiredClass: b.requiredClass, setId: id, adjs: [adj], suffix, isUnique: kind.kind === 'jewel' ? true : undefined });
    items.push(it.id);
  }
  ctx.data.itemSets.push({ id, name, level: b.level, items, bonuses: setBonuses(rng, items.length, b.level, QUALITY_MULT[b.quality]) });
  return id;
}

/** Best armour type of a class. */
export function bestArmour(cls: ClassId): ArmourType {
  const a = CLASS_DEFS[cls].armour;
  return a.includes('heavy') ? 'heavy' : a.includes('medium') ? 'medium' : 'light';
}

export function buildSets(ctx: Ctx): { raidSets: number[] } {
  const rng = ctx.rng('sets');
  const raidSets: number[] = [];
  // Class raid and dungeon sets: 5-6 armour pieces, bonuses at 2-5.
  for (const cls of CLASS_IDS) {
    for (const [level, quality] of [[40, 'rare'], [45, 'incomparable'], [50, 'incomparable'], [50, 'epic']] as [number, Quality][]) {
      const at = bestArmour(cls);
      const slots = rng.chance(0.5) ? ARMOUR_SLOTS.slice(0, 6) : rng.sample(ARMOUR_SLOTS.slice(0, 6), 5);
      raidSets.push(makeSet(ctx, rng, { kinds: slots.map((slot) => ({ kind: 'armour', slot, armourType: at })), level, quality, requiredClass: cls, origin: 'set' }));
    }
  }
  // Jewellery sets from dungeons.
  for (let i = 0; i < (ctx.small ? 4 : 40); i++) {
    const level = rng.int(4, 10) * 5;
    const slots = rng.sample(JEWEL_SLOTS, rng.int(2, 4));
    makeSet(ctx, rng, { kinds: slots.map((slot) => ({ kind: 'jewel', slot })), level, quality: rng.pick<Quality>(['rare', 'rare', 'incomparable']), requiredClass: null, origin: 'set' });
  }
  // World armour sets (2-5 pieces) of every armour type.
  for (let i = 0; i < (ctx.small ? 11 : 110); i++) {
    const armourType = rng.pick<ArmourType>(['light', 'medium', 'heavy']);
    const level = rng.int(2, 10) * 5;
    const slots = rng.sample(ARMOUR_SLOTS, rng.int(2, 5));
    makeSet(ctx, rng, { kinds: slots.map((slot) => ({ kind: 'armour', slot, armourType })), level, quality: rng.pick<Quality>(['uncommon', 'rare', 'rare']), requiredClass: null, origin: 'set' });
  }
  return { raidSets };
}

// ------------------------------------------------------------------------------------------------ world gear

const WORLD_ORIGINS: [ItemOrigin, number][] = [['drop', 45], ['quest', 30], ['vendor', 10], ['container', 10], ['barter', 5]];

/** Level-indexed progressions for the few items whose first stat scales with item level. */
function levelProgressions(ctx: Ctx): Map<StatName, number> {
  const m = new Map<StatName, number>();
  for (const s of ['might', 'agility', 'vitality', 'will', 'fate', 'morale'] as StatName[]) {
    const k = s === 'morale' ? 3 : 0.55;
    m.set(s, ctx.addProgression(`itemLevel:${s}`, 'level', false, Array.from({ length: 50 }, (_, i) => Math.round((i + 1) * k + 1))));
  }
  return m;
}

/** Fills the item list up to the target with world gear spread over levels 1-50, slots and qualities. */
export function buildWorldGear(ctx: Ctx, target: number): void {
  const rng = ctx.rng('worldGear');
  const scaling = levelProgressions(ctx);
  const remaining = target - ctx.data.items.length;
  if (remaining < 0) throw new Error(`already ${ctx.data.items.length} items, more than the target ${target}`);
  const kinds: [GearKind, number][] = [];
  for (const at of ['light', 'medium', 'heavy'] as ArmourType[]) for (const slot of ARMOUR_SLOTS) kinds.push([{ kind: 'armour', slot, armourType: at }, slot === 'back' ? 0.7 : 1]);
  for (const wt of [...MELEE_1H, ...MELEE_2H, ...RANGED, ...SHIELDS]) kinds.push([{ kind: 'weapon', weaponType: wt }, 0.55]);
  for (const slot of JEWEL_SLOTS) kinds.push([{ kind: 'jewel', slot }, slot === 'pocket' ? 0.8 : 1.2]);
  const qualities: [Quality, number][] = [['common', 24], ['uncommon', 40], ['rare', 26], ['incomparable', 8], ['epic', 1.7]];
  for (let i = 0; i < remaining; i++) {
    // Levels spread evenly: item i gets level 1..50 in turn, so every level has gear of every kind.
    const level = 1 + (i % 50);
    const kind = rng.weighted(kinds);
    let quality = level >= 45 && rng.chance(0.004) ? 'legendary' : rng.weighted(qualities);
    if (level < 10 && (quality === 'epic' || quality === 'incomparable')) quality = 'rare';
    const usable = classesFor(kind);
    const requiredClass = rng.chance(0.07) && usable.length ? rng.pick(usable) : null;
    makeGear(ctx, rng, {
      kind, level, quality, origin: rng.weighted(WORLD_ORIGINS), requiredClass,
      scaling: rng.chance(0.02) ? scaling : undefined,
    });
  }
}
