// Map markers: NPC spawns, settlements and services, landmarks, dungeon entrances, resources and shards.

import { toGame } from '../format/coordinates.js';
import type { ItemRecord, MapRecord, MarkerRecord } from '../format/schema.js';
import type { Localized, NpcRole, ShardMarkerType } from '@eoa/contracts';
import { Ctx } from './context.js';
import type { CraftingIndex } from './crafting.js';
import { ZONES, zoneMapId } from './geography.js';
import { roleLabel, type PeopleIndex } from './npcs.js';
import { pointIn, type WorldIndex } from './world.js';
import { L, P, QUALITY_ADJS, compose, n, type Noun } from './words.js';

const ROLE_CODE: Record<NpcRole, number> = {
  questGiver: 30, vendor: 1, trainer: 4, banker: 2, stableMaster: 3, craftingSupplier: 6, barterer: 10, citizen: 31, mob: 32, elite: 33, boss: 34,
};
const LANDMARKS: Noun[] = [
  n('Tower', 'Turm m', 'Tour f', 'Башня f'), n('Ruins', 'Ruinen p', 'Ruines fp', 'Руины p'), n('Bridge', 'Brücke f', 'Pont m', 'Мост m'),
  n('Standing Stone', 'Menhir m', 'Menhir m', 'Менгир m'), n('Farm', 'Hof m', 'Ferme f', 'Ферма f'), n('Mill', 'Mühle f', 'Moulin m', 'Мельница f'),
  n('Barrow', 'Hügelgrab n', 'Galgal m', 'Курган m'), n('Shrine', 'Schrein m', 'Sanctuaire m', 'Святилище n'), n('Well', 'Brunnen m', 'Puits m', 'Колодец m'),
  n('Cave', 'Höhle f', 'Grotte f', 'Пещера f'), n('Hollow', 'Senke f', 'Creux m', 'Лощина f'), n('Watch-post', 'Wachposten m', 'Poste de guet m', 'Сторожевой пост m'),
];
const CAMP = n('Camp', 'Lager n', 'Campement m', 'Лагерь m');
const CRITTERS: Localized[] = [
  L('Rabbit', 'Kaninchen', 'Lapin', 'Кролик'), L('Squirrel', 'Eichhörnchen', 'Écureuil', 'Белка'), L('Fox', 'Fuchs', 'Renard', 'Лиса'),
  L('Deer', 'Reh', 'Chevreuil', 'Косуля'), L('Frog', 'Frosch', 'Grenouille', 'Лягушка'), L('Crow', 'Krähe', 'Corneille', 'Ворона'),
  L('Hedgehog', 'Igel', 'Hérisson', 'Ёж'), L('Badger', 'Dachs', 'Blaireau', 'Барсук'),
];
const FISHING = L('Fishing Spot', 'Angelplatz', 'Coin de pêche', 'Место для рыбалки');
const CHESTS: Localized[] = [L('Chest', 'Truhe', 'Coffre', 'Сундук'), L('Strong-box', 'Geldkassette', 'Coffre-fort', 'Шкатулка'), L('Hoard', 'Hort', 'Trésor', 'Клад')];
const LORE: Localized[] = [L('Ancient Inscription', 'Alte Inschrift', 'Inscription ancienne', 'Древняя надпись'), L('Weathered Statue', 'Verwitterte Statue', 'Statue érodée', 'Выветренная статуя'), L('Forgotten Grave', 'Vergessenes Grab', 'Tombe oubliée', 'Забытая могила')];
const MAILBOX = L('Mailbox', 'Briefkasten', 'Boîte aux lettres', 'Почтовый ящик');
const MILESTONE = L('Milestone', 'Meilenstein', 'Borne', 'Верстовой камень');
const FACILITY = L('Crafting Hall', 'Handwerkshalle', "Salle d'artisanat", 'Ремесленный зал');
const AUCTION = L('Auction House', 'Auktionshaus', 'Hôtel des ventes', 'Аукционный дом');
const DEED = L('Deed: {0}', 'Tat: {0}', 'Exploit : {0}', 'Деяние: {0}');

/** Resource nodes per area on the zone map: [category, count]. */
const RESOURCE_COUNTS: [number, number][] = [[71, 130], [72, 120], [73, 40], [75, 55], [76, 18], [77, 40], [78, 18], [50, 80]];
/** The same in the small world: a node or two of every category. */
const SMALL_RESOURCE_COUNTS: [number, number][] = [[71, 2], [72, 2], [73, 1], [75, 1], [76, 1], [77, 1], [78, 1], [50, 1]];

