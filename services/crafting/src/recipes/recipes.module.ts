import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RecipeIngredient } from './recipe-ingredient.entity.js';
import { Recipe } from './recipe.entity.js';
import { RecipesController } from './recipes.controller.js';
import { RecipesService } from './recipes.service.js';

/** Recipes and their ingredients: GET /recipe, /recipe/{id}, /recipe/used-in/{itemId}. */
@Module({
  imports: [TypeOrmModule.forFeature([Recipe, RecipeIngredient])],
  controllers: [RecipesController],
  providers: [RecipesService],
  exports: [TypeOrmModule],
})
export class RecipesModule {}
