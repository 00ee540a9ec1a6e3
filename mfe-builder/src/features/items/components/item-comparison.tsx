import { useTranslation } from 'react-i18next';
import type { Item, StatName } from '@eoa/contracts';
import { comparisonSlot, slotsForItem } from '@eoa/game-rules';
import { useComparison } from '../../../shared/comparison-context';
import { shownDelta, statText } from '../../../shared/stat-text';

/** The stats a comparison lists when they change. */
const COMPARED: readonly StatName[] = [
  'morale', 'power', 'armour', 'might', 'agility', 'vitality', 'will', 'fate', 'meleeCritical', 'rangedCritical', 'tacticalCritical',
  'blockChance', 'evadeChance', 'parryChance', 'commonMitigation', 'tacticalMitigation', 'fireMitigation', 'shadowMitigation',
  'resistanceWound', 'resistanceDisease', 'resistancePoison', 'resistanceFear', 'inCombatMoraleRegen', 'inCombatPowerRegen',
];


/**
 * The tooltip's comparison: the slot the item would replace (of a pair, the lower-scoring one, spec 1 §9) and
 * how every total stat would change, computed by the engine on the whole build.
 */
export function ItemComparison({ item }: { item: Item }) {
  const { t } = useTranslation('builder');
  const comparison = useComparison();
  const slots = slotsForItem(item);
  if (slots.length === 0 || !comparison?.engine) return null;
  const { engine, build, equipment } = comparison;
  const slot = comparisonSlot(item, equipment, engine.progressions) ?? slots.find((s) => !equipment[s]) ?? slots[0]!;
  const worn = equipment[slot];
  const before = engine.calculate(build).stats;
  const after = engine.calculate({ ...build, equipment: { ...build.equipment, [slot]: item } }).stats;
  const changes = COMPARED.map((stat) => ({ stat, delta: shownDelta(stat, before[stat] ?? 0, after[stat] ?? 0) })).filter(({ delta }) => Math.abs(delta) >= 0.05);
  return (
    <div className="builder-comparison">
      <p className="builder-comparison__title">
        {worn ? t('compare.against', { item: worn.localizedName || worn.name, slot: t(`slots.${slot}`) }) : t('compare.emptySlot', { slot: t(`slots.${slot}`) })}
      </p>
      {changes.length === 0 ? (
        <p>{t('compare.noChange')}</p>
      ) : (
        <ul>
          {changes.map(({ stat, delta }) => (
            <li key={stat} className={delta > 0 ? 'builder-delta--up' : 'builder-delta--down'}>
              {delta > 0 ? '▲ +' : '▼ '}
              {statText(stat, delta)} {t(`stats.${stat}`)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
