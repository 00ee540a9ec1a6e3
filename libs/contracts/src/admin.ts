// The administrator area (spec 3): the payloads of /api/admin/*, the internal editorial calls between admin and
// atlas, and the constants of spec 3 §9 that the API or a rule uses. The page's own (its paths, zoom, steps, debounce,
// tabs, fallback figures) live in the admin remote. Paths in comments are relative to /api.
import type { CorrectionEntityType, CorrectionStatus, PublicCorrection } from './corrections.js';
import type { BoundingBox, ExpansionEra, QuestComment, QuestDetail, QuestListItem } from './atlas.js';
import type { Localized } from './language.js';

// ------------------------------------------------------------------------------------------------ constants (§9)

/** GET /admin/quests page size (§9: every quest on one page). */
export const ADMIN_QUEST_PAGE_SIZE = 10000;
export const ADMIN_CORRECTIONS_PAGE_SIZE = 50;
export const ADMIN_AUDIT_PAGE_SIZE = 50;
export const ADMIN_AUDIT_MAX_PAGE_SIZE = 100;
/** The dashboard's recent-changes window (§9). */
export const ADMIN_RECENT_CHANGES_DAYS = 7;
/** Dashboard level colouring (§9): at or above `red` red, at or above `orange` orange, otherwise green. */
export const ADMIN_LEVEL_TONE_THRESHOLDS = { red: 40, orange: 25 } as const;
/** The marker editor's source space for quest coordinates (§5, §9), in pixels. */
export const ADMIN_MARKER_SOURCE_SPACE = { width: 500, height: 375 } as const;

// ------------------------------------------------------------------------------------------------ session

/** POST /admin/login body. */
export interface AdminLoginRequest {
  username: string;
  password: string;
}

/** POST /admin/login answer (spec 3 §3 Admin session). expiresAt is ISO. */
export interface AdminSession {
  username: string;
  token: string;
  expiresAt: string;
}

/** POST /admin/validate body. */
export interface AdminValidateRequest {
  token: string;
}

/** POST /admin/validate answer: valid, and for a valid token whose it is and until when. */
export interface AdminValidateResult {
  valid: boolean;
  username?: string;
  expiresAt?: string;
}

/** The user the admin remote keeps in browser storage beside the token (eoa.admin.user). */
export interface AdminStoredUser {
  username: string;
  expiresAt: string;
}

// ------------------------------------------------------------------------------------------------ dashboard

/** GET /admin/stats (spec 3 §3 Admin stats). recentChanges counts audit entries of the last 7 days. */
export interface AdminStats {
  totalQuests: number;
  excludedQuests: number;
  questsWithOverrides: number;
  questsByExpansion: Record<ExpansionEra, number>;
  recentChanges: number;
  /** ISO date-time of the newest backup; null when none was made. */
  lastBackupDate: string | null;
}

// ------------------------------------------------------------------------------------------------ quests

/** GET /admin/quests query. excluded / hasOverrides narrow to those (true) or to the others (false). */
export interface AdminQuestListQuery {
  page?: number;
  pageSize?: number;
  excluded?: boolean;
  hasOverrides?: boolean;
  search?: string;
  expansion?: ExpansionEra;
}

/** A quest in the admin list (spec 3 §3; `selected` is the page's own state). area/zone in the request's language. */
export interface AdminQuestListItem {
  id: number;
  name: string;
  localizedName: string;
  level: number;
  area: string | null;
  zone: string | null;
  expansionEra: ExpansionEra;
  isExcluded: boolean;
  hasOverrides: boolean;
}

/** The overrides map of GET /admin/quests, keyed by quest id: every quest with an editorial record. */
export interface AdminQuestOverrideFlag {
  excluded: boolean;
  hasOverrides: boolean;
  lastEditedBy: string | null;
  lastEditedAt: string | null;
}

export interface AdminQuestPage {
  quests: AdminQuestListItem[];
  overrides: Record<string, AdminQuestOverrideFlag>;
  totalCount: number;
  page: number;
  pageSize: number;
}

/** A marker of an objective in the admin detail: allakhazamX/Y are its position in the 500×375 source space. */
export interface AdminObjectiveMarker {
  /** The quest marker's index (from 1); null for a marker an editor added. */
  index: number | null;
  /** The English name (stable); an editor's own name when the override renamed the marker. */
  name: string;
  /** The name in the request's language (atlas's QuestMarker.localizedName); an editor's own name is used as written. */
  localizedName: string;
  mapId: number | null;
  allakhazamX: number;
  allakhazamY: number;
  gameX: number;
  gameY: number;
  isOverridden: boolean;
  hidden: boolean;
}

