// Display text of every enum code (translations.ndjson).

import {
  ARMOUR_TYPES, BINDINGS, CLASS_IDS, DAMAGE_TYPES, EQUIPMENT_SLOTS, ITEM_CATEGORIES, ITEM_CLASSES, ITEM_SLOT_CODES,
  QUALITIES, RACE_IDS, SOURCE_TYPES, STAT_NAMES, STURDINESS, TRAIT_NATURES, WEAPON_TYPES, AGGRO_TYPES, EXPANSION_ERAS,
  MAP_TYPES, MARKER_GROUPS, NPC_RACES, QUEST_FACTIONS, QUEST_SIZES, REPUTATIONS, GENERA, NPC_ROLES, LOOT_INSTANCE_TYPES, type Localized,
} from '@eoa/contracts';
import type { TranslationRecord } from '../format/schema.js';
import { L } from './words.js';

export const QUALITY_NAMES: Record<(typeof QUALITIES)[number], Localized> = {
  common: L('Common', 'Gewöhnlich', 'Commun', 'Обычный'),
  uncommon: L('Uncommon', 'Ungewöhnlich', 'Peu commun', 'Необычный'),
  rare: L('Rare', 'Selten', 'Rare', 'Редкий'),
  incomparable: L('Incomparable', 'Unvergleichlich', 'Incomparable', 'Несравненный'),
  epic: L('Epic', 'Episch', 'Épique', 'Эпический'),
  legendary: L('Legendary', 'Legendär', 'Légendaire', 'Легендарный'),
};

export const CLASS_NAMES: Record<(typeof CLASS_IDS)[number], Localized> = {
  burglar: L('Burglar', 'Schurke', 'Cambrioleur', 'Взломщик'),
  captain: L('Captain', 'Hauptmann', 'Capitaine', 'Капитан'),
  champion: L('Champion', 'Waffenmeister', 'Champion', 'Воитель'),
  guardian: L('Guardian', 'Wächter', 'Gardien', 'Страж'),
  hunter: L('Hunter', 'Jäger', 'Chasseur', 'Охотник'),
  'lore-master': L('Lore-master', 'Kundiger', 'Maître du savoir', 'Хранитель'),
  minstrel: L('Minstrel', 'Barde', 'Ménestrel', 'Менестрель'),
};

export const RACE_NAMES: Record<(typeof RACE_IDS)[number], Localized> = {
  man: L('Man', 'Mensch', 'Homme', 'Человек'),
  elf: L('Elf', 'Elb', 'Elfe', 'Эльф'),
  dwarf: L('Dwarf', 'Zwerg', 'Nain', 'Гном'),
  hobbit: L('Hobbit', 'Hobbit', 'Hobbit', 'Хоббит'),
};

