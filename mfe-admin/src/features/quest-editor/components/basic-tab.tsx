import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPANSION_ERAS, QUEST_OVERRIDE_LIMITS, type AdminQuestDetail, type ExpansionEra, type QuestCategory } from '@eoa/contracts';
import { levelTone } from '@eoa/game-rules';
import { parseLevel, type DraftErrors, type QuestDraft } from '../lib/quest-draft';

interface BasicTabProps {
  detail: AdminQuestDetail;
  draft: QuestDraft;
  errors: DraftErrors;
  categories: readonly QuestCategory[] | undefined;
  categoriesFailed: boolean;
  onChange: (change: (draft: QuestDraft) => QuestDraft) => void;
}

/** One field: the original beside the override's input (spec 3 §5: an empty override means the original). */
function FieldRow({ label, original, children, hint, error }: { label: string; original: ReactNode; children: (id: string, describedBy: string | undefined) => ReactNode; hint?: string; error?: string }) {
  const id = useId();
  const noteId = useId();
  const { t } = useTranslation('admin');
  return (
    <div className="editor-field">
      <label htmlFor={id} className="editor-field__label">
        {label}
      </label>
      <div className="editor-field__original">
        <span className="editor-field__caption">{t('questEditor.basic.original')}</span>
        <div>{original}</div>
      </div>
      <div className="editor-field__override">
        {children(id, error || hint ? noteId : undefined)}
        {error ? (
          <span id={noteId} className="admin-field__error" role="alert">
            {error}
          </span>
        ) : hint ? (
          <span id={noteId} className="admin-field__hint">
            {hint}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** The basic tab: name, level, description and category overrides beside their originals; exclusion and era. */
export function BasicTab({ detail, draft, errors, categories, categoriesFailed, onChange }: BasicTabProps) {
  const { t } = useTranslation('admin');
  const set = <K extends keyof QuestDraft>(key: K, value: QuestDraft[K]) => onChange((current) => ({ ...current, [key]: value }));
  const level = parseLevel(draft.level);
  const categoryKnown = !draft.category || categories?.some((category) => String(category.id) === draft.category);

  return (
    <div className="editor-basic">
      <div className="editor-fields">
        <FieldRow
          label={t('questEditor.basic.name')}
          original={
            <>
              {detail.name}
              {detail.localizedName !== detail.name ? <span className="admin-muted"> · {detail.localizedName}</span> : null}
            </>
          }
          hint={t('questEditor.basic.emptyMeansOriginal')}
        >
          {(id, describedBy) => (
            <input id={id} className="admin-input" value={draft.name} maxLength={QUEST_OVERRIDE_LIMITS.name} placeholder={detail.name} aria-describedby={describedBy} onChange={(event) => set('name', event.target.value)} />
          )}
        </FieldRow>

        <FieldRow
          label={t('questEditor.basic.level')}
          original={<span className={`editor-level admin-level--${levelTone(detail.level)}`}>{detail.level}</span>}
          error={errors.level ? t('questEditor.basic.levelNotInteger') : undefined}
          hint={t('questEditor.basic.emptyMeansOriginal')}
        >
          {(id, describedBy) => (
            <div className="editor-level-input">
              <input
                id={id}
                className="admin-input"
                inputMode="numeric"
                value={draft.level}
                placeholder={String(detail.level)}
                aria-invalid={errors.level ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => set('level', event.target.value)}
              />
              {level !== null ? (
                <span className={`editor-level admin-level--${levelTone(level)}`} aria-hidden="true">
                  {level}
                </span>
              ) : null}
            </div>
          )}
        </FieldRow>

        <FieldRow
          label={t('questEditor.basic.description')}
          original={<p className="editor-field__text">{detail.localizedDescription || detail.description || <span className="admin-muted">{t('questEditor.basic.none')}</span>}</p>}
          hint={t('questEditor.basic.emptyMeansOriginal')}
        >
          {(id, describedBy) => (
            <textarea
              id={id}
              className="admin-input editor-textarea"
              value={draft.description}
              maxLength={QUEST_OVERRIDE_LIMITS.description}
              aria-describedby={describedBy}
              onChange={(event) => set('description', event.target.value)}
            />
          )}
        </FieldRow>

        <FieldRow
          label={t('questEditor.basic.category')}
          original={detail.categoryName}
          hint={categoriesFailed ? t('questEditor.basic.categoriesFailed') : undefined}
        >
          {(id, describedBy) => (
            <select id={id} className="admin-input" value={draft.category} aria-describedby={describedBy} onChange={(event) => set('category', event.target.value)}>
              <option value="">{t('questEditor.basic.keepOriginal', { value: detail.categoryName })}</option>
              {!categoryKnown ? <option value={draft.category}>{t('questEditor.basic.categoryId', { id: draft.category })}</option> : null}
              {(categories ?? []).map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.localizedName}
                </option>
              ))}
            </select>
          )}
        </FieldRow>

        <FieldRow label={t('questEditor.basic.expansion')} original={t(`common.eras.${detail.originalExpansionEra}`)}>
          {(id, describedBy) => (
            <select id={id} className="admin-input" value={draft.expansionEra} aria-describedby={describedBy} onChange={(event) => set('expansionEra', event.target.value as ExpansionEra | '')}>
              <option value="">{t('questEditor.basic.keepOriginal', { value: t(`common.eras.${detail.originalExpansionEra}`) })}</option>
              {EXPANSION_ERAS.map((era) => (
                <option key={era} value={era}>
                  {t(`common.eras.${era}`)}
                </option>
              ))}
            </select>
          )}
        </FieldRow>
      </div>

      <label className="admin-check editor-excluded">
        <input type="checkbox" checked={draft.excluded} onChange={(event) => set('excluded', event.target.checked)} />
        <span>
          <strong>{t('questEditor.basic.excluded')}</strong>
          <span className="admin-field__hint"> — {t('questEditor.basic.excludedHint')}</span>
        </span>
      </label>
    </div>
  );
}
