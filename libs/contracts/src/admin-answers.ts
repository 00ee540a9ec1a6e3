// The admin service's answers as zod schemas, for its OpenAPI document (issue 22 §2: success answers documented
// from contracts). The types stay the interfaces of admin.ts, corrections.ts, homepage.ts and language.ts (the admin
// remote and the shell are built on them, their field comments are the reference). `AdminAnswersAgree` below makes
// the compiler check that each schema's output and its interface are the same type.
import { z } from 'zod';
import type {
  AdminCorrection,
  AdminCorrectionsPage,
  AdminHomepageTool,
  AdminMessage,
  AdminQuestDetail,
  AdminQuestPage,
  AdminSession,
  AdminStats,
  AdminValidateResult,
  AppSetting,
  AuditPage,
  BackupInfo,
  BackupList,
  BulkExcludeResult,
  EditorialSnapshot,
  MapCalibration,
  MapCalibrationList,
  RestoreResult,
} from './admin.js';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, QuestSettingsSchema } from './admin.js';
import { EXPANSION_ERAS } from './atlas.js';
import { QuestCommentSchema } from './atlas-answers.js';
import { CORRECTION_ENTITY_TYPES, CORRECTION_STATUSES, type CorrectionCreated, type PublicCorrection, type PublicCorrectionsPage } from './corrections.js';
import type { AppInfo, ToolStatus } from './homepage.js';
import { LANGUAGE_CODES, type Language, type UiTranslations } from './language.js';
import type { Agrees, Check } from './schema-agrees.js';

const isoDateTime = () => z.string().meta({ description: 'ISO 8601 date-time' });
const pageFields = { totalCount: z.int(), page: z.int(), pageSize: z.int() };
const countsByTable = () => z.record(z.string(), z.int()).meta({ description: 'rows per table' });

// ------------------------------------------------------------------------------------------------ session

export const AdminSessionSchema = z.object({ username: z.string(), token: z.string(), expiresAt: isoDateTime() }).meta({ id: 'AdminSession' });

export const AdminValidateResultSchema = z
  .object({ valid: z.boolean(), username: z.string().optional(), expiresAt: isoDateTime().optional() })
  .meta({ id: 'AdminValidateResult', description: 'valid, and for a valid token whose it is and until when' });

// ------------------------------------------------------------------------------------------------ dashboard

export const AdminStatsSchema = z
  .object({
    totalQuests: z.int(),
    excludedQuests: z.int(),
    questsWithOverrides: z.int(),
    questsByExpansion: z.record(z.enum(EXPANSION_ERAS), z.int()),
    recentChanges: z.int(),
    lastBackupDate: isoDateTime().nullable(),
  })
  .meta({ id: 'AdminStats' });

// ------------------------------------------------------------------------------------------------ quests

const AdminQuestListItemSchema = z
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

const AdminQuestOverrideFlagSchema = z
  .object({ excluded: z.boolean(), hasOverrides: z.boolean(), lastEditedBy: z.string().nullable(), lastEditedAt: isoDateTime().nullable() })
  .meta({ id: 'AdminQuestOverrideFlag' });

export const AdminQuestPageSchema = z
  .object({
    quests: z.array(AdminQuestListItemSchema),
    overrides: z.record(z.string(), AdminQuestOverrideFlagSchema).meta({ description: 'every quest with an editorial record, by quest id' }),
    ...pageFields,
  })
  .meta({ id: 'AdminQuestPage' });

export const BulkExcludeResultSchema = z.object({ updated: z.int(), questIds: z.array(z.int()) }).meta({ id: 'BulkExcludeResult' });

const QuestMarkerOverrideAnswerSchema = z
  .object({
    index: z.int().nullable(),
    name: z.string(),
    objectiveIndex: z.int(),
    originalX: z.number().nullable(),
    originalY: z.number().nullable(),
    overrideX: z.number().nullable(),
    overrideY: z.number().nullable(),
    hidden: z.boolean(),
  })
  .meta({ id: 'QuestMarkerOverride' });

const AdminObjectiveMarkerSchema = z
  .object({
    index: z.int().nullable(),
    name: z.string(),
    localizedName: z.string(),
    mapId: z.int().nullable(),
    allakhazamX: z.number(),
    allakhazamY: z.number(),
    gameX: z.number(),
    gameY: z.number(),
    isOverridden: z.boolean(),
    hidden: z.boolean(),
  })
  .meta({ id: 'AdminObjectiveMarker' });

const AdminQuestObjectiveSchema = z
  .object({ text: z.string(), localizedText: z.string(), overrideText: z.string().nullable(), markers: z.array(AdminObjectiveMarkerSchema) })
  .meta({ id: 'AdminQuestObjective' });

