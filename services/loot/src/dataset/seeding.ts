import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { DatasetRecords } from '@eoa/dataset';
import { describeSeedOutcome, loadConfig, seedDatasetSchema, type AppConfig, type LoadedDataset, type SeedOutcome } from '@eoa/server-kit';
import { LOOT_KINDS, LOOT_SEED } from './loot.seed.js';
import { loadDataset } from './dataset-source.js';

export interface SeedLootOptions {
  config: Pick<AppConfig, 'datasetDir'>;
  /** Already loaded (the seed command validates a folder once for every service); else from config. */
  dataset?: LoadedDataset<DatasetRecords>;
  reset?: boolean;
}

/** Seeds the loot schema unless it already holds a data version (or replaces it with reset). */
export function seedLoot(dataSource: DataSource, options: SeedLootOptions): Promise<SeedOutcome> {
  return seedDatasetSchema(dataSource, LOOT_SEED, {
    load: () => options.dataset ?? loadDataset(options.config, LOOT_KINDS),
    reset: options.reset,
  });
}

/**
 * DatabaseModule's seed hook: an empty schema gets DATASET_DIR, or the sample world generated in memory;
 * a seeded one is left alone. Runs under the schema's advisory lock, after the migrations.
 */
export async function seedLootOnBoot(dataSource: DataSource): Promise<void> {
  const outcome = await seedLoot(dataSource, { config: loadConfig() });
  const logger = new Logger('Dataset');
  if (outcome.status === 'unchanged') logger.log(`Schema loot holds ${outcome.current.dataVersion} from ${outcome.current.source}`);
  else logger.log(describeSeedOutcome(outcome));
}
