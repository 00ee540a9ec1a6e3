import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The question, e.g. "Are you sure you want to delete this correction?". */
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  /** Cancel, Escape, the close button and the backdrop (none of them while busy). */
  onCancel: () => void;
  /** 'danger' for a change that cannot be undone (delete, reset). */
  tone?: 'primary' | 'danger';
  /** While the confirmed action runs: both buttons and closing are disabled. */
  busy?: boolean;
  /** A failure of the confirmed action, shown under the question (the dialog stays open to try again). */
  error?: ReactNode;
}

/**
 * A yes/no question in the kit's modal dialog. Cancel comes first and takes the focus, so Enter on an unexpected
 * dialog never confirms a destructive action.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, tone = 'primary', busy = false, error }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      closeDisabled={busy}
      width={440}
      footer={
        <>
          <Button onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p className="eoa-confirm-dialog__message">{message}</p>
      {error ? (
        <p className="eoa-confirm-dialog__error" role="alert">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
