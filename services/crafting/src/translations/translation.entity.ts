import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** Display text of one code ("quality.rare", "slot.head", "stat.might", …) in every language. */
@Entity({ name: 'translations', schema: 'crafting' })
export class Translation {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ type: 'jsonb' })
  text!: Localized;
}
