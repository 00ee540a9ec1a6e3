// The dataset format: one FileSpec per entity kind. The README's field tables are written from these; the
// record types below are inferred from them, so the reader, the writer and the types cannot drift apart.

import {
  ARMOUR_TYPES, BINDINGS, CLASS_IDS, COMBAT_CHARACTERISTIC_STATS, DAMAGE_TYPES, DUAL_WIELD_RULES, ITEM_CATEGORIES, ITEM_CLASSES,
  ITEM_SLOT_CODES, MAX_LEVEL, MIN_LEVEL, PROGRESSION_INDEXES, QUALITIES, RACE_IDS, STAT_NAMES, STAT_OPERATORS, STURDINESS,
  TRAIT_NATURES, WEAPON_TYPES, AGGRO_TYPES, EXPANSION_ERAS, MAP_TYPES, MARKER_GROUPS, NPC_RACES, QUEST_FACTIONS, QUEST_SCOPES,
  QUEST_SIZES, REPUTATIONS, SHARD_MARKER_TYPES,
} from '@eoa/contracts';
import { GENERA, LOOT_INSTANCE_TYPES, NPC_ROLES, PROFESSION_IDS } from './constants.js';
import { arr, bool, fileSpec, int, loc, num, obj, oneOf, orNull, str, type Infer } from './schema-dsl.js';

const level = (doc: string) => int(doc, { min: MIN_LEVEL, max: MAX_LEVEL });
const lon = num('longitude in degrees (west negative), see "Coordinates"', { min: -180, max: 180 });
const lat = num('latitude in degrees (south negative), see "Coordinates"', { min: -90, max: 90 });
const gameX = num('game X coordinate = (longitude + 120) × 200');
const gameY = num('game Y coordinate = (latitude + 45) × 200');
const itemRef = (doc: string) => int(doc, { ref: 'items' });
const npcRef = (doc: string) => int(doc, { ref: 'npcs' });
const mapRef = (doc: string) => int(doc, { ref: 'maps' });

const statEntry = obj({
  name: oneOf(STAT_NAMES, 'stat name'),
  operator: oneOf(STAT_OPERATORS, 'ADD or SUBTRACT'),
  value: orNull(num('resolved value (for an item: at its level); null when it depends on a rank')),
  constant: orNull(num('fixed value when the stat does not scale; null when scalingId is set')),
  scalingId: orNull(int('progression giving the value by level or rank (points[index − 1])', { ref: 'progressions' })),
  isPercentage: bool('value is a fraction shown as a percentage (× 100 for display)'),
  descriptionOverride: orNull(loc('text shown instead of "+value displayName"; {value} {percent} {time} placeholders')),
});

const effect = obj({
  name: loc('effect name'),
  description: loc('effect description'),
  spellcraft: orNull(int('spellcraft of the effect (strength used in the game\'s formulas)', { min: 0 })),
});

const moneyAndItems = {
  itemId: itemRef('item'),
  quantity: int('how many', { min: 1 }),
};

const boundingBox = obj({
  min: obj({ longitude: lon, latitude: lat }),
  max: obj({ longitude: lon, latitude: lat }),
}, 'south-west (min) and north-east (max) corners');

// ---------------------------------------------------------------- builder data

export const translationsFile = fileSpec({
  kind: 'translations',
  file: 'translations.ndjson',
  doc: 'Display text of every enum code used by the other files (quality, slot, stat, class, …) in the four languages.',
  key: ['key'],
  record: obj({
    key: str('"group.code", e.g. "quality.rare", "stat.might", "slot.mainHand", "currency.silver"', { nonEmpty: true }),
    text: loc('the text'),
  }),
});

export const classesFile = fileSpec({
  kind: 'classes',
  file: 'classes.ndjson',
  doc: 'The seven classes with the races allowed for each (spec 1 §5).',
  key: ['id'],
  record: obj({
    id: oneOf(CLASS_IDS, 'class key (lower case, as in the formula-editor tabs)'),
    name: loc('class name'),
    description: loc('short description'),
    allowedRaces: arr(oneOf(RACE_IDS, 'race'), 'races that may take this class'),
    armourTypes: arr(oneOf(ARMOUR_TYPES, 'armour type'), 'armour types the class can wear'),
    weaponTypes: arr(oneOf(WEAPON_TYPES, 'weapon type'), 'weapon and shield types the class can wield'),
    primaryStats: arr(oneOf(STAT_NAMES, 'stat'), 'the stats the class values most, best first'),
    dualWield: oneOf(DUAL_WIELD_RULES, 'how the class dual wields (spec 1 §5)'),
    dualWieldMinLevel: orNull(level('level from which dual wielding is allowed, when it depends on level or a trait')),
    iconId: int('icon id', { min: 0 }),
  }),
});

