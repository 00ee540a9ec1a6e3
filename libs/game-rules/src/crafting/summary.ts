// The totals of one or several crafting trees for a number of crafts each (the material summary with its
// multiplier, the calculator's totals, the shopping list). Works on any tree of the right shape: the rules' own
// (CraftNode) and the API's (RecipeTreeNode) alike.
import type { ItemOrigin } from '@eoa/contracts';
import { CRAFT_SECONDS, GATHER_SECONDS_PER_UNIT } from './constants.js';

/** What the totals read of a recipe. */
export interface SummaryRecipe {
  id: number;
  profession: string;
  tier: number;
  xp: number;
  result: { quantity: number };
}

/** What the totals read of a tree node. */
export interface SummaryNode<N> {
  itemId: number;
  quantity: number;
  optional: boolean;
  source: ItemOrigin;
  cycle: boolean;
  requiredProfession: string | null;
  vendorPriceCopper: number | null;
  recipe: SummaryRecipe | null;
  dependencies: readonly N[];
}

export interface SummaryTree<N> {
  recipe: Omit<SummaryRecipe, 'result'>;
  dependencies: readonly N[];
}

export interface SummaryEntry<N> {
  tree: SummaryTree<N>;
  /** Crafts of the tree's recipe (the multiplier). */
  crafts: number;
}

export interface SummaryOptions {
  /** Count and expand optional ingredients like required ones (default false: only listed in `optional`). */
  includeOptional?: boolean;
  /**
   * Keep fractions (the efficiency of a recipe in bulk: 2 flour from a recipe making 4 cost half a craft). Default
   * false: crafts are whole, rounded up per item and recipe over everything summed.
   */
  exact?: boolean;
}

export interface Counted<N> {
  /** The first node seen for the item (its display data). */
  node: N;
  quantity: number;
}

export interface Processed<N> extends Counted<N> {
  recipeId: number;
  crafts: number;
  produced: number;
}

export interface CraftTotals<N> {
  /** Σ crafts of the trees' own recipes. */
  crafts: number;
  /** Every craft: the trees' own and the intermediate ones. */
  totalCrafts: number;
  totalXP: number;
  /** Not crafted (or cut by a cycle), by item id. */
  raw: Map<number, Counted<N>>;
  /** Intermediate crafted items, by item id. */
  processed: Map<number, Processed<N>>;
  /** Optional ingredients of every craft, by item id. */
  optional: Map<number, Counted<N>>;
  /** The trees' own ingredients × crafts, by item id and optional flag, in first-seen order. */
  direct: Counted<N>[];
  /** Profession → the highest tier of its recipes here (null: only gathering for it). */
  professions: Map<string, number | null>;
  vendorCostCopper: number;
  gatheredUnits: number;
  estimatedTimeMinutes: number;
}

interface Step<N> {
  node: N;
  /** The key of the crafted intermediate it feeds, or undefined for a leaf (raw material). */
  key: string | undefined;
}

interface Craft<N> {
  node: N | undefined;
  recipe: Omit<SummaryRecipe, 'result'> & { result?: { quantity: number } };
  fixedCrafts: number | undefined;
  steps: Step<N>[];
  demand: number;
  crafts: number;
}

const keyOf = (itemId: number, recipeId: number) => `${itemId}:${recipeId}`;

function add<N>(map: Map<number, Counted<N>>, node: N & { itemId: number }, quantity: number): void {
  const known = map.get(node.itemId);
  if (known) known.quantity += quantity;
  else map.set(node.itemId, { node, quantity });
}

/**
 * Totals of trees for their crafts. Each intermediate (item, recipe) is crafted for the sum of what every place in
 * every tree needs of it, rounded up once: two branches needing 2 and 1 grain from a recipe making 4 cost one
 * craft, not two. A node cut by a cycle counts as a raw material. The same recipe given twice is counted once for
 * the sum of its crafts.
 */