export const STAT_DISPLAY: Record<(typeof STAT_NAMES)[number], Localized> = {
  might: L('Might', 'Macht', 'Puissance', 'Мощь'),
  agility: L('Agility', 'Beweglichkeit', 'Agilité', 'Ловкость'),
  vitality: L('Vitality', 'Vitalität', 'Vitalité', 'Живучесть'),
  will: L('Will', 'Wille', 'Volonté', 'Воля'),
  fate: L('Fate', 'Schicksal', 'Destin', 'Судьба'),
  morale: L('Morale', 'Moral', 'Moral', 'Боевой дух'),
  power: L('Power', 'Kraft', 'Énergie', 'Энергия'),
  armour: L('Armour', 'Rüstung', 'Armure', 'Броня'),
  meleeCritical: L('Melee Critical', 'Kritischer Nahkampftreffer', 'Critique en mêlée', 'Крит. в ближнем бою'),
  rangedCritical: L('Ranged Critical', 'Kritischer Fernkampftreffer', 'Critique à distance', 'Крит. в дальнем бою'),
  tacticalCritical: L('Tactical Critical', 'Kritischer taktischer Treffer', 'Critique tactique', 'Тактический крит.'),
  meleeCriticalDefense: L('Melee Critical Defence', 'Nahkampf-Kritischverteidigung', 'Défense critique en mêlée', 'Защита от крит. в ближнем бою'),
  rangedCriticalDefense: L('Ranged Critical Defence', 'Fernkampf-Kritischverteidigung', 'Défense critique à distance', 'Защита от крит. в дальнем бою'),
  tacticalCriticalDefense: L('Tactical Critical Defence', 'Taktische Kritischverteidigung', 'Défense critique tactique', 'Защита от тактических крит.'),
  resistanceCry: L('Cry Resistance', 'Schreiwiderstand', 'Résistance aux cris', 'Сопротивление кличам'),
  resistanceDisease: L('Disease Resistance', 'Krankheitswiderstand', 'Résistance aux maladies', 'Сопротивление болезням'),
  resistanceFear: L('Fear Resistance', 'Angstwiderstand', 'Résistance à la peur', 'Сопротивление страху'),
  resistancePoison: L('Poison Resistance', 'Giftwiderstand', 'Résistance au poison', 'Сопротивление ядам'),
  resistanceShadow: L('Shadow Resistance', 'Schattenwiderstand', "Résistance à l'ombre", 'Сопротивление тьме'),
  resistanceWound: L('Wound Resistance', 'Wundwiderstand', 'Résistance aux blessures', 'Сопротивление ранам'),
  commonMitigation: L('Common Mitigation', 'Allgemeine Schadensminderung', 'Atténuation commune', 'Обычная защита'),
  tacticalMitigation: L('Tactical Mitigation', 'Taktische Schadensminderung', 'Atténuation tactique', 'Тактическая защита'),
  fireMitigation: L('Fire Mitigation', 'Feuerschadensminderung', 'Atténuation du feu', 'Защита от огня'),
  shadowMitigation: L('Shadow Mitigation', 'Schattenschadensminderung', "Atténuation de l'ombre", 'Защита от тьмы'),
  blockChance: L('Block', 'Blocken', 'Blocage', 'Блок'),
  parryChance: L('Parry', 'Parieren', 'Parade', 'Парирование'),
  evadeChance: L('Evade', 'Ausweichen', 'Esquive', 'Уклонение'),
  inCombatPowerRegen: L('In-Combat Power Regen', 'Kraftregeneration im Kampf', "Régén. d'énergie en combat", 'Восст. энергии в бою'),
  outOfCombatPowerRegen: L('Non-Combat Power Regen', 'Kraftregeneration außer Kampf', "Régén. d'énergie hors combat", 'Восст. энергии вне боя'),
  inCombatMoraleRegen: L('In-Combat Morale Regen', 'Moralregeneration im Kampf', 'Régén. de moral en combat', 'Восст. боевого духа в бою'),
  outOfCombatMoraleRegen: L('Non-Combat Morale Regen', 'Moralregeneration außer Kampf', 'Régén. de moral hors combat', 'Восст. боевого духа вне боя'),
  incomingHealing: L('Incoming Healing', 'Eingehende Heilung', 'Soins reçus', 'Получаемое исцеление'),
  weaponDamage: L('Weapon Damage', 'Waffenschaden', "Dégâts d'arme", 'Урон оружия'),
  threatGeneration: L('Threat', 'Bedrohung', 'Menace', 'Угроза'),
  skillRecovery: L('Skill Recovery', 'Fertigkeitserholung', 'Récupération des compétences', 'Восстановление умений'),
  traitCombo: L('Trait Combo', 'Eigenschaftskombination', 'Combinaison de traits', 'Сочетание черт'),
  accuracy: L('Accuracy', 'Treffsicherheit', 'Précision', 'Точность'),
  rangedEvadeChance: L('Ranged Evade', 'Ausweichen (Fernkampf)', 'Esquive à distance', 'Уклонение от дальних атак'),
};

