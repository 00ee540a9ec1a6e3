// ESLint rule `eoa/feature-isolation` (STYLE.md, after bulletproof-react): inside a front end, code flows one
// way — shared folders → features → the app's routes. A file under `<project>/src/features/<name>/` may not
// import another feature or the app folder (`<project>/src/app/`); routes compose features, not the reverse.
import { dirname, resolve, sep } from 'node:path';
import { importSourceVisitors, literalSource } from './workspace-projects.js';

/** `…/src/features/<name>/…` → { src, feature } for a path, else undefined. */
function featureOf(path) {
  const parts = path.split(sep);
  const at = parts.lastIndexOf('features');
  if (at < 1 || parts[at - 1] !== 'src' || at + 2 > parts.length) return undefined;
  return { src: parts.slice(0, at).join(sep), feature: parts[at + 1] };
}

export function featureIsolationViolation(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const from = featureOf(fromFile);
  if (!from) return undefined;
  const target = resolve(dirname(fromFile), specifier);
  if (target === `${from.src}${sep}app` || target.startsWith(`${from.src}${sep}app${sep}`)) {
    return `the feature "${from.feature}" may not import the app folder: the app composes features, not the reverse`;
  }
  const to = featureOf(target);
  if (to && to.src === from.src && to.feature !== from.feature) {
    return `the feature "${from.feature}" may not import the feature "${to.feature}": move what both need to a shared folder`;
  }
  return undefined;
}

export function createFeatureIsolationRule() {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Features do not import each other or the app folder (STYLE.md)' },
      schema: [],
      messages: { forbidden: '{{reason}}' },
    },
    create(context) {
      const check = (sourceNode) => {
        const specifier = literalSource(sourceNode);
        const reason = specifier === undefined ? undefined : featureIsolationViolation(context.filename, specifier);
        if (reason) context.report({ node: sourceNode, messageId: 'forbidden', data: { reason } });
      };
      return importSourceVisitors(check);
    },
  };
}
