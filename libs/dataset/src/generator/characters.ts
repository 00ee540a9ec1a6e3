// Classes, races, base stats, combat characteristics, progressions, traits and trait slots.

import {
  CLASS_IDS, CLASS_RACES, RACE_IDS, VIRTUE_MIN_LEVEL, type ArmourType, type ClassId, type Localized, type RaceId,
  type StatName, type WeaponType, ZONE_MAP_IDS,
} from '@eoa/contracts';
import type { StatEntry, TraitRecord } from '../format/schema.js';
import { Ctx, stat } from './context.js';
import { round } from './rng.js';
import { CLASS_NAMES, RACE_NAMES, STAT_DISPLAY } from './translations.js';
import { L, a, compose, fill, n, TRAIT_ADJS, type Noun } from './words.js';

interface ClassDef {
  armour: ArmourType[];
  weapons: WeaponType[];
  /** might, agility, vitality, will, fate at level 50 */
  l50: [number, number, number, number, number];
  moralePerLevel: number;
  dualWield: 'always' | 'level' | 'trait' | 'oneHandedSwordOnly' | 'never';
  dualWieldMinLevel: number | null;
  description: Localized;
  combat: { stat: 'evadeChance' | 'parryChance' | 'blockChance' | 'accuracy' | 'meleeCritical' | 'rangedCritical' | 'tacticalCritical'; ranks: number }[];
}

