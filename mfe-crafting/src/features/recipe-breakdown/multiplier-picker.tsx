import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CUSTOM_MULTIPLIER_MAX, CUSTOM_MULTIPLIER_MIN, MULTIPLIER_BUTTONS, parseMultiplier } from '@eoa/game-rules';
import { classNames, useDebouncedValue } from '@eoa/ui';

export interface MultiplierPickerProps {
  value: number;
  onChange: (multiplier: number) => void;
}

const isButton = (value: number) => (MULTIPLIER_BUTTONS as readonly number[]).includes(value);

/** The custom number applies once typing pauses (typing 250 does not pass through 2 and 25), or at once on Enter. */
export const CUSTOM_MULTIPLIER_DELAY_MS = 400;

/** Spec 2 §2, §5, §9: the buttons 1 … 100 and a custom number 1–9999 (anything else is ignored). */
export function MultiplierPicker({ value, onChange }: MultiplierPickerProps) {
  const { t } = useTranslation('crafting');
  // The custom box shows what was typed; a multiplier from a button (or the link) empties it unless it is custom.
  const [typed, setTyped] = useState(isButton(value) ? '' : String(value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (parseMultiplier(typed) !== value) setTyped(isButton(value) ? '' : String(value));
  }
  const typedValue = parseMultiplier(typed);
  const ignored = typed.trim() !== '' && typedValue === null;
  const settled = useDebouncedValue(typed, CUSTOM_MULTIPLIER_DELAY_MS);
  const applied = useRef(settled);
  useEffect(() => {
    // Only once the box holds what has settled (not a stale pause from before Enter or a button).
    if (applied.current === settled || settled !== typed) return;
    applied.current = settled;
    const n = parseMultiplier(settled);
    if (n !== null && n !== value) onChange(n);
  }, [settled, typed, value, onChange]);

  return (
    <div className="crafting-multiplier" role="group" aria-label={t('summary.multiplierLabel')}>
      {MULTIPLIER_BUTTONS.map((n) => (
        <button
          key={n}
          type="button"
          className={classNames('crafting-chip', value === n && 'crafting-chip--on')}
          aria-pressed={value === n}
          onClick={() => {
            setTyped('');
            applied.current = '';
            onChange(n);
          }}
        >
          {t('summary.times', { count: n })}
        </button>
      ))}
      <label className="crafting-multiplier__custom">
        <span>{t('summary.custom')}</span>
        <input
          type="number"
          inputMode="numeric"
          min={CUSTOM_MULTIPLIER_MIN}
          max={CUSTOM_MULTIPLIER_MAX}
          step={1}
          value={typed}
          placeholder={t('summary.customPlaceholder', { min: CUSTOM_MULTIPLIER_MIN, max: CUSTOM_MULTIPLIER_MAX })}
          aria-invalid={ignored}
          aria-describedby={ignored ? 'crafting-multiplier-hint' : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' || typedValue === null) return;
            applied.current = typed;
            onChange(typedValue);
          }}
        />
      </label>
      {ignored ? (
        <span id="crafting-multiplier-hint" className="crafting-multiplier__hint" role="status">
          {t('summary.customIgnored', { min: CUSTOM_MULTIPLIER_MIN, max: CUSTOM_MULTIPLIER_MAX })}
        </span>
      ) : null}
    </div>
  );
}
