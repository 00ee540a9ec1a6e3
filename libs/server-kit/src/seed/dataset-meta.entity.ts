import { EntitySchema } from 'typeorm';
import { assertSchemaName } from '../database/schema-name.js';

/** A row of `<schema>.dataset_meta`: data_version, manifest_sha256, source, seeded_at, counts. */
export interface DatasetMeta {
  key: string;
  value: string;
  updatedAt: Date;
}

const entities = new Map<string, EntitySchema<DatasetMeta>>();

/**
 * The `dataset_meta` table of one data service's schema (made by its init migration), as an entity; one
 * instance per schema, so registering it twice registers the same entity.
 */
export function datasetMetaEntity(schema: string): EntitySchema<DatasetMeta> {
  assertSchemaName(schema);
  let entity = entities.get(schema);
  if (!entity) {
    entity = new EntitySchema<DatasetMeta>({
      name: 'DatasetMeta',
      tableName: 'dataset_meta',
      schema,
      columns: {
        key: { type: 'text', primary: true },
        value: { type: 'text' },
        updatedAt: { name: 'updated_at', type: 'timestamptz', default: () => 'now()' },
      },
    });
    entities.set(schema, entity);
  }
  return entity;
}