export const CLASS_DEFS: Record<ClassId, ClassDef> = {
  burglar: {
    armour: ['light', 'medium'],
    weapons: ['ONE_HANDED_SWORD', 'ONE_HANDED_CLUB', 'ONE_HANDED_MACE', 'DAGGER', 'CROSSBOW', 'BOW'],
    l50: [105, 190, 120, 80, 110], moralePerLevel: 21, dualWield: 'level', dualWieldMinLevel: 10,
    description: L('A master of tricks who strikes from the shadows.', 'Ein Meister der Tricks, der aus den Schatten zuschlägt.', 'Un maître des ruses qui frappe depuis les ombres.', 'Мастер уловок, наносящий удары из тени.'),
    combat: [{ stat: 'evadeChance', ranks: 8 }, { stat: 'meleeCritical', ranks: 6 }],
  },
  captain: {
    armour: ['light', 'medium', 'heavy'],
    weapons: ['ONE_HANDED_SWORD', 'ONE_HANDED_AXE', 'ONE_HANDED_HAMMER', 'ONE_HANDED_MACE', 'ONE_HANDED_CLUB', 'TWO_HANDED_SWORD', 'TWO_HANDED_AXE', 'TWO_HANDED_HAMMER', 'TWO_HANDED_CLUB', 'HALBERD', 'SPEAR', 'SHIELD', 'BOW', 'CROSSBOW'],
    l50: [170, 85, 140, 105, 90], moralePerLevel: 24, dualWield: 'never', dualWieldMinLevel: null,
    description: L('A leader who rallies allies with banners and battle-cries.', 'Ein Anführer, der Verbündete mit Bannern und Schlachtrufen sammelt.', 'Un chef qui rallie ses alliés par bannières et cris de guerre.', 'Предводитель, воодушевляющий союзников знамёнами и кличами.'),
    combat: [{ stat: 'parryChance', ranks: 6 }, { stat: 'blockChance', ranks: 5 }, { stat: 'accuracy', ranks: 5 }],
  },
  champion: {
    armour: ['light', 'medium', 'heavy'],
    weapons: ['ONE_HANDED_SWORD', 'ONE_HANDED_AXE', 'ONE_HANDED_HAMMER', 'ONE_HANDED_MACE', 'ONE_HANDED_CLUB', 'DAGGER', 'TWO_HANDED_SWORD', 'TWO_HANDED_AXE', 'TWO_HANDED_HAMMER', 'TWO_HANDED_CLUB', 'BOW', 'CROSSBOW', 'JAVELIN'],
    l50: [200, 110, 130, 60, 70], moralePerLevel: 23, dualWield: 'always', dualWieldMinLevel: null,
    description: L('A fearless warrior who fights with two weapons or one great blade.', 'Ein furchtloser Krieger mit zwei Waffen oder einer großen Klinge.', 'Un guerrier intrépide qui combat à deux armes ou avec une grande lame.', 'Бесстрашный воин с двумя клинками или одним большим.'),
    combat: [{ stat: 'parryChance', ranks: 6 }, { stat: 'meleeCritical', ranks: 8 }],
  },
  guardian: {
    armour: ['light', 'medium', 'heavy'],
    weapons: ['ONE_HANDED_SWORD', 'ONE_HANDED_AXE', 'ONE_HANDED_HAMMER', 'ONE_HANDED_MACE', 'ONE_HANDED_CLUB', 'DAGGER', 'SPEAR', 'SHIELD', 'HEAVY_SHIELD', 'BOW', 'CROSSBOW', 'JAVELIN'],
    l50: [190, 90, 155, 70, 80], moralePerLevel: 28, dualWield: 'never', dualWieldMinLevel: null,
    description: L('A stalwart defender behind a heavy shield.', 'Ein standhafter Verteidiger hinter einem schweren Schild.', 'Un défenseur inébranlable derrière un lourd bouclier.', 'Стойкий защитник за тяжёлым щитом.'),
    combat: [{ stat: 'blockChance', ranks: 9 }, { stat: 'parryChance', ranks: 7 }],
  },
  hunter: {
    armour: ['light', 'medium'],
    weapons: ['ONE_HANDED_SWORD', 'ONE_HANDED_AXE', 'ONE_HANDED_CLUB', 'DAGGER', 'TWO_HANDED_SWORD', 'TWO_HANDED_AXE', 'TWO_HANDED_CLUB', 'HALBERD', 'SPEAR', 'STAFF', 'BOW', 'CROSSBOW'],
    l50: [110, 200, 115, 80, 95], moralePerLevel: 20, dualWield: 'trait', dualWieldMinLevel: 15,
    description: L('A deadly archer and tracker of the wilds.', 'Ein tödlicher Bogenschütze und Fährtenleser der Wildnis.', 'Un archer redoutable et pisteur des terres sauvages.', 'Смертоносный лучник и следопыт диких земель.'),
    combat: [{ stat: 'rangedCritical', ranks: 8 }, { stat: 'accuracy', ranks: 6 }],
  },
  'lore-master': {
    armour: ['light'],
    weapons: ['STAFF', 'ONE_HANDED_SWORD', 'ONE_HANDED_CLUB'],
    l50: [60, 80, 100, 190, 170], moralePerLevel: 17, dualWield: 'oneHandedSwordOnly', dualWieldMinLevel: null,
    description: L('A keeper of ancient lore who commands beasts and the elements.', 'Ein Hüter alten Wissens, der Tiere und Elemente befehligt.', 'Un gardien du savoir ancien qui commande aux bêtes et aux éléments.', 'Хранитель древних знаний, повелевающий зверями и стихиями.'),
    combat: [{ stat: 'tacticalCritical', ranks: 7 }, { stat: 'evadeChance', ranks: 4 }],
  },
  minstrel: {
    armour: ['light', 'medium'],
    weapons: ['ONE_HANDED_SWORD', 'ONE_HANDED_CLUB', 'ONE_HANDED_MACE', 'DAGGER', 'SHIELD'],
    l50: [60, 80, 110, 200, 160], moralePerLevel: 18, dualWield: 'never', dualWieldMinLevel: null,
    description: L('A healer whose songs mend the wounds of the fellowship.', 'Ein Heiler, dessen Lieder die Wunden der Gemeinschaft schließen.', 'Un guérisseur dont les chants referment les plaies de la communauté.', 'Целитель, чьи песни исцеляют раны братства.'),
    combat: [{ stat: 'tacticalCritical', ranks: 8 }, { stat: 'blockChance', ranks: 4 }],
  },
};

