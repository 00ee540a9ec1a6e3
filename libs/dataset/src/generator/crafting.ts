// Professions, crafting materials, vendor supplies, consumables, food, tools and recipes.

import type { ArmourType, ItemCategory, ItemClass, Localized, ProfessionId, Quality, WeaponType } from '@eoa/contracts';
import { TIER_POINTS } from '../format/constants.js';
import type { ItemRecord, RecipeRecord } from '../format/schema.js';
import { Ctx, iconFor, stat, type ItemOrigin } from './context.js';
import { ARMOUR_SLOTS, JEWEL_SLOTS, makeGear, onUseEffect, QUALITY_MULT, type GearKind } from './items.js';
import type { Rng } from './rng.js';
import {
  FOOD_ADJS, FOOD_FINE, FOOD_NOUNS, L, POTION_STRONG, MATERIAL_ADJS, POTION_ADJS, POTION_NOUNS, QUALITY_ADJS, SCROLL_NOUNS, a, compose, fill, n,
  type Adjective,
} from './words.js';

const TIER_LEVEL = [10, 20, 30, 40, 50];
const TIER_NAMES: Localized[] = [
  L('Apprentice', 'Lehrling', 'Apprenti', 'Ученик'),
  L('Journeyman', 'Geselle', 'Compagnon', 'Подмастерье'),
  L('Expert', 'Experte', 'Expert', 'Знаток'),
  L('Artisan', 'Kunsthandwerker', 'Artisan', 'Ремесленник'),
  L('Master', 'Meister', 'Maître', 'Мастер'),
];
const TIER_ADJS: Adjective[] = [
  a('Coarse', 'grob', 'grossier/grossière', 'грубый'),
  a('Plain', 'einfach', 'ordinaire', 'обычный'),
  a('Fine', 'fein', 'fin/fine', 'тонкий'),
  a('Superior', 'hochwertig', 'supérieur/supérieure', 'превосходный'),
  a('Masterful', 'meisterhaft', 'magistral/magistrale', 'мастерский'),
];

export const PROFESSIONS: { id: ProfessionId; name: Localized; kind: 'gathering' | 'processing' | 'crafting' }[] = [
  { id: 'armourer', name: L('Armourer', 'Rüstungsschmied', 'Armurier', 'Бронник'), kind: 'crafting' },
  { id: 'cook', name: L('Cook', 'Koch', 'Cuisinier', 'Повар'), kind: 'crafting' },
  { id: 'farmer', name: L('Farmer', 'Bauer', 'Fermier', 'Фермер'), kind: 'gathering' },
  { id: 'forester', name: L('Forester', 'Förster', 'Forestier', 'Лесник'), kind: 'gathering' },
  { id: 'jeweller', name: L('Jeweller', 'Juwelier', 'Bijoutier', 'Ювелир'), kind: 'crafting' },
  { id: 'metalsmith', name: L('Metalsmith', 'Metallschmied', 'Ferronnier', 'Кузнец'), kind: 'crafting' },
  { id: 'prospector', name: L('Prospector', 'Schürfer', 'Prospecteur', 'Рудокоп'), kind: 'gathering' },
  { id: 'scholar', name: L('Scholar', 'Gelehrter', 'Érudit', 'Учёный'), kind: 'crafting' },
  { id: 'tailor', name: L('Tailor', 'Schneider', 'Tailleur', 'Портной'), kind: 'crafting' },
  { id: 'weaponsmith', name: L('Weaponsmith', 'Waffenschmied', "Fabricant d'armes", 'Оружейник'), kind: 'crafting' },
  { id: 'woodworker', name: L('Woodworker', 'Drechsler', 'Menuisier', 'Столяр'), kind: 'crafting' },
];

