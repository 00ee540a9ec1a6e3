import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** A boss of a loot instance; its name is in npc_refs (mobId), its drops are BossDrop rows. */
@Entity({ name: 'bosses', schema: 'loot' })
export class Boss {
  @PrimaryColumn({ name: 'mob_id', type: 'integer' })
  mobId!: number;

  @Column({ name: 'instance_id', type: 'integer' })
  instanceId!: number;

  @Column({ type: 'jsonb' })
  location!: Localized;

  @Column({ type: 'smallint' })
  level!: number;
}