export const racesFile = fileSpec({
  kind: 'races',
  file: 'races.ndjson',
  doc: 'The four races.',
  key: ['id'],
  record: obj({
    id: oneOf(RACE_IDS, 'race key'),
    name: loc('race name'),
    description: loc('short description'),
    allowedClasses: arr(oneOf(CLASS_IDS, 'class'), 'classes this race may take (the inverse of classes.allowedRaces)'),
    startZoneId: mapRef('zone map where characters of this race begin'),
    iconId: int('icon id', { min: 0 }),
  }),
});

export const baseStatsFile = fileSpec({
  kind: 'baseStats',
  file: 'base-stats.ndjson',
  doc: 'Base stats of every class at every level 1–50 (before race, traits and gear).',
  key: ['classId', 'level'],
  record: obj({
    classId: oneOf(CLASS_IDS, 'class'),
    level: level('character level'),
    morale: int('maximum morale', { min: 1 }),
    power: int('maximum power', { min: 1 }),
    might: int('might', { min: 0 }),
    agility: int('agility', { min: 0 }),
    vitality: int('vitality', { min: 0 }),
    will: int('will', { min: 0 }),
    fate: int('fate', { min: 0 }),
    armour: int('armour without gear', { min: 0 }),
    inCombatMoraleRegen: num('base in-combat morale regeneration per minute (spec 1 §9: 128)'),
    outOfCombatMoraleRegen: num('base out-of-combat morale regeneration per minute (300)'),
    inCombatPowerRegen: num('base in-combat power regeneration per minute (120)'),
    outOfCombatPowerRegen: num('base out-of-combat power regeneration per minute (240)'),
  }),
});

export const combatCharacteristicsFile = fileSpec({
  kind: 'combatCharacteristics',
  file: 'combat-characteristics.ndjson',
  doc: 'Class combat-characteristic rank tables: rank name, required level, cost and stat bonus (spec 1 §9).',
  key: ['id'],
  record: obj({
    id: int('row id', { min: 1 }),
    classId: oneOf(CLASS_IDS, 'class'),
    rank: int('rank within this class and stat, from 1', { min: 1 }),
    name: loc('rank name, e.g. "Evasion Rank 3"'),
    requiredLevel: level('level at which the rank can be trained'),
    costCopper: int('training cost in copper (show as silver and copper)', { min: 0 }),
    stat: oneOf(COMBAT_CHARACTERISTIC_STATS, 'stat raised'),
    value: num('bonus of this rank (percentage points); the character gets the sum of every rank up to its level'),
  }),
});

export const progressionsFile = fileSpec({
  kind: 'progressions',
  file: 'progressions.ndjson',
  doc: 'Value tables that stats scale with: by trait rank (virtues, racial ranks) or by item level.',
  key: ['id'],
  record: obj({
    id: int('progression id (what scalingId points to)', { min: 1 }),
    name: str('technical name, e.g. "virtue:Valour:morale"', { nonEmpty: true }),
    indexedBy: oneOf(PROGRESSION_INDEXES, 'what the index of points is: a trait rank or an item level'),
    isPercentage: bool('points are fractions (× 100 for display)'),
    points: arr(num('value'), 'points[i] is the value at rank or level i + 1'),
  }),
});

