// The README's field tables, written from the schema (a test keeps the README equal to this output).

import * as contracts from '@eoa/contracts';
import { z } from 'zod';
import * as constants from './constants.js';
import { FILE_SPECS } from './schema.js';
import { descriptionOf, isWholeNumber, namedTypeOf, referenceOf, unwrapNullable } from './schema-walk.js';

type CodeList = readonly (string | number)[];
const codeListsOf = (module: object): [string, CodeList][] =>
  Object.entries(module).filter(
    (entry): entry is [string, CodeList] => Array.isArray(entry[1]) && entry[1].every((x) => typeof x === 'string' || typeof x === 'number'),
  );

/** A code list by its codes: a z.enum() keeps the codes of the list it was made from, not the list itself. */
const codesOf = (values: readonly unknown[]) => JSON.stringify(values);

/** The enum lists of the format (constants.ts) and of the shared vocabulary (@eoa/contracts), so tables can say "code of STAT_NAMES". */
const NAMED = new Map<string, string>([...codeListsOf(contracts), ...codeListsOf(constants)].map(([k, v]) => [codesOf(v), k]));
const nameOf = (values: readonly unknown[]) => NAMED.get(codesOf(values));

/** The codes of every enum a schema uses. */
function collectLists(schema: z.ZodType, lists: Set<string>): void {
  const { inner } = unwrapNullable(schema);
  if (inner instanceof z.ZodEnum) lists.add(codesOf(inner.options));
  else if (inner instanceof z.ZodArray) collectLists(inner.element as z.ZodType, lists);
  else if (inner instanceof z.ZodObject) for (const field of Object.values(inner.shape as Record<string, z.ZodType>)) collectLists(field, lists);
}

/** Markdown type of a field: "int → items", "code of STAT_NAMES" (a long list named, a short one listed), "Localized", "(int → quests)[]". */
function describeType(schema: z.ZodType): string {
  const { inner, nullable } = unwrapNullable(schema);
  let type: string;
  if (inner instanceof z.ZodNumber) {
    const ref = referenceOf(inner);
    type = isWholeNumber(inner) ? (ref ? `int → ${ref}` : 'int') : 'number';
  } else if (inner instanceof z.ZodString) {
    const ref = referenceOf(inner);
    type = ref ? `string → ${ref}` : 'string';
  } else if (inner instanceof z.ZodBoolean) {
    type = 'boolean';
  } else if (inner instanceof z.ZodEnum) {
    const values = inner.options;
    const name = nameOf(values);
    type = name && values.length > 3 ? `code of ${name}` : values.map((value) => JSON.stringify(value)).join(' \\| ');
  } else if (inner instanceof z.ZodArray) {
    const element = describeType(inner.element as z.ZodType);
    type = element.includes(' ') ? `(${element})[]` : `${element}[]`;
  } else if (inner instanceof z.ZodObject) {
    type = namedTypeOf(inner) ?? 'object';
  } else {
    throw new Error(`no README type for a ${inner.def.type} schema`);
  }
  return nullable ? `${type} \\| null` : type;
}

/** A table of fields (an object schema without a name of its own such as Localized). */
function fieldTable(schema: z.ZodType): z.ZodObject | undefined {
  return schema instanceof z.ZodObject && namedTypeOf(schema) === undefined ? schema : undefined;
}

/**
 * Lists of @eoa/contracts documented although no field holds them: equipment slots and source type names are
 * groups of translations.ndjson, the languages are the keys of every Localized text.
 */
const ALSO_DOCUMENTED: readonly CodeList[] = [contracts.EQUIPMENT_SLOTS, contracts.SOURCE_TYPES, contracts.LANGUAGE_CODES];

function rows(table: z.ZodObject, path: string, out: string[]): void {
  for (const [key, field] of Object.entries(table.shape as Record<string, z.ZodType>)) {
    const p = path ? `${path}.${key}` : key;
    const { inner, nullable } = unwrapNullable(field);
    const object = fieldTable(inner);
    const elements = inner instanceof z.ZodArray ? fieldTable(inner.element as z.ZodType) : undefined;
    if (object) {
      out.push(`| \`${p}\` | ${nullable ? 'object \\| null' : 'object'} | ${descriptionOf(field)} |`);
      rows(object, p, out);
    } else if (elements) {
      out.push(`| \`${p}[]\` | ${nullable ? 'object[] \\| null' : 'object[]'} | ${descriptionOf(field)} |`);
      rows(elements, `${p}[]`, out);
    } else {
      const description = descriptionOf(field) || (inner instanceof z.ZodArray ? descriptionOf(inner.element as z.ZodType) : '');
      out.push(`| \`${p}\` | ${describeType(field)} | ${description} |`);
    }
  }
}

/** The code lists the tables refer to: every list of constants.ts, and the lists of @eoa/contracts the format uses, marked as such. */
export function codeTables(): string {
  const used = new Set<string>(ALSO_DOCUMENTED.map(codesOf));
  for (const spec of FILE_SPECS) collectLists(spec.record, used);
  const lists = [
    ...codeListsOf(constants).map(([name, values]) => ({ name, values, shared: false })),
    ...codeListsOf(contracts).filter(([, values]) => used.has(codesOf(values))).map(([name, values]) => ({ name, values, shared: true })),
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
