import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { MAX_ID, ZONE_MAP_IDS, type MapCalibration, type MapCalibrationUpdate, type ZoneMapping } from '@eoa/contracts';
import { seededCalibration, type CalibrationNumbers } from '@eoa/game-rules';
import { EventsService, InvalidRequestException, ProblemException, type InputIssue } from '@eoa/server-kit';
import { AtlasClient } from '../atlas-client/atlas-client.js';
import { fieldChanges } from '../audit/audit-changes.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { inputIssue } from '../common/input-issue.js';
import { MapCalibrationRow } from './map-calibration.entity.js';

export const CALIBRATION_NUMBER_FIELDS = ['gameMinX', 'gameMaxX', 'gameMinY', 'gameMaxY', 'offsetX', 'offsetY', 'scale'] as const satisfies readonly (keyof CalibrationNumbers)[];

/** Who seeded a calibration (the first need, from atlas's zone boxes). */
export const SEEDED_BY = 'system';

export function toMapCalibration(row: MapCalibrationRow): MapCalibration {
  return {
    id: row.id,
    zoneName: row.zoneName,
    mapId: row.mapId,
    gameMinX: row.gameMinX,
    gameMaxX: row.gameMaxX,
    gameMinY: row.gameMinY,
    gameMaxY: row.gameMaxY,
    offsetX: row.offsetX,
    offsetY: row.offsetY,
    scale: row.scale,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const numbersOf = (source: CalibrationNumbers): CalibrationNumbers => ({
  gameMinX: source.gameMinX,
  gameMaxX: source.gameMaxX,
  gameMinY: source.gameMinY,
  gameMaxY: source.gameMaxY,
  offsetX: source.offsetX,
  offsetY: source.offsetY,
  scale: source.scale,
});

/** Where a calibration's numbers sit in a request: the path before their names, and the words before each text. */
interface NumbersAt {
  path: string;
  prefix: string;
}

/** What is wrong with a calibration's numbers taken together (each is already a finite number in range). */
export function calibrationIssues(numbers: CalibrationNumbers, at: NumbersAt = { path: '', prefix: '' }): InputIssue[] {
  const { path, prefix } = at;
  const issues: InputIssue[] = [];
  if (!(numbers.gameMinX < numbers.gameMaxX)) issues.push(inputIssue(`${path}gameMinX`, 'admin.gameMinX', { prefix, min: numbers.gameMinX, max: numbers.gameMaxX }));
  if (!(numbers.gameMinY < numbers.gameMaxY)) issues.push(inputIssue(`${path}gameMinY`, 'admin.gameMinY', { prefix, min: numbers.gameMinY, max: numbers.gameMaxY }));
  if (!(numbers.scale > 0)) issues.push(inputIssue(`${path}scale`, 'admin.scaleAboveZero', { prefix }));
  return issues;
}

/**
 * Map calibrations (spec 3 §3, §7): one per main zone map, seeded from atlas's zone boxes (game-rules'
 * seededCalibration) the first time they are needed — admin starts without atlas, and the rows appear once atlas
 * answers. Every change is audited in its transaction; editorial.changed goes out after the commit.
 */
@Injectable()
export class CalibrationsService {
  constructor(
    @InjectRepository(MapCalibrationRow) private readonly calibrations: Repository<MapCalibrationRow>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly atlas: AtlasClient,
    private readonly audit: AuditService,
    private readonly events: EventsService,
  ) {}

  /**
   * The rows of every main zone map: those missing are inserted from atlas's boxes (a concurrent seeding inserts
   * nothing twice). Atlas is asked only when a row is missing (503 when it cannot be reached then).
   */
  async ensureSeeded(): Promise<void> {
    const present = new Set((await this.calibrations.find({ select: { mapId: true } })).map((row) => row.mapId));
    if (ZONE_MAP_IDS.every((id) => present.has(id))) return;
    const missing = (await this.atlas.zones()).filter((zone) => !present.has(zone.mapId));
    if (missing.length === 0) return;
    await this.calibrations
      .createQueryBuilder()
      .insert()
      .values(missing.map((zone) => ({ zoneName: zone.name, mapId: zone.mapId, ...seededCalibration(zone.boundingBox), updatedBy: SEEDED_BY })))
      .orIgnore()
      .execute();
  }

  /** GET /admin/calibrations: every calibration in the zones' order. */
  async list(): Promise<MapCalibration[]> {
    await this.ensureSeeded();
    return (await this.calibrations.find({ order: { id: 'ASC' } })).map(toMapCalibration);
  }

  /** GET /admin/calibrations/{zone}: by zone name (any case) or map id; 404 otherwise. */
  async find(zone: string): Promise<MapCalibration> {
    await this.ensureSeeded();
    return toMapCalibration(await this.rowOf(this.calibrations.manager, zone));
  }

  /**
   * PUT /admin/calibrations/{id}: the numbers of one row (zoneName and mapId must be the row's), checked together
   * (min below max, scale above 0), saved with who and when, audited as calibration_update. Unchanged numbers change
   * nothing.
   */
  async update(id: number, update: MapCalibrationUpdate, actor: AuditActor): Promise<MapCalibration> {
    const issues = calibrationIssues(update);
    if (issues.length > 0) throw new InvalidRequestException(issues);
    const { row, changed } = await this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(MapCalibrationRow).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new ProblemException(HttpStatus.NOT_FOUND, 'admin.calibrationNotFound', { id });
      const mismatch: InputIssue[] = [];
      if (update.mapId !== row.mapId) {
        mismatch.push(inputIssue('mapId', 'admin.calibrationMapMismatch', { mapId: update.mapId, id, zone: row.zoneName, expected: row.mapId }));
      }
      if (update.zoneName.trim().toLowerCase() !== row.zoneName.toLowerCase()) {
        mismatch.push(inputIssue('zoneName', 'admin.calibrationZoneMismatch', { zoneName: update.zoneName, id, zone: row.zoneName }));
      }
      if (mismatch.length > 0) throw new InvalidRequestException(mismatch);
      return this.change(manager, row, numbersOf(update), actor, 'calibration_update');
    });
    if (changed) await this.announce();
    return toMapCalibration(row);
  }

  /** POST /admin/calibrations/{zone}/reset: the zone's seeded numbers again (atlas's box, offset 0, scale 1), audited as calibration_reset. */
  async reset(zone: string, actor: AuditActor): Promise<MapCalibration> {
    await this.ensureSeeded();
    const { mapId } = await this.rowOf(this.calibrations.manager, zone);
    const source = (await this.atlas.zones()).find((candidate) => candidate.mapId === mapId);
    if (!source) throw new ProblemException(HttpStatus.NOT_FOUND, 'admin.calibrationNoSeed', { id: mapId });
    const { row, changed } = await this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(MapCalibrationRow).findOne({ where: { mapId }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new ProblemException(HttpStatus.NOT_FOUND, 'admin.noCalibrationForZone', { zone });
      return this.change(manager, row, seededCalibration(source.boundingBox), actor, 'calibration_reset', true);
    });
    if (changed) await this.announce();
    return toMapCalibration(row);
  }

  /**
   * POST /admin/calibrations/reload: what admin read from atlas is dropped (zones read again, rows of new zones seeded),
   * and atlas is told to drop its copy of the editorial data (editorial.changed); audited as calibration_reload.
   * Answers how many zones are calibrated now.
   */
  async reload(actor: AuditActor): Promise<number> {
    await this.atlas.drop();
    await this.ensureSeeded();
    const count = await this.calibrations.count();
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, {
        action: 'calibration_reload',
        username: actor.username,
        entityType: 'MapCalibration',
        entityId: null,
        ipAddress: actor.ipAddress,
        changes: { zones: count },
      }),
    );
    await this.announce();
    return count;
  }

  /**
   * PUT /admin/quest-settings: the zone mappings named (by zone name, any case) update their calibrations in one
   * transaction with one quest_settings_update audit entry (the changes by zone); unknown zones, a mapId that is not
   * the zone's, or numbers that do not fit together → 400 naming them, nothing saved.
   */
  async applyZoneMappings(mappings: Record<string, ZoneMapping>, actor: AuditActor): Promise<void> {
    await this.ensureSeeded();
    const changed = await this.dataSource.transaction(async (manager) => {
      const rows = await manager.getRepository(MapCalibrationRow).find({ order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
      const byName = new Map(rows.map((row) => [row.zoneName.toLowerCase(), row]));
      const issues: InputIssue[] = [];
      const updates: [MapCalibrationRow, CalibrationNumbers][] = [];
      for (const [zoneName, mapping] of Object.entries(mappings)) {
        const path = `coordinateSettings.zoneMappings.${zoneName}`;
        const row = byName.get(zoneName.trim().toLowerCase());
        if (!row) {
          issues.push(inputIssue(path, 'admin.zoneNoCalibration', { zone: zoneName, zones: rows.map((r) => r.zoneName).join(', ') }));
          continue;
        }
        if (mapping.mapId !== row.mapId) issues.push(inputIssue(`${path}.mapId`, 'admin.zoneMapMismatch', { zone: zoneName, mapId: mapping.mapId, expected: row.mapId }));
        issues.push(...calibrationIssues(mapping, { path: `${path}.`, prefix: `${zoneName}: ` }));
        updates.push([row, numbersOf(mapping)]);
      }
      if (issues.length > 0) throw new InvalidRequestException(issues);
      const changes: Record<string, unknown> = {};
      const now = new Date();
      for (const [row, numbers] of updates) {
        const fields = fieldChanges(numbersOf(row), numbers, CALIBRATION_NUMBER_FIELDS);
        if (Object.keys(fields).length === 0) continue;
        changes[row.zoneName] = fields;
        Object.assign(row, numbers, { updatedBy: actor.username, updatedAt: now });
        await manager.getRepository(MapCalibrationRow).save(row);
      }
      if (Object.keys(changes).length === 0) return false;
      await this.audit.record(manager, {
        action: 'quest_settings_update',
        username: actor.username,
        entityType: 'QuestSettings',
        entityId: null,
        ipAddress: actor.ipAddress,
        changes,
      });
      return true;
    });
    if (changed) await this.announce();
  }

  /** A row by zone name (any case) or map id, read with `manager`; 404 otherwise. */
  private async rowOf(manager: EntityManager, zone: string): Promise<MapCalibrationRow> {
    const text = zone.trim();
    const repository = manager.getRepository(MapCalibrationRow);
    // A number is a map id (ids fit PostgreSQL's integer; a larger number names no map: 404 like an unknown name).
    const row = /^\d{1,10}$/.test(text)
      ? Number(text) > MAX_ID
        ? null
        : await repository.findOneBy({ mapId: Number(text) })
      : await repository.createQueryBuilder('c').where('lower(c.zoneName) = lower(:name)', { name: text }).getOne();
    if (!row) throw new ProblemException(HttpStatus.NOT_FOUND, 'admin.noCalibrationForZoneHint', { zone: text.slice(0, 100) });
    return row;
  }

  /** The row's numbers replaced and audited (unless they are the same); `always` audits a reset even when nothing moves. */
  private async change(
    manager: EntityManager,
    row: MapCalibrationRow,
    numbers: CalibrationNumbers,
    actor: AuditActor,
    action: 'calibration_update' | 'calibration_reset',
    always = false,
  ): Promise<{ row: MapCalibrationRow; changed: boolean }> {
    const changes = fieldChanges(numbersOf(row), numbers, CALIBRATION_NUMBER_FIELDS);
    if (Object.keys(changes).length === 0 && !always) return { row, changed: false };
    Object.assign(row, numbers, { updatedBy: actor.username, updatedAt: new Date() });
    await manager.getRepository(MapCalibrationRow).save(row);
    await this.audit.record(manager, {
      action,
      username: actor.username,
      entityType: 'MapCalibration',
      entityId: row.mapId,
      ipAddress: actor.ipAddress,
      changes: { zoneName: row.zoneName, ...changes },
    });
    return { row, changed: true };
  }

  private async announce(): Promise<void> {
    await this.events.publish({ type: 'editorial.changed', entity: 'calibration' });
  }
}
