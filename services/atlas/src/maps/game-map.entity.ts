import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** A map: the Eriador world map, a zone, an area or a dungeon; its box in degrees (min = south-west). */
@Entity({ name: 'maps', schema: 'atlas' })
export class GameMap {
  /** The game's id (the API's mapId). */
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  /** region (world and zone maps), area or dungeon. */
  @Column({ type: 'text' })
  type!: string;

  @Column({ name: 'parent_id', type: 'integer', nullable: true })
  parentId!: number | null;

  /** The zone (territory) the map belongs to; null for the world map. */
  @Column({ name: 'zone_id', type: 'integer', nullable: true })
  zoneId!: number | null;

  @Column({ name: 'is_main_region_map', type: 'boolean' })
  isMainRegionMap!: boolean;

  @Column({ name: 'is_instance', type: 'boolean' })
  isInstance!: boolean;

  @Column({ name: 'min_longitude', type: 'double precision' })
  minLongitude!: number;

  @Column({ name: 'min_latitude', type: 'double precision' })
  minLatitude!: number;

  @Column({ name: 'max_longitude', type: 'double precision' })
  maxLongitude!: number;

  @Column({ name: 'max_latitude', type: 'double precision' })
  maxLatitude!: number;

  @Column({ name: 'level_min', type: 'smallint' })
  levelMin!: number;

  @Column({ name: 'level_max', type: 'smallint' })
  levelMax!: number;

  @Column({ name: 'image_width', type: 'integer' })
  imageWidth!: number;

  @Column({ name: 'image_height', type: 'integer' })
  imageHeight!: number;
}
