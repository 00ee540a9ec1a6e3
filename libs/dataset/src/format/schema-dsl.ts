// A small schema language: one description serves three purposes — the TypeScript record types (inferred),
// the reader's validation (file:line field: message), and the canonical key order the writer emits.

import { LANGUAGE_CODES, isLanguageCode, type Localized } from '@eoa/contracts';

interface Base {
  doc: string;
  nullable: boolean;
}
export interface IntS extends Base { kind: 'int'; min?: number; max?: number; ref?: string }
export interface NumS extends Base { kind: 'num'; min?: number; max?: number }
export interface StrS extends Base { kind: 'str'; ref?: string; nonEmpty?: boolean }
export interface BoolS extends Base { kind: 'bool' }
export interface EnumS<V extends string | number = string | number> extends Base { kind: 'enum'; values: readonly V[] }
export interface LocS extends Base { kind: 'localized' }
export interface ArrS<O extends Schema = Schema> extends Base { kind: 'array'; of: O }
export interface ObjS<F extends Record<string, Schema> = Record<string, Schema>> extends Base { kind: 'object'; fields: F }
export type Schema = IntS | NumS | StrS | BoolS | EnumS | LocS | ArrS | ObjS;

type BaseOf<S> = S extends IntS | NumS
  ? number
  : S extends StrS
    ? string
    : S extends BoolS
      ? boolean
      : S extends EnumS<infer V>
        ? V
        : S extends LocS
          ? Localized
          : S extends ArrS<infer O>
            ? Infer<O>[]
            : S extends ObjS<infer F>
              ? { [K in keyof F]: Infer<F[K]> }
              : never;
export type Infer<S> = S extends { nullable: true } ? BaseOf<S> | null : BaseOf<S>;

type Opts<T> = Omit<T, 'kind' | 'doc' | 'nullable'>;

export const int = (doc: string, o: Opts<IntS> = {}) => ({ kind: 'int', doc, nullable: false, ...o }) as IntS & { nullable: false };
export const num = (doc: string, o: Opts<NumS> = {}) => ({ kind: 'num', doc, nullable: false, ...o }) as NumS & { nullable: false };
export const str = (doc: string, o: Opts<StrS> = {}) => ({ kind: 'str', doc, nullable: false, ...o }) as StrS & { nullable: false };
export const bool = (doc: string) => ({ kind: 'bool', doc, nullable: false }) as BoolS & { nullable: false };
export const oneOf = <const V extends string | number>(values: readonly V[], doc: string) =>
  ({ kind: 'enum', doc, nullable: false, values }) as EnumS<V> & { nullable: false };
export const loc = (doc: string) => ({ kind: 'localized', doc, nullable: false }) as LocS & { nullable: false };
export const arr = <O extends Schema>(of: O, doc: string) => ({ kind: 'array', doc, nullable: false, of }) as ArrS<O> & { nullable: false };
export const obj = <F extends Record<string, Schema>>(fields: F, doc = '') =>
  ({ kind: 'object', doc, nullable: false, fields }) as ObjS<F> & { nullable: false };
/** The same schema, also accepting null (the key must still be present). */
export const orNull = <S extends Schema>(s: S) => ({ ...s, nullable: true }) as Omit<S, 'nullable'> & { nullable: true };

/** Describes one NDJSON file of the dataset. */
export interface FileSpec<F extends Record<string, Schema> = Record<string, Schema>> {
  kind: string;
  file: string;
  /** One sentence for the README. */
  doc: string;
  /** Field(s) forming the unique key; the file is sorted by it. */
  key: readonly string[];
  record: ObjS<F>;
  /** Spec fields not stored because they are derived, with how the API computes them. */
  derived?: readonly (readonly [field: string, how: string])[];
}
export const fileSpec = <F extends Record<string, Schema>>(s: FileSpec<F>) => s;

// ---------- validation ----------

/** Markdown type of a schema; nameOf may name a long enum (e.g. "STAT_NAMES") instead of listing it. */
export function describeType(s: Schema, nameOf?: (values: readonly unknown[]) => string | undefined): string {
  let t: string;
  switch (s.kind) {
    case 'int': t = s.ref ? `int → ${s.ref}` : 'int'; break;
    case 'num': t = 'number'; break;
    case 'str': t = s.ref ? `string → ${s.ref}` : 'string'; break;
    case 'bool': t = 'boolean'; break;
    case 'enum': {
      const name = nameOf?.(s.values);
      t = name && s.values.length > 3 ? `code of ${name}` : s.values.map((v) => JSON.stringify(v)).join(' \\| ');
      break;
    }
    case 'localized': t = 'Localized'; break;
    case 'array': {
      const inner = describeType(s.of, nameOf);
      t = inner.includes(' ') ? `(${inner})[]` : `${inner}[]`;
      break;
    }
    case 'object': t = 'object'; break;
  }
  return s.nullable ? `${t} \\| null` : t;
}

