import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '@eoa/contracts';
import { Button, ItemIcon } from '@eoa/ui';
import { useShoppingList } from '../../shared/shopping-list-store';

/** How long "Added" and "Link copied" stay on the buttons. */
const FEEDBACK_MS = 2500;

type Feedback = 'added' | 'full' | 'copied' | 'copyFailed' | null;

/** The breakdown's header (spec 2 §2): icon, name, profession, tier, base critical chance; add to the shopping list; copy the link. */
export function RecipeHeader({ recipe, multiplier }: { recipe: Recipe; multiplier: number }) {
  const { t } = useTranslation('crafting');
  const add = useShoppingList((state) => state.add);
  const [feedback, setFeedback] = useState<Feedback>(null);
  useEffect(() => {
    if (!feedback) return undefined;
    const timer = setTimeout(() => setFeedback(null), FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setFeedback('copied');
    } catch {
      setFeedback('copyFailed');
    }
  };

  return (
    <header className="crafting-header">
      <ItemIcon icon={recipe.result.icon} quality={recipe.result.quality} size={48} />
      <div className="crafting-header__text">
        <h2>{recipe.localizedName}</h2>
        <p className="crafting-header__meta">
          <span>{recipe.professionName}</span>
          <span>{t('tier', { tier: recipe.tier })}</span>
          <span>{t('breakdown.critChance', { value: recipe.baseCriticalChance })}</span>
          <span>{t('xp', { xp: recipe.xp })}</span>
        </p>
      </div>
      <div className="crafting-header__actions">
        <Button size="sm" variant="primary" onClick={() => setFeedback(add(recipe.id, multiplier) ? 'added' : 'full')}>
          {t('breakdown.addToList', { count: multiplier })}
        </Button>
        <Button size="sm" onClick={() => void copyLink()}>
          {t('breakdown.copyLink')}
        </Button>
        <span className="crafting-header__feedback" role="status">
          {feedback === 'added' ? t('breakdown.added', { count: multiplier }) : null}
          {feedback === 'full' ? t('list.full') : null}
          {feedback === 'copied' ? t('breakdown.linkCopied') : null}
          {feedback === 'copyFailed' ? t('breakdown.copyFailed') : null}
        </span>
      </div>
    </header>
  );
}
