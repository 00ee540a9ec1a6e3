import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Localized } from '@eoa/contracts';

/** A recipe: profession, tier, XP, critical chance, results; its ingredients are RecipeIngredient rows. */
@Entity({ name: 'recipes', schema: 'crafting' })
export class Recipe {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  /** Some end with "(Old)": superseded, excluded by the calculator. */
  @Column({ type: 'jsonb' })
  name!: Localized;

  @Column({ type: 'text' })
  profession!: string;

  @Column({ type: 'smallint' })
  tier!: number;

  /** Armour, Weapons or Misc (the browser's quick filter). */
  @Column({ type: 'text' })
  category!: string;

  @Column({ type: 'integer' })
  xp!: number;

  /** Percent. */
  @Column({ name: 'base_critical_chance', type: 'double precision' })
  baseCriticalChance!: number;

  @Column({ name: 'uses_shards', type: 'boolean' })
  usesShards!: boolean;

  @Column({ name: 'result_item_id', type: 'integer' })
  resultItemId!: number;

  @Column({ name: 'result_quantity', type: 'integer' })
  resultQuantity!: number;

  @Column({ name: 'critical_result_item_id', type: 'integer', nullable: true })
  criticalResultItemId!: number | null;

  @Column({ name: 'critical_result_quantity', type: 'integer', nullable: true })
  criticalResultQuantity!: number | null;

  /** Scroll that teaches the recipe, when it is not known from the tier. */
  @Column({ name: 'recipe_item_id', type: 'integer', nullable: true })
  recipeItemId!: number | null;
}