export interface AdminQuestObjective {
  text: string;
  localizedText: string;
  /** The override's text when an editor changed it; null otherwise. */
  overrideText: string | null;
  markers: AdminObjectiveMarker[];
}

/** overrideInfo of the admin quest detail: who edited last, and the record's version (1 on the first save). */
export interface AdminOverrideInfo {
  adminNotes: string | null;
  lastEditedBy: string | null;
  lastEditedAt: string | null;
  version: number;
}

/** overrideFields: the override as stored; null = the original. The JSON fields are JSON texts. */
export interface AdminOverrideFields {
  name: string | null;
  level: number | null;
  description: string | null;
  category: number | null;
  markersJson: string | null;
  objectivesJson: string | null;
  hiddenCommentsJson: string | null;
}

/**
 * GET /admin/quests/{id}?lang (spec 3 §3 Quest detail): the quest as seeded (from atlas) with the editorial record
 * beside it. The base fields are the originals; overrideFields hold the editor's values.
 */
export interface AdminQuestDetail {
  id: number;
  name: string;
  localizedName: string;
  description: string;
  localizedDescription: string;
  level: number;
  /** The category id (GET /quests/categories) and its name in the request's language. */
  category: number;
  categoryName: string;
  zone: string | null;
  area: string | null;
  mapId: number | null;
  isExcluded: boolean;
  /** The era shown: the override's when set, else the seeded one. */
  expansionEra: ExpansionEra;
  originalExpansionEra: ExpansionEra;
  hasOverrides: boolean;
  overrideInfo: AdminOverrideInfo | null;
  overrideFields: AdminOverrideFields | null;
  objectives: AdminQuestObjective[];
  /** The marker overrides as saved (the markers tab's rows). */
  markerOverrides: QuestMarkerOverride[];
  hiddenCommentIndices: number[];
  allakhazamData: {
    startZone: string | null;
    comments: QuestComment[];
  };
}

/**
 * A marker override (spec 3 §3), in the 500×375 source space of the quest's map. `index` ties it to a seeded marker
 * (null: a new marker). markerKind() tells New / Override / Existing.
 */
export interface QuestMarkerOverride {
  index: number | null;
  name: string;
  /** The objective the marker belongs to (0-based); a new marker defaults to the first. */
  objectiveIndex: number;
  originalX: number | null;
  originalY: number | null;
  overrideX: number | null;
  overrideY: number | null;
  hidden: boolean;
}

export const MARKER_KINDS = ['new', 'override', 'existing'] as const;
export type MarkerKind = (typeof MARKER_KINDS)[number];

/** Field overrides of the save payload: null or absent = the original (§5: an empty override means the original). */
export interface QuestFieldOverrides {
  name?: string | null;
  level?: number | null;
  description?: string | null;
  category?: number | null;
}

/** PUT /admin/quests/{id}/override body (spec 3 §3 Quest save payload). */
export interface QuestOverrideSave {
  excluded: boolean;
  /** null = the seeded era. */
  expansionEra: ExpansionEra | null;
  fieldOverrides: QuestFieldOverrides;
  markerOverrides: QuestMarkerOverride[];
  /** One text per objective, in order; empty or null = the original text. */
  objectiveOverrides: (string | null)[];
  hiddenCommentIndices: number[];
  adminNotes: string | null;
}

/** Limits the server enforces on the save payload (not in the spec; they keep rows sane). */
export const QUEST_OVERRIDE_LIMITS = {
  name: 200,
  description: 5000,
  objectiveText: 1000,
  adminNotes: 5000,
  markerName: 200,
  markers: 200,
  objectives: 50,
  hiddenComments: 500,
} as const;

export const BULK_EXCLUDE_ACTIONS = ['Exclude', 'Include'] as const;
export type BulkExcludeAction = (typeof BULK_EXCLUDE_ACTIONS)[number];

/** POST /admin/quests/bulk-exclude body (the spec's capitalised names). */
export interface BulkExcludeRequest {
  QuestIds: string[];
  Action: BulkExcludeAction;
  Notes?: string;
}

export interface BulkExcludeResult {
  /** How many quests changed state. */
  updated: number;
  questIds: number[];
}

/** Save / delete override answer: the quest as now edited. */
export type QuestOverrideResult = AdminQuestDetail;

// ------------------------------------------------------------------------------------------------ calibrations

