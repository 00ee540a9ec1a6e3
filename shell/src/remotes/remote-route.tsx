import { Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@eoa/contracts';
import { ErrorBoundary, ErrorState, LoadingState, ToolFrame } from '@eoa/ui';
import { useRemoteLoader } from './remote-loader-context';
import { RemoteLoadError } from './remote-load-error';

function RemoteLoadingFrame({ remote }: { remote: RemoteName }) {
  const { t } = useTranslation('common');
  const tool = t(`tools.${remote}`);
  // The same frame as the tool's own, so the page does not jump when the remote arrives.
  return (
    <ToolFrame title={tool}>
      <LoadingState text={t('loading.tool', { tool })} />
    </ToolFrame>
  );
}

function RemoteErrorFrame({ remote, error, onRetry }: { remote: RemoteName; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const tool = t(`tools.${remote}`);
  return (
    <ToolFrame title={tool}>
      <ErrorState
        title={t('errors.remote.title', { tool })}
        message={error instanceof RemoteLoadError ? t('errors.remote.message') : t('errors.generic.message')}
        onRetry={onRetry}
      />
    </ToolFrame>
  );
}

/**
 * One tool route: loads the remote's App at run time and renders it. While it loads, a themed loading frame;
 * if it cannot be loaded (no address, dead host, 404 manifest, script error) or it throws while rendering,
 * that tool's error state with a Retry that really loads the remote again. Only this route is affected:
 * the rest of the site keeps working.
 */
export function RemoteRoute({ remote }: { remote: RemoteName }) {
  const loader = useRemoteLoader();
  const [App, setApp] = useState(() => loader.lazyApp(remote));

  const reload = useCallback(() => {
    loader.invalidate(remote);
    setApp(() => loader.lazyApp(remote));
  }, [loader, remote]);

  return (
    <ErrorBoundary
      onReset={reload}
      fallback={(error, reset) => <RemoteErrorFrame remote={remote} error={error} onRetry={reset} />}
    >
      <Suspense fallback={<RemoteLoadingFrame remote={remote} />}>
        <App />
      </Suspense>
    </ErrorBoundary>
  );
}
