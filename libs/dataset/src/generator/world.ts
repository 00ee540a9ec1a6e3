// Maps, map links and marker categories.

import { type ZoneKey } from '../format/constants.js';
import type { Box } from '../format/coordinates.js';
import type { MapRecord } from '../format/schema.js';
import type { Localized } from '@eoa/contracts';
import { Ctx } from './context.js';
import { WORLD, ZONES, zoneMapId, type ZoneDef } from './geography.js';
import { round, type Rng } from './rng.js';
import { L, fill } from './words.js';

const box = (minLon: number, maxLon: number, minLat: number, maxLat: number): Box => ({
  min: { longitude: round(minLon, 3), latitude: round(minLat, 3) },
  max: { longitude: round(maxLon, 3), latitude: round(maxLat, 3) },
});

export interface PlacedMap {
  rec: MapRecord;
  zone: ZoneDef | null;
  /** Area index within the zone, for areas and dungeons. */
  areaIndex: number | null;
}

export interface WorldIndex {
  maps: Map<number, PlacedMap>;
  zoneAreas: Map<ZoneKey, MapRecord[]>;
  zoneDungeons: Map<ZoneKey, MapRecord[]>;
  /** dungeon map id → its area map */
  dungeonArea: Map<number, MapRecord>;
}

/** A random point inside a box, away from its edges by margin (a fraction of its size). */
export function pointIn(rng: Rng, b: Box, margin = 0.04): { longitude: number; latitude: number } {
  const w = b.max.longitude - b.min.longitude;
  const h = b.max.latitude - b.min.latitude;
  return {
    longitude: round(b.min.longitude + w * margin + rng.float() * w * (1 - 2 * margin), 4),
    latitude: round(b.min.latitude + h * margin + rng.float() * h * (1 - 2 * margin), 4),
  };
}
export function centre(b: Box): { longitude: number; latitude: number } {
  return { longitude: round((b.min.longitude + b.max.longitude) / 2, 4), latitude: round((b.min.latitude + b.max.latitude) / 2, 4) };
}

export function buildWorld(ctx: Ctx): WorldIndex {
  const rng = ctx.rng('maps');
  const d = ctx.data;
  const index: WorldIndex = { maps: new Map(), zoneAreas: new Map(), zoneDungeons: new Map(), dungeonArea: new Map() };
  const add = (rec: MapRecord, zone: ZoneDef | null, areaIndex: number | null) => {
    d.maps.push(rec);
    index.maps.set(rec.id, { rec, zone, areaIndex });
  };
  const [wx0, wx1, wy0, wy1] = WORLD.box;
  add({
    id: WORLD.id, name: WORLD.name, type: 'region', parentId: null, zoneId: null, isMainRegionMap: true, isInstance: false,
    boundingBox: box(wx0, wx1, wy0, wy1), levelMin: 1, levelMax: 50, imageWidth: 2048, imageHeight: 1200,
  }, null, null);

  let areaId = 268440001;
  let dungeonId = 268442001;
  for (const z of ZONES) {
    const zid = zoneMapId(z.key);
    const [x0, x1, y0, y1] = z.box;
    add({
      id: zid, name: z.name, type: 'region', parentId: WORLD.id, zoneId: zid, isMainRegionMap: true, isInstance: false,
      boundingBox: box(x0, x1, y0, y1), levelMin: z.levels[0], levelMax: z.levels[1], imageWidth: 1024, imageHeight: 768,
    }, z, null);
    const [cols, rows] = z.grid;
    const areas: MapRecord[] = [];
    z.areas.forEach((name, i) => {
      const cx = i % cols;
      const cy = Math.floor(i / cols);
      const ax0 = x0 + ((x1 - x0) * cx) / cols;
      const ax1 = x0 + ((x1 - x0) * (cx + 1)) / cols;
      const ay0 = y0 + ((y1 - y0) * cy) / rows;
      const ay1 = y0 + ((y1 - y0) * (cy + 1)) / rows;
      // Areas of a zone get level bands that rise across the zone.
      const span = z.levels[1] - z.levels[0];
      const lo = z.levels[0] + Math.floor((span * i) / z.areas.length);
      const hi = Math.min(z.levels[1], lo + Math.max(3, Math.ceil(span / 2)));
      const rec: MapRecord = {
        id: areaId++, name, type: 'area', parentId: zid, zoneId: zid, isMainRegionMap: false, isInstance: false,
        boundingBox: box(ax0, ax1, ay0, ay1), levelMin: lo, levelMax: hi, imageWidth: 1024, imageHeight: 768,
      };
      add(rec, z, i);
      areas.push(rec);
    });
    index.zoneAreas.set(z.key, areas);
    const dungeons: MapRecord[] = [];
    for (const dg of z.dungeons) {
      const area = areas[dg.area]!;
      const ab = area.boundingBox;
      const w = (ab.max.longitude - ab.min.longitude) * 0.14;
      const h = (ab.max.latitude - ab.min.latitude) * 0.14;
      // Dungeons of one area sit in different thirds of it, so their boxes never overlap.
      const slot = dungeons.filter((x) => x.parentId === area.id).length;
      const sx0 = ab.min.longitude + ((ab.max.longitude - ab.min.longitude) * slot) / 3;
      const sub = box(sx0, sx0 + (ab.max.longitude - ab.min.longitude) / 3, ab.min.latitude, ab.max.latitude);
      const c = pointIn(rng, sub, 0.3);
      const rec: MapRecord = {
        id: dungeonId++, name: dg.name, type: 'dungeon', parentId: area.id, zoneId: zid, isMainRegionMap: false, isInstance: dg.instance,
        boundingBox: box(c.longitude - w / 2, c.longitude + w / 2, c.latitude - h / 2, c.latitude + h / 2),
        levelMin: Math.min(50, area.levelMax), levelMax: Math.min(50, area.levelMax + (dg.instance ? 5 : 2)), imageWidth: 800, imageHeight: 600,
      };
      add(rec, z, dg.area);
      dungeons.push(rec);
      index.dungeonArea.set(rec.id, area);
    }
    index.zoneDungeons.set(z.key, dungeons);
  }
  buildLinks(ctx, index);
  buildMarkerCategories(ctx);
  return index;
}

