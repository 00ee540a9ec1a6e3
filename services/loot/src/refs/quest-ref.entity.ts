import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** Name and level of a quest rewarding an item (atlas owns quests). */
@Entity({ name: 'quest_refs', schema: 'loot' })
export class QuestRef {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'smallint' })
  level!: number;
}
