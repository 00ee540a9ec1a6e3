// The administrator area (spec 3): the payloads of /api/admin/*, the internal editorial calls between admin and
// atlas, and the constants of spec 3 §9 that the API or a rule uses. The page's own (its paths, zoom, steps, debounce,
// tabs, fallback figures) live in the admin remote. Paths in comments are relative to /api.
//
// What a client sends (bodies, queries) is a zod schema: the admin service validates with it and its OpenAPI document
// shows it. A body's type is inferred from its schema where the two say the same; where the service takes more than
// the page sends (null for "the original", a blank text), the type is the page's and a check below keeps it one the
// schema accepts. A field whose every wrong value has one sentence of the catalog says it (coded).
import { z } from 'zod';
import {
  CORRECTION_ENTITY_TYPES,
  CORRECTION_LIMITS,
  CORRECTION_STATUSES,
  isEmailAddress,
  PublicCorrectionsQuerySchema,
  type CorrectionEntityType,
  type CorrectionStatus,
  type PublicCorrection,
} from './corrections.js';
import { EXPANSION_ERAS, QUEST_LEVEL_MAX, QUEST_LEVEL_MIN, type BoundingBox, type ExpansionEra, type QuestComment, type QuestDetail, type QuestListItem } from './atlas.js';
import { isoDate, isoDateOrNull } from './iso-date.js';
import type { Localized } from './language.js';
import { MAX_ID } from './paging.js';
import { LangQuerySchema, pagedQuerySchema, queryBoolean, queryEnum, queryFilter, queryInt, queryText } from './query.js';
import { coded, type IssueCode } from './refusal.js';

/** Compile-time check that a page's type `T` is one the schema `S` accepts. */
type Accepted<T extends z.input<S>, S extends z.ZodType> = T;

// ------------------------------------------------------------------------------------------------ constants (§9)

/** GET /admin/quests page size (§9: every quest on one page). */
export const ADMIN_QUEST_PAGE_SIZE = 10000;
export const ADMIN_AUDIT_PAGE_SIZE = 50;
export const ADMIN_AUDIT_MAX_PAGE_SIZE = 100;
/** The dashboard's recent-changes window (§9). */
export const ADMIN_RECENT_CHANGES_DAYS = 7;
/** Dashboard level colouring (§9): at or above `red` red, at or above `orange` orange, otherwise green. */
export const ADMIN_LEVEL_TONE_THRESHOLDS = { red: 40, orange: 25 } as const;
/** The marker editor's source space for quest coordinates (§5, §9), in pixels. */
export const ADMIN_MARKER_SOURCE_SPACE = { width: 500, height: 375 } as const;

// ------------------------------------------------------------------------------------------------ session

/** The longest username, password and token the login calls read. */
export const ADMIN_LOGIN_LIMITS = { username: 100, password: 1024, token: 4096 } as const;

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * POST /admin/login body. A missing or blank username or password is the spec's one text (§5, §8: "Username and
 * password are required", auth.fieldsRequired), once however many are missing; otherwise each field is text within
 * its limit. The password is never trimmed (spaces may be part of it).
 */
export const AdminLoginRequestSchema = z.preprocess(
  (body: { username: string; password: string }, ctx) => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const blank = (['username', 'password'] as const).find((name) => isBlank((body as Record<string, unknown>)[name]));
    if (blank === undefined) return body;
    ctx.addIssue({ code: 'custom', path: [blank], input: (body as Record<string, unknown>)[blank], params: { code: 'auth.fieldsRequired' } });
    return z.NEVER;
  },
  z.strictObject({
    username: z.string().max(ADMIN_LOGIN_LIMITS.username),
    password: z.string().max(ADMIN_LOGIN_LIMITS.password).meta({ format: 'password' }),
  }),
);
export type AdminLoginRequest = z.output<typeof AdminLoginRequestSchema>;

/** POST /admin/login answer (spec 3 §3 Admin session). expiresAt is ISO. */
export interface AdminSession {
  username: string;
  token: string;
  expiresAt: string;
}

