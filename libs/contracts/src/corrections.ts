export const CORRECTION_STATUSES = ['pending', 'in_progress', 'approved', 'fixed', 'rejected'] as const;
export type CorrectionStatus = (typeof CORRECTION_STATUSES)[number];

export const CORRECTION_ENTITY_TYPES = ['Quest', 'NPC', 'Bug'] as const;
export type CorrectionEntityType = (typeof CORRECTION_ENTITY_TYPES)[number];

export const BUG_CATEGORIES = ['ui', 'performance', 'data', 'functionality', 'mobile', 'other'] as const;
export type BugCategory = (typeof BUG_CATEGORIES)[number];

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

export interface CorrectionCreated {
  correctionId: number;
}

/** One row of GET /api/corrections/public — never carries an e-mail address. */
export interface PublicCorrection {
  id: number;
  entityType: CorrectionEntityType;
  entityName: string | null;
  entityId: string | null;
  fieldName: string;
  currentValue: string | null;
  suggestedValue: string | null;
  reason: string;
  /** null when the submitter gave no name (shown as Anonymous). */
  userName: string | null;
  createdAt: string;
  status: CorrectionStatus;
  reviewedBy: string | null;
  reviewedAt: string | null;
  adminNotes: string | null;
}

export interface PublicCorrectionsQuery {
  page?: number;
  pageSize?: number;
  status?: CorrectionStatus;
  entityType?: CorrectionEntityType;
}

export interface PublicCorrectionsPage {
  corrections: PublicCorrection[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** Field name a bug report is stored under. */
export const BUG_REPORT_FIELD = 'bug_report';
