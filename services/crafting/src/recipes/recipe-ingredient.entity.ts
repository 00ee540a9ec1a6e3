import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One ingredient of a recipe, in the recipe's order; optional ones raise the critical chance. */
@Entity({ name: 'recipe_ingredients', schema: 'crafting' })
export class RecipeIngredient {
  @PrimaryColumn({ name: 'recipe_id', type: 'integer' })
  recipeId!: number;

  /** 1-based position in the recipe's ingredient list. */
  @PrimaryColumn({ type: 'smallint' })
  position!: number;

  @Column({ name: 'item_id', type: 'integer' })
  itemId!: number;

  @Column({ type: 'integer' })
  quantity!: number;

  @Column({ type: 'boolean' })
  optional!: boolean;

  /** Percent added by an optional ingredient. */
  @Column({ name: 'critical_chance_bonus', type: 'double precision' })
  criticalChanceBonus!: number;
}
