import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { In, QueryFailedError, type DataSource, type EntityManager, type Repository } from 'typeorm';
import type { z } from 'zod';
import {
  foldText,
  type AdminQuestDetail,
  type AdminQuestListQuerySchema,
  type AdminQuestListItem,
  type AdminQuestOverrideFlag,
  type AdminQuestPage,
  type AtlasInternalQuest,
  type AtlasInternalQuestDetail,
  type BulkExcludeRequest,
  type BulkExcludeResult,
  type DomainEvent,
  type LanguageCode,
  type QuestMarkerOverride,
  type QuestOverrideSaveParsed,
} from '@eoa/contracts';
import { hasOverrideCoordinate, sortByQuestName } from '@eoa/game-rules';
import { EventsService, InvalidRequestException, ProblemException, type InputIssue } from '@eoa/server-kit';
import { AtlasClient } from '../atlas-client/atlas-client.js';
import { fieldChanges } from '../audit/audit-changes.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { inputIssue } from '../common/input-issue.js';
import { adminQuestDetail, changesData, fieldsOf, isEmptyRecord, RECORD_FIELDS, sourcePoint, type RecordFields } from './quest-editorial-record.js';
import { QuestOverrideRow } from './quest-override.entity.js';

/** GET /admin/quests's query as parsed: paging filled in, codes in their spelling. */
type AdminQuestsQuery = z.output<typeof AdminQuestListQuerySchema>;

/** An event names at most this many ids (a bulk action of thousands says only what changed). */
const EVENT_IDS_LIMIT = 100;
/** A refused bulk exclusion names at most this many of the ids that are no quest. */
const UNKNOWN_IDS_SHOWN = 20;

// The quest is atlas's: the same code atlas answers for it.
const questNotFound = (id: number) => new ProblemException(HttpStatus.NOT_FOUND, 'atlas.questNotFound', { id });
/** PostgreSQL's unique_violation: two first saves of one quest at once. */
const isUniqueViolation = (error: unknown) => error instanceof QueryFailedError && (error as QueryFailedError & { code?: string }).code === '23505';

const blankToNull = (text: string | null | undefined) => {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
};

/**
 * The quest editor's API (spec 3 §7 Quests): the quests as seeded (atlas) merged with the editorial records
 * (quest_overrides), the save with its checks against the quest, delete, bulk exclude. Every write and its audit
 * entry share one transaction; editorial.changed goes out after the commit (atlas drops its copy).
 */
@Injectable()
export class QuestsService {
  constructor(
    @InjectRepository(QuestOverrideRow) private readonly overrides: Repository<QuestOverrideRow>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly atlas: AtlasClient,
    private readonly audit: AuditService,
    private readonly events: EventsService,
  ) {}

  /** GET /admin/quests: the seeded list with the records applied (name, level, era shown), filtered, one page. */
  async list(query: AdminQuestsQuery, lang: LanguageCode): Promise<AdminQuestPage> {
    const [quests, rows] = await Promise.all([this.atlas.quests(lang), this.overrides.find()]);
    const records = new Map(rows.map((row) => [row.questId, row]));
    const search = query.search ? foldText(query.search) : undefined;
    // A search is a quest id, or part of a name in any language — the seeded ones and an editor's.
    const found = (quest: AtlasInternalQuest, needle: string) =>
      String(quest.id) === needle || [...Object.values(quest.names), records.get(quest.id)?.name ?? ''].some((name) => foldText(name).includes(needle));
    const matches = (quest: AtlasInternalQuest, item: AdminQuestListItem) =>
      (query.excluded === undefined || item.isExcluded === query.excluded) &&
      (query.hasOverrides === undefined || item.hasOverrides === query.hasOverrides) &&
      (query.expansion === undefined || item.expansionEra === query.expansion) &&
      (search === undefined || found(quest, search));
    let items = quests.flatMap((quest) => {
      const item = this.listItem(quest, records.get(quest.id));
      return matches(quest, item) ? [item] : [];
    });
    // An overridden name takes its place in the name order (chapter numbers as numbers, as atlas sorts).
    if (rows.some((row) => row.name !== null)) items = sortByQuestName(items, (item) => item.localizedName, lang);
    const start = (query.page - 1) * query.pageSize;
    const overrides: Record<string, AdminQuestOverrideFlag> = {};
    for (const row of rows) {
      overrides[String(row.questId)] = {
        excluded: row.excluded,
        hasOverrides: changesData(row),
        lastEditedBy: row.lastEditedBy,
        lastEditedAt: row.lastEditedAt.toISOString(),
      };
    }
    return { quests: items.slice(start, start + query.pageSize), overrides, totalCount: items.length, page: query.page, pageSize: query.pageSize };
  }