const ITEM_SLOT_NAMES: Record<string, Localized> = {
  head: L('Head', 'Kopf', 'Tête', 'Голова'),
  shoulders: L('Shoulders', 'Schultern', 'Épaules', 'Плечи'),
  back: L('Back', 'Rücken', 'Dos', 'Спина'),
  chest: L('Chest', 'Brust', 'Torse', 'Грудь'),
  gloves: L('Hands', 'Hände', 'Mains', 'Руки'),
  legs: L('Legs', 'Beine', 'Jambes', 'Ноги'),
  boots: L('Feet', 'Füße', 'Pieds', 'Ступни'),
  mainHand: L('Main Hand', 'Haupthand', 'Main principale', 'Основная рука'),
  twoHand: L('Two Hands', 'Zweihändig', 'Deux mains', 'Двуручное'),
  offHand: L('Off Hand', 'Nebenhand', 'Main secondaire', 'Вторая рука'),
  shield: L('Shield', 'Schild', 'Bouclier', 'Щит'),
  ranged: L('Ranged', 'Fernkampf', 'Distance', 'Дальний бой'),
  necklace: L('Neck', 'Hals', 'Cou', 'Шея'),
  pocket: L('Pocket', 'Tasche', 'Poche', 'Карман'),
  ring: L('Finger', 'Finger', 'Doigt', 'Палец'),
  earring: L('Ear', 'Ohr', 'Oreille', 'Ухо'),
  bracelet: L('Wrist', 'Handgelenk', 'Poignet', 'Запястье'),
  tool: L('Crafting Tool', 'Handwerkswerkzeug', "Outil d'artisanat", 'Инструмент'),
  ring1: L('Ring 1', 'Ring 1', 'Anneau 1', 'Кольцо 1'),
  ring2: L('Ring 2', 'Ring 2', 'Anneau 2', 'Кольцо 2'),
  bracelet1: L('Bracelet 1', 'Armband 1', 'Bracelet 1', 'Браслет 1'),
  bracelet2: L('Bracelet 2', 'Armband 2', 'Bracelet 2', 'Браслет 2'),
  earring1: L('Earring 1', 'Ohrring 1', "Boucle d'oreille 1", 'Серьга 1'),
  earring2: L('Earring 2', 'Ohrring 2', "Boucle d'oreille 2", 'Серьга 2'),
  craftingTool: L('Crafting Tool', 'Handwerkswerkzeug', "Outil d'artisanat", 'Инструмент'),
};

const CATEGORY_NAMES: Record<(typeof ITEM_CATEGORIES)[number], Localized> = {
  Armour: L('Armour', 'Rüstung', 'Armure', 'Доспехи'),
  Weapon: L('Weapon', 'Waffe', 'Arme', 'Оружие'),
  Item: L('Jewellery', 'Schmuck', 'Bijoux', 'Украшения'),
  Tool: L('Tool', 'Werkzeug', 'Outil', 'Инструмент'),
  Material: L('Material', 'Material', 'Matériau', 'Материал'),
  Consumable: L('Consumable', 'Verbrauchsgut', 'Consommable', 'Расходуемое'),
  Food: L('Food', 'Essen', 'Nourriture', 'Еда'),
};

const WEAPON_TYPE_NAMES: Record<(typeof WEAPON_TYPES)[number], Localized> = {
  ONE_HANDED_SWORD: L('One-handed Sword', 'Einhandschwert', 'Épée à une main', 'Одноручный меч'),
  ONE_HANDED_AXE: L('One-handed Axe', 'Einhandaxt', 'Hache à une main', 'Одноручный топор'),
  ONE_HANDED_HAMMER: L('One-handed Hammer', 'Einhandhammer', 'Marteau à une main', 'Одноручный молот'),
  ONE_HANDED_MACE: L('One-handed Mace', 'Einhandstreitkolben', 'Masse à une main', 'Одноручная булава'),
  ONE_HANDED_CLUB: L('One-handed Club', 'Einhandkeule', 'Gourdin à une main', 'Одноручная дубина'),
  DAGGER: L('Dagger', 'Dolch', 'Dague', 'Кинжал'),
  TWO_HANDED_SWORD: L('Two-handed Sword', 'Zweihandschwert', 'Épée à deux mains', 'Двуручный меч'),
  TWO_HANDED_AXE: L('Two-handed Axe', 'Zweihandaxt', 'Hache à deux mains', 'Двуручный топор'),
  TWO_HANDED_HAMMER: L('Two-handed Hammer', 'Zweihandhammer', 'Marteau à deux mains', 'Двуручный молот'),
  TWO_HANDED_CLUB: L('Two-handed Club', 'Zweihandkeule', 'Gourdin à deux mains', 'Двуручная дубина'),
  STAFF: L('Staff', 'Stab', 'Bâton', 'Посох'),
  SPEAR: L('Spear', 'Speer', 'Lance', 'Копьё'),
  HALBERD: L('Halberd', 'Hellebarde', 'Hallebarde', 'Алебарда'),
  BOW: L('Bow', 'Bogen', 'Arc', 'Лук'),
  CROSSBOW: L('Crossbow', 'Armbrust', 'Arbalète', 'Арбалет'),
  JAVELIN: L('Javelin', 'Wurfspeer', 'Javelot', 'Дротик'),
  SHIELD: L('Shield', 'Schild', 'Bouclier', 'Щит'),
  HEAVY_SHIELD: L('Heavy Shield', 'Schwerer Schild', 'Bouclier lourd', 'Тяжёлый щит'),
};

