import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ARMOUR_TYPES, DAMAGE_TYPES, ITEM_CATEGORIES, ITEM_CLASSES, ITEM_SORTS, ITEM_SUB_SLOTS, QUALITIES, STAT_NAMES, WEAPON_TYPES,
  type Item, type ItemSort,
} from '@eoa/contracts';
import type { ItemCriteria, StatCriterion } from '@eoa/game-rules';
import { Button } from '@eoa/ui';

export interface ItemListState {
  /** Every criterion but the stats. */
  criteria: Omit<ItemCriteria, 'stats'>;
  /** Stat type (with minimum), stat filter 1 and stat filter 2, each optional. */
  statFilters: readonly (StatCriterion | undefined)[];
  sortBy: ItemSort | undefined;
}

export const EMPTY_LIST_STATE: ItemListState = { criteria: {}, statFilters: [undefined, undefined, undefined], sortBy: undefined };

/** The criteria the filter runs with. */
export function criteriaOf(state: ItemListState): ItemCriteria {
  return { ...state.criteria, stats: state.statFilters.filter((s): s is StatCriterion => Boolean(s)) };
}

/** Display names of codes as the catalog itself names them (localized by the server), else the code. */
export function codeLabels(items: readonly Item[]) {
  const labels = { category: new Map<string, string>(), quality: new Map<string, string>(), itemClass: new Map<string, string>() };
  for (const item of items) {
    if (item.categoryName && !labels.category.has(item.category)) labels.category.set(item.category, item.categoryName);
    if (item.qualityName && !labels.quality.has(item.quality)) labels.quality.set(item.quality, item.qualityName);
    if (item.itemClassName && !labels.itemClass.has(item.itemClass)) labels.itemClass.set(item.itemClass, item.itemClassName);
  }
  return labels;
}

const humanize = (code: string) => code.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().replace(/^./, (c) => c.toUpperCase());

interface StatFilterProps {
  label: string;
  value: StatCriterion | undefined;
  onChange: (value: StatCriterion | undefined) => void;
}

