// Where a service's seed data comes from. The same file is in every data service (a service never imports
// another one, and @eoa/dataset has the reader and the generator but not this choice between them).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  DATA_VERSION,
  DatasetValidationError,
  DEFAULT_SEED,
  generateDataset,
  MANIFEST_FILE,
  readDataset,
  type DatasetKind,
  type DatasetRecords,
} from '@eoa/dataset';
import type { AppConfig, LoadedDataset } from '@eoa/server-kit';

/** A dataset folder that failed validation; the message lists "file:line field: message" problems. */
export class DatasetRefusedError extends Error {
  override name = 'DatasetRefusedError';

  constructor(
    readonly dir: string,
    readonly issues: string[],
  ) {
    const shown = issues.slice(0, 20);
    const more = issues.length > shown.length ? `\n  … and ${issues.length - shown.length} more` : '';
    super(
      `the dataset in ${dir} was refused (${issues.length} problem${issues.length === 1 ? '' : 's'}); nothing was written:\n  ${shown.join('\n  ')}${more}`,
    );
    // A person fixes the data from this message; a stack trace would only bury it.
    this.stack = `${this.name}: ${this.message}`;
  }
}

/** DATASET_DIR when set (only the kinds this service stores are read), else the sample world in memory. */
export async function loadDataset(config: Pick<AppConfig, 'datasetDir'>, kinds: readonly DatasetKind[]): Promise<LoadedDataset<DatasetRecords>> {
  return config.datasetDir ? readDatasetFolder(config.datasetDir, kinds) : generateSampleWorld();
}

/** Reads and validates a dataset folder; throws DatasetRefusedError naming file, line and field of bad data. */
export async function readDatasetFolder(dir: string, kinds?: readonly DatasetKind[]): Promise<LoadedDataset<DatasetRecords>> {
  let dataset;
  try {
    dataset = await readDataset(dir, { kinds });
  } catch (error) {
    if (error instanceof DatasetValidationError) throw new DatasetRefusedError(dir, error.issues);
    throw error;
  }
  const { manifest, ...records } = dataset;
  const manifestSha256 = createHash('sha256').update(await readFile(join(dir, MANIFEST_FILE))).digest('hex');
  const origin = manifest.generator ? ` (${manifest.generator}${manifest.seed === null ? '' : `, seed ${manifest.seed}`})` : '';
  return { records, stamp: { dataVersion: manifest.dataVersion, manifestSha256, source: `folder ${dir}${origin}` } };
}

/** The deterministic sample world, generated in memory (about a second): no files needed. */
export function generateSampleWorld(seed: number = DEFAULT_SEED): LoadedDataset<DatasetRecords> {
  const { data } = generateDataset(seed);
  return { records: data, stamp: { dataVersion: DATA_VERSION, manifestSha256: null, source: `the sample world generated in memory (seed ${seed})` } };
}
