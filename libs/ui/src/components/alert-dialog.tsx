import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

export interface AlertDialogProps {
  open: boolean;
  title: ReactNode;
  /** What happened, e.g. "Backup failed. Check console for details.". */
  message: ReactNode;
  /** The one button's text, e.g. "OK". */
  okLabel: string;
  /** OK, Escape, the close button and the backdrop. */
  onClose: () => void;
}

/**
 * The kit's themed, translated stand-in for window.alert: a modal alert dialog with one button, which takes the focus
 * so Enter or Escape dismisses it.
 */
export function AlertDialog({ open, title, message, okLabel, onClose }: AlertDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      role="alertdialog"
      width={420}
      footer={
        <Button variant="primary" onClick={onClose}>
          {okLabel}
        </Button>
      }
    >
      <p className="eoa-confirm-dialog__message">{message}</p>
    </Dialog>
  );
}
