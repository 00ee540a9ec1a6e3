import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { FindOptionsWhere, Repository } from 'typeorm';
import type { z } from 'zod';
import type { CorrectionSubmission, PublicCorrection, PublicCorrectionsPage, PublicCorrectionsQuerySchema } from '@eoa/contracts';
import { UserCorrection } from './user-correction.entity.js';

/** A corrections list's query as parsed: paging filled in, blank filters gone. */
export type CorrectionsQuery = z.output<typeof PublicCorrectionsQuerySchema>;

/** The columns a public list may show: never user_email or client_ip. */
const PUBLIC_COLUMNS = {
  id: true,
  entityType: true,
  entityName: true,
  entityId: true,
  fieldName: true,
  currentValue: true,
  suggestedValue: true,
  reason: true,
  userName: true,
  createdAt: true,
  status: true,
  reviewedBy: true,
  reviewedAt: true,
  adminNotes: true,
} as const;

export type PublicRow = Pick<UserCorrection, keyof typeof PUBLIC_COLUMNS>;

export function toPublicCorrection(row: PublicRow): PublicCorrection {
  return {
    id: row.id,
    entityType: row.entityType,
    entityName: row.entityName,
    entityId: row.entityId,
    fieldName: row.fieldName,
    currentValue: row.currentValue,
    suggestedValue: row.suggestedValue,
    reason: row.reason,
    userName: row.userName,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    adminNotes: row.adminNotes,
  };
}

@Injectable()
export class CorrectionsService {
  constructor(@InjectRepository(UserCorrection) private readonly corrections: Repository<UserCorrection>) {}

  /** Stores a submission as pending; returns its id (the report number the dialog shows). */
  async submit(submission: CorrectionSubmission, clientIp: string): Promise<number> {
    const saved = await this.corrections.save(
      this.corrections.create({
        entityType: submission.entityType,
        entityId: submission.entityId ?? null,
        entityName: submission.entityName ?? null,
        fieldName: submission.fieldName,
        currentValue: submission.currentValue ?? null,
        suggestedValue: submission.suggestedValue ?? null,
        reason: submission.reason,
        userName: submission.userName ?? null,
        userEmail: submission.userEmail ?? null,
        status: 'pending',
        clientIp,
      }),
    );
    return saved.id;
  }

  /** Newest first; filters by status and entity type. */
  async publicPage(query: CorrectionsQuery): Promise<PublicCorrectionsPage> {
    const where: FindOptionsWhere<UserCorrection> = {};
    if (query.status) where.status = query.status;
    if (query.entityType) where.entityType = query.entityType;
    const [rows, totalCount] = await this.corrections.findAndCount({
      select: PUBLIC_COLUMNS,
      where,
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (query.page - 1) * query.pageSize,
      take: query.pageSize,
    });
    return { corrections: rows.map(toPublicCorrection), totalCount, page: query.page, pageSize: query.pageSize };
  }
}
