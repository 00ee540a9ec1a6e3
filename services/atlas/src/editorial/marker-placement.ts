// Where a map calibration (spec 3 §3: the mapping from game coordinates to map positions) draws a marker. A zone's
// calibration applies to the markers stored on the zone map and on its areas — map markers, composite markers, quest
// markers and NPC spawns alike — not to dungeons (interiors with a frame of their own) nor to the world map. The game
// coordinates (gameX/gameY: what the game says) stay; the drawn position (longitude/latitude) follows the calibration.
import type { BoundingBox, LonLat } from '@eoa/contracts';
import { calibratedPosition, isIdentityCalibration, type CalibrationNumbers } from '@eoa/game-rules';
import type { AtlasWorld } from '../world/atlas-world.js';
import type { EditorialView } from './quest-editorial.js';

interface ZoneCalibration {
  calibration: CalibrationNumbers;
  box: BoundingBox;
}

/** Something drawn on a map at a game position. */
export interface Placeable {
  mapId: number;
  longitude: number;
  latitude: number;
  gameX: number;
  gameY: number;
}

export class MarkerPlacement {
  /** The calibration each map's markers follow (a zone's own and its areas'); maps left out are drawn as stored. */
  private readonly byMap = new Map<number, ZoneCalibration>();

  constructor(world: AtlasWorld, calibrations: EditorialView['calibrations']) {
    for (const [zoneId, calibration] of calibrations) {
      const zone = world.maps.get(zoneId);
      if (!zone) continue;
      const box = world.box(zone);
      // The seeded calibration moves nothing: leaving it out keeps the stored positions exact (no float round trip).
      if (isIdentityCalibration(calibration, box)) continue;
      const entry = { calibration, box };
      this.byMap.set(zoneId, entry);
      for (const map of world.maps.values()) if (map.type === 'area' && map.zoneId === zoneId) this.byMap.set(map.id, entry);
    }
  }

  /** Whether any marker moves (else every answer is the stored data). */
  get movesAnything(): boolean {
    return this.byMap.size > 0;
  }

  /** Where a marker is drawn, or undefined when its map is not calibrated (drawn where stored). */
  position(marker: Placeable): LonLat | undefined {
    const zone = this.byMap.get(marker.mapId);
    return zone && calibratedPosition({ gameX: marker.gameX, gameY: marker.gameY }, zone.calibration, zone.box);
  }

  /** The marker with its drawn position (the same object when its map is not calibrated). */
  place<T extends Placeable>(marker: T): T {
    const at = this.position(marker);
    return at ? { ...marker, longitude: at.longitude, latitude: at.latitude } : marker;
  }
}

/** The placement of one world under one set of calibrations, built once per pair (memoised in the world). */
export function placementFor(world: AtlasWorld, view: EditorialView): MarkerPlacement {
  return world.memoised(`placement|${view.calibrationVersion}`, () => new MarkerPlacement(world, view.calibrations));
}
