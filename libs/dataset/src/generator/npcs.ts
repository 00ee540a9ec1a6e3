// NPCs: the people of each area (quest-givers, services, citizens), the creatures, and the instance bosses.

import { toGame } from '../format/coordinates.js';
import type { ZoneKey } from '../format/constants.js';
import type { MapRecord, NpcRecord } from '../format/schema.js';
import type { Localized, NpcRace, NpcRole } from '@eoa/contracts';
import { Ctx } from './context.js';
import { ZONES, zoneMapId, type ZoneDef } from './geography.js';
import type { Rng } from './rng.js';
import { pointIn, type WorldIndex } from './world.js';
import {
  BEAST_RACES, BEAST_ROLES, CREATURES, CREATURE_ROLES, HOBBIT_SURNAMES, L, MAN_SURNAMES, NAME_SYLLABLES, P, creatureName, fill, type Creature,
} from './words.js';

const ZONE_PEOPLE: Record<ZoneKey, ('man' | 'elf' | 'dwarf' | 'hobbit')[]> = {
  eredLuin: ['dwarf', 'dwarf', 'elf', 'elf', 'man'],
  shire: ['hobbit', 'hobbit', 'hobbit', 'man'],
  breeLand: ['man', 'man', 'hobbit', 'man', 'dwarf'],
  loneLands: ['man', 'man', 'elf', 'dwarf'],
  northDowns: ['man', 'man', 'dwarf', 'elf'],
  evendim: ['man', 'elf', 'hobbit', 'man'],
  trollshaws: ['elf', 'elf', 'man'],
  mistyMountains: ['dwarf', 'elf', 'man'],
  angmar: ['man', 'elf', 'man', 'dwarf'],
  forochel: ['man', 'man', 'dwarf'],
};
const ZONE_CREATURES: Record<ZoneKey, NpcRace[]> = {
  eredLuin: ['wolf', 'boar', 'goblin', 'dwarf', 'spider', 'bear'],
  shire: ['wolf', 'insect', 'man', 'boar', 'spider', 'crebain'],
  breeLand: ['wolf', 'man', 'wight', 'spider', 'insect', 'boar', 'halfOrc'],
  loneLands: ['orc', 'halfOrc', 'warg', 'wraith', 'troll', 'crebain', 'bear'],
  northDowns: ['orc', 'warg', 'goblin', 'troll', 'wraith', 'spider', 'giant'],
  evendim: ['wight', 'wraith', 'orc', 'man', 'wolf', 'bear'],
  trollshaws: ['troll', 'orc', 'warg', 'spider', 'bear', 'goblin'],
  mistyMountains: ['goblin', 'giant', 'warg', 'troll', 'bear', 'orc'],
  angmar: ['orc', 'uruk', 'troll', 'wraith', 'wight', 'warg', 'crebain'],
  forochel: ['wolf', 'bear', 'dwarf', 'giant', 'beast', 'wraith'],
};

export interface AreaPeople {
  zone: ZoneDef;
  area: MapRecord;
  questGivers: NpcRecord[];
  services: NpcRecord[];
  citizens: NpcRecord[];
  creatures: NpcRecord[];
  settlement: string | null;
}

export interface PeopleIndex {
  byArea: Map<number, AreaPeople>;
  /** dungeon map id → creatures inside */
  dungeonCreatures: Map<number, NpcRecord[]>;
  all: Map<number, NpcRecord>;
}

export class NpcFactory {
  private nextId = 1879400001;
  private readonly usedNames = new Set<string>();
  constructor(private readonly ctx: Ctx, private readonly rng: Rng) {}

  personName(race: 'man' | 'elf' | 'dwarf' | 'hobbit'): Localized {
    const s = NAME_SYLLABLES[race];
    for (let tries = 0; tries < 20; tries++) {
      let first = this.rng.pick(s.first) + this.rng.pick(s.mid) + this.rng.pick(s.last);
      first = first[0]!.toUpperCase() + first.slice(1).toLowerCase();
      const full = race === 'hobbit' ? `${first} ${this.rng.pick(HOBBIT_SURNAMES)}` : race === 'man' && this.rng.chance(0.6) ? `${first} ${this.rng.pick(MAN_SURNAMES)}` : first;
      if (!this.usedNames.has(full) || tries === 19) {
        this.usedNames.add(full);
        return P(full);
      }
    }
    throw new Error('unreachable');
  }

  add(n: Omit<NpcRecord, 'id' | 'startsQuests' | 'involvedQuests' | 'spawns'> & { spawnMaps: { map: MapRecord; within?: MapRecord }[] }): NpcRecord {
    const { spawnMaps, ...rest } = n;
    const spawns = spawnMaps.map(({ map, within }) => {
      const p = pointIn(this.rng, (within ?? map).boundingBox, 0.06);
      return { mapId: map.id, longitude: p.longitude, latitude: p.latitude, ...toGame(p.longitude, p.latitude) };
    });
    const rec: NpcRecord = { id: this.nextId++, ...rest, spawns, startsQuests: [], involvedQuests: [] };
    this.ctx.data.npcs.push(rec);
    return rec;
  }
}

const ROLE_LABEL: Partial<Record<NpcRole, Localized>> = {
  vendor: L('Provisioner', 'Versorger', 'Fournisseur', 'Торговец'),
  trainer: L('Trainer', 'Ausbilder', 'Instructeur', 'Наставник'),
  banker: L('Vault-keeper', 'Truhenwart', 'Gardien du coffre', 'Хранитель сокровищ'),
  stableMaster: L('Stable-master', 'Stallmeister', "Maître d'écurie", 'Конюх'),
  craftingSupplier: L('Crafting Supplier', 'Handwerksbedarf', "Fournisseur d'artisanat", 'Поставщик ремесленников'),
  barterer: L('Barter Wares', 'Tauschwaren', "Marchandises d'échange", 'Меновые товары'),
};
export function roleLabel(role: NpcRole): Localized | null {
  return ROLE_LABEL[role] ?? null;
}

