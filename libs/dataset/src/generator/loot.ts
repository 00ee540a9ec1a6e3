// Loot instances (dungeons and raids), their bosses and guaranteed drops.

import type { ItemRecord, MapRecord } from '../format/schema.js';
import type { Localized, NpcRace, QuestSize } from '@eoa/contracts';
import { Ctx } from './context.js';
import { ZONES, zoneMapId } from './geography.js';
import type { NpcFactory } from './npcs.js';
import { round } from './rng.js';
import type { WorldIndex } from './world.js';
import { L, P, fill } from './words.js';

interface BossDef { name: Localized; race: NpcRace; loot: boolean }
const b = (name: string | Localized, race: NpcRace, loot = true): BossDef => ({ name: typeof name === 'string' ? P(name) : name, race, loot });

/** Instance (by its dungeon's English name) → type, size, bosses. */
const INSTANCES: [string, 'dungeon' | 'raid', QuestSize, BossDef[]][] = [
  ['Sarnúr', 'dungeon', 'SMALL_FELLOWSHIP', [b('Skorgrím', 'dwarf'), b('Forgrund', 'dwarf'), b('Drugoth', 'goblin', false)]],
  ['The Great Barrows', 'dungeon', 'FELLOWSHIP', [b('Thadúr', 'wight'), b('Sambrog', 'wight'), b('Gaerdring', 'wight'), b('Nengon', 'wraith', false)]],
  ['Garth Agarwen', 'dungeon', 'FELLOWSHIP', [b('Ivar', 'wraith'), b('Temair', 'wraith'), b('Grisgart', 'halfOrc'), b('Sarnel', 'wight', false)]],
  ['Fornost', 'dungeon', 'FELLOWSHIP', [b('Brogadan', 'troll'), b('Zaudru', 'orc'), b('Megoriath', 'wraith'), b('Rugnur', 'goblin', false), b('Gorothlad', 'wight')]],
  ['Annúminas', 'dungeon', 'FELLOWSHIP', [b('Guloth', 'wraith'), b('Nárbadin', 'wight'), b('Valandil', 'wight'), b('Eradrang', 'orc', false)]],
  ['Goblin-town', 'dungeon', 'FELLOWSHIP', [b(L('The Great Goblin', 'Der Große Bilwiss', 'Le Grand Gobelin', 'Великий гоблин'), 'goblin'), b('Ashûrz', 'goblin'), b('Bûrzgoth', 'goblin'), b('Grothlúg', 'warg', false)]],
  ['Carn Dûm', 'dungeon', 'FELLOWSHIP', [b('Mordirith', 'wraith'), b('Helchgam', 'uruk'), b('Tarkrîp', 'troll'), b('Barashal', 'orc'), b('Gurthmog', 'uruk', false)]],
  ['Urugarth', 'dungeon', 'FELLOWSHIP', [b('Sagroth', 'uruk'), b('Gortheron', 'wraith'), b('Lagmas', 'orc'), b('Durchest', 'troll')]],
  ['Barad Gúlaran', 'dungeon', 'FELLOWSHIP', [b('Mordrambor', 'wraith'), b('Rhugmar', 'orc'), b('Ghazat', 'uruk', false)]],
  ['Helegrod', 'raid', 'FELLOWSHIP', [b('Thorog', 'dragon'), b('Ferndur', 'spider'), b('Storvâgûn', 'giant'), b('Coldbear', 'bear'), b('Zaurbhag', 'giant', false)]],
  ['The Rift of Nûrz Ghâshu', 'raid', 'FELLOWSHIP', [b('Thrang', 'troll'), b('Zaudrus', 'wraith'), b('Thaurlach', 'dragon'), b('Narnúlubât', 'wraith'), b('Gloom', 'spider', false)]],
];

const AT = L('{0} — {1}', '{0} — {1}', '{0} — {1}', '{0} — {1}');
const ROOMS: Localized[] = [
  L('The Outer Hall', 'Die Äußere Halle', 'La Salle extérieure', 'Внешний зал'),
  L('The Deep Chamber', 'Die Tiefe Kammer', 'La Chambre profonde', 'Глубокий чертог'),
  L('The Throne Room', 'Der Thronsaal', 'La Salle du trône', 'Тронный зал'),
  L('The Sunken Court', 'Der Versunkene Hof', 'La Cour engloutie', 'Затопленный двор'),
  L('The Last Stair', 'Die Letzte Treppe', 'Le Dernier Escalier', 'Последняя лестница'),
];

