import { useTranslation } from 'react-i18next';
import { CRAFTING_TIERS, RECIPE_CATEGORY_FILTERS, RECIPE_SEARCH_MAX_LENGTH, type Profession, type RecipeCategoryFilter } from '@eoa/contracts';
import { Button, classNames } from '@eoa/ui';

export interface RecipeFiltersProps {
  /** What the boxes show while typing (the list follows after a short pause). */
  typedSearch: string;
  typedIngredient: string;
  category: RecipeCategoryFilter;
  profession: string;
  tier: number | null;
  professions: readonly Profession[];
  onSearch: (text: string) => void;
  onIngredient: (text: string) => void;
  onCategory: (category: RecipeCategoryFilter) => void;
  onProfession: (profession: string) => void;
  onTier: (tier: number | null) => void;
  onClear: () => void;
}

function SearchField({ label, placeholder, value, onChange }: { label: string; placeholder: string; value: string; onChange: (text: string) => void }) {
  return (
    <label className="crafting-field">
      <span className="eoa-visually-hidden">{label}</span>
      <input type="search" value={value} maxLength={RECIPE_SEARCH_MAX_LENGTH} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
    </label>
  );
}

/** The browser's filters (spec 2 §2): search, quick filters All / Armour / Weapons / Misc, profession, tier 1–5, raw-material search, Clear. */
export function RecipeFilters(props: RecipeFiltersProps) {
  const { t } = useTranslation('crafting');
  const { category, profession, tier, professions } = props;
  return (
    <div className="crafting-filters">
      <SearchField label={t('browser.searchLabel')} placeholder={t('browser.searchPlaceholder')} value={props.typedSearch} onChange={props.onSearch} />
      <div className="crafting-quick-filters" role="group" aria-label={t('browser.categoryLabel')}>
        {RECIPE_CATEGORY_FILTERS.map((id) => (
          <button
            key={id}
            type="button"
            aria-pressed={category === id}
            className={classNames('crafting-chip', category === id && 'crafting-chip--on')}
            onClick={() => props.onCategory(id)}
          >
            {t(`browser.category.${id}`)}
          </button>
        ))}
      </div>
      <div className="crafting-filters__row">
        <label className="crafting-field">
          <span className="eoa-visually-hidden">{t('browser.professionLabel')}</span>
          <select value={profession} onChange={(event) => props.onProfession(event.target.value)} aria-label={t('browser.professionLabel')}>
            <option value="">{t('browser.allProfessions')}</option>
            {professions.map((p) => (
              <option key={p.key} value={p.key}>
                {p.localizedName}
              </option>
            ))}
          </select>
        </label>
        <label className="crafting-field">
          <span className="eoa-visually-hidden">{t('browser.tierLabel')}</span>
          <select
            value={tier ?? ''}
            onChange={(event) => props.onTier(event.target.value ? Number(event.target.value) : null)}
            aria-label={t('browser.tierLabel')}
          >
            <option value="">{t('browser.allTiers')}</option>
            {CRAFTING_TIERS.map((n) => (
              <option key={n} value={n}>
                {t('tier', { tier: n })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="crafting-filters__row">
        <SearchField label={t('browser.ingredientLabel')} placeholder={t('browser.ingredientPlaceholder')} value={props.typedIngredient} onChange={props.onIngredient} />
        <Button size="sm" onClick={props.onClear}>
          {t('browser.clear')}
        </Button>
      </div>
    </div>
  );
}
