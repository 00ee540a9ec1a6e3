import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@eoa/api-client';
import type { AdminQuestDetail } from '@eoa/contracts';
import { Badge, Button, ConfirmDialog, Notice, TabPanel, Tabs } from '@eoa/ui';
import { useQuestDetail } from '../../../api/get-quest-detail';
import { ErrorBanner } from '../../../components/error-banner';
import { LeaveGuard } from '../../../components/leave-guard';
import { LoadingProgress } from '../../../components/loading-progress';
import { ADMIN_PATHS } from '../../../lib/admin-paths';
import { useDeleteQuestOverride } from '../api/delete-quest-override';
import { useQuestCategories } from '../api/get-quest-categories';
import { useSaveQuestOverride } from '../api/put-quest-override';
import { useQuestDraft } from '../hooks/use-quest-draft';
import { applyPrefill, prefillFromParams, prefillTab, toSavePayload, type Prefill, type PrefillOutcome } from '../lib/quest-draft';
import { AdvancedTab } from './advanced-tab';
import { BasicTab } from './basic-tab';
import { MarkersTab } from './markers-tab';
import { ObjectivesTab } from './objectives-tab';
import '../../../components/admin.css';
import './quest-editor.css';

const MAX_QUEST_ID = 2_147_483_647;
/** The editor's tabs (spec 3 §9), in their order; the address's ?tab= names one. */
const QUEST_EDITOR_TABS = ['basic', 'markers', 'objectives', 'advanced'] as const;
type QuestEditorTab = (typeof QUEST_EDITOR_TABS)[number];
/**
 * The editor's address: ?tab= (none: basic, or the prefilled field's tab) and a correction's suggestion
 * (?prefillField=&prefillValue=&correction=); a change replaces the current history entry.
 */
const EDITOR_PARAMS = {
  tab: parseAsStringLiteral(QUEST_EDITOR_TABS),
  prefillField: parseAsString,
  prefillValue: parseAsString,
  correction: parseAsString,
};

