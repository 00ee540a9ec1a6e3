import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, downloadText } from '@eoa/ui';
import { parseProgressFile, progressFile, useProgress } from '../../shared/progress-store';

/** The file name of an export. */
const EXPORT_NAME = 'eoa-atlas-progress.json';

/**
 * The visitor's done marks (kept in this browser): how many quests and markers are done, hide what is done, export them
 * to a file and import such a file (its marks are added), or clear them.
 */
export function ProgressDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('atlas');
  const doneQuests = useProgress((state) => state.doneQuests);
  const doneMarkers = useProgress((state) => state.doneMarkers);
  const hideDone = useProgress((state) => state.hideDone);
  const setHideDone = useProgress((state) => state.setHideDone);
  const merge = useProgress((state) => state.merge);
  const clear = useProgress((state) => state.clear);
  const fileRef = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);

  const exportFile = () => downloadText(EXPORT_NAME, JSON.stringify(progressFile({ doneQuests, doneMarkers }, new Date()), null, 2));

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const parsed = parseProgressFile(await file.text());
    if (!parsed) {
      setMessage({ text: t('progress.importFailed'), error: true });
      return;
    }
    merge(parsed);
    setMessage({ text: t('progress.imported', { quests: parsed.doneQuests.length, markers: parsed.doneMarkers.length }), error: false });
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('progress.title')} width={460} footer={<Button onClick={onClose}>{t('correction.close')}</Button>}>
      <div className="atlas-progress-dialog">
        <p className="atlas-muted">{t('progress.intro')}</p>
        <p>{t('progress.questsDone', { count: doneQuests.length })}</p>
        <p>{t('progress.markersDone', { count: doneMarkers.length })}</p>
        <label className="atlas-check">
          <input type="checkbox" checked={hideDone} onChange={(event) => setHideDone(event.target.checked)} />
          {t('progress.hideDone')}
        </label>
        <div className="atlas-progress-dialog__actions">
          <Button onClick={exportFile} disabled={doneQuests.length + doneMarkers.length === 0}>
            {t('progress.export')}
          </Button>
          <Button onClick={() => fileRef.current?.click()}>{t('progress.import')}</Button>
          <input
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={t('progress.import')}
            onChange={(event) => {
              void importFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {confirmClear ? (
            <Button
              variant="danger"
              onClick={() => {
                clear();
                setConfirmClear(false);
                setMessage({ text: t('progress.cleared'), error: false });
              }}
            >
              {t('progress.confirmClear')}
            </Button>
          ) : (
            <Button variant="ghost" disabled={doneQuests.length + doneMarkers.length === 0} onClick={() => setConfirmClear(true)}>
              {t('progress.clear')}
            </Button>
          )}
        </div>
        {message ? (
          <p className={message.error ? 'atlas-error-text' : 'atlas-muted'} role={message.error ? 'alert' : 'status'}>
            {message.text}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
