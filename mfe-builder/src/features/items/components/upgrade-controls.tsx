import { useState } from 'react';
import { createParser } from 'nuqs';
import { useTranslation } from 'react-i18next';
import type { StatName } from '@eoa/contracts';
import type { UpgradeTarget } from '@eoa/game-rules';
import { Button } from '@eoa/ui';

/** The stats the finder offers (and the weighted score's inputs). */
export const UPGRADE_STATS: readonly StatName[] = [
  'morale', 'power', 'armour', 'might', 'agility', 'vitality', 'will', 'fate', 'meleeCritical', 'rangedCritical', 'tacticalCritical',
  'blockChance', 'evadeChance', 'parryChance', 'commonMitigation', 'tacticalMitigation', 'fireMitigation', 'shadowMitigation',
  'resistanceWound', 'resistanceDisease', 'resistancePoison', 'resistanceFear', 'inCombatMoraleRegen', 'inCombatPowerRegen',
];
export const UPGRADE_WEIGHTS_KEY = 'eoa.builder.upgradeWeights';
const DEFAULT_WEIGHTS: Partial<Record<StatName, number>> = { might: 1, vitality: 1, morale: 0.1, armour: 0.05 };

export function readWeights(): Partial<Record<StatName, number>> {
  try {
    const raw = JSON.parse(localStorage.getItem(UPGRADE_WEIGHTS_KEY) ?? 'null') as Record<string, unknown> | null;
    if (!raw || typeof raw !== 'object') return DEFAULT_WEIGHTS;
    const weights: Partial<Record<StatName, number>> = {};
    for (const stat of UPGRADE_STATS) if (typeof raw[stat] === 'number' && Number.isFinite(raw[stat])) weights[stat] = raw[stat] as number;
    return weights;
  } catch {
    return DEFAULT_WEIGHTS;
  }
}

/** 'score' for the weighted score, a stat name, or null (off) — from the address's "gain" parameter. */
export type UpgradeMode = StatName | 'score' | null;

/** ?gain=: the stat the upgrade finder ranks by, or score (the weighted sum); anything else is off. */
export const parseAsUpgradeMode = createParser<StatName | 'score'>({
  parse: (value) => (value === 'score' || (UPGRADE_STATS as readonly string[]).includes(value) ? (value as StatName | 'score') : null),
  serialize: (mode) => mode,
});

export function upgradeTargetOf(mode: UpgradeMode, weights: Partial<Record<StatName, number>>): UpgradeTarget | null {
  if (mode === null) return null;
  return mode === 'score' ? { weights } : { stat: mode };
}

export interface UpgradeControlsProps {
  mode: UpgradeMode;
  onMode: (mode: UpgradeMode) => void;
  weights: Partial<Record<StatName, number>>;
  onWeights: (weights: Partial<Record<StatName, number>>) => void;
  busy: boolean;
  ms: number | null;
}

/** "Sort by gain if equipped": a stat, or a score of weighted stats the player sets (kept in the browser). */
export function UpgradeControls({ mode, onMode, weights, onWeights, busy, ms }: UpgradeControlsProps) {
  const { t } = useTranslation('builder');
  const [editing, setEditing] = useState(false);
  return (
    <div className="builder-upgrade">
      <label className="builder-filter">
        <span>{t('upgrade.label')}</span>
        <select value={mode ?? ''} onChange={(event) => onMode(parseAsUpgradeMode.parse(event.target.value))}>
          <option value="">{t('upgrade.off')}</option>
          <option value="score">{t('upgrade.score')}</option>
          {UPGRADE_STATS.map((stat) => (
            <option key={stat} value={stat}>
              {t(`stats.${stat}`)}
            </option>
          ))}
        </select>
      </label>
      {mode === 'score' ? (
        <Button size="sm" variant="ghost" aria-expanded={editing} onClick={() => setEditing((open) => !open)}>
          {t('upgrade.weights')}
        </Button>
      ) : null}
      {mode !== null ? <span className="builder-muted" role="status">{busy ? t('upgrade.computing') : ms !== null ? t('upgrade.done', { ms }) : ''}</span> : null}
      {mode === 'score' && editing ? (
        <div className="builder-upgrade__weights" role="group" aria-label={t('upgrade.weights')}>
          {UPGRADE_STATS.map((stat) => (
            <label key={stat}>
              <span>{t(`stats.${stat}`)}</span>
              <input
                type="number"
                step="0.05"
                value={weights[stat] ?? ''}
                onChange={(event) => {
                  const next = { ...weights };
                  const value = Number(event.target.value);
                  if (event.target.value === '' || !Number.isFinite(value)) delete next[stat];
                  else next[stat] = value;
                  onWeights(next);
                }}
              />
            </label>
          ))}
        </div>
      ) : null}
    </div>
  );
}