const RACE_DESCRIPTIONS: Record<RaceId, Localized> = {
  man: L('The Men of Bree-land and the Dúnedain of the North.', 'Die Menschen des Breelands und die Dúnedain des Nordens.', 'Les Hommes du Pays de Bree et les Dúnedain du Nord.', 'Люди Бри и дунэдайн Севера.'),
  elf: L('The Firstborn, dwelling in Ered Luin and Rivendell.', 'Die Erstgeborenen, in Ered Luin und Bruchtal ansässig.', 'Les Premiers-Nés, qui demeurent en Ered Luin et à Fondcombe.', 'Перворождённые, живущие в Эред Луин и Ривенделле.'),
  dwarf: L("The Longbeards of Thorin's Hall.", 'Die Langbärte aus Thorins Halle.', 'Les Longues-Barbes du Palais de Thorin.', 'Длиннобородые из Чертогов Торина.'),
  hobbit: L('The small folk of the Shire.', 'Das kleine Volk des Auenlandes.', 'Le petit peuple de la Comté.', 'Маленький народ Шира.'),
};
const RACE_START_ZONE: Record<RaceId, number> = {
  man: ZONE_MAP_IDS[2], // Bree-land
  elf: ZONE_MAP_IDS[0], // Ered Luin
  dwarf: ZONE_MAP_IDS[0],
  hobbit: ZONE_MAP_IDS[1], // the Shire
};

const COMBAT_STAT_NAMES: Record<ClassDef['combat'][number]['stat'], Localized> = {
  evadeChance: L('Evasion', 'Ausweichen', 'Esquive', 'Уклонение'),
  parryChance: L('Parrying', 'Parieren', 'Parade', 'Парирование'),
  blockChance: L('Blocking', 'Blocken', 'Blocage', 'Блокирование'),
  accuracy: L('Precision', 'Präzision', 'Précision', 'Точность'),
  meleeCritical: L('Fierce Strikes', 'Wilde Hiebe', 'Coups féroces', 'Свирепые удары'),
  rangedCritical: L('True Shots', 'Sichere Schüsse', 'Tirs précis', 'Меткие выстрелы'),
  tacticalCritical: L('Potent Lore', 'Mächtige Kunde', 'Savoir puissant', 'Могучее знание'),
};
const RANK = L('{0} Rank {1}', '{0} Rang {1}', '{0} rang {1}', '{0}, ранг {1}');

export function buildCharacters(ctx: Ctx): void {
  const d = ctx.data;
  CLASS_IDS.forEach((id, i) => {
    const c = CLASS_DEFS[id];
    const primaries: StatName[] = (['might', 'agility', 'vitality', 'will', 'fate'] as StatName[])
      .map((s, k) => [s, c.l50[k]!] as const)
      .sort((x, y) => y[1] - x[1])
      .slice(0, 3)
      .map(([s]) => s);
    d.classes.push({
      id, name: CLASS_NAMES[id], description: c.description, allowedRaces: [...CLASS_RACES[id]], armourTypes: c.armour,
      weaponTypes: c.weapons, primaryStats: primaries, dualWield: c.dualWield, dualWieldMinLevel: c.dualWieldMinLevel,
      iconId: 1090522000 + i,
    });
  });
  RACE_IDS.forEach((id, i) => {
    d.races.push({
      id, name: RACE_NAMES[id], description: RACE_DESCRIPTIONS[id],
      allowedClasses: CLASS_IDS.filter((c) => CLASS_RACES[c].includes(id)), startZoneId: RACE_START_ZONE[id],
      iconId: 1090523000 + i,
    });
  });

  // Base stats: primary stats grow linearly from a tenth of the level-50 value.
  for (const id of CLASS_IDS) {
    const c = CLASS_DEFS[id];
    for (let level = 1; level <= 50; level++) {
      const t = (level - 1) / 49;
      const [might, agility, vitality, will, fate] = c.l50.map((v) => Math.round(v / 10 + (v - v / 10) * t)) as [number, number, number, number, number];
      d.baseStats.push({
        classId: id, level, might, agility, vitality, will, fate,
        morale: Math.round(60 + vitality * 4.5 + level * c.moralePerLevel),
        power: Math.round(60 + will * 2 + fate * 1.5 + level * 12),
        armour: Math.round(level * (c.armour.includes('heavy') ? 10 : c.armour.includes('medium') ? 7 : 5)),
        inCombatMoraleRegen: 128, outOfCombatMoraleRegen: 300, inCombatPowerRegen: 120, outOfCombatPowerRegen: 240,
      });
    }
  }

  // Combat characteristics: ranks spread between level 5 and 45.
  let ccId = 1;
  for (const id of CLASS_IDS) {
    for (const { stat: s, ranks } of CLASS_DEFS[id].combat) {
      for (let r = 1; r <= ranks; r++) {
        const requiredLevel = Math.round(5 + ((45 - 5) * (r - 1)) / Math.max(1, ranks - 1));
        d.combatCharacteristics.push({
          id: ccId++, classId: id, rank: r, name: fill(RANK, COMBAT_STAT_NAMES[s], r), requiredLevel,
          costCopper: Math.round(requiredLevel * requiredLevel * 6 + 40), stat: s, value: round(0.3 + r * 0.1, 2),
        });
      }
    }
  }

  buildTraits(ctx);

  for (let level = 1; level <= 50; level++) {
    const count = (unlocks: number[]) => unlocks.filter((u) => level >= u).length;
    d.traitSlots.push({
      level,
      virtue: count([VIRTUE_MIN_LEVEL, 15, 24, 32, 40]),
      racial: count([10, 18, 26, 34, 42]),
      class: count([12, 20, 28, 36, 44]),
      legendary: count([45, 50]),
    });
  }
}

