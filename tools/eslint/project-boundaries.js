// ESLint rule `eoa/project-boundaries`: the import rules of DESIGN.md, read from the projects' Nx tags.
//
// Why a rule of our own: Nx's @nx/enforce-module-boundaries would bring a second Nx (its newest release pins
// @nx/devkit 23 beside our nx 24), and the rules here are few and about whole projects, so a small rule that
// reads the same tags is easier to follow than a general plugin's configuration.
//
// Tags (in each package.json, `nx.tags`):
//   type:app | type:lib           apps import libs; nothing imports an app (so no remote imports another remote
//                                 or the shell, no service imports another service, no lib imports an app)
//   scope:<domain>                the domain a project belongs to (shell, builder, …, server, shared)
//   purity:pure                   imports nothing but other pure projects and the packages in PURE_PACKAGES
//                                 (no Node built-in either: the pure libs run in the browser too)
//   platform:browser              never imports a server lib (scope:server) or a server-only package
// An import from one project into another by relative path is always an error: import the package by name.
import { dirname, resolve } from 'node:path';
import { hasTag, importSourceVisitors, literalSource, projectOfFile, tagValue } from './workspace-projects.js';

/** The only npm packages a pure library may import (zod: contracts' schemas are the one definition of what is valid). */
export const PURE_PACKAGES = ['lz-string', 'zod'];
/** What a pure library's own tests may import besides: the test runner and property-based testing. */
export const PURE_TEST_PACKAGES = ['@jest/globals', 'fast-check'];
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
/** Server-only npm packages a browser project must never import (a prefix ending in / covers a scope). */
export const SERVER_ONLY_PACKAGES = ['@nestjs/', 'typeorm', 'pg', 'ioredis', 'express'];

/** The package name of a bare specifier: `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
function packageNameOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const CONFIG_FILE = /\.config\.[cm]?[jt]s$/;
const isRelative = (specifier) => specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../');
const matchesPackage = (name, entry) => (entry.endsWith('/') ? name.startsWith(entry) : name === entry);

/**
 * Why `from` may not import `specifier` (undefined when it may).
 * @param {{ projects: import('./workspace-projects.js').WorkspaceProject[], workspaceRoot: string }} workspace
 */
export function boundaryViolation(workspace, fromFile, specifier) {
  const from = projectOfFile(workspace.projects, workspace.workspaceRoot, fromFile);
  if (!from) return undefined;

  let to;
  let externalPackage;
  if (isRelative(specifier) || specifier.startsWith('/')) {
    const target = resolve(dirname(fromFile), specifier);
    to = projectOfFile(workspace.projects, workspace.workspaceRoot, target);
    if (to === from) return undefined;
    if (to && hasTag(to, 'type:app')) {
      return `${from.root} reaches into ${to.root} (an app, type:app) by relative path: apps are never imported — share code through a lib`;
    }
    if (to) return `${from.root} reaches into ${to.root} by relative path: import "${to.name}" instead`;
    // A project's build and test settings (jest.config.js, rspack.config.js) share the workspace's tooling.
    if (CONFIG_FILE.test(fromFile)) return undefined;
    return `${from.root} reaches outside its folder by relative path ("${specifier}")`;
  } else {
    const name = packageNameOf(specifier);
    to = workspace.projects.find((project) => project.name === name);
    if (!to) externalPackage = name;
  }

  if (externalPackage) {
    const allowed = TEST_FILE.test(fromFile) ? [...PURE_PACKAGES, ...PURE_TEST_PACKAGES] : PURE_PACKAGES;
    if (hasTag(from, 'purity:pure') && !allowed.includes(externalPackage)) {
      return `${from.name} is pure (purity:pure) and may import only other pure projects and ${PURE_PACKAGES.join(', ')}, not "${externalPackage}"`;
    }
    if (hasTag(from, 'platform:browser') && SERVER_ONLY_PACKAGES.some((entry) => matchesPackage(externalPackage, entry))) {
      return `${from.name} runs in the browser (platform:browser) and may not import the server package "${externalPackage}"`;
    }
    return undefined;
  }

  if (to === from) return undefined;
  if (hasTag(to, 'type:app')) {
    return `${to.name} is an app (type:app): apps are never imported — share code through a lib`;
  }
  if (hasTag(from, 'purity:pure') && !hasTag(to, 'purity:pure')) {
    return `${from.name} is pure (purity:pure) and may not import ${to.name}`;
  }
  if (hasTag(from, 'platform:browser') && tagValue(to, 'scope') === 'server') {
    return `${from.name} runs in the browser (platform:browser) and may not import the server lib ${to.name}`;
  }
  return undefined;
}

/** @param {{ projects: import('./workspace-projects.js').WorkspaceProject[], workspaceRoot: string }} workspace */
export function createProjectBoundariesRule(workspace) {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Imports follow the project boundaries of DESIGN.md (from the Nx tags in package.json)' },
      schema: [],
      messages: { forbidden: '{{reason}}' },
    },
    create(context) {
      const check = (sourceNode) => {
        const specifier = literalSource(sourceNode);
        const reason = specifier === undefined ? undefined : boundaryViolation(workspace, context.filename, specifier);
        if (reason) context.report({ node: sourceNode, messageId: 'forbidden', data: { reason } });
      };
      // jest.mock('…') / jest.unstable_mockModule('…') name modules too.
      return importSourceVisitors(check, { jestMocks: true });
    },
  };
}
