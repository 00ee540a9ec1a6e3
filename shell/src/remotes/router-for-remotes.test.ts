import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTER_FOR_REMOTES } from './router-for-remotes';

// The shell gives the remotes only the router exports listed in router-for-remotes.ts. This test reads the code the
// remotes run (each remote's src and the shared libs, tests and test helpers aside) and checks that every export they
// import from react-router-dom is in that list, and nothing else is: a missing one would be undefined in a remote at
// run time, an unused one would weigh on the home page for nothing.

const workspaceRoot = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCE = /\.(ts|tsx)$/;
const NOT_RUN_IN_THE_PAGE = /(\.test\.tsx?|\.d\.ts|test-setup\.ts)$|[\\/](testing|__mocks__)[\\/]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return SOURCE.test(entry.name) && !NOT_RUN_IN_THE_PAGE.test(path) ? [path] : [];
  });
}

/** The folders whose code can run inside the shell's page with the shared router: the remotes and the shared libs. */
function codeUsingTheSharedRouter(): string[] {
  const top = readdirSync(workspaceRoot, { withFileTypes: true });
  const remotes = top.filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-')).map((entry) => join(workspaceRoot, entry.name, 'src'));
  const libs = readdirSync(join(workspaceRoot, 'libs'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(workspaceRoot, 'libs', entry.name, 'src'));
  return [...remotes, ...libs].flatMap((dir) => {
    try {
      return sourceFiles(dir);
    } catch {
      return []; // a lib without src
    }
  });
}

const IMPORT_FROM_ROUTER = /\b(import|export)\s+(type\s+)?([^;]*?)\s+from\s+['"](react-router(?:-dom)?)(\/[^'"]*)?['"]/gs;

interface RouterImport {
  file: string;
  names: string[];
  problem?: string;
}

/** The value exports a file takes from the router, or why they cannot be checked. */
export function routerImports(file: string, code: string): RouterImport[] {
  const found: RouterImport[] = [];
  for (const match of code.matchAll(IMPORT_FROM_ROUTER)) {
    const [, keyword, typeOnly, clause = '', pkg, subpath] = match;
    if (typeOnly) continue;
    if (pkg !== 'react-router-dom' || subpath) {
      found.push({ file, names: [], problem: `imports ${pkg}${subpath ?? ''}, which is not shared: import from react-router-dom` });
      continue;
    }
    const braces = /\{([^}]*)\}/.exec(clause);
    if (!braces || /\*/.test(clause.replace(braces[0], '')) || (keyword === 'import' && clause.replace(braces[0], '').replace(/[\s,]/g, ''))) {
      found.push({ file, names: [], problem: `${keyword}s react-router-dom as a whole (${clause.trim()}): import the names it uses` });
      continue;
    }
    const names = (braces[1] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => (part.split(/\s+as\s+/)[0] ?? part).trim());
    found.push({ file, names });
  }
  return found;
}

describe('the router exports given to the remotes', () => {
  const imports = codeUsingTheSharedRouter().flatMap((file) => routerImports(relative(workspaceRoot, file), readFileSync(file, 'utf8')));

  it('finds the router imports of the remotes (the scan works)', () => {
    expect(imports.length).toBeGreaterThan(10);
    expect(new Set(imports.map((entry) => entry.file.split(/[\\/]/)[0])).size).toBeGreaterThanOrEqual(4);
  });

  it('has every name the remotes and the shared libs import, and only those', () => {
    expect(imports.filter((entry) => entry.problem).map((entry) => `${entry.file}: ${entry.problem}`)).toEqual([]);
    const used = [...new Set(imports.flatMap((entry) => entry.names))].sort();
    expect(Object.keys(ROUTER_FOR_REMOTES).sort()).toEqual(used);
  });

  it('gives the real exports', async () => {
    const router = await import('react-router-dom');
    for (const [name, value] of Object.entries(ROUTER_FOR_REMOTES)) expect(value).toBe(router[name as keyof typeof router]);
  });

  it('reads the import forms the scan must understand', () => {
    const code = [
      "import { Link, useParams as params, type NavigateFunction } from 'react-router-dom';",
      "import type { Location } from 'react-router-dom';",
      "import * as Router from 'react-router-dom';",
      "import { Outlet } from 'react-router';",
      "export { useLocation } from 'react-router-dom';",
      "import {\n  Navigate,\n  Routes,\n} from 'react-router-dom';",
    ].join('\n');
    expect(routerImports('x.tsx', code)).toEqual([
      { file: 'x.tsx', names: ['Link', 'useParams'] },
      { file: 'x.tsx', names: [], problem: expect.stringMatching(/as a whole/) },
      { file: 'x.tsx', names: [], problem: expect.stringMatching(/not shared/) },
      { file: 'x.tsx', names: ['useLocation'] },
      { file: 'x.tsx', names: ['Navigate', 'Routes'] },
    ]);
  });
});
