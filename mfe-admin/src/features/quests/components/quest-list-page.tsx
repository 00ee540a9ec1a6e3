import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@eoa/api-client';
import type { BulkExcludeAction } from '@eoa/contracts';
import { AlertDialog, Button, EmptyState, Spinner, useDrawnMeasure } from '@eoa/ui';
import { ErrorBanner } from '../../../components/error-banner';
import { LoadingProgress } from '../../../components/loading-progress';
import { questEditorPath } from '../../../lib/admin-paths';
import { formatCount } from '../../../lib/format';
import { useAdminQuests } from '../api/get-quests';
import { useBulkExclude } from '../api/post-bulk-exclude';
import { useQuestListParams } from '../hooks/use-quest-list-params';
import { BulkExcludeDialog } from './bulk-exclude-dialog';
import { QuestFilters } from './quest-filters';
import { QuestTable } from './quest-table';
import '../../../components/admin.css';
import './quests.css';

/** The performance measure of the first rows drawn (ms since the navigation began as its start). */
const QUEST_ROWS_DRAWN_MEASURE = 'admin-quest-list-rows';

/**
 * /admin/quests (spec 3 §2 Quest list): every quest on one page (10,000 at most) filtered by the address (search,
 * excluded, hasOverrides, expansion), a virtualised table with selection, and the bulk exclusion of the selected
 * quests after a confirmation ("No quests selected" when there are none). Beyond the spec: Include undoes an
 * exclusion the same way.
 */
export function QuestListPage() {
  const { t, i18n } = useTranslation('admin');
  const navigate = useNavigate();
  const { filters, searchText, update } = useQuestListParams();
  const quests = useAdminQuests(filters);
  const bulk = useBulkExclude();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [confirming, setConfirming] = useState<BulkExcludeAction | null>(null);
  const [nothingSelected, setNothingSelected] = useState(false);
  const [done, setDone] = useState<{ action: BulkExcludeAction; count: number } | null>(null);
  const count = (value: number) => formatCount(value, i18n.language);

  const list = useMemo(() => quests.data?.quests ?? [], [quests.data]);
  // From the page asking for its list to the first paint of the first answer's rows (scripts/lib/bench-admin-page.mjs
  // reads it): detail { rows in the page (the virtualised window), quests in the answer }.
  const tableRef = useRef<HTMLDivElement>(null);
  useDrawnMeasure({
    name: QUEST_ROWS_DRAWN_MEASURE,
    ready: quests.data !== undefined,
    container: tableRef,
    selector: '[role="row"][data-index]',
    detail: (rows) => ({ rows, quests: list.length }),
  });
  // Only quests on screen count as selected: a bulk action never reaches quests a filter hides.
  const selectedIds = useMemo(() => list.filter((quest) => selected.has(quest.id)).map((quest) => quest.id), [list, selected]);

  const toggle = (questId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(questId)) next.delete(questId);
      else next.add(questId);
      return next;
    });
  const toggleAll = () => setSelected(selectedIds.length === list.length ? new Set() : new Set(list.map((quest) => quest.id)));

  const startBulk = (action: BulkExcludeAction) => {
    setDone(null);
    if (selectedIds.length === 0) {
      setNothingSelected(true);
      return;
    }
    bulk.reset();
    setConfirming(action);
  };

  const confirmBulk = (notes: string) => {
    if (!confirming) return;
    const action = confirming;
    bulk.mutate(
      { questIds: selectedIds, action, notes },
      {
        onSuccess: (result) => {
          setConfirming(null);
          setSelected(new Set());
          setDone({ action, count: result.updated });
        },
      },
    );
  };

  const bulkError = bulk.error
    ? `${t(confirming === 'Include' ? 'quests.bulk.includeFailed' : 'quests.bulk.excludeFailed')}${bulk.error instanceof ApiError && bulk.error.serverMessage ? `: ${bulk.error.serverMessage}` : ''}`
    : null;

  return (
    <div className="admin-page quest-list">
      <header className="admin-page__header">
        <h2 className="admin-page__title">{t('quests.title')}</h2>
        <div className="admin-page__actions">
          <span className="quest-list__counts" aria-live="polite">
            {quests.data ? t('quests.count', { count: list.length, formatted: count(list.length) }) : null}
            {selectedIds.length > 0 ? ` · ${t('quests.selectedCount', { count: selectedIds.length, formatted: count(selectedIds.length) })}` : null}
          </span>
          <Button onClick={() => startBulk('Include')} disabled={!quests.data}>
            {t('quests.bulk.include')}
          </Button>
          <Button variant="danger" onClick={() => startBulk('Exclude')} disabled={!quests.data}>
            {t('quests.bulk.exclude')}
          </Button>
        </div>
      </header>

      <QuestFilters filters={filters} searchText={searchText} onChange={update} />

      {done ? (
        <div className="admin-banner admin-banner--success" role="status">
          <p className="admin-banner__text">{t(done.action === 'Exclude' ? 'quests.bulk.excludedDone' : 'quests.bulk.includedDone', { count: done.count })}</p>
        </div>
      ) : null}

      {quests.isError && !quests.isFetching ? <ErrorBanner message={t('quests.loadFailed')} onRetry={() => void quests.refetch()} /> : null}

      {!quests.data ? (
        quests.isFetching ? (
          <LoadingProgress text={t('quests.loading')} />
        ) : null
      ) : list.length === 0 ? (
        <EmptyState text={t('quests.empty')} />
      ) : (
        <div ref={tableRef} className="quest-list__table" aria-busy={quests.isFetching || undefined}>
          {quests.isPlaceholderData ? (
            <div className="quest-list__updating" role="status">
              <Spinner size="sm" label="" />
              {t('quests.updating')}
            </div>
          ) : null}
          <QuestTable quests={list} selected={selected} onToggle={toggle} onToggleAll={toggleAll} onOpen={(questId) => void navigate(questEditorPath(questId))} />
        </div>
      )}

      {confirming ? (
        <BulkExcludeDialog
          action={confirming}
          count={selectedIds.length}
          busy={bulk.isPending}
          error={bulkError}
          onConfirm={confirmBulk}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
      <AlertDialog open={nothingSelected} title={t('quests.title')} message={t('quests.bulk.noneSelected')} okLabel={t('common.ok')} onClose={() => setNothingSelected(false)} />
    </div>
  );
}
