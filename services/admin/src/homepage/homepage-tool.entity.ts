import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ADMIN_SCHEMA } from '../service.info.js';

/** A tool card of the homepage and whether it carries the In Development badge (spec: Homepage tool). */
@Entity({ name: 'homepage_tools', schema: ADMIN_SCHEMA })
export class HomepageTool {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'tool_id', type: 'varchar', length: 64, unique: true })
  toolId!: string;

  @Column({ name: 'tool_name', type: 'varchar', length: 100 })
  toolName!: string;

  @Column({ name: 'is_in_development', type: 'boolean', default: false })
  isInDevelopment!: boolean;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ name: 'updated_by', type: 'varchar', length: 100, nullable: true })
  updatedBy!: string | null;
}