export const traitsFile = fileSpec({
  kind: 'traits',
  file: 'traits.ndjson',
  doc: 'Virtues, racial, additional racial, class and legendary traits with rank-dependent stats.',
  key: ['id'],
  record: obj({
    id: int('trait id', { min: 1 }),
    name: loc('trait name'),
    nature: oneOf(TRAIT_NATURES, 'Virtue, Racial, AdditionalRacial, Class or Legendary'),
    classId: orNull(oneOf(CLASS_IDS, 'class of a Class or Legendary trait')),
    raceId: orNull(oneOf(RACE_IDS, 'race of a Racial or AdditionalRacial trait')),
    iconId: int('icon id (virtue icons are served as {VIRTUE}-{rank})', { min: 0 }),
    minLevel: level('minimum character level (virtues: 7)'),
    maxRank: int('highest rank (virtues 6–8; others 1–5)', { min: 1, max: 10 }),
    tooltip: loc('one-line tooltip'),
    description: loc('longer description'),
    stats: arr(statEntry, 'stats; with scalingId the value at rank r is progression.points[r − 1]'),
    skills: arr(loc('skill name'), 'skills the trait grants'),
    effects: arr(effect, 'effects the trait grants'),
    virtueBonuses: arr(obj({
      virtueId: int('the virtue trait', { ref: 'traits' }),
      ranks: int('ranks added to that virtue\'s effective rank', { min: 1 }),
    }), 'racial traits: virtue rank bonuses (spec 1 §3)'),
    tiers: arr(obj({ rank: int('rank', { min: 1 }), requiredLevel: level('level needed for this rank') }), 'ranks and the level each needs'),
  }),
  derived: [
    ['stats[].displayName', 'translations "stat.<name>"'],
    ['stats[].localizedDescription', 'descriptionOverride[lang], else "+value displayName" in that language'],
    ['rank-dependent values', 'progressions points of stats[].scalingId, index rank − 1'],
    ['equipped trait (traitId, rank, slotType, slotIndex)', 'build data of the builder, not game data'],
  ],
});

export const traitSlotsFile = fileSpec({
  kind: 'traitSlots',
  file: 'trait-slots.ndjson',
  doc: 'Trait slots available at each level 1–50 (slots at or above the count are locked).',
  key: ['level'],
  record: obj({
    level: level('character level'),
    virtue: int('open virtue slots (0–5)', { min: 0, max: 5 }),
    racial: int('open racial slots (0–5)', { min: 0, max: 5 }),
    class: int('open class slots (0–5)', { min: 0, max: 5 }),
    legendary: int('open legendary slots (0–2)', { min: 0, max: 2 }),
  }),
});

export const itemSetsFile = fileSpec({
  kind: 'itemSets',
  file: 'item-sets.ndjson',
  doc: 'Item sets with their pieces and bonuses at 2–5 pieces.',
  key: ['id'],
  record: obj({
    id: int('set id', { min: 1 }),
    name: loc('set name'),
    level: level('level of the set'),
    items: arr(itemRef('piece'), 'item ids of the pieces (each piece has setId = this id)'),
    bonuses: arr(obj({
      requiredPieces: int('pieces worn for the bonus to apply', { min: 2, max: 5 }),
      stats: arr(statEntry, 'stats of the bonus (constant values)'),
      effects: arr(effect, 'effects of the bonus'),
    }), 'bonuses, by requiredPieces ascending'),
  }),
  derived: [['bonuses[].stats[] statType / statName, displayName', 'name; translations "stat.<name>"']],
});

