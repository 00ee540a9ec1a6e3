// The administrator area (spec 3): the payloads of /api/admin/*, the internal editorial calls between admin and
// atlas, and the constants of spec 3 §9 that the API or a rule uses. The page's own (its paths, zoom, steps, debounce,
// tabs, fallback figures) live in the admin remote. Paths in comments are relative to /api.
//
// What a client sends (bodies, queries) and what the service answers are zod schemas: the admin service validates with
// them and its OpenAPI document shows them. An answer's type is inferred from its schema, and so is a body's where the
// two say the same; where the service takes more than the page sends (null for "the original", a blank text), the
// type is the page's and a check below keeps it one the schema accepts. A field whose every wrong value has one
// sentence of the catalog says it (coded).
import { z } from 'zod';
import {
  CORRECTION_ENTITY_TYPES,
  CORRECTION_LIMITS,
  CORRECTION_STATUSES,
  isEmailAddress,
  PublicCorrectionSchema,
  PublicCorrectionsQuerySchema,
  type CorrectionEntityType,
  type CorrectionStatus,
} from './corrections.js';
import { EXPANSION_ERAS, QUEST_LEVEL_MAX, QUEST_LEVEL_MIN, type BoundingBox, type ExpansionEra, type QuestDetail, type QuestListItem } from './atlas.js';
import { QuestCommentSchema } from './atlas-answers.js';
import { isoDate, isoDateOrNull, isoDateTimeText } from './iso-date.js';
import type { Localized } from './language-codes.js';
import { MAX_ID, pageAnswerFields } from './paging.js';
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

/** POST /admin/login answer (spec 3 §3 Admin session). */
export const AdminSessionSchema = z.object({ username: z.string(), token: z.string(), expiresAt: isoDateTimeText() }).meta({ id: 'AdminSession' });
export type AdminSession = z.infer<typeof AdminSessionSchema>;

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
export const AdminValidateResultSchema = z
  .object({ valid: z.boolean(), username: z.string().optional(), expiresAt: isoDateTimeText().optional() })
  .meta({ id: 'AdminValidateResult', description: 'valid, and for a valid token whose it is and until when' });
export type AdminValidateResult = z.infer<typeof AdminValidateResultSchema>;

/** The user the admin remote keeps in browser storage beside the token (eoa.admin.user). */
export interface AdminStoredUser {
  username: string;
  expiresAt: string;
}

// ------------------------------------------------------------------------------------------------ dashboard

/** GET /admin/stats (spec 3 §3 Admin stats). */
export const AdminStatsSchema = z
  .object({
    totalQuests: z.int(),
    excludedQuests: z.int(),
    questsWithOverrides: z.int(),
    questsByExpansion: z.record(z.enum(EXPANSION_ERAS), z.int()),
    recentChanges: z.int().meta({ description: `audit entries of the last ${ADMIN_RECENT_CHANGES_DAYS} days` }),
    lastBackupDate: isoDateTimeText().nullable().meta({ description: 'the newest backup; null when none was made' }),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof AdminStatsSchema>;

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
export const AdminQuestListItemSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    localizedName: z.string(),
    level: z.int(),
    area: z.string().nullable(),
    zone: z.string().nullable(),
    expansionEra: z.enum(EXPANSION_ERAS),
    isExcluded: z.boolean(),
    hasOverrides: z.boolean(),
  })
  .meta({ id: 'AdminQuestListItem' });
export type AdminQuestListItem = z.infer<typeof AdminQuestListItemSchema>;

/** An entry of the overrides map of GET /admin/quests. */
export const AdminQuestOverrideFlagSchema = z
  .object({ excluded: z.boolean(), hasOverrides: z.boolean(), lastEditedBy: z.string().nullable(), lastEditedAt: isoDateTimeText().nullable() })
  .meta({ id: 'AdminQuestOverrideFlag' });
export type AdminQuestOverrideFlag = z.infer<typeof AdminQuestOverrideFlagSchema>;

/** GET /admin/quests answer. */
export const AdminQuestPageSchema = z
  .object({
    quests: z.array(AdminQuestListItemSchema),
    overrides: z.record(z.string(), AdminQuestOverrideFlagSchema).meta({ description: 'every quest with an editorial record, by quest id' }),
    ...pageAnswerFields,
  })
  .meta({ id: 'AdminQuestPage' });
export type AdminQuestPage = z.infer<typeof AdminQuestPageSchema>;

