// ESLint rule `eoa/feature-isolation` (STYLE.md, after bulletproof-react): inside a front end, code flows one
// way — shared folders → features → the app's routes. It reads every file under the `src/` of every front-end app
// (the projects tagged type:app and platform:browser: the shell and each remote), and sorts each file into a layer:
//   entry      src/bootstrap.tsx, src/index.ts: start the app, may import anything
//   routes     src/app/ (a page composing features) and src/exposes/ (the route table the shell loads)
//   feature    src/features/<name>/: its own folder and shared folders only, never another feature or the routes
//   shared     every other folder or file of src/ (shared/, components/, lib/, testing/, remotes/ …): shared folders only
// A test renders a feature through the whole tool, as the shell mounts it: test code (a *.test/*.spec file, the
// testing/ folder, test-setup.ts) may import src/exposes/, never src/app/ or another feature.
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { hasTag, importSourceVisitors, literalSource } from './workspace-projects.js';

const ENTRY_FILE = /^(bootstrap|index)\.[jt]sx?$/;
const TEST_FILE = /\.(test|spec)\.[jt]sx?$|^test-setup\.[jt]sx?$/;

/**
 * Where a path sits inside a front end's src/ (`srcRoots`: absolute src folders), or undefined outside them.
 * @returns {{ src: string, layer: 'entry' | 'app' | 'exposes' | 'feature' | 'shared', feature?: string, folder: string, rootFile?: boolean } | undefined}
 */
export function layerOf(srcRoots, path) {
  const src = srcRoots.find((root) => path === root || path.startsWith(`${root}${sep}`));
  if (!src) return undefined;
  const parts = relative(src, path).split(sep);
  const [top = ''] = parts;
  if (parts.length === 1) return { src, layer: ENTRY_FILE.test(top) ? 'entry' : 'shared', folder: top, rootFile: true };
  if (top === 'features' && parts.length >= 3) return { src, layer: 'feature', feature: parts[1], folder: `features/${parts[1]}` };
  if (top === 'app' || top === 'exposes') return { src, layer: top, folder: top };
  return { src, layer: 'shared', folder: top };
}

const isTestCode = (from, file) => TEST_FILE.test(basename(file)) || from.folder === 'testing';

/** Why `fromFile` may not import `specifier` (undefined when it may). */
export function featureIsolationViolation(srcRoots, fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const from = layerOf(srcRoots, fromFile);
  if (!from || from.layer === 'entry' || from.layer === 'app' || from.layer === 'exposes') return undefined;
  const to = layerOf(srcRoots, resolve(dirname(fromFile), specifier));
  // Another project's files are the boundary rule's business (eoa/project-boundaries).
  if (!to || to.src !== from.src) return undefined;
  const who = from.layer === 'feature' ? `the feature "${from.feature}"` : `the shared ${from.rootFile ? 'file' : 'folder'} "${from.folder}"`;
  switch (to.layer) {
    case 'app':
      return `${who} may not import the app folder: the app composes the rest, not the reverse`;
    case 'exposes':
      if (isTestCode(from, fromFile)) return undefined;
      return `${who} may not import the route table (exposes/): the routes compose features, not the reverse`;
    case 'entry':
      return `${who} may not import the entry file ${to.folder}`;
    case 'feature':
      if (from.layer === 'feature') {
        return to.feature === from.feature ? undefined : `${who} may not import the feature "${to.feature}": move what both need to a shared folder`;
      }
      return `${who} may not import the feature "${to.feature}": shared code is used by features, so move what it needs to a shared folder`;
    default:
      return undefined;
  }
}

/** The src/ folders of the front-end apps (the shell and the remotes), absolute. */
export function frontEndSrcRoots({ workspaceRoot, projects }) {
  return projects
    .filter((project) => hasTag(project, 'type:app') && hasTag(project, 'platform:browser'))
    .map((project) => join(workspaceRoot, ...project.root.split('/'), 'src'));
}

/** @param {{ projects: import('./workspace-projects.js').WorkspaceProject[], workspaceRoot: string }} workspace */
export function createFeatureIsolationRule(workspace) {
  const srcRoots = frontEndSrcRoots(workspace);
  return {
    meta: {
      type: 'problem',
      docs: { description: 'In a front end, shared folders → features → routes: no import runs back up or across features (STYLE.md)' },
      schema: [],
      messages: { forbidden: '{{reason}}' },
    },
    create(context) {
      const check = (sourceNode) => {
        const specifier = literalSource(sourceNode);
        const reason = specifier === undefined ? undefined : featureIsolationViolation(srcRoots, context.filename, specifier);
        if (reason) context.report({ node: sourceNode, messageId: 'forbidden', data: { reason } });
      };
      return importSourceVisitors(check);
    },
  };
}