export const itemsFile = fileSpec({
  kind: 'items',
  file: 'items.ndjson',
  doc: 'Every item: equipment, weapons, shields, jewellery, tools, materials, consumables and food.',
  key: ['id'],
  record: obj({
    id: int('item id', { min: 1 }),
    name: loc('item name'),
    icon: str('icon layer ids joined by "-"', { nonEmpty: true }),
    quality: oneOf(QUALITIES, 'quality code'),
    category: oneOf(ITEM_CATEGORIES, 'category code'),
    itemClass: oneOf(ITEM_CLASSES, 'item class code'),
    slot: orNull(oneOf(ITEM_SLOT_CODES, 'slot code of equipment; null for materials, consumables, food')),
    weaponType: orNull(oneOf(WEAPON_TYPES, 'weapon or shield type')),
    armourType: orNull(oneOf(ARMOUR_TYPES, 'armour type of armour pieces')),
    damageType: orNull(oneOf(DAMAGE_TYPES, 'damage type of weapons')),
    binding: oneOf(BINDINGS, 'binding'),
    isUnique: bool('only one may be equipped'),
    stackSize: int('stack size (1 for equipment)', { min: 1 }),
    level: level('item level'),
    minLevel: level('minimum character level to use it'),
    requiredClass: orNull(oneOf(CLASS_IDS, 'class that may use it')),
    minDamage: orNull(num('minimum damage (weapons)')),
    maxDamage: orNull(num('maximum damage (weapons)')),
    dps: orNull(num('damage per second (weapons)')),
    attackSpeed: orNull(num('seconds between swings (weapons)')),
    slayerValue: orNull(num('bonus damage against slayerGenus')),
    slayerGenus: orNull(oneOf(GENERA, 'creature genus of the slayer bonus')),
    armour: orNull(int('armour value (armour pieces and shields)', { min: 0 })),
    stats: arr(statEntry, 'stats'),
    effects: arr(effect, 'effects'),
    skillName: orNull(loc('on-use skill')),
    cooldownDuration: orNull(int('on-use cooldown in seconds', { min: 1 })),
    durability: orNull(int('maximum durability (equipment)', { min: 1 })),
    sturdiness: orNull(oneOf(STURDINESS, 'sturdiness (equipment)')),
    worthCopper: int('vendor worth in copper', { min: 0 }),
    setId: orNull(int('item set', { ref: 'itemSets' })),
    description: orNull(loc('flavour or usage text')),
  }),
  derived: [
    ['qualityName, slotName, categoryName, itemClassName, requiredClassName, slayerGenusName, equipmentCategoryName', 'translations "quality.<code>", "slot.<code>", "category.<code>", "itemClass.<code>", "class.<id>", "genus.<code>", "slot.<code>"'],
    ['worth (display, localizedDisplay)', 'worthCopper written as gold/silver/copper with "currency.*" translations'],
    ['setName', 'item-sets name of setId'],
    ['stats[].displayName, stats[].displayValue', 'translations "stat.<name>"; value with sign, × 100 and "%" when isPercentage, one decimal'],
    ['effectDescription, onUseDisplay', 'effects[].description joined; skillName + cooldown'],
    ['damageDisplay, dpsDisplay, speedDisplay, slayerDisplay', 'minDamage–maxDamage damageType, dps, attackSpeed, slayerValue genus, formatted'],
    ['icon layers of quality borders', 'not stored; the icon service composes them'],
  ],
});

// ---------------------------------------------------------------- crafting

export const professionsFile = fileSpec({
  kind: 'professions',
  file: 'professions.ndjson',
  doc: 'The eleven crafting professions and their five tiers with proficiency and mastery points (spec 2 §9).',
  key: ['id'],
  record: obj({
    id: oneOf(PROFESSION_IDS, 'profession key'),
    name: loc('profession name'),
    kind: oneOf(['gathering', 'processing', 'crafting'] as const, 'gatherers make raw materials usable; crafters make goods'),
    tiers: arr(obj({
      tier: int('tier 1–5', { min: 1, max: 5 }),
      name: loc('tier name (Apprentice … Master)'),
      proficiencyPoints: int('points to reach proficiency', { min: 1 }),
      masteryPoints: int('points to reach mastery (Grand Master)', { min: 1 }),
      minLevel: level('suggested character level'),
    }), 'tiers 1–5'),
  }),
  derived: [['key', 'id']],
});

export const recipesFile = fileSpec({
  kind: 'recipes',
  file: 'recipes.ndjson',
  doc: 'Crafting recipes with ingredients, optional (crit-raising) ingredients, normal and critical results.',
  key: ['id'],
  record: obj({
    id: int('recipe id', { min: 1 }),
    name: loc('recipe name (some end with "(Old)": superseded, excluded by the calculator)'),
    profession: oneOf(PROFESSION_IDS, 'profession'),
    tier: int('tier 1–5', { min: 1, max: 5 }),
    category: oneOf(['Armour', 'Weapons', 'Misc'] as const, 'quick-filter group of the recipe browser'),
    xp: int('crafting XP per craft (0 for recipes that give none)', { min: 0 }),
    baseCriticalChance: num('base critical success chance, percent', { min: 0, max: 100 }),
    usesShards: bool('an ingredient is a beryl, adamant, ruby or sapphire shard (excluded from recommendations)'),
    ingredients: arr(obj({
      itemId: itemRef('ingredient'),
      quantity: int('how many', { min: 1 }),
      optional: bool('optional ingredient (raises the critical chance)'),
      criticalChanceBonus: num('critical chance added by an optional ingredient, percent', { min: 0, max: 100 }),
    }), 'ingredients'),
    result: obj(moneyAndItems, 'normal result'),
    criticalResult: orNull(obj(moneyAndItems, 'critical result')),
    recipeItemId: orNull(itemRef('scroll that teaches the recipe, when it is not known from the tier')),
  }),
  derived: [
    ['professionName', 'professions name of profession'],
    ['ingredients[].name, icon, quality; result and criticalResult name, icon, quality', 'items of itemId'],
  ],
});

