// Prints the generated part of README.md (field tables and code lists); with --write, puts it into
// libs/dataset/README.md between the format markers.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { README_END, README_START, readmeSection } from '../format/docs.js';

const section = readmeSection();
if (process.argv.includes('--write')) {
  const path = join(import.meta.dirname, '..', '..', 'README.md');
  const readme = readFileSync(path, 'utf8');
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start < 0 || end < start) throw new Error(`${path} has no ${README_START} … ${README_END} markers`);
  writeFileSync(path, `${readme.slice(0, start + README_START.length)}\n${section}\n${readme.slice(end)}`);
  console.log(`updated ${path}`);
} else process.stdout.write(`${section}\n`);