const TO = L('To {0}', 'Nach {0}', 'Vers {0}', 'В {0}');
const ENTER = L('Enter {0}', '{0} betreten', 'Entrer : {0}', 'Войти: {0}');
const LEAVE = L('Leave for {0}', 'Weiter nach {0}', 'Partir vers {0}', 'Выйти: {0}');

function buildLinks(ctx: Ctx, index: WorldIndex): void {
  const d = ctx.data;
  let id = 1;
  const link = (parent: MapRecord, target: MapRecord, label: Localized, at: { longitude: number; latitude: number }) => {
    d.mapLinks.push({ id: id++, parentId: parent.id, targetId: target.id, label, fromLongitude: at.longitude, fromLatitude: at.latitude });
  };
  const world = index.maps.get(WORLD.id)!.rec;
  const zones = ZONES.map((z) => index.maps.get(zoneMapId(z.key))!.rec);
  for (const z of zones) link(world, z, z.name, centre(z.boundingBox));
  for (const z of zones) {
    const zb = z.boundingBox;
    // Up to the world map from the zone's north-west corner.
    link(z, world, fill(LEAVE, world.name), { longitude: round(zb.min.longitude + (zb.max.longitude - zb.min.longitude) * 0.05, 4), latitude: round(zb.max.latitude - (zb.max.latitude - zb.min.latitude) * 0.05, 4) });
    // Neighbouring zones: boxes touching along an edge.
    for (const o of zones) {
      if (o === z) continue;
      const ob = o.boundingBox;
      const overlapLat = Math.min(zb.max.latitude, ob.max.latitude) - Math.max(zb.min.latitude, ob.min.latitude);
      const overlapLon = Math.min(zb.max.longitude, ob.max.longitude) - Math.max(zb.min.longitude, ob.min.longitude);
      const inset = 0.6;
      let at: { longitude: number; latitude: number } | null = null;
      const midLat = (Math.min(zb.max.latitude, ob.max.latitude) + Math.max(zb.min.latitude, ob.min.latitude)) / 2;
      const midLon = (Math.min(zb.max.longitude, ob.max.longitude) + Math.max(zb.min.longitude, ob.min.longitude)) / 2;
      if (overlapLat > 1 && zb.max.longitude === ob.min.longitude) at = { longitude: zb.max.longitude - inset, latitude: midLat };
      else if (overlapLat > 1 && zb.min.longitude === ob.max.longitude) at = { longitude: zb.min.longitude + inset, latitude: midLat };
      else if (overlapLon > 1 && zb.max.latitude === ob.min.latitude) at = { longitude: midLon, latitude: zb.max.latitude - inset };
      else if (overlapLon > 1 && zb.min.latitude === ob.max.latitude) at = { longitude: midLon, latitude: zb.min.latitude + inset };
      if (at) link(z, o, fill(TO, o.name), { longitude: round(at.longitude, 4), latitude: round(at.latitude, 4) });
    }
  }
  for (const z of ZONES) {
    const zone = index.maps.get(zoneMapId(z.key))!.rec;
    for (const area of index.zoneAreas.get(z.key)!) {
      link(zone, area, area.name, centre(area.boundingBox));
      const ab = area.boundingBox;
      link(area, zone, fill(LEAVE, zone.name), { longitude: round(ab.max.longitude - (ab.max.longitude - ab.min.longitude) * 0.04, 4), latitude: round(ab.max.latitude - (ab.max.latitude - ab.min.latitude) * 0.04, 4) });
    }
    for (const dg of index.zoneDungeons.get(z.key)!) {
      const area = index.dungeonArea.get(dg.id)!;
      const at = centre(dg.boundingBox);
      link(area, dg, fill(ENTER, dg.name), at);
      link(dg, area, fill(LEAVE, area.name), at);
    }
  }
}

