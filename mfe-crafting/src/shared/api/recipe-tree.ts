import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@eoa/api-client';
import type { RecipeTree } from '@eoa/contracts';

export const recipeTreeKey = (recipeId: number, language: string) => ['crafting', 'tree', recipeId, language] as const;

const fetchTree = (recipeId: number, signal: AbortSignal) => apiGet<RecipeTree>(`/recipe/${recipeId}/tree`, { signal });

/** GET /api/recipe/{id}/tree — the crafting-chain tree of the recipe viewed (spec 2 §4: on failure an empty tree is shown). */
export function useRecipeTree(recipeId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: recipeTreeKey(recipeId ?? 0, i18n.language),
    queryFn: ({ signal }) => fetchTree(recipeId!, signal),
    enabled: recipeId !== null,
    staleTime: 10 * 60_000,
  });
}

/** Trees are fetched in batches of 10 (spec 2 §7). */
export const TREE_BATCH_SIZE = 10;

/**
 * The trees of several recipes (the calculator's selected recipes), asked TREE_BATCH_SIZE at a time — the next
 * batch once the previous one has answered — and kept in the cache under each tree's own key too, so opening one
 * of them later asks nothing. A tree that fails is left out (the totals then show what could be loaded).
 */
export function useRecipeTrees(recipeIds: readonly number[]) {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = i18n.language;
  return useQuery({
    queryKey: ['crafting', 'trees', [...recipeIds], language],
    queryFn: async ({ signal }) => {
      const trees = new Map<number, RecipeTree>();
      for (let start = 0; start < recipeIds.length; start += TREE_BATCH_SIZE) {
        const batch = recipeIds.slice(start, start + TREE_BATCH_SIZE);
        const answers = await Promise.allSettled(
          batch.map((id) => queryClient.fetchQuery({ queryKey: recipeTreeKey(id, language), queryFn: () => fetchTree(id, signal), staleTime: 10 * 60_000 })),
        );
        answers.forEach((answer, index) => {
          if (answer.status === 'fulfilled') trees.set(batch[index]!, answer.value);
        });
      }
      return trees;
    },
    enabled: recipeIds.length > 0,
    staleTime: 10 * 60_000,
  });
}