/** POST /admin/validate body: the admin token to check (not blank). */
export const AdminValidateRequestSchema = z.strictObject({
  token: z
    .string()
    .max(ADMIN_LOGIN_LIMITS.token)
    .refine((token) => token.trim() !== '', { params: { code: 'field.required' } })
    .meta({ description: 'The admin token to check' }),
});
export type AdminValidateRequest = z.infer<typeof AdminValidateRequestSchema>;

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

/** The longest search text of the admin quest list (a quest name is at most 200 characters). */
export const ADMIN_QUEST_SEARCH_MAX_LENGTH = 200;

/**
 * GET /admin/quests query (spec 3 §7): every filter optional; every quest on one page by default (§9). excluded /
 * hasOverrides narrow to those (true) or to the others (false); blank means no filter.
 */
export const AdminQuestListQuerySchema = pagedQuerySchema({ maxPageSize: ADMIN_QUEST_PAGE_SIZE, defaultPageSize: ADMIN_QUEST_PAGE_SIZE })
  .extend(LangQuerySchema.shape)
  .extend({
    excluded: queryFilter(queryBoolean()).meta({ description: 'true: only excluded quests; false: only the others' }),
    hasOverrides: queryFilter(queryBoolean()).meta({ description: 'true: only quests an editor changed; false: only the others' }),
    search: queryText(ADMIN_QUEST_SEARCH_MAX_LENGTH)
      .optional()
      .meta({ description: 'a quest id, or part of its name in any language (any case and accents)' }),
    expansion: queryFilter(queryEnum(EXPANSION_ERAS)).meta({ description: 'the era shown (an override era counts); any case' }),
  });
export type AdminQuestListQuery = z.input<typeof AdminQuestListQuerySchema>;

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

/** The level range of quests (the game's 1–50). */
export const QUEST_LEVEL = { min: QUEST_LEVEL_MIN, max: QUEST_LEVEL_MAX } as const;

const TEXT_OR_NULL: IssueCode = { code: 'field.textOrNull' };

/** A nullable text of at most `max` characters: anything but text or null is `field.textOrNull`. */
const textOrNull = (max: number) => coded(z.string().max(max), { wrongType: TEXT_OR_NULL }).nullable();

/** fieldOverrides of the save payload (spec 3 §3): null or absent = the original (§5). */
export const QuestFieldOverridesSchema = coded(
  z.strictObject({
    name: textOrNull(QUEST_OVERRIDE_LIMITS.name).optional(),
    level: coded(z.int().min(QUEST_LEVEL.min).max(QUEST_LEVEL.max), { refused: { code: 'admin.overrideLevel', params: QUEST_LEVEL } })
      .nullable()
      .optional(),
    description: textOrNull(QUEST_OVERRIDE_LIMITS.description).optional(),
    category: coded(z.int().min(1).max(MAX_ID), { refused: { code: 'admin.overrideCategory' } })
      .nullable()
      .optional()
      .meta({ description: 'a quest category id (GET /quests/categories)' }),
  }),
  { wrongType: { code: 'admin.fieldOverrides' } },
);

/** A coordinate of the 500×375 source space, or null (0 or null: no override on that axis, §5). */
const sourceCoordinate = (max: number) =>
  coded(z.number().min(0).max(max), { refused: { code: 'field.numberRange', params: { min: 0, max } } })
    .nullable()
    .default(null);

/** A marker override as the save payload sends it (spec 3 §3); the service fills in the originals itself. */
export const QuestMarkerOverrideSchema = z.strictObject({
  index: coded(z.int().min(1).max(MAX_ID), { refused: { code: 'admin.markerIndex' } })
    .nullable()
    .meta({ description: "the seeded marker's index; null for a new marker" }),
  name: coded(z.string().max(QUEST_OVERRIDE_LIMITS.markerName), { wrongType: { code: 'admin.markerName' } }),
  objectiveIndex: coded(
    z
      .int()
      .min(0)
      .max(QUEST_OVERRIDE_LIMITS.objectives - 1)
      .meta({ description: 'the objective the marker belongs to (0-based)' }),
    { refused: { code: 'admin.markerObjectiveIndex' } },
  ),
  originalX: coded(z.number(), { refused: { code: 'admin.markerOriginalX' } }).nullable().default(null),
  originalY: coded(z.number(), { refused: { code: 'admin.markerOriginalY' } }).nullable().default(null),
  overrideX: sourceCoordinate(ADMIN_MARKER_SOURCE_SPACE.width),
  overrideY: sourceCoordinate(ADMIN_MARKER_SOURCE_SPACE.height),
  hidden: coded(z.boolean(), { refused: { code: 'admin.markerHidden' } }),
});

