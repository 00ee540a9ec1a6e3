import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One spawn point of an NPC, inside its map's box (the NPC's markers). */
@Entity({ name: 'npc_spawns', schema: 'atlas' })
export class NpcSpawn {
  @PrimaryColumn({ name: 'npc_id', type: 'integer' })
  npcId!: number;

  /** 1-based position in the NPC's spawn list. */
  @PrimaryColumn({ type: 'smallint' })
  position!: number;

  @Column({ name: 'map_id', type: 'integer' })
  mapId!: number;

  @Column({ type: 'double precision' })
  longitude!: number;

  @Column({ type: 'double precision' })
  latitude!: number;

  @Column({ name: 'game_x', type: 'double precision' })
  gameX!: number;

  @Column({ name: 'game_y', type: 'double precision' })
  gameY!: number;
}
