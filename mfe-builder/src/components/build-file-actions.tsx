import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip } from '@eoa/ui';

const ACTIONS = ['save', 'load', 'share'] as const;

/**
 * Save, Load and Share (spec §2). Each will open its dialog once the builder engine exists; until then they are
 * shown disabled, with the reason on hover (tooltip) and for screen readers (aria-describedby): a disabled
 * button cannot take focus, so a tooltip alone would hide the reason from keyboard users.
 */
export function BuildFileActions() {
  const { t } = useTranslation('builder');
  const reasonId = useId();
  return (
    <div className="builder-actions" role="group" aria-label={t('actions.label')}>
      <span id={reasonId} className="eoa-visually-hidden">
        {t('actions.unavailable')}
      </span>
      {ACTIONS.map((action) => (
        <Tooltip key={action} content={t('actions.unavailable')}>
          <Button size="sm" disabled aria-describedby={reasonId}>
            {t(`actions.${action}`)}
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}
