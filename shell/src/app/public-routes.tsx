import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet, useOutletContext, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@eoa/ui';
import { SiteFooter } from '../features/footer/components/site-footer';
import { HomePage } from '../features/home/components/home-page';
import { LanguageFlags } from '../features/language/components/language-flags';
import { LanguagePicker } from '../features/language/components/language-picker';
import { SiteLayout } from '../features/layout/components/site-layout';

// Home is in the first bundle; the other pages load when first visited, the bug-report dialog when first opened.
const BugReportDialog = lazy(() =>
  import('../features/bug-report/components/bug-report-dialog').then((m) => ({ default: m.BugReportDialog })),
);
const AboutPage = lazy(() => import('../features/about/components/about-page').then((m) => ({ default: m.AboutPage })));
const DeedsPage = lazy(() =>
  import('../features/placeholders/components/deeds-page').then((m) => ({ default: m.DeedsPage })),
);
const QuestsPage = lazy(() =>
  import('../features/placeholders/components/quests-page').then((m) => ({ default: m.QuestsPage })),
);
const CorrectionsPage = lazy(() =>
  import('../features/corrections/components/corrections-page').then((m) => ({ default: m.CorrectionsPage })),
);

/** What the layout route hands its pages: the one bug-report dialog of the site is opened from home and footer. */
export interface PublicLayoutContext {
  openBugReport: () => void;
}

/**
 * The frame of the shell's own pages. Features do not import each other, so this route composes them: the
 * language picker goes into the layout's header, the footer and home get the bug dialog's opener.
 */
function PublicLayout() {
  const { t } = useTranslation('shell');
  const [bugReportOpen, setBugReportOpen] = useState(false);
  // Mounted from the first opening on (its chunk is fetched then), so closing keeps the dialog's own transitions.
  const [bugReportWanted, setBugReportWanted] = useState(false);
  const openBugReport = useCallback(() => {
    setBugReportWanted(true);
    setBugReportOpen(true);
  }, []);
  const closeBugReport = useCallback(() => setBugReportOpen(false), []);
  const context: PublicLayoutContext = { openBugReport };

  return (
    <SiteLayout headerControls={<LanguagePicker />} footer={<SiteFooter onReportBug={openBugReport} />}>
      {/* A local boundary keeps header and footer on screen while a page's chunk loads. */}
      <Suspense fallback={<LoadingState text={t('layout.loadingPage')} />}>
        <Outlet context={context} />
      </Suspense>
      {bugReportWanted && (
        <Suspense fallback={null}>
          <BugReportDialog open={bugReportOpen} onClose={closeBugReport} />
        </Suspense>
      )}
    </SiteLayout>
  );
}

function HomeRoute() {
  const { openBugReport } = useOutletContext<PublicLayoutContext>();
  return <HomePage languageSelector={<LanguageFlags />} onReportBug={openBugReport} />;
}

/** The shell's own pages (home, about, deeds, quests, corrections), wrapped in the site layout. */
export const publicRoutes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'deeds', element: <DeedsPage /> },
      { path: 'quests', element: <QuestsPage /> },
      { path: 'corrections', element: <CorrectionsPage /> },
    ],
  },
];