const ITEM_CLASS_EXTRA: Record<string, Localized> = {
  LIGHT_ARMOUR: L('Light Armour', 'Leichte Rüstung', 'Armure légère', 'Лёгкие доспехи'),
  MEDIUM_ARMOUR: L('Medium Armour', 'Mittlere Rüstung', 'Armure intermédiaire', 'Средние доспехи'),
  HEAVY_ARMOUR: L('Heavy Armour', 'Schwere Rüstung', 'Armure lourde', 'Тяжёлые доспехи'),
  CLOAK: L('Cloak', 'Umhang', 'Cape', 'Плащ'),
  NECKLACE: L('Necklace', 'Halskette', 'Collier', 'Ожерелье'),
  EARRING: L('Earring', 'Ohrring', "Boucle d'oreille", 'Серьга'),
  RING: L('Ring', 'Ring', 'Anneau', 'Кольцо'),
  BRACELET: L('Bracelet', 'Armband', 'Bracelet', 'Браслет'),
  POCKET: L('Pocket Item', 'Taschengegenstand', 'Objet de poche', 'Карманный предмет'),
  CRAFTING_TOOL: L('Crafting Tool', 'Handwerkswerkzeug', "Outil d'artisanat", 'Ремесленный инструмент'),
  ORE: L('Ore', 'Erz', 'Minerai', 'Руда'),
  WOOD: L('Wood', 'Holz', 'Bois', 'Древесина'),
  HIDE: L('Hide', 'Fell', 'Peau', 'Шкура'),
  CROP: L('Crop', 'Feldfrucht', 'Récolte', 'Урожай'),
  GEM: L('Gem', 'Edelstein', 'Gemme', 'Самоцвет'),
  SCHOLAR_RESOURCE: L('Scholar Resource', 'Gelehrtenmaterial', "Ressource d'érudit", 'Материал учёного'),
  INGOT: L('Ingot', 'Barren', 'Lingot', 'Слиток'),
  BOARD: L('Board', 'Brett', 'Planche', 'Доска'),
  LEATHER: L('Leather', 'Leder', 'Cuir', 'Кожа'),
  CLOTH: L('Cloth', 'Stoff', 'Tissu', 'Ткань'),
  PROCESSED_CROP: L('Processed Crop', 'Verarbeitete Feldfrucht', 'Récolte transformée', 'Обработанный урожай'),
  CUT_GEM: L('Cut Gem', 'Geschliffener Edelstein', 'Gemme taillée', 'Гранёный самоцвет'),
  VENDOR_SUPPLY: L('Vendor Supply', 'Händlerware', 'Fourniture de marchand', 'Товар торговца'),
  SHARD: L('Shard', 'Splitter', 'Éclat', 'Осколок'),
  CRAFTED_COMPONENT: L('Component', 'Bauteil', 'Composant', 'Деталь'),
  CRITICAL_INGREDIENT: L('Optional Ingredient', 'Optionale Zutat', 'Ingrédient facultatif', 'Дополнительный ингредиент'),
  TROPHY: L('Trophy', 'Trophäe', 'Trophée', 'Трофей'),
  POTION: L('Potion', 'Trank', 'Potion', 'Зелье'),
  SCROLL: L('Scroll', 'Schriftrolle', 'Parchemin', 'Свиток'),
  FOOD: L('Food', 'Essen', 'Nourriture', 'Еда'),
  TOKEN: L('Token', 'Wertmarke', 'Jeton', 'Жетон'),
};

const GENUS_NAMES: Record<(typeof GENERA)[number], Localized> = {
  orcKind: L('Orc-kind', 'Orkartige', 'Orques', 'Орки'),
  trollKind: L('Troll-kind', 'Trollartige', 'Trolls', 'Тролли'),
  wargs: L('Wargs', 'Warge', 'Wargs', 'Варги'),
  spiders: L('Spiders', 'Spinnen', 'Araignées', 'Пауки'),
  undead: L('Unseen', 'Unsichtbare', 'Invisibles', 'Незримые'),
  ancientEvil: L('Ancient Evil', 'Uraltes Übel', 'Mal ancien', 'Древнее зло'),
  dragonKind: L('Dragon-kind', 'Drachenartige', 'Dragons', 'Драконы'),
  beasts: L('Beasts', 'Tiere', 'Bêtes', 'Звери'),
};

