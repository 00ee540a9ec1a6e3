import { Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { CompositeData, LanguageCode, MapMarkers, MarkerCategory } from '@eoa/contracts';
import { mergeDuplicateMarkers, worldBoundsOf } from '@eoa/game-rules';
import { InvalidRequestException } from '@eoa/server-kit';
import { placementFor, type MarkerPlacement } from '../editorial/marker-placement.js';
import { QuestEditorial } from '../editorial/quest-editorial.js';
import { mapOr404 } from '../maps/maps.service.js';
import type { AtlasWorld } from '../world/atlas-world.js';
import { AtlasWorldService } from '../world/atlas-world.service.js';
import { LargeAnswersService } from '../world/large-answers.service.js';

/** The category codes of a `categories` list (sorted, without repeats), or a 400 naming the codes the data lacks. */
export function parseCategories(world: AtlasWorld, list: string | undefined): Set<number> | undefined {
  if (list === undefined) return undefined;
  const codes = [...new Set(list.split(',').map((code) => Number(code.trim())))].sort((a, b) => a - b);
  const unknown = codes.filter((code) => !world.categories.has(code));
  if (unknown.length > 0) {
    throw new InvalidRequestException([{ path: 'categories', code: 'atlas.unknownCategories', params: { codes: unknown.join(', '), count: unknown.length } }]);
  }
  return new Set(codes);
}

/** GET /maps/categories, /maps/{id}/markers, /maps/composite. */
@Injectable()
export class MarkersService {
  constructor(
    private readonly worlds: AtlasWorldService,
    private readonly answers: LargeAnswersService,
    private readonly editorial: QuestEditorial,
  ) {}

  /** The world and where its markers are drawn (admin's calibrations of the zone maps). */
  private async placedWorld(): Promise<{ world: AtlasWorld; placement: MarkerPlacement; calibrationVersion: string }> {
    const [world, view] = await Promise.all([this.worlds.world(), this.editorial.current()]);
    return { world, placement: placementFor(world, view), calibrationVersion: view.calibrationVersion };
  }

  async categories(lang: LanguageCode): Promise<MarkerCategory[]> {
    return (await this.worlds.world()).categoryList(lang);
  }

  /** A map's own markers (of the categories asked), by id, where the calibrations draw them, precompressed. */
  async sendMapMarkers(req: Request, res: Response, mapId: number, categoryList: string | undefined, lang: LanguageCode): Promise<void> {
    const { world, placement, calibrationVersion } = await this.placedWorld();
    mapOr404(world, mapId);
    const categories = parseCategories(world, categoryList);
    await this.answers.send(req, res, true, {
      kind: 'markers',
      lang,
      versions: [world.fingerprint, calibrationVersion],
      query: `${mapId}|${categories ? [...categories].join(',') : '*'}`,
      produce: (): MapMarkers => ({ mapId, markers: world.markersOn(mapId, categories).map((m) => placement.place(world.marker(m, lang))) }),
      stillCurrent: () => this.worlds.isCurrent(world),
    });
  }

  /**
   * The composite view's data: the ten main zone maps, their bounds, the links drawn on them, and the markers of the
   * zone maps and of their areas with duplicates merged (spec 2 §5), precompressed.
   */
  async sendComposite(req: Request, res: Response, categoryList: string | undefined, lang: LanguageCode): Promise<void> {
    const { world, placement, calibrationVersion } = await this.placedWorld();
    const categories = parseCategories(world, categoryList);
    await this.answers.send(req, res, true, {
      kind: 'composite',
      lang,
      versions: [world.fingerprint, calibrationVersion],
      query: categories ? [...categories].join(',') : '*',
      produce: () => this.composite(world, placement, categories, lang),
      stillCurrent: () => this.worlds.isCurrent(world),
    });
  }

  composite(world: AtlasWorld, placement: MarkerPlacement, categories: ReadonlySet<number> | undefined, lang: LanguageCode): CompositeData {
    const zones = world.zoneMaps();
    const zoneIds = new Set(zones.map((z) => z.id));
    // The zones' areas (not dungeons: those are interiors drawn on their own maps).
    const areas = [...world.maps.values()].filter((m) => m.type === 'area' && m.zoneId !== null && zoneIds.has(m.zoneId)).sort((a, b) => a.id - b.id);
    const markers = [...zones, ...areas].flatMap((map) => world.markersOn(map.id, categories)).map((m) => placement.place(world.marker(m, lang)));
    return {
      maps: zones.map((z) => world.map(z, lang)),
      worldBounds: worldBoundsOf(zones.map((z) => world.box(z))),
      links: zones.flatMap((z) => world.links(z.id, lang)),
      markers: mergeDuplicateMarkers(markers),
    };
  }
}
