// The contracts values the first page imports (languages, tools, remotes) live in modules that build no schema, so
// zod stays out of the home page (`npm run bench` weighs its JavaScript against 150 KB; zod alone is about 20 KB of
// it). A schema or a value import added to one of them fails here, before the bench.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const contractsSources = fileURLToPath(new URL('../../../libs/contracts/src/', import.meta.url));

const FIRST_PAGE_MODULES = ['language-codes.ts', 'homepage-values.ts', 'services.ts'];

/** The modules a source imports at run time (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(join(contractsSources, file), 'utf8');
  return [...source.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map((match) => match[1]!);
}

describe("the first page's contracts", () => {
  it.each(FIRST_PAGE_MODULES)('%s imports nothing at run time but its peers', (file) => {
    const peers = FIRST_PAGE_MODULES.map((name) => `./${name.replace(/\.ts$/, '.js')}`);
    expect(runtimeImports(file).filter((target) => !peers.includes(target))).toEqual([]);
  });

  it('reads imports as they are written', () => {
    expect(runtimeImports('homepage.ts')).toEqual(['zod', './homepage-values.js', './iso-date.js']);
  });
});
