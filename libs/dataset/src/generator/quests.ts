// Quest categories and the 3,139 quests: 1,763 classic quests of the ten main zones and 1,376 others.

import { CLASS_IDS, type ExpansionEra, type Localized, type QuestFaction, type QuestSize, type Reputation } from '@eoa/contracts';
import { QUEST_TOTALS, type ZoneKey } from '../format/constants.js';
import { toGame } from '../format/coordinates.js';
import type { ItemRecord, MapRecord, NpcRecord, QuestMarker, QuestRecord } from '../format/schema.js';
import { Ctx } from './context.js';
import { LATER_REGIONS, ZONES, zoneMapId, type ZoneDef } from './geography.js';
import type { LootIndex } from './loot.js';
import { newQuestGiver, type AreaPeople, type NpcFactory, type PeopleIndex } from './npcs.js';
import {
  COMMENTS, COMMENT_AUTHORS, DESCRIPTIONS, DESCRIPTION_NO_NPC, NAME_EPIC, NAME_IN, NAME_PART, NAME_PREFIXED, NAME_RAID_GEAR,
  NAME_TASK, OBJ_COLLECT, OBJ_DEFEAT, OBJ_EXPLORE, OBJ_RETURN, OBJ_TALK, QUEST_OBJECTS, QUEST_TOPICS,
} from './quest-words.js';
import type { Rng } from './rng.js';
import { CLASS_NAMES } from './translations.js';
import { pointIn, type WorldIndex } from './world.js';
import { L, fill } from './words.js';
import { PROFESSIONS } from './crafting.js';

/** Main-zone quests per zone (sums to 1,763). */
const ZONE_QUOTA: Record<ZoneKey, number> = {
  eredLuin: 150, shire: 190, breeLand: 230, loneLands: 170, northDowns: 200, evendim: 180, trollshaws: 170,
  mistyMountains: 150, angmar: 170, forochel: 153,
};
/**
 * Quests of the later eras (and "Other") in the small world: enough for over 1,000 quests in all, the size from which
 * the atlas sends a list precompressed (its tests see both kinds of answer).
 */
const SMALL_LATER_QUESTS = 650;
const ZONE_REPUTATION: Record<ZoneKey, Reputation> = {
  eredLuin: 'thorinsHall', shire: 'mathomSociety', breeLand: 'menOfBree', loneLands: 'eglain', northDowns: 'rangersOfEsteldin',
  evendim: 'wardensOfAnnuminas', trollshaws: 'elvesOfRivendell', mistyMountains: 'elvesOfRivendell', angmar: 'councilOfTheNorth', forochel: 'lossoth',
};
const EPIC_ZONES: ZoneKey[] = ['breeLand', 'loneLands', 'loneLands', 'northDowns', 'evendim', 'trollshaws', 'mistyMountains', 'angmar'];

type Kind = 'zone' | 'dungeon' | 'epic' | 'class' | 'crafting' | 'reputation' | 'raidGear' | 'festival' | 'skirmish' | 'monster' | 'u16' | 'later' | 'other';
interface Draft {
  kind: Kind;
  scope: 'mainZone' | 'other';
  era: ExpansionEra;
  categoryId: number;
  zone: ZoneDef | null;
  area: MapRecord | null;
  map: MapRecord | null;
  level: number;
  size: QuestSize;
  repeatable: boolean;
  faction: QuestFaction;
  name?: Localized;
  topic?: Localized;
  chain?: string;
  chainPos?: number;
  reputation?: Reputation;
  region?: Localized;
  rewardSetId?: number;
  bestower?: NpcRecord | null;
}

const clampLevel = (x: number) => Math.max(1, Math.min(50, Math.round(x)));