/** Raw and processed materials of each tier: [key, class, node marker category, en, de, fr, ru]. */
type MatRow = [string, ItemClass, number | null, string, string, string, string];
const MATERIALS: MatRow[][] = [
  [
    ['metalOre', 'ORE', 71, 'Copper Ore', 'Kupfererz', 'Minerai de cuivre', 'Медная руда'],
    ['metalIngot', 'INGOT', null, 'Bronze Ingot', 'Bronzebarren', 'Lingot de bronze', 'Бронзовый слиток'],
    ['preciousOre', 'ORE', 71, 'Tin Ore', 'Zinnerz', "Minerai d'étain", 'Оловянная руда'],
    ['preciousIngot', 'INGOT', null, 'Tin Ingot', 'Zinnbarren', "Lingot d'étain", 'Оловянный слиток'],
    ['branch', 'WOOD', 72, 'Ash Branch', 'Eschenast', 'Branche de frêne', 'Ясеневая ветка'],
    ['board', 'BOARD', null, 'Ash Board', 'Eschenbrett', 'Planche de frêne', 'Ясеневая доска'],
    ['hide', 'HIDE', null, 'Light Hide', 'Leichtes Fell', 'Peau légère', 'Лёгкая шкура'],
    ['leather', 'LEATHER', null, 'Light Leather', 'Leichtes Leder', 'Cuir léger', 'Лёгкая кожа'],
    ['grain', 'CROP', 74, 'Barley', 'Gerste', 'Orge', 'Ячмень'],
    ['vegetable', 'CROP', 74, 'Potato', 'Kartoffel', 'Pomme de terre', 'Картофель'],
    ['flour', 'PROCESSED_CROP', null, 'Barley Flour', 'Gerstenmehl', "Farine d'orge", 'Ячменная мука'],
    ['grainSeed', 'VENDOR_SUPPLY', null, 'Barley Seed', 'Gerstensaat', "Semence d'orge", 'Семена ячменя'],
    ['vegetableSeed', 'VENDOR_SUPPLY', null, 'Seed Potato', 'Saatkartoffel', 'Pomme de terre de semence', 'Семенной картофель'],
    ['gem', 'GEM', 71, 'Rough Amber', 'Roher Bernstein', 'Ambre brut', 'Необработанный янтарь'],
    ['cutGem', 'CUT_GEM', null, 'Cut Amber', 'Geschliffener Bernstein', 'Ambre taillé', 'Гранёный янтарь'],
    ['script', 'SCHOLAR_RESOURCE', 73, 'Worn Tablet', 'Abgenutzte Tafel', 'Tablette usée', 'Потёртая табличка'],
    ['herb', 'SCHOLAR_RESOURCE', 75, 'Yarrow', 'Schafgarbe', 'Achillée', 'Тысячелистник'],
    ['extract', 'SCHOLAR_RESOURCE', null, 'Yarrow Extract', 'Schafgarbenauszug', "Extrait d'achillée", 'Экстракт тысячелистника'],
  ],
  [
    ['metalOre', 'ORE', 71, 'Barrow-iron Ore', 'Hügelgräbereisenerz', 'Minerai de fer des Galgals', 'Курганная железная руда'],
    ['metalIngot', 'INGOT', null, 'Iron Ingot', 'Eisenbarren', 'Lingot de fer', 'Железный слиток'],
    ['preciousOre', 'ORE', 71, 'Silver Ore', 'Silbererz', "Minerai d'argent", 'Серебряная руда'],
    ['preciousIngot', 'INGOT', null, 'Silver Ingot', 'Silberbarren', "Lingot d'argent", 'Серебряный слиток'],
    ['branch', 'WOOD', 72, 'Yew Branch', 'Eibenast', "Branche d'if", 'Тисовая ветка'],
    ['board', 'BOARD', null, 'Yew Board', 'Eibenbrett', "Planche d'if", 'Тисовая доска'],
    ['hide', 'HIDE', null, 'Medium Hide', 'Mittleres Fell', 'Peau moyenne', 'Средняя шкура'],
    ['leather', 'LEATHER', null, 'Medium Leather', 'Mittleres Leder', 'Cuir moyen', 'Средняя кожа'],
    ['grain', 'CROP', 74, 'Wheat', 'Weizen', 'Blé', 'Пшеница'],
    ['vegetable', 'CROP', 74, 'Onion', 'Zwiebel', 'Oignon', 'Репчатый лук'],
    ['flour', 'PROCESSED_CROP', null, 'Wheat Flour', 'Weizenmehl', 'Farine de blé', 'Пшеничная мука'],
    ['grainSeed', 'VENDOR_SUPPLY', null, 'Wheat Seed', 'Weizensaat', 'Semence de blé', 'Семена пшеницы'],
    ['vegetableSeed', 'VENDOR_SUPPLY', null, 'Onion Sets', 'Steckzwiebeln', "Bulbilles d'oignon", 'Лук-севок'],
    ['gem', 'GEM', 71, 'Rough Agate', 'Roher Achat', 'Agate brute', 'Необработанный агат'],
    ['cutGem', 'CUT_GEM', null, 'Cut Agate', 'Geschliffener Achat', 'Agate taillée', 'Гранёный агат'],
    ['script', 'SCHOLAR_RESOURCE', 73, 'Faded Scroll', 'Verblasste Schriftrolle', 'Parchemin effacé', 'Выцветший свиток'],
    ['herb', 'SCHOLAR_RESOURCE', 75, 'Thyme', 'Thymian', 'Thym', 'Тимьян'],
    ['extract', 'SCHOLAR_RESOURCE', null, 'Thyme Extract', 'Thymianauszug', 'Extrait de thym', 'Экстракт тимьяна'],
  ],
  [
    ['metalOre', 'ORE', 71, 'Rich Iron Ore', 'Reiches Eisenerz', 'Minerai de fer riche', 'Богатая железная руда'],
    ['metalIngot', 'INGOT', null, 'Steel Ingot', 'Stahlbarren', "Lingot d'acier", 'Стальной слиток'],
    ['preciousOre', 'ORE', 71, 'Gold Ore', 'Golderz', "Minerai d'or", 'Золотая руда'],
    ['preciousIngot', 'INGOT', null, 'Gold Ingot', 'Goldbarren', "Lingot d'or", 'Золотой слиток'],
    ['branch', 'WOOD', 72, 'Oak Branch', 'Eichenast', 'Branche de chêne', 'Дубовая ветка'],
    ['board', 'BOARD', null, 'Oak Board', 'Eichenbrett', 'Planche de chêne', 'Дубовая доска'],
    ['hide', 'HIDE', null, 'Heavy Hide', 'Schweres Fell', 'Peau épaisse', 'Толстая шкура'],
    ['leather', 'LEATHER', null, 'Heavy Leather', 'Schweres Leder', 'Cuir épais', 'Толстая кожа'],
    ['grain', 'CROP', 74, 'Oats', 'Hafer', 'Avoine', 'Овёс'],
    ['vegetable', 'CROP', 74, 'Carrot', 'Möhre', 'Carotte', 'Морковь'],
    ['flour', 'PROCESSED_CROP', null, 'Oat Flour', 'Hafermehl', "Farine d'avoine", 'Овсяная мука'],
    ['grainSeed', 'VENDOR_SUPPLY', null, 'Oat Seed', 'Hafersaat', "Semence d'avoine", 'Семена овса'],
    ['vegetableSeed', 'VENDOR_SUPPLY', null, 'Carrot Seed', 'Möhrensamen', 'Graines de carotte', 'Семена моркови'],
    ['gem', 'GEM', 71, 'Rough Bloodstone', 'Roher Blutstein', 'Héliotrope brut', 'Необработанный гелиотроп'],
    ['cutGem', 'CUT_GEM', null, 'Cut Bloodstone', 'Geschliffener Blutstein', 'Héliotrope taillé', 'Гранёный гелиотроп'],
    ['script', 'SCHOLAR_RESOURCE', 73, 'Ancient Script', 'Uralte Schrift', 'Écrit ancien', 'Древняя рукопись'],
    ['herb', 'SCHOLAR_RESOURCE', 75, 'Sage', 'Salbei', 'Sauge', 'Шалфей'],
    ['extract', 'SCHOLAR_RESOURCE', null, 'Sage Extract', 'Salbeiauszug', 'Extrait de sauge', 'Экстракт шалфея'],
  ],
  [
    ['metalOre', 'ORE', 71, 'Ancient Iron Ore', 'Uraltes Eisenerz', 'Minerai de fer ancien', 'Древняя железная руда'],
    ['metalIngot', 'INGOT', null, 'Ancient Steel Ingot', 'Uralter Stahlbarren', "Lingot d'acier ancien", 'Слиток древней стали'],
    ['preciousOre', 'ORE', 71, 'Ancient Silver Ore', 'Uraltes Silbererz', "Minerai d'argent ancien", 'Руда древнего серебра'],
    ['preciousIngot', 'INGOT', null, 'Ancient Silver Ingot', 'Uralter Silberbarren', "Lingot d'argent ancien", 'Слиток древнего серебра'],
    ['branch', 'WOOD', 72, 'Elm Branch', 'Ulmenast', "Branche d'orme", 'Вязовая ветка'],
    ['board', 'BOARD', null, 'Elm Board', 'Ulmenbrett', "Planche d'orme", 'Вязовая доска'],
    ['hide', 'HIDE', null, 'Rough Hide', 'Raues Fell', 'Peau rugueuse', 'Грубая шкура'],
    ['leather', 'LEATHER', null, 'Rough Leather', 'Raues Leder', 'Cuir rugueux', 'Грубая кожа'],
    ['grain', 'CROP', 74, 'Rye', 'Roggen', 'Seigle', 'Рожь'],
    ['vegetable', 'CROP', 74, 'Tomato', 'Tomate', 'Tomate', 'Помидор'],
    ['flour', 'PROCESSED_CROP', null, 'Rye Flour', 'Roggenmehl', 'Farine de seigle', 'Ржаная мука'],
    ['grainSeed', 'VENDOR_SUPPLY', null, 'Rye Seed', 'Roggensaat', 'Semence de seigle', 'Семена ржи'],
    ['vegetableSeed', 'VENDOR_SUPPLY', null, 'Tomato Seed', 'Tomatensamen', 'Graines de tomate', 'Семена помидоров'],
    ['gem', 'GEM', 71, 'Rough Moonstone', 'Roher Mondstein', 'Pierre de lune brute', 'Необработанный лунный камень'],
    ['cutGem', 'CUT_GEM', null, 'Cut Moonstone', 'Geschliffener Mondstein', 'Pierre de lune taillée', 'Гранёный лунный камень'],
    ['script', 'SCHOLAR_RESOURCE', 73, 'Elven Manuscript', 'Elbisches Manuskript', 'Manuscrit elfique', 'Эльфийский манускрипт'],
    ['herb', 'SCHOLAR_RESOURCE', 75, 'Rosemary', 'Rosmarin', 'Romarin', 'Розмарин'],
    ['extract', 'SCHOLAR_RESOURCE', null, 'Rosemary Extract', 'Rosmarinauszug', 'Extrait de romarin', 'Экстракт розмарина'],
  ],
  [
    ['metalOre', 'ORE', 71, 'Dwarf-iron Ore', 'Zwergeneisenerz', 'Minerai de fer nain', 'Гномья железная руда'],
    ['metalIngot', 'INGOT', null, 'Dwarf-steel Ingot', 'Zwergenstahlbarren', "Lingot d'acier nain", 'Слиток гномьей стали'],
    ['preciousOre', 'ORE', 71, 'Ancient Gold Ore', 'Uraltes Golderz', "Minerai d'or ancien", 'Руда древнего золота'],
    ['preciousIngot', 'INGOT', null, 'Ancient Gold Ingot', 'Uralter Goldbarren', "Lingot d'or ancien", 'Слиток древнего золота'],
    ['branch', 'WOOD', 72, 'Lebethron Branch', 'Lebethronast', 'Branche de lebethron', 'Ветка лебетрона'],
    ['board', 'BOARD', null, 'Lebethron Board', 'Lebethronbrett', 'Planche de lebethron', 'Доска из лебетрона'],
    ['hide', 'HIDE', null, 'Sturdy Hide', 'Robustes Fell', 'Peau robuste', 'Прочная шкура'],
    ['leather', 'LEATHER', null, 'Sturdy Leather', 'Robustes Leder', 'Cuir robuste', 'Прочная кожа'],
    ['grain', 'CROP', 74, 'Spelt', 'Dinkel', 'Épeautre', 'Полба'],
    ['vegetable', 'CROP', 74, 'Pumpkin', 'Kürbis', 'Citrouille', 'Тыква'],
    ['flour', 'PROCESSED_CROP', null, 'Spelt Flour', 'Dinkelmehl', "Farine d'épeautre", 'Полбяная мука'],
    ['grainSeed', 'VENDOR_SUPPLY', null, 'Spelt Seed', 'Dinkelsaat', "Semence d'épeautre", 'Семена полбы'],
    ['vegetableSeed', 'VENDOR_SUPPLY', null, 'Pumpkin Seed', 'Kürbiskerne', 'Graines de citrouille', 'Семена тыквы'],
    ['gem', 'GEM', 71, 'Rough Onyx', 'Roher Onyx', 'Onyx brut', 'Необработанный оникс'],
    ['cutGem', 'CUT_GEM', null, 'Cut Onyx', 'Geschliffener Onyx', 'Onyx taillé', 'Гранёный оникс'],
    ['script', 'SCHOLAR_RESOURCE', 73, 'Númenórean Codex', 'Númenórischer Kodex', 'Codex númenóréen', 'Нуменорский кодекс'],
    ['herb', 'SCHOLAR_RESOURCE', 75, 'Athelas', 'Königskraut', 'Athelas', 'Ацелас'],
    ['extract', 'SCHOLAR_RESOURCE', null, 'Athelas Extract', 'Königskrautauszug', "Extrait d'athelas", 'Экстракт ацеласа'],
  ],
];