function StatFilter({ label, value, onChange }: StatFilterProps) {
  const { t } = useTranslation('builder');
  return (
    <div className="builder-filter builder-filter--stat">
      <label>
        <span>{label}</span>
        <select value={value?.name ?? ''} onChange={(event) => onChange(event.target.value ? { name: event.target.value, min: value?.min } : undefined)}>
          <option value="">{t('filters.any')}</option>
          {STAT_NAMES.map((stat) => (
            <option key={stat} value={stat}>
              {t(`stats.${stat}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('filters.minimum')}</span>
        <input
          type="number"
          disabled={!value}
          value={value?.min ?? ''}
          onChange={(event) => value && onChange({ name: value.name, min: event.target.value === '' ? undefined : Number(event.target.value) })}
        />
      </label>
    </div>
  );
}

export interface ItemFiltersProps {
  state: ItemListState;
  onChange: (state: ItemListState) => void;
  items: readonly Item[];
}

/** Search, sort and every filter of spec 1 §3 (the less common ones behind "More filters"). */
export function ItemFilters({ state, onChange, items }: ItemFiltersProps) {
  const { t } = useTranslation('builder');
  const [more, setMore] = useState(false);
  // Over every item: once per catalog, not once per keystroke.
  const labels = useMemo(() => codeLabels(items), [items]);
  const c = state.criteria;
  const set = (patch: Partial<ItemListState['criteria']>) => onChange({ ...state, criteria: { ...c, ...patch } });
  const statAt = (index: number) => state.statFilters[index];
  const setStat = (index: number, value: StatCriterion | undefined) =>
    onChange({ ...state, statFilters: state.statFilters.map((old, i) => (i === index ? value : old)) });
  const select = (key: keyof ItemListState['criteria'], label: string, options: readonly string[], name: (code: string) => string) => (
    <label className="builder-filter">
      <span>{label}</span>
      <select value={(c[key] as string | undefined) ?? ''} onChange={(event) => set({ [key]: event.target.value || undefined })}>
        <option value="">{t('filters.any')}</option>
        {options.map((code) => (
          <option key={code} value={code}>
            {name(code)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <div className="builder-filters" role="search">
      <div className="builder-filters__row">
        <label className="builder-filter builder-filter--search">
          <span className="eoa-visually-hidden">{t('filters.search')}</span>
          <input type="search" placeholder={t('filters.searchPlaceholder')} value={c.search ?? ''} onChange={(event) => set({ search: event.target.value || undefined })} />
        </label>
        <label className="builder-filter">
          <span>{t('filters.sort')}</span>
          <select value={state.sortBy ?? ''} onChange={(event) => onChange({ ...state, sortBy: (event.target.value || undefined) as ItemSort | undefined })}>
            <option value="">{t('filters.sortDefault')}</option>
            {ITEM_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`filters.sorts.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        {select('category', t('filters.category'), ITEM_CATEGORIES, (code) => labels.category.get(code) ?? code)}
        {c.category === 'Item' ? select('slot', t('filters.subSlot'), Object.keys(ITEM_SUB_SLOTS), (code) => t(`filters.subSlots.${code}`)) : null}
        {select('quality', t('filters.quality'), QUALITIES, (code) => labels.quality.get(code) ?? humanize(code))}
        <label className="builder-filter builder-filter--level">
          <span>{t('filters.level')}</span>
          <input type="number" min={0} max={50} aria-label={t('filters.levelMin')} value={c.levelMin ?? ''} onChange={(event) => set({ levelMin: event.target.value === '' ? undefined : Number(event.target.value) })} />
          <span aria-hidden="true">–</span>
          <input type="number" min={0} max={50} aria-label={t('filters.levelMax')} value={c.levelMax ?? ''} onChange={(event) => set({ levelMax: event.target.value === '' ? undefined : Number(event.target.value) })} />
        </label>
        <Button size="sm" variant="ghost" aria-expanded={more} onClick={() => setMore((open) => !open)}>
          {more ? t('filters.fewer') : t('filters.more')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onChange(EMPTY_LIST_STATE)}>
          {t('filters.clear')}
        </Button>
      </div>
      {more ? (
        <div className="builder-filters__row">
          {select('weaponType', t('filters.weaponType'), WEAPON_TYPES, humanize)}
          {select('armourType', t('filters.armourType'), ARMOUR_TYPES, humanize)}
          {select('damageType', t('filters.damageType'), DAMAGE_TYPES, humanize)}
          {select('itemClass', t('filters.itemClass'), ITEM_CLASSES, (code) => labels.itemClass.get(code) ?? humanize(code))}
          <StatFilter label={t('filters.statType')} value={statAt(0)} onChange={(value) => setStat(0, value)} />
          <StatFilter label={t('filters.statFilter', { n: 1 })} value={statAt(1)} onChange={(value) => setStat(1, value)} />
          <StatFilter label={t('filters.statFilter', { n: 2 })} value={statAt(2)} onChange={(value) => setStat(2, value)} />
          <label className="builder-filter">
            <span>{t('filters.cooldown')}</span>
            <select
              value={c.hasCooldown === undefined ? '' : String(c.hasCooldown)}
              onChange={(event) => set({ hasCooldown: event.target.value === '' ? undefined : event.target.value === 'true' })}
            >
              <option value="">{t('filters.any')}</option>
              <option value="true">{t('filters.withCooldown')}</option>
              <option value="false">{t('filters.withoutCooldown')}</option>
            </select>
          </label>
          <label className="builder-filter">
            <span>{t('filters.effect')}</span>
            <input type="search" value={c.effectSearch ?? ''} onChange={(event) => set({ effectSearch: event.target.value || undefined })} />
          </label>
        </div>
      ) : null}
    </div>
  );
}