// ---------------------------------------------------------------- atlas

export const mapsFile = fileSpec({
  kind: 'maps',
  file: 'maps.ndjson',
  doc: 'The Eriador world map, the ten zone maps, their areas and dungeons.',
  key: ['id'],
  record: obj({
    id: int('map id (the game\'s id; the API\'s mapId)', { min: 1 }),
    name: loc('map name'),
    type: oneOf(MAP_TYPES, 'region (world and zone maps), area or dungeon'),
    parentId: orNull(mapRef('parent map; null for the world map')),
    zoneId: orNull(mapRef('the zone (territory) the map belongs to; null for the world map')),
    isMainRegionMap: bool('the world map and the ten main zone maps'),
    isInstance: bool('an instanced dungeon (shown with an "Instance" badge)'),
    boundingBox,
    levelMin: level('lowest quest level of the map'),
    levelMax: level('highest quest level of the map'),
    imageWidth: int('map image width in pixels', { min: 1 }),
    imageHeight: int('map image height in pixels', { min: 1 }),
  }),
  derived: [
    ['mapId', 'id'],
    ['hierarchy (mapId, id, type Territory, children) and hierarchy path (region, territory, area)', 'walk parentId; region = world map, territory = zone'],
    ['calibration (gameMinX … scale) of the admin side', 'boundingBox converted with the gameX/gameY formulas, offset 0, scale 1'],
  ],
});

export const mapLinksFile = fileSpec({
  kind: 'mapLinks',
  file: 'map-links.ndjson',
  doc: 'Clickable links drawn on one map that open another (world → zone, zone → area, area → dungeon, neighbours).',
  key: ['id'],
  record: obj({
    id: int('link id', { min: 1 }),
    parentId: mapRef('map the link is drawn on'),
    targetId: mapRef('map it opens'),
    label: loc('label'),
    fromLongitude: lon,
    fromLatitude: lat,
  }),
  derived: [['targetName', 'maps name of targetId']],
});

export const markerCategoriesFile = fileSpec({
  kind: 'markerCategories',
  file: 'marker-categories.ndjson',
  doc: 'Marker categories, including the spec\'s codes 50 and 71–79 (79: shard kinds).',
  key: ['code'],
  record: obj({
    code: int('category code', { min: 1 }),
    name: loc('category name'),
    group: oneOf(MARKER_GROUPS, 'filter group (Services, Points of Interest, Entities, Resources & Other)'),
    icon: str('icon file name', { nonEmpty: true }),
    defaultEnabled: bool('visible by default (false for 50, 71, 72, 73, 77, 78, 79)'),
    bundled: bool('may be bundled on the composite map (false for 50, 71, 72, 77, 78)'),
  }),
});

export const markersFile = fileSpec({
  kind: 'markers',
  file: 'markers.ndjson',
  doc: 'Map markers (services, points of interest, creatures, resources, shards), each inside its map\'s box.',
  key: ['id'],
  record: obj({
    id: int('marker id', { min: 1 }),
    mapId: mapRef('map'),
    categoryCode: int('category', { ref: 'markerCategories' }),
    label: loc('label shown on the map'),
    name: str('technical name (stable, English)', { nonEmpty: true }),
    longitude: lon,
    latitude: lat,
    gameX,
    gameY,
    type: orNull(oneOf(SHARD_MARKER_TYPES, 'shard markers (79): signature, elite or elite-master')),
    npcId: orNull(npcRef('creature or person the marker shows')),
    itemId: orNull(itemRef('resource or drop the marker stands for')),
  }),
  derived: [
    ['categoryName, categoryIcon', 'marker-categories of categoryCode'],
    ['questMarkerIndex, bundledCount', 'client-side (quest markers come from quests; bundles are made on screen)'],
  ],
});

