import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Which dataset the schema holds: data_version, manifest_sha256, source, seeded_at, counts. */
@Entity({ name: 'dataset_meta', schema: 'loot' })
export class DatasetMeta {
  @PrimaryColumn({ type: 'text' })
  key!: string;

  @Column({ type: 'text' })
  value!: string;

  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt!: Date;
}
