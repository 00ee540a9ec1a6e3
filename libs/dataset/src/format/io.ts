// Writing and reading a dataset folder: manifest.json plus one NDJSON file per kind.

import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LANGUAGE_CODES, datasetErrorMap, datasetIssueLines } from '@eoa/contracts';
import { z } from 'zod';
import { DATA_VERSION, FORMAT_NAME, FORMAT_VERSION } from './constants.js';
import { FILE_SPECS, type Dataset, type DatasetKind, type DatasetRecords, type FileSpec, type Manifest, type ManifestFileEntry } from './schema.js';
import { canonicalizer, referenceCollector, type RefHit } from './schema-walk.js';

export const MANIFEST_FILE = 'manifest.json';

type AnyRecord = Record<string, unknown>;

/** A kind's schema made ready once, not per record: compiled by zod, its references and key order found. */
interface PreparedSpec {
  record: z.ZodObject;
  collectReferences: (record: unknown, hits: RefHit[]) => void;
  canonical: (record: unknown) => unknown;
}
const preparedSpecs = new Map<FileSpec, PreparedSpec>();

function prepared(spec: FileSpec): PreparedSpec {
  let ready = preparedSpecs.get(spec);
  if (!ready) {
    ready = { record: z.compile(spec.record), collectReferences: referenceCollector(spec.record), canonical: canonicalizer(spec.record) };
    preparedSpecs.set(spec, ready);
  }
  return ready;
}

function keyOf(rec: AnyRecord, key: readonly string[]): string {
  return key.length === 1 ? String(rec[key[0]!]) : key.map((k) => String(rec[k])).join('\u0000');
}