export const questCategoriesFile = fileSpec({
  kind: 'questCategories',
  file: 'quest-categories.ndjson',
  doc: 'Quest categories (zones, epic books, instances, class, crafting, festival, skirmish, later regions).',
  key: ['id'],
  record: obj({
    id: int('category id', { min: 1 }),
    name: loc('category name'),
    kind: oneOf(['zone', 'epic', 'instance', 'class', 'crafting', 'festival', 'skirmish', 'reputation', 'region'] as const, 'what kind of category'),
  }),
});

const questMarker = obj({
  index: int('position of the marker within the quest, from 1', { min: 1 }),
  name: loc('marker name'),
  mapId: mapRef('map the marker lies on (the quest map or one of its areas)'),
  longitude: lon,
  latitude: lat,
  gameX,
  gameY,
});

export const questsFile = fileSpec({
  kind: 'quests',
  file: 'quests.ndjson',
  doc: 'Quests: 1,763 main-zone quests plus 1,376 others (see "Quests: the 1,763 + 1,376 split").',
  key: ['id'],
  record: obj({
    id: int('quest id', { min: 1 }),
    name: loc('quest name (epic quests: "Book N, Chapter M: …")'),
    level: level('quest level'),
    categoryId: int('category', { ref: 'questCategories' }),
    scope: oneOf(QUEST_SCOPES, 'mainZone: the 1,763 classic quests of the ten main zones; other: the 1,376 rest'),
    zoneId: orNull(mapRef('zone map; null for quests outside Eriador\'s zones')),
    areaId: orNull(mapRef('area or dungeon map')),
    mapId: orNull(mapRef('primary map of the markers; null when the quest has no markers')),
    startZone: orNull(loc('where the quest starts, as text (null when unknown)')),
    bestowerNpcId: orNull(npcRef('NPC who gives the quest')),
    description: loc('quest text'),
    objectives: arr(obj({
      text: loc('objective text'),
      count: int('how many to do (1 for a single action)', { min: 1 }),
      markers: arr(questMarker, 'where to do it'),
    }), 'objectives in order'),
    rewards: obj({
      xp: int('experience', { min: 0 }),
      copper: int('money in copper (shown as gold, silver, copper)', { min: 0 }),
      items: arr(obj(moneyAndItems), 'items given'),
      selectableItems: arr(obj(moneyAndItems), 'items to choose one from'),
      reputation: orNull(obj({ faction: oneOf(REPUTATIONS, 'reputation faction'), amount: int('standing gained', { min: 1 }) })),
    }),
    prerequisiteId: orNull(int('previous quest of the chain', { ref: 'quests' })),
    nextQuestId: orNull(int('next quest of the chain', { ref: 'quests' })),
    comments: arr(obj({
      date: str('ISO date', { nonEmpty: true }),
      author: str('player name', { nonEmpty: true }),
      text: str('comment (players write in English)', { nonEmpty: true }),
    }), 'player comments (the spec\'s allakhazamData.comments)'),
    expansionEra: oneOf(EXPANSION_ERAS, 'expansion era (SoA, MoM, SoM, RoI, RoR, HD, U16, Mordor, Other)'),
    size: oneOf(QUEST_SIZES, 'SOLO, SMALL_FELLOWSHIP or FELLOWSHIP'),
    repeatable: bool('can be done again'),
    faction: oneOf(QUEST_FACTIONS, 'Free Peoples or Monster Play'),
  }),
  derived: [
    ['localizedName, categoryName, area, zone', 'name[lang]; quest-categories; maps names of areaId and zoneId'],
    ['hasMarkers', 'some objective has markers'],
    ['bestowerNpcName', 'npcs name of bestowerNpcId'],
    ['rewards gold, silver, copper', 'rewards.copper split (1 gold = 1000 silver, 1 silver = 100 copper)'],
    ['reputation (filter)', 'rewards.reputation.faction'],
    ['quest markers (name, gameX, gameY, index)', 'objectives[].markers'],
    ['admin objective markers allakhazamX, allakhazamY', 'toPixel(boundingBox of the quest map, longitude, latitude, 500, 375)'],
    ['localizedDescription, objectives[].localizedText', 'description[lang], text[lang]'],
    ['allakhazamData.startZone, allakhazamData.comments', 'startZone, comments'],
    ['chain (position, totalQuests, …)', 'walk prerequisiteId / nextQuestId'],
    ['hasOverrides, isExcluded', 'editorial data of the admin service, not in the dataset'],
  ],
});

