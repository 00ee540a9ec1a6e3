// What a client sends (the submission, the list queries) and what the admin service answers are zod schemas: the
// service validates with them, its OpenAPI document shows them, the answers' types are inferred from them. The spec's texts (public tools §5) are codes of their own (admin.bugCategory, …), so the
// dialogs can show the server's detail as it is.
import { z } from 'zod';
import { isoDateTimeText } from './iso-date.js';
import { pageAnswerFields } from './paging.js';
import { pagedQuerySchema, queryFilter } from './query.js';

export const CORRECTION_STATUSES = ['pending', 'in_progress', 'approved', 'fixed', 'rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_ENTITY_TYPES = ['Quest', 'NPC', 'Bug'] as const;
export type CorrectionEntityType = (typeof CORRECTION_ENTITY_TYPES)[number];

export const BUG_CATEGORIES = ['ui', 'performance', 'data', 'functionality', 'mobile', 'other'] as const;
export type BugCategory = (typeof BUG_CATEGORIES)[number];

/** Field name a bug report is stored under. */
export const BUG_REPORT_FIELD = 'bug_report';

export const QUEST_CORRECTABLE_FIELDS = [
  'name',
  'level',
  'description',
  'objective',
  'marker_position',
  'category',
  'rewards',
] as const;
export type QuestCorrectableField = (typeof QUEST_CORRECTABLE_FIELDS)[number];

/** Minimum length of a bug description or a correction's reason (spec §5, §9). */
export const CORRECTION_TEXT_MIN_LENGTH = 20;
export const CORRECTIONS_PUBLIC_PAGE_SIZE = 50;
export const CORRECTIONS_MAX_PAGE_SIZE = 50;

/** Upper bounds the server enforces on free text (not in the spec; they keep rows sane). */
export const CORRECTION_LIMITS = {
  entityId: 64,
  entityName: 200,
  fieldName: 64,
  value: 2000,
  reason: 5000,
  userName: 100,
  userEmail: 254,
} as const;

/** Bytes of `text` in UTF-8 (made per call: jsdom's tests define TextEncoder only after this module is loaded). */
const utf8Length = (text: string): number => new TextEncoder().encode(text).length;
const EMAIL_USER_PART = /^[a-z\d!#$%&'*+\-/=?^_`{|}~\u00A1-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]+$/i;
// eslint-disable-next-line no-control-regex -- a quoted local part may hold these (RFC 5322)
const QUOTED_EMAIL_USER = /^([\s\x01-\x08\x0b\x0c\x0e-\x1f\x7f\x21\x23-\x5b\x5d-\x7e\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]|(\\[\x01-\x09\x0b\x0c\x0d-\x7f\u00A0-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]))*$/i;
const EMAIL_TLD = /^([a-z\u00A1-\u00A8\u00AA-\uD7FF\uF900-\uFDCF\uFDF0-\uFFEF]{2,}|xn[a-z0-9-]{2,})$/i;

/** A domain name with a top-level domain (no IP address, no underscores, labels of at most 63 characters). */
function isDomainName(domain: string): boolean {
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !EMAIL_TLD.test(tld) || /\s/.test(tld)) return false;
  return labels.every((label) => label.length <= 63 && /^[a-z\u00a1-\uffff0-9-]+$/i.test(label) && !/[\uff01-\uff5e]/.test(label) && !/^-|-$/.test(label));
}

/**
 * Whether a text is an e-mail address, by the rule the service has always applied (validator.js's isEmail with its
 * defaults): a local part of at most 64 bytes (dot-separated atoms, Unicode letters allowed, or quoted), a domain
 * name with a top-level domain, at most 254 characters in all.
 */
export function isEmailAddress(text: string): boolean {
  if (text.length > 254) return false;
  const parts = text.split('@');
  const domain = parts.pop() ?? '';
  let user = parts.join('@');
  if (parts.length === 0 || utf8Length(user) > 64 || utf8Length(domain) > 254 || !isDomainName(domain)) return false;
  if (user.startsWith('"') && user.endsWith('"')) {
    user = user.slice(1, -1);
    return QUOTED_EMAIL_USER.test(user);
  }
  return user.split('.').every((part) => EMAIL_USER_PART.test(part));
}

/** Trimmed text; blank text, null and absence all mean "not given". */
function givenText(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') return value;
  return value.trim() || undefined;
}

/** An optional text of a submission, trimmed, at most `max` characters; blank or null is left out. */
const submittedText = (max: number) => z.preprocess((value: string | undefined) => givenText(value), z.string().max(max).optional()).optional();

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * POST /api/corrections body: its checks in schema form. What a field must be hangs on entityType (spec public
 * tools §5): a bug's entityName is its category, its fieldName bug_report and its reason the description; a quest's
 * fieldName one of the correctable fields; an NPC's any short name. Each wrong field is one issue with the spec's text;
 * they are found together (a bug without category and with a short description answers both).
 */
export const CorrectionSubmissionSchema = z
  .strictObject({
    entityType: z.enum(CORRECTION_ENTITY_TYPES),
    entityId: submittedText(CORRECTION_LIMITS.entityId).meta({ description: 'Quest or NPC id' }),
    entityName: z
      .preprocess((value: string | undefined) => givenText(value), z.unknown())
      .optional()
      .meta({ type: 'string', maxLength: CORRECTION_LIMITS.entityName, description: 'Quest or NPC name; for a bug: the category' }),
    fieldName: z
      .preprocess((value: string) => (typeof value === 'string' ? value.trim() : value), z.unknown())
      .meta({ type: 'string', description: `Quest: ${QUEST_CORRECTABLE_FIELDS.join(', ')}; Bug: ${BUG_REPORT_FIELD}` }),
    currentValue: submittedText(CORRECTION_LIMITS.value).meta({ description: 'For a bug: steps to reproduce' }),
    suggestedValue: submittedText(CORRECTION_LIMITS.value).meta({ description: 'For a bug: browser information' }),
    reason: z
      .preprocess((value: string) => (typeof value === 'string' ? value.trim() : value), z.unknown())
      .meta({ type: 'string', minLength: CORRECTION_TEXT_MIN_LENGTH, maxLength: CORRECTION_LIMITS.reason, description: 'For a bug: the description' }),
    userName: submittedText(CORRECTION_LIMITS.userName),
    userEmail: z
      .preprocess(
        (value: string | undefined) => givenText(value),
        z.string().max(CORRECTION_LIMITS.userEmail).refine(isEmailAddress, { params: { code: 'admin.email' } }).optional(),
      )
      .optional(),
  })
  .superRefine((body, ctx) => {
    const { entityType, entityName, fieldName, reason } = body;
    const issue = (path: string, code: string, params: Record<string, string | number> = {}) =>
      ctx.addIssue({ code: 'custom', path: [path], input: body[path as keyof typeof body], params: { code, ...params } });
    if (entityType === 'Bug') {
      if (!isOneOf(BUG_CATEGORIES, entityName)) issue('entityName', 'admin.bugCategory');
      if (fieldName !== BUG_REPORT_FIELD) issue('fieldName', 'admin.bugField', { field: BUG_REPORT_FIELD });
    } else {
      if (entityName !== undefined && typeof entityName !== 'string') issue('entityName', 'field.aString');
      else if (typeof entityName === 'string' && entityName.length > CORRECTION_LIMITS.entityName) issue('entityName', 'field.textAtMost', { max: CORRECTION_LIMITS.entityName });
      if (typeof fieldName !== 'string' || fieldName === '' || (entityType === 'Quest' && !isOneOf(QUEST_CORRECTABLE_FIELDS, fieldName))) issue('fieldName', 'admin.selectField');
      else if (fieldName.length > CORRECTION_LIMITS.fieldName) issue('fieldName', 'field.textAtMost', { max: CORRECTION_LIMITS.fieldName });
    }
    if (typeof reason !== 'string' || reason.length < CORRECTION_TEXT_MIN_LENGTH) {
      issue('reason', entityType === 'Bug' ? 'admin.bugDescription' : 'admin.explanation', { min: CORRECTION_TEXT_MIN_LENGTH });
    } else if (reason.length > CORRECTION_LIMITS.reason) issue('reason', 'field.textAtMost', { max: CORRECTION_LIMITS.reason });
  }, {
    // Runs beside the field checks (each wrong field one issue), but only on an object with a known entityType: a
    // body that is no object at all (a form post, no body) is answered by the object check alone.
    when: ({ value }) => typeof value === 'object' && value !== null && isOneOf(CORRECTION_ENTITY_TYPES, (value as { entityType?: unknown }).entityType),
  })
  .transform((body) => body as unknown as CorrectionSubmission);

/**
 * POST /api/corrections body.
 * A bug report is a correction with entityType 'Bug': entityName = the category (ui, data, …),
 * fieldName = 'bug_report', reason = the description, currentValue = steps to reproduce,
 * suggestedValue = the browser information.
 */
export interface CorrectionSubmission {
  entityType: CorrectionEntityType;
  entityId?: string;
  entityName?: string;
  fieldName: string;
  currentValue?: string;
  suggestedValue?: string;
  reason: string;
  userName?: string;
  userEmail?: string;
}

/** POST /api/corrections answer: the number the confirmation shows. */
export const CorrectionCreatedSchema = z.object({ correctionId: z.int() }).meta({ id: 'CorrectionCreated' });
export type CorrectionCreated = z.infer<typeof CorrectionCreatedSchema>;

/** One row of GET /api/corrections/public — never carries an e-mail address. */
export const PublicCorrectionSchema = z
  .object({
    id: z.int(),
    entityType: z.enum(CORRECTION_ENTITY_TYPES),
    entityName: z.string().nullable(),
    entityId: z.string().nullable(),
    fieldName: z.string(),
    currentValue: z.string().nullable(),
    suggestedValue: z.string().nullable(),
    reason: z.string(),
    userName: z.string().nullable().meta({ description: 'null when the submitter gave no name (shown as Anonymous)' }),
    createdAt: isoDateTimeText(),
    status: z.enum(CORRECTION_STATUSES),
    reviewedBy: z.string().nullable(),
    reviewedAt: isoDateTimeText().nullable(),
    adminNotes: z.string().nullable(),
  })
  .meta({ id: 'PublicCorrection', description: 'never carries an e-mail address' });
export type PublicCorrection = z.infer<typeof PublicCorrectionSchema>;

/**
 * GET /api/corrections/public query (and GET /admin/corrections): page from 1, pageSize 1 … 50 (default 50); a blank
 * filter ("All") means none.
 */
export const PublicCorrectionsQuerySchema = pagedQuerySchema({ maxPageSize: CORRECTIONS_MAX_PAGE_SIZE, defaultPageSize: CORRECTIONS_PUBLIC_PAGE_SIZE }).extend({
  status: queryFilter(z.enum(CORRECTION_STATUSES)),
  entityType: queryFilter(z.enum(CORRECTION_ENTITY_TYPES)),
});
export type PublicCorrectionsQuery = z.input<typeof PublicCorrectionsQuerySchema>;

/** GET /api/corrections/public answer. */
export const PublicCorrectionsPageSchema = z.object({ corrections: z.array(PublicCorrectionSchema), ...pageAnswerFields }).meta({ id: 'PublicCorrectionsPage' });
export type PublicCorrectionsPage = z.infer<typeof PublicCorrectionsPageSchema>;