export function summarizeCrafts<N extends SummaryNode<N>>(entries: readonly SummaryEntry<N>[], options: SummaryOptions = {}): CraftTotals<N> {
  const includeOptional = options.includeOptional ?? false;
  const crafts = new Map<string, Craft<N>>();

  // The intermediates as a graph of (item, recipe) keys; each key's ingredients from its first expanded node.
  const register = (nodes: readonly N[]): Step<N>[] =>
    nodes.map((node) => {
      if (!node.recipe || node.cycle || node.source !== 'crafted') return { node, key: undefined };
      const key = keyOf(node.itemId, node.recipe.id);
      if (!crafts.has(key)) {
        const craft: Craft<N> = { node, recipe: node.recipe, fixedCrafts: undefined, steps: [], demand: 0, crafts: 0 };
        crafts.set(key, craft);
        craft.steps = register(node.dependencies);
      }
      return { node, key };
    });
  const roots: string[] = [];
  for (const entry of entries) {
    const key = `root:${entry.tree.recipe.id}`;
    const known = crafts.get(key);
    if (known) {
      known.fixedCrafts! += entry.crafts;
      continue;
    }
    const root: Craft<N> = { node: undefined, recipe: entry.tree.recipe, fixedCrafts: entry.crafts, steps: [], demand: 0, crafts: 0 };
    crafts.set(key, root);
    roots.push(key);
    root.steps = register(entry.tree.dependencies);
  }

  // Parents before children (depth-first post-order, reversed); an edge back to a key on the stack becomes a leaf.
  const order: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const back = new Set<Step<N>>();
  const visit = (key: string) => {
    state.set(key, 'open');
    // Children in reverse, so that the reversed post-order lists siblings in the trees' order.
    for (const step of [...crafts.get(key)!.steps].reverse()) {
      if (step.key === undefined) continue;
      const seen = state.get(step.key);
      if (seen === 'open') back.add(step);
      else if (seen === undefined) visit(step.key);
    }
    state.set(key, 'done');
    order.push(key);
  };
  for (const key of [...roots].reverse()) if (!state.has(key)) visit(key);
  order.reverse();

  const totals: CraftTotals<N> = {
    crafts: 0, totalCrafts: 0, totalXP: 0, raw: new Map(), processed: new Map(), optional: new Map(), direct: [],
    professions: new Map(), vendorCostCopper: 0, gatheredUnits: 0, estimatedTimeMinutes: 0,
  };
  const direct = new Map<string, Counted<N>>();
  const round = (n: number) => (options.exact ? n : Math.ceil(n - 1e-9));

  for (const key of order) {
    const craft = crafts.get(key)!;
    craft.crafts = craft.fixedCrafts ?? round(craft.demand / craft.recipe.result!.quantity);
    if (craft.crafts <= 0) continue;
    const isRoot = craft.fixedCrafts !== undefined;
    totals.totalCrafts += craft.crafts;
    totals.totalXP += craft.crafts * craft.recipe.xp;
    const tier = totals.professions.get(craft.recipe.profession);
    totals.professions.set(craft.recipe.profession, Math.max(tier ?? 0, craft.recipe.tier));
    if (isRoot) totals.crafts += craft.crafts;
    else {
      const node = craft.node!;
      const produced = craft.crafts * craft.recipe.result!.quantity;
      const known = totals.processed.get(node.itemId);
      if (known) {
        known.quantity += craft.demand;
        known.crafts += craft.crafts;
        known.produced += produced;
      } else totals.processed.set(node.itemId, { node, quantity: craft.demand, recipeId: craft.recipe.id, crafts: craft.crafts, produced });
    }
    for (const step of craft.steps) {
      const quantity = craft.crafts * step.node.quantity;
      if (isRoot) {
        const directKey = `${step.node.itemId}:${step.node.optional}`;
        const known = direct.get(directKey);
        if (known) known.quantity += quantity;
        else direct.set(directKey, { node: step.node, quantity });
      }
      if (step.node.optional) {
        add(totals.optional, step.node, quantity);
        if (!includeOptional) continue;
      }
      if (step.key !== undefined && !back.has(step)) crafts.get(step.key)!.demand += quantity;
      else add(totals.raw, step.node, quantity);
    }
  }

  for (const { node, quantity } of totals.raw.values()) {
    if (node.source === 'vendor' && node.vendorPriceCopper !== null) totals.vendorCostCopper += quantity * node.vendorPriceCopper;
    if (node.source === 'gathered') {
      totals.gatheredUnits += quantity;
      if (node.requiredProfession && !totals.professions.has(node.requiredProfession)) totals.professions.set(node.requiredProfession, null);
    }
  }
  totals.direct = [...direct.values()];
  const seconds = totals.totalCrafts * CRAFT_SECONDS + totals.gatheredUnits * GATHER_SECONDS_PER_UNIT;
  totals.estimatedTimeMinutes = Math.round((seconds / 60) * 10) / 10;
  return totals;
}

/** Raw material units in total (each gathered, bought or dropped unit counts one). */
export function rawUnits<N>(totals: CraftTotals<N>): number {
  let units = 0;
  for (const { quantity } of totals.raw.values()) units += quantity;
  return units;
}