export const npcsFile = fileSpec({
  kind: 'npcs',
  file: 'npcs.ndjson',
  doc: 'NPCs and creatures (the spec\'s mobId) with spawns and the quests they start or appear in.',
  key: ['id'],
  record: obj({
    id: int('NPC id (the spec\'s mobId)', { min: 1 }),
    name: loc('name'),
    race: oneOf(NPC_RACES, 'race code'),
    aggro: oneOf(AGGRO_TYPES, 'friendly, neutral or aggressive'),
    role: oneOf(NPC_ROLES, 'what the NPC does'),
    level: level('level'),
    zones: arr(mapRef('zone'), 'zone maps where it spawns'),
    areas: arr(mapRef('area'), 'area or dungeon maps where it spawns'),
    location: loc('where to find it, as text'),
    notes: orNull(loc('notes')),
    screenshotUrl: orNull(str('picture URL (path on the site)')),
    spawns: arr(obj({ mapId: mapRef('map'), longitude: lon, latitude: lat, gameX, gameY }), 'spawn points, each inside its map'),
    startsQuests: arr(int('quest', { ref: 'quests' }), 'quests it gives (exactly the quests whose bestowerNpcId is this NPC)'),
    involvedQuests: arr(int('quest', { ref: 'quests' }), 'other quests it appears in (to talk to, to defeat, …)'),
  }),
  derived: [['hasQuests', 'startsQuests or involvedQuests not empty'], ['markers (zone, coordinates)', 'spawns']],
});

// ---------------------------------------------------------------- loot

export const lootInstancesFile = fileSpec({
  kind: 'lootInstances',
  file: 'loot-instances.ndjson',
  doc: 'Dungeons and raids with loot tables.',
  key: ['id'],
  record: obj({
    id: int('instance id', { min: 1 }),
    name: loc('instance name'),
    type: oneOf(LOOT_INSTANCE_TYPES, 'dungeon or raid'),
    mapId: mapRef('dungeon map'),
    levelMin: level('lowest boss level'),
    levelMax: level('highest boss level'),
    size: oneOf(QUEST_SIZES, 'group size'),
  }),
  derived: [['instanceName, localizedInstanceName', 'name'], ['totalBosses, bossesWithLoot', 'count of loot-bosses, of those with drops']],
});

export const lootBossesFile = fileSpec({
  kind: 'lootBosses',
  file: 'loot-bosses.ndjson',
  doc: 'Bosses of the loot instances with their guaranteed drops (some have none).',
  key: ['mobId'],
  record: obj({
    mobId: npcRef('the boss as an NPC (name, race, spawn)'),
    instanceId: int('instance', { ref: 'lootInstances' }),
    location: loc('where in the instance'),
    level: level('boss level'),
    guaranteedDrops: arr(obj({
      itemId: itemRef('dropped item'),
      dropChance: num('chance in percent (100 or more: guaranteed)', { min: 0, max: 100 }),
    }), 'drops; empty for bosses without loot'),
  }),
  derived: [['bossName, localizedBossName', 'npcs name of mobId'], ['hasLoot, totalGuaranteedItems', 'guaranteedDrops not empty, its length'], ['itemName', 'items name']],
});

export const itemSourcesFile = fileSpec({
  kind: 'itemSources',
  file: 'item-sources.ndjson',
  doc: 'Where each item comes from: mob, container, recipe, quest, vendor or barter.',
  key: ['id'],
  record: obj({
    id: int('source id', { min: 1 }),
    itemId: itemRef('item'),
    sourceType: int('0 Mob, 1 Container, 2 Recipe, 3 Quest, 4 Vendor, 5 Barter', { min: 0, max: 5 }),
    npcId: orNull(npcRef('the mob (0), vendor (4) or barterer (5)')),
    container: orNull(loc('container name (1)')),
    recipeId: orNull(int('recipe making the item (2)', { ref: 'recipes' })),
    questId: orNull(int('quest rewarding the item (3)', { ref: 'quests' })),
    location: orNull(loc('where, as text')),
    dropChance: orNull(num('chance in percent (0, 1)', { min: 0, max: 100 })),
    priceCopper: orNull(int('vendor price in copper (4)', { min: 0 })),
    barterItemId: orNull(itemRef('token or item asked in exchange (5)')),
    barterQuantity: orNull(int('how many of barterItemId (5)', { min: 1 })),
  }),
  derived: [
    ['mob, vendor, barter names (+ localized)', 'npcs name of npcId'],
    ['recipe, profession, recipeTier', 'recipes name, profession, tier of recipeId'],
    ['quest, questLevel', 'quests name and level of questId'],
    ['localizedLocation', 'location[lang]'],
  ],
});