/** Vendor supplies: never gathered (the calculator leaves coal, phials, wax, candles and water out). */
const VENDOR_SUPPLIES: [string, number, string, string, string, string][] = [
  ['coal', 20, 'Coal', 'Kohle', 'Charbon', 'Уголь'],
  ['phial', 30, 'Glass Phial', 'Glasphiole', 'Fiole de verre', 'Стеклянный флакон'],
  ['beeswax', 25, 'Beeswax', 'Bienenwachs', "Cire d'abeille", 'Пчелиный воск'],
  ['sealingWax', 40, 'Sealing Wax', 'Siegelwachs', 'Cire à cacheter', 'Сургуч'],
  ['candles', 15, 'Candles', 'Kerzen', 'Bougies', 'Свечи'],
  ['water', 5, 'Water', 'Wasser', 'Eau', 'Вода'],
  ['salt', 10, 'Salt', 'Salz', 'Sel', 'Соль'],
  ['thread', 12, 'Thread', 'Garn', 'Fil', 'Нитки'],
  ['parchment', 18, 'Parchment', 'Pergament', 'Parchemin', 'Пергамент'],
  ['ink', 22, 'Ink', 'Tinte', 'Encre', 'Чернила'],
  ['cookingOil', 14, 'Cooking Oil', 'Speiseöl', 'Huile de cuisson', 'Растительное масло'],
  ['spices', 26, 'Spices', 'Gewürze', 'Épices', 'Специи'],
];
const SHARDS: [string, string, string, string][] = [
  ['Beryl Shard', 'Berylsplitter', 'Éclat de béryl', 'Осколок берилла'],
  ['Adamant Shard', 'Adamantsplitter', "Éclat d'adamant", 'Осколок адаманта'],
  ['Ruby Shard', 'Rubinsplitter', 'Éclat de rubis', 'Осколок рубина'],
  ['Sapphire Shard', 'Saphirsplitter', 'Éclat de saphir', 'Осколок сапфира'],
];
const TOKENS: [string, string, string, string][] = [
  ['Token of Bree-land', 'Marke des Breelands', 'Jeton du Pays de Bree', 'Жетон Бри'],
  ['Mark of Esteldín', 'Zeichen von Esteldín', "Marque d'Esteldín", 'Знак Эстельдина'],
  ['Seal of Annúminas', 'Siegel von Annúminas', "Sceau d'Annúminas", 'Печать Аннуминаса'],
  ['Medallion of the Rift', 'Medaillon des Risses', 'Médaillon de la Faille', 'Медальон Разлома'],
  ['Coin of Helegrod', 'Münze von Helegrod', 'Pièce de Helegrod', 'Монета Хелегрода'],
  ['Sigil of Carn Dûm', 'Zeichen von Carn Dûm', 'Sceau de Carn Dûm', 'Знак Карн Дума'],
  ["Thorin's Hall Token", 'Marke aus Thorins Halle', 'Jeton du Palais de Thorin', 'Жетон Чертогов Торина'],
  ['Mathom Society Token', 'Marke der Mathom-Gesellschaft', 'Jeton de la Société des Mathoms', 'Жетон Общества маттомов'],
  ['Lossoth Fishing Token', 'Lossoth-Fischmarke', 'Jeton de pêche lossoth', 'Рыболовный жетон лоссотов'],
  ['Eglain Token', 'Marke der Eglain', 'Jeton des Eglain', 'Жетон эглайн'],
  ['Barrow-token', 'Hügelgrabmarke', 'Jeton des Galgals', 'Курганный жетон'],
  ['Rivendell Token', 'Bruchtal-Marke', 'Jeton de Fondcombe', 'Жетон Ривенделла'],
];

