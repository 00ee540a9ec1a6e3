import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BUG_CATEGORIES, BUG_REPORT_FIELD, QUEST_CORRECTABLE_FIELDS, type PublicCorrection } from '@eoa/contracts';
import { CorrectionStatusBadge, formatDateTime } from '@eoa/ui';

/** Longest text shown in the Suggestion column; the whole text is in the detail row. */
export const SUGGESTION_EXCERPT_LENGTH = 40;

const KNOWN_FIELDS: readonly string[] = [BUG_REPORT_FIELD, ...QUEST_CORRECTABLE_FIELDS];
const KNOWN_BUG_CATEGORIES: readonly string[] = BUG_CATEGORIES;

/** The text on one line, cut at a word boundary near SUGGESTION_EXCERPT_LENGTH characters. */
function excerpt(text: string | null): string | null {
  if (!text) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= SUGGESTION_EXCERPT_LENGTH) return flat;
  let cut = flat.slice(0, SUGGESTION_EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  if (lastSpace > SUGGESTION_EXCERPT_LENGTH / 2) cut = cut.slice(0, lastSpace);
  return `${cut.trimEnd()}…`;
}

interface CorrectionsTableProps {
  corrections: PublicCorrection[];
  busy?: boolean;
}

/** The public list: ID, Entity, Field, Suggestion, Submitted, Status; a click on a row shows its details. */
export function CorrectionsTable({ corrections, busy }: CorrectionsTableProps) {
  const { t } = useTranslation('shell');
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const toggle = (id: number) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className="corrections-table__scroller">
      <table className={busy ? 'corrections-table is-busy' : 'corrections-table'} aria-busy={busy || undefined}>
        <thead>
          <tr>
            <th scope="col">{t('corrections.columns.id')}</th>
            <th scope="col">{t('corrections.columns.entity')}</th>
            <th scope="col">{t('corrections.columns.field')}</th>
            <th scope="col">{t('corrections.columns.suggestion')}</th>
            <th scope="col">{t('corrections.columns.submitted')}</th>
            <th scope="col">{t('corrections.columns.status')}</th>
          </tr>
        </thead>
        <tbody>
          {corrections.map((correction) => (
            <CorrectionRows
              key={correction.id}
              correction={correction}
              expanded={expanded.has(correction.id)}
              onToggle={() => toggle(correction.id)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CorrectionRowsProps {
  correction: PublicCorrection;
  expanded: boolean;
  onToggle: () => void;
}

function CorrectionRows({ correction, expanded, onToggle }: CorrectionRowsProps) {
  const { t, i18n } = useTranslation('shell');
  const detailsId = `correction-details-${correction.id}`;
  const isBug = correction.entityType === 'Bug';
  const entityName =
    isBug && correction.entityName && KNOWN_BUG_CATEGORIES.includes(correction.entityName)
      ? t(`corrections.bugCategories.${correction.entityName}`)
      : (correction.entityName ?? correction.entityId);
  const field = KNOWN_FIELDS.includes(correction.fieldName)
    ? t(`corrections.fields.${correction.fieldName}`)
    : correction.fieldName;
  // A bug report's "suggestion" is its description (its suggestedValue holds the browser information).
  const suggestion = excerpt(isBug ? correction.reason : correction.suggestedValue);
  const empty = t('corrections.details.empty');

  return (
    <Fragment>
      <tr className={expanded ? 'corrections-table__row is-expanded' : 'corrections-table__row'} onClick={onToggle}>
        <td className="corrections-table__id">
          <button
            type="button"
            className="corrections-table__toggle"
            aria-expanded={expanded}
            aria-controls={expanded ? detailsId : undefined}
            aria-label={t(expanded ? 'corrections.collapse' : 'corrections.expand', { id: correction.id })}
            onClick={(event) => {
              // The row handles the click too; toggle once.
              event.stopPropagation();
              onToggle();
            }}
          >
            <span aria-hidden="true">▸</span>
          </button>
          #{correction.id}
        </td>
        <td>
          <span className="corrections-table__type">{t(`corrections.entityType.${correction.entityType}`)}</span>
          <span className="corrections-table__entity">{entityName || empty}</span>
        </td>
        <td>{field}</td>
        <td className="corrections-table__suggestion">{suggestion ?? empty}</td>
        <td className="corrections-table__date">{formatDateTime(correction.createdAt, i18n.language) ?? empty}</td>
        <td>
          <CorrectionStatusBadge status={correction.status} label={t(`corrections.status.${correction.status}`, { defaultValue: correction.status })} />
        </td>
      </tr>
      {expanded && (
        <tr className="corrections-table__details" id={detailsId}>
          <td colSpan={6}>
            <dl aria-label={t('corrections.details.label', { id: correction.id })}>
              <Detail label={t(isBug ? 'corrections.details.bugReason' : 'corrections.details.reason')} wide>
                {correction.reason}
              </Detail>
              <Detail
                label={t(isBug ? 'corrections.details.bugCurrentValue' : 'corrections.details.currentValue')}
                wide
              >
                {correction.currentValue || empty}
              </Detail>
              <Detail
                label={t(isBug ? 'corrections.details.bugSuggestedValue' : 'corrections.details.suggestedValue')}
                wide
              >
                {correction.suggestedValue || empty}
              </Detail>
              <Detail label={t('corrections.details.submittedBy')}>
                {correction.userName?.trim() || t('corrections.details.anonymous')}
              </Detail>
              <Detail label={t('corrections.details.reviewedBy')}>
                {correction.reviewedBy || t('corrections.details.notReviewed')}
              </Detail>
              <Detail label={t('corrections.details.reviewedAt')}>
                {formatDateTime(correction.reviewedAt, i18n.language) ?? empty}
              </Detail>
              <Detail label={t('corrections.details.adminNotes')} wide>
                {correction.adminNotes || empty}
              </Detail>
            </dl>
          </td>
        </tr>
      )}
    </Fragment>
  );
}

function Detail({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'corrections-detail is-wide' : 'corrections-detail'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
