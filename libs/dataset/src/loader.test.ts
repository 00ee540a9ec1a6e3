// loadDataset: a folder is read (only the kinds asked for) and stamped with its manifest's checksum and
// origin; a bad folder is refused naming file, line and field; no folder → the sample world in memory.

import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_VERSION } from './format/constants.js';
import { writeDataset } from './format/io.js';
import { FILE_SPECS, type DatasetKind, type DatasetRecords } from './format/schema.js';
import { DEFAULT_SEED } from './generator/index.js';
import { DatasetRefusedError, generateSampleWorld, loadDataset } from './loader.js';

const loc = (en: string) => ({ en, de: `${en} (de)`, fr: `${en} (fr)`, ru: `${en} (ru)` });

/** Every kind empty but two translations. */
function tiny(): DatasetRecords {
  const records = Object.fromEntries(FILE_SPECS.map((spec) => [spec.kind, []])) as unknown as DatasetRecords;
  records.translations = [
    { key: 'quality.common', text: loc('Common') },
    { key: 'quality.rare', text: loc('Rare') },
  ];
  return records;
}

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'eoa-loader-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadDataset', () => {
  it('reads a folder and stamps it with the manifest checksum and where it came from', async () => {
    await writeDataset(dir, tiny(), { seed: 7, generator: 'test-gen' });
    const { records, stamp } = await loadDataset({ dir });
    expect(records.translations.map((t) => t.key)).toEqual(['quality.common', 'quality.rare']);
    expect(stamp).toEqual({
      dataVersion: DATA_VERSION,
      manifestSha256: createHash('sha256').update(readFileSync(join(dir, 'manifest.json'))).digest('hex'),
      source: `folder ${dir} (test-gen, seed 7)`,
    });
  });

  it('names no origin when the manifest has no generator', async () => {
    await writeDataset(dir, tiny());
    const { stamp } = await loadDataset({ dir });
    expect(stamp.source).toBe(`folder ${dir}`);
  });

  it('reads only the kinds asked for', async () => {
    await writeDataset(dir, tiny());
    const kinds: DatasetKind[] = ['items'];
    const { records } = await loadDataset({ dir, kinds });
    expect(records.translations).toEqual([]);
  });

  it('refuses a bad folder, naming file, line and field, without a stack trace', async () => {
    await writeDataset(dir, tiny());
    const file = join(dir, 'translations.ndjson');
    const lines = readFileSync(file, 'utf8').split('\n');
    lines[1] = lines[1]!.replace('"quality.rare"', '42');
    writeFileSync(file, lines.join('\n'));
    const refusal = await loadDataset({ dir }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DatasetRefusedError);
    const { issues, message, stack } = refusal as DatasetRefusedError;
    expect(message.startsWith(`the dataset in ${dir} was refused (${issues.length} problems); nothing was written:\n  `)).toBe(true);
    expect(message).toContain('\n  translations.ndjson:2 key: expected a string, got 42');
    expect(stack).toBe(`DatasetRefusedError: ${message}`);
  });

  it('without a folder generates the sample world in memory', async () => {
    const world = await loadDataset();
    expect(world.stamp).toEqual({
      dataVersion: DATA_VERSION,
      manifestSha256: null,
      source: `the sample world generated in memory (seed ${DEFAULT_SEED})`,
    });
    expect(world.records.items.length).toBeGreaterThan(1000);
    expect(generateSampleWorld(DEFAULT_SEED).records.items.length).toBe(world.records.items.length);
  });
});