/** A list of the save payload: absent or null is none. */
const savedList = <S extends z.ZodType>(schema: S) => schema.nullish().transform((list) => (list ?? []) as z.output<S>);

/**
 * PUT /admin/quests/{id}/override body (spec 3 §3 Quest save payload); unknown properties are refused. What only
 * the quest can tell (its markers, objectives, comments, the categories) the service checks.
 */
export const QuestOverrideSaveSchema = z.strictObject({
  excluded: coded(z.boolean(), { refused: { code: 'field.boolean' } }),
  expansionEra: coded(z.enum(EXPANSION_ERAS), { refused: { code: 'field.oneOfOrNullNoColon', params: { values: EXPANSION_ERAS.join(', ') } } })
    .nullable()
    .meta({ description: 'null = the seeded era' }),
  fieldOverrides: QuestFieldOverridesSchema.nullish()
    .transform((fields) => fields ?? {})
    .meta({ description: 'absent or null: every field the original' }),
  markerOverrides: savedList(
    coded(
      z.array(QuestMarkerOverrideSchema).refine((list) => list.length <= QUEST_OVERRIDE_LIMITS.markers, {
        params: { code: 'admin.markerOverridesAtMost', max: QUEST_OVERRIDE_LIMITS.markers },
      }),
      { wrongType: { code: 'admin.markerOverrides' } },
    ),
  ).meta({ description: 'absent or null: none' }),
  objectiveOverrides: savedList(
    coded(
      z.array(coded(z.string().trim().max(QUEST_OVERRIDE_LIMITS.objectiveText), { wrongType: TEXT_OR_NULL }).nullable()).refine(
        (list) => list.length <= QUEST_OVERRIDE_LIMITS.objectives,
        { params: { code: 'admin.objectiveOverridesAtMost', max: QUEST_OVERRIDE_LIMITS.objectives } },
      ),
      { wrongType: { code: 'admin.objectiveOverrides' } },
    ),
  ).meta({ description: 'one text per objective; empty or null = the original' }),
  hiddenCommentIndices: savedList(
    coded(
      // Any item that is no comment number is one issue at the list; abort: its length is then not checked.
      z.array(coded(z.int().min(0, { abort: true }), { refusedItem: { code: 'admin.hiddenCommentsFrom0' } })).refine(
        (list) => list.length <= QUEST_OVERRIDE_LIMITS.hiddenComments,
        { params: { code: 'admin.hiddenCommentsAtMost', max: QUEST_OVERRIDE_LIMITS.hiddenComments } },
      ),
      { wrongType: { code: 'admin.hiddenComments' } },
    ),
  ).meta({ description: 'absent or null: none' }),
  adminNotes: textOrNull(QUEST_OVERRIDE_LIMITS.adminNotes),
});
/** The save payload as the service reads it: lists and fieldOverrides filled in. */
export type QuestOverrideSaveParsed = z.output<typeof QuestOverrideSaveSchema>;

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
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check only
type QuestOverrideSaveAccepted = Accepted<QuestOverrideSave, typeof QuestOverrideSaveSchema>;


export const BULK_EXCLUDE_ACTIONS = ['Exclude', 'Include'] as const;
export type BulkExcludeAction = (typeof BULK_EXCLUDE_ACTIONS)[number];

const QUEST_IDS_TEXT: IssueCode = { code: 'admin.questIdsText' };