/**
 * A map calibration (spec 3 §3): the zone map's box in game coordinates, plus offset (game units) and scale about
 * the box's centre. Seeded from the map's box with offset 0 and scale 1 (which leaves markers where they are).
 */
export interface MapCalibration {
  id: number;
  zoneName: string;
  mapId: number;
  gameMinX: number;
  gameMaxX: number;
  gameMinY: number;
  gameMaxY: number;
  offsetX: number;
  offsetY: number;
  scale: number;
  updatedBy: string | null;
  updatedAt: string;
}

/** PUT /admin/calibrations/{id} body. */
export type MapCalibrationUpdate = Pick<
  MapCalibration,
  'zoneName' | 'mapId' | 'gameMinX' | 'gameMaxX' | 'gameMinY' | 'gameMaxY' | 'offsetX' | 'offsetY' | 'scale'
>;

/** GET /admin/calibrations answer. */
export interface MapCalibrationList {
  calibrations: MapCalibration[];
}

/** POST /admin/calibrations/reload answer. */
export interface AdminMessage {
  message: string;
}

/** A zone mapping of the quest settings (spec 3 §3): the same numbers as the zone's calibration. */
export type ZoneMapping = Pick<MapCalibration, 'gameMinX' | 'gameMaxX' | 'gameMinY' | 'gameMaxY' | 'scale' | 'offsetX' | 'offsetY' | 'mapId'>;

/** GET / PUT /admin/quest-settings. PUT takes the same shape; zones it names are updated, others kept. */
export interface QuestSettings {
  coordinateSettings: {
    zoneMappings: Record<string, ZoneMapping>;
  };
}

// ------------------------------------------------------------------------------------------------ tools & settings

/** GET /admin/homepage-tools (spec 3 §3 Homepage tool). */
export interface AdminHomepageTool {
  id: number;
  toolId: string;
  toolName: string;
  isInDevelopment: boolean;
  updatedAt: string;
  updatedBy: string | null;
}

/** PUT /admin/homepage-tools/{toolId}/dev-status body. */
export interface HomepageToolDevStatus {
  isInDevelopment: boolean;
}

