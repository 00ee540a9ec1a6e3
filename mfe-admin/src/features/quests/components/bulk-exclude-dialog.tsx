import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEST_OVERRIDE_LIMITS, type BulkExcludeAction } from '@eoa/contracts';
import { Button, Dialog } from '@eoa/ui';

interface BulkExcludeDialogProps {
  action: BulkExcludeAction;
  count: number;
  busy: boolean;
  /** The failure's text ("Failed to exclude quests"), shown under the question; the dialog stays open. */
  error: string | null;
  onConfirm: (notes: string) => void;
  onCancel: () => void;
}

/** The bulk exclusion's confirmation (spec 3 §5): how many quests, optional notes for the audit log. Rendered open. */
export function BulkExcludeDialog({ action, count, busy, error, onConfirm, onCancel }: BulkExcludeDialogProps) {
  const { t } = useTranslation('admin');
  const [notes, setNotes] = useState('');
  const notesId = useId();
  const key = action === 'Exclude' ? 'exclude' : 'include';
  return (
    <Dialog
      open
      onClose={onCancel}
      closeDisabled={busy}
      title={t(`quests.bulk.${key}Title`)}
      width={480}
      footer={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant={action === 'Exclude' ? 'danger' : 'primary'} onClick={() => onConfirm(notes)} disabled={busy}>
            {busy ? t(`quests.bulk.${key}Busy`) : t(`quests.bulk.${key}Confirm`)}
          </Button>
        </>
      }
    >
      <div className="bulk-dialog">
        <p>{t(`quests.bulk.${key}Question`, { count })}</p>
        <label className="admin-field" htmlFor={notesId}>
          <span className="admin-field__label">{t('quests.bulk.notes')}</span>
        </label>
        <textarea
          id={notesId}
          className="admin-input"
          value={notes}
          maxLength={QUEST_OVERRIDE_LIMITS.adminNotes}
          onChange={(event) => setNotes(event.target.value)}
          disabled={busy}
        />
        {error ? (
          <p className="bulk-dialog__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
