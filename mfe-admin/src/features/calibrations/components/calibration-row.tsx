import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapCalibration } from '@eoa/contracts';
import { Button } from '@eoa/ui';
import { CALIBRATION_FIELDS, formatCalibrationNumber, stepOf, type CalibrationDraft, type CalibrationField } from '../lib/calibration-values';

export interface CalibrationRowProps {
  calibration: MapCalibration;
  /** The typed values while this row is edited; null while it is only viewed. */
  draft: CalibrationDraft | null;
  /** Another row is being edited (one at a time, spec 3 §4): this row's buttons wait. */
  locked: boolean;
  saving: boolean;
  onEdit: () => void;
  onChange: (field: CalibrationField, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
  onReset: () => void;
}

/** One zone's calibration: its numbers with one decimal, or inputs while it is edited (Enter saves, Escape cancels). */
export function CalibrationRow({ calibration, draft, locked, saving, onEdit, onChange, onSave, onCancel, onReset }: CalibrationRowProps) {
  const { t, i18n } = useTranslation('admin');
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const rowRef = useRef<HTMLTableRowElement>(null);
  const editing = draft !== null;

  // Saved or cancelled: the focus goes back to the row's Edit button (it was on an input or button now gone).
  const wasEditing = useRef(editing);
  useEffect(() => {
    const active = document.activeElement;
    if (wasEditing.current && !editing && (active === document.body || active === null || rowRef.current?.contains(active))) editButtonRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!saving) onSave();
    } else if (event.key === 'Escape' && !saving) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <tr ref={rowRef} className={editing ? 'calibrations-row calibrations-row--editing' : 'calibrations-row'} aria-busy={saving || undefined}>
      <th scope="row" className="calibrations-row__zone">
        {calibration.zoneName}
      </th>
      <td className="calibrations-row__number">{calibration.mapId}</td>
      {CALIBRATION_FIELDS.map((field, index) => (
        <td key={field} className="calibrations-row__number">
          {editing ? (
            <input
              className="admin-input calibrations-row__input"
              type="number"
              inputMode="decimal"
              step={stepOf(field)}
              value={draft[field]}
              disabled={saving}
              // The first input takes the focus when the row opens for editing.
              autoFocus={index === 0}
              aria-label={t('calibrations.inputLabel', { column: t(`calibrations.columns.${field}`), zone: calibration.zoneName })}
              onChange={(event) => onChange(field, event.target.value)}
              onKeyDown={onKeyDown}
            />
          ) : (
            formatCalibrationNumber(calibration[field], i18n.language)
          )}
        </td>
      ))}
      <td>
        <div className="calibrations-row__buttons">
          {editing ? (
            <>
              <Button size="sm" variant="primary" onClick={onSave} disabled={saving}>
                {saving ? t('calibrations.saving') : t('calibrations.save')}
              </Button>
              <Button size="sm" onClick={onCancel} disabled={saving}>
                {t('calibrations.cancel')}
              </Button>
            </>
          ) : (
            <>
              <Button ref={editButtonRef} size="sm" onClick={onEdit} disabled={locked} aria-label={t('calibrations.editZone', { zone: calibration.zoneName })}>
                {t('calibrations.edit')}
              </Button>
              <Button size="sm" variant="ghost" onClick={onReset} disabled={locked} aria-label={t('calibrations.resetZone', { zone: calibration.zoneName })}>
                {t('calibrations.reset')}
              </Button>
            </>
          )}
        </div>
      </td>
    </tr>
  );
}
