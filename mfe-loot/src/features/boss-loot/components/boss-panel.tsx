import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LootBoss } from '@eoa/contracts';
import { Button, EmptyState, ErrorState, LoadingState } from '@eoa/ui';
import { errorText } from '../../../shared/error-text';
import { useBoss } from '../api/get-boss';
import { useDropItems } from '../api/get-drop-items';
import { joinDrops } from '../lib/drop-filters';
import { BossPortrait } from './boss-portrait';
import { DropGrid } from './drop-grid';
import '../../../shared/muted-text.css';
import './boss-loot.css';

function Drops({ boss }: { boss: LootBoss }) {
  const { t } = useTranslation('loot');
  const ids = useMemo(() => boss.guaranteedDrops.map((drop) => drop.itemId), [boss]);
  const items = useDropItems(ids);
  const drops = useMemo(() => joinDrops(boss.guaranteedDrops, items.data ?? []), [boss, items.data]);

  if (boss.guaranteedDrops.length === 0) return <EmptyState text={t('boss.noDrops')} />;
  if (items.isPending) return <LoadingState text={t('boss.loadingItems')} />;
  // Spec 2 §8: an item fetch failure shows no items — and here a way to try again.
  if (items.isError) {
    return (
      <div className="loot-drops__none">
        <p className="loot-muted">{t('boss.itemsFailed')}</p>
        <Button onClick={() => void items.refetch()}>{t('common:actions.retry')}</Button>
      </div>
    );
  }
  return <DropGrid key={boss.mobId} drops={drops} />;
}

/** The right panel: the boss viewed (portrait, name, location, level) and its guaranteed drops. */
export function BossPanel({ mobId }: { mobId: number | null }) {
  const { t } = useTranslation('loot');
  const boss = useBoss(mobId);

  if (mobId === null) return <EmptyState text={t('boss.select')} />;
  if (boss.isPending) return <LoadingState text={t('boss.loading')} />;
  if (boss.isError) {
    return <ErrorState title={t('errors.boss')} message={errorText(boss.error)} onRetry={() => void boss.refetch()} />;
  }
  const data = boss.data;
  return (
    <article className="loot-boss-panel" aria-labelledby="loot-boss-name">
      <header className="loot-boss-panel__header">
        <BossPortrait bossName={data.bossName} />
        <div className="loot-boss-panel__title">
          <h2 id="loot-boss-name">{data.localizedBossName}</h2>
          <p className="loot-boss-panel__location">{data.localizedLocation ?? data.location ?? t('boss.unknownLocation')}</p>
          <p className="loot-boss-panel__facts">
            <span>{t('boss.level', { level: data.level })}</span>
            <span aria-hidden="true">·</span>
            <span>{data.localizedInstanceName}</span>
          </p>
        </div>
      </header>
      <h3 className="loot-boss-panel__drops-title">{t('boss.guaranteedDrops', { count: data.totalGuaranteedItems })}</h3>
      <Drops boss={data} />
    </article>
  );
}
