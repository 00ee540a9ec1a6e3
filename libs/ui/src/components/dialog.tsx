import { useCallback, useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop (none of them while closeDisabled). */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** While a dialog is busy (spec: "the load dialog is busy and cannot be closed meanwhile"). */
  closeDisabled?: boolean;
  /** Width in px (or any CSS length); the dialog never grows past the viewport. Default 520. */
  width?: number | string;
  /** 'alertdialog' for a message that interrupts the user and wants an answer (an alert). Default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
}

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

/**
 * Modal dialog rendered in a portal on <body>. Focus moves into it when it opens, Tab and Shift+Tab cycle
 * inside it, and focus returns to the element that opened it when it closes.
 */
export function Dialog({ open, onClose, title, children, footer, closeDisabled = false, width = 520, role = 'dialog' }: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // Read through refs so the open/close effect below runs once per opening, not on every parent render.
  const onCloseRef = useRef(onClose);
  const closeDisabledRef = useRef(closeDisabled);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    closeDisabledRef.current = closeDisabled;
  });

  const requestClose = useCallback(() => {
    if (!closeDisabledRef.current) onCloseRef.current();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      // Prefer the first control of the content over the header's close button: it is what the user came for.
      const header = panel.querySelector('.eoa-dialog__header');
      const candidates = focusableIn(panel);
      const firstInContent = candidates.find((element) => !header?.contains(element));
      (firstInContent ?? candidates[0] ?? panel).focus();
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const elements = focusableIn(panelRef.current);
    if (elements.length === 0) {
      event.preventDefault();
      panelRef.current.focus();
      return;
    }
    const first = elements[0]!;
    const last = elements[elements.length - 1]!;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    } else if (!panelRef.current.contains(active)) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <div
      className="eoa-dialog__backdrop"
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself closes (not a text selection dragged out of the panel).
        if (event.target === event.currentTarget) requestClose();
      }}
    >
      <div
        ref={panelRef}
        className="eoa-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={closeDisabled || undefined}
        tabIndex={-1}
        style={{ width: typeof width === 'number' ? `${width}px` : width }}
        onKeyDown={onKeyDown}
      >
        <header className="eoa-dialog__header">
          <h2 id={titleId} className="eoa-dialog__title">
            {title}
          </h2>
          <IconButton label={t('actions.close')} size="sm" onClick={requestClose} disabled={closeDisabled}>
            ✕
          </IconButton>
        </header>
        <div className="eoa-dialog__body">{children}</div>
        {footer ? <footer className="eoa-dialog__footer">{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
