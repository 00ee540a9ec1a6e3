// The shared classes first, then the page's: every feature stylesheet comes after them, so a feature's rule of the
// same weight wins, as it did in the one stylesheet.
import '../shared/crafting-common.css';
import './crafting-page.css';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe, RecipeItem } from '@eoa/contracts';
import { AppVersionStatus, classNames, StatusBar, TabPanel, Tabs, ToolFrame } from '@eoa/ui';
import { useRecipeList } from '../features/recipe-browser/api/get-recipes';
import { RecipeBrowser } from '../features/recipe-browser/recipe-browser';
import { RecipeBreakdown } from '../features/recipe-breakdown/recipe-breakdown';
import { ShoppingListView } from '../features/shopping-list/shopping-list-view';
import { UsedInDialog } from '../features/used-in/used-in-dialog';
import { XpCalculator } from '../features/xp-calculator/xp-calculator';
import { useProfessions } from '../shared/api/professions';
import { useCraftingParams, type CraftingView, type RecipeFilters } from '../shared/crafting-params';
import { useShoppingList } from '../shared/shopping-list-store';

const TABS_ID = 'crafting-view';

/** The status bar's filter summary (spec 2 §2: search, ingredient, profession, tier, category). */
function FilterSummary({ filters, professionName }: { filters: RecipeFilters; professionName: string | undefined }) {
  const { t } = useTranslation('crafting');
  const parts: string[] = [];
  if (filters.search) parts.push(t('status.search', { text: filters.search }));
  if (filters.ingredient) parts.push(t('status.ingredient', { text: filters.ingredient }));
  if (filters.profession) parts.push(professionName ?? filters.profession);
  if (filters.tier !== null) parts.push(t('tier', { tier: filters.tier }));
  if (filters.category !== 'All') parts.push(t(`browser.category.${filters.category}`));
  return <span className="crafting-status__filters">{parts.length ? t('status.filters', { list: parts.join(' · ') }) : t('status.noFilters')}</span>;
}

/**
 * /crafting (spec 2 §2): the XP calculator sliding out on the left, the recipe browser in the middle, and on the right
 * the recipe breakdown or the shopping list. Everything a view depends on lives in the URL.
 */
export function CraftingPage() {
  const { t } = useTranslation('crafting');
  const { t: tc } = useTranslation('common');
  const calculatorId = useId();
  const { state, filters, update } = useCraftingParams();
  const { recipe: recipeId, multiplier, view, usedIn: usedInItem, calculator: calculatorOpen } = state;

  const professions = useProfessions();
  const list = useRecipeList(filters);
  const listCount = useShoppingList((state) => state.entries.length);
  const total = list.data?.pages[0]?.totalCount ?? 0;
  const professionName = professions.data?.find((p) => p.key === filters.profession)?.localizedName;

  const openRecipe = useCallback(
    (recipe: Pick<Recipe, 'id'>) =>
      update({ recipe: recipe.id, view: null, usedIn: null }, { push: true }),
    [update],
  );
  const setMultiplier = useCallback((n: number) => update({ multiplier: n }), [update]);
  const showUsedIn = useCallback((item: RecipeItem) => update({ usedIn: item.itemId }, { push: true }), [update]);
  const selectView = (next: CraftingView) => update({ view: next }, { push: true });
  const toggleCalculator = () => update({ calculator: !calculatorOpen });

  return (
    <ToolFrame
      title={tc('tools.crafting')}
      tabs={
        <Tabs
          idPrefix={TABS_ID}
          label={t('views.label')}
          value={view}
          onChange={selectView}
          items={[
            { id: 'breakdown', label: t('views.breakdown') },
            { id: 'list', label: listCount ? t('views.listCount', { count: listCount }) : t('views.list') },
          ]}
        />
      }
      statusBar={
        <StatusBar right={<AppVersionStatus />}>
          <span>{t('status.recipes', { count: total })}</span>
          <FilterSummary filters={filters} professionName={professionName} />
          {list.isFetching ? <span className="crafting-muted">{t('browser.loading')}</span> : null}
          {list.isError ? <span className="crafting-status__error">{t('errors.recipes')}</span> : null}
        </StatusBar>
      }
    >
      <div className={classNames('crafting-layout', calculatorOpen && 'crafting-layout--calculator')}>
        <button
          type="button"
          className="crafting-side-tab"
          aria-expanded={calculatorOpen}
          aria-controls={calculatorId}
          onClick={toggleCalculator}
        >
          <span>{t('calculator.title')}</span>
        </button>
        {calculatorOpen ? (
          <aside id={calculatorId} className="crafting-calculator-panel" aria-label={t('calculator.title')}>
            <XpCalculator professions={professions.data ?? []} onOpenRecipe={openRecipe} onClose={toggleCalculator} />
          </aside>
        ) : null}
        <RecipeBrowser
          filters={filters}
          list={list}
          professions={professions.data ?? []}
          selectedId={recipeId}
          onSelect={openRecipe}
          onChange={update}
        />
        <div className="crafting-main">
          <TabPanel idPrefix={TABS_ID} tabId={view}>
            {view === 'list' ? (
              <ShoppingListView onOpenRecipe={openRecipe} onShowUsedIn={showUsedIn} />
            ) : (
              <RecipeBreakdown recipeId={recipeId} multiplier={multiplier} onMultiplier={setMultiplier} onShowUsedIn={showUsedIn} />
            )}
          </TabPanel>
        </div>
      </div>
      <UsedInDialog itemId={usedInItem} onClose={() => update({ usedIn: null })} onOpenRecipe={openRecipe} />
    </ToolFrame>
  );
}
