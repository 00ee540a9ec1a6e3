import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ADMIN_RECENT_CHANGES_DAYS, EXPANSION_ERAS, type AdminStats } from '@eoa/contracts';
import { levelTone } from '@eoa/game-rules';
import { formatDateTime } from '@eoa/ui';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingProgress } from '../../../components/loading-progress';
import { ADMIN_PATHS } from '../../../lib/admin-paths';
import { formatCount } from '../../../lib/format';
import { useAdminStats } from '../api/get-stats';
import '../../../components/admin.css';
import './dashboard.css';

/** The quest figures shown when the statistics cannot be loaded (spec 3 §2, §9): 3,139 = 1,763 + 1,376. */
const DEFAULT_QUEST_TOTALS = { totalQuests: 3139, mainZoneQuests: 1763, otherQuests: 1376 } as const;

/** What the dashboard shows when the statistics cannot be loaded (spec 3 §2, §9: 3,139 quests = 1,763 + 1,376). */
const DEFAULT_STATS: AdminStats = {
  totalQuests: DEFAULT_QUEST_TOTALS.totalQuests,
  excludedQuests: 0,
  questsWithOverrides: 0,
  questsByExpansion: Object.fromEntries(EXPANSION_ERAS.map((era) => [era, 0])) as AdminStats['questsByExpansion'],
  recentChanges: 0,
  lastBackupDate: null,
};

/** One level of each colour band, to show the bands with the rule itself (game-rules levelTone). */
const LEVEL_BANDS = [
  { key: 'high', sample: 40 },
  { key: 'middle', sample: 25 },
  { key: 'low', sample: 1 },
] as const;

interface FigureProps {
  label: string;
  value: string;
  hint?: ReactNode;
  link?: { to: string; text: string };
  /** A text rather than a count (the last backup's date and time): set smaller, so it stays on one or two lines. */
  text?: boolean;
}

function Figure({ label, value, hint, link, text }: FigureProps) {
  return (
    <div className="admin-card dashboard-figure">
      <dt className="dashboard-figure__label">{label}</dt>
      <dd className={text ? 'dashboard-figure__value dashboard-figure__value--text' : 'dashboard-figure__value'}>{value}</dd>
      {hint ? <dd className="dashboard-figure__hint">{hint}</dd> : null}
      {link ? (
        <dd className="dashboard-figure__link">
          <Link to={link.to}>{link.text}</Link>
        </dd>
      ) : null}
    </div>
  );
}

/**
 * /admin (spec 3 §2 Dashboard): the quest statistics with links to the quest list and its flags, quests by era, the
 * level colours, and the backups panel (given by the route: features do not import each other). When the statistics
 * cannot be loaded, the banner "Failed to load statistics. Using default values." and the default figures.
 */
export function DashboardPage({ backups }: { backups?: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const stats = useAdminStats();
  const language = i18n.language;
  const count = (value: number) => formatCount(value, language);

  const failed = stats.isError && !stats.data;
  const figures = stats.data ?? (failed ? DEFAULT_STATS : null);
  const largestEra = figures ? Math.max(1, ...EXPANSION_ERAS.map((era) => figures.questsByExpansion[era] ?? 0)) : 1;

  return (
    <div className="admin-page dashboard">
      <header className="admin-page__header">
        <h2 className="admin-page__title">{t('dashboard.title')}</h2>
      </header>

      {failed ? <ErrorBanner tone="warning" message={t('dashboard.loadFailed')} onRetry={() => void stats.refetch()} /> : null}

      {!figures ? (
        <LoadingProgress text={t('dashboard.loading')} />
      ) : (
        <>
          <dl className="dashboard__figures" aria-busy={stats.isFetching || undefined}>
            <Figure
              label={t('dashboard.totalQuests')}
              value={count(figures.totalQuests)}
              hint={
                failed
                  ? t('dashboard.defaultBreakdown', { main: count(DEFAULT_QUEST_TOTALS.mainZoneQuests), other: count(DEFAULT_QUEST_TOTALS.otherQuests) })
                  : undefined
              }
              link={{ to: ADMIN_PATHS.quests, text: t('dashboard.links.allQuests') }}
            />
            <Figure
              label={t('dashboard.excludedQuests')}
              value={count(figures.excludedQuests)}
              link={{ to: `${ADMIN_PATHS.quests}?excluded=true`, text: t('dashboard.links.excluded') }}
            />
            <Figure
              label={t('dashboard.questsWithOverrides')}
              value={count(figures.questsWithOverrides)}
              link={{ to: `${ADMIN_PATHS.quests}?hasOverrides=true`, text: t('dashboard.links.withOverrides') }}
            />
            <Figure
              label={t('dashboard.recentChanges')}
              value={count(figures.recentChanges)}
              hint={t('dashboard.recentChangesHint', { count: ADMIN_RECENT_CHANGES_DAYS })}
              link={{ to: ADMIN_PATHS.audit, text: t('dashboard.links.audit') }}
            />
            <Figure label={t('dashboard.lastBackup')} value={formatDateTime(figures.lastBackupDate, language) ?? t('common.never')} text={figures.lastBackupDate !== null} />
          </dl>

          <div className="dashboard__columns">
            <section className="admin-card" aria-labelledby="dashboard-eras">
              <h3 id="dashboard-eras" className="admin-card__title">
                {t('dashboard.byExpansion')}
              </h3>
              <ul className="dashboard-eras">
                {EXPANSION_ERAS.map((era) => {
                  const value = figures.questsByExpansion[era] ?? 0;
                  return (
                    <li key={era} className="dashboard-eras__row">
                      <span className="dashboard-eras__name" title={t(`common.eras.${era}`)}>
                        {t(`common.eras.${era}`)}
                      </span>
                      <span className="dashboard-eras__track" aria-hidden="true">
                        <span className="dashboard-eras__bar" style={{ width: `${(value / largestEra) * 100}%` }} />
                      </span>
                      <span className="dashboard-eras__count">{count(value)}</span>
                    </li>
                  );
                })}
              </ul>
            </section>

            <section className="admin-card" aria-labelledby="dashboard-levels">
              <h3 id="dashboard-levels" className="admin-card__title">
                {t('dashboard.levelColours.title')}
              </h3>
              <ul className="dashboard-levels">
                {LEVEL_BANDS.map((band) => (
                  <li key={band.key} className={`dashboard-levels__band admin-level--${levelTone(band.sample)}`}>
                    <span className="dashboard-levels__swatch" aria-hidden="true" />
                    {t(`dashboard.levelColours.${band.key}`)}
                  </li>
                ))}
              </ul>
              <p className="admin-muted dashboard-levels__note">{t('dashboard.levelColours.note')}</p>
            </section>
          </div>
        </>
      )}

      {backups}
    </div>
  );
}