// ------------------------------------------------------------------------------------------------ traits

/** Virtue table: name (de, fr, ru), maximum rank, and the stats each rank raises. */
const VIRTUE_TABLE: [string, string, string, string, number, StatName[]][] = [
  ['Charity', 'Nächstenliebe', 'Charité', 'Милосердие', 8, ['fate', 'outOfCombatPowerRegen']],
  ['Compassion', 'Mitgefühl', 'Compassion', 'Сострадание', 7, ['vitality', 'resistanceDisease']],
  ['Confidence', 'Zuversicht', 'Confiance', 'Уверенность', 6, ['will', 'resistanceFear']],
  ['Determination', 'Entschlossenheit', 'Détermination', 'Решимость', 8, ['might', 'meleeCriticalDefense']],
  ['Discipline', 'Disziplin', 'Discipline', 'Дисциплина', 7, ['might', 'resistanceWound']],
  ['Empathy', 'Einfühlungsvermögen', 'Empathie', 'Сопереживание', 6, ['fate', 'resistancePoison']],
  ['Fidelity', 'Treue', 'Fidélité', 'Верность', 7, ['will', 'inCombatPowerRegen']],
  ['Fortitude', 'Tapferkeit', 'Force d\'âme', 'Стойкость', 8, ['morale', 'commonMitigation']],
  ['Honesty', 'Ehrlichkeit', 'Honnêteté', 'Честность', 6, ['will', 'tacticalMitigation']],
  ['Honour', 'Ehre', 'Honneur', 'Честь', 7, ['power', 'shadowMitigation']],
  ['Idealism', 'Idealismus', 'Idéalisme', 'Идеализм', 6, ['fate', 'power']],
  ['Innocence', 'Unschuld', 'Innocence', 'Невинность', 7, ['vitality', 'shadowMitigation']],
  ['Justice', 'Gerechtigkeit', 'Justice', 'Справедливость', 8, ['morale', 'resistanceDisease']],
  ['Loyalty', 'Loyalität', 'Loyauté', 'Преданность', 7, ['vitality', 'inCombatMoraleRegen']],
  ['Mercy', 'Gnade', 'Pitié', 'Пощада', 6, ['will', 'fireMitigation']],
  ['Patience', 'Geduld', 'Patience', 'Терпение', 7, ['agility', 'resistancePoison']],
  ['Tolerance', 'Toleranz', 'Tolérance', 'Терпимость', 6, ['vitality', 'tacticalMitigation']],
  ['Valour', 'Heldenmut', 'Bravoure', 'Доблесть', 8, ['might', 'commonMitigation']],
  ['Wisdom', 'Weisheit', 'Sagesse', 'Мудрость', 7, ['power', 'resistanceShadow']],
  ['Zeal', 'Eifer', 'Zèle', 'Рвение', 8, ['agility', 'outOfCombatMoraleRegen']],
];

/** Per-rank step of a rank-scaled stat. */
function perRank(s: StatName): [number, boolean] {
  if (['might', 'agility', 'vitality', 'will', 'fate'].includes(s)) return [6, false];
  if (s === 'morale') return [24, false];
  if (s === 'power') return [18, false];
  if (s.endsWith('Regen')) return [0.3, false];
  return [0.005, true];
}

