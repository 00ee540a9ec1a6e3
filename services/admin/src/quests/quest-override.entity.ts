import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ExpansionEra, QuestMarkerOverride } from '@eoa/contracts';
import { ADMIN_SCHEMA } from '../service.info.js';

/**
 * An editor's record of one quest (spec 3 §3 overrideInfo, overrideFields): exclusion, field overrides (null = the
 * seeded value), marker overrides in the 500×375 source space, objective texts, hidden comments, notes; version
 * counts the saves (1 on the first).
 */
@Entity({ name: 'quest_overrides', schema: ADMIN_SCHEMA })
export class QuestOverrideRow {
  @PrimaryColumn({ name: 'quest_id', type: 'integer' })
  questId!: number;

  @Column({ type: 'boolean', default: false })
  excluded!: boolean;

  @Column({ name: 'expansion_era', type: 'varchar', length: 16, nullable: true })
  expansionEra!: ExpansionEra | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  name!: string | null;

  @Column({ type: 'smallint', nullable: true })
  level!: number | null;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'category_id', type: 'integer', nullable: true })
  categoryId!: number | null;

  @Column({ name: 'markers_json', type: 'jsonb', default: () => "'[]'::jsonb" })
  markers!: QuestMarkerOverride[];

  /** One text per objective; null keeps the seeded text. */
  @Column({ name: 'objectives_json', type: 'jsonb', default: () => "'[]'::jsonb" })
  objectiveTexts!: (string | null)[];

  @Column({ name: 'hidden_comments_json', type: 'jsonb', default: () => "'[]'::jsonb" })
  hiddenCommentIndices!: number[];

  @Column({ name: 'admin_notes', type: 'text', nullable: true })
  adminNotes!: string | null;

  @Column({ type: 'integer', default: 1 })
  version!: number;

  @Column({ name: 'last_edited_by', type: 'varchar', length: 100, nullable: true })
  lastEditedBy!: string | null;

  @Column({ name: 'last_edited_at', type: 'timestamptz', default: () => 'now()' })
  lastEditedAt!: Date;
}