const TOOL_NOUNS: Record<ProfessionId, ReturnType<typeof n>> = {
  armourer: n("Armourer's Hammer", 'Rüstschmiedhammer m', "Marteau d'armurier m", 'Молот бронника m'),
  cook: n("Cook's Knife", 'Kochmesser n', 'Couteau de cuisinier m', 'Поварской нож m'),
  farmer: n('Hoe', 'Hacke f', 'Houe f', 'Мотыга f'),
  forester: n("Forester's Axe", 'Forstaxt f', 'Hache de forestier f', 'Лесорубный топор m'),
  jeweller: n("Jeweller's Tools", 'Juwelierwerkzeug n', 'Outils de bijoutier mp', 'Ювелирные инструменты p'),
  metalsmith: n('Smithing Hammer', 'Schmiedehammer m', 'Marteau de forge m', 'Кузнечный молот m'),
  prospector: n('Pick', 'Spitzhacke f', 'Pioche f', 'Кирка f'),
  scholar: n("Scholar's Kit", 'Gelehrtenbesteck n', "Trousse d'érudit f", 'Набор учёного m'),
  tailor: n("Tailor's Shears", 'Schneiderschere f', 'Ciseaux de tailleur mp', 'Портновские ножницы p'),
  weaponsmith: n('Smithing Tongs', 'Schmiedezange f', 'Pinces de forge fp', 'Кузнечные клещи p'),
  woodworker: n('Carving Chisel', 'Schnitzmeißel m', 'Ciseau à bois m', 'Стамеска f'),
};
const TOOL_MATERIALS = [MATERIAL_ADJS.bronze, MATERIAL_ADJS.iron, MATERIAL_ADJS.steel, MATERIAL_ADJS.silver, MATERIAL_ADJS.gold];
const OPTIONALS = {
  flux: n('Flux', 'Flussmittel n', 'Fondant m', 'Флюс m'),
  varnish: n('Varnish', 'Holzlack m', 'Vernis m', 'Лак m'),
  tannin: n('Tanning Agent', 'Gerbmittel n', 'Tanin m', 'Дубильное средство n'),
  seasoning: n('Seasoning', 'Würzmischung f', 'Assaisonnement m', 'Приправа f'),
  reagent: n('Reagent', 'Reagenz n', 'Réactif m', 'Реагент m'),
  polish: n('Polishing Compound', 'Polierpaste f', 'Pâte à polir f', 'Полировальная паста f'),
} as const;

