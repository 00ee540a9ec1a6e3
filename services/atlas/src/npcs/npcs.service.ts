import { HttpStatus, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import {
  AGGRO_TYPES, localize, type AggroType, type LanguageCode, type NamedCode, type NpcDetail, type NpcListItem, type NpcMarker,
  type NpcListQuerySchema, type NpcPage, type NpcRace, type NpcsOnMap, type QuestRef,
} from '@eoa/contracts';
import { InvalidRequestException, ProblemException } from '@eoa/server-kit';
import { pageOf } from '../common/paging.js';
import { activeSearch } from '../common/search.js';
import type { QuestCatalog } from '../quests/quest-catalog.js';
import { QuestCatalogService } from '../quests/quest-catalog.service.js';
import type { RawNpc } from '../world/atlas-data.loader.js';
import { haystackOf, type AtlasWorld } from '../world/atlas-world.js';
import { LargeAnswersService } from '../world/large-answers.service.js';

type NpcListQuery = z.output<typeof NpcListQuerySchema>;

/** Answers of at least this many NPCs are sent precompressed (the page asks for 10000, the default); smaller ones as plain JSON. */
export const PRECOMPRESSED_MIN_NPCS = 1000;

/** Whether an NPC is on a map: a spawn there, or the map among its zones or areas. */
const npcOnMap = (npc: RawNpc, mapId: number) => npc.zoneIds.includes(mapId) || npc.areaIds.includes(mapId) || npc.spawns.some((s) => s.mapId === mapId);

/** GET /npcs, /npcs/{id}, /npcs/map/{mapId}, /npcs/races, /npcs/aggro-types. */
@Injectable()
export class NpcsService {
  constructor(
    private readonly catalogs: QuestCatalogService,
    private readonly answers: LargeAnswersService,
  ) {}

  async sendList(req: Request, res: Response, query: NpcListQuery, lang: LanguageCode): Promise<void> {
    const catalog = await this.catalogs.catalog();
    const { world } = catalog;
    if (query.mapId !== undefined && !world.maps.has(query.mapId)) {
      throw new InvalidRequestException([{ path: 'mapId', code: 'atlas.mapIdNoMap', params: { id: query.mapId } }]);
    }
    const { page, pageSize } = query;
    const search = activeSearch(query.search);
    const matches = this.byName(world, lang).filter(
      (n) =>
        (query.mapId === undefined || npcOnMap(n, query.mapId)) &&
        (query.race === undefined || n.race === query.race) &&
        (query.aggro === undefined || n.aggro === query.aggro) &&
        (query.hasQuests === undefined || n.hasQuests === query.hasQuests) &&
        (search === undefined || this.haystack(world, n).includes(search)),
    );
    const { items, ...info } = pageOf(matches, page, pageSize);
    const answer: NpcPage = { npcs: items.map((n) => this.item(world, n, lang)), ...info };
    await this.answers.send(req, res, answer.npcs.length >= PRECOMPRESSED_MIN_NPCS, {
      kind: 'npcs',
      lang,
      versions: [world.fingerprint],
      query: JSON.stringify({ mapId: query.mapId, race: query.race, aggro: query.aggro, hasQuests: query.hasQuests, search, page, pageSize }),
      produce: () => answer,
      stillCurrent: () => this.catalogs.isCurrent(catalog),
    });
  }

  /** GET /npcs/{id}: the list fields, zones, areas, location, notes, picture, quests (excluded ones left out) and spawns. */
  async detail(id: number, lang: LanguageCode): Promise<NpcDetail> {
    const catalog = await this.catalogs.catalog();
    const { world } = catalog;
    const npc = world.npcs.get(id);
    if (!npc) throw new ProblemException(HttpStatus.NOT_FOUND, 'atlas.npcNotFound', { id });
    const maps = (ids: number[]) => ids.flatMap((mapId) => (world.maps.has(mapId) ? [{ mapId, name: world.mapName(mapId, lang)! }] : []));
    return {
      ...this.item(world, npc, lang),
      zones: maps(npc.zoneIds),
      areas: maps(npc.areaIds),
      location: localize(npc.location, lang) ?? '',
      notes: localize(npc.notes, lang),
      screenshotUrl: npc.screenshotUrl,
      startsQuests: this.questRefs(catalog, npc.startsQuests, lang),
      involvedQuests: this.questRefs(catalog, npc.involvedQuests, lang),
      markers: this.markers(catalog, npc, lang),
    };
  }

  /** GET /npcs/map/{mapId}: the NPCs spawning on a map, by name, each with its spawns there (numbered as in its full list). */
  async onMap(mapId: number, lang: LanguageCode): Promise<NpcsOnMap> {
    const catalog = await this.catalogs.catalog();
    const { world } = catalog;
    if (!world.maps.has(mapId)) throw new ProblemException(HttpStatus.NOT_FOUND, 'atlas.mapNotFound', { id: mapId });
    const spawning = new Set(world.npcsBySpawnMap.get(mapId) ?? []);
    return {
      mapId,
      npcs: this.byName(world, lang)
        .filter((n) => spawning.has(n))
        .map((n) => ({ ...this.item(world, n, lang), markers: this.markers(catalog, n, lang).filter((m) => m.mapId === mapId) })),
    };
  }

  /** GET /npcs/races: the races the data holds, by name. */
  async races(lang: LanguageCode): Promise<NamedCode<NpcRace>[]> {
    const world = (await this.catalogs.catalog()).world;
    const collator = world.collator(lang);
    return [...new Set(world.npcList.map((n) => n.race as NpcRace))]
      .map((code) => ({ code, name: world.text(`npcRace.${code}`, lang) }))
      .sort((a, b) => collator.compare(a.name, b.name));
  }

  /** GET /npcs/aggro-types: friendly, neutral, aggressive with their names. */
  async aggroTypes(lang: LanguageCode): Promise<NamedCode<AggroType>[]> {
    const world = (await this.catalogs.catalog()).world;
    return AGGRO_TYPES.map((code) => ({ code, name: world.text(`aggro.${code}`, lang) }));
  }

  private byName(world: AtlasWorld, lang: LanguageCode): RawNpc[] {
    return world.memoised(`npcs|${lang}`, () => world.byLocalizedName(world.npcList, lang));
  }

  private haystack(world: AtlasWorld, npc: RawNpc): string {
    return world.memoised(`npc-hay|${npc.id}`, () => haystackOf(npc.name));
  }

  private item(world: AtlasWorld, npc: RawNpc, lang: LanguageCode): NpcListItem {
    return world.memoised(`npc|${lang}|${npc.id}`, () => ({
      mobId: npc.id,
      name: npc.name.en,
      localizedName: localize(npc.name, lang) ?? npc.name.en,
      race: npc.race as NpcRace,
      raceName: world.text(`npcRace.${npc.race}`, lang),
      aggro: npc.aggro as AggroType,
      aggroName: world.text(`aggro.${npc.aggro}`, lang),
      level: npc.level,
      hasQuests: npc.hasQuests,
      zoneIds: npc.zoneIds,
      areaIds: npc.areaIds,
    }));
  }

  /** The NPC's spawns, numbered in their order, drawn where the zones' calibrations place them. */
  private markers(catalog: QuestCatalog, npc: RawNpc, lang: LanguageCode): NpcMarker[] {
    return npc.spawns.map((spawn, i) => {
      const s = catalog.placement.place(spawn);
      return {
        index: i + 1,
        mapId: s.mapId,
        zone: catalog.world.mapName(s.mapId, lang) ?? String(s.mapId),
        longitude: s.longitude,
        latitude: s.latitude,
        gameX: s.gameX,
        gameY: s.gameY,
      };
    });
  }

  /** The quests of a list by name, leaving out excluded and unknown ones. */
  private questRefs(catalog: QuestCatalog, ids: number[], lang: LanguageCode): QuestRef[] {
    const quests = ids.flatMap((id) => {
      const quest = catalog.quest(id);
      return quest && !catalog.isExcluded(id) ? [quest] : [];
    });
    const order = new Map(catalog.byName(lang).map((q, i) => [q.id, i]));
    return quests.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map((q) => catalog.ref(q, lang));
  }
}
