import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormulaStatKey, ItemSet, StatName } from '@eoa/contracts';
import { FORMULA_STAT_NAMES, type CalculationResult, type StatBreakdown } from '@eoa/game-rules';
import { COMPACT_STAT_GROUPS, SECONDARY_STATS, statText } from '../../../shared/stat-text';
import { Dialog } from '@eoa/ui';
import '../stats.css';

const KEY_OF: ReadonlyMap<StatName, FormulaStatKey> = new Map(
  (Object.entries(FORMULA_STAT_NAMES) as [FormulaStatKey, StatName][]).map(([key, stat]) => [stat, key]),
);

function Breakdown({ breakdown }: { breakdown: StatBreakdown }) {
  const { t } = useTranslation('builder');
  const unit = breakdown.unit === 'percent' ? '%' : t('stats.perMinute');
  const n = (value: number) => `${(Math.round(value * 100) / 100).toFixed(2)}${breakdown.unit === 'percent' ? '%' : ''}`;
  return (
    <div className="builder-breakdown">
      <p>
        <span className="builder-muted">{t('breakdown.formula')}</span> <code>{breakdown.formula}</code>
      </p>
      {breakdown.error ? <p className="builder-refusal">{breakdown.error}</p> : null}
      <dl>
        <div>
          <dt>{t('breakdown.statsPart')}</dt>
          <dd>{n(breakdown.statsPart)}</dd>
        </div>
        {breakdown.base ? (
          <div>
            <dt>{t('breakdown.base')}</dt>
            <dd>{n(breakdown.base)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('breakdown.combatCharacteristics')}</dt>
          <dd>{n(breakdown.bonuses.combatCharacteristics)}</dd>
        </div>
        <div>
          <dt>{t('breakdown.traits')}</dt>
          <dd>{n(breakdown.bonuses.traits)}</dd>
        </div>
        <div>
          <dt>{t('breakdown.items')}</dt>
          <dd>{n(breakdown.bonuses.items)}</dd>
        </div>
        <div className="builder-breakdown__total">
          <dt>{t('breakdown.total')}</dt>
          <dd>
            {n(breakdown.total)} {breakdown.unit === 'perMinute' ? unit : null}
          </dd>
        </div>
      </dl>
      {breakdown.shieldPenalty ? <p className="builder-muted">{t('breakdown.shield', { penalty: breakdown.shieldPenalty })}</p> : null}
    </div>
  );
}

function StatRow({ stat, result, onOpen }: { stat: StatName; result: CalculationResult; onOpen: (key: FormulaStatKey) => void }) {
  const { t } = useTranslation('builder');
  const key = KEY_OF.get(stat);
  const value = statText(stat, result.stats[stat] ?? 0);
  const label = t(`stats.${stat}`);
  return (
    <div className="builder-stat">
      <dt>{label}</dt>
      <dd>
        {key ? (
          <button type="button" className="builder-stat__open" onClick={() => onOpen(key)} title={t('breakdown.open', { stat: label })}>
            {value}
          </button>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

export interface StatsPanelProps {
  result: CalculationResult | null;
  sets: readonly ItemSet[];
}

/** The compact and secondary stat panels and the active set bonuses; a formula stat opens its breakdown. */
export const StatsPanel = memo(function StatsPanel({ result, sets }: StatsPanelProps) {
  const { t } = useTranslation('builder');
  const [open, setOpen] = useState<FormulaStatKey | null>(null);
  if (!result) return <section className="builder-panel builder-stats" aria-label={t('stats.title')} aria-busy="true" />;
  const breakdown = open ? result.breakdown?.[open] : undefined;
  const setName = (id: number) => {
    const set = sets.find((s) => s.id === id);
    return set ? set.localizedName || set.name : String(id);
  };

  return (
    <section className="builder-panel builder-stats" aria-label={t('stats.title')}>
      <h2>{t('stats.title')}</h2>
      {COMPACT_STAT_GROUPS.map((group) => (
        <dl key={group.id} className="builder-stat-group">
          {group.stats.map((stat) => (
            <StatRow key={stat} stat={stat} result={result} onOpen={setOpen} />
          ))}
        </dl>
      ))}
      <h3>{t('stats.secondary')}</h3>
      <dl className="builder-stat-group">
        {SECONDARY_STATS.map((stat) => (
          <StatRow key={stat} stat={stat} result={result} onOpen={setOpen} />
        ))}
      </dl>
      <h3>{t('stats.setBonuses')}</h3>
      {result.activeSets.length === 0 ? (
        <p className="builder-muted">{t('stats.noSets')}</p>
      ) : (
        <ul className="builder-sets">
          {result.activeSets.map((active) => (
            <li key={active.setId}>
              <strong>{setName(active.setId)}</strong>{' '}
              <span className="builder-muted">{t('stats.pieces', { count: active.piecesEquipped, total: active.totalPieces ?? active.piecesEquipped })}</span>
              <ul>
                {active.bonuses.flatMap((bonus) =>
                  bonus.stats.map((stat, index) => {
                    const shown = stat as { displayName?: string; displayValue?: string; descriptionOverride?: string | null; name?: string };
                    return (
                      <li key={`${bonus.requiredPieces}-${index}`}>
                        ({bonus.requiredPieces}) {shown.descriptionOverride ?? `${shown.displayValue ?? ''} ${shown.displayName ?? shown.name ?? ''}`}
                      </li>
                    );
                  }),
                )}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={open !== null && breakdown !== undefined} onClose={() => setOpen(null)} title={open ? t(`stats.${FORMULA_STAT_NAMES[open]}`) : ''}>
        {breakdown ? <Breakdown breakdown={breakdown} /> : null}
      </Dialog>
    </section>
  );
});