export interface CraftingIndex {
  /** mats[tier - 1].get(key) */
  mats: Map<string, ItemRecord>[];
  vendor: Map<string, ItemRecord>;
  shards: ItemRecord[];
  tokens: ItemRecord[];
  optionals: Map<string, ItemRecord>[];
}

function material(ctx: Ctx, rng: Rng, name: Localized, itemClass: ItemClass, level: number, worthCopper: number, origin: ItemOrigin, opts: { category?: ItemCategory; quality?: Quality; stackSize?: number; description?: Localized | null; nodeCategory?: number } = {}): ItemRecord {
  return ctx.addItem({
    name, icon: iconFor(rng, 1090900000), quality: opts.quality ?? 'common', category: opts.category ?? 'Material', itemClass, slot: null,
    weaponType: null, armourType: null, damageType: null, binding: 'none', isUnique: false, stackSize: opts.stackSize ?? 100,
    level, minLevel: 1, requiredClass: null, minDamage: null, maxDamage: null, dps: null, attackSpeed: null, slayerValue: null,
    slayerGenus: null, armour: null, stats: [], effects: [], skillName: null, cooldownDuration: null, durability: null,
    sturdiness: null, worthCopper, setId: null, description: opts.description ?? null,
  }, { origin, nodeCategory: opts.nodeCategory });
}

const USED_IN = L('A crafting material used by {0}.', 'Ein Handwerksmaterial für {0}.', 'Un matériau utilisé par : {0}.', 'Материал для ремесла: {0}.');

export function buildMaterials(ctx: Ctx): CraftingIndex {
  const rng = ctx.rng('materials');
  const idx: CraftingIndex = { mats: [], vendor: new Map(), shards: [], tokens: [], optionals: [] };
  for (const [key, price, en, de, fr, ru] of VENDOR_SUPPLIES) {
    idx.vendor.set(key, material(ctx, rng, L(en, de, fr, ru), 'VENDOR_SUPPLY', 1, Math.round(price / 4), 'vendorSupply', { stackSize: 250 }));
  }
  MATERIALS.forEach((rows, t) => {
    const m = new Map<string, ItemRecord>();
    for (const [key, itemClass, node, en, de, fr, ru] of rows) {
      const origin: ItemOrigin = itemClass === 'VENDOR_SUPPLY' ? 'vendorSupply' : 'material';
      const profName = key.includes('Ore') || key.includes('Ingot') ? PROFESSIONS[6]!.name : key === 'branch' || key === 'board' || key === 'hide' || key === 'leather' ? PROFESSIONS[3]!.name : key.includes('grain') || key.includes('vegetable') || key === 'flour' || key.includes('Seed') ? PROFESSIONS[2]!.name : key.includes('em') ? PROFESSIONS[4]!.name : PROFESSIONS[7]!.name;
      m.set(key, material(ctx, rng, L(en, de, fr, ru), itemClass, TIER_LEVEL[t]!, 3 + t * 4 + (node ? 0 : 6), origin, { description: fill(USED_IN, profName), nodeCategory: node ?? undefined }));
    }
    idx.mats.push(m);
    const o = new Map<string, ItemRecord>();
    for (const [key, noun] of Object.entries(OPTIONALS)) {
      o.set(key, material(ctx, rng, compose(noun, [TIER_ADJS[t]!]), 'CRITICAL_INGREDIENT', TIER_LEVEL[t]!, 20 + t * 15, 'material', { quality: 'uncommon', stackSize: 50 }));
    }
    idx.optionals.push(o);
  });
  for (const [en, de, fr, ru] of SHARDS) {
    idx.shards.push(material(ctx, rng, L(en, de, fr, ru), 'SHARD', 40, 500, 'shard', { quality: 'rare', stackSize: 25, description: L('A rare shard dropped by signature and elite creatures.', 'Ein seltener Splitter von Signatur- und Elitekreaturen.', 'Un éclat rare laissé par les créatures de signature et d’élite.', 'Редкий осколок, добываемый у именных и элитных существ.') }));
  }
  for (const [en, de, fr, ru] of TOKENS) {
    idx.tokens.push(material(ctx, rng, L(en, de, fr, ru), 'TOKEN', 30, 0, 'token', { quality: 'uncommon', stackSize: 500, description: L('Can be exchanged with barterers.', 'Kann bei Tauschhändlern eingetauscht werden.', 'Peut être échangé auprès des troqueurs.', 'Можно обменять у меновщиков.') }));
  }
  return idx;
}

export function buildProfessions(ctx: Ctx): void {
  for (const p of PROFESSIONS) {
    ctx.data.professions.push({
      id: p.id, name: p.name, kind: p.kind,
      tiers: TIER_POINTS.map((tp, i) => ({ tier: tp.tier, name: TIER_NAMES[i]!, proficiencyPoints: tp.proficiency, masteryPoints: tp.mastery, minLevel: Math.max(1, TIER_LEVEL[i]! - 10) })),
    });
  }
}

// ---------------------------------------------------------------------------------------- recipes

interface Ing { item: ItemRecord; quantity: number; optional?: boolean; bonus?: number }

