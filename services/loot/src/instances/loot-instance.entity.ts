import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** A dungeon or raid with loot tables (the spec's instanceName is name[en], localizedInstanceName name[lang]). */
@Entity({ name: 'instances', schema: 'loot' })
export class LootInstance {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  /** dungeon or raid. */
  @Column({ type: 'text' })
  type!: string;

  /** The dungeon map (an atlas map id). */
  @Column({ name: 'map_id', type: 'integer' })
  mapId!: number;

  @Column({ name: 'level_min', type: 'smallint' })
  levelMin!: number;

  @Column({ name: 'level_max', type: 'smallint' })
  levelMax!: number;

  /** SOLO, SMALL_FELLOWSHIP or FELLOWSHIP. */
  @Column({ type: 'text' })
  size!: string;
}
