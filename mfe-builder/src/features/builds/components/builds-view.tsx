import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuildFile } from '@eoa/contracts';
import { Button, EmptyState } from '@eoa/ui';
import { BuildFilePicker } from '../../../shared/build-state/build-file-picker';
import { useRecentBuilds } from '../recent-builds';

export interface BuildsViewProps {
  onLoad: (file: BuildFile) => Promise<void>;
  busy: boolean;
  /** Offers "Compare" beside each recent build (the page's build comparison takes the file). */
  onCompare?: (file: BuildFile) => void;
  /** More of the tab below the files and recent builds, the whole width. */
  children?: ReactNode;
}

/** The Builds tab: open a file (chooser or drop zone) and return to the recent builds of this browser. */
export function BuildsView({ onLoad, busy, onCompare, children }: BuildsViewProps) {
  const { t, i18n } = useTranslation('builder');
  const { t: tc } = useTranslation('common');
  const recent = useRecentBuilds((s) => s.list);
  const clear = useRecentBuilds((s) => s.clear);
  const classKey = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

  return (
    <div className="builder-builds">
      <section aria-labelledby="builder-open-build">
        <h2 id="builder-open-build">{t('builds.open')}</h2>
        <BuildFilePicker onLoad={onLoad} busy={busy} />
      </section>
      <section aria-labelledby="builder-recent-builds">
        <header className="builder-panel__header">
          <h2 id="builder-recent-builds">{t('builds.recent')}</h2>
          <Button
            size="sm"
            variant="ghost"
            disabled={recent.length === 0}
            onClick={() => {
              if (window.confirm(t('builds.confirmClear'))) clear();
            }}
          >
            {t('builds.clearRecent')}
          </Button>
        </header>
        {recent.length === 0 ? (
          <EmptyState text={t('builds.noRecent')} />
        ) : (
          <ul className="builder-recent">
            {recent.map((entry) => (
              <li key={entry.id}>
                <button type="button" className="builder-recent__entry" disabled={busy} onClick={() => void onLoad(entry.buildData)}>
                  <strong>{entry.name}</strong>
                  <span className="builder-muted">
                    {tc(`classes.${classKey(entry.character.class)}`, { defaultValue: entry.character.class })} · {t('status.level', { level: entry.character.level })} ·{' '}
                    {t(`races.${entry.character.race.toLowerCase()}`, { defaultValue: entry.character.race })}
                  </span>
                  <span className="builder-muted">{entry.lastLoaded ? new Date(entry.lastLoaded).toLocaleString(i18n.language) : ''}</span>
                </button>
                {onCompare ? (
                  <Button size="sm" variant="ghost" aria-label={t('builds.compareEntry', { name: entry.name })} onClick={() => onCompare(entry.buildData)}>
                    {t('builds.compare')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      {children}
    </div>
  );
}
