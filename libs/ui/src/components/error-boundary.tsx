import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from './error-state';

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Renders the failure; call `reset` to render the children again. Default: ErrorState with Retry. */
  fallback?: (error: unknown, reset: () => void) => ReactNode;
  /** Called when the boundary resets (Retry), before the children render again: clear what made them fail. */
  onReset?: () => void;
}

interface ErrorBoundaryState {
  /** Wrapped so that even `throw undefined` counts as a failure. */
  failure: { error: unknown } | null;
}

function DefaultErrorFallback({ reset }: { reset: () => void }) {
  const { t } = useTranslation('common');
  return <ErrorState title={t('errors.generic.title')} message={t('errors.generic.message')} onRetry={reset} />;
}

/**
 * Catches render errors of its subtree and shows a fallback with Retry instead of a blank page. No
 * componentDidCatch logging: React 19 already reports every caught error (createRoot's onCaughtError).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failure: { error } };
  }

  reset = (): void => {
    this.props.onReset?.();
    this.setState({ failure: null });
  };

  override render(): ReactNode {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    return this.props.fallback ? this.props.fallback(failure.error, this.reset) : <DefaultErrorFallback reset={this.reset} />;
  }
}
