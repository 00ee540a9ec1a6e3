// Eriador: the world map, the ten zones with the spec's map ids, their areas and dungeons.

import { WORLD_MAP_ID, ZONE_MAP_IDS, type Localized } from '@eoa/contracts';
import { ZONE_KEYS, type ZoneKey } from '../format/constants.js';
import { L, P } from './words.js';

export interface ZoneDef {
  key: ZoneKey;
  name: Localized;
  /** [minLon, maxLon, minLat, maxLat] */
  box: [number, number, number, number];
  levels: [number, number];
  /** Areas in a cols × rows grid over the zone. */
  grid: [number, number];
  areas: Localized[];
  dungeons: { name: Localized; area: number; instance: boolean }[];
  /** Settlement names (become settlement markers and NPC homes). */
  settlements: string[];
}

/**
 * Boxes tile Eriador roughly as on the game's map: Ered Luin in the west, then the Shire, Bree-land, the
 * Lone-lands and the Trollshaws eastwards; Evendim north of the Shire, the North Downs north of Bree, Angmar
 * north of them, Forochel in the far north-west and the Misty Mountains east of the Trollshaws.
 */
export const ZONES: ZoneDef[] = [
  {
    key: 'eredLuin', name: L('Ered Luin', 'Ered Luin', 'Ered Luin', 'Эред Луин'), box: [-118, -92, -40, -8], levels: [1, 15], grid: [2, 3],
    areas: [P("Thorin's Gate"), P('Duillond'), P('Rath Teraig'), P('Falathlorn'), P('Celondim'), P('Gondamon')],
    dungeons: [{ name: P('Sarnúr'), area: 2, instance: true }, { name: P('Haudh Lin'), area: 3, instance: false }, { name: L('The Vault of Gondamon', 'Das Gewölbe von Gondamon', 'La Crypte de Gondamon', 'Склеп Гондамона'), area: 5, instance: false }],
    settlements: ["Thorin's Hall", 'Duillond', 'Celondim', 'Noglond', 'Gondamon'],
  },
  {
    key: 'shire', name: L('The Shire', 'Das Auenland', 'La Comté', 'Шир'), box: [-92, -62, -42, -20], levels: [1, 20], grid: [3, 2],
    areas: [L('Westfarthing', 'Westviertel', 'Quartier Ouest', 'Западный удел'), L('Southfarthing', 'Südviertel', 'Quartier Sud', 'Южный удел'), L('Eastfarthing', 'Ostviertel', 'Quartier Est', 'Восточный удел'),
      L('Northfarthing', 'Nordviertel', 'Quartier Nord', 'Северный удел'), L('Bindbole Wood', 'Bindbolz', 'Bois de Bindbole', 'Бинбольский лес'), L('The Marish', 'Die Bruchlande', 'Le Marais', 'Болотище')],
    dungeons: [{ name: P('Brockenbores'), area: 2, instance: false }, { name: L('Girdley Caves', 'Gürtelhöhlen', 'Grottes de Girdley', 'Гирдлийские пещеры'), area: 4, instance: false }],
    settlements: ['Michel Delving', 'Hobbiton', 'Bywater', 'Tuckborough', 'Stock', 'Frogmorton', 'Little Delving'],
  },
  {
    key: 'breeLand', name: L('Bree-land', 'Breeland', 'Le Pays de Bree', 'Бри'), box: [-62, -44, -42, -20], levels: [5, 25], grid: [2, 3],
    areas: [L('Bree-town', 'Bree-Stadt', 'Bree', 'Пригорье'), L('The Chetwood', 'Der Chet-Wald', 'Le Bois de Chet', 'Четвуд'), L('Midgewater Marshes', 'Mückenwassermoore', 'Marais de Moucheaux', 'Комариные топи'),
      L('The Old Forest', 'Der Alte Wald', 'La Vieille Forêt', 'Старый лес'), L('The Barrow-downs', 'Die Hügelgräberhöhen', 'Les Hauts des Galgals', 'Могильники'), L('South Bree-fields', 'Südliche Breefelder', 'Champs du sud de Bree', 'Южные поля Бри')],
    dungeons: [{ name: L('The Great Barrows', 'Die Großen Hügelgräber', 'Les Grands Galgals', 'Великие курганы'), area: 4, instance: true }, { name: P('Haudh Iarchith'), area: 4, instance: false }, { name: P('Haudh Valandil'), area: 4, instance: false }, { name: L("Adso's Camp Cellars", 'Adsos Lagerkeller', "Caves du camp d'Adso", 'Подвалы лагеря Адсо'), area: 1, instance: false }],
    settlements: ['Bree', 'Staddle', 'Combe', 'Archet', "Adso's Camp", 'Buckland Gate'],
  },
  {
    key: 'loneLands', name: L('The Lone-lands', 'Die Einsamen Lande', 'Les Terres Solitaires', 'Одинокие земли'), box: [-44, -24, -42, -24], levels: [20, 32], grid: [3, 2],
    areas: [P('Weathertop'), P('Ost Guruth'), P('Agamaur'), L('The Weather Hills', 'Die Wetterberge', 'Les Collines du Temps', 'Заветерь'), P('Harloeg'), P('Nain Enidh')],
    dungeons: [{ name: P('Garth Agarwen'), area: 2, instance: true }, { name: P('Ram Duath'), area: 4, instance: false }],
    settlements: ['The Forsaken Inn', 'Ost Guruth', 'Candaith\'s Camp'],
  },
  {
    key: 'northDowns', name: L('The North Downs', 'Die Nordhöhen', 'Les Coteaux Nord', 'Северное нагорье'), box: [-62, -36, -20, 0], levels: [28, 40], grid: [3, 2],
    areas: [P('Esteldín'), P('Trestlebridge'), L('Fields of Fornost', 'Felder von Fornost', 'Champs de Fornost', 'Поля Форноста'), P('Nan Wathren'), P('Dol Dinen'), P('Meluinen')],
    dungeons: [{ name: P('Fornost'), area: 2, instance: true }, { name: P('Nan Amlug'), area: 4, instance: false }, { name: P('Dol Haedir'), area: 5, instance: false }],
    settlements: ['Esteldín', 'Trestlebridge', 'Othrikar', 'Amon Raith'],
  },
  {
    key: 'evendim', name: L('Evendim', 'Abendrotsee', 'Evendim', 'Эвендим'), box: [-92, -62, -20, 0], levels: [30, 42], grid: [3, 2],
    areas: [P('Tinnudir'), P('Annúminas'), P('Dwaling'), P('Oatbarton'), P('Men Erain'), P('Tyrn Lhuig')],
    dungeons: [{ name: P('Annúminas'), area: 1, instance: true }, { name: P('Ost Forod'), area: 4, instance: false }, { name: P('Barad Tathren'), area: 5, instance: false }],
    settlements: ['Tinnudir', 'Oatbarton', 'Dwaling', 'Clovenfield'],
  },
  {
    key: 'trollshaws', name: L('The Trollshaws', 'Die Trollhöhen', 'Le Bois aux Trolls', 'Троллистые холмы'), box: [-24, -4, -40, -14], levels: [33, 45], grid: [2, 3],
    areas: [L('Rivendell Valley', 'Tal von Bruchtal', 'Vallée de Fondcombe', 'Долина Ривенделла'), P('Thornhope'), L('The Bruinen Gorges', 'Die Bruinenschluchten', 'Les Gorges du Bruinen', 'Ущелья Бруинена'), P('Riverbottoms'), P('Nan Tornaeth'), P('Barachen\'s Camp')],
    dungeons: [{ name: P('Ost Ringdyr'), area: 4, instance: false }, { name: L('The Troll-caves', 'Die Trollhöhlen', 'Les Cavernes des Trolls', 'Тролльи пещеры'), area: 2, instance: false }],
    settlements: ['Rivendell', 'Thorenhad', 'Echad Candelleth'],
  },
  {
    key: 'mistyMountains', name: L('The Misty Mountains', 'Das Nebelgebirge', 'Les Monts Brumeux', 'Мглистые горы'), box: [-4, 10, -34, -4], levels: [40, 50], grid: [2, 3],
    areas: [L('Goblin-town Approach', 'Vor der Bilwissstadt', 'Abords de la Ville des Gobelins', 'Подступы к Гоблин-городу'), L('Vale of Thrár', 'Tal von Thrár', 'Val de Thrár', 'Долина Трара'), P('Angdúr'), P('Hithlad'), L('Bruinen Source', 'Bruinenquelle', 'Source du Bruinen', 'Исток Бруинена'), L('Northern Crags', 'Nördliche Klippen', 'Escarpements du Nord', 'Северные утёсы')],
    dungeons: [{ name: L('Goblin-town', 'Bilwissstadt', 'Ville des Gobelins', 'Гоблин-город'), area: 0, instance: true }, { name: P('Helegrod'), area: 5, instance: true }, { name: L('The Rift of Nûrz Ghâshu', 'Der Riss von Nûrz Ghâshu', 'La Faille de Nûrz Ghâshu', 'Разлом Нурз Гашу'), area: 3, instance: true }],
    settlements: ['Vindurhal', 'Glacier Lodge', 'Rhudaur Watch'],
  },
  {
    key: 'angmar', name: L('Angmar', 'Angmar', 'Angmar', 'Ангмар'), box: [-56, -24, 0, 16], levels: [42, 50], grid: [3, 2],
    areas: [P('Gath Forthnír'), P('Aughaire'), P('Gabilshathûr'), P('Imlad Balchorth'), P('Maethad'), P('Rammas Morthon')],
    dungeons: [{ name: P('Carn Dûm'), area: 3, instance: true }, { name: P('Urugarth'), area: 1, instance: true }, { name: P('Barad Gúlaran'), area: 5, instance: true }],
    settlements: ['Aughaire', 'Gath Forthnír', 'Iorthon'],
  },
  {
    key: 'forochel', name: L('Forochel', 'Forochel', 'Forochel', 'Форохель'), box: [-92, -56, 4, 30], levels: [40, 50], grid: [2, 3],
    areas: [P('Suri-kylä'), P('Zigilgund'), P('Kauppa-kohta'), P('Pynti-peldot'), P('Talvi-mökki'), P('Itä-mere')],
    dungeons: [{ name: L('The Frozen Barrow', 'Das Gefrorene Hügelgrab', 'Le Galgal gelé', 'Ледяной курган'), area: 3, instance: false }, { name: L('Cave of the Ice-spirits', 'Höhle der Eisgeister', 'Grotte des esprits de glace', 'Пещера ледяных духов'), area: 1, instance: false }],
    settlements: ['Suri-kylä', 'Zigilgund', 'Kauppa-kohta', 'Pynti-peldot'],
  },
];

