// The crafting service's answers as zod schemas, for its OpenAPI document (issue 22 §2: success answers documented
// from contracts). The types stay the interfaces of crafting.ts: the crafting remote is built on them (their
// STABILITY note), their field comments are the reference, and the tree node is recursive. `CraftingAnswersAgree`
// below makes the compiler check that each schema's output and its interface are the same type, so the two cannot
// drift apart: change one, and the typecheck fails until the other follows.
import { z } from 'zod';
import { pageAnswerFields } from './paging.js';
import type { Agrees, Check } from './schema-agrees.js';
import {
  CRAFTING_TIER_LEVELS,
  ITEM_ORIGINS,
  RECIPE_CATEGORIES,
  type DirectRequirementTotal,
  type ItemRecipes,
  type MaterialTotal,
  type OptimalPath,
  type OptimalPathRecipe,
  type OptimalPathSegment,
  type OptimalPathTier,
  type ProcessedMaterialTotal,
  type Profession,
  type ProfessionTier,
  type Recipe,
  type RecipeChoice,
  type RecipeIngredient,
  type RecipeItem,
  type RecipeList,
  type RecipeRef,
  type RecipeResult,
  type RecipeResults,
  type RecipeTree,
  type RecipeTreeNode,
  type RecipeTreeSummary,
  type RequiredProfession,
  type ShoppingList,
} from './crafting.js';

const recipeItemFields = {
  itemId: z.int(),
  name: z.string().meta({ description: 'English' }),
  localizedName: z.string(),
  icon: z.string().meta({ description: 'layer ids joined by "-"' }),
  quality: z.string(),
};

export const RecipeItemSchema = z.object(recipeItemFields).meta({ id: 'RecipeItem' });

export const RecipeIngredientSchema = z
  .object({
    ...recipeItemFields,
    quantity: z.number(),
    optional: z.boolean(),
    criticalChanceBonus: z.number().meta({ description: 'percent added to the critical chance when the optional ingredient is used (0 for required ones)' }),
  })
  .meta({ id: 'RecipeIngredient' });

export const RecipeResultSchema = z.object({ ...recipeItemFields, quantity: z.number() }).meta({ id: 'RecipeResult' });

export const RecipeSchema = z
  .object({
    id: z.int(),
    name: z.string().meta({ description: 'English' }),
    localizedName: z.string(),
    profession: z.string().meta({ description: 'profession key (Profession.key)' }),
    professionName: z.string().meta({ description: "the profession's name in the request's language" }),
    tier: z.number(),
    category: z.enum(RECIPE_CATEGORIES),
    xp: z.number().meta({ description: 'crafting XP of one craft (0 for recipes that give none)' }),
    baseCriticalChance: z.number().meta({ description: 'percent' }),
    usesShards: z.boolean().meta({ description: 'an ingredient is a beryl, adamant, ruby or sapphire shard: never recommended by the calculator' }),
    ingredients: z.array(RecipeIngredientSchema),
    result: RecipeResultSchema,
    criticalResult: RecipeResultSchema.nullable(),
    recipeItemId: z.int().nullable().meta({ description: 'the scroll that teaches the recipe, when it is not known from the tier' }),
  })
  .meta({ id: 'Recipe' });

export const RecipeListSchema = z
  .object({ recipes: z.array(RecipeSchema), ...pageAnswerFields, totalPages: z.int() })
  .meta({ id: 'RecipeList' });

export const ProfessionTierSchema = z
  .object({
    tier: z.number(),
    name: z.string().meta({ description: "Apprentice … Master, in the request's language" }),
    proficiencyPoints: z.number(),
    masteryPoints: z.number(),
    minLevel: z.number().meta({ description: 'suggested character level' }),
  })
  .meta({ id: 'ProfessionTier' });

export const ProfessionSchema = z
  .object({
    key: z.string(),
    name: z.string().meta({ description: 'English' }),
    localizedName: z.string(),
    kind: z.enum(['gathering', 'processing', 'crafting']),
    tiers: z.array(ProfessionTierSchema),
  })
  .meta({ id: 'Profession' });

/** GET /recipe/professions */
export const ProfessionListSchema = z.array(ProfessionSchema).meta({ description: 'Profession[], by localized name' });

export const ItemRecipesSchema = z
  .object({ item: RecipeItemSchema, usedIn: z.array(RecipeSchema), madeBy: z.array(RecipeSchema) })
  .meta({ id: 'ItemRecipes' });