/** A marker of an objective in the admin detail: allakhazamX/Y are its position in the 500×375 source space. */
export const AdminObjectiveMarkerSchema = z
  .object({
    index: z.int().nullable().meta({ description: "the quest marker's index (from 1); null for a marker an editor added" }),
    name: z.string().meta({ description: "the English name (stable); an editor's own name when the override renamed the marker" }),
    localizedName: z.string().meta({ description: "the name in the request's language; an editor's own name is used as written" }),
    mapId: z.int().nullable(),
    allakhazamX: z.number(),
    allakhazamY: z.number(),
    gameX: z.number(),
    gameY: z.number(),
    isOverridden: z.boolean(),
    hidden: z.boolean(),
  })
  .meta({ id: 'AdminObjectiveMarker' });
export type AdminObjectiveMarker = z.infer<typeof AdminObjectiveMarkerSchema>;

export const AdminQuestObjectiveSchema = z
  .object({
    text: z.string(),
    localizedText: z.string(),
    overrideText: z.string().nullable().meta({ description: "the override's text when an editor changed it; null otherwise" }),
    markers: z.array(AdminObjectiveMarkerSchema),
  })
  .meta({ id: 'AdminQuestObjective' });
export type AdminQuestObjective = z.infer<typeof AdminQuestObjectiveSchema>;

/** overrideInfo of the admin quest detail: who edited last, and the record's version (1 on the first save). */
export const AdminOverrideInfoSchema = z
  .object({ adminNotes: z.string().nullable(), lastEditedBy: z.string().nullable(), lastEditedAt: isoDateTimeText().nullable(), version: z.int() })
  .meta({ id: 'AdminOverrideInfo' });
export type AdminOverrideInfo = z.infer<typeof AdminOverrideInfoSchema>;

/** overrideFields: the override as stored; null = the original. The JSON fields are JSON texts. */
export const AdminOverrideFieldsSchema = z
  .object({
    name: z.string().nullable(),
    level: z.int().nullable(),
    description: z.string().nullable(),
    category: z.int().nullable(),
    markersJson: z.string().nullable(),
    objectivesJson: z.string().nullable(),
    hiddenCommentsJson: z.string().nullable(),
  })
  .meta({ id: 'AdminOverrideFields' });
export type AdminOverrideFields = z.infer<typeof AdminOverrideFieldsSchema>;

/**
 * A marker override (spec 3 §3), in the 500×375 source space of the quest's map, as saved. `index` ties it to a
 * seeded marker (null: a new marker). markerKind() tells New / Override / Existing.
 */
export const QuestMarkerOverrideAnswerSchema = z
  .object({
    index: z.int().nullable(),
    name: z.string(),
    objectiveIndex: z.int().meta({ description: 'the objective the marker belongs to (0-based); a new marker defaults to the first' }),
    originalX: z.number().nullable(),
    originalY: z.number().nullable(),
    overrideX: z.number().nullable(),
    overrideY: z.number().nullable(),
    hidden: z.boolean(),
  })
  .meta({ id: 'QuestMarkerOverride' });
export type QuestMarkerOverride = z.infer<typeof QuestMarkerOverrideAnswerSchema>;

/**
 * GET /admin/quests/{id}?lang (spec 3 §3 Quest detail): the quest as seeded (from atlas) with the editorial record
 * beside it. The base fields are the originals; overrideFields hold the editor's values.
 */
export const AdminQuestDetailSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    localizedName: z.string(),
    description: z.string(),
    localizedDescription: z.string(),
    level: z.int(),
    category: z.int().meta({ description: 'the category id (GET /quests/categories)' }),
    categoryName: z.string().meta({ description: "the category's name in the request's language" }),
    zone: z.string().nullable(),
    area: z.string().nullable(),
    mapId: z.int().nullable(),
    isExcluded: z.boolean(),
    expansionEra: z.enum(EXPANSION_ERAS).meta({ description: "the era shown: the override's when set, else the seeded one" }),
    originalExpansionEra: z.enum(EXPANSION_ERAS),
    hasOverrides: z.boolean(),
    overrideInfo: AdminOverrideInfoSchema.nullable(),
    overrideFields: AdminOverrideFieldsSchema.nullable(),
    objectives: z.array(AdminQuestObjectiveSchema),
    markerOverrides: z.array(QuestMarkerOverrideAnswerSchema).meta({ description: "the marker overrides as saved (the markers tab's rows)" }),
    hiddenCommentIndices: z.array(z.int()),
    allakhazamData: z.object({ startZone: z.string().nullable(), comments: z.array(QuestCommentSchema) }),
  })
  .meta({ id: 'AdminQuestDetail' });
export type AdminQuestDetail = z.infer<typeof AdminQuestDetailSchema>;

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