/** The :questId of the address as a quest id, or null when it cannot be one. */
function questIdOf(text: string | undefined): number | null {
  if (!text || !/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_QUEST_ID ? id : null;
}

function BackToList() {
  const { t } = useTranslation('admin');
  return (
    <Link to={ADMIN_PATHS.quests} className="quest-editor__back">
      <span aria-hidden="true">← </span>
      {t('questEditor.backToList')}
    </Link>
  );
}

/**
 * /admin/quests/:id (spec 3 §2 Quest editor): loading, "Quest not found" and loaded views; tabs basic, markers,
 * objectives and advanced (the tab in the address); an unsaved-changes banner while dirty; Save, Reset (confirmed when
 * dirty) and Delete override (confirmed); a warning before leaving while dirty. Beyond the spec: a correction's
 * suggestion can arrive in the address (?prefillField=&prefillValue=&correction=) as an unsaved edit.
 */
export function QuestEditorPage() {
  const { t } = useTranslation('admin');
  const params = useParams();
  const questId = questIdOf(params.questId);
  // The editor's draft starts from this answer: it is not refreshed behind the editor's back.
  const detail = useQuestDetail(questId, { staleTime: Infinity });

  if (questId === null || (detail.error instanceof ApiError && detail.error.status === 404)) {
    return (
      <div className="admin-page quest-editor">
        <BackToList />
        <Notice title={t('questEditor.notFound')}>
          <p>{t('questEditor.notFoundHint', { id: params.questId })}</p>
        </Notice>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className="admin-page quest-editor">
        <BackToList />
        {detail.isError && !detail.isFetching ? (
          <ErrorBanner message={t('questEditor.loadFailed')} onRetry={() => void detail.refetch()} />
        ) : (
          <LoadingProgress text={t('questEditor.loading')} />
        )}
      </div>
    );
  }
  return <LoadedEditor key={questId} detail={detail.data} onReload={() => void detail.refetch()} />;
}

function LoadedEditor({ detail, onReload }: { detail: AdminQuestDetail; onReload: () => void }) {
  const { t } = useTranslation('admin');
  const [{ tab: tabParam, prefillField, prefillValue, correction: prefillCorrection }, setParams] = useQueryStates(EDITOR_PARAMS);
  const { draft, dirty, errors, invalid, update, resetTo } = useQuestDraft(detail);
  const categories = useQuestCategories();
  const save = useSaveQuestOverride(detail.id);
  const remove = useDeleteQuestOverride(detail.id);
  const [confirm, setConfirm] = useState<'reset' | 'delete' | null>(null);
  const [done, setDone] = useState<'saved' | 'deleted' | null>(null);

  const prefill = useMemo(() => prefillFromParams(prefillField, prefillValue, prefillCorrection), [prefillField, prefillValue, prefillCorrection]);
  const tab: QuestEditorTab = tabParam ?? (prefill ? prefillTab(prefill.field) : 'basic');

  // The correction's suggestion goes into the draft once (a category waits for the list to name it).
  const [prefillOutcome, setPrefillOutcome] = useState<{ prefill: Prefill; outcome: PrefillOutcome } | null>(null);
  const appliedPrefill = useRef<string | null>(null);
  const categoriesSettled = !categories.isPending;
  useEffect(() => {
    if (!prefill || !draft) return;
    const id = `${prefill.field}\u0000${prefill.value}\u0000${prefill.correctionId}`;
    if (appliedPrefill.current === id || (prefill.field === 'category' && !categoriesSettled)) return;
    appliedPrefill.current = id;
    const outcome = applyPrefill(draft, prefill, categories.data ?? []);
    if (outcome.kind === 'applied') update(() => outcome.draft);
    setPrefillOutcome({ prefill, outcome });
    // The field's tab stays open after the suggestion leaves the address (saved or reset).
    const fieldTab = prefillTab(prefill.field);
    if (fieldTab !== 'basic') void setParams((current) => (current.tab === null ? { tab: fieldTab } : {}));
  }, [prefill, draft, categories.data, categoriesSettled, update, setParams]);

  if (!draft) return null;

  const dropPrefill = () => {
    if (prefill) void setParams({ prefillField: null, prefillValue: null });
    setPrefillOutcome(null);
  };

  const onSave = () => {
    if (!dirty || invalid || save.isPending) return;
    setDone(null);
    save.mutate(toSavePayload(draft), {
      onSuccess: (result) => {
        if (result) resetTo(result);
        dropPrefill();
        setDone('saved');
      },
    });
  };

  const onReset = () => {
    setDone(null);
    if (dirty) setConfirm('reset');
    else onReload();
  };

  const askDelete = () => {
    remove.reset();
    setDone(null);
    setConfirm('delete');
  };

  const onDelete = () => {
    remove.mutate(undefined, {
      onSuccess: (result) => {
        if (result) resetTo(result);
        dropPrefill();
        setConfirm(null);
        setDone('deleted');
      },
    });
  };

  const saveError = save.error ? (save.error instanceof ApiError && save.error.status === 400 ? save.error.serverMessage : null) : null;
  const title = detail.localizedName || detail.name;

  return (
    <div className="admin-page quest-editor">
      <BackToList />
      <header className="admin-page__header quest-editor__header">
        <div className="quest-editor__heading">
          <h2 className="admin-page__title">{title}</h2>
          <span className="admin-muted">{t('questEditor.questId', { id: detail.id })}</span>
          {detail.isExcluded ? <Badge tone="red">{t('questEditor.badges.excluded')}</Badge> : null}
          {detail.hasOverrides ? <Badge tone="gold">{t('questEditor.badges.edited')}</Badge> : null}
        </div>
        <div className="admin-page__actions">
          <Button onClick={onReset} disabled={save.isPending}>
            {t('questEditor.actions.reset')}
          </Button>
          <Button variant="danger" onClick={askDelete} disabled={!detail.hasOverrides || save.isPending}>
            {t('questEditor.actions.delete')}
          </Button>
          <Button variant="primary" onClick={onSave} disabled={!dirty || invalid || save.isPending} aria-busy={save.isPending || undefined}>
            {save.isPending ? t('questEditor.actions.saving') : t('questEditor.actions.save')}
          </Button>
        </div>
      </header>

      {dirty ? (
        <div className="admin-banner admin-banner--warning" role="status">
          <p className="admin-banner__text">{invalid ? t('questEditor.unsavedInvalid') : t('questEditor.unsaved')}</p>
        </div>
      ) : null}
      {save.isError ? (
        <ErrorBanner message={saveError ? `${t('questEditor.saveFailed')} (${saveError})` : t('questEditor.saveFailed')} onDismiss={() => save.reset()} />
      ) : null}
      {done ? (
        <div className="admin-banner admin-banner--success" role="status">
          <p className="admin-banner__text">{t(done === 'saved' ? 'questEditor.saved' : 'questEditor.deleted')}</p>
        </div>
      ) : null}
      {prefillOutcome ? <PrefillNotice prefill={prefillOutcome.prefill} outcome={prefillOutcome.outcome} /> : null}

      <Tabs
        items={QUEST_EDITOR_TABS.map((id) => ({ id, label: t(`questEditor.tabs.${id}`) }))}
        value={tab}
        onChange={(id) => void setParams({ tab: id === 'basic' ? null : id })}
        label={t('questEditor.tabsLabel')}
        idPrefix="quest-editor"
      />
      <TabPanel idPrefix="quest-editor" tabId={tab}>
        {tab === 'basic' ? (
          <BasicTab detail={detail} draft={draft} errors={errors} categories={categories.data} categoriesFailed={categories.isError} onChange={update} />
        ) : tab === 'markers' ? (
          <MarkersTab detail={detail} draft={draft} errors={errors} onChange={update} />
        ) : tab === 'objectives' ? (
          <ObjectivesTab detail={detail} draft={draft} onChange={update} />
        ) : (
          <AdvancedTab detail={detail} draft={draft} onChange={update} />
        )}
      </TabPanel>

      <ConfirmDialog
        open={confirm === 'reset'}
        title={t('questEditor.resetTitle')}
        message={t('questEditor.resetQuestion')}
        confirmLabel={t('questEditor.actions.discard')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        onConfirm={() => {
          resetTo();
          dropPrefill();
          setConfirm(null);
        }}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('questEditor.deleteTitle')}
        message={t('questEditor.deleteQuestion')}
        confirmLabel={remove.isPending ? t('questEditor.actions.deleting') : t('questEditor.actions.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        busy={remove.isPending}
        error={remove.isError ? t('questEditor.deleteFailed') : undefined}
        onConfirm={onDelete}
        onCancel={() => setConfirm(null)}
      />
      <LeaveGuard when={dirty} message={t('questEditor.leaveQuestion')} />
    </div>
  );
}

/** "Prefilled from correction #id" with the suggestion, and what became of it. */
function PrefillNotice({ prefill, outcome }: { prefill: Prefill; outcome: PrefillOutcome }) {
  const { t } = useTranslation('admin');
  const source = prefill.correctionId ? t('questEditor.prefill.fromCorrection', { id: prefill.correctionId }) : t('questEditor.prefill.fromSuggestion');
  const effect =
    outcome.kind === 'applied'
      ? t('questEditor.prefill.applied', { field: t(`questEditor.prefill.fields.${prefill.field}`) })
      : outcome.kind === 'unknownCategory'
        ? t('questEditor.prefill.unknownCategory')
        : t('questEditor.prefill.shown', { field: t(`questEditor.prefill.fields.${prefill.field}`) });
  return (
    <section className="admin-banner admin-banner--info quest-editor__prefill" aria-label={source}>
      <div className="admin-banner__text">
        <p className="quest-editor__prefill-title">
          <strong>{source}</strong> — {effect}
        </p>
        <blockquote className="quest-editor__suggestion">{prefill.value}</blockquote>
      </div>
      <div className="admin-banner__actions">
        <Link to={ADMIN_PATHS.corrections}>{t('questEditor.prefill.toCorrections')}</Link>
      </div>
    </section>
  );
}
