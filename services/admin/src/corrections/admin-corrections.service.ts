import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, EntityManager, FindOptionsWhere, Repository } from 'typeorm';
import {
  CORRECTION_REVIEW_ACTIONS,
  type AdminCorrection,
  type AdminCorrectionsPage,
  type AuditAction,
  type CorrectionEditParsed,
  type CorrectionReviewAction,
} from '@eoa/contracts';
import { canReviewCorrection } from '@eoa/game-rules';
import { ProblemException } from '@eoa/server-kit';
import { fieldChanges } from '../audit/audit-changes.js';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { toPublicCorrection, type CorrectionsQuery } from './corrections.service.js';
import { UserCorrection } from './user-correction.entity.js';

/** The audit action of each review move. */
const REVIEW_AUDIT_ACTIONS: Record<CorrectionReviewAction, AuditAction> = {
  approve: 'correction_approve',
  reject: 'correction_reject',
  'in-progress': 'correction_in_progress',
  fixed: 'correction_fixed',
};

/** The fields a review or an edit may change, as the audit entry compares them. */
const EDITABLE_FIELDS = [
  'entityType',
  'entityId',
  'entityName',
  'fieldName',
  'currentValue',
  'suggestedValue',
  'reason',
  'userName',
  'userEmail',
  'status',
  'reviewedBy',
  'reviewedAt',
  'adminNotes',
] as const satisfies readonly (keyof AdminCorrection)[];

export function toAdminCorrection(row: UserCorrection): AdminCorrection {
  return { ...toPublicCorrection(row), userEmail: row.userEmail };
}

const notFound = (id: number) => new ProblemException(HttpStatus.NOT_FOUND, 'admin.correctionNotFound', { id });

/**
 * The administrators' side of corrections (spec 3 §7): the list with the pending count, review moves enforced by
 * the §4 transitions, the edit form, delete. Every write locks its row, changes it and records the audit entry
 * in one transaction, so two reviewers cannot both move the same correction.
 */
@Injectable()
export class AdminCorrectionsService {
  constructor(
    @InjectRepository(UserCorrection) private readonly corrections: Repository<UserCorrection>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  /** Newest first; pendingCount counts every pending correction whatever the filters, totalCount the filtered ones. */
  async page(query: CorrectionsQuery): Promise<AdminCorrectionsPage> {
    const where: FindOptionsWhere<UserCorrection> = {};
    if (query.status) where.status = query.status;
    if (query.entityType) where.entityType = query.entityType;
    const [[rows, totalCount], pendingCount] = await Promise.all([
      this.corrections.findAndCount({
        where,
        order: { createdAt: 'DESC', id: 'DESC' },
        skip: (query.page - 1) * query.pageSize,
        take: query.pageSize,
      }),
      this.corrections.count({ where: { status: 'pending' } }),
    ]);
    return { corrections: rows.map(toAdminCorrection), pendingCount, totalCount, page: query.page, pageSize: query.pageSize };
  }

  async one(id: number): Promise<AdminCorrection> {
    const row = await this.corrections.findOne({ where: { id } });
    if (!row) throw notFound(id);
    return toAdminCorrection(row);
  }

  /**
   * A review move: allowed only along the §4 transitions (409 naming both statuses otherwise). Sets reviewedBy,
   * reviewedAt and — when given — the notes (absent keeps them).
   */
  async review(id: number, action: CorrectionReviewAction, adminNotes: string | null | undefined, actor: AuditActor): Promise<AdminCorrection> {
    const target = CORRECTION_REVIEW_ACTIONS[action];
    return this.dataSource.transaction(async (manager) => {
      const row = await this.locked(manager, id);
      if (!canReviewCorrection(row.status, target)) {
        throw new ProblemException(HttpStatus.CONFLICT, 'admin.correctionMove', { from: row.status, to: target });
      }
      const before = toAdminCorrection(row);
      row.status = target;
      row.reviewedBy = actor.username;
      row.reviewedAt = new Date();
      if (adminNotes !== undefined) row.adminNotes = adminNotes;
      return this.save(manager, row, before, REVIEW_AUDIT_ACTIONS[action], actor);
    });
  }

  /** The edit form: the fields sent replace the stored ones (any status); nothing changed → nothing written. */
  async edit(id: number, edit: CorrectionEditParsed, actor: AuditActor): Promise<AdminCorrection> {
    return this.dataSource.transaction(async (manager) => {
      const row = await this.locked(manager, id);
      const before = toAdminCorrection(row);
      for (const field of EDITABLE_FIELDS) {
        const value = edit[field];
        if (value === undefined) continue;
        if (field === 'reviewedAt') row.reviewedAt = edit.reviewedAt ? edit.reviewedAt.date : null;
        else Object.assign(row, { [field]: value });
      }
      if (Object.keys(fieldChanges(before, toAdminCorrection(row), EDITABLE_FIELDS)).length === 0) return before;
      return this.save(manager, row, before, 'correction_update', actor);
    });
  }

  /**
   * Deletes a correction; the audit entry keeps the row as the public list shows it (`changes.deleted`), so it can be
   * read back — but not the submitter's e-mail address or client address: personal data goes with the correction.
   */
  async remove(id: number, actor: AuditActor): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.locked(manager, id);
      const deleted = toPublicCorrection(row);
      await manager.getRepository(UserCorrection).delete({ id });
      await this.audit.record(manager, {
        action: 'correction_delete',
        username: actor.username,
        entityType: 'UserCorrection',
        entityId: id,
        ipAddress: actor.ipAddress,
        changes: { deleted },
      });
    });
  }

  private async locked(manager: EntityManager, id: number): Promise<UserCorrection> {
    const row = await manager.getRepository(UserCorrection).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw notFound(id);
    return row;
  }

  private async save(manager: EntityManager, row: UserCorrection, before: AdminCorrection, action: AuditAction, actor: AuditActor): Promise<AdminCorrection> {
    await manager.getRepository(UserCorrection).save(row);
    const after = toAdminCorrection(row);
    await this.audit.record(manager, {
      action,
      username: actor.username,
      entityType: 'UserCorrection',
      entityId: row.id,
      ipAddress: actor.ipAddress,
      changes: fieldChanges(before, after, EDITABLE_FIELDS),
    });
    return after;
  }
}