/** POST /admin/quests/bulk-exclude answer. */
export const BulkExcludeResultSchema = z
  .object({ updated: z.int().meta({ description: 'how many quests changed state' }), questIds: z.array(z.int()) })
  .meta({ id: 'BulkExcludeResult' });
export type BulkExcludeResult = z.infer<typeof BulkExcludeResultSchema>;

/** Save / delete override answer: the quest as now edited. */
export type QuestOverrideResult = AdminQuestDetail;

// ------------------------------------------------------------------------------------------------ calibrations

/**
 * A map calibration (spec 3 §3): the zone map's box in game coordinates, plus offset (game units) and scale about
 * the box's centre. Seeded from the map's box with offset 0 and scale 1 (which leaves markers where they are).
 */
export const MapCalibrationSchema = z
  .object({
    id: z.int(),
    zoneName: z.string(),
    mapId: z.int(),
    gameMinX: z.number(),
    gameMaxX: z.number(),
    gameMinY: z.number(),
    gameMaxY: z.number(),
    offsetX: z.number(),
    offsetY: z.number(),
    scale: z.number(),
    updatedBy: z.string().nullable(),
    updatedAt: isoDateTimeText(),
  })
  .meta({ id: 'MapCalibration' });
export type MapCalibration = z.infer<typeof MapCalibrationSchema>;

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
export const MapCalibrationListSchema = z.object({ calibrations: z.array(MapCalibrationSchema) }).meta({ id: 'MapCalibrationList' });
export type MapCalibrationList = z.infer<typeof MapCalibrationListSchema>;

/** POST /admin/calibrations/reload answer. */
export const AdminMessageSchema = z.object({ message: z.string() }).meta({ id: 'AdminMessage', description: 'A sentence in the Accept-Language' });
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

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

/** GET and PUT /admin/quest-settings answer: the settings as stored (the PUT body's own schema). */
export const QuestSettingsAnswerSchema = QuestSettingsSchema;

// ------------------------------------------------------------------------------------------------ tools & settings

/** A tool card's setting (spec 3 §3 Homepage tool). */
export const AdminHomepageToolSchema = z
  .object({ id: z.int(), toolId: z.string(), toolName: z.string(), isInDevelopment: z.boolean(), updatedAt: isoDateTimeText(), updatedBy: z.string().nullable() })
  .meta({ id: 'AdminHomepageTool' });
export type AdminHomepageTool = z.infer<typeof AdminHomepageToolSchema>;

/** GET /admin/homepage-tools answer. */
export const AdminHomepageToolListSchema = z.array(AdminHomepageToolSchema).meta({ description: 'AdminHomepageTool[] in card order' });

/** PUT /admin/homepage-tools/{toolId}/dev-status body: a JSON boolean ("true" as text is refused). */
export const HomepageToolDevStatusSchema = z.strictObject({
  isInDevelopment: z.boolean().meta({ description: 'Whether the tool card shows the In Development badge' }),
});
export type HomepageToolDevStatus = z.infer<typeof HomepageToolDevStatusSchema>;

/** An application setting (spec 3 §3 App setting). */
export const AppSettingSchema = z
  .object({ id: z.int(), settingKey: z.string(), settingValue: z.string(), description: z.string().nullable(), updatedAt: isoDateTimeText(), updatedBy: z.string().nullable() })
  .meta({ id: 'AppSetting' });
export type AppSetting = z.infer<typeof AppSettingSchema>;

/** GET /admin/settings answer. */
export const AppSettingListSchema = z.array(AppSettingSchema).meta({ description: 'AppSetting[] by key' });

export const APP_SETTING_MAX_LENGTH = 2000;

/** PUT /admin/settings/{key} body. A blank value, or one the setting does not allow, is refused by the service. */
export const AppSettingUpdateSchema = z.strictObject({
  value: z.string().max(APP_SETTING_MAX_LENGTH).meta({ description: 'The new value (app_version: a semantic version such as 0.0.11)' }),
});
export type AppSettingUpdate = z.infer<typeof AppSettingUpdateSchema>;

// ------------------------------------------------------------------------------------------------ corrections

/** A correction as administrators see it: the public row plus the submitter's e-mail. */
export const AdminCorrectionSchema = PublicCorrectionSchema.extend({ userEmail: z.string().nullable() }).meta({ id: 'AdminCorrection' });
export type AdminCorrection = z.infer<typeof AdminCorrectionSchema>;

/**
 * GET /admin/corrections query: the public list's filters and pages (page size 50 by default and at most, spec 3 §9).
 * Administrators see e-mail addresses; the answer adds pendingCount.
 */
