import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** A quest category: a zone, an epic book, an instance, class, crafting, festival, skirmish, … */
@Entity({ name: 'quest_categories', schema: 'atlas' })
export class QuestCategory {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'text' })
  kind!: string;
}
