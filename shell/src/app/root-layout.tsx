import { Suspense, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@eoa/ui';

/**
 * The root route's element: a Suspense boundary for lazily loaded pages and scroll restoration. Providers sit
 * above the router (bootstrap), so this layout adds no chrome: the shell's pages bring the site layout, the
 * tools their ToolFrame.
 */
export function RootLayout() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();

  // Reset the title on every navigation; a page that wants its own sets it afterwards (layout effects run
  // before the pages' ordinary effects).
  useLayoutEffect(() => {
    document.title = t('site.name');
  }, [pathname, t]);

  return (
    <>
      <Suspense fallback={<LoadingState text={t('loading.default')} />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
