import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** Name, profession and tier of a recipe making an item (crafting owns recipes). */
@Entity({ name: 'recipe_refs', schema: 'loot' })
export class RecipeRef {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'text' })
  profession!: string;

  @Column({ name: 'profession_name', type: 'jsonb' })
  professionName!: Localized;

  @Column({ type: 'smallint' })
  tier!: number;
}
