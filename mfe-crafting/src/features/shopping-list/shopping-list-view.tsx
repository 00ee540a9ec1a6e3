import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOPPING_LIST_MAX_COUNT, type ItemDropSource, type MaterialTotal, type ProcessedMaterialTotal, type Recipe, type RecipeItem } from '@eoa/contracts';
import { Button, Coins, EmptyState, ErrorState, ItemIcon, LoadingState, Spinner, classNames, useItemDropSources } from '@eoa/ui';
import { TooltipItemIds } from '../../shared/components/crafting-item-tooltip';
import { byLocalizedName, MaterialLine, SummaryTotals, summaryItemIds } from '../../shared/components/material-line';
import { craftingLink, useCraftingParams } from '../../shared/crafting-params';
import { useShoppingList } from '../../shared/shopping-list-store';
import { useShoppingListTotals } from './api/post-shopping-list';
import { decodeShoppingList, encodeShoppingList } from './share-link';
import './shopping-list.css';

export interface ShoppingListViewProps {
  onOpenRecipe: (recipe: Pick<Recipe, 'id'>) => void;
  onShowUsedIn: (item: RecipeItem) => void;
}

/** How many sources a dropped material names. */
const DROP_SOURCES_SHOWN = 3;

function sourceName(source: ItemDropSource): string | null {
  return source.localizedMobName ?? source.mobName ?? source.localizedContainerName ?? source.containerName ?? source.localizedQuestName ?? source.questName ?? null;
}

/** Who drops an item (the loot service's sources, through the shared item-sources call). */
function DroppedBy({ itemId }: { itemId: number }) {
  const { t } = useTranslation('crafting');
  const sources = useItemDropSources(itemId);
  if (sources.isPending) return <Spinner size="sm" />;
  const names = [...new Set((sources.data ?? []).map(sourceName).filter((name): name is string => Boolean(name)))];
  if (names.length === 0) return <span className="crafting-muted">{t('list.noDropSources')}</span>;
  const more = names.length - DROP_SOURCES_SHOWN;
  return <span>{t('list.droppedBy', { names: names.slice(0, DROP_SOURCES_SHOWN).join(', ') }) + (more > 0 ? ` ${t('list.more', { count: more })}` : '')}</span>;
}

/** A material to get, with its check-off (kept in the browser). */
function ShoppingLine({ material, extra, onShowUsedIn }: { material: MaterialTotal; extra?: ReactNode; onShowUsedIn: (item: RecipeItem) => void }) {
  const { t } = useTranslation('crafting');
  const checked = useShoppingList((state) => state.checked.includes(material.itemId));
  const toggleChecked = useShoppingList((state) => state.toggleChecked);
  return (
    <MaterialLine
      item={material}
      quantity={material.quantity}
      detail={extra}
      className={classNames('crafting-shopping-line', checked && 'crafting-shopping-line--checked')}
      leading={<input type="checkbox" checked={checked} onChange={() => toggleChecked(material.itemId)} aria-label={t('list.check', { name: material.localizedName || material.name })} />}
      onShowUsedIn={onShowUsedIn}
    />
  );
}

/** A recipe's crafts on the list: 1–9999, taken once valid (typing "12" passes through "1"); left, it shows the count kept. */
function CountInput({ label, value, readOnly, onChange }: { label: string; value: number; readOnly: boolean; onChange: (count: number) => void }) {
  const [typed, setTyped] = useState(String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(String(value));
  }
  return (
    <label className="crafting-shopping__count">
      <span className="eoa-visually-hidden">{label}</span>
      <input
        type="number"
        min={1}
        max={SHOPPING_LIST_MAX_COUNT}
        step={1}
        value={typed}
        readOnly={readOnly}
        onChange={(event) => {
          setTyped(event.target.value);
          const n = Number(event.target.value);
          if (event.target.value !== '' && Number.isInteger(n) && n >= 1 && n <= SHOPPING_LIST_MAX_COUNT) onChange(n);
        }}
        onBlur={() => setTyped(String(value))}
      />
    </label>
  );
}

interface ShoppingGroup {
  key: string;
  title: string;
  materials: readonly MaterialTotal[];
  extra?: (material: MaterialTotal) => ReactNode;
}

function Group({ group, onShowUsedIn }: { group: ShoppingGroup; onShowUsedIn: (item: RecipeItem) => void }) {
  return (
    <section className="crafting-shopping-group">
      <h4>{group.title}</h4>
      <ul className="crafting-materials">
        {group.materials.map((m) => (
          <ShoppingLine key={m.itemId} material={m} extra={group.extra?.(m)} onShowUsedIn={onShowUsedIn} />
        ))}
      </ul>
    </section>
  );
}

/**
 * The shopping list (issue 10): several recipes with their counts, one list of what to get grouped by where it
 * comes from — gathered (by profession), bought (vendor price and cost), dropped (by whom) — with check-offs kept in
 * the browser, the intermediate crafts, and a link that shares the list.
 */
