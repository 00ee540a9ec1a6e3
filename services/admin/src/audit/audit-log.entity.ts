import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditChanges, AuditEntityType } from '@eoa/contracts';
import { ADMIN_SCHEMA } from '../service.info.js';

/** One administrator write (spec 3 §3 Audit log entry), stored in the same transaction as the change itself. */
@Entity({ name: 'audit_log', schema: ADMIN_SCHEMA })
@Index('IDX_audit_log_created_at', ['createdAt'])
@Index('IDX_audit_log_action_created_at', ['action', 'createdAt'])
@Index('IDX_audit_log_username_created_at', ['username', 'createdAt'])
@Index('IDX_audit_log_entity_created_at', ['entityType', 'entityId', 'createdAt'])
export class AuditLog {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ type: 'varchar', length: 100 })
  username!: string;

  @Column({ type: 'varchar', length: 40 })
  action!: AuditAction;

  @Column({ name: 'entity_type', type: 'varchar', length: 32 })
  entityType!: AuditEntityType;

  @Column({ name: 'entity_id', type: 'varchar', length: 200, nullable: true })
  entityId!: string | null;

  /** The client as the gateway saw it (X-Forwarded-For is trusted only from our proxies). */
  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress!: string | null;

  @Column({ type: 'jsonb', default: () => "'{}'::jsonb" })
  changes!: AuditChanges;
}
