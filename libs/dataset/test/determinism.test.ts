// Same seed → byte-identical files; another seed → another world with the same shape. (How long generating takes is
// npm run bench's figure, 'sample world, generated in memory', not a test's.)

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateDataset, writeDataset } from '../src/index.js';

const dirs: string[] = [];
async function generateInto(seed: number): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'eoa-det-'));
  dirs.push(dir);
  const { data } = generateDataset(seed);
  await writeDataset(dir, data, { seed, generator: 'test' });
  return dir;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('determinism', () => {
  let a: string;
  let b: string;
  let c: string;
  beforeAll(async () => {
    a = await generateInto(777);
    b = await generateInto(777);
    c = await generateInto(778);
  });

  it('two runs with the same seed write the same bytes', () => {
    const files = readdirSync(a).sort();
    expect(files).toEqual(readdirSync(b).sort());
    expect(files).toContain('manifest.json');
    for (const f of files) {
      const same = readFileSync(join(a, f)).equals(readFileSync(join(b, f)));
      expect([f, same]).toEqual([f, true]);
    }
  });

  it('another seed gives another world with the same counts', () => {
    expect(readFileSync(join(a, 'items.ndjson')).equals(readFileSync(join(c, 'items.ndjson')))).toBe(false);
    const ma = JSON.parse(readFileSync(join(a, 'manifest.json'), 'utf8'));
    const mc = JSON.parse(readFileSync(join(c, 'manifest.json'), 'utf8'));
    expect(mc.seed).toBe(778);
    for (const kind of ['items', 'quests', 'classes', 'races', 'maps', 'professions', 'translations']) expect([kind, mc.files[kind].count]).toEqual([kind, ma.files[kind].count]);
  });

  it('the manifest carries no timestamp', () => {
    const text = readFileSync(join(a, 'manifest.json'), 'utf8');
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
  });
});