export const WORLD = {
  id: WORLD_MAP_ID,
  name: L('Eriador', 'Eriador', 'Eriador', 'Эриадор'),
  box: [-120, 12, -45, 32] as [number, number, number, number],
};

export function zoneMapId(key: ZoneKey): number {
  return ZONE_MAP_IDS[ZONE_KEYS.indexOf(key)]!;
}

/** Later regions that hold quests of later eras (no maps in the classic data set). */
export const LATER_REGIONS: { era: 'MoM' | 'SoM' | 'RoI' | 'RoR' | 'HD' | 'Mordor'; name: Localized; levels: [number, number] }[] = [
  { era: 'MoM', name: L('Eregion', 'Eregion', 'Eregion', 'Эрегион'), levels: [45, 55] },
  { era: 'MoM', name: L('Moria', 'Moria', 'La Moria', 'Мория'), levels: [50, 60] },
  { era: 'SoM', name: L('Lothlórien', 'Lothlórien', 'Lothlórien', 'Лотлориэн'), levels: [55, 60] },
  { era: 'SoM', name: L('Mirkwood', 'Düsterwald', 'La Forêt Noire', 'Лихолесье'), levels: [60, 65] },
  { era: 'RoI', name: L('Enedwaith', 'Enedwaith', "L'Enedwaith", 'Энедвайт'), levels: [60, 65] },
  { era: 'RoI', name: L('Dunland', 'Dunland', 'Le Pays de Dun', 'Дунланд'), levels: [65, 75] },
  { era: 'RoR', name: L('East Rohan', 'Ost-Rohan', "Le Rohan de l'Est", 'Восточный Рохан'), levels: [75, 85] },
  { era: 'HD', name: L('West Rohan', 'West-Rohan', "Le Rohan de l'Ouest", 'Западный Рохан'), levels: [85, 95] },
  { era: 'Mordor', name: L('Mordor', 'Mordor', 'Le Mordor', 'Мордор'), levels: [105, 115] },
];