const IN = L('{0}, {1}', '{0}, {1}', '{0}, {1}', '{0}, {1}');

function creatureOf(race: NpcRace): Creature {
  return CREATURES.find((c) => c.race === race) ?? CREATURES[0]!;
}

export function buildPeople(ctx: Ctx, world: WorldIndex): { people: PeopleIndex; factory: NpcFactory } {
  const rng = ctx.rng('npcs');
  const f = new NpcFactory(ctx, rng);
  const people: PeopleIndex = { byArea: new Map(), dungeonCreatures: new Map(), all: new Map() };
  for (const z of ZONES) {
    const zoneMap = world.maps.get(zoneMapId(z.key))!.rec;
    const areas = world.zoneAreas.get(z.key)!;
    areas.forEach((area, ai) => {
      const settlement = z.settlements[ai] ?? null;
      const location = fill(IN, area.name, z.name);
      const ap: AreaPeople = { zone: z, area, questGivers: [], services: [], citizens: [], creatures: [], settlement };
      const person = (role: NpcRole, spawnOn: MapRecord): NpcRecord => {
        const race = rng.pick(ZONE_PEOPLE[z.key]);
        return f.add({
          name: f.personName(race), race, aggro: 'friendly', role, level: Math.min(50, area.levelMax + 5), zones: [zoneMap.id], areas: [area.id],
          location, notes: null, screenshotUrl: null, spawnMaps: [{ map: spawnOn, within: area }],
        });
      };
      // Services live on the area map (the zoomed-in town), one of each in settled areas.
      const roles: NpcRole[] = settlement ? ['vendor', 'vendor', 'craftingSupplier', 'trainer', 'banker', 'stableMaster', 'barterer'] : ['vendor', 'stableMaster'];
      for (const role of roles) ap.services.push(person(role, area));
      for (let i = 0; i < rng.int(2, 4); i++) ap.citizens.push(person('citizen', area));
      // Creatures roam the zone map inside their area.
      const races = ZONE_CREATURES[z.key];
      // The small world keeps over 1,000 NPCs in all, the size from which the atlas sends a list precompressed.
      const n = ctx.small ? rng.int(5, 7) : rng.int(26, 36);
      const used = new Set<string>();
      for (let i = 0; i < n; i++) {
        const race = rng.pick(races);
        const role = rng.pick(BEAST_RACES.has(race) ? BEAST_ROLES : CREATURE_ROLES);
        const name = creatureName(creatureOf(race), role);
        if (used.has(name.en)) continue;
        used.add(name.en);
        const elite = rng.chance(0.12);
        const level = Math.min(50, rng.int(area.levelMin, area.levelMax) + (elite ? 2 : 0));
        ap.creatures.push(f.add({
          name, race, aggro: race === 'boar' || race === 'bear' || race === 'insect' || race === 'crebain' ? 'neutral' : 'aggressive',
          role: elite ? 'elite' : 'mob', level, zones: [zoneMap.id], areas: [area.id], location,
          notes: elite ? L('Elite: bring friends.', 'Elite: Nehmt Gefährten mit.', 'Élite : venez accompagné.', 'Элита: возьмите друзей.') : null,
          screenshotUrl: null, spawnMaps: Array.from({ length: rng.int(1, 4) }, () => ({ map: zoneMap, within: area })),
        }));
      }
      people.byArea.set(area.id, ap);
    });
    for (const dg of world.zoneDungeons.get(z.key)!) {
      const races = ZONE_CREATURES[z.key];
      const list: NpcRecord[] = [];
      const location = fill(IN, dg.name, z.name);
      const count = ctx.small ? 2 : undefined;
      for (let i = 0; i < (count ?? rng.int(8, 14)); i++) {
        const race = rng.pick(races);
        list.push(f.add({
          name: creatureName(creatureOf(race), rng.pick(BEAST_RACES.has(race) ? BEAST_ROLES : CREATURE_ROLES)), race, aggro: 'aggressive', role: rng.chance(0.3) ? 'elite' : 'mob',
          level: rng.int(dg.levelMin, dg.levelMax), zones: [zoneMap.id], areas: [dg.id], location, notes: null, screenshotUrl: null,
          spawnMaps: Array.from({ length: rng.int(1, 3) }, () => ({ map: dg })),
        }));
      }
      people.dungeonCreatures.set(dg.id, list);
    }
  }
  for (const n of ctx.data.npcs) people.all.set(n.id, n);
  return { people, factory: f };
}

/** A new quest-giver in an area (placed on the zone map so quest markers and NPCs show in composite mode). */
export function newQuestGiver(f: NpcFactory, rng: Rng, world: WorldIndex, ap: AreaPeople): NpcRecord {
  const zoneMap = world.maps.get(zoneMapId(ap.zone.key))!.rec;
  const race = rng.pick(ZONE_PEOPLE[ap.zone.key]);
  const npc = f.add({
    name: f.personName(race), race, aggro: 'friendly', role: 'questGiver', level: Math.min(50, ap.area.levelMax + 3), zones: [zoneMap.id],
    areas: [ap.area.id], location: fill(IN, ap.area.name, ap.zone.name), notes: null,
    screenshotUrl: null,
    spawnMaps: [{ map: zoneMap, within: ap.area }],
  });
  ap.questGivers.push(npc);
  return npc;
}