export function buildQuests(ctx: Ctx, world: WorldIndex, people: PeopleIndex, f: NpcFactory, loot: LootIndex, raidSets: number[]): void {
  const rng = ctx.rng('quests');
  const d = ctx.data;

  // ------------------------------------------------------------------ categories
  let catId = 1;
  const cat = (name: Localized, kind: Parameters<typeof d.questCategories.push>[0]['kind']) => {
    d.questCategories.push({ id: catId, name, kind });
    return catId++;
  };
  const zoneCat = new Map<ZoneKey, number>();
  for (const z of ZONES) zoneCat.set(z.key, cat(z.name, 'zone'));
  const epicCat: number[] = [];
  for (let book = 1; book <= 8; book++) epicCat.push(cat(fill(L('Epic — Volume I, Book {0}', 'Epos — Band I, Buch {0}', 'Épopée — Volume I, Livre {0}', 'Эпос — Том I, Книга {0}'), book), 'epic'));
  const instanceCat = new Map<number, number>();
  for (const inst of d.lootInstances) instanceCat.set(inst.id, cat(inst.name, 'instance'));
  const dungeonCat = cat(L('Dungeons', 'Verliese', 'Donjons', 'Подземелья'), 'instance');
  const classCat = new Map<string, number>();
  for (const c of CLASS_IDS) classCat.set(c, cat(fill(L('Class: {0}', 'Klasse: {0}', 'Classe : {0}', 'Класс: {0}'), CLASS_NAMES[c]), 'class'));
  const craftingCat = cat(L('Crafting', 'Handwerk', 'Artisanat', 'Ремесло'), 'crafting');
  const festivalCat = cat(L('Festivals', 'Feste', 'Festivals', 'Праздники'), 'festival');
  const skirmishCat = cat(L('Skirmishes', 'Scharmützel', 'Escarmouches', 'Стычки'), 'skirmish');
  const reputationCat = cat(L('Reputation', 'Ruf', 'Réputation', 'Репутация'), 'reputation');
  const ettenmoorsCat = cat(L('The Ettenmoors', 'Die Ettenöden', 'Les Landes d’Etten', 'Эттенмурские холмы'), 'region');
  const regionCat = new Map<string, number>();
  for (const r of LATER_REGIONS) regionCat.set(r.name.en, cat(r.name, 'region'));
  const otherCat = cat(L('World Events', 'Weltereignisse', 'Événements mondiaux', 'Мировые события'), 'region');

  // ------------------------------------------------------------------ drafts
  const drafts: Draft[] = [];
  const zoneMap = (z: ZoneDef) => world.maps.get(zoneMapId(z.key))!.rec;
  const base = { faction: 'FreePeoples' as QuestFaction, repeatable: false, size: 'SOLO' as QuestSize };

  // 1,763 main-zone quests (SoA): markers on the zone map (85%) or on the area map.
  for (const z of ZONES) {
    const areas = world.zoneAreas.get(z.key)!;
    const quota = ctx.small ? areas.length * 2 : ZONE_QUOTA[z.key];
    for (let i = 0; i < quota; i++) {
      const area = areas[i % areas.length]!;
      const noMarkers = rng.chance(0.04);
      drafts.push({
        ...base, kind: 'zone', scope: 'mainZone', era: 'SoA', categoryId: zoneCat.get(z.key)!, zone: z, area,
        map: noMarkers ? null : rng.chance(0.85) ? zoneMap(z) : area, level: clampLevel(rng.int(area.levelMin, area.levelMax)),
        size: rng.weighted<QuestSize>([['SOLO', 85], ['SMALL_FELLOWSHIP', 10], ['FELLOWSHIP', 5]]),
        reputation: rng.chance(0.3) ? ZONE_REPUTATION[z.key] : undefined,
      });
    }
  }
  if (!ctx.small && drafts.length !== QUEST_TOTALS.mainZones) throw new Error(`main-zone quota is ${drafts.length}`);

  // The 1,376 others.
  const others: Draft[] = [];
  for (const z of ZONES) {
    for (const dg of world.zoneDungeons.get(z.key)!) {
      const inst = d.lootInstances.find((x) => x.mapId === dg.id);
      const area = world.dungeonArea.get(dg.id)!;
      for (let i = 0; i < (ctx.small ? 1 : rng.int(5, 9)); i++) {
        others.push({
          ...base, kind: 'dungeon', scope: 'other', era: 'SoA', categoryId: inst ? instanceCat.get(inst.id)! : dungeonCat, zone: z, area,
          map: dg, level: clampLevel(rng.int(dg.levelMin, dg.levelMax)), size: inst ? (inst.type === 'raid' ? 'FELLOWSHIP' : rng.pick<QuestSize>(['FELLOWSHIP', 'SMALL_FELLOWSHIP'])) : 'SOLO',
        });
      }
    }
  }
  EPIC_ZONES.forEach((zk, b) => {
    const z = ZONES.find((x) => x.key === zk)!;
    const areas = world.zoneAreas.get(zk)!;
    for (let c = 1; c <= 15; c++) {
      const area = areas[(c + b) % areas.length]!;
      const lo = 8 + b * 5.3;
      others.push({
        ...base, kind: 'epic', scope: 'other', era: 'SoA', categoryId: epicCat[b]!, zone: z, area, map: zoneMap(z),
        level: clampLevel(lo + (c * 5) / 15), size: c % 5 === 0 ? 'FELLOWSHIP' : 'SOLO', chain: `epic:${b + 1}`,
        name: fill(NAME_EPIC, b + 1, c, rng.pick(QUEST_TOPICS)),
      });
    }
  });
  for (const c of CLASS_IDS) {
    const zk: ZoneKey = c === 'lore-master' ? 'eredLuin' : c === 'burglar' ? 'shire' : c === 'captain' ? 'northDowns' : c === 'hunter' ? 'evendim' : 'breeLand';
    const z = ZONES.find((x) => x.key === zk)!;
    const areas = world.zoneAreas.get(zk)!;
    for (let k = 0; k < (ctx.small ? 2 : 10); k++) {
      const area = areas[k % areas.length]!;
      others.push({
        ...base, kind: 'class', scope: 'other', era: 'SoA', categoryId: classCat.get(c)!, zone: z, area, map: zoneMap(z),
        level: clampLevel(15 + k * 3.8), chain: `class:${c}`, name: fill(NAME_PREFIXED, CLASS_NAMES[c], rng.pick(QUEST_TOPICS)),
      });
    }
  }
  for (const p of PROFESSIONS) {
    for (let t = 1; t <= 5; t++) {
      others.push({
        ...base, kind: 'crafting', scope: 'other', era: 'SoA', categoryId: craftingCat, zone: null, area: null, map: null, level: clampLevel(t * 10 - 5),
        chain: `craft:${p.id}`, name: fill(L('{0}: {1}', '{0}: {1}', '{0} : {1}', '{0}: {1}'), p.name, [L('Apprentice', 'Lehrling', 'Apprenti', 'Ученик'), L('Journeyman', 'Geselle', 'Compagnon', 'Подмастерье'), L('Expert', 'Experte', 'Expert', 'Знаток'), L('Artisan', 'Kunsthandwerker', 'Artisan', 'Ремесленник'), L('Master', 'Meister', 'Maître', 'Мастер')][t - 1]!),
      });
    }
  }
  for (let i = 0; i < (ctx.small ? ZONES.length : 60); i++) {
    const z = ZONES[i % ZONES.length]!;
    const area = rng.pick(world.zoneAreas.get(z.key)!);
    others.push({
      ...base, kind: 'reputation', scope: 'other', era: 'SoA', categoryId: reputationCat, zone: z, area, map: zoneMap(z),
      level: clampLevel(z.levels[1]), repeatable: true, reputation: ZONE_REPUTATION[z.key], name: fill(NAME_TASK, rng.pick(QUEST_TOPICS)),
    });
  }
  raidSets.forEach((setId, i) => {
    const set = d.itemSets.find((s) => s.id === setId)!;
    const inst = loot.raidInstanceIds[i % loot.raidInstanceIds.length]!;
    others.push({
      ...base, kind: 'raidGear', scope: 'other', era: 'SoA', categoryId: instanceCat.get(inst)!, zone: null, area: null, map: null,
      level: set.level, size: 'FELLOWSHIP', name: fill(NAME_RAID_GEAR, set.name), rewardSetId: setId,
    });
  });
  const festivalZones = ZONES.filter((z) => z.key === 'shire' || z.key === 'breeLand');
  for (let i = 0; i < (ctx.small ? 4 : 40); i++) {
    const z = festivalZones[i % 2]!;
    const area = rng.pick(world.zoneAreas.get(z.key)!);
    others.push({
      ...base, kind: 'festival', scope: 'other', era: 'Other', categoryId: festivalCat, zone: z, area, map: zoneMap(z),
      level: clampLevel(rng.int(5, 50)), repeatable: true,
      name: fill(NAME_PREFIXED, rng.pick([L('Spring Festival', 'Frühlingsfest', 'Fête du printemps', 'Весенний праздник'), L('Summer Festival', 'Sommerfest', "Fête de l'été", 'Летний праздник'), L('Harvestmath', 'Erntefest', 'Fête des moissons', 'Праздник урожая'), L('Yule Festival', 'Julfest', 'Fête de Yule', 'Праздник Йоля')]), rng.pick(QUEST_TOPICS)),
    });
  }
  for (let i = 0; i < (ctx.small ? 3 : 30); i++) {
    others.push({
      ...base, kind: 'skirmish', scope: 'other', era: 'SoM', categoryId: skirmishCat, zone: null, area: null, map: null,
      level: clampLevel(rng.int(20, 50)), repeatable: true, size: 'SMALL_FELLOWSHIP', name: fill(NAME_PREFIXED, L('Skirmish', 'Scharmützel', 'Escarmouche', 'Стычка'), rng.pick(QUEST_TOPICS)),
    });
  }
  for (let i = 0; i < (ctx.small ? 5 : 45); i++) {
    others.push({
      ...base, kind: 'monster', scope: 'other', era: 'SoA', categoryId: ettenmoorsCat, zone: null, area: null, map: null, level: 50,
      faction: 'MonsterPlay', repeatable: rng.chance(0.5), size: rng.pick<QuestSize>(['SOLO', 'SMALL_FELLOWSHIP', 'FELLOWSHIP']),
      region: L('The Ettenmoors', 'Die Ettenöden', 'Les Landes d’Etten', 'Эттенмурские холмы'),
    });
  }
  for (let i = 0; i < (ctx.small ? 4 : 40); i++) {
    const z = rng.pick(ZONES);
    const area = rng.pick(world.zoneAreas.get(z.key)!);
    others.push({
      ...base, kind: 'u16', scope: 'other', era: 'U16', categoryId: zoneCat.get(z.key)!, zone: z, area, map: zoneMap(z),
      level: clampLevel(rng.int(area.levelMin, area.levelMax)),
    });
  }
  // Later eras fill the rest: MoM 38%, SoM 19%, RoI 19%, RoR 12%, HD 7%, Mordor 5%; what is left is "Other".
  const rest = ctx.small ? SMALL_LATER_QUESTS : QUEST_TOTALS.other - others.length;
  if (rest < 0) throw new Error(`too many other quests: ${others.length}`);
  const shares: [ExpansionEra, number][] = [['MoM', 0.38], ['SoM', 0.19], ['RoI', 0.19], ['RoR', 0.12], ['HD', 0.07], ['Mordor', 0.05]];
  let used = 0;
  for (const [era, share] of shares) {
    const n = Math.floor(rest * share);
    const regions = LATER_REGIONS.filter((r) => r.era === era);
    for (let i = 0; i < n; i++) {
      const r = regions[i % regions.length]!;
      others.push({
        ...base, kind: 'later', scope: 'other', era, categoryId: regionCat.get(r.name.en)!, zone: null, area: null, map: null,
        level: clampLevel(rng.int(r.levels[0], r.levels[1])), region: r.name, chain: rng.chance(0.5) ? `later:${era}:${Math.floor(i / 4)}` : undefined,
        size: rng.weighted<QuestSize>([['SOLO', 80], ['SMALL_FELLOWSHIP', 12], ['FELLOWSHIP', 8]]),
      });
    }
    used += n;
  }
  for (let i = used; i < rest; i++) {
    others.push({ ...base, kind: 'other', scope: 'other', era: 'Other', categoryId: otherCat, zone: null, area: null, map: null, level: clampLevel(rng.int(10, 50)), repeatable: true });
  }
  drafts.push(...others);
  if (!ctx.small && drafts.length !== (QUEST_TOTALS.total as number)) throw new Error(`quest total is ${drafts.length}`);

  // ------------------------------------------------------------------ chains of zone quests (same area, rising level)
  const byArea = new Map<number, Draft[]>();
  for (const q of drafts) if (q.kind === 'zone' && q.area) (byArea.get(q.area.id) ?? byArea.set(q.area.id, []).get(q.area.id)!).push(q);
  let chainNo = 0;
  for (const list of byArea.values()) {
    const sorted = [...list].sort((a, b) => a.level - b.level);
    for (let i = 0; i < sorted.length; ) {
      if (rng.chance(0.45)) {
        const len = Math.min(rng.int(2, 5), sorted.length - i);
        if (len >= 2) {
          const key = `zone:${chainNo++}`;
          const topic = rng.pick(QUEST_TOPICS);
          for (let k = 0; k < len; k++) {
            const q = sorted[i + k]!;
            q.chain = key;
            q.chainPos = k;
            q.name = fill(NAME_PART, topic, k + 1);
          }
          i += len;
          continue;
        }
      }
      i++;
    }
  }

  // ------------------------------------------------------------------ records
  const questRewardPool = new Map<number, ItemRecord[]>();
  for (const it of d.items) {
    if (ctx.itemMeta.get(it.id)!.origin !== 'quest') continue;
    (questRewardPool.get(it.level) ?? questRewardPool.set(it.level, []).get(it.level)!).push(it);
  }
  const poolCursor = new Map<number, number>();
  const usedRewardItems = new Set<number>();
  const nextReward = (level: number): ItemRecord | null => {
    for (let dl = 0; dl <= 5; dl++) {
      for (const l of [level - dl, level + dl]) {
        const pool = questRewardPool.get(l);
        if (!pool || !pool.length) continue;
        const c = poolCursor.get(l) ?? 0;
        poolCursor.set(l, c + 1);
        const it = pool[c % pool.length]!;
        usedRewardItems.add(it.id);
        return it;
      }
    }
    return null;
  };
  const barterers = d.npcs.filter((n) => n.role === 'barterer');
  const craftSuppliers = d.npcs.filter((n) => n.role === 'craftingSupplier');

  const chainMembers = new Map<string, { pos: number; rec: QuestRecord }[]>();
  let qid = 1879200001;
  for (const q of drafts) {
    const id = qid++;
    const ap = q.area ? people.byArea.get(q.area.id) : undefined;
    const bestower = pickBestower(f, rng, world, q, ap, barterers, craftSuppliers);
    const name = q.name ?? (q.region ? fill(NAME_PREFIXED, q.region, rng.pick(QUEST_TOPICS)) : q.area && rng.chance(0.5) ? fill(NAME_IN, rng.pick(QUEST_TOPICS), q.area.name) : rng.pick(QUEST_TOPICS));
    const placeName = q.area?.name ?? q.region ?? q.zone?.name ?? L('Eriador', 'Eriador', 'Eriador', 'Эриадор');
    const description = bestower ? fill(rng.pick(DESCRIPTIONS), bestower.name, placeName) : fill(DESCRIPTION_NO_NPC, placeName);
    const objectives = q.map ? makeObjectives(rng, q, id, ap, people, bestower) : [{ text: fill(OBJ_EXPLORE, placeName), count: 1, markers: [] }];
    const xp = Math.round(40 * q.level ** 1.45 * (q.size === 'FELLOWSHIP' ? 1.5 : 1) * (q.repeatable ? 0.5 : 1));
    const rewards: QuestRecord['rewards'] = {
      xp, copper: Math.round(10 * q.level ** 1.6 * (q.repeatable ? 0.5 : 1)), items: [], selectableItems: [],
      reputation: q.reputation ? { faction: q.reputation, amount: q.repeatable ? 300 : rng.pick([300, 500, 700, 900]) } : null,
    };
    if (q.rewardSetId) {
      const set = d.itemSets.find((s) => s.id === q.rewardSetId)!;
      rewards.selectableItems = set.items.map((itemId) => ({ itemId, quantity: 1 }));
    } else if (q.kind !== 'monster' && q.kind !== 'later' && q.kind !== 'other') {
      if (rng.chance(0.4)) {
        const it = nextReward(q.level);
        if (it) rewards.items.push({ itemId: it.id, quantity: 1 });
      }
      if (rng.chance(0.45)) {
        const n = rng.int(2, 4);
        const seen = new Set(rewards.items.map((x) => x.itemId));
        for (let k = 0; k < n; k++) {
          const it = nextReward(q.level);
          if (it && !seen.has(it.id)) {
            seen.add(it.id);
            rewards.selectableItems.push({ itemId: it.id, quantity: 1 });
          }
        }
      }
    }
    const comments = rng.chance(0.3)
      ? Array.from({ length: rng.int(1, 3) }, () => ({
          date: `${rng.int(2007, 2013)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`,
          author: rng.pick(COMMENT_AUTHORS), text: rng.pick(COMMENTS),
        })).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
      : [];
    const rec: QuestRecord = {
      id, name, level: q.level, categoryId: q.categoryId, scope: q.scope, zoneId: q.zone ? zoneMapId(q.zone.key) : null,
      areaId: q.map?.type === 'dungeon' ? q.map.id : q.area?.id ?? null, mapId: q.map && objectives.some((o) => o.markers.length) ? q.map.id : null,
      startZone: q.zone?.name ?? q.region ?? null, bestowerNpcId: bestower?.id ?? null, description, objectives, rewards,
      prerequisiteId: null, nextQuestId: null, comments, expansionEra: q.era, size: q.size, repeatable: q.repeatable, faction: q.faction,
    };
    d.quests.push(rec);
    if (bestower) bestower.startsQuests.push(id);
    if (q.chain) {
      const list = chainMembers.get(q.chain) ?? chainMembers.set(q.chain, []).get(q.chain)!;
      list.push({ pos: q.chainPos ?? list.length, rec });
    }
  }
  for (const list of chainMembers.values()) {
    const members = list.sort((a, b) => a.pos - b.pos).map((x) => x.rec);
    for (let i = 0; i + 1 < members.length; i++) {
      members[i]!.nextQuestId = members[i + 1]!.id;
      members[i + 1]!.prerequisiteId = members[i]!.id;
    }
  }
  // Quest gear nobody was given goes to creatures instead.
  for (const it of d.items) {
    const m = ctx.itemMeta.get(it.id)!;
    if (m.origin === 'quest' && !usedRewardItems.has(it.id)) m.origin = 'drop';
  }
  for (const n of d.npcs) {
    n.startsQuests = [...new Set(n.startsQuests)].sort((a, b) => a - b);
    const starts = new Set(n.startsQuests);
    n.involvedQuests = [...new Set(n.involvedQuests)].filter((q) => !starts.has(q)).sort((a, b) => a - b);
  }
}

