import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { AuditAction, AuditChanges, AuditEntityType, AuditLogEntry, AuditPage } from '@eoa/contracts';
import { bulkInsert, type BulkInsertTarget } from '@eoa/server-kit';
import { ADMIN_SCHEMA } from '../service.info.js';
import { AuditLog } from './audit-log.entity.js';
import type { AuditFilters } from './audit-filters.js';

/** Who makes a change and from where: updatedBy / reviewedBy and the audit entry's username and address. */
export interface AuditActor {
  username: string;
  ipAddress: string | null;
}

/** What one audit row records (createdAt and id come from the database). */
export interface AuditRecord {
  action: AuditAction;
  username: string;
  entityType: AuditEntityType;
  /** The record's id (a quest id, a correction id, a setting key, a backup file name …), or null for none. */
  entityId: string | number | null;
  /** The client address (`@ClientIp()`); null when not known. */
  ipAddress: string | null;
  /** The structured changes: fieldChanges(before, after) and any context the action adds. */
  changes: AuditChanges;
}

export function toAuditLogEntry(row: AuditLog): AuditLogEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    username: row.username,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    ipAddress: row.ipAddress,
    changes: row.changes,
  };
}

/** audit_log as recordMany fills it (id and created_at from their defaults: the transaction's time). */
const AUDIT_LOG_TARGET: BulkInsertTarget = {
  schema: ADMIN_SCHEMA,
  table: 'audit_log',
  columns: { action: 'text', username: 'text', entity_type: 'text', entity_id: 'text', ip_address: 'text', changes: 'jsonb' },
};

/** LIKE's wildcards escaped, so a username filter matches them literally. */
const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLog) private readonly auditLog: Repository<AuditLog>) {}

  /**
   * Writes one audit row with the caller's transaction (`manager` from dataSource.transaction), so the change and
   * its audit entry commit — or roll back — together.
   */
  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await this.recordMany(manager, [entry]);
  }

  /**
   * Writes many audit rows with the caller's transaction in a few set-based statements (server-kit's bulkInsert:
   * thousands of rows in chunks, each chunk one JSON parameter), in the order given. For writes touching many records
   * at once (a bulk exclusion of up to 10,000 quests), where one INSERT per row would be thousands of round trips.
   * Returns how many rows were written.
   */
  async recordMany(manager: EntityManager, entries: readonly AuditRecord[]): Promise<number> {
    return bulkInsert(
      manager,
      AUDIT_LOG_TARGET,
      entries.map((entry) => ({
        action: entry.action,
        username: entry.username,
        entity_type: entry.entityType,
        entity_id: entry.entityId === null ? null : String(entry.entityId),
        ip_address: entry.ipAddress,
        changes: entry.changes,
      })),
    );
  }

  /** GET /admin/audit: the filtered entries newest first, one page of them. */
  async page(query: AuditFilters): Promise<AuditPage> {
    const builder = this.auditLog.createQueryBuilder('entry');
    if (query.action) builder.andWhere('entry.action = :action', { action: query.action });
    if (query.username) builder.andWhere("entry.username ILIKE :username ESCAPE '\\'", { username: `%${escapeLike(query.username)}%` });
    if (query.entityType) builder.andWhere('entry.entityType = :entityType', { entityType: query.entityType });
    if (query.entityId !== undefined) builder.andWhere('entry.entityId = :entityId', { entityId: query.entityId });
    if (query.from) builder.andWhere('entry.createdAt >= :from', { from: query.from });
    if (query.before) builder.andWhere('entry.createdAt < :before', { before: query.before });
    const [rows, totalCount] = await builder
      .orderBy('entry.createdAt', 'DESC')
      .addOrderBy('entry.id', 'DESC')
      .skip((query.page - 1) * query.pageSize)
      .take(query.pageSize)
      .getManyAndCount();
    return {
      auditLogs: rows.map(toAuditLogEntry),
      totalCount,
      hasNext: query.page * query.pageSize < totalCount,
      hasPrevious: query.page > 1,
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