  private listItem(quest: AtlasInternalQuest, row: QuestOverrideRow | undefined): AdminQuestListItem {
    return {
      id: quest.id,
      name: row?.name ?? quest.name,
      localizedName: row?.name ?? quest.localizedName,
      level: row?.level ?? quest.level,
      area: quest.area,
      zone: quest.zone,
      expansionEra: row?.expansionEra ?? quest.expansionEra,
      isExcluded: row?.excluded ?? false,
      hasOverrides: changesData(row),
    };
  }

  /** GET /admin/quests/{id}: the seeded quest and its record (404 when atlas has no such quest). */
  async detail(id: number, lang: LanguageCode): Promise<AdminQuestDetail> {
    const [quest, row] = await Promise.all([this.atlas.quest(id, lang), this.overrides.findOneBy({ questId: id })]);
    if (!quest) throw questNotFound(id);
    return adminQuestDetail(quest, row);
  }

  /**
   * PUT /admin/quests/{id}/override: the payload checked against the quest (category, objectives, markers, comments),
   * normalised (blank = the original; markers that change nothing dropped; the originals filled in by the server) and
   * stored with version + 1, who and when, audited as quest_edit with the changed fields. A save that leaves nothing
   * (not excluded, no change, no notes) removes the record. Saving what is stored changes nothing.
   */
  async save(id: number, payload: QuestOverrideSaveParsed, actor: AuditActor, lang: LanguageCode): Promise<AdminQuestDetail> {
    const quest = await this.atlas.quest(id, 'en');
    if (!quest) throw questNotFound(id);
    const fields = await this.checkedFields(quest, payload);
    const { row, changed } = await this.write(id, async (manager, before) => {
      if (before && Object.keys(fieldChanges(fieldsOf(before), fields, RECORD_FIELDS)).length === 0) return { row: before, changed: false };
      const repository = manager.getRepository(QuestOverrideRow);
      const changes = fieldChanges(before ? fieldsOf(before) : null, fields, RECORD_FIELDS);
      let saved: QuestOverrideRow | null;
      if (isEmptyRecord(fields)) {
        if (before) await repository.delete({ questId: id });
        saved = null;
      } else {
        saved = repository.create({
          ...fields,
          questId: id,
          version: (before?.version ?? 0) + 1,
          lastEditedBy: actor.username,
          lastEditedAt: new Date(),
        });
        await repository.save(saved);
      }
      if (!before && !saved) return { row: null, changed: false };
      await this.audit.record(manager, {
        action: 'quest_edit',
        username: actor.username,
        entityType: 'Quest',
        entityId: id,
        ipAddress: actor.ipAddress,
        changes: { ...changes, version: saved?.version ?? null, ...(saved ? {} : { recordRemoved: true }) },
      });
      return { row: saved, changed: true };
    });
    if (changed) await this.announce({ type: 'editorial.changed', entity: 'quest', ids: [String(id)] });
    return adminQuestDetail(lang === 'en' ? quest : ((await this.atlas.quest(id, lang)) ?? quest), row);
  }

  /** DELETE /admin/quests/{id}/override: the record removed (the quest as seeded again), audited as quest_override_delete. */
  async remove(id: number, actor: AuditActor, lang: LanguageCode): Promise<AdminQuestDetail> {
    const quest = await this.atlas.quest(id, lang);
    if (!quest) throw questNotFound(id);
    await this.write(id, async (manager, before) => {
      if (!before) throw new ProblemException(HttpStatus.NOT_FOUND, 'admin.questNoOverride', { id });
      await manager.getRepository(QuestOverrideRow).delete({ questId: id });
      await this.audit.record(manager, {
        action: 'quest_override_delete',
        username: actor.username,
        entityType: 'Quest',
        entityId: id,
        ipAddress: actor.ipAddress,
        changes: { ...fieldChanges(fieldsOf(before), null, RECORD_FIELDS), version: { before: before.version, after: null } },
      });
      return { row: null, changed: true };
    });
    await this.announce({ type: 'editorial.changed', entity: 'quest', ids: [String(id)] });
    return adminQuestDetail(quest, null);
  }

