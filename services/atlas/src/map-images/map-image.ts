// One map's image as SVG text, from the world's geography and a language: the entry point of the drawing (pure:
// the same geography, map and language give the same bytes).

import { isLanguageCode, DEFAULT_LANGUAGE, type LanguageCode } from '@eoa/contracts';
import { dungeonMapSvg } from './dungeon-map.svg.js';
import { mapRole, type WorldGeography } from './geography.js';
import { landMapSvg } from './land-map.svg.js';
import type { Terrain } from './terrain.js';
import { mapImageSize, View } from './view.js';

export interface MapSvg {
  svg: string;
  width: number;
  height: number;
}

/** The SVG of a map (null when the geography has no such map). An unknown language draws English labels. */
export function mapImageSvg(world: WorldGeography, terrain: Terrain, mapId: number, lang: string): MapSvg | null {
  const map = world.maps.find((m) => m.id === mapId);
  if (!map) return null;
  const language: LanguageCode = isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE;
  const view = new View(map.box, mapImageSize(map));
  const svg =
    mapRole(map) === 'dungeon'
      ? dungeonMapSvg({
          map,
          places: world.places.filter((p) => p.mapId === map.id),
          links: world.links.filter((l) => l.parentId === map.id),
          lang: language,
          view,
        })
      : landMapSvg({ world, terrain, map, lang: language, view });
  return { svg, width: view.width, height: view.height };
}
