import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PLACE_CODES, type WorldGeography } from './geography.js';

/** The geography the map images are drawn from, read from the atlas schema (maps, links, the places that shape the land). */
@Injectable()
export class GeographyLoader {
  constructor(private readonly dataSource: DataSource) {}

  async load(): Promise<WorldGeography> {
    const [maps, links, places] = await Promise.all([
      this.dataSource.query(
        `SELECT id, name, type, parent_id AS "parentId", zone_id AS "zoneId", is_instance AS "isInstance",
                json_build_object('minLon', min_longitude, 'minLat', min_latitude, 'maxLon', max_longitude, 'maxLat', max_latitude) AS box
           FROM atlas.maps ORDER BY id`,
      ),
      this.dataSource.query(
        `SELECT parent_id AS "parentId", target_id AS "targetId", from_longitude AS longitude, from_latitude AS latitude
           FROM atlas.map_links ORDER BY id`,
      ),
      // Settlements, landmarks, camps and entrances everywhere; everything inside the dungeons (their chambers).
      this.dataSource.query(
        `SELECT mk.map_id AS "mapId", mk.category_code AS code, mk.label, mk.longitude, mk.latitude
           FROM atlas.markers mk JOIN atlas.maps m ON m.id = mk.map_id
          WHERE mk.category_code = ANY($1) OR m.type = 'dungeon'
          ORDER BY mk.id`,
        [Object.values(PLACE_CODES)],
      ),
    ]);
    return { maps, links, places } as WorldGeography;
  }
}
