import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RecipeIngredient } from './recipe-ingredient.entity.js';
import { Recipe } from './recipe.entity.js';

/** Recipes and their ingredients (the /recipe calls come later). */
@Module({
  imports: [TypeOrmModule.forFeature([Recipe, RecipeIngredient])],
  exports: [TypeOrmModule],
})
export class RecipesModule {}