/** GET /admin/settings (spec 3 §3 App setting). */
export interface AppSetting {
  id: number;
  settingKey: string;
  settingValue: string;
  description: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

/** PUT /admin/settings/{key} body. */
export interface AppSettingUpdate {
  value: string;
}

export const APP_SETTING_MAX_LENGTH = 2000;

// ------------------------------------------------------------------------------------------------ corrections

/** A correction as administrators see it: the public row plus the submitter's e-mail. */
export interface AdminCorrection extends PublicCorrection {
  userEmail: string | null;
}

/** GET /admin/corrections query. */
export interface AdminCorrectionsQuery {
  page?: number;
  pageSize?: number;
  status?: CorrectionStatus;
  entityType?: CorrectionEntityType;
}

/** GET /admin/corrections answer: pendingCount counts every pending correction, whatever the filters. */
export interface AdminCorrectionsPage {
  corrections: AdminCorrection[];
  pendingCount: number;
  totalCount: number;
  page: number;
  pageSize: number;
}

/** The review actions (PUT /admin/corrections/{id}/{action}) and the status each one sets. */
export const CORRECTION_REVIEW_ACTIONS = {
  approve: 'approved',
  'in-progress': 'in_progress',
  fixed: 'fixed',
  reject: 'rejected',
} as const satisfies Record<string, CorrectionStatus>;
export type CorrectionReviewAction = keyof typeof CORRECTION_REVIEW_ACTIONS;

/** Which review moves are allowed (spec 3 §4): pending → approved, in_progress, rejected; in_progress → fixed, rejected. */
export const CORRECTION_REVIEW_TRANSITIONS: Readonly<Record<CorrectionStatus, readonly CorrectionStatus[]>> = {
  pending: ['approved', 'in_progress', 'rejected'],
  in_progress: ['fixed', 'rejected'],
  approved: [],
  fixed: [],
  rejected: [],
};

/** PUT /admin/corrections/{id}/{action} body. */
export interface CorrectionReviewRequest {
  adminNotes?: string | null;
}

/** PUT /admin/corrections/{id} body: every editable field (the edit form may set any status, §4). */
export interface CorrectionEdit {
  entityType: CorrectionEntityType;
  entityId: string | null;
  entityName: string | null;
  fieldName: string;
  currentValue: string | null;
  suggestedValue: string | null;
  reason: string;
  userName: string | null;
  userEmail: string | null;
  status: CorrectionStatus;
  reviewedBy: string | null;
  /** ISO date-time. */
  reviewedAt: string | null;
  adminNotes: string | null;
}

// ------------------------------------------------------------------------------------------------ audit

/** Audit action values: the spec's six (§9) first, then the other writes of this service. */
export const AUDIT_ACTIONS = [
  'quest_edit',
  'correction_approve',
  'correction_reject',
  'correction_delete',
  'calibration_update',
  'settings_update',
  'quest_override_delete',
  'quest_bulk_exclude',
  'quest_settings_update',
  'calibration_reset',
  'calibration_reload',
  'homepage_tool_update',
  'correction_in_progress',
  'correction_fixed',
  'correction_update',
  'backup_create',
  'backup_restore',
  'login',
  'logout',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Audit entity types: the spec's four (§9), then the others. */
export const AUDIT_ENTITY_TYPES = [
  'Quest',
  'UserCorrection',
  'MapCalibration',
  'AppSettings',
  'HomepageTool',
  'QuestSettings',
  'Backup',
  'AdminSession',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** One changed field: its value before and after (null when it did not exist). */
export interface AuditFieldChange {
  before: unknown;
  after: unknown;
}

/** The structured changes of an audit entry: changed fields by name, plus any context the action adds. */
export type AuditChanges = Record<string, unknown>;

/** An audit log entry (spec 3 §3). */
export interface AuditLogEntry {
  id: number;
  createdAt: string;
  username: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | null;
  ipAddress: string | null;
  changes: AuditChanges;
}

/** GET /admin/audit query (dates ISO; endDate inclusive to the millisecond given). */
export interface AuditQuery {
  page?: number;
  pageSize?: number;
  action?: AuditAction;
  username?: string;
  entityType?: AuditEntityType;
  entityId?: string;
  startDate?: string;
  endDate?: string;
}

export interface AuditPage {
  auditLogs: AuditLogEntry[];
  totalCount: number;
  hasNext: boolean;
  hasPrevious: boolean;
  page: number;
  pageSize: number;
}

// ------------------------------------------------------------------------------------------------ backups

/** A backup file of the admin schema: name (by time), size, checksum, rows per table. */
export interface BackupInfo {
  fileName: string;
  createdAt: string;
  sizeBytes: number;
  sha256: string;
  tables: Record<string, number>;
  createdBy: string | null;
}

/** GET /admin/backups answer: the files of the backups folder, newest first. (POST /admin/backup answers the BackupInfo it wrote.) */
export interface BackupList {
  backups: BackupInfo[];
}

/** POST /admin/restore body. */
export interface RestoreRequest {
  backupFileName: string;
}

/** POST /admin/restore answer: what was restored, and the safety backup taken just before. */
export interface RestoreResult {
  restored: string;
  safetyBackup: BackupInfo;
  tables: Record<string, number>;
}

// ------------------------------------------------------------------------------------------------ internal calls

/** Header of internal service-to-service calls (not routed by the gateway): the shared INTERNAL_TOKEN. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/**
 * Admin's GET /api/internal/editorial — everything atlas applies to what it serves. `version` changes with every
 * editorial write; atlas caches the snapshot in Redis and drops it on `editorial.changed`.
 */
export interface EditorialSnapshot {
  version: string;
  quests: EditorialQuest[];
  calibrations: MapCalibration[];
}

/** One quest's editorial record as atlas applies it: null fields keep the seeded value. */
export interface EditorialQuest {
  questId: number;
  excluded: boolean;
  expansionEra: ExpansionEra | null;
  name: string | null;
  level: number | null;
  description: string | null;
  categoryId: number | null;
  objectiveTexts: (string | null)[];
  markers: QuestMarkerOverride[];
  hiddenCommentIndices: number[];
}

/**
 * Atlas's GET /api/internal/quests?lang (internal token): every quest as seeded — without editorial data, excluded
 * ones included — as a list shows it, plus its name in all four languages (admin's search looks through them).
 */
export interface AtlasInternalQuest extends QuestListItem {
  names: Localized;
}

/**
 * Atlas's GET /api/internal/quests/{id}?lang (internal token): the quest as seeded, plus the box of its map (what the
 * 500×375 source space spans; null for a quest without a map, whose markers cannot be placed).
 */
export interface AtlasInternalQuestDetail extends QuestDetail {
  mapBox: BoundingBox | null;
}

/** Atlas's GET /api/internal/maps/zones (internal token): the ten main zone maps with their English names and boxes. */
export interface AtlasZoneMap {
  mapId: number;
  name: string;
  boundingBox: BoundingBox;
}
