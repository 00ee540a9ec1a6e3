// Where seed data comes from: a dataset folder (read and validated), or the sample world generated in
// memory when no folder is given. The data services seed from here, and so do `npm run seed` and the bench.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DATA_VERSION } from './format/constants.js';
import { DatasetValidationError, MANIFEST_FILE, readDataset } from './format/io.js';
import type { DatasetKind, DatasetRecords } from './format/schema.js';
import type { WorldSize } from './generator/context.js';
import { DEFAULT_SEED, generateDataset } from './generator/index.js';

/** Which data a dataset is; a seeded schema keeps it in `<schema>.dataset_meta`. */
export interface DatasetStamp {
  /** manifest.dataVersion, e.g. "Echoes of Angmar". */
  dataVersion: string;
  /** SHA-256 of the folder's manifest.json; null for a world generated in memory (there is no file). */
  manifestSha256: string | null;
  /** Where the data came from, for people: "folder /srv/data (…)", "the sample world generated in memory (seed …)". */
  source: string;
}

/** A dataset ready to seed: the records (a service's own record type) and what they are. */
export interface LoadedDataset<Records = DatasetRecords> {
  records: Records;
  stamp: DatasetStamp;
}

export interface LoadDatasetOptions {
  /** A dataset folder (absolute, or relative to the working directory); unset → the generated sample world. */
  dir?: string;
  /** With `dir`: read only these kinds (the others come back empty). The generated world has every kind. */
  kinds?: readonly DatasetKind[];
}

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

/** The folder `dir` when given (only `kinds`, if given, are read), else the sample world in memory. */
export async function loadDataset({ dir, kinds }: LoadDatasetOptions = {}): Promise<LoadedDataset> {
  return dir ? readDatasetFolder(dir, kinds) : generateSampleWorld();
}

/** Reads and validates a dataset folder; throws DatasetRefusedError naming file, line and field of bad data. */
export async function readDatasetFolder(dir: string, kinds?: readonly DatasetKind[]): Promise<LoadedDataset> {
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

/** The deterministic sample world, generated in memory (about a second; the small one: a tenth): no files needed. */
export function generateSampleWorld(seed: number = DEFAULT_SEED, size: WorldSize = 'full'): LoadedDataset {
  const { data } = generateDataset(seed, { size });
  return { records: data, stamp: { dataVersion: DATA_VERSION, manifestSha256: null, source: `the sample world generated in memory (seed ${seed})` } };
}