const AdminOverrideInfoSchema = z
  .object({ adminNotes: z.string().nullable(), lastEditedBy: z.string().nullable(), lastEditedAt: isoDateTime().nullable(), version: z.int() })
  .meta({ id: 'AdminOverrideInfo' });

const AdminOverrideFieldsSchema = z
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

export const AdminQuestDetailSchema = z
  .object({
    id: z.int(),
    name: z.string(),
    localizedName: z.string(),
    description: z.string(),
    localizedDescription: z.string(),
    level: z.int(),
    category: z.int(),
    categoryName: z.string(),
    zone: z.string().nullable(),
    area: z.string().nullable(),
    mapId: z.int().nullable(),
    isExcluded: z.boolean(),
    expansionEra: z.enum(EXPANSION_ERAS),
    originalExpansionEra: z.enum(EXPANSION_ERAS),
    hasOverrides: z.boolean(),
    overrideInfo: AdminOverrideInfoSchema.nullable(),
    overrideFields: AdminOverrideFieldsSchema.nullable(),
    objectives: z.array(AdminQuestObjectiveSchema),
    markerOverrides: z.array(QuestMarkerOverrideAnswerSchema),
    hiddenCommentIndices: z.array(z.int()),
    allakhazamData: z.object({ startZone: z.string().nullable(), comments: z.array(QuestCommentSchema) }),
  })
  .meta({ id: 'AdminQuestDetail' });

// ------------------------------------------------------------------------------------------------ calibrations

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
    updatedAt: isoDateTime(),
  })
  .meta({ id: 'MapCalibration' });

export const MapCalibrationListSchema = z.object({ calibrations: z.array(MapCalibrationSchema) }).meta({ id: 'MapCalibrationList' });

export const AdminMessageSchema = z.object({ message: z.string() }).meta({ id: 'AdminMessage', description: 'A sentence in the Accept-Language' });

/** GET and PUT /admin/quest-settings answer: the settings as stored (the PUT body's own schema). */
export const QuestSettingsAnswerSchema = QuestSettingsSchema;

// ------------------------------------------------------------------------------------------------ tools, settings, homepage

export const AdminHomepageToolSchema = z
  .object({ id: z.int(), toolId: z.string(), toolName: z.string(), isInDevelopment: z.boolean(), updatedAt: isoDateTime(), updatedBy: z.string().nullable() })
  .meta({ id: 'AdminHomepageTool' });
export const AdminHomepageToolListSchema = z.array(AdminHomepageToolSchema).meta({ description: 'AdminHomepageTool[] in card order' });

export const AppSettingSchema = z
  .object({ id: z.int(), settingKey: z.string(), settingValue: z.string(), description: z.string().nullable(), updatedAt: isoDateTime(), updatedBy: z.string().nullable() })
  .meta({ id: 'AppSetting' });
export const AppSettingListSchema = z.array(AppSettingSchema).meta({ description: 'AppSetting[] by key' });

export const AppInfoSchema = z.object({ appVersion: z.string(), dataVersion: z.string(), lastUpdated: isoDateTime() }).meta({ id: 'AppInfo' });

export const ToolStatusSchema = z.object({ toolId: z.string(), isInDevelopment: z.boolean() }).meta({ id: 'ToolStatus' });
export const ToolStatusListSchema = z.array(ToolStatusSchema).meta({ description: 'ToolStatus[] in card order' });

export const LanguageSchema = z.object({ code: z.enum(LANGUAGE_CODES), name: z.string(), nativeName: z.string() }).meta({ id: 'Language' });
export const LanguageListSchema = z.array(LanguageSchema).meta({ description: 'Language[]: en, de, fr, ru' });

export const UiTranslationsSchema = z
  .record(z.string(), z.string())
  .meta({ id: 'UiTranslations', description: 'flat map "namespace:dotted.key" → text' });

// ------------------------------------------------------------------------------------------------ corrections

export const CorrectionCreatedSchema = z.object({ correctionId: z.int() }).meta({ id: 'CorrectionCreated' });

const publicCorrectionFields = {
  id: z.int(),
  entityType: z.enum(CORRECTION_ENTITY_TYPES),
  entityName: z.string().nullable(),
  entityId: z.string().nullable(),
  fieldName: z.string(),
  currentValue: z.string().nullable(),
  suggestedValue: z.string().nullable(),
  reason: z.string(),
  userName: z.string().nullable(),
  createdAt: isoDateTime(),
  status: z.enum(CORRECTION_STATUSES),
  reviewedBy: z.string().nullable(),
  reviewedAt: isoDateTime().nullable(),
  adminNotes: z.string().nullable(),
};
const PublicCorrectionSchema = z.object(publicCorrectionFields).meta({ id: 'PublicCorrection', description: 'never carries an e-mail address' });
export const PublicCorrectionsPageSchema = z.object({ corrections: z.array(PublicCorrectionSchema), ...pageFields }).meta({ id: 'PublicCorrectionsPage' });