function consumable(ctx: Ctx, rng: Rng, name: Localized, itemClass: 'POTION' | 'SCROLL' | 'FOOD', level: number, quality: Quality, origin: ItemOrigin, statName: 'morale' | 'power' | 'might' | 'agility' | 'vitality' | 'will' | 'fate' | null, description: Localized): ItemRecord {
  const q = QUALITY_MULT[quality];
  const u = onUseEffect(rng, level, q);
  const cooldown = itemClass === 'FOOD' ? 1800 : itemClass === 'SCROLL' ? 900 : rng.pick([60, 120, 300]);
  return ctx.addItem({
    name, icon: iconFor(rng, 1091100000), quality, category: itemClass === 'FOOD' ? 'Food' : 'Consumable', itemClass, slot: null,
    weaponType: null, armourType: null, damageType: null, binding: 'none', isUnique: false, stackSize: 50, level,
    minLevel: Math.max(1, level - 5), requiredClass: null, minDamage: null, maxDamage: null, dps: null, attackSpeed: null,
    slayerValue: null, slayerGenus: null, armour: null,
    stats: statName ? [stat(statName, statName === 'morale' || statName === 'power' ? Math.round(level * 2 * q) : Math.round(level * 0.5 * q + 2))] : [],
    effects: [{ name: u.effect.name, description, spellcraft: u.effect.spellcraft }], skillName: name, cooldownDuration: cooldown,
    durability: null, sturdiness: null, worthCopper: Math.round(level * 6 * q), setId: null, description,
  }, { origin });
}

const POTION_DESC: Record<keyof typeof POTION_NOUNS, Localized> = {
  morale: L('Restores morale.', 'Stellt Moral wieder her.', 'Rend du moral.', 'Восстанавливает боевой дух.'),
  power: L('Restores power.', 'Stellt Kraft wieder her.', "Rend de l'énergie.", 'Восстанавливает энергию.'),
  wound: L('Removes a wound effect.', 'Entfernt einen Wundeffekt.', 'Supprime un effet de blessure.', 'Снимает эффект раны.'),
  disease: L('Removes a disease effect.', 'Entfernt einen Krankheitseffekt.', 'Supprime un effet de maladie.', 'Снимает эффект болезни.'),
  poison: L('Removes a poison effect.', 'Entfernt einen Gifteffekt.', 'Supprime un effet de poison.', 'Снимает эффект яда.'),
  fear: L('Removes a fear effect.', 'Entfernt einen Angsteffekt.', 'Supprime un effet de peur.', 'Снимает эффект страха.'),
};
const FOOD_DESC = L('Raises {0} for 30 minutes.', 'Erhöht {0} für 30 Minuten.', 'Augmente : {0} pendant 30 minutes.', 'Повышает: {0} на 30 минут.');
const OLD = ' (Old)';