export function buildMarkers(ctx: Ctx, world: WorldIndex, people: PeopleIndex, craft: CraftingIndex): void {
  const rng = ctx.rng('markers');
  const d = ctx.data;
  const out: MarkerRecord[] = [];
  const add = (map: MapRecord, categoryCode: number, label: Localized, name: string, p: { longitude: number; latitude: number }, extra: Partial<MarkerRecord> = {}) => {
    out.push({ id: out.length + 1, mapId: map.id, categoryCode, label, name, longitude: p.longitude, latitude: p.latitude, ...toGame(p.longitude, p.latitude), type: null, npcId: null, itemId: null, ...extra });
  };
  const mapById = new Map(d.maps.map((m) => [m.id, m]));

  // Every NPC spawn, in the order the NPCs were made.
  for (const npc of d.npcs) {
    const code = ROLE_CODE[npc.role];
    const label = roleLabel(npc.role) ?? npc.name;
    for (const s of npc.spawns) add(mapById.get(s.mapId)!, code, label, `npc:${npc.id}`, s, { npcId: npc.id });
  }
  // Shard sources: elite creatures of level 35+ on the zone maps (signature, elite, elite-master).
  for (const npc of d.npcs) {
    if (npc.role !== 'elite' || npc.level < 35) continue;
    const type: ShardMarkerType = npc.level >= 48 ? 'elite-master' : npc.level >= 42 ? 'elite' : 'signature';
    for (const s of npc.spawns) {
      const m = mapById.get(s.mapId)!;
      if (m.type !== 'region') continue;
      add(m, 79, npc.name, `shard:${npc.id}`, s, { type, npcId: npc.id, itemId: craft.shards[npc.id % craft.shards.length]!.id });
    }
  }

  for (const z of ZONES) {
    const zoneMap = mapById.get(zoneMapId(z.key))!;
    for (const area of world.zoneAreas.get(z.key)!) {
      const ap = people.byArea.get(area.id)!;
      const tier = Math.min(4, Math.floor((area.levelMin + area.levelMax) / 2 / 10));
      const mats = craft.mats[tier]!;
      if (ap.settlement) {
        const town = P(ap.settlement);
        add(zoneMap, 21, town, `settlement:${ap.settlement}`, pointIn(rng, area.boundingBox, 0.2));
        for (const [code, label] of [[7, MAILBOX], [8, MILESTONE], [5, FACILITY]] as [number, Localized][]) add(area, code, label, `service:${code}:${area.id}`, pointIn(rng, area.boundingBox, 0.2));
        if (z.key === 'breeLand' || z.key === 'eredLuin' || z.key === 'shire') add(area, 9, AUCTION, `service:9:${area.id}`, pointIn(rng, area.boundingBox, 0.2));
      }
      for (let i = 0; i < (ctx.small ? 2 : rng.int(6, 10)); i++) {
        const label = compose(rng.pick(LANDMARKS), [rng.pick(QUALITY_ADJS)]);
        add(zoneMap, 20, label, `landmark:${label.en}`, pointIn(rng, area.boundingBox));
        if (i < 2) add(zoneMap, 25, { en: DEED.en.replace('{0}', label.en), de: DEED.de.replace('{0}', label.de), fr: DEED.fr.replace('{0}', label.fr), ru: DEED.ru.replace('{0}', label.ru) }, `deed:${label.en}`, pointIn(rng, area.boundingBox));
      }
      for (let i = 0; i < (ctx.small ? 1 : rng.int(2, 4)); i++) {
        const label = compose(CAMP, [rng.pick(QUALITY_ADJS)]);
        add(zoneMap, 22, label, `camp:${label.en}`, pointIn(rng, area.boundingBox));
      }
      for (const [code, count] of ctx.small ? SMALL_RESOURCE_COUNTS : RESOURCE_COUNTS) {
        for (let i = 0; i < count; i++) {
          const p = pointIn(rng, area.boundingBox, 0.02);
          let item: ItemRecord | null = null;
          let label: Localized;
          if (code === 71) item = rng.chance(0.15) ? mats.get('gem')! : rng.chance(0.3) ? mats.get('preciousOre')! : mats.get('metalOre')!;
          else if (code === 72) item = mats.get('branch')!;
          else if (code === 73) item = mats.get('script')!;
          else if (code === 75) item = mats.get('herb')!;
          if (item) label = item.name;
          else if (code === 76) label = FISHING;
          else if (code === 77) label = rng.pick(CHESTS);
          else if (code === 78) label = rng.pick(LORE);
          else label = rng.pick(CRITTERS);
          add(zoneMap, code, label, `${code}:${label.en}`, p, { itemId: item?.id ?? null });
        }
      }
      // Farmland in the farming zones.
      if (z.key === 'shire' || z.key === 'breeLand' || z.key === 'evendim') {
        for (let i = 0; i < (ctx.small ? 2 : 25); i++) {
          const item = rng.chance(0.5) ? mats.get('grain')! : mats.get('vegetable')!;
          add(zoneMap, 74, item.name, `74:${item.name.en}`, pointIn(rng, area.boundingBox), { itemId: item.id });
        }
      }
    }
    // Dungeon entrances on the area maps and the zone map; chests inside the dungeons.
    for (const dg of world.zoneDungeons.get(z.key)!) {
      const area = world.dungeonArea.get(dg.id)!;
      const c = { longitude: (dg.boundingBox.min.longitude + dg.boundingBox.max.longitude) / 2, latitude: (dg.boundingBox.min.latitude + dg.boundingBox.max.latitude) / 2 };
      const p = { longitude: Math.round(c.longitude * 1e4) / 1e4, latitude: Math.round(c.latitude * 1e4) / 1e4 };
      const code = dg.isInstance ? 24 : 23;
      add(area, code, dg.name, `entrance:${dg.id}`, p);
      add(zoneMap, code, dg.name, `entrance:${dg.id}`, p);
      for (let i = 0; i < (ctx.small ? 1 : rng.int(4, 9)); i++) add(dg, 77, rng.pick(CHESTS), `77:${dg.id}`, pointIn(rng, dg.boundingBox));
    }
  }
  d.markers = out;
}