  /**
   * POST /admin/quests/bulk-exclude: Exclude (or Include, to undo) the quests named — every id must be a quest atlas
   * knows (400 naming the others). Quests already in that state are left alone; each quest that changes gets its own
   * quest_bulk_exclude audit entry (the quest editor's history finds it) with the notes; an Include that leaves a record
   * empty removes it. One transaction for all.
   */
  async bulkExclude(body: BulkExcludeRequest, actor: AuditActor): Promise<BulkExcludeResult> {
    const ids = [...new Set(body.QuestIds.map(Number))];
    const known = new Set((await this.atlas.quests('en')).map((quest) => quest.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      const ids = unknown.slice(0, UNKNOWN_IDS_SHOWN).join(', ');
      const more = unknown.length - UNKNOWN_IDS_SHOWN;
      throw new InvalidRequestException([
        more > 0 ? inputIssue('QuestIds', 'admin.questIdsUnknownMore', { ids, more }) : inputIssue('QuestIds', 'admin.questIdsUnknown', { ids }),
      ]);
    }
    const exclude = body.Action === 'Exclude';
    const notes = blankToNull(body.Notes);
    const changedIds = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(QuestOverrideRow);
      const rows = await repository.find({ where: { questId: In(ids) }, lock: { mode: 'pessimistic_write' } });
      const byId = new Map(rows.map((row) => [row.questId, row]));
      const now = new Date();
      const changed: number[] = [];
      const saves: QuestOverrideRow[] = [];
      const removals: number[] = [];
      for (const id of ids) {
        const row = byId.get(id);
        if ((row?.excluded ?? false) === exclude) continue;
        changed.push(id);
        const next = repository.create({
          ...(row ?? { questId: id, expansionEra: null, name: null, level: null, description: null, categoryId: null, markers: [], objectiveTexts: [], hiddenCommentIndices: [], adminNotes: null }),
          excluded: exclude,
          version: (row?.version ?? 0) + 1,
          lastEditedBy: actor.username,
          lastEditedAt: now,
        });
        if (isEmptyRecord(next)) removals.push(id);
        else saves.push(next);
      }
      // INSERT … ON CONFLICT DO UPDATE in chunks: thousands of quests in a few statements (save() reads each row first).
      for (let i = 0; i < saves.length; i += 500) await repository.upsert(saves.slice(i, i + 500), ['questId']);
      if (removals.length > 0) await repository.delete({ questId: In(removals) });
      // One entry per quest (the quest editor's history finds it), written set-based: up to 10,000 of them.
      await this.audit.recordMany(
        manager,
        changed.map((id) => ({
          action: 'quest_bulk_exclude',
          username: actor.username,
          entityType: 'Quest',
          entityId: id,
          ipAddress: actor.ipAddress,
          changes: { excluded: { before: !exclude, after: exclude }, action: body.Action, ...(notes ? { notes } : {}), questCount: ids.length },
        })),
      );
      return changed;
    });
    if (changedIds.length > 0) {
      await this.announce({ type: 'editorial.changed', entity: 'exclusion', ...(changedIds.length <= EVENT_IDS_LIMIT ? { ids: changedIds.map(String) } : {}) });
    }
    return { updated: changedIds.length, questIds: changedIds };
  }

  /** One quest's record read under a row lock and written by `change`, in one transaction (with its audit entry). */
  private async write<T>(id: number, change: (manager: EntityManager, before: QuestOverrideRow | null) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const before = await manager.getRepository(QuestOverrideRow).findOne({ where: { questId: id }, lock: { mode: 'pessimistic_write' } });
        return change(manager, before);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new ProblemException(HttpStatus.CONFLICT, 'admin.questSavedConcurrently', { id });
      throw error;
    }
  }

  private async announce(event: DomainEvent): Promise<void> {
    await this.events.publish(event);
  }

  /**
   * The payload as the record will hold it, checked against the quest: a category atlas lists, objective texts for
   * the quest's objectives, markers the quest has (by index, once each; new ones with a name and both coordinates; none
   * placed on a quest without a map), comments it has. 400 with what is wrong otherwise.
   */
  private async checkedFields(quest: AtlasInternalQuestDetail, payload: QuestOverrideSaveParsed): Promise<RecordFields> {
    const field = payload.fieldOverrides ?? {};
    const issues: InputIssue[] = [];
    const id = quest.id;
    const categoryId = field.category ?? null;
    if (categoryId !== null && !(await this.atlas.categories('en')).some((category) => category.id === categoryId)) {
      issues.push(inputIssue('fieldOverrides.category', 'admin.overrideCategoryUnknown', { id: categoryId }));
    }

    const objectiveCount = quest.objectives.length;
    const texts = payload.objectiveOverrides ?? [];
    if (texts.length > objectiveCount) issues.push(inputIssue('objectiveOverrides', 'admin.objectiveOverridesCount', { texts: texts.length, id, count: objectiveCount }));

    const seeded = new Map(quest.markers.map((marker) => [marker.index, marker]));
    const seen = new Set<number>();
    const markers: QuestMarkerOverride[] = [];
    (payload.markerOverrides ?? []).forEach((marker, i) => {
      // `at` is how the texts name the row; `path` how an issue's path does.
      const at = `markerOverrides[${i}]`;
      const path = `markerOverrides.${i}`;
      const moves = hasOverrideCoordinate(marker.overrideX) || hasOverrideCoordinate(marker.overrideY);
      if (marker.objectiveIndex >= objectiveCount) {
        issues.push(inputIssue(`${path}.objectiveIndex`, 'admin.markerObjectiveOut', { at, index: marker.objectiveIndex, id, count: objectiveCount }));
      }
      if (moves && !quest.mapBox) issues.push(inputIssue(path, 'admin.markerNoMap', { at, id }));
      const name = marker.name.trim();
      if (marker.index === null) {
        if (!name) issues.push(inputIssue(`${path}.name`, 'admin.markerNeedsName', { at }));
        if (!hasOverrideCoordinate(marker.overrideX) || !hasOverrideCoordinate(marker.overrideY)) issues.push(inputIssue(path, 'admin.markerNeedsCoordinates', { at }));
        markers.push({ index: null, name, objectiveIndex: marker.objectiveIndex, originalX: null, originalY: null, overrideX: marker.overrideX, overrideY: marker.overrideY, hidden: marker.hidden });
        return;
      }
      const original = seeded.get(marker.index);
      if (!original) {
        issues.push(inputIssue(`${path}.index`, 'admin.markerUnknown', { at, index: marker.index, id, marker: marker.index }));
        return;
      }
      if (seen.has(marker.index)) issues.push(inputIssue(`${path}.index`, 'admin.markerTwice', { at, index: marker.index }));
      seen.add(marker.index);
      const renamed = name !== '' && name !== original.name;
      // A row that neither moves, hides nor renames its marker is no override (spec 3 §5: 0 or missing is none).
      if (!moves && !marker.hidden && !renamed) return;
      const point = sourcePoint(quest.mapBox, original);
      const objectiveIndex = quest.objectives.findIndex((objective) => objective.markers.some((m) => m.index === marker.index));
      markers.push({
        index: marker.index,
        name: renamed ? name : original.name,
        objectiveIndex,
        originalX: point.x,
        originalY: point.y,
        overrideX: hasOverrideCoordinate(marker.overrideX) ? marker.overrideX : null,
        overrideY: hasOverrideCoordinate(marker.overrideY) ? marker.overrideY : null,
        hidden: marker.hidden,
      });
    });

    const commentCount = quest.allakhazamData.comments.length;
    const hidden = [...new Set(payload.hiddenCommentIndices ?? [])].sort((a, b) => a - b);
    const missing = hidden.filter((index) => index >= commentCount);
    if (missing.length > 0) issues.push(inputIssue('hiddenCommentIndices', 'admin.hiddenCommentsMissing', { indices: missing.join(', '), id, count: commentCount }));

    if (issues.length > 0) throw new InvalidRequestException(issues);

    const objectiveTexts = Array.from({ length: texts.length }, (_, i) => blankToNull(texts[i]));
    while (objectiveTexts.length > 0 && objectiveTexts[objectiveTexts.length - 1] === null) objectiveTexts.pop();
    return {
      excluded: payload.excluded,
      expansionEra: payload.expansionEra ?? null,
      name: blankToNull(field.name),
      level: field.level ?? null,
      description: blankToNull(field.description),
      categoryId,
      markers,
      objectiveTexts,
      hiddenCommentIndices: hidden,
      adminNotes: blankToNull(payload.adminNotes),
    };
  }
}
