// What the format needs to read off a record schema of @eoa/contracts besides validation: where its records point
// into other kinds, its key order (the writer's canonical form), and the descriptions and types its README shows.
// Each is derived from the schema once, not per record.
import { z } from 'zod';

/** The schema inside `.nullable()`, and whether there was one. */
export function unwrapNullable(schema: z.ZodType): { inner: z.ZodType; nullable: boolean } {
  return schema instanceof z.ZodNullable ? { inner: schema.unwrap() as z.ZodType, nullable: true } : { inner: schema, nullable: false };
}

/** The field's description (given on the field, or on the schema inside its `.nullable()`), '' when it has none. */
export function descriptionOf(schema: z.ZodType): string {
  return schema.description ?? unwrapNullable(schema).inner.description ?? '';
}

/** The kind whose key the field holds (contracts' referenceField), if it is one. */
export function referenceOf(schema: z.ZodType): string | undefined {
  const ref = schema.meta()?.ref;
  return typeof ref === 'string' ? ref : undefined;
}

/** z.int(): a number schema with an integer format. */
export function isWholeNumber(schema: z.ZodType): boolean {
  return schema instanceof z.ZodNumber && schema.format !== null && schema.format.includes('int');
}

/** A named object type such as contracts' LocalizedTextSchema (its `title`): a value of its own, not a table of fields. */
export function namedTypeOf(schema: z.ZodType): string | undefined {
  return schema instanceof z.ZodObject ? schema.meta()?.title : undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Rebuilds a value with its object keys in schema order (undefined as null), so equal data always gives equal bytes. */
export function canonicalizer(schema: z.ZodType): (value: unknown) => unknown {
  const { inner } = unwrapNullable(schema);
  if (inner instanceof z.ZodObject) {
    const fields = Object.entries(inner.shape as Record<string, z.ZodType>).map(([key, field]) => [key, canonicalizer(field)] as const);
    return (value) => {
      if (value === null || value === undefined) return null;
      const source = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, canonical] of fields) out[key] = canonical(source[key]);
      return out;
    };
  }
  if (inner instanceof z.ZodArray) {
    const element = canonicalizer(inner.element as z.ZodType);
    return (value) => (value === null || value === undefined ? null : (value as unknown[]).map(element));
  }
  return (value) => value ?? null;
}

/** A reference found in a record: the reader resolves them once every file is read. */
export interface RefHit {
  kind: string;
  value: number | string;
  path: string;
}

const EACH = Symbol('each element');
interface ReferencePath {
  kind: string;
  steps: readonly (string | typeof EACH)[];
  /** An integer key (z.int()); otherwise a string key. */
  whole: boolean;
}

function referencePaths(schema: z.ZodType, steps: (string | typeof EACH)[], out: ReferencePath[]): ReferencePath[] {
  const { inner } = unwrapNullable(schema);
  const kind = referenceOf(inner);
  if (kind) out.push({ kind, steps, whole: isWholeNumber(inner) });
  else if (inner instanceof z.ZodObject) {
    for (const [key, field] of Object.entries(inner.shape as Record<string, z.ZodType>)) referencePaths(field, [...steps, key], out);
  } else if (inner instanceof z.ZodArray) referencePaths(inner.element as z.ZodType, [...steps, EACH], out);
  return out;
}

function collect(value: unknown, reference: ReferencePath, step: number, path: string, hits: RefHit[]): void {
  if (step === reference.steps.length) {
    if (reference.whole ? Number.isInteger(value) : typeof value === 'string') hits.push({ kind: reference.kind, value: value as number | string, path });
    return;
  }
  const next = reference.steps[step]!;
  if (next === EACH) {
    if (Array.isArray(value)) for (let i = 0; i < value.length; i++) collect(value[i], reference, step + 1, `${path}[${i}]`, hits);
  } else if (isPlainObject(value)) {
    collect(value[next], reference, step + 1, path ? `${path}.${next}` : next, hits);
  }
}

/**
 * The references of a record (a valid one or not: each value that has its key's type counts, so one bad field does not
 * hide the record's other references), found along the paths of the schema's reference fields.
 */
export function referenceCollector(schema: z.ZodType): (record: unknown, hits: RefHit[]) => void {
  const references = referencePaths(schema, [], []);
  return (record, hits) => {
    for (const reference of references) collect(record, reference, 0, '', hits);
  };
}