export function ShoppingListView({ onOpenRecipe, onShowUsedIn }: ShoppingListViewProps) {
  const { t } = useTranslation('crafting');
  const { state, update } = useCraftingParams();
  const own = useShoppingList((state) => state.entries);
  const { setCount, remove, replace, clear, clearChecked } = useShoppingList.getState();
  const shared = useMemo(() => decodeShoppingList(state.list), [state.list]);
  const viewingShared = shared.length > 0;
  const entries = viewingShared ? shared : own;
  const totals = useShoppingListTotals(entries);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  useEffect(() => {
    if (!copy) return undefined;
    const timer = setTimeout(() => setCopy(null), 2500);
    return () => clearTimeout(timer);
  }, [copy]);

  const summary = totals.data?.summary;
  const itemIds = useMemo(() => (summary ? summaryItemIds(summary) : []), [summary]);
  const groups = useMemo((): ShoppingGroup[] => {
    if (!summary) return [];
    const raw = Object.values(summary.rawMaterials).sort(byLocalizedName);
    const gathered = new Map<string, MaterialTotal[]>();
    for (const m of raw.filter((m) => m.source === 'gathered')) {
      const key = m.requiredProfessionName ?? t('source.gathered');
      gathered.set(key, [...(gathered.get(key) ?? []), m]);
    }
    const list: ShoppingGroup[] = [...gathered]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([profession, materials]) => ({ key: `gathered:${profession}`, title: t('list.gathered', { profession }), materials }));
    list.push(
      {
        key: 'vendor',
        title: t('list.vendor'),
        materials: raw.filter((m) => m.source === 'vendor'),
        extra: (m) =>
          m.vendorPriceCopper !== null ? (
            <>
              {t('list.each')} <Coins copper={m.vendorPriceCopper} /> · <Coins copper={m.vendorPriceCopper * m.quantity} />
            </>
          ) : null,
      },
      { key: 'dropped', title: t('list.dropped'), materials: raw.filter((m) => m.source === 'dropped'), extra: (m) => <DroppedBy itemId={m.itemId} /> },
      // Crafted items counted as raw: a recipe cycle cut them (they are made elsewhere in the list's chains).
      { key: 'other', title: t('list.other'), materials: raw.filter((m) => m.source === 'crafted') },
      {
        key: 'crafts',
        title: t('list.crafts'),
        materials: Object.values(summary.processedMaterials).sort(byLocalizedName),
        extra: (m) => {
          const p = m as ProcessedMaterialTotal;
          return [t('summary.crafts', { count: p.crafts, produced: p.produced }), p.requiredProfessionName].filter(Boolean).join(' · ');
        },
      },
      { key: 'optional', title: t('list.optional'), materials: Object.values(summary.optionalMaterials).sort(byLocalizedName) },
    );
    return list.filter((group) => group.materials.length > 0);
  }, [summary, t]);

  const shareLink = async () => {
    const url = new URL(window.location.href);
    url.search = '';
    try {
      await navigator.clipboard.writeText(craftingLink(url, { view: 'list', list: encodeShoppingList(entries) }));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  const recipeNames = new Map((totals.data?.entries ?? []).map((e) => [e.recipe.id, e.recipe]));

  return (
    <section className="crafting-shopping" aria-labelledby="crafting-shopping-title">
      <header className="crafting-shopping__header">
        <h2 id="crafting-shopping-title">{t('list.title')}</h2>
        <div className="crafting-shopping__actions">
          {entries.length > 0 ? (
            <Button size="sm" onClick={() => void shareLink()}>
              {t('list.share')}
            </Button>
          ) : null}
          {!viewingShared && own.length > 0 ? (
            <>
              <Button size="sm" onClick={clearChecked}>
                {t('list.clearChecks')}
              </Button>
              <Button size="sm" variant="danger" onClick={clear}>
                {t('list.clear')}
              </Button>
            </>
          ) : null}
          <span role="status" className="crafting-header__feedback">
            {copy === 'copied' ? t('breakdown.linkCopied') : copy === 'failed' ? t('breakdown.copyFailed') : null}
          </span>
        </div>
      </header>
      {viewingShared ? (
        <div className="crafting-note" role="note">
          <p>{t('list.sharedNote', { count: shared.length })}</p>
          <Button size="sm" variant="primary" onClick={() => {
            replace(shared);
            update({ list: null });
          }}>
            {t('list.useShared')}
          </Button>{' '}
          <Button size="sm" onClick={() => update({ list: null })}>
            {t('list.keepMine')}
          </Button>
        </div>
      ) : null}
      {entries.length === 0 ? (
        <EmptyState text={t('list.empty')} />
      ) : (
        <>
          <ul className="crafting-shopping__entries" aria-label={t('list.recipes')}>
            {entries.map((entry) => {
              const recipe = recipeNames.get(entry.recipeId);
              const name = recipe?.localizedName ?? t('list.recipeId', { id: entry.recipeId });
              return (
                <li key={entry.recipeId} className="crafting-shopping__entry">
                  {recipe ? <ItemIcon icon={recipe.result.icon} quality={recipe.result.quality} size={28} /> : <span />}
                  <button type="button" className="crafting-link-button crafting-shopping__name" onClick={() => onOpenRecipe({ id: entry.recipeId })}>
                    {name}
                  </button>
                  {recipe ? <span className="crafting-muted">{t('browser.rowMeta', { profession: recipe.professionName, tier: recipe.tier })}</span> : <span />}
                  <CountInput label={t('list.count', { name })} value={entry.count} readOnly={viewingShared} onChange={(n) => setCount(entry.recipeId, n)} />
                  {!viewingShared ? (
                    <Button size="sm" variant="ghost" onClick={() => remove(entry.recipeId)} aria-label={t('list.remove', { name })}>
                      ✕
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
          {totals.isPending ? (
            <LoadingState text={t('list.loading')} />
          ) : totals.isError && !summary ? (
            <ErrorState title={t('list.failed')} onRetry={() => void totals.refetch()} />
          ) : summary ? (
            <TooltipItemIds.Provider value={itemIds}>
              <SummaryTotals summary={summary} />
              <div className="crafting-shopping__groups">
                {groups.map((group) => (
                  <Group key={group.key} group={group} onShowUsedIn={onShowUsedIn} />
                ))}
              </div>
            </TooltipItemIds.Provider>
          ) : null}
        </>
      )}
    </section>
  );
}
