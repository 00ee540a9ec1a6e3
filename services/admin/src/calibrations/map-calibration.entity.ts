import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ADMIN_SCHEMA } from '../service.info.js';

/**
 * A main zone map's calibration (spec 3 §3): where the game's coordinates span the map (its box in game units),
 * then a scale about the box's centre and an offset in game units. Seeded from atlas's box with offset 0, scale 1.
 */
@Entity({ name: 'map_calibrations', schema: ADMIN_SCHEMA })
export class MapCalibrationRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'zone_name', type: 'varchar', length: 200 })
  zoneName!: string;

  @Column({ name: 'map_id', type: 'integer', unique: true })
  mapId!: number;

  @Column({ name: 'game_min_x', type: 'double precision' })
  gameMinX!: number;

  @Column({ name: 'game_max_x', type: 'double precision' })
  gameMaxX!: number;

  @Column({ name: 'game_min_y', type: 'double precision' })
  gameMinY!: number;

  @Column({ name: 'game_max_y', type: 'double precision' })
  gameMaxY!: number;

  @Column({ name: 'offset_x', type: 'double precision', default: 0 })
  offsetX!: number;

  @Column({ name: 'offset_y', type: 'double precision', default: 0 })
  offsetY!: number;

  @Column({ type: 'double precision', default: 1 })
  scale!: number;

  @Column({ name: 'updated_by', type: 'varchar', length: 100, nullable: true })
  updatedBy!: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