export const AdminCorrectionsQuerySchema = PublicCorrectionsQuerySchema;
export type AdminCorrectionsQuery = z.input<typeof AdminCorrectionsQuerySchema>;

/** GET /admin/corrections answer. */
export const AdminCorrectionsPageSchema = z
  .object({
    corrections: z.array(AdminCorrectionSchema),
    pendingCount: z.int().meta({ description: 'every pending correction, whatever the filters' }),
    ...pageAnswerFields,
  })
  .meta({ id: 'AdminCorrectionsPage' });
export type AdminCorrectionsPage = z.infer<typeof AdminCorrectionsPageSchema>;

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
export const AuditLogEntrySchema = z
  .object({
    id: z.int(),
    createdAt: isoDateTimeText(),
    username: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    entityType: z.enum(AUDIT_ENTITY_TYPES),
    entityId: z.string().nullable(),
    ipAddress: z.string().nullable(),
    changes: z.record(z.string(), z.unknown()).meta({ description: 'changed fields by name ({ before, after }), plus any context the action adds' }),
  })
  .meta({ id: 'AuditLogEntry' });
export type AuditLogEntry = z.infer<typeof AuditLogEntrySchema>;

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

/** GET /admin/audit answer. */
export const AuditPageSchema = z
  .object({ auditLogs: z.array(AuditLogEntrySchema), totalCount: z.int(), hasNext: z.boolean(), hasPrevious: z.boolean(), page: z.int(), pageSize: z.int() })
  .meta({ id: 'AuditPage' });
export type AuditPage = z.infer<typeof AuditPageSchema>;

// ------------------------------------------------------------------------------------------------ backups

const countsByTable = () => z.record(z.string(), z.int()).meta({ description: 'rows per table' });

/** A backup file of the admin schema: name (by time), size, checksum, rows per table (POST /admin/backup answers the one it wrote). */
export const BackupInfoSchema = z
  .object({ fileName: z.string(), createdAt: isoDateTimeText(), sizeBytes: z.int(), sha256: z.string(), tables: countsByTable(), createdBy: z.string().nullable() })
  .meta({ id: 'BackupInfo' });
export type BackupInfo = z.infer<typeof BackupInfoSchema>;

/** GET /admin/backups answer. */
export const BackupListSchema = z.object({ backups: z.array(BackupInfoSchema) }).meta({ id: 'BackupList', description: 'the files of the backups folder, newest first' });
export type BackupList = z.infer<typeof BackupListSchema>;

/** POST /admin/restore body: a file name of the backups folder only (the service checks its form; no paths). */
export const RestoreRequestSchema = z.strictObject({
  backupFileName: coded(z.string().max(100).meta({ example: 'admin-2026-11-26T11-02-03-123Z.json', description: 'A name from GET /admin/backups' }), {
    refused: { code: 'admin.backupName' },
  }),
});
export type RestoreRequest = z.infer<typeof RestoreRequestSchema>;

/** POST /admin/restore answer. */
export const RestoreResultSchema = z
  .object({ restored: z.string(), safetyBackup: BackupInfoSchema, tables: countsByTable() })
  .meta({ id: 'RestoreResult', description: 'what was restored, and the safety backup taken just before' });
export type RestoreResult = z.infer<typeof RestoreResultSchema>;

// ------------------------------------------------------------------------------------------------ internal calls

/** Header of internal service-to-service calls (not routed by the gateway): the shared INTERNAL_TOKEN. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';

/** One quest's editorial record as atlas applies it: null fields keep the seeded value. */
export const EditorialQuestSchema = z
  .object({
    questId: z.int(),
    excluded: z.boolean(),
    expansionEra: z.enum(EXPANSION_ERAS).nullable(),
    name: z.string().nullable(),
    level: z.int().nullable(),
    description: z.string().nullable(),
    categoryId: z.int().nullable(),
    objectiveTexts: z.array(z.string().nullable()),
    markers: z.array(QuestMarkerOverrideAnswerSchema),
    hiddenCommentIndices: z.array(z.int()),
  })
  .meta({ id: 'EditorialQuest' });
export type EditorialQuest = z.infer<typeof EditorialQuestSchema>;

/**
 * Admin's GET /api/internal/editorial — everything atlas applies to what it serves. `version` changes with every
 * editorial write; atlas caches the snapshot in Redis and drops it on `editorial.changed`.
 */
export const EditorialSnapshotSchema = z
  .object({ version: z.string(), quests: z.array(EditorialQuestSchema), calibrations: z.array(MapCalibrationSchema) })
  .meta({ id: 'EditorialSnapshot' });
export type EditorialSnapshot = z.infer<typeof EditorialSnapshotSchema>;

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