function pickBestower(f: NpcFactory, rng: Rng, world: WorldIndex, q: Draft, ap: AreaPeople | undefined, barterers: NpcRecord[], suppliers: NpcRecord[]): NpcRecord | null {
  if (q.kind === 'raidGear') return rng.pick(barterers);
  if (q.kind === 'crafting') return rng.pick(suppliers);
  if (!ap) return null;
  if (q.kind === 'festival') return rng.pick(ap.citizens);
  const reusable = ap.questGivers.filter((n) => n.startsQuests.length < 4);
  if (reusable.length && rng.chance(0.65)) return rng.pick(reusable);
  return newQuestGiver(f, rng, world, ap);
}

function marker(index: number, name: Localized, map: MapRecord, p: { longitude: number; latitude: number }): QuestMarker {
  return { index, name, mapId: map.id, longitude: p.longitude, latitude: p.latitude, ...toGame(p.longitude, p.latitude) };
}

function makeObjectives(rng: Rng, q: Draft, questId: number, ap: AreaPeople | undefined, people: PeopleIndex, bestower: NpcRecord | null): QuestRecord['objectives'] {
  const map = q.map!;
  // Points are drawn from the quest's area (or dungeon), which lies inside the quest's map.
  const within = map.type === 'dungeon' ? map : q.area ?? map;
  const creatures = map.type === 'dungeon' ? people.dungeonCreatures.get(map.id) ?? [] : ap?.creatures ?? [];
  const objectives: QuestRecord['objectives'] = [];
  let idx = 1;
  const count = rng.int(1, 3);
  for (let k = 0; k < count; k++) {
    const kind = rng.weighted<'defeat' | 'collect' | 'talk' | 'explore'>([['defeat', 45], ['collect', 30], ['talk', 12], ['explore', 13]]);
    if (kind === 'defeat' && creatures.length) {
      const c = rng.pick(creatures);
      c.involvedQuests.push(questId);
      const n = rng.int(4, 12);
      const markers = c.spawns.filter((s) => inside(within, s)).slice(0, 3).map((s) => marker(idx++, c.name, map, s));
      objectives.push({ text: fill(OBJ_DEFEAT, c.name, n), count: n, markers });
    } else if (kind === 'talk' && ap && ap.citizens.length) {
      const c = rng.pick(ap.citizens);
      c.involvedQuests.push(questId);
      objectives.push({ text: fill(OBJ_TALK, c.name), count: 1, markers: c.spawns.filter((s) => inside(within, s)).map((s) => marker(idx++, c.name, map, s)) });
    } else if (kind === 'explore') {
      objectives.push({ text: fill(OBJ_EXPLORE, within.name), count: 1, markers: [marker(idx++, within.name, map, pointIn(rng, within.boundingBox, 0.1))] });
    } else {
      const o = rng.pick(QUEST_OBJECTS);
      const n = rng.int(3, 10);
      objectives.push({ text: fill(OBJ_COLLECT, o, n), count: n, markers: Array.from({ length: rng.int(1, 3) }, () => marker(idx++, o, map, pointIn(rng, within.boundingBox, 0.08))) });
    }
  }
  if (bestower && rng.chance(0.7)) {
    objectives.push({ text: fill(OBJ_RETURN, bestower.name), count: 1, markers: bestower.spawns.filter((s) => inside(map, s)).map((s) => marker(idx++, bestower.name, map, s)) });
  }
  return objectives;
}

function inside(m: MapRecord, p: { longitude: number; latitude: number }): boolean {
  const b = m.boundingBox;
  return p.longitude >= b.min.longitude && p.longitude <= b.max.longitude && p.latitude >= b.min.latitude && p.latitude <= b.max.latitude;
}
