import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ThemeToggle } from '../theme/theme-toggle';
import { AppVersionStatus, StatusBar } from './status-bar';

export interface ToolFrameProps {
  title: string;
  /** Where the back arrow leads; default '/' (home). */
  backTo?: string;
  /** Centre of the top bar, e.g. the builder's <Tabs>. */
  tabs?: ReactNode;
  /** Right of the top bar, before the theme toggle, e.g. Save / Load / Share. */
  actions?: ReactNode;
  /** The bottom bar, usually a <StatusBar>; default: a StatusBar holding only <AppVersionStatus />. */
  statusBar?: ReactNode;
  children: ReactNode;
}

/**
 * The layout of every tool page: a top bar (back arrow, title, optional centre tabs and right-hand actions,
 * theme toggle), the content filling the remaining height, and the status bar at the bottom.
 */
export function ToolFrame({ title, backTo = '/', tabs, actions, statusBar, children }: ToolFrameProps) {
  const { t } = useTranslation('common');
  const backLabel = backTo === '/' ? t('actions.backToHome') : t('actions.back');

  useEffect(() => {
    document.title = `${title} · ${t('site.name')}`;
  }, [title, t]);

  return (
    <div className="eoa-tool-frame">
      <header className="eoa-tool-frame__bar">
        <div className="eoa-tool-frame__start">
          <Link to={backTo} className="eoa-tool-frame__back" aria-label={backLabel} title={backLabel}>
            <span aria-hidden="true">←</span>
          </Link>
          <h1 className="eoa-tool-frame__title">{title}</h1>
        </div>
        <div className="eoa-tool-frame__centre">{tabs}</div>
        <div className="eoa-tool-frame__actions">
          {actions}
          <ThemeToggle />
        </div>
      </header>
      <main className="eoa-tool-frame__content" id="main-content">
        {children}
      </main>
      {statusBar ?? <StatusBar right={<AppVersionStatus />} />}
    </div>
  );
}