/** POST /admin/quests/bulk-exclude body (spec 3 §7, the spec's capitalised names); Include undoes an exclusion. */
export const BulkExcludeRequestSchema = z.strictObject({
  QuestIds: coded(
    // Any item that is no quest id text is one issue at the list; abort: its length is then not checked.
    z
      .array(coded(z.string().regex(/^[1-9]\d{0,9}$/, { abort: true }), { refusedItem: QUEST_IDS_TEXT }))
      .refine((ids) => ids.length >= 1, { params: { code: 'admin.questIdsEmpty' } })
      .refine((ids) => ids.length <= ADMIN_QUEST_PAGE_SIZE, { params: { code: 'admin.questIdsAtMost', max: ADMIN_QUEST_PAGE_SIZE } })
      .meta({ example: ['1879200001'], description: `quest ids written as text, 1 … ${ADMIN_QUEST_PAGE_SIZE} of them` }),
    { wrongType: QUEST_IDS_TEXT },
  ),
  Action: coded(z.enum(BULK_EXCLUDE_ACTIONS), { refused: { code: 'admin.actionOneOf', params: { values: BULK_EXCLUDE_ACTIONS.join(', ') } } }),
  Notes: coded(
    z.string().refine((notes) => notes.length <= QUEST_OVERRIDE_LIMITS.adminNotes, { params: { code: 'admin.notesAtMost', max: QUEST_OVERRIDE_LIMITS.adminNotes } }),
    { wrongType: { code: 'admin.notesText' } },
  )
    .optional()
    .meta({ description: "why (kept in each quest's audit entry)" }),
});
export type BulkExcludeRequest = z.infer<typeof BulkExcludeRequestSchema>;

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

/** How far a calibration number may go (game units: the whole world spans a few tens of thousands). */
export const CALIBRATION_LIMIT = 1_000_000;
/** The largest scale (a zone drawn a hundred times larger is a typo). */
export const CALIBRATION_MAX_SCALE = 100;

/** One calibration number: within ±CALIBRATION_LIMIT; anything else (text, absent) says that range. */
const calibrationNumber = () =>
  coded(z.number().min(-CALIBRATION_LIMIT).max(CALIBRATION_LIMIT), { refused: { code: 'field.numberRange', params: { min: -CALIBRATION_LIMIT, max: CALIBRATION_LIMIT } } });

/**
 * PUT /admin/calibrations/{id} body (spec 3 §7): the row's zone and map (which must match it) and its numbers. That
 * min is below max and the scale above 0 is the service's check (with the row's numbers in its text).
 */
export const MapCalibrationUpdateSchema = z.strictObject({
  zoneName: coded(z.string().max(200).meta({ description: "the row's zone name (any case)" }), { wrongType: { code: 'admin.calibrationZoneName' } }),
  mapId: coded(z.int().min(1).max(MAX_ID).meta({ description: "the row's map id" }), { refused: { code: 'admin.calibrationMapId' } }),
  gameMinX: calibrationNumber(),
  gameMaxX: calibrationNumber(),
  gameMinY: calibrationNumber(),
  gameMaxY: calibrationNumber(),
  offsetX: calibrationNumber(),
  offsetY: calibrationNumber(),
  scale: z.number().max(CALIBRATION_MAX_SCALE).meta({ description: `above 0, at most ${CALIBRATION_MAX_SCALE}` }),
});
export type MapCalibrationUpdate = z.infer<typeof MapCalibrationUpdateSchema>;

/** GET /admin/calibrations answer. */
export interface MapCalibrationList {
  calibrations: MapCalibration[];
}

/** POST /admin/calibrations/reload answer. */
export interface AdminMessage {
  message: string;
}

/** A zone mapping of the quest settings (spec 3 §3): the same numbers as the zone's calibration, without its name. */
export const ZoneMappingSchema = MapCalibrationUpdateSchema.omit({ zoneName: true });
export type ZoneMapping = z.infer<typeof ZoneMappingSchema>;

/** A quest-settings body names at most this many zones (there are ten). */
export const QUEST_SETTINGS_MAX_ZONES = 50;