function scaledStat(ctx: Ctx, name: string, s: StatName, maxRank: number, factor = 1): StatEntry {
  const [step, pct] = perRank(s);
  const points = Array.from({ length: maxRank }, (_, i) => round(step * factor * (i + 1), pct ? 4 : 2));
  const scalingId = ctx.addProgression(`${name}:${s}`, 'rank', pct, points);
  return { name: s, operator: 'ADD', value: null, constant: null, scalingId, isPercentage: pct, descriptionOverride: null };
}

const TRAIT_NOUNS: Noun[] = [
  n('Resolve', 'Entschlossenheit f', 'Résolution f', 'Решимость f'),
  n('Strike', 'Hieb m', 'Frappe f', 'Удар m'),
  n('Ward', 'Schutz m', 'Protection f', 'Оберег m'),
  n('Focus', 'Fokus m', 'Concentration f', 'Сосредоточение n'),
  n('Vigil', 'Wache f', 'Veille f', 'Бдение n'),
  n('Stance', 'Haltung f', 'Posture f', 'Стойка f'),
  n('Cry', 'Ruf m', 'Cri m', 'Клич m'),
  n('Song', 'Lied n', 'Chant m', 'Песнь f'),
  n('Lore', 'Kunde f', 'Savoir m', 'Знание n'),
  n('Trick', 'Trick m', 'Ruse f', 'Уловка f'),
  n('Shot', 'Schuss m', 'Tir m', 'Выстрел m'),
  n('Fervour', 'Inbrunst f', 'Ferveur f', 'Пыл m'),
  n('Training', 'Ausbildung f', 'Entraînement m', 'Выучка f'),
  n('Vigour', 'Tatkraft f', 'Vigueur f', 'Бодрость f'),
  n('Oath', 'Eid m', 'Serment m', 'Клятва f'),
];
const LEGENDARY_ADJS = [
  a('Legendary', 'legendär', 'légendaire', 'легендарный'),
  a('Mighty', 'mächtig', 'puissant/puissante', 'могучий'),
  a('Unbreakable', 'unzerbrechlich', 'incassable', 'несокрушимый'),
  a('Timeless', 'zeitlos', 'éternel/éternelle', 'вечный'),
];

const RACIAL_TRAITS: Record<RaceId, [Localized, StatName, number, string | null][]> = {
  man: [
    [L('Man of the Fourth Age', 'Mensch des Vierten Zeitalters', 'Homme du Quatrième Âge', 'Человек Четвёртой эпохи'), 'morale', 1, null],
    [L('Balance of Man', 'Gleichgewicht des Menschen', "Équilibre de l'Homme", 'Равновесие человека'), 'will', 3, 'Determination'],
    [L('Duty-bound', 'Pflichtbewusst', 'Lié par le devoir', 'Долг превыше всего'), 'vitality', 3, 'Loyalty'],
    [L('Bree-land Kin', 'Breeländer Sippe', 'Parent du Pays de Bree', 'Родня из Бри'), 'resistanceFear', 1, null],
  ],
  elf: [
    [L('Friend of Man', 'Freund der Menschen', 'Ami des Hommes', 'Друг людей'), 'power', 1, null],
    [L('Grace of the Eldar', 'Anmut der Eldar', 'Grâce des Eldar', 'Грация эльдар'), 'agility', 3, 'Wisdom'],
    [L('Elf-kind', 'Elbengeschlecht', 'Race elfique', 'Эльфийский род'), 'resistanceShadow', 1, 'Idealism'],
    [L('Sanctuary', 'Zuflucht', 'Sanctuaire', 'Убежище'), 'fate', 3, null],
  ],
  dwarf: [
    [L('Stone-heart', 'Steinherz', 'Cœur de pierre', 'Каменное сердце'), 'vitality', 3, 'Fortitude'],
    [L('Shield-brother', 'Schildbruder', 'Frère de bouclier', 'Щитовой брат'), 'morale', 1, 'Fidelity'],
    [L('Dwarf-endurance', 'Zwergenausdauer', 'Endurance naine', 'Гномья выносливость'), 'resistancePoison', 1, null],
    [L('Stout-axe', 'Stämmige Axt', 'Hache solide', 'Крепкий топор'), 'might', 3, null],
  ],
  hobbit: [
    [L('Hobbit-toughness', 'Hobbitzähigkeit', 'Robustesse de hobbit', 'Хоббитская стойкость'), 'resistanceDisease', 1, 'Innocence'],
    [L('Small Stature', 'Kleine Statur', 'Petite taille', 'Малый рост'), 'evadeChance', 1, null],
    [L('Stout-hearted', 'Beherzt', 'Cœur vaillant', 'Отважное сердце'), 'resistanceFear', 1, 'Patience'],
    [L('Hobbit-stealth', 'Hobbitheimlichkeit', 'Discrétion de hobbit', 'Хоббитская скрытность'), 'agility', 3, null],
  ],
};
const ADDITIONAL_RACIAL: Record<RaceId, [Localized, StatName][]> = {
  man: [[L("Dúnedain's Blood", 'Blut der Dúnedain', 'Sang des Dúnedain', 'Кровь дунэдайн'), 'might'], [L('Endurance of Man', 'Ausdauer der Menschen', "Endurance de l'Homme", 'Выносливость людей'), 'outOfCombatMoraleRegen']],
  elf: [[L('Light of the Eldar', 'Licht der Eldar', 'Lumière des Eldar', 'Свет эльдар'), 'will'], [L('Elven Strength', 'Elbenstärke', 'Force elfique', 'Эльфийская сила'), 'might']],
  dwarf: [[L('Dwarven Fortitude', 'Zwergenstandhaftigkeit', 'Force naine', 'Гномья стойкость'), 'morale'], [L('Dwarf-craft', 'Zwergenhandwerk', 'Artisanat nain', 'Гномье ремесло'), 'commonMitigation']],
  hobbit: [[L('Hobbit-luck', 'Hobbitglück', 'Chance de hobbit', 'Хоббитская удача'), 'fate'], [L('Good Cheer', 'Frohsinn', 'Bonne humeur', 'Доброе расположение'), 'inCombatMoraleRegen']],
};
const DUAL_WIELDING = L('Dual Wielding', 'Beidhändiger Kampf', 'Combat à deux armes', 'Бой двумя оружиями');

