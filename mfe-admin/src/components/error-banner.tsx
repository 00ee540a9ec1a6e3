import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton } from '@eoa/ui';
import './admin.css';

export interface ErrorBannerProps {
  /** The spec's text for the failure (spec 3 §8: errors appear in banners). */
  message: ReactNode;
  /** A way out: Retry loads again. */
  onRetry?: () => void;
  /** The banner can be closed (the calibrations banner, §8). */
  onDismiss?: () => void;
  /** 'warning' for a failure the page works around (the dashboard's default figures). */
  tone?: 'error' | 'warning';
}

/** A failure of an admin screen in a banner, announced, with Retry and/or a close button. */
export function ErrorBanner({ message, onRetry, onDismiss, tone = 'error' }: ErrorBannerProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  return (
    <div className={`admin-banner admin-banner--${tone}`} role="alert">
      <p className="admin-banner__text">{message}</p>
      {onRetry || onDismiss ? (
        <div className="admin-banner__actions">
          {onRetry ? (
            <Button size="sm" onClick={onRetry}>
              {tc('actions.retry')}
            </Button>
          ) : null}
          {onDismiss ? (
            <IconButton size="sm" label={t('common.dismiss')} onClick={onDismiss}>
              ✕
            </IconButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
