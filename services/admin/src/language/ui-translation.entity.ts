import { Column, Entity, PrimaryColumn } from 'typeorm';
import { ADMIN_SCHEMA } from '../service.info.js';

/** An administrator's replacement for one bundled UI text ("namespace:dotted.key") of one language. */
@Entity({ name: 'ui_translations', schema: ADMIN_SCHEMA })
export class UiTranslation {
  @PrimaryColumn({ type: 'varchar', length: 8 })
  language!: string;

  @PrimaryColumn({ name: 'translation_key', type: 'varchar', length: 300 })
  translationKey!: string;

  @Column({ type: 'text' })
  value!: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ name: 'updated_by', type: 'varchar', length: 100, nullable: true })
  updatedBy!: string | null;
}
