// The crafting world in memory: the recipe graph of @eoa/game-rules over the stored data, and everything presented
// per language (recipes, items, professions), each computed once per data version and language.
import {
  foldText, LANGUAGE_CODES, localize, type LanguageCode, type Localized, type Profession, type Recipe, type RecipeCategory, type RecipeItem,
  type RecipeRef, type RecipeResult,
} from '@eoa/contracts';
import {
  createCraftingGraph, recommendRecipes, type CraftingGraph, type GraphItem, type GraphRecipe, type GraphResult, type RankedRecipe,
} from '@eoa/game-rules';
import type { RawProfession, RawWorld } from './crafting-world.loader.js';

export interface WorldItem extends GraphItem {
  names: Localized;
  icon: string;
  quality: string;
}

export interface WorldRecipe extends GraphRecipe {
  names: Localized;
  category: RecipeCategory;
  recipeItemId: number | null;
}

const every = (text: Localized) => LANGUAGE_CODES.map((code) => foldText(text[code] ?? '')).join('\u0000');

/** What a list search looks through: the recipe's and its result's names, its ingredients' names (folded, every language). */
interface Haystack {
  names: string;
  ingredients: string;
}

export class CraftingWorld {
  readonly graph: CraftingGraph<WorldRecipe, WorldItem>;
  private readonly professionsById: Map<string, RawProfession>;
  private readonly haystacks = new Map<number, Haystack>();
  private readonly presented = new Map<LanguageCode, Map<number, Recipe>>();
  private readonly listed = new Map<LanguageCode, WorldRecipe[]>();
  private readonly recommendations = new Map<string, RankedRecipe<WorldRecipe>[]>();

  constructor(raw: RawWorld) {
    const items: WorldItem[] = raw.items.map((i) => ({
      id: i.id, name: i.name.en, names: i.name, icon: i.icon, quality: i.quality, itemClass: i.itemClass, vendorPriceCopper: i.vendorPriceCopper,
    }));
    const recipes: WorldRecipe[] = raw.recipes.map((r) => ({ ...r, name: r.name.en, names: r.name }));
    this.graph = createCraftingGraph(recipes, items);
    this.professionsById = new Map(raw.professions.map((p) => [p.id, p]));
  }

  profession(key: string): RawProfession | undefined {
    return this.professionsById.get(key);
  }

  professionKeys(): string[] {
    return [...this.professionsById.keys()].sort();
  }

  professionName(key: string, lang: LanguageCode): string {
    return localize(this.professionsById.get(key)?.name, lang) ?? key;
  }

  /** GET /recipe/professions: by name in the request's language. */
  professions(lang: LanguageCode): Profession[] {
    const collator = new Intl.Collator(lang);
    return [...this.professionsById.values()]
      .map((p) => ({
        key: p.id, name: p.name.en, localizedName: localize(p.name, lang) ?? p.id, kind: p.kind,
        tiers: p.tiers.map((t) => ({ tier: t.tier, name: localize(t.name, lang) ?? String(t.tier), proficiencyPoints: t.proficiencyPoints, masteryPoints: t.masteryPoints, minLevel: t.minLevel })),
      }))
      .sort((a, b) => collator.compare(a.localizedName, b.localizedName));
  }

  item(itemId: number, lang: LanguageCode): RecipeItem {
    const item = this.graph.item(itemId);
    return {
      itemId, name: item?.name ?? `#${itemId}`, localizedName: localize(item?.names, lang) ?? `#${itemId}`, icon: item?.icon ?? '', quality: item?.quality ?? 'common',
    };
  }

  result(result: GraphResult, lang: LanguageCode): RecipeResult {
    return { ...this.item(result.itemId, lang), quantity: result.quantity };
  }

  /** A recipe as the API answers it (spec 2 §3), in `lang`; one object per recipe and language. */
  recipe(recipe: WorldRecipe, lang: LanguageCode): Recipe {
    let byId = this.presented.get(lang);
    if (!byId) this.presented.set(lang, (byId = new Map()));
    let presented = byId.get(recipe.id);
    if (!presented) {
      presented = {
        id: recipe.id, name: recipe.name, localizedName: localize(recipe.names, lang) ?? recipe.name, profession: recipe.profession,
        professionName: this.professionName(recipe.profession, lang), tier: recipe.tier, category: recipe.category, xp: recipe.xp,
        baseCriticalChance: recipe.baseCriticalChance, usesShards: recipe.usesShards,
        ingredients: recipe.ingredients.map((i) => ({ ...this.item(i.itemId, lang), quantity: i.quantity, optional: i.optional, criticalChanceBonus: i.criticalChanceBonus })),
        result: this.result(recipe.result, lang),
        criticalResult: recipe.criticalResult ? this.result(recipe.criticalResult, lang) : null,
        recipeItemId: recipe.recipeItemId,
      };
      byId.set(recipe.id, presented);
    }
    return presented;
  }

  /** A recipe as a tree node names it. */
  ref(recipe: WorldRecipe, lang: LanguageCode): RecipeRef {
    const { id, name, localizedName, profession, professionName, tier, xp, baseCriticalChance, result, criticalResult } = this.recipe(recipe, lang);
    return { id, name, localizedName, profession, professionName, tier, xp, baseCriticalChance, result, criticalResult };
  }

  /**
   * The recipes a list shows, "(Old)" ones dropped, sorted by profession name, tier descending, then name (in the
   * request's language; ties by id).
   */
  listable(lang: LanguageCode): WorldRecipe[] {
    let list = this.listed.get(lang);
    if (!list) {
      list = this.sortForList(this.graph.recipes, lang);
      this.listed.set(lang, list);
    }
    return list;
  }

  /** Recipes (not "(Old)") in the list's order. */
  sortForList(recipes: readonly WorldRecipe[], lang: LanguageCode): WorldRecipe[] {
    const collator = new Intl.Collator(lang);
    const keyed = recipes
      .filter((r) => !this.graph.isOld(r))
      .map((r) => ({ r, profession: this.professionName(r.profession, lang), name: localize(r.names, lang) ?? r.name }));
    keyed.sort((a, b) => collator.compare(a.profession, b.profession) || b.r.tier - a.r.tier || collator.compare(a.name, b.name) || a.r.id - b.r.id);
    return keyed.map((k) => k.r);
  }

  /** The folded names a search looks through. */
  haystack(recipe: WorldRecipe): Haystack {
    let hay = this.haystacks.get(recipe.id);
    if (!hay) {
      const result = this.graph.item(recipe.result.itemId);
      const critical = recipe.criticalResult ? this.graph.item(recipe.criticalResult.itemId) : undefined;
      hay = {
        names: [every(recipe.names), result ? every(result.names) : '', critical ? every(critical.names) : ''].join('\u0000'),
        ingredients: recipe.ingredients.map((i) => { const item = this.graph.item(i.itemId); return item ? every(item.names) : ''; }).join('\u0000'),
      };
      this.haystacks.set(recipe.id, hay);
    }
    return hay;
  }

  /** The calculator's recommendations for a profession's tier (language-neutral; computed once). */
  recommended(profession: string, tier: number): RankedRecipe<WorldRecipe>[] {
    const key = `${profession}:${tier}`;
    let ranked = this.recommendations.get(key);
    if (!ranked) {
      ranked = recommendRecipes(this.graph, profession, tier);
      this.recommendations.set(key, ranked);
    }
    return ranked;
  }
}
