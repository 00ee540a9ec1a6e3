import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ADMIN_SCHEMA } from '../service.info.js';

/** One application setting (spec: App setting), e.g. app_version shown in the homepage beta badge. */
@Entity({ name: 'app_settings', schema: ADMIN_SCHEMA })
export class AppSetting {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'setting_key', type: 'varchar', length: 100, unique: true })
  settingKey!: string;

  @Column({ name: 'setting_value', type: 'text' })
  settingValue!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;

  @Column({ name: 'updated_by', type: 'varchar', length: 100, nullable: true })
  updatedBy!: string | null;
}