export const RecipeRefSchema = RecipeSchema.pick({
  id: true,
  name: true,
  localizedName: true,
  profession: true,
  professionName: true,
  tier: true,
  xp: true,
  baseCriticalChance: true,
  result: true,
  criticalResult: true,
}).meta({ id: 'RecipeRef' });

export const RecipeChoiceSchema = z
  .object({
    reason: z.enum(['only', 'lowestReachableTier', 'lowestTier']),
    requiringProfession: z.string(),
    requiringTier: z.number(),
    alternatives: z.array(RecipeRefSchema).meta({ description: 'the other recipes making the item (not chosen), lowest tier first' }),
  })
  .meta({ id: 'RecipeChoice' });

const materialFields = {
  ...recipeItemFields,
  quantity: z.number(),
  source: z.enum(ITEM_ORIGINS),
  requiredProfession: z.string().nullable(),
  requiredProfessionName: z.string().nullable(),
  vendorPriceCopper: z.number().nullable(),
  hidden: z.boolean(),
};

/** Recursive: typed as its interface (the compiler checks the object's output against it; inference cannot recurse). */
export const RecipeTreeNodeSchema: z.ZodType<RecipeTreeNode> = z.object({
    ...recipeItemFields,
    quantity: z.number().meta({ description: 'per craft of the parent recipe' }),
    totalQuantity: z.number().meta({ description: 'how many the whole tree needs for one craft of its recipe' }),
    optional: z.boolean(),
    criticalChanceBonus: z.number(),
    hidden: z.boolean().meta({ description: 'coal and wax: hidden in the diagram, still counted in the totals and the vendor cost' }),
    source: z.enum(ITEM_ORIGINS),
    requiredProfession: z.string().nullable(),
    requiredProfessionName: z.string().nullable(),
    vendorPriceCopper: z.number().nullable(),
    recipe: RecipeRefSchema.nullable(),
    choice: RecipeChoiceSchema.nullable(),
    crafts: z.number(),
    cycle: z.boolean().meta({ description: 'the item already appears above this node on its path: not expanded again' }),
    get dependencies(): z.ZodArray<z.ZodType<RecipeTreeNode>> {
      return z.array(RecipeTreeNodeSchema);
    },
  });
// Named in place (not by .meta(), which makes a copy): the copy's dependencies would refer to the unnamed original.
z.globalRegistry.add(RecipeTreeNodeSchema, { id: 'RecipeTreeNode' });

export const MaterialTotalSchema = z.object(materialFields).meta({ id: 'MaterialTotal' });

export const ProcessedMaterialTotalSchema = z
  .object({ ...materialFields, recipeId: z.int(), crafts: z.number(), produced: z.number().meta({ description: "crafts × the recipe's result quantity" }) })
  .meta({ id: 'ProcessedMaterialTotal' });

export const DirectRequirementTotalSchema = z
  .object({ ...materialFields, optional: z.boolean(), criticalChanceBonus: z.number() })
  .meta({ id: 'DirectRequirementTotal' });

export const RequiredProfessionSchema = z
  .object({ profession: z.string(), name: z.string(), tier: z.number().nullable() })
  .meta({ id: 'RequiredProfession' });

export const RecipeTreeSummarySchema = z
  .object({
    crafts: z.number(),
    totalCrafts: z.number(),
    rawMaterials: z.record(z.string(), MaterialTotalSchema).meta({ description: 'by item id' }),
    processedMaterials: z.record(z.string(), ProcessedMaterialTotalSchema).meta({ description: 'by item id' }),
    optionalMaterials: z.record(z.string(), MaterialTotalSchema).meta({ description: 'by item id' }),
    directRequirements: z.array(DirectRequirementTotalSchema),
    requiredProfessions: z.array(RequiredProfessionSchema),
    totalXP: z.number(),
    estimatedTimeMinutes: z.number(),
    vendorCostCopper: z.number(),
  })
  .meta({ id: 'RecipeTreeSummary' });

export const RecipeResultsSchema = z
  .object({ normal: RecipeResultSchema, critical: RecipeResultSchema.nullable(), baseCriticalChance: z.number(), criticalChanceWithOptionals: z.number() })
  .meta({ id: 'RecipeResults' });

