// The README's field tables, written from the schema (a test keeps the README equal to this output).

import * as constants from './constants.js';
import { FILE_SPECS } from './schema.js';
import { describeType, type Schema } from './schema-dsl.js';

/** The enum lists of constants.ts, by identity, so tables can say "code of STAT_NAMES". */
const NAMED = new Map<readonly unknown[], string>(
  Object.entries(constants)
    .filter(([, v]) => Array.isArray(v) && v.every((x) => typeof x === 'string' || typeof x === 'number'))
    .map(([k, v]) => [v as readonly unknown[], k]),
);
const nameOf = (values: readonly unknown[]) => NAMED.get(values);

function rows(s: Schema, path: string, out: string[]): void {
  if (s.kind === 'object') {
    for (const [k, f] of Object.entries(s.fields)) {
      const p = path ? `${path}.${k}` : k;
      if (f.kind === 'object') {
        out.push(`| \`${p}\` | ${f.nullable ? 'object \\| null' : 'object'} | ${f.doc} |`);
        rows(f, p, out);
      } else if (f.kind === 'array' && f.of.kind === 'object') {
        out.push(`| \`${p}[]\` | ${f.nullable ? 'object[] \\| null' : 'object[]'} | ${f.doc} |`);
        rows(f.of, `${p}[]`, out);
      } else {
        out.push(`| \`${p}\` | ${describeType(f, nameOf)} | ${f.doc || (f.kind === 'array' ? f.of.doc : '')} |`);
      }
    }
  }
}

/** The code lists the tables refer to. */
export function codeTables(): string {
  const out: string[] = ['| list | codes |', '| --- | --- |'];
  for (const [values, name] of NAMED) {
    if (values.length <= 3 || name === 'ZONE_MAP_IDS') continue;
    out.push(`| \`${name}\` | ${values.map((v) => `\`${String(v)}\``).join(', ')} |`);
  }
  return out.join('\n') + '\n';
}

export function formatTables(): string {
  const out: string[] = [];
  for (const spec of FILE_SPECS) {
    out.push(`### \`${spec.file}\` (${spec.kind})`, '', `${spec.doc} Key: ${spec.key.map((k) => `\`${k}\``).join(' + ')}.`, '');
    out.push('| field | type | meaning |', '| --- | --- | --- |');
    rows(spec.record, '', out);
    if (spec.derived?.length) {
      out.push('', 'Spec fields not stored, and how to get them:', '', '| spec field | from |', '| --- | --- |');
      for (const [field, how] of spec.derived) out.push(`| ${field} | ${how} |`);
    }
    out.push('');
  }
  return out.join('\n');
}

/** The generated part of README.md (between the format markers). */
export function readmeSection(): string {
  return `## Files\n\n${formatTables().trim()}\n\n## Code lists\n\n${codeTables().trim()}`;
}
export const README_START = '<!-- format:start -->';
export const README_END = '<!-- format:end -->';
