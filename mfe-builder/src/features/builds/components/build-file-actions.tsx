import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuildFile } from '@eoa/contracts';
import { Button } from '@eoa/ui';
import { LoadDialog, SaveDialog, ShareDialog } from './build-dialogs';
import '../builds.css';

type Mode = 'save' | 'load' | 'share' | null;

/** Save, Load and Share in the top bar (spec 1 §2), each opening its dialog. */
export function BuildFileActions({ onLoad }: { onLoad: (file: BuildFile) => Promise<void> }) {
  const { t } = useTranslation('builder');
  const [mode, setMode] = useState<Mode>(null);
  const close = () => setMode(null);
  return (
    <div className="builder-actions" role="group" aria-label={t('actions.label')}>
      {(['save', 'load', 'share'] as const).map((action) => (
        <Button key={action} size="sm" onClick={() => setMode(action)}>
          {t(`actions.${action}`)}
        </Button>
      ))}
      <SaveDialog open={mode === 'save'} onClose={close} />
      <LoadDialog open={mode === 'load'} onClose={close} onLoad={onLoad} />
      <ShareDialog open={mode === 'share'} onClose={close} />
    </div>
  );
}