export const RecipeTreeSchema = z
  .object({
    recipe: RecipeSchema,
    dependencies: z.array(RecipeTreeNodeSchema),
    results: RecipeResultsSchema,
    summary: RecipeTreeSummarySchema,
    depth: z.number().meta({ description: 'levels below the recipe (1 when no ingredient is crafted)' }),
  })
  .meta({ id: 'RecipeTree' });

export const OptimalPathSegmentSchema = z
  .object({ level: z.enum(CRAFTING_TIER_LEVELS), fromPoints: z.number(), toPoints: z.number(), points: z.number() })
  .meta({ id: 'OptimalPathSegment' });

export const OptimalPathRecipeSchema = z
  .object({
    recipe: RecipeSchema,
    efficiency: z.number(),
    materialCostUnits: z.number(),
    vendorCostPerCraftCopper: z.number(),
    craftsNeeded: z.number(),
    calculatorCostCopper: z.number(),
    summary: RecipeTreeSummarySchema,
  })
  .meta({ id: 'OptimalPathRecipe' });

export const OptimalPathTierSchema = z
  .object({
    tier: z.number(),
    tierName: z.string(),
    fromXP: z.number(),
    toXP: z.number(),
    pointsNeeded: z.number(),
    segments: z.array(OptimalPathSegmentSchema),
    recipes: z.array(OptimalPathRecipeSchema).meta({ description: 'at most 3, best first' }),
  })
  .meta({ id: 'OptimalPathTier' });

export const OptimalPathSchema = z
  .object({
    profession: z.string(),
    professionName: z.string(),
    currentXP: z.number(),
    targetXP: z.number(),
    pointsNeeded: z.number(),
    maxXP: z.number(),
    tiers: z.array(OptimalPathTierSchema),
    totals: z.object({ crafts: z.number(), calculatorCostCopper: z.number(), summary: RecipeTreeSummarySchema }),
  })
  .meta({ id: 'OptimalPath' });

export const ShoppingListSchema = z
  .object({ entries: z.array(z.object({ recipe: RecipeSchema, count: z.number() })), summary: RecipeTreeSummarySchema })
  .meta({ id: 'ShoppingList' });

/** Fails to compile when a schema above and its interface in crafting.ts disagree. */
export type CraftingAnswersAgree = [
  Check<Agrees<typeof RecipeItemSchema, RecipeItem>>,
  Check<Agrees<typeof RecipeIngredientSchema, RecipeIngredient>>,
  Check<Agrees<typeof RecipeResultSchema, RecipeResult>>,
  Check<Agrees<typeof RecipeSchema, Recipe>>,
  Check<Agrees<typeof RecipeListSchema, RecipeList>>,
  Check<Agrees<typeof ProfessionTierSchema, ProfessionTier>>,
  Check<Agrees<typeof ProfessionSchema, Profession>>,
  Check<Agrees<typeof ProfessionListSchema, Profession[]>>,
  Check<Agrees<typeof ItemRecipesSchema, ItemRecipes>>,
  Check<Agrees<typeof RecipeRefSchema, RecipeRef>>,
  Check<Agrees<typeof RecipeChoiceSchema, RecipeChoice>>,
  Check<Agrees<typeof RecipeTreeNodeSchema, RecipeTreeNode>>,
  Check<Agrees<typeof MaterialTotalSchema, MaterialTotal>>,
  Check<Agrees<typeof ProcessedMaterialTotalSchema, ProcessedMaterialTotal>>,
  Check<Agrees<typeof DirectRequirementTotalSchema, DirectRequirementTotal>>,
  Check<Agrees<typeof RequiredProfessionSchema, RequiredProfession>>,
  Check<Agrees<typeof RecipeTreeSummarySchema, RecipeTreeSummary>>,
  Check<Agrees<typeof RecipeResultsSchema, RecipeResults>>,
  Check<Agrees<typeof RecipeTreeSchema, RecipeTree>>,
  Check<Agrees<typeof OptimalPathSegmentSchema, OptimalPathSegment>>,
  Check<Agrees<typeof OptimalPathRecipeSchema, OptimalPathRecipe>>,
  Check<Agrees<typeof OptimalPathTierSchema, OptimalPathTier>>,
  Check<Agrees<typeof OptimalPathSchema, OptimalPath>>,
  Check<Agrees<typeof ShoppingListSchema, ShoppingList>>,
];
