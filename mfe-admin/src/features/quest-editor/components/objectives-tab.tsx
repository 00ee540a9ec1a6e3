import { useTranslation } from 'react-i18next';
import { QUEST_OVERRIDE_LIMITS, type AdminQuestDetail } from '@eoa/contracts';
import { EmptyState } from '@eoa/ui';
import type { QuestDraft } from '../lib/quest-draft';

interface ObjectivesTabProps {
  detail: AdminQuestDetail;
  draft: QuestDraft;
  onChange: (change: (draft: QuestDraft) => QuestDraft) => void;
}

/** The objectives tab: each objective's original text beside an override text (empty keeps the original). */
export function ObjectivesTab({ detail, draft, onChange }: ObjectivesTabProps) {
  const { t } = useTranslation('admin');
  if (detail.objectives.length === 0) return <EmptyState text={t('questEditor.objectives.empty')} />;
  const setText = (index: number, text: string) =>
    onChange((current) => ({ ...current, objectiveTexts: current.objectiveTexts.map((value, position) => (position === index ? text : value)) }));

  return (
    <ol className="editor-objectives">
      {detail.objectives.map((objective, index) => {
        const id = `objective-override-${index}`;
        return (
          <li key={index} className="admin-card editor-objective">
            <h3 className="editor-objective__title">{t('questEditor.objectives.title', { number: index + 1 })}</h3>
            <div className="editor-objective__columns">
              <div>
                <span className="editor-field__caption">{t('questEditor.basic.original')}</span>
                <p className="editor-field__text">{objective.localizedText || objective.text}</p>
                {objective.localizedText && objective.localizedText !== objective.text ? <p className="editor-field__text admin-muted">{objective.text}</p> : null}
                <p className="admin-muted editor-objective__markers">{t('questEditor.objectives.markers', { count: objective.markers.length })}</p>
              </div>
              <div className="admin-field">
                <label htmlFor={id} className="admin-field__label">
                  {t('questEditor.objectives.override')}
                </label>
                <textarea
                  id={id}
                  className="admin-input editor-textarea"
                  value={draft.objectiveTexts[index] ?? ''}
                  maxLength={QUEST_OVERRIDE_LIMITS.objectiveText}
                  placeholder={t('questEditor.objectives.placeholder')}
                  onChange={(event) => setText(index, event.target.value)}
                />
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
