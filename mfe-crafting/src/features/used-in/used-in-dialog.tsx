import { useTranslation } from 'react-i18next';
import type { Recipe } from '@eoa/contracts';
import { Dialog, EmptyState, ErrorState, ItemIcon, LoadingState } from '@eoa/ui';
import { useItemRecipes } from './api/get-used-in';
import './used-in.css';

export interface UsedInDialogProps {
  /** The item looked up; null: closed. */
  itemId: number | null;
  onClose: () => void;
  onOpenRecipe: (recipe: Recipe) => void;
}

function RecipeLinks({ title, recipes, empty, onOpenRecipe }: { title: string; recipes: readonly Recipe[]; empty: string; onOpenRecipe: (recipe: Recipe) => void }) {
  const { t } = useTranslation('crafting');
  return (
    <section className="crafting-used-in__section">
      <h3>{title}</h3>
      {recipes.length === 0 ? (
        <p className="crafting-muted">{empty}</p>
      ) : (
        <ul className="crafting-used-in__list">
          {recipes.map((recipe) => (
            <li key={recipe.id}>
              <button type="button" className="crafting-used-in__recipe" onClick={() => onOpenRecipe(recipe)}>
                <ItemIcon icon={recipe.result.icon} quality={recipe.result.quality} size={28} />
                <span className="crafting-used-in__name">{recipe.localizedName}</span>
                <span className="crafting-muted">{t('browser.rowMeta', { profession: recipe.professionName, tier: recipe.tier })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Used in" (issue 10): from an ingredient, the recipes that use it and those that make it, each one click from opening. */
export function UsedInDialog({ itemId, onClose, onOpenRecipe }: UsedInDialogProps) {
  const { t } = useTranslation('crafting');
  const lookup = useItemRecipes(itemId);
  const name = lookup.data ? lookup.data.item.localizedName || lookup.data.item.name : '';
  let body;
  if (lookup.isPending) body = <LoadingState text={t('usedIn.loading')} />;
  else if (lookup.isError) body = <ErrorState title={t('usedIn.failed')} onRetry={() => void lookup.refetch()} />;
  else if (lookup.data.usedIn.length === 0 && lookup.data.madeBy.length === 0) body = <EmptyState text={t('usedIn.none')} />;
  else
    body = (
      <>
        <RecipeLinks title={t('usedIn.usedIn', { count: lookup.data.usedIn.length })} recipes={lookup.data.usedIn} empty={t('usedIn.noUses')} onOpenRecipe={onOpenRecipe} />
        <RecipeLinks title={t('usedIn.madeBy', { count: lookup.data.madeBy.length })} recipes={lookup.data.madeBy} empty={t('usedIn.notCrafted')} onOpenRecipe={onOpenRecipe} />
      </>
    );
  return (
    <Dialog open={itemId !== null} onClose={onClose} title={name ? t('usedIn.title', { name }) : t('usedIn.titleLoading')} width={560}>
      <div className="crafting-used-in">{body}</div>
    </Dialog>
  );
}
