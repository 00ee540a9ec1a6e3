#!/usr/bin/env node
// npm run dataset:generate -- --out DIR [--seed N] [--size full|small]
// Writes the sample world (the small one: the fixture world of the service tests) into DIR (manifest.json + one NDJSON file per kind) and prints counts and timings.

import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FILE_SPECS } from '../format/schema.js';
import { writeDataset } from '../format/io.js';
import { WORLD_SIZES, type WorldSize } from '../generator/context.js';
import { DEFAULT_SEED, generateDataset } from '../generator/index.js';
import { GENERATOR_NAME } from '../version.js';

function main(): void {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, seed: { type: 'string' }, size: { type: 'string', default: 'full' }, help: { type: 'boolean', short: 'h' } },
    allowPositionals: false,
  });
  if (values.help || !values.out) {
    console.log('Usage: npm run dataset:generate -- --out DIR [--seed N] [--size full|small]');
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const seed = values.seed === undefined ? DEFAULT_SEED : Number(values.seed);
  if (!Number.isSafeInteger(seed)) {
    console.error(`--seed must be an integer, got "${values.seed}"`);
    process.exitCode = 2;
    return;
  }
  const size = values.size as WorldSize;
  if (!WORLD_SIZES.includes(size)) {
    console.error(`--size must be one of ${WORLD_SIZES.join(', ')}, got "${values.size}"`);
    process.exitCode = 2;
    return;
  }
  const out = resolve(values.out);
  const t0 = performance.now();
  const { data, timings } = generateDataset(seed, { size });
  const t1 = performance.now();
  writeDataset(out, data, { seed, generator: GENERATOR_NAME }).then(
    (manifest) => {
      const t2 = performance.now();
      console.log(`EoA sample world (${size}), seed ${seed} → ${out}`);
      for (const spec of FILE_SPECS) {
        const f = manifest.files[spec.kind as keyof typeof manifest.files];
        console.log(`  ${spec.file.padEnd(30)} ${String(f.count).padStart(7)} records ${(f.bytes / 1024 / 1024).toFixed(2).padStart(7)} MB`);
      }
      console.log('timings:');
      for (const [step, ms] of timings) console.log(`  ${step.padEnd(32)} ${String(ms).padStart(6)} ms`);
      console.log(`  ${'generate (total)'.padEnd(32)} ${String(Math.round(t1 - t0)).padStart(6)} ms`);
      console.log(`  ${'write files'.padEnd(32)} ${String(Math.round(t2 - t1)).padStart(6)} ms`);
    },
    (e: unknown) => {
      console.error(e);
      process.exitCode = 1;
    },
  );
}

main();
