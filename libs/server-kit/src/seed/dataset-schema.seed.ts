import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { loadDataset, type DatasetKind, type DatasetRecords, type LoadedDataset } from '@eoa/dataset';
import { loadConfig, type AppConfig } from '../config.js';
import { describeSeedOutcome, seedDatasetSchema, type SchemaSeed, type SeedOutcome } from '../database/dataset-seed.js';
import type { SeedFunction } from '../database/migrate-and-seed.js';

/** One data service's part of the dataset: the kinds it stores (only these are read), its tables, how to fill them. */
export interface DatasetSchemaSeed extends SchemaSeed<DatasetRecords> {
  kinds: readonly DatasetKind[];
}

export interface SeedFromDatasetOptions {
  config: Pick<AppConfig, 'datasetDir'>;
  /** Already loaded (the seed command validates a folder once for every service); else from config. */
  dataset?: LoadedDataset;
  reset?: boolean;
}

/**
 * Seeds a data service's schema unless it already holds a data version (or replaces it with reset): from
 * `options.dataset`, else DATASET_DIR (the service's kinds only), else the sample world generated in memory.
 */
export function seedSchemaFromDataset(dataSource: DataSource, seed: DatasetSchemaSeed, options: SeedFromDatasetOptions): Promise<SeedOutcome> {
  return seedDatasetSchema(dataSource, seed, {
    load: () => options.dataset ?? loadDataset({ dir: options.config.datasetDir, kinds: seed.kinds }),
    reset: options.reset,
  });
}

/**
 * DatabaseModule's seed hook of a data service: an empty schema gets DATASET_DIR, or the sample world
 * generated in memory; a seeded one is left alone. Runs under the schema's advisory lock, after the migrations.
 */
export function datasetSeedHook(seed: DatasetSchemaSeed): SeedFunction {
  return async (dataSource) => {
    const outcome = await seedSchemaFromDataset(dataSource, seed, { config: loadConfig() });
    const logger = new Logger('Dataset');
    if (outcome.status === 'unchanged') logger.log(`Schema ${seed.schema} holds ${outcome.current.dataVersion} from ${outcome.current.source}`);
    else logger.log(describeSeedOutcome(outcome));
  };
}
