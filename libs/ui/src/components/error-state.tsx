import { useTranslation } from 'react-i18next';
import { Button } from './button';

export interface ErrorStateProps {
  title: string;
  message?: string;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
  /** Text of the Retry button; default "Retry". */
  retryLabel?: string;
}

/** A failure the user can see and act on (a failed request never leaves a silent empty view). */
export function ErrorState({ title, message, onRetry, retryLabel }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div className="eoa-error-state" role="alert">
      <div className="eoa-error-state__sigil" aria-hidden="true">
        !
      </div>
      <h2 className="eoa-error-state__title">{title}</h2>
      {message ? <p className="eoa-error-state__message">{message}</p> : null}
      {onRetry ? (
        <Button variant="primary" onClick={onRetry}>
          {retryLabel ?? t('actions.retry')}
        </Button>
      ) : null}
    </div>
  );
}