/** code, group, icon, names */
const CATEGORIES: [number, 'services' | 'pointsOfInterest' | 'entities' | 'resources', string, Localized][] = [
  [1, 'services', 'vendor', L('Vendor', 'Händler', 'Marchand', 'Торговец')],
  [2, 'services', 'vault', L('Vault-keeper', 'Truhenwart', 'Gardien du coffre', 'Хранитель сокровищ')],
  [3, 'services', 'stable', L('Stable-master', 'Stallmeister', "Maître d'écurie", 'Конюх')],
  [4, 'services', 'trainer', L('Trainer', 'Ausbilder', 'Instructeur', 'Наставник')],
  [5, 'services', 'crafting-facility', L('Crafting Facility', 'Handwerksstätte', "Installation d'artisanat", 'Мастерская')],
  [6, 'services', 'crafting-supplier', L('Crafting Supplier', 'Handwerksbedarf', "Fournisseur d'artisanat", 'Поставщик ремесленников')],
  [7, 'services', 'mailbox', L('Mailbox', 'Briefkasten', 'Boîte aux lettres', 'Почтовый ящик')],
  [8, 'services', 'milestone', L('Milestone', 'Meilenstein', 'Borne', 'Верстовой камень')],
  [9, 'services', 'auction', L('Auctioneer', 'Auktionator', 'Commissaire-priseur', 'Аукционист')],
  [10, 'services', 'barter', L('Barterer', 'Tauschhändler', 'Troqueur', 'Меновщик')],
  [20, 'pointsOfInterest', 'landmark', L('Landmark', 'Wahrzeichen', 'Point de repère', 'Ориентир')],
  [21, 'pointsOfInterest', 'settlement', L('Settlement', 'Siedlung', 'Village', 'Поселение')],
  [22, 'pointsOfInterest', 'camp', L('Camp', 'Lager', 'Campement', 'Лагерь')],
  [23, 'pointsOfInterest', 'dungeon', L('Dungeon Entrance', 'Verlieseingang', 'Entrée de donjon', 'Вход в подземелье')],
  [24, 'pointsOfInterest', 'instance', L('Instance Entrance', 'Instanzeingang', "Entrée d'instance", 'Вход в инстанс')],
  [25, 'pointsOfInterest', 'deed', L('Deed Location', 'Tatenort', "Lieu d'exploit", 'Место деяния')],
  [30, 'entities', 'quest-giver', L('Quest-giver', 'Auftraggeber', 'Donneur de quête', 'Выдающий задания')],
  [31, 'entities', 'person', L('Person', 'Person', 'Personnage', 'Персонаж')],
  [32, 'entities', 'creature', L('Creature', 'Kreatur', 'Créature', 'Существо')],
  [33, 'entities', 'elite', L('Elite Creature', 'Elite-Kreatur', "Créature d'élite", 'Элитное существо')],
  [34, 'entities', 'boss', L('Boss', 'Boss', 'Boss', 'Босс')],
  [50, 'resources', 'critter', L('Critter', 'Kleintier', 'Bestiole', 'Зверёк')],
  [71, 'resources', 'prospecting', L('Prospecting Node', 'Erzvorkommen', 'Filon de minerai', 'Рудная жила')],
  [72, 'resources', 'forestry', L('Forestry Node', 'Holzvorkommen', 'Bois à couper', 'Лесной ресурс')],
  [73, 'resources', 'scholar', L("Scholar's Cache", 'Gelehrtenfund', "Cache d'érudit", 'Тайник учёного')],
  [74, 'resources', 'farm', L('Farming Field', 'Feld', 'Champ', 'Поле')],
  [75, 'resources', 'herbs', L('Herb Patch', 'Kräuterbeet', "Carré d'herbes", 'Заросли трав')],
  [76, 'resources', 'fishing', L('Fishing Spot', 'Angelplatz', 'Coin de pêche', 'Место для рыбалки')],
  [77, 'resources', 'chest', L('Treasure Chest', 'Schatztruhe', 'Coffre au trésor', 'Сундук с сокровищами')],
  [78, 'resources', 'lore', L('Lore Object', 'Kundeobjekt', 'Objet de savoir', 'Предмет знаний')],
  [79, 'resources', 'shard', L('Shard Source', 'Splitterquelle', "Source d'éclats", 'Источник осколков')],
];

function buildMarkerCategories(ctx: Ctx): void {
  for (const [code, group, icon, name] of CATEGORIES) {
    ctx.data.markerCategories.push({
      code, name, group, icon: `${icon}.png`,
      defaultEnabled: ![50, 71, 72, 73, 77, 78, 79].includes(code),
      bundled: ![50, 71, 72, 77, 78].includes(code),
    });
  }
}
