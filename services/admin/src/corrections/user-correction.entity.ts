import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CorrectionEntityType, CorrectionStatus } from '@eoa/contracts';
import { ADMIN_SCHEMA } from '../service.info.js';

/**
 * A bug report or data correction sent by a visitor (spec: User correction). userEmail and clientIp
 * are for administrators only and never leave through a public endpoint.
 */
@Entity({ name: 'user_corrections', schema: ADMIN_SCHEMA })
@Index('IDX_user_corrections_status_created_at', ['status', 'createdAt'])
export class UserCorrection {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'entity_type', type: 'varchar', length: 16 })
  entityType!: CorrectionEntityType;

  @Column({ name: 'entity_id', type: 'varchar', length: 64, nullable: true })
  entityId!: string | null;

  @Column({ name: 'entity_name', type: 'varchar', length: 200, nullable: true })
  entityName!: string | null;

  @Column({ name: 'field_name', type: 'varchar', length: 64 })
  fieldName!: string;

  @Column({ name: 'current_value', type: 'text', nullable: true })
  currentValue!: string | null;

  @Column({ name: 'suggested_value', type: 'text', nullable: true })
  suggestedValue!: string | null;

  @Column({ type: 'text' })
  reason!: string;

  @Column({ name: 'user_name', type: 'varchar', length: 100, nullable: true })
  userName!: string | null;

  @Column({ name: 'user_email', type: 'varchar', length: 254, nullable: true })
  userEmail!: string | null;

  @Column({ type: 'varchar', length: 16, default: 'pending' })
  status!: CorrectionStatus;

  @Column({ name: 'reviewed_by', type: 'varchar', length: 100, nullable: true })
  reviewedBy!: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt!: Date | null;

  @Column({ name: 'admin_notes', type: 'text', nullable: true })
  adminNotes!: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'client_ip', type: 'varchar', length: 64, nullable: true })
  clientIp!: string | null;
}
