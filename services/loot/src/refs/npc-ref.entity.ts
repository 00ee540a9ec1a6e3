import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** Name of a boss, mob, vendor or barterer a loot row names (atlas owns NPCs). */
@Entity({ name: 'npc_refs', schema: 'loot' })
export class NpcRef {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'text' })
  role!: string;

  @Column({ type: 'smallint' })
  level!: number;
}
