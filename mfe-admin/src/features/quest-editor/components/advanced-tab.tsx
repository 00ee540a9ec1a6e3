import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEST_OVERRIDE_LIMITS, type AdminQuestDetail } from '@eoa/contracts';
import { formatDateTime } from '@eoa/ui';
import { RecordHistory } from '../../../components/record-history';
import type { QuestDraft } from '../lib/quest-draft';

interface AdvancedTabProps {
  detail: AdminQuestDetail;
  draft: QuestDraft;
  onChange: (change: (draft: QuestDraft) => QuestDraft) => void;
}

/** The advanced tab: hidden players' comments, admin notes, who edited last and the version, and the quest's history. */
export function AdvancedTab({ detail, draft, onChange }: AdvancedTabProps) {
  const { t, i18n } = useTranslation('admin');
  const notesId = useId();
  const comments = detail.allakhazamData.comments;
  const info = detail.overrideInfo;
  const toggleComment = (index: number, hidden: boolean) =>
    onChange((current) => ({
      ...current,
      hiddenCommentIndices: hidden ? [...new Set([...current.hiddenCommentIndices, index])].sort((a, b) => a - b) : current.hiddenCommentIndices.filter((value) => value !== index),
    }));

  return (
    <div className="editor-advanced">
      <section className="admin-card" aria-labelledby={`${notesId}-comments`}>
        <h3 id={`${notesId}-comments`} className="admin-card__title">
          {t('questEditor.advanced.comments', { count: comments.length })}
        </h3>
        {comments.length === 0 ? (
          <p className="admin-muted">{t('questEditor.advanced.noComments')}</p>
        ) : (
          <ul className="editor-comments">
            {comments.map((comment, index) => {
              const hidden = draft.hiddenCommentIndices.includes(index);
              return (
                <li key={index} className={`editor-comment${hidden ? ' editor-comment--hidden' : ''}`}>
                  <label className="admin-check">
                    <input type="checkbox" checked={hidden} onChange={(event) => toggleComment(index, event.target.checked)} />
                    <span>{t('questEditor.advanced.hideComment', { author: comment.author })}</span>
                  </label>
                  <p className="editor-comment__meta admin-muted">
                    {comment.author} · {formatDateTime(comment.date, i18n.language)}
                  </p>
                  <p className="editor-comment__text">{comment.text}</p>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="admin-card" aria-labelledby={`${notesId}-notes`}>
        <h3 id={`${notesId}-notes`} className="admin-card__title">
          {t('questEditor.advanced.notesTitle')}
        </h3>
        <label htmlFor={notesId} className="admin-field__label">
          {t('questEditor.advanced.notes')}
        </label>
        <textarea
          id={notesId}
          className="admin-input editor-textarea"
          value={draft.adminNotes}
          maxLength={QUEST_OVERRIDE_LIMITS.adminNotes}
          onChange={(event) => onChange((current) => ({ ...current, adminNotes: event.target.value }))}
        />
      </section>

      <section className="admin-card" aria-labelledby={`${notesId}-info`}>
        <h3 id={`${notesId}-info`} className="admin-card__title">
          {t('questEditor.advanced.overrideInfo')}
        </h3>
        {info ? (
          <dl className="editor-info">
            <dt>{t('questEditor.advanced.lastEditedBy')}</dt>
            <dd>{info.lastEditedBy ?? '—'}</dd>
            <dt>{t('questEditor.advanced.lastEditedAt')}</dt>
            <dd>{formatDateTime(info.lastEditedAt, i18n.language) ?? '—'}</dd>
            <dt>{t('questEditor.advanced.version')}</dt>
            <dd>{info.version}</dd>
          </dl>
        ) : (
          <p className="admin-muted">{t('questEditor.advanced.noOverride')}</p>
        )}
        {detail.allakhazamData.startZone ? <p className="admin-muted">{t('questEditor.advanced.startZone', { zone: detail.allakhazamData.startZone })}</p> : null}
      </section>

      <section className="admin-card">
        <RecordHistory entityType="Quest" entityId={detail.id} />
      </section>
    </div>
  );
}
