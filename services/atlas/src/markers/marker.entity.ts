import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** A map marker (service, point of interest, creature, resource, shard) inside its map's box. */
@Entity({ name: 'markers', schema: 'atlas' })
export class Marker {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'map_id', type: 'integer' })
  mapId!: number;

  @Column({ name: 'category_code', type: 'integer' })
  categoryCode!: number;

  @Column({ type: 'jsonb' })
  label!: Localized;

  /** Technical name (stable, English). */
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'double precision' })
  longitude!: number;

  @Column({ type: 'double precision' })
  latitude!: number;

  @Column({ name: 'game_x', type: 'double precision' })
  gameX!: number;

  @Column({ name: 'game_y', type: 'double precision' })
  gameY!: number;

  /** Shard markers (79): signature, elite or elite-master. */
  @Column({ type: 'text', nullable: true })
  type!: string | null;

  @Column({ name: 'npc_id', type: 'integer', nullable: true })
  npcId!: number | null;

  @Column({ name: 'item_id', type: 'integer', nullable: true })
  itemId!: number | null;
}
