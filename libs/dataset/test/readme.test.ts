// README.md documents the format field by field: its generated part must equal what the schema says now.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { README_END, README_START, readmeSection } from '../src/format/docs.js';
import { FILE_SPECS } from '../src/index.js';

it('README.md carries the current field tables and code lists', () => {
  const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  expect(start).toBeGreaterThan(0);
  expect(end).toBeGreaterThan(start);
  // After a schema change: npm run build -w @eoa/dataset && node libs/dataset/dist/cli/print-format.js --write
  expect(readme.slice(start + README_START.length, end).trim()).toBe(readmeSection());
  for (const spec of FILE_SPECS) expect(readme).toContain(`\`${spec.file}\``);
});