function put(out: TranslationRecord[], prefix: string, map: Record<string, Localized>, codes?: readonly string[]): void {
  for (const code of codes ?? Object.keys(map)) {
    const text = map[code];
    if (!text) throw new Error(`no translation for ${prefix}.${code}`);
    out.push({ key: `${prefix}.${code}`, text });
  }
}

export function buildTranslations(): TranslationRecord[] {
  const out: TranslationRecord[] = [];
  put(out, 'quality', QUALITY_NAMES, QUALITIES);
  put(out, 'class', CLASS_NAMES, CLASS_IDS);
  put(out, 'race', RACE_NAMES, RACE_IDS);
  put(out, 'stat', STAT_DISPLAY, STAT_NAMES);
  put(out, 'slot', ITEM_SLOT_NAMES, [...ITEM_SLOT_CODES, ...EQUIPMENT_SLOTS.filter((s) => !(ITEM_SLOT_CODES as readonly string[]).includes(s))]);
  put(out, 'category', CATEGORY_NAMES, ITEM_CATEGORIES);
  put(out, 'weaponType', WEAPON_TYPE_NAMES, WEAPON_TYPES);
  put(out, 'itemClass', { ...WEAPON_TYPE_NAMES, ...ITEM_CLASS_EXTRA }, ITEM_CLASSES);
  put(out, 'genus', GENUS_NAMES, GENERA);
  put(out, 'armourType', {
    light: L('Light', 'Leicht', 'Légère', 'Лёгкие'),
    medium: L('Medium', 'Mittel', 'Intermédiaire', 'Средние'),
    heavy: L('Heavy', 'Schwer', 'Lourde', 'Тяжёлые'),
  }, ARMOUR_TYPES);
  put(out, 'damageType', {
    common: L('Common', 'Allgemein', 'Commun', 'Обычный'),
    fire: L('Fire', 'Feuer', 'Feu', 'Огонь'),
    frost: L('Frost', 'Frost', 'Givre', 'Холод'),
    light: L('Light', 'Licht', 'Lumière', 'Свет'),
    shadow: L('Shadow', 'Schatten', 'Ombre', 'Тьма'),
    beleriand: L('Beleriand', 'Beleriand', 'Beleriand', 'Белерианд'),
    westernesse: L('Westernesse', 'Westernis', "L'Ouistrenesse", 'Западный'),
    ancientDwarf: L('Ancient Dwarf', 'Altzwergisch', 'Nain ancien', 'Древнегномий'),
  }, DAMAGE_TYPES);
  put(out, 'binding', {
    none: L('Not bound', 'Nicht gebunden', 'Non lié', 'Не привязан'),
    bindOnEquip: L('Bind on Equip', 'Beim Anlegen gebunden', "Lié quand équipé", 'Привязывается при надевании'),
    bindOnAcquire: L('Bind on Acquire', 'Beim Erhalt gebunden', 'Lié quand ramassé', 'Привязывается при получении'),
  }, BINDINGS);
  put(out, 'sturdiness', {
    flimsy: L('Flimsy', 'Zerbrechlich', 'Fragile', 'Хлипкий'),
    weak: L('Weak', 'Schwach', 'Faible', 'Слабый'),
    normal: L('Normal', 'Normal', 'Normal', 'Обычный'),
    tough: L('Tough', 'Zäh', 'Résistant', 'Крепкий'),
    brittle: L('Brittle', 'Spröde', 'Cassant', 'Ломкий'),
    substantial: L('Substantial', 'Solide', 'Solide', 'Надёжный'),
    indestructible: L('Indestructible', 'Unzerstörbar', 'Indestructible', 'Неразрушимый'),
  }, STURDINESS);
  put(out, 'traitNature', {
    Virtue: L('Virtue', 'Tugend', 'Vertu', 'Добродетель'),
    Racial: L('Racial', 'Volk', 'Race', 'Расовая'),
    AdditionalRacial: L('Additional Racial', 'Zusätzlich Volk', 'Race (supplémentaire)', 'Доп. расовая'),
    Class: L('Class', 'Klasse', 'Classe', 'Классовая'),
    Legendary: L('Legendary', 'Legendär', 'Légendaire', 'Легендарная'),
  }, TRAIT_NATURES);
  put(out, 'currency', {
    gold: L('gold', 'Gold', 'or', 'золото'),
    silver: L('silver', 'Silber', 'argent', 'серебро'),
    copper: L('copper', 'Kupfer', 'cuivre', 'медь'),
  });
  put(out, 'sourceType', {
    Mob: L('Mob', 'Gegner', 'Monstre', 'Противник'),
    Container: L('Container', 'Behälter', 'Conteneur', 'Контейнер'),
    Recipe: L('Recipe', 'Rezept', 'Recette', 'Рецепт'),
    Quest: L('Quest', 'Aufgabe', 'Quête', 'Задание'),
    Vendor: L('Vendor', 'Händler', 'Marchand', 'Торговец'),
    Barter: L('Barter', 'Tausch', 'Troc', 'Обмен'),
  }, SOURCE_TYPES);
  put(out, 'questSize', {
    SOLO: L('Solo', 'Solo', 'Solo', 'Одиночное'),
    SMALL_FELLOWSHIP: L('Small Fellowship', 'Kleine Gemeinschaft', 'Petite communauté', 'Малое братство'),
    FELLOWSHIP: L('Fellowship', 'Gemeinschaft', 'Communauté', 'Братство'),
  }, QUEST_SIZES);
  put(out, 'faction', {
    FreePeoples: L('Free Peoples', 'Freie Völker', 'Peuples libres', 'Свободные народы'),
    MonsterPlay: L('Monster Play', 'Monsterspiel', 'Jeu de monstre', 'Игра за монстров'),
  }, QUEST_FACTIONS);
  put(out, 'expansion', {
    SoA: L('Shadows of Angmar', 'Die Schatten von Angmar', "Les Ombres d'Angmar", 'Тени Ангмара'),
    MoM: L('Mines of Moria', 'Die Minen von Moria', 'Les Mines de la Moria', 'Копи Мории'),
    SoM: L('Siege of Mirkwood', 'Die Belagerung des Düsterwalds', 'Le Siège de la Forêt Noire', 'Осада Лихолесья'),
    RoI: L('Rise of Isengard', 'Der Aufstieg Isengarts', "L'Essor d'Isengard", 'Возвышение Изенгарда'),
    RoR: L('Riders of Rohan', 'Die Reiter von Rohan', 'Les Cavaliers du Rohan', 'Всадники Рохана'),
    HD: L("Helm's Deep", 'Helms Klamm', 'Le Gouffre de Helm', 'Хельмова Падь'),
    U16: L('Update 16', 'Update 16', 'Mise à jour 16', 'Обновление 16'),
    Mordor: L('Mordor', 'Mordor', 'Mordor', 'Мордор'),
    Other: L('Other', 'Sonstiges', 'Autre', 'Другое'),
  }, EXPANSION_ERAS);
  put(out, 'reputation', {
    thorinsHall: L("Thorin's Hall", 'Thorins Halle', 'Palais de Thorin', 'Чертоги Торина'),
    mathomSociety: L('The Mathom Society', 'Die Mathom-Gesellschaft', 'La Société des Mathoms', 'Общество маттомов'),
    menOfBree: L('Men of Bree', 'Menschen von Bree', 'Hommes de Bree', 'Люди Бри'),
    eglain: L('The Eglain', 'Die Eglain', 'Les Eglain', 'Эглайн'),
    rangersOfEsteldin: L('Rangers of Esteldín', 'Waldläufer von Esteldín', "Rôdeurs d'Esteldín", 'Следопыты Эстельдина'),
    wardensOfAnnuminas: L('Wardens of Annúminas', 'Wächter von Annúminas', "Gardiens d'Annúminas", 'Стражи Аннуминаса'),
    elvesOfRivendell: L('Elves of Rivendell', 'Elben von Bruchtal', 'Elfes de Fondcombe', 'Эльфы Ривенделла'),
    councilOfTheNorth: L('Council of the North', 'Rat des Nordens', 'Conseil du Nord', 'Совет Севера'),
    lossoth: L('Lossoth of Forochel', 'Lossoth von Forochel', 'Lossoth de Forochel', 'Лоссоты Форохеля'),
    eldgang: L('The Eldgang', 'Die Eldgang', "L'Eldgang", 'Эльдганг'),
    algraig: L('Algraig, Men of Enedwaith', 'Algraig, Menschen von Enedwaith', "Algraig, Hommes de l'Enedwaith", 'Алграйг, люди Энедвайта'),
  }, REPUTATIONS);
  put(out, 'aggro', {
    friendly: L('Friendly', 'Freundlich', 'Amical', 'Дружелюбный'),
    neutral: L('Neutral', 'Neutral', 'Neutre', 'Нейтральный'),
    aggressive: L('Aggressive', 'Aggressiv', 'Agressif', 'Агрессивный'),
  }, AGGRO_TYPES);
  put(out, 'npcRace', {
    man: L('Man', 'Mensch', 'Homme', 'Человек'), elf: L('Elf', 'Elb', 'Elfe', 'Эльф'), dwarf: L('Dwarf', 'Zwerg', 'Nain', 'Гном'),
    hobbit: L('Hobbit', 'Hobbit', 'Hobbit', 'Хоббит'), orc: L('Orc', 'Ork', 'Orque', 'Орк'), goblin: L('Goblin', 'Bilwiss', 'Gobelin', 'Гоблин'),
    uruk: L('Uruk', 'Uruk', 'Uruk', 'Урук'), halfOrc: L('Half-orc', 'Halbork', 'Demi-orque', 'Полуорк'), troll: L('Troll', 'Troll', 'Troll', 'Тролль'),
    warg: L('Warg', 'Warg', 'Warg', 'Варг'), wolf: L('Wolf', 'Wolf', 'Loup', 'Волк'), bear: L('Bear', 'Bär', 'Ours', 'Медведь'),
    boar: L('Boar', 'Eber', 'Sanglier', 'Вепрь'), spider: L('Spider', 'Spinne', 'Araignée', 'Паук'), wight: L('Wight', 'Grabunhold', 'Être des Galgals', 'Умертвие'),
    wraith: L('Wraith', 'Geist', 'Spectre', 'Призрак'), giant: L('Giant', 'Riese', 'Géant', 'Великан'), crebain: L('Crebain', 'Krebain', 'Crebain', 'Кребайн'),
    dragon: L('Dragon', 'Drache', 'Dragon', 'Дракон'), beast: L('Beast', 'Tier', 'Bête', 'Зверь'), insect: L('Insect', 'Insekt', 'Insecte', 'Насекомое'),
  }, NPC_RACES);
  put(out, 'npcRole', {
    questGiver: L('Quest-giver', 'Auftraggeber', 'Donneur de quête', 'Выдающий задания'),
    vendor: L('Provisioner', 'Versorger', 'Fournisseur', 'Торговец'),
    trainer: L('Trainer', 'Ausbilder', 'Instructeur', 'Наставник'),
    banker: L('Vault-keeper', 'Truhenwart', 'Gardien du coffre', 'Хранитель сокровищ'),
    stableMaster: L('Stable-master', 'Stallmeister', "Maître d'écurie", 'Конюх'),
    craftingSupplier: L('Crafting Supplier', 'Handwerksbedarf', "Fournisseur d'artisanat", 'Поставщик ремесленников'),
    barterer: L('Barterer', 'Tauschhändler', 'Troqueur', 'Меновщик'),
    citizen: L('Citizen', 'Bürger', 'Citoyen', 'Житель'),
    mob: L('Creature', 'Kreatur', 'Créature', 'Существо'),
    elite: L('Elite', 'Elite', 'Élite', 'Элита'),
    boss: L('Boss', 'Boss', 'Boss', 'Босс'),
  }, NPC_ROLES);
  put(out, 'mapType', {
    region: L('Region', 'Region', 'Région', 'Регион'),
    area: L('Area', 'Gebiet', 'Zone', 'Область'),
    dungeon: L('Dungeon', 'Verlies', 'Donjon', 'Подземелье'),
  }, MAP_TYPES);
  put(out, 'markerGroup', {
    services: L('Services', 'Dienste', 'Services', 'Услуги'),
    pointsOfInterest: L('Points of Interest', 'Sehenswürdigkeiten', "Points d'intérêt", 'Достопримечательности'),
    entities: L('Entities', 'Wesen', 'Entités', 'Существа'),
    resources: L('Resources & Other', 'Ressourcen & Sonstiges', 'Ressources et autres', 'Ресурсы и прочее'),
  }, MARKER_GROUPS);
  put(out, 'lootType', {
    dungeon: L('Dungeon', 'Verlies', 'Donjon', 'Подземелье'),
    raid: L('Raid', 'Schlachtzug', 'Raid', 'Рейд'),
  }, LOOT_INSTANCE_TYPES);
  return out;
}