export const AdminCorrectionSchema = z.object({ ...publicCorrectionFields, userEmail: z.string().nullable() }).meta({ id: 'AdminCorrection' });
export const AdminCorrectionsPageSchema = z
  .object({ corrections: z.array(AdminCorrectionSchema), pendingCount: z.int(), ...pageFields })
  .meta({ id: 'AdminCorrectionsPage' });

// ------------------------------------------------------------------------------------------------ audit

const AuditLogEntrySchema = z
  .object({
    id: z.int(),
    createdAt: isoDateTime(),
    username: z.string(),
    action: z.enum(AUDIT_ACTIONS),
    entityType: z.enum(AUDIT_ENTITY_TYPES),
    entityId: z.string().nullable(),
    ipAddress: z.string().nullable(),
    changes: z.record(z.string(), z.unknown()).meta({ description: 'changed fields by name ({ before, after }), plus any context the action adds' }),
  })
  .meta({ id: 'AuditLogEntry' });

export const AuditPageSchema = z
  .object({ auditLogs: z.array(AuditLogEntrySchema), totalCount: z.int(), hasNext: z.boolean(), hasPrevious: z.boolean(), page: z.int(), pageSize: z.int() })
  .meta({ id: 'AuditPage' });

// ------------------------------------------------------------------------------------------------ backups

export const BackupInfoSchema = z
  .object({ fileName: z.string(), createdAt: isoDateTime(), sizeBytes: z.int(), sha256: z.string(), tables: countsByTable(), createdBy: z.string().nullable() })
  .meta({ id: 'BackupInfo' });
export const BackupListSchema = z.object({ backups: z.array(BackupInfoSchema) }).meta({ id: 'BackupList', description: 'the files of the backups folder, newest first' });
export const RestoreResultSchema = z
  .object({ restored: z.string(), safetyBackup: BackupInfoSchema, tables: countsByTable() })
  .meta({ id: 'RestoreResult', description: 'what was restored, and the safety backup taken just before' });

// ------------------------------------------------------------------------------------------------ internal

const EditorialQuestSchema = z
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

export const EditorialSnapshotSchema = z
  .object({ version: z.string(), quests: z.array(EditorialQuestSchema), calibrations: z.array(MapCalibrationSchema) })
  .meta({ id: 'EditorialSnapshot' });

/** Fails to compile when a schema above and its interface disagree. */
export type AdminAnswersAgree = [
  Check<Agrees<typeof AdminSessionSchema, AdminSession>>,
  Check<Agrees<typeof AdminValidateResultSchema, AdminValidateResult>>,
  Check<Agrees<typeof AdminStatsSchema, AdminStats>>,
  Check<Agrees<typeof AdminQuestPageSchema, AdminQuestPage>>,
  Check<Agrees<typeof BulkExcludeResultSchema, BulkExcludeResult>>,
  Check<Agrees<typeof AdminQuestDetailSchema, AdminQuestDetail>>,
  Check<Agrees<typeof MapCalibrationSchema, MapCalibration>>,
  Check<Agrees<typeof MapCalibrationListSchema, MapCalibrationList>>,
  Check<Agrees<typeof AdminMessageSchema, AdminMessage>>,
  Check<Agrees<typeof AdminHomepageToolListSchema, AdminHomepageTool[]>>,
  Check<Agrees<typeof AppSettingListSchema, AppSetting[]>>,
  Check<Agrees<typeof AppInfoSchema, AppInfo>>,
  Check<Agrees<typeof ToolStatusListSchema, ToolStatus[]>>,
  Check<Agrees<typeof LanguageListSchema, Language[]>>,
  Check<Agrees<typeof UiTranslationsSchema, UiTranslations>>,
  Check<Agrees<typeof CorrectionCreatedSchema, CorrectionCreated>>,
  Check<Agrees<typeof PublicCorrectionSchema, PublicCorrection>>,
  Check<Agrees<typeof PublicCorrectionsPageSchema, PublicCorrectionsPage>>,
  Check<Agrees<typeof AdminCorrectionSchema, AdminCorrection>>,
  Check<Agrees<typeof AdminCorrectionsPageSchema, AdminCorrectionsPage>>,
  Check<Agrees<typeof AuditPageSchema, AuditPage>>,
  Check<Agrees<typeof BackupInfoSchema, BackupInfo>>,
  Check<Agrees<typeof BackupListSchema, BackupList>>,
  Check<Agrees<typeof RestoreResultSchema, RestoreResult>>,
  Check<Agrees<typeof EditorialSnapshotSchema, EditorialSnapshot>>,
];