export interface LootIndex {
  /** boss npc id → its drops */
  bossDrops: Map<number, { itemId: number; dropChance: number }[]>;
  raidInstanceIds: number[];
}

export function buildLoot(ctx: Ctx, world: WorldIndex, f: NpcFactory, raidSets: number[]): LootIndex {
  const rng = ctx.rng('loot');
  const d = ctx.data;
  const idx: LootIndex = { bossDrops: new Map(), raidInstanceIds: [] };
  const dungeons = new Map<string, MapRecord>();
  for (const z of ZONES) for (const dg of world.zoneDungeons.get(z.key)!) dungeons.set(dg.name.en, dg);

  // Drop pools: world gear of origin 'drop' at rare or better, by level; set pieces of jewellery and raid sets.
  const byLevel = new Map<number, ItemRecord[]>();
  for (const it of d.items) {
    const m = ctx.itemMeta.get(it.id)!;
    if (m.origin !== 'drop' || it.slot === null || (it.quality !== 'rare' && it.quality !== 'incomparable' && it.quality !== 'epic' && it.quality !== 'legendary')) continue;
    const list = byLevel.get(it.level) ?? [];
    list.push(it);
    byLevel.set(it.level, list);
  }
  const jewelSets = d.itemSets.filter((s) => !raidSets.includes(s.id) && ctx.itemById.get(s.items[0]!)!.category === 'Item');
  let raidSetCursor = 0;

  INSTANCES.forEach(([dungeonName, type, size, bosses], i) => {
    const dg = dungeons.get(dungeonName);
    if (!dg) throw new Error(`no dungeon map named ${dungeonName}`);
    const id = i + 1;
    const zone = world.maps.get(dg.zoneId!)!;
    d.lootInstances.push({ id, name: dg.name, type, mapId: dg.id, levelMin: dg.levelMin, levelMax: dg.levelMax, size });
    if (type === 'raid') idx.raidInstanceIds.push(id);
    bosses.forEach((bd, bi) => {
      const level = Math.min(50, dg.levelMin + Math.round(((dg.levelMax - dg.levelMin) * bi) / Math.max(1, bosses.length - 1)));
      const npc = f.add({
        name: bd.name, race: bd.race, aggro: 'aggressive', role: 'boss', level, zones: [zoneMapId(zone.zone!.key)], areas: [dg.id],
        location: fill(AT, dg.name, ROOMS[bi % ROOMS.length]!), notes: bd.loot ? null : L('Drops no guaranteed loot.', 'Lässt keine garantierte Beute fallen.', 'Ne laisse aucun butin garanti.', 'Не оставляет гарантированной добычи.'),
        screenshotUrl: `/api/icons/bosses/${encodeURIComponent(bd.name.en)}.png`, spawnMaps: [{ map: dg }],
      });
      const drops: { itemId: number; dropChance: number }[] = [];
      if (bd.loot) {
        const taken = new Set<number>();
        const take = (it: ItemRecord | undefined, chance: number) => {
          if (!it || taken.has(it.id)) return;
          taken.add(it.id);
          drops.push({ itemId: it.id, dropChance: chance });
        };
        // Raid bosses drop pieces of the class raid sets; dungeon bosses pieces of jewellery sets.
        if (type === 'raid') {
          for (let k = 0; k < 4; k++) {
            const setId = raidSets[raidSetCursor++ % raidSets.length];
            const set = d.itemSets.find((s) => s.id === setId)!;
            take(ctx.itemById.get(rng.pick(set.items)), round(rng.range(8, 30), 1));
          }
        } else if (jewelSets.length) {
          const set = jewelSets[(i * 7 + bi) % jewelSets.length]!;
          take(ctx.itemById.get(rng.pick(set.items)), round(rng.range(10, 40), 1));
        }
        const pool = byLevel.get(level) ?? byLevel.get(50) ?? [];
        const n = rng.int(3, 8);
        for (let k = 0; k < n && pool.length; k++) take(rng.pick(pool), k === 0 ? 100 : round(rng.range(4, 45), 1));
      }
      d.lootBosses.push({ mobId: npc.id, instanceId: id, location: npc.location, level, guaranteedDrops: drops });
      idx.bossDrops.set(npc.id, drops);
    });
  });
  return idx;
}