export function buildRecipes(ctx: Ctx, idx: CraftingIndex): void {
  const rng = ctx.rng('recipes');
  const d = ctx.data;
  let recipeId = 1;
  const recipes = d.recipes;
  const add = (profession: ProfessionId, tier: number, name: Localized, category: RecipeRecord['category'], ings: Ing[], result: ItemRecord, resultQty: number, crit: ItemRecord | null, critQty: number, xpFactor = 1, critChance?: number): RecipeRecord => {
    const xp = Math.round([16, 20, 24, 28, 32][tier - 1]! * xpFactor);
    const shardIds = new Set(idx.shards.map((s) => s.id));
    const r: RecipeRecord = {
      id: recipeId++, name, profession, tier, category, xp,
      baseCriticalChance: critChance ?? (crit ? rng.pick([5, 5, 8, 10, 12, 15]) : 0),
      usesShards: ings.some((i) => shardIds.has(i.item.id)),
      ingredients: ings.map((i) => ({ itemId: i.item.id, quantity: i.quantity, optional: i.optional ?? false, criticalChanceBonus: i.optional ? i.bonus ?? 20 : 0 })),
      result: { itemId: result.id, quantity: resultQty },
      criticalResult: crit ? { itemId: crit.id, quantity: critQty } : null,
      recipeItemId: null,
    };
    recipes.push(r);
    return r;
  };
  const recipeName = (result: ItemRecord) => result.name;
  const V = (k: string) => idx.vendor.get(k)!;

  for (let t = 1; t <= 5; t++) {
    const M = (k: string) => idx.mats[t - 1]!.get(k)!;
    const O = (k: string) => idx.optionals[t - 1]!.get(k)!;
    const level = TIER_LEVEL[t - 1]!;
    // Gathering and processing: smelting, boards, leather, fields, milling, cutting, extracts.
    add('prospector', t, recipeName(M('metalIngot')), 'Misc', [{ item: M('metalOre'), quantity: 2 }, { item: V('coal'), quantity: 1 }], M('metalIngot'), 1, M('metalIngot'), 2, 0.75, 10);
    add('prospector', t, recipeName(M('preciousIngot')), 'Misc', [{ item: M('preciousOre'), quantity: 2 }, { item: V('coal'), quantity: 1 }], M('preciousIngot'), 1, M('preciousIngot'), 2, 0.75, 10);
    add('forester', t, recipeName(M('board')), 'Misc', [{ item: M('branch'), quantity: 2 }], M('board'), 1, M('board'), 2, 0.75, 10);
    add('forester', t, recipeName(M('leather')), 'Misc', [{ item: M('hide'), quantity: 2 }, { item: V('salt'), quantity: 1 }], M('leather'), 1, M('leather'), 2, 0.75, 10);
    add('farmer', t, recipeName(M('grain')), 'Misc', [{ item: M('grainSeed'), quantity: 1 }, { item: V('water'), quantity: 1 }], M('grain'), 4, M('grain'), 6, 0.6, 15);
    add('farmer', t, recipeName(M('vegetable')), 'Misc', [{ item: M('vegetableSeed'), quantity: 1 }, { item: V('water'), quantity: 1 }], M('vegetable'), 4, M('vegetable'), 6, 0.6, 15);
    add('farmer', t, recipeName(M('flour')), 'Misc', [{ item: M('grain'), quantity: 2 }], M('flour'), 1, M('flour'), 2, 0.6, 10);
    add('jeweller', t, recipeName(M('cutGem')), 'Misc', [{ item: M('gem'), quantity: 1 }], M('cutGem'), 1, M('cutGem'), 2, 0.75, 10);
    add('scholar', t, recipeName(M('extract')), 'Misc', [{ item: M('herb'), quantity: 2 }, { item: V('water'), quantity: 1 }], M('extract'), 1, M('extract'), 2, 0.75, 10);

    // Scholar: potions and scrolls.
    for (const [key, noun] of Object.entries(POTION_NOUNS) as [keyof typeof POTION_NOUNS, (typeof POTION_NOUNS)[keyof typeof POTION_NOUNS]][]) {
      const name = compose(noun, [POTION_ADJS[t - 1]!]);
      const res = consumable(ctx, rng, name, 'POTION', level, 'common', 'consumable', key === 'morale' || key === 'power' ? key : null, POTION_DESC[key]);
      const crit = consumable(ctx, rng, compose(noun, [POTION_ADJS[t - 1]!, POTION_STRONG]), 'POTION', level, 'uncommon', 'consumable', key === 'morale' || key === 'power' ? key : null, POTION_DESC[key]);
      add('scholar', t, name, 'Misc', [{ item: M('extract'), quantity: 1 }, { item: V('phial'), quantity: 1 }, { item: V('water'), quantity: 1 }, { item: O('reagent'), quantity: 1, optional: true, bonus: 25 }], res, 3, crit, 3);
    }
    for (const [key, noun] of Object.entries(SCROLL_NOUNS)) {
      const name = compose(noun, [TIER_ADJS[t - 1]!]);
      const desc = key === 'battle' ? L('Raises your damage for 15 minutes.', 'Erhöht 15 Minuten lang Euren Schaden.', 'Augmente vos dégâts pendant 15 minutes.', 'Повышает урон на 15 минут.') : L('Raises your mitigations for 15 minutes.', 'Erhöht 15 Minuten lang Eure Schadensminderung.', 'Augmente vos atténuations pendant 15 minutes.', 'Повышает защиту на 15 минут.');
      const res = consumable(ctx, rng, name, 'SCROLL', level, 'uncommon', 'consumable', null, desc);
      add('scholar', t, name, 'Misc', [{ item: M('script'), quantity: 1 }, { item: V('parchment'), quantity: 1 }, { item: V('ink'), quantity: 1 }, { item: V('sealingWax'), quantity: 1 }], res, 1, null, 0, 1.25, 0);
    }
    // Cook: ten dishes per tier.
    const dishes = rng.sample(FOOD_NOUNS, 10);
    for (const noun of dishes) {
      const adj = rng.pick(FOOD_ADJS);
      const name = compose(noun, [adj]);
      const s = rng.pick(['might', 'agility', 'vitality', 'will', 'fate'] as const);
      const res = consumable(ctx, rng, name, 'FOOD', level, 'common', 'food', s, fill(FOOD_DESC, statText(s)));
      const crit = consumable(ctx, rng, compose(noun, [FOOD_FINE, adj]), 'FOOD', level, 'uncommon', 'food', s, fill(FOOD_DESC, statText(s)));
      add('cook', t, name, 'Misc', [{ item: M(rng.pick(['flour', 'vegetable'])), quantity: 2 }, { item: M('vegetable'), quantity: 1 }, { item: V(rng.pick(['salt', 'cookingOil', 'water'])), quantity: 1 }, { item: O('seasoning'), quantity: 1, optional: true, bonus: 15 }], res, 2, crit, 2);
    }
    // Metalsmith: the crafting tools of every profession.
    for (const p of PROFESSIONS) {
      const mk = (quality: Quality, extra: boolean) => {
        const name = compose(TOOL_NOUNS[p.id], extra ? [QUALITY_ADJS[1]!, TOOL_MATERIALS[t - 1]!] : [TOOL_MATERIALS[t - 1]!]);
        return ctx.addItem({
          name, icon: iconFor(rng, 1091200000), quality, category: 'Tool', itemClass: 'CRAFTING_TOOL', slot: 'tool', weaponType: null,
          armourType: null, damageType: null, binding: 'bindOnEquip', isUnique: false, stackSize: 1, level, minLevel: Math.max(1, level - 10),
          requiredClass: null, minDamage: null, maxDamage: null, dps: null, attackSpeed: null, slayerValue: null, slayerGenus: null,
          armour: null, stats: [], effects: extra ? [{ name: L('Careful Work', 'Sorgfältige Arbeit', 'Travail soigné', 'Тщательная работа'), description: L('+5% critical success chance when crafting.', '+5 % Chance auf kritischen Erfolg beim Herstellen.', '+5 % de chances de réussite critique en artisanat.', '+5% к шансу особого успеха при изготовлении.'), spellcraft: null }] : [],
          skillName: null, cooldownDuration: null, durability: 60 + t * 20, sturdiness: 'tough', worthCopper: level * 20, setId: null,
          description: fill(L('A tool for the {0}.', 'Ein Werkzeug für den {0}.', 'Un outil pour : {0}.', 'Инструмент для ремесла: {0}.'), p.name),
        }, { origin: 'tool' });
      };
      const res = mk('common', false);
      const crit = mk('uncommon', true);
      add('metalsmith', t, res.name, 'Misc', [{ item: M('metalIngot'), quantity: 2 }, { item: M('board'), quantity: 1 }, { item: V('coal'), quantity: 1 }, { item: O('flux'), quantity: 1, optional: true, bonus: 20 }], res, 1, crit, 1);
    }
    // Gear crafters.
    const gear = (profession: ProfessionId, category: RecipeRecord['category'], kind: GearKind, ings: Ing[], optional: ItemRecord) => {
      const res = makeGear(ctx, rng, { kind, level, quality: 'uncommon', origin: 'crafted' });
      const crit = makeGear(ctx, rng, { kind, level, quality: 'rare', origin: 'crafted', name: critName(res.name) });
      add(profession, t, res.name, category, [...ings, { item: optional, quantity: 1, optional: true, bonus: 20 }], res, 1, crit, 1, 1.5);
    };
    for (const slot of ARMOUR_SLOTS) gear('armourer', 'Armour', { kind: 'armour', slot, armourType: 'heavy' }, [{ item: M('metalIngot'), quantity: 3 }, { item: M('leather'), quantity: 1 }], O('flux'));
    for (const wt of ['SHIELD', 'HEAVY_SHIELD'] as WeaponType[]) gear('armourer', 'Armour', { kind: 'weapon', weaponType: wt }, [{ item: M('metalIngot'), quantity: 2 }, { item: M('board'), quantity: 2 }], O('flux'));
    for (const at of ['light', 'medium'] as ArmourType[]) for (const slot of ARMOUR_SLOTS) gear('tailor', 'Armour', { kind: 'armour', slot, armourType: at }, [{ item: M('leather'), quantity: at === 'medium' ? 3 : 1 }, { item: V('thread'), quantity: 2 }], O('tannin'));
    for (const wt of ['ONE_HANDED_SWORD', 'ONE_HANDED_AXE', 'ONE_HANDED_HAMMER', 'ONE_HANDED_MACE', 'ONE_HANDED_CLUB', 'DAGGER', 'TWO_HANDED_SWORD', 'TWO_HANDED_AXE', 'TWO_HANDED_HAMMER', 'TWO_HANDED_CLUB'] as WeaponType[]) {
      gear('weaponsmith', 'Weapons', { kind: 'weapon', weaponType: wt }, [{ item: M('metalIngot'), quantity: 3 }, { item: M('leather'), quantity: 1 }, { item: V('coal'), quantity: 1 }], O('flux'));
    }
    for (const wt of ['BOW', 'CROSSBOW', 'STAFF', 'SPEAR', 'HALBERD', 'JAVELIN'] as WeaponType[]) {
      gear('woodworker', 'Weapons', { kind: 'weapon', weaponType: wt }, [{ item: M('board'), quantity: 3 }, { item: M('leather'), quantity: 1 }], O('varnish'));
    }
    for (const slot of JEWEL_SLOTS) {
      gear('jeweller', 'Misc', { kind: 'jewel', slot }, [{ item: M('preciousIngot'), quantity: 2 }, { item: M('cutGem'), quantity: 1 }], O('polish'));
      gear('jeweller', 'Misc', { kind: 'jewel', slot }, [{ item: M('preciousIngot'), quantity: 1 }, { item: M('cutGem'), quantity: 2 }], O('polish'));
    }
    // Shard recipes (tiers 3-5): better gear that needs a rare shard; the calculator leaves them out.
    if (t >= 3) {
      const shardGear: [ProfessionId, RecipeRecord['category'], GearKind, ItemRecord][] = [
        ['armourer', 'Armour', { kind: 'armour', slot: 'chest', armourType: 'heavy' }, M('metalIngot')],
        ['tailor', 'Armour', { kind: 'armour', slot: 'chest', armourType: 'medium' }, M('leather')],
        ['weaponsmith', 'Weapons', { kind: 'weapon', weaponType: 'ONE_HANDED_SWORD' }, M('metalIngot')],
        ['woodworker', 'Weapons', { kind: 'weapon', weaponType: 'BOW' }, M('board')],
        ['jeweller', 'Misc', { kind: 'jewel', slot: 'necklace' }, M('preciousIngot')],
      ];
      shardGear.forEach(([profession, category, kind, base], i) => {
        const shard = idx.shards[(i + t) % idx.shards.length]!;
        const res = makeGear(ctx, rng, { kind, level, quality: 'incomparable', origin: 'crafted' });
        add(profession, t, res.name, category, [{ item: base, quantity: 4 }, { item: shard, quantity: 1 }], res, 1, null, 0, 2, 0);
      });
    }
  }

  // "(Old)" recipes: superseded copies kept in the data (some give no XP); the calculator drops them.
  const originals = recipes.filter((r) => r.category !== 'Misc' || r.profession === 'cook');
  const old = rng.sample(originals, 24);
  for (const r of old) {
    const copy: RecipeRecord = {
      ...r, id: recipeId++, name: { en: r.name.en + OLD, de: r.name.de + OLD, fr: r.name.fr + OLD, ru: r.name.ru + OLD },
      xp: rng.chance(0.5) ? 0 : r.xp, ingredients: r.ingredients.map((i) => ({ ...i })), result: { ...r.result },
      criticalResult: r.criticalResult ? { ...r.criticalResult } : null,
    };
    recipes.push(copy);
  }
}

function statText(s: 'might' | 'agility' | 'vitality' | 'will' | 'fate'): Localized {
  return {
    might: L('Might', 'Macht', 'Puissance', 'Мощь'), agility: L('Agility', 'Beweglichkeit', 'Agilité', 'Ловкость'),
    vitality: L('Vitality', 'Vitalität', 'Vitalité', 'Живучесть'), will: L('Will', 'Wille', 'Volonté', 'Воля'), fate: L('Fate', 'Schicksal', 'Destin', 'Судьба'),
  }[s];
}

/** The critical result of a gear recipe: the same name marked as a masterwork (a noun: no agreement needed). */
function critName(name: Localized): Localized {
  return { en: `${name.en} (Masterwork)`, de: `${name.de} (Meisterstück)`, fr: `${name.fr} (chef-d'œuvre)`, ru: `${name.ru} (шедевр)` };
}