/** GET / PUT /admin/quest-settings. PUT takes the same shape; zones it names are updated, others kept. */
export const QuestSettingsSchema = z.strictObject({
  coordinateSettings: coded(
    z.strictObject({
      zoneMappings: coded(
        z
          .record(z.string(), ZoneMappingSchema)
          .superRefine((mappings, ctx) => {
            const count = Object.keys(mappings).length;
            if (count > QUEST_SETTINGS_MAX_ZONES) ctx.addIssue({ code: 'custom', input: mappings, params: { code: 'admin.zoneMappingsAtMost', count, max: QUEST_SETTINGS_MAX_ZONES } });
          })
          .meta({ description: 'by zone name: { gameMinX, gameMaxX, gameMinY, gameMaxY, scale, offsetX, offsetY, mapId }' }),
        { wrongType: { code: 'admin.zoneMappings' } },
      ),
    }),
    { wrongType: { code: 'admin.coordinateSettings' } },
  ),
});
export type QuestSettings = z.infer<typeof QuestSettingsSchema>;

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

/** PUT /admin/homepage-tools/{toolId}/dev-status body: a JSON boolean ("true" as text is refused). */
export const HomepageToolDevStatusSchema = z.strictObject({
  isInDevelopment: z.boolean().meta({ description: 'Whether the tool card shows the In Development badge' }),
});
export type HomepageToolDevStatus = z.infer<typeof HomepageToolDevStatusSchema>;