function trait(ctx: Ctx, t: Omit<TraitRecord, 'tiers' | 'skills' | 'effects' | 'virtueBonuses'> & Partial<TraitRecord>): TraitRecord {
  const rec: TraitRecord = {
    skills: [], effects: [], virtueBonuses: [],
    tiers: Array.from({ length: t.maxRank }, (_, i) => ({ rank: i + 1, requiredLevel: Math.min(50, t.minLevel + i * 3) })),
    ...t,
  } as TraitRecord;
  ctx.data.traits.push(rec);
  return rec;
}

function statTooltip(stats: StatName[]): Localized {
  const names = stats.map((s) => STAT_DISPLAY[s]);
  return {
    en: `Increases ${names.map((x) => x.en).join(' and ')}.`,
    de: `Erhöht ${names.map((x) => x.de).join(' und ')}.`,
    fr: `Augmente : ${names.map((x) => x.fr).join(' et ')}.`,
    ru: `Повышает: ${names.map((x) => x.ru).join(' и ')}.`,
  };
}

function buildTraits(ctx: Ctx): void {
  const rng = ctx.rng('traits');
  const virtueIds = new Map<string, number>();
  VIRTUE_TABLE.forEach(([en, de, fr, ru, maxRank, stats], i) => {
    const id = 1001 + i;
    virtueIds.set(en, id);
    trait(ctx, {
      id, name: L(en, de, fr, ru), nature: 'Virtue', classId: null, raceId: null, iconId: 1090530000 + i,
      minLevel: VIRTUE_MIN_LEVEL, maxRank,
      tooltip: statTooltip(stats),
      description: fill(L('The virtue of {0}. Each rank strengthens it further.', 'Die Tugend {0}. Jeder Rang stärkt sie weiter.', 'La vertu de {0}. Chaque rang la renforce.', 'Добродетель «{0}». Каждый ранг усиливает её.'), L(en, de, fr.toLowerCase(), ru)),
      stats: stats.map((s) => scaledStat(ctx, `virtue:${en}`, s, maxRank)),
      tiers: Array.from({ length: maxRank }, (_, r) => ({ rank: r + 1, requiredLevel: Math.min(50, VIRTUE_MIN_LEVEL + r * 6) })),
    });
  });

  let id = 1101;
  for (const race of RACE_IDS) {
    for (const [name, s, maxRank, virtue] of RACIAL_TRAITS[race]) {
      const stats = [scaledStat(ctx, `racial:${race}:${name.en}`, s, maxRank, 0.8)];
      trait(ctx, {
        id: id++, name, nature: 'Racial', classId: null, raceId: race, iconId: 1090531000 + id, minLevel: rng.pick([1, 5, 10, 15]), maxRank,
        tooltip: statTooltip([s]), description: statTooltip([s]), stats,
        virtueBonuses: virtue ? [{ virtueId: virtueIds.get(virtue)!, ranks: 1 }] : [],
      });
    }
    for (const [name, s] of ADDITIONAL_RACIAL[race]) {
      trait(ctx, {
        id: id++, name, nature: 'AdditionalRacial', classId: null, raceId: race, iconId: 1090531000 + id, minLevel: rng.pick([20, 30, 40]), maxRank: 1,
        tooltip: statTooltip([s]), description: statTooltip([s]), stats: [stat(s, s.endsWith('Regen') ? 1.2 : perRank(s)[1] ? 0.01 : s === 'morale' ? 60 : 10, perRank(s)[1])],
      });
    }
  }

  id = 1201;
  for (const cls of CLASS_IDS) {
    const def = CLASS_DEFS[cls];
    const primaries = ctx.data.classes.find((c) => c.id === cls)!.primaryStats;
    const used = new Set<string>();
    for (let k = 0; k < 12; k++) {
      const minLevel = 4 * k + 2 + rng.int(0, 2);
      let name: Localized;
      do {
        name = compose(rng.pick(TRAIT_NOUNS), [rng.pick(TRAIT_ADJS)]);
      } while (used.has(name.en));
      used.add(name.en);
      const s = k % 3 === 2 ? rng.pick<StatName>(['meleeCritical', 'rangedCritical', 'tacticalCritical', 'evadeChance', 'parryChance', 'blockChance', 'resistanceWound']) : rng.pick(primaries);
      const maxRank = rng.int(1, 5);
      trait(ctx, {
        id: id++, name, nature: 'Class', classId: cls, raceId: null, iconId: 1090532000 + id, minLevel: Math.min(50, minLevel), maxRank,
        tooltip: statTooltip([s]), description: statTooltip([s]), stats: [scaledStat(ctx, `class:${cls}:${name.en}`, s, maxRank, 0.7)],
      });
    }
    if (def.dualWield === 'trait' || def.dualWield === 'level' || def.dualWield === 'always') {
      trait(ctx, {
        id: id++, name: DUAL_WIELDING, nature: 'Class', classId: cls, raceId: null, iconId: 1090532999, minLevel: def.dualWieldMinLevel ?? 1, maxRank: 1,
        tooltip: L('Allows a one-handed weapon in the off-hand.', 'Erlaubt eine Einhandwaffe in der Nebenhand.', 'Permet une arme à une main en main secondaire.', 'Позволяет держать одноручное оружие во второй руке.'),
        description: L('Fight with a weapon in each hand.', 'Kämpft mit einer Waffe in jeder Hand.', 'Combattez avec une arme dans chaque main.', 'Сражайтесь с оружием в каждой руке.'),
        stats: [], skills: [L('Dual Wield', 'Beidhändig', 'Deux armes', 'Двуручие')],
      });
    }
  }

  id = 1401;
  for (const cls of CLASS_IDS) {
    const primaries = ctx.data.classes.find((c) => c.id === cls)!.primaryStats;
    const used = new Set<string>();
    for (let k = 0; k < 6; k++) {
      let name: Localized;
      do {
        name = compose(rng.pick(TRAIT_NOUNS), [rng.pick(LEGENDARY_ADJS)]);
      } while (used.has(name.en));
      used.add(name.en);
      const s = rng.pick(primaries);
      trait(ctx, {
        id: id++, name, nature: 'Legendary', classId: cls, raceId: null, iconId: 1090533000 + id, minLevel: k < 3 ? 45 : 50, maxRank: 1,
        tooltip: statTooltip([s, 'morale']), description: statTooltip([s, 'morale']),
        stats: [stat(s, 40), stat('morale', 250)],
        effects: [{ name, description: statTooltip([s, 'morale']), spellcraft: 50 }],
      });
    }
  }
}