/** Every file of the format, in the order the README and the manifest list them. */
export const FILE_SPECS = [
  translationsFile, classesFile, racesFile, baseStatsFile, combatCharacteristicsFile, progressionsFile, traitsFile,
  traitSlotsFile, itemSetsFile, itemsFile, professionsFile, recipesFile, mapsFile, mapLinksFile, markerCategoriesFile,
  markersFile, questCategoriesFile, questsFile, npcsFile, lootInstancesFile, lootBossesFile, itemSourcesFile,
] as const;

export type TranslationRecord = Infer<typeof translationsFile.record>;
export type ClassRecord = Infer<typeof classesFile.record>;
export type RaceRecord = Infer<typeof racesFile.record>;
export type BaseStatsRecord = Infer<typeof baseStatsFile.record>;
export type CombatCharacteristicRecord = Infer<typeof combatCharacteristicsFile.record>;
export type ProgressionRecord = Infer<typeof progressionsFile.record>;
export type TraitRecord = Infer<typeof traitsFile.record>;
export type TraitSlotsRecord = Infer<typeof traitSlotsFile.record>;
export type ItemSetRecord = Infer<typeof itemSetsFile.record>;
export type ItemRecord = Infer<typeof itemsFile.record>;
export type ProfessionRecord = Infer<typeof professionsFile.record>;
export type RecipeRecord = Infer<typeof recipesFile.record>;
export type MapRecord = Infer<typeof mapsFile.record>;
export type MapLinkRecord = Infer<typeof mapLinksFile.record>;
export type MarkerCategoryRecord = Infer<typeof markerCategoriesFile.record>;
export type MarkerRecord = Infer<typeof markersFile.record>;
export type QuestCategoryRecord = Infer<typeof questCategoriesFile.record>;
export type QuestRecord = Infer<typeof questsFile.record>;
export type NpcRecord = Infer<typeof npcsFile.record>;
export type LootInstanceRecord = Infer<typeof lootInstancesFile.record>;
export type LootBossRecord = Infer<typeof lootBossesFile.record>;
export type ItemSourceRecord = Infer<typeof itemSourcesFile.record>;
export type StatEntry = Infer<typeof statEntry>;
export type Effect = Infer<typeof effect>;
export type QuestMarker = Infer<typeof questMarker>;
export type BoundingBox = Infer<typeof boundingBox>;

/** The whole dataset in memory: one array per kind, sorted by key. */
export interface DatasetRecords {
  translations: TranslationRecord[];
  classes: ClassRecord[];
  races: RaceRecord[];
  baseStats: BaseStatsRecord[];
  combatCharacteristics: CombatCharacteristicRecord[];
  progressions: ProgressionRecord[];
  traits: TraitRecord[];
  traitSlots: TraitSlotsRecord[];
  itemSets: ItemSetRecord[];
  items: ItemRecord[];
  professions: ProfessionRecord[];
  recipes: RecipeRecord[];
  maps: MapRecord[];
  mapLinks: MapLinkRecord[];
  markerCategories: MarkerCategoryRecord[];
  markers: MarkerRecord[];
  questCategories: QuestCategoryRecord[];
  quests: QuestRecord[];
  npcs: NpcRecord[];
  lootInstances: LootInstanceRecord[];
  lootBosses: LootBossRecord[];
  itemSources: ItemSourceRecord[];
}
export type DatasetKind = keyof DatasetRecords;

export interface ManifestFileEntry {
  file: string;
  count: number;
  bytes: number;
  sha256: string;
}
export interface Manifest {
  format: string;
  formatVersion: number;
  dataVersion: string;
  generator: string | null;
  seed: number | null;
  languages: string[];
  files: Record<DatasetKind, ManifestFileEntry>;
}

export interface Dataset extends DatasetRecords {
  manifest: Manifest;
}
