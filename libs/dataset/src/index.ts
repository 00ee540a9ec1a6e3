export * from './format/constants.js';
export * from './format/coordinates.js';
export * from './format/helpers.js';
export * from './format/schema.js';
export { readDataset, writeDataset, serializeKind, DatasetValidationError, MANIFEST_FILE, type ReadOptions, type WriteOptions } from './format/io.js';
export { generateDataset, DEFAULT_SEED, type GenerateOptions, type GenerateResult } from './generator/index.js';
export { WORLD_SIZES, type WorldSize } from './generator/context.js';
export { GENERATOR_NAME } from './version.js';
export {
  loadDataset,
  readDatasetFolder,
  generateSampleWorld,
  DatasetRefusedError,
  type DatasetStamp,
  type LoadDatasetOptions,
  type LoadedDataset,
} from './loader.js';
