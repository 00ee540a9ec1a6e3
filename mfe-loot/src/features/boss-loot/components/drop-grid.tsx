import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_IDS, type ClassId } from '@eoa/contracts';
import { formatDropChance, isGuaranteedSource, runsForConfidence } from '@eoa/game-rules';
import { Button, DropChance, EmptyState, ItemCard, ItemTooltip } from '@eoa/ui';
import { filterDrops, NO_DROP_FILTERS, slotsOf, type DropFilters, type DropWithItem } from '../lib/drop-filters';

/** What a drop's number means, for its tooltip: certain, or a chance per kill with the kills to plan for. */
function DropMeaning({ chance }: { chance: number }) {
  const { t } = useTranslation('loot');
  if (isGuaranteedSource({ sourceType: 0, dropChance: chance })) {
    return <p className="loot-drop-meaning">{t('drop.guaranteedMeaning')}</p>;
  }
  const runs = runsForConfidence(chance);
  return (
    <p className="loot-drop-meaning">
      {t('drop.chanceMeaning', { chance: formatDropChance(chance) })}
      {runs !== null ? <> · {t('drop.runs', { count: runs })}</> : null}
    </p>
  );
}

/** The boss's drops as item cards, filterable by class and slot; every card carries the item tooltip. */
export function DropGrid({ drops }: { drops: readonly DropWithItem[] }) {
  const { t } = useTranslation('loot');
  const { t: tc } = useTranslation('common');
  const [filters, setFilters] = useState<DropFilters>(NO_DROP_FILTERS);
  const slots = useMemo(() => slotsOf(drops), [drops]);
  const shown = useMemo(() => filterDrops(drops, filters), [drops, filters]);
  const filtered = filters.classId !== null || filters.slot !== null;

  return (
    <div className="loot-drops">
      <div className="loot-drops__filters">
        <label>
          <span>{t('filters.class')}</span>
          <select
            value={filters.classId ?? ''}
            onChange={(event) => setFilters((f) => ({ ...f, classId: (event.target.value || null) as ClassId | null }))}
          >
            <option value="">{t('filters.allClasses')}</option>
            {CLASS_IDS.map((id) => (
              <option key={id} value={id}>
                {tc(`classes.${id}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('filters.slot')}</span>
          <select value={filters.slot ?? ''} onChange={(event) => setFilters((f) => ({ ...f, slot: event.target.value || null }))}>
            <option value="">{t('filters.allSlots')}</option>
            {slots.map((slot) => (
              <option key={slot.code} value={slot.code}>
                {slot.name}
              </option>
            ))}
          </select>
        </label>
        {filtered ? (
          <span className="loot-drops__count">{t('filters.showing', { shown: shown.length, total: drops.length })}</span>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <div className="loot-drops__none">
          <EmptyState text={t('filters.none')} />
          <Button onClick={() => setFilters(NO_DROP_FILTERS)}>{t('filters.clear')}</Button>
        </div>
      ) : (
        <ul className="loot-drops__grid">
          {shown.map(({ drop, item }) => (
            <li key={`${drop.itemId}-${drop.dropChance}`}>
              <ItemTooltip item={item} extra={<DropMeaning chance={drop.dropChance} />}>
                <ItemCard
                  name={item.localizedName || item.name}
                  icon={item.icon}
                  quality={item.quality}
                  meta={[t('drop.level', { level: item.level }), item.slotName ?? item.categoryName].filter(Boolean).join(' · ')}
                >
                  <DropChance chance={drop.dropChance} />
                  <span className="loot-drop__kind">{isGuaranteedSource({ sourceType: 0, dropChance: drop.dropChance }) ? t('drop.everyKill') : t('drop.perKill')}</span>
                </ItemCard>
              </ItemTooltip>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