/** GET /admin/settings (spec 3 §3 App setting). */
export interface AppSetting {
  id: number;
  settingKey: string;
  settingValue: string;
  description: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

export const APP_SETTING_MAX_LENGTH = 2000;

/** PUT /admin/settings/{key} body. A blank value, or one the setting does not allow, is refused by the service. */
export const AppSettingUpdateSchema = z.strictObject({
  value: z.string().max(APP_SETTING_MAX_LENGTH).meta({ description: 'The new value (app_version: a semantic version such as 0.0.11)' }),
});
export type AppSettingUpdate = z.infer<typeof AppSettingUpdateSchema>;

// ------------------------------------------------------------------------------------------------ corrections

/** A correction as administrators see it: the public row plus the submitter's e-mail. */
export interface AdminCorrection extends PublicCorrection {
  userEmail: string | null;
}

/**
 * GET /admin/corrections query: the public list's filters and pages (page size 50 by default and at most, spec 3 §9).
 * Administrators see e-mail addresses; the answer adds pendingCount.
 */
export const AdminCorrectionsQuerySchema = PublicCorrectionsQuerySchema;
export type AdminCorrectionsQuery = z.input<typeof AdminCorrectionsQuerySchema>;

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

/** The longest admin note (the same bound as a correction's reason). */
export const ADMIN_NOTES_MAX_LENGTH = CORRECTION_LIMITS.reason;

/** A nullable text of an edit: trimmed, blank is null (clears the field), at most `max` characters. */
const clearableText = (max: number, notText: 'field.text' | 'field.textOrNull' = 'field.textOrNull') =>
  coded(z.string().trim().max(max), { wrongType: { code: notText } })
    .transform((text) => text || null)
    .nullable();

/** PUT /admin/corrections/{id}/{approve|reject|in-progress|fixed} body; notes are optional (§5). */
export const CorrectionReviewRequestSchema = z.strictObject({
  adminNotes: clearableText(ADMIN_NOTES_MAX_LENGTH, 'field.text')
    .optional()
    .meta({ description: 'Replaces the notes when given (blank or null clears them); absent keeps them' }),
});
export type CorrectionReviewRequest = z.input<typeof CorrectionReviewRequestSchema>;

/** A text an edit may change but not clear: trimmed, not blank, at most `max` characters; no text or a blank one is `field.notEmpty` (zod's own word for a text under 1 character). */
const requiredText = (max: number) => coded(z.string().trim().min(1).max(max), { wrongType: { code: 'field.notEmpty' } });

/**
 * PUT /admin/corrections/{id} body: every editable field (spec 3 §2 edit modal), each optional — a field sent
 * replaces the stored one (null or blank text clears a nullable field), a field left out keeps its value. The
 * limits are the public submission's (CORRECTION_LIMITS); the edit form may set any status (§4).
 */
export const CorrectionEditSchema = z.strictObject({
  entityType: z.enum(CORRECTION_ENTITY_TYPES).optional(),
  entityId: clearableText(CORRECTION_LIMITS.entityId).optional(),
  entityName: clearableText(CORRECTION_LIMITS.entityName).optional(),
  fieldName: requiredText(CORRECTION_LIMITS.fieldName).optional(),
  currentValue: clearableText(CORRECTION_LIMITS.value).optional(),
  suggestedValue: clearableText(CORRECTION_LIMITS.value).optional(),
  reason: requiredText(CORRECTION_LIMITS.reason).optional(),
  userName: clearableText(CORRECTION_LIMITS.userName).optional(),
  userEmail: coded(z.string().trim().max(CORRECTION_LIMITS.userEmail), { wrongType: { code: 'admin.email' } })
    .transform((text) => text || null)
    .refine((text) => text === null || isEmailAddress(text), { params: { code: 'admin.email' } })
    .nullable()
    .optional(),
  status: z.enum(CORRECTION_STATUSES).optional().meta({ description: 'Any status (the edit form is not bound by the review moves)' }),
  reviewedBy: clearableText(CORRECTION_LIMITS.userName).optional(),
  reviewedAt: isoDateOrNull().optional(),
  adminNotes: clearableText(ADMIN_NOTES_MAX_LENGTH).optional(),
});
/** The edit as the service reads it: texts trimmed (blank is null), reviewedAt read into its moment. */
export type CorrectionEditParsed = z.output<typeof CorrectionEditSchema>;

/** What the edit form sends: every editable field. */
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
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- a compile-time check only
type CorrectionEditAccepted = Accepted<CorrectionEdit, typeof CorrectionEditSchema>;

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

/**
 * GET /admin/audit query (spec 3 §7, with the earlier reading's questId and limit as aliases; dates ISO, endDate
 * inclusive to the millisecond given, a bare one through that whole day). pageSize has no default here: the earlier
 * `limit` is taken when it is absent, else ADMIN_AUDIT_PAGE_SIZE. Blank filters mean none.
 */
export const AuditQuerySchema = pagedQuerySchema({ maxPageSize: ADMIN_AUDIT_MAX_PAGE_SIZE, defaultPageSize: ADMIN_AUDIT_PAGE_SIZE }).extend({
  pageSize: queryInt(z.int().min(1).max(ADMIN_AUDIT_MAX_PAGE_SIZE))
    .optional()
    .meta({ description: `default ${ADMIN_AUDIT_PAGE_SIZE} (or limit)` }),
  limit: queryInt(z.int().min(1).max(ADMIN_AUDIT_MAX_PAGE_SIZE))
    .optional()
    .meta({ description: 'The earlier reading of pageSize (used when pageSize is absent)' }),
  action: queryFilter(z.enum(AUDIT_ACTIONS)),
  username: queryFilter(z.string().max(100)).meta({ description: 'Part of the username, any case' }),
  entityType: queryFilter(z.enum(AUDIT_ENTITY_TYPES)),
  entityId: queryFilter(z.string().max(200)).meta({ description: 'The record id (exact), e.g. a quest id or a setting key' }),
  questId: queryInt(z.int().min(1).max(MAX_ID))
    .optional()
    .meta({ description: 'The earlier reading: entityType Quest and this entityId' }),
  startDate: queryFilter(isoDate()).meta({ description: 'ISO 8601 date or date-time (UTC unless a zone is given); entries at or after it' }),
  endDate: queryFilter(isoDate()).meta({
    description: 'ISO 8601 date or date-time (UTC unless a zone is given); entries up to it (a bare date includes that whole day, UTC)',
  }),
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

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

/** POST /admin/restore body: a file name of the backups folder only (the service checks its form; no paths). */
export const RestoreRequestSchema = z.strictObject({
  backupFileName: coded(z.string().max(100).meta({ example: 'admin-2026-11-26T11-02-03-123Z.json', description: 'A name from GET /admin/backups' }), {
    refused: { code: 'admin.backupName' },
  }),
});
export type RestoreRequest = z.infer<typeof RestoreRequestSchema>;

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
