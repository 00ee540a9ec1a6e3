import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CRAFTING_TIER_LEVELS, CRAFTING_TIERS, type Profession, type Recipe } from '@eoa/contracts';
import { barPoints, isTargetReached, pointsNeeded } from '@eoa/game-rules';
import { EmptyState, ErrorState, IconButton, LoadingState } from '@eoa/ui';
import { useCraftingParams } from '../../shared/crafting-params';
import { useOptimalPath } from './api/get-optimal-path';
import { CalculatorResults } from './calculator-results';
import { calculatorInputsOf, calculatorRange, parsePointsInput, targetCode } from './calculator-inputs';
import './xp-calculator.css';

export interface XpCalculatorProps {
  professions: readonly Profession[];
  onOpenRecipe: (recipe: Recipe) => void;
  onClose: () => void;
}

/**
 * The Crafting XP Calculator (spec 2 §2): a profession, the current tier (regular or Grand Master) and points, a
 * target; the points needed, and per tier up to three recipes with the crafts and materials it takes.
 */
export function XpCalculator({ professions, onOpenRecipe, onClose }: XpCalculatorProps) {
  const { t } = useTranslation('crafting');
  const ids = { profession: useId(), tier: useId(), points: useId() };
  const { state, update } = useCraftingParams();
  const { calcProfession, calcTier, calcGrandMaster, calcPoints, calcTarget } = state;
  const inputs = useMemo(
    () => calculatorInputsOf({ calcProfession, calcTier, calcGrandMaster, calcPoints, calcTarget }),
    [calcProfession, calcTier, calcGrandMaster, calcPoints, calcTarget],
  );
  const { currentXP, targetXP } = calculatorRange(inputs);
  const needed = pointsNeeded(currentXP, targetXP);
  const cap = barPoints(inputs.tier, inputs.level);
  const query = inputs.profession && needed > 0 ? { profession: inputs.profession, currentXP, targetXP } : null;
  const path = useOptimalPath(query);

  let results;
  if (needed === 0) results = <p className="crafting-muted">{t('calculator.targetReached')}</p>;
  else if (!inputs.profession) results = <p className="crafting-muted">{t('calculator.chooseProfession')}</p>;
  else if (path.isPending) results = <LoadingState text={t('calculator.loading')} />;
  else if (path.isError) results = <ErrorState title={t('calculator.failed')} onRetry={() => void path.refetch()} />;
  else if (path.data.tiers.every((tier) => tier.recipes.length === 0)) results = <EmptyState text={t('calculator.noRecipes')} />;
  else results = <CalculatorResults key={`${path.data.profession}:${currentXP}:${targetXP}`} path={path.data} onOpenRecipe={onOpenRecipe} />;

  return (
    <div className="crafting-calculator">
      <header className="crafting-calculator__header">
        <h2>{t('calculator.title')}</h2>
        <IconButton label={t('calculator.close')} size="sm" onClick={onClose}>
          ×
        </IconButton>
      </header>
      <div className="crafting-calculator__inputs">
        <label htmlFor={ids.profession}>{t('calculator.profession')}</label>
        <select id={ids.profession} value={inputs.profession} onChange={(event) => update({ calcProfession: event.target.value })}>
          <option value="">{t('calculator.chooseProfessionOption')}</option>
          {professions.map((p) => (
            <option key={p.key} value={p.key}>
              {p.localizedName}
            </option>
          ))}
        </select>
        <label htmlFor={ids.tier}>{t('calculator.currentTier')}</label>
        <select
          id={ids.tier}
          value={`${inputs.tier}:${inputs.level}`}
          onChange={(event) => {
            const [tier, level] = event.target.value.split(':');
            // Spec 2 §4: changing the tier resets the points to 0.
            update({ calcTier: Number(tier), calcGrandMaster: level === 'mastery', calcPoints: null });
          }}
        >
          {CRAFTING_TIERS.flatMap((tier) =>
            CRAFTING_TIER_LEVELS.map((level) => (
              <option key={`${tier}:${level}`} value={`${tier}:${level}`}>
                {t(level === 'mastery' ? 'calculator.tierGrandMaster' : 'calculator.tierRegular', { tier })}
              </option>
            )),
          )}
        </select>
        <label htmlFor={ids.points}>{t('calculator.points')}</label>
        <span className="crafting-calculator__points">
          <input
            id={ids.points}
            type="number"
            inputMode="numeric"
            min={0}
            max={cap}
            step={1}
            value={inputs.points}
            onChange={(event) => {
              const points = Math.min(cap, parsePointsInput(event.target.value));
              update({ calcPoints: points });
            }}
          />
          <span className="crafting-muted">{t('calculator.ofPoints', { max: cap })}</span>
        </span>
      </div>
      <fieldset className="crafting-calculator__targets">
        <legend>{t('calculator.target')}</legend>
        {CRAFTING_TIERS.map((tier) => (
          <div key={tier} className="crafting-calculator__target-row">
            <span className="crafting-calculator__target-tier">{t('tierShort', { tier })}</span>
            {CRAFTING_TIER_LEVELS.map((level) => {
              const reached = isTargetReached(currentXP, tier, level);
              const code = targetCode({ tier, level });
              const levelName = t(level === 'mastery' ? 'calculator.grandMaster' : 'calculator.proficiency');
              return (
                <label key={level} className={reached ? 'crafting-calculator__target crafting-calculator__target--reached' : 'crafting-calculator__target'}>
                  <input
                    type="radio"
                    name="crafting-calculator-target"
                    value={code}
                    checked={targetCode(inputs.target) === code}
                    disabled={reached}
                    aria-label={t('calculator.targetOption', { tier, level: levelName })}
                    onChange={() => update({ calcTarget: code })}
                  />
                  <span aria-hidden="true">{levelName}</span>
                </label>
              );
            })}
          </div>
        ))}
      </fieldset>
      <p className="crafting-calculator__needed" aria-live="polite">
        {t('calculator.pointsNeeded', { count: needed })}
      </p>
      <div className="crafting-calculator__results">{results}</div>
    </div>
  );
}
