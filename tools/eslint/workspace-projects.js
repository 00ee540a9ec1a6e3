// The workspace's projects as the lint rules see them: folder, package name and Nx tags, read from each
// project's package.json (`nx.tags`), so the tags there are the one source of the boundary rules.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * @typedef {{ name: string, root: string, tags: string[] }} WorkspaceProject
 * `root` is the folder relative to the workspace root, with forward slashes.
 */

/** @returns {WorkspaceProject[]} */
export function readWorkspaceProjects(workspaceRoot) {
  const manifest = JSON.parse(readFileSync(join(workspaceRoot, 'package.json'), 'utf8'));
  const folders = manifest.workspaces.flatMap((pattern) => expandWorkspacePattern(workspaceRoot, pattern));
  return folders.map((root) => {
    const pkg = JSON.parse(readFileSync(join(workspaceRoot, root, 'package.json'), 'utf8'));
    const tags = pkg.nx?.tags;
    if (!Array.isArray(tags) || !tags.some((tag) => tag.startsWith('type:')) || !tags.some((tag) => tag.startsWith('scope:'))) {
      throw new Error(`${root}/package.json: nx.tags needs a type:… and a scope:… tag (see eslint.config.js)`);
    }
    return { name: pkg.name, root, tags };
  });
}

/** `libs/*` → every folder under libs with a package.json; a plain folder → itself. */
function expandWorkspacePattern(workspaceRoot, pattern) {
  if (!pattern.endsWith('/*')) return [pattern];
  const parent = pattern.slice(0, -2);
  return readdirNames(join(workspaceRoot, parent)).map((name) => `${parent}/${name}`);
}

function readdirNames(folder) {
  // Sorted so the project list (and so every message) does not depend on the file system's order.
  return readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
}

/** The project that owns an absolute file path, or undefined (scripts/, tools/, root files). */
export function projectOfFile(projects, workspaceRoot, absolutePath) {
  const path = relative(workspaceRoot, absolutePath).split(sep).join('/');
  return projects.find((project) => path === project.root || path.startsWith(`${project.root}/`));
}

export function tagValue(project, key) {
  return project.tags.find((tag) => tag.startsWith(`${key}:`))?.slice(key.length + 1);
}

export function hasTag(project, tag) {
  return project.tags.includes(tag);
}

/**
 * ESLint visitors calling `check(literal)` with the source of every import, re-export and dynamic import
 * (and, with `jestMocks`, of jest.mock/jest.unstable_mockModule calls) — what both import rules look at.
 */
export function importSourceVisitors(check, { jestMocks = false } = {}) {
  const visitors = {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
  };
  if (jestMocks) {
    visitors.CallExpression = (node) => {
      const callee = node.callee;
      if (callee.type === 'MemberExpression' && callee.object.type === 'Identifier' && callee.object.name === 'jest') check(node.arguments[0]);
    };
  }
  return visitors;
}

/** The string of an import's source node, or undefined for a computed one. */
export function literalSource(node) {
  return node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined;
}
