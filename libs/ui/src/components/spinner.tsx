import { useTranslation } from 'react-i18next';
import { classNames } from '../class-names';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible name; defaults to "Loading…". Pass '' when a visible text next to it already says so. */
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  const { t } = useTranslation('common');
  const name = label ?? t('loading.default');
  return (
    <span
      className={classNames('eoa-spinner', `eoa-spinner--${size}`)}
      role={name ? 'img' : undefined}
      aria-label={name || undefined}
      aria-hidden={name ? undefined : true}
    />
  );
}

/** A centred spinner with a text, announced politely to screen readers. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="eoa-loading-state" role="status" aria-live="polite">
      <Spinner size="lg" label="" />
      <p className="eoa-loading-state__text">{text}</p>
    </div>
  );
}
