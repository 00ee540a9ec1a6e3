import { useContext, useEffect } from 'react';
import { UNSAFE_DataRouterContext, useBlocker, type BlockerFunction } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@eoa/ui';
import { useAdminSession } from '../session/session-store';

export interface LeaveGuardProps {
  /** Whether leaving loses something (the page is dirty). */
  when: boolean;
  /** The question, e.g. "Leave without saving? Your changes to this quest will be lost." */
  message: string;
}

/** A navigation to another page (not a change of this page's query, such as a tab) asks first. */
function InAppLeaveGuard({ when, message }: LeaveGuardProps) {
  const { t } = useTranslation('admin');
  const shouldBlock: BlockerFunction = ({ currentLocation, nextLocation }) =>
    // A session that ended (401, expiry, logout) goes to the login page without asking: the edits are lost anyway.
    when && useAdminSession.getState().isAuthenticated && currentLocation.pathname !== nextLocation.pathname;
  const blocker = useBlocker(shouldBlock);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('common.leave.title')}
      message={message}
      confirmLabel={t('common.leave.leave')}
      cancelLabel={t('common.leave.stay')}
      tone="danger"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/**
 * The warning before leaving a dirty page (spec 3 §2): the browser's own question on a reload, a closed tab or
 * another site (beforeunload), and a confirmation for a move inside the site. useBlocker needs a data router (the
 * shell's createBrowserRouter); under a plain router only the browser's question remains.
 */
export function LeaveGuard({ when, message }: LeaveGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return dataRouter ? <InAppLeaveGuard when={when} message={message} /> : null;
}
