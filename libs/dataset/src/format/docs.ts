// The README's field tables, written from the schema (a test keeps the README equal to this output).

import * as contracts from '@eoa/contracts';
import * as constants from './constants.js';
import { FILE_SPECS } from './schema.js';
import { describeType, type Schema } from './schema-dsl.js';

type CodeList = readonly (string | number)[];
const codeListsOf = (module: object): [string, CodeList][] =>
  Object.entries(module).filter(
    (entry): entry is [string, CodeList] => Array.isArray(entry[1]) && entry[1].every((x) => typeof x === 'string' || typeof x === 'number'),
  );

/** The enum lists of the format (constants.ts) and of the shared vocabulary (@eoa/contracts), by identity, so tables can say "code of STAT_NAMES". */
const NAMED = new Map<readonly unknown[], string>([...codeListsOf(contracts), ...codeListsOf(constants)].map(([k, v]) => [v, k]));
const nameOf = (values: readonly unknown[]) => NAMED.get(values);

/** The enum lists a schema uses. */
function collectLists(s: Schema, lists: Set<readonly unknown[]>): void {
  if (s.kind === 'enum') lists.add(s.values);
  else if (s.kind === 'array') collectLists(s.of, lists);
  else if (s.kind === 'object') for (const field of Object.values(s.fields)) collectLists(field, lists);
}

/**
 * Lists of @eoa/contracts documented although no field holds them: equipment slots and source type names are
 * groups of translations.ndjson, the languages are the keys of every Localized text.
 */
const ALSO_DOCUMENTED: readonly CodeList[] = [contracts.EQUIPMENT_SLOTS, contracts.SOURCE_TYPES, contracts.LANGUAGE_CODES];

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

/** The code lists the tables refer to: every list of constants.ts, and the lists of @eoa/contracts the format uses, marked as such. */
export function codeTables(): string {
  const used = new Set<readonly unknown[]>(ALSO_DOCUMENTED);
  for (const spec of FILE_SPECS) collectLists(spec.record, used);
  const lists = [
    ...codeListsOf(constants).map(([name, values]) => ({ name, values, shared: false })),
    ...codeListsOf(contracts).filter(([, values]) => used.has(values)).map(([name, values]) => ({ name, values, shared: true })),
  ].sort((a, b) => (a.name < b.name ? -1 : 1));
  const out: string[] = ['| list | codes |', '| --- | --- |'];
  for (const { name, values, shared } of lists) {
    if (values.length <= 3 || name === 'ZONE_MAP_IDS') continue;
    const label = shared ? `\`${name}\` (\`@eoa/contracts\`)` : `\`${name}\``;
    out.push(`| ${label} | ${values.map((v) => `\`${String(v)}\``).join(', ')} |`);
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
