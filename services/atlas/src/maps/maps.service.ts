import { HttpStatus, Injectable } from '@nestjs/common';
import {
  WORLD_MAP_ID, ZONE_MAP_IDS, type AtlasMap, type LanguageCode, type MainZoneMaps, type MapHierarchy, type MapHierarchyPath, type MapLink,
  type MapsAnswer,
} from '@eoa/contracts';
import { ProblemException } from '@eoa/server-kit';
import type { RawMap } from '../world/atlas-data.loader.js';
import type { AtlasWorld } from '../world/atlas-world.js';
import { AtlasWorldService } from '../world/atlas-world.service.js';

/** The map of an id, or a 404. */
export function mapOr404(world: AtlasWorld, id: number): RawMap {
  const map = world.maps.get(id);
  if (!map) throw new ProblemException(HttpStatus.NOT_FOUND, 'atlas.mapNotFound', { id });
  return map;
}

/** GET /maps, /maps/main-zones, /maps/hierarchy, /maps/{id}, /maps/{id}/links, /maps/{id}/hierarchy-path. */
@Injectable()
export class MapsService {
  constructor(private readonly worlds: AtlasWorldService) {}

  async list(search: string | undefined, lang: LanguageCode): Promise<MapsAnswer> {
    const world = await this.worlds.world();
    const maps = (search ? world.searchMaps(search, lang) : world.sortedMaps(lang)).map((m) => world.map(m, lang));
    return { maps, mapsByType: world.mapsByType(maps) };
  }

  /** The world map and the ten main zone maps (the spec's constants; the data holds them all). */
  mainZones(): MainZoneMaps {
    return { worldMapId: WORLD_MAP_ID, mapIds: [...ZONE_MAP_IDS] };
  }

  async one(id: number, lang: LanguageCode): Promise<AtlasMap> {
    const world = await this.worlds.world();
    return world.map(mapOr404(world, id), lang);
  }

  async links(id: number, lang: LanguageCode): Promise<MapLink[]> {
    const world = await this.worlds.world();
    mapOr404(world, id);
    return world.links(id, lang);
  }

  async hierarchy(lang: LanguageCode): Promise<MapHierarchy> {
    const world = await this.worlds.world();
    return { roots: world.hierarchy(lang) };
  }

  /** The breadcrumb above a map: region = the root (world) map, territory = its zone, area = the area it is or lies in. */
  async path(id: number, lang: LanguageCode): Promise<MapHierarchyPath> {
    const world = await this.worlds.world();
    const map = mapOr404(world, id);
    const ancestry = world.ancestry(map);
    const root = ancestry[ancestry.length - 1]!;
    const territory = ancestry.find((m) => world.levelOf(m) === 'Territory');
    const area = ancestry.find((m) => world.levelOf(m) === 'Area');
    return {
      region: world.levelOf(root) === 'Region' ? world.pathEntry(root, lang) : null,
      territory: territory ? world.pathEntry(territory, lang) : null,
      area: area ? world.pathEntry(area, lang) : null,
      map: world.pathEntry(map, lang),
    };
  }
}