function compareKeys(a: AnyRecord, b: AnyRecord, key: readonly string[]): number {
  for (const k of key) {
    const x = a[k] as number | string;
    const y = b[k] as number | string;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}

/** Serialises one kind: records sorted by key, keys in schema order, one JSON object per line. */
export function serializeKind(spec: FileSpec, records: readonly unknown[]): string {
  const sorted = [...(records as AnyRecord[])].sort((a, b) => compareKeys(a, b, spec.key));
  const { canonical } = prepared(spec);
  const lines = new Array<string>(sorted.length);
  for (let i = 0; i < sorted.length; i++) lines[i] = JSON.stringify(canonical(sorted[i]));
  return lines.length ? lines.join('\n') + '\n' : '';
}

export interface WriteOptions {
  /** Recorded in the manifest (null for a real export). */
  seed?: number | null;
  generator?: string | null;
}

/** Writes every kind and the manifest (counts, sizes, SHA-256 of each file) into dir. */
export async function writeDataset(dir: string, data: DatasetRecords, options: WriteOptions = {}): Promise<Manifest> {
  await mkdir(dir, { recursive: true });
  const files = {} as Record<DatasetKind, ManifestFileEntry>;
  for (const spec of FILE_SPECS as readonly FileSpec[]) {
    const kind = spec.kind;
    const records = data[kind] as unknown[];
    const text = serializeKind(spec, records);
    const bytes = Buffer.from(text, 'utf8');
    await writeFile(join(dir, spec.file), bytes);
    files[kind] = { file: spec.file, count: records.length, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  }
  const manifest: Manifest = {
    format: FORMAT_NAME,
    formatVersion: FORMAT_VERSION,
    dataVersion: DATA_VERSION,
    generator: options.generator ?? null,
    seed: options.seed ?? null,
    languages: [...LANGUAGE_CODES],
    files,
  };
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}

/** Thrown by readDataset; issues are "file:line field: message" lines. */
export class DatasetValidationError extends Error {
  constructor(readonly issues: string[]) {
    const shown = issues.slice(0, 20);
    super(`Invalid dataset (${issues.length} problem${issues.length === 1 ? '' : 's'}):\n${shown.join('\n')}${issues.length > shown.length ? `\n… and ${issues.length - shown.length} more` : ''}`);
    this.name = 'DatasetValidationError';
  }
}

export interface ReadOptions {
  /** Check that every id a record points to exists (default true). */
  checkReferences?: boolean;
  /** Check file sizes, counts and SHA-256 against the manifest (default true). */
  checkManifest?: boolean;
  /** Stop collecting after this many problems (default 1000). */
  maxIssues?: number;
  /**
   * Read only these kinds (the others come back as empty arrays): a service seeds faster from the files it
   * owns. References into kinds not read are not checked.
   */
  kinds?: readonly DatasetKind[];
}

/**
 * Reads and validates a dataset folder. Every record is checked against its schema, keys must be unique,
 * references must resolve; any problem is reported as "file:line field: message" in a
 * DatasetValidationError (all problems of the folder, up to maxIssues).
 */
export async function readDataset(dir: string, options: ReadOptions = {}): Promise<Dataset> {
  const { checkReferences = true, checkManifest = true, maxIssues = 1000, kinds } = options;
  const wanted = kinds ? new Set<string>(kinds) : null;
  const issues: string[] = [];
  const push = (s: string) => {
    if (issues.length < maxIssues) issues.push(s);
  };

  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), 'utf8')) as Manifest;
  } catch (e) {
    throw new DatasetValidationError([`${MANIFEST_FILE}:1 (file): cannot read: ${(e as Error).message}`]);
  }
  if (manifest.format !== FORMAT_NAME) push(`${MANIFEST_FILE}:1 format: expected "${FORMAT_NAME}", got ${JSON.stringify(manifest.format)}`);
  if (manifest.formatVersion !== FORMAT_VERSION) push(`${MANIFEST_FILE}:1 formatVersion: unsupported version ${JSON.stringify(manifest.formatVersion)} (this reader knows ${FORMAT_VERSION})`);
  if (typeof manifest.dataVersion !== 'string' || !manifest.dataVersion) push(`${MANIFEST_FILE}:1 dataVersion: missing`);

  const data = {} as Record<DatasetKind, AnyRecord[]>;
  const keys = new Map<string, Set<string | number>>();
  const pendingRefs: { file: string; line: number; hits: RefHit[] }[] = [];

  for (const spec of FILE_SPECS as readonly FileSpec[]) {
    const kind = spec.kind;
    if (wanted && !wanted.has(kind)) {
      data[kind] = [];
      continue;
    }
    const entry = manifest.files?.[kind];
    let buf: Buffer;
    try {
      buf = await readFile(join(dir, spec.file));
    } catch (e) {
      push(`${spec.file}:0 (file): cannot read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
      data[kind] = [];
      continue;
    }
    if (checkManifest) {
      if (!entry) push(`${MANIFEST_FILE}:1 files.${kind}: missing entry`);
      else {
        const sha = createHash('sha256').update(buf).digest('hex');
        if (entry.sha256 !== sha) push(`${spec.file}:0 (file): SHA-256 ${sha} does not match the manifest's ${entry.sha256}`);
        if (entry.bytes !== buf.length) push(`${spec.file}:0 (file): ${buf.length} bytes, the manifest says ${entry.bytes}`);
      }
    }
    const text = buf.toString('utf8');
    const lines = text.split('\n');
    if (lines.length && lines[lines.length - 1] === '') lines.pop();
    const { record: schema, collectReferences } = prepared(spec);
    const records: AnyRecord[] = [];
    const seen = new Set<string>();
    const single = spec.key.length === 1 ? new Set<string | number>() : null;
    for (let i = 0; i < lines.length; i++) {
      const lineNo = i + 1;
      const line = lines[i]!;
      if (line.trim() === '') {
        push(`${spec.file}:${lineNo} (line): empty line`);
        continue;
      }
      let rec: unknown;
      try {
        rec = JSON.parse(line);
      } catch (e) {
        push(`${spec.file}:${lineNo} (line): invalid JSON: ${(e as Error).message}`);
        continue;
      }
      const checked = schema.safeParse(rec, { error: datasetErrorMap });
      if (!checked.success) for (const problem of datasetIssueLines(checked.error)) push(`${spec.file}:${lineNo} ${problem}`);
      const hits: RefHit[] = [];
      if (checkReferences) collectReferences(rec, hits);
      const r = rec as AnyRecord;
      // The key is registered even for an invalid record, so one bad field does not also break every reference to it.
      if (r && typeof r === 'object' && spec.key.every((k) => typeof r[k] === 'number' || typeof r[k] === 'string')) {
        const k = keyOf(r, spec.key);
        if (seen.has(k)) push(`${spec.file}:${lineNo} ${spec.key.join('+')}: duplicate key ${JSON.stringify(k.replaceAll('\u0000', '+'))}`);
        seen.add(k);
        if (single) single.add(r[spec.key[0]!] as string | number);
      }
      if (hits.length) pendingRefs.push({ file: spec.file, line: lineNo, hits });
      if (checked.success) records.push(checked.data);
    }
    if (checkManifest && entry && entry.count !== lines.length) push(`${spec.file}:0 (file): ${lines.length} records, the manifest says ${entry.count}`);
    data[kind] = records;
    if (single) keys.set(kind, single);
  }

  if (checkReferences) {
    outer: for (const p of pendingRefs) {
      for (const h of p.hits) {
        if (wanted && !wanted.has(h.kind)) continue;
        const set = keys.get(h.kind);
        if (!set || !set.has(h.value)) {
          push(`${p.file}:${p.line} ${h.path}: unknown ${h.kind} id ${JSON.stringify(h.value)}`);
          if (issues.length >= maxIssues) break outer;
        }
      }
    }
  }

  if (issues.length) throw new DatasetValidationError(issues);
  return { manifest, ...(data as unknown as DatasetRecords) };
}