/** A reference found while validating: the reader resolves them once every file is read. */
export interface RefHit { kind: string; value: number | string; path: string }

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function validateValue(v: unknown, s: Schema, path: string, errors: string[], refs: RefHit[] | null): void {
  if (v === null) {
    if (!s.nullable) errors.push(`${path}: must not be null`);
    return;
  }
  if (v === undefined) {
    errors.push(`${path}: missing`);
    return;
  }
  switch (s.kind) {
    case 'int':
      if (typeof v !== 'number' || !Number.isInteger(v)) errors.push(`${path}: expected an integer, got ${JSON.stringify(v)}`);
      else {
        if (s.min !== undefined && v < s.min) errors.push(`${path}: ${v} is below the minimum ${s.min}`);
        if (s.max !== undefined && v > s.max) errors.push(`${path}: ${v} is above the maximum ${s.max}`);
        if (s.ref && refs) refs.push({ kind: s.ref, value: v, path });
      }
      return;
    case 'num':
      if (typeof v !== 'number' || !Number.isFinite(v)) errors.push(`${path}: expected a number, got ${JSON.stringify(v)}`);
      else {
        if (s.min !== undefined && v < s.min) errors.push(`${path}: ${v} is below the minimum ${s.min}`);
        if (s.max !== undefined && v > s.max) errors.push(`${path}: ${v} is above the maximum ${s.max}`);
      }
      return;
    case 'str':
      if (typeof v !== 'string') errors.push(`${path}: expected a string, got ${JSON.stringify(v)}`);
      else {
        if (s.nonEmpty && v.trim() === '') errors.push(`${path}: must not be empty`);
        if (s.ref && refs) refs.push({ kind: s.ref, value: v, path });
      }
      return;
    case 'bool':
      if (typeof v !== 'boolean') errors.push(`${path}: expected a boolean, got ${JSON.stringify(v)}`);
      return;
    case 'enum':
      if (!(s.values as readonly unknown[]).includes(v)) errors.push(`${path}: ${JSON.stringify(v)} is not one of ${s.values.map((x) => JSON.stringify(x)).join(', ')}`);
      return;
    case 'localized':
      if (!isPlainObject(v)) {
        errors.push(`${path}: expected an object { ${LANGUAGE_CODES.join(', ')} }`);
        return;
      }
      for (const lang of LANGUAGE_CODES) {
        const t = v[lang];
        if (typeof t !== 'string' || t.trim() === '') errors.push(`${path}.${lang}: expected a non-empty string`);
      }
      for (const k of Object.keys(v)) if (!isLanguageCode(k)) errors.push(`${path}.${k}: unknown language`);
      return;
    case 'array':
      if (!Array.isArray(v)) {
        errors.push(`${path}: expected an array`);
        return;
      }
      for (let i = 0; i < v.length; i++) validateValue(v[i], s.of, `${path}[${i}]`, errors, refs);
      return;
    case 'object': {
      if (!isPlainObject(v)) {
        errors.push(`${path}: expected an object`);
        return;
      }
      const prefix = path ? `${path}.` : '';
      for (const [k, fs] of Object.entries(s.fields)) validateValue(v[k], fs, prefix + k, errors, refs);
      for (const k of Object.keys(v)) if (!(k in s.fields)) errors.push(`${prefix}${k}: unknown field`);
      return;
    }
  }
}

// ---------- canonical serialisation ----------

/** Rebuilds a value with object keys in schema order, so equal data always gives equal bytes. */
export function canonical(v: unknown, s: Schema): unknown {
  if (v === null || v === undefined) return null;
  switch (s.kind) {
    case 'localized': {
      const o = v as Localized;
      return { en: o.en, de: o.de, fr: o.fr, ru: o.ru };
    }
    case 'array':
      return (v as unknown[]).map((x) => canonical(x, s.of));
    case 'object': {
      const out: Record<string, unknown> = {};
      const o = v as Record<string, unknown>;
      for (const [k, fs] of Object.entries(s.fields)) out[k] = canonical(o[k], fs);
      return out;
    }
    default:
      return v;
  }
}
