import { useTranslation } from 'react-i18next';
import type { RecipeItem } from '@eoa/contracts';
import { EmptyState, ErrorState, LoadingState } from '@eoa/ui';
import { useRecipeTree } from '../../shared/api/recipe-tree';
import { useRecipe } from './api/get-recipe';
import { DirectRequirements } from './direct-requirements';
import { MaterialSummary } from './material-summary';
import { RecipeHeader } from './recipe-header';
import { TreeDiagram } from './tree/tree-diagram';
import './recipe-breakdown.css';

export interface RecipeBreakdownProps {
  recipeId: number | null;
  multiplier: number;
  onMultiplier: (multiplier: number) => void;
  onShowUsedIn: (item: RecipeItem) => void;
}

/**
 * The right-hand breakdown (spec 2 §2): header, the crafting-chain tree and the material summary; when the tree
 * cannot be loaded (spec 2 §4: an empty tree), the recipe's direct requirements and results.
 */
export function RecipeBreakdown({ recipeId, multiplier, onMultiplier, onShowUsedIn }: RecipeBreakdownProps) {
  const { t } = useTranslation('crafting');
  const tree = useRecipeTree(recipeId);
  const recipe = useRecipe(recipeId, tree.isError);

  if (recipeId === null) return <EmptyState text={t('breakdown.select')} />;
  if (tree.isPending) return <LoadingState text={t('breakdown.loading')} />;
  if (tree.isSuccess) {
    return (
      <article className="crafting-breakdown">
        <RecipeHeader recipe={tree.data.recipe} multiplier={multiplier} />
        {/* A new recipe starts a new diagram: everything expanded, optional ingredients hidden. */}
        <TreeDiagram key={tree.data.recipe.id} tree={tree.data} multiplier={multiplier} onShowUsedIn={onShowUsedIn} />
        <MaterialSummary tree={tree.data} multiplier={multiplier} onMultiplier={onMultiplier} onShowUsedIn={onShowUsedIn} />
      </article>
    );
  }
  // The tree failed: the recipe alone.
  if (recipe.isPending) return <LoadingState text={t('breakdown.loading')} />;
  if (recipe.isError) return <ErrorState title={t('errors.recipe')} onRetry={() => void tree.refetch()} />;
  return (
    <article className="crafting-breakdown">
      <RecipeHeader recipe={recipe.data} multiplier={multiplier} />
      <p className="crafting-note" role="note">
        {t('breakdown.noTree')}
      </p>
      <DirectRequirements recipe={recipe.data} onShowUsedIn={onShowUsedIn} />
    </article>
  );
}
