// The backup file format (pure: no I/O). One JSON document:
//   {"format":"eoa-admin-backup","version":1,"backup":<BACKUP>,"sha256":"<hex>"}
// where <BACKUP> is {"schema","createdAt","createdBy","migrations","rowCounts","tables":{name:{columns,rows}}} and the
// checksum is the SHA-256 of <BACKUP>'s exact text. The rows are PostgreSQL's own JSON (json_agg) written as it came,
// so numbers and timestamps round-trip exactly; the checksum is checked on those very bytes.
import { createHash } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import type { ErrorCode, ErrorParams } from '@eoa/contracts';
import { ProblemException } from '@eoa/server-kit';

export const BACKUP_FORMAT = 'eoa-admin-backup';
export const BACKUP_VERSION = 1;

const PREFIX = `{"format":"${BACKUP_FORMAT}","version":${BACKUP_VERSION},"backup":`;
const SUFFIX = /,"sha256":"([0-9a-f]{64})"\}\n?$/;

/** admin-2026-11-26T11-02-03-123Z.json: the creation time, with the characters file systems dislike replaced. */
export const BACKUP_FILE_NAME = /^admin-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.json$/;

export function backupFileName(createdAt: Date): string {
  return `admin-${createdAt.toISOString().replace(/[:.]/g, '-')}.json`;
}

/**
 * The time a backup file's name says it was made; null for a name that is not a backup's — also one of the pattern
 * with an impossible time (month 13, February 30, 24 o'clock), which Date would refuse or roll over to another day.
 */
export function backupFileTime(fileName: string): Date | null {
  const match = BACKUP_FILE_NAME.exec(fileName);
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z`);
  if (Number.isNaN(date.getTime())) return null;
  // Only a name this time gives back is the name of that time (2026-02-30 would read as March 2).
  return backupFileName(date) === fileName ? date : null;
}

export interface BackupTableText {
  name: string;
  columns: string[];
  /** The table's rows as PostgreSQL's JSON array text. */
  rowsJson: string;
  rowCount: number;
}

export interface BackupMeta {
  schema: string;
  createdAt: string;
  createdBy: string | null;
  /** The migrations applied when the backup was made (which schema its rows fit). */
  migrations: string[];
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The file's text and its checksum. */
export function writeBackupText(meta: BackupMeta, tables: BackupTableText[]): { text: string; sha256: string } {
  const rowCounts = Object.fromEntries(tables.map((table) => [table.name, table.rowCount]));
  const tableTexts = tables.map((table) => `${JSON.stringify(table.name)}:{"columns":${JSON.stringify(table.columns)},"rows":${table.rowsJson}}`);
  const backup =
    `{"schema":${JSON.stringify(meta.schema)},"createdAt":${JSON.stringify(meta.createdAt)},"createdBy":${JSON.stringify(meta.createdBy)},` +
    `"migrations":${JSON.stringify(meta.migrations)},"rowCounts":${JSON.stringify(rowCounts)},"tables":{${tableTexts.join(',')}}}`;
  const checksum = sha256(backup);
  return { text: `${PREFIX}${backup},"sha256":"${checksum}"}\n`, sha256: checksum };
}

/** A backup file that cannot be restored: a 400 whose code says what is wrong with the file. */
export class BackupFileError<C extends ErrorCode = ErrorCode> extends ProblemException<C> {
  override name = 'BackupFileError';

  constructor(code: C, params: ErrorParams<C>) {
    super(HttpStatus.BAD_REQUEST, code, params);
  }
}

export interface BackupTable {
  columns: string[];
  rows: Array<Record<string, unknown>>;
}

/** A backup read back, checked: its meta, its tables, and <BACKUP>'s exact text (handed to PostgreSQL on restore). */
export interface ParsedBackup extends BackupMeta {
  sha256: string;
  rowCounts: Record<string, number>;
  tables: Record<string, BackupTable>;
  backupText: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Reads a backup file's text: valid JSON, this format and version, the checksum of the exact <BACKUP> text, then the
 * structure (every table with unique columns and rows of only those columns, the counts as recorded). Throws
 * BackupFileError naming what is wrong otherwise.
 */
export function readBackupText(text: string): ParsedBackup {
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    throw new BackupFileError('admin.backupNotJson', {});
  }
  if (!isRecord(envelope) || envelope.format !== BACKUP_FORMAT) throw new BackupFileError('admin.backupNotAdmin', {});
  if (envelope.version !== BACKUP_VERSION) throw new BackupFileError('admin.backupVersion', { version: String(envelope.version), expected: BACKUP_VERSION });
  const suffix = SUFFIX.exec(text);
  if (!text.startsWith(PREFIX) || !suffix) throw new BackupFileError('admin.backupLayout', {});
  const backupText = text.slice(PREFIX.length, suffix.index);
  const checksum = suffix[1]!;
  if (sha256(backupText) !== checksum) throw new BackupFileError('admin.backupChecksum', {});

  const backup = envelope.backup;
  if (!isRecord(backup)) throw new BackupFileError('admin.backupNoData', {});
  const { schema, createdAt, createdBy, migrations, rowCounts, tables } = backup;
  if (typeof schema !== 'string' || typeof createdAt !== 'string' || Number.isNaN(Date.parse(createdAt))) throw new BackupFileError('admin.backupMeta', {});
  if (createdBy !== null && typeof createdBy !== 'string') throw new BackupFileError('admin.backupAuthor', {});
  if (!isStringList(migrations)) throw new BackupFileError('admin.backupMigrations', {});
  if (!isRecord(rowCounts) || !isRecord(tables)) throw new BackupFileError('admin.backupTables', {});
  const checked: Record<string, BackupTable> = {};
  for (const [name, table] of Object.entries(tables)) {
    if (!isRecord(table) || !isStringList(table.columns) || table.columns.length === 0 || new Set(table.columns).size !== table.columns.length) {
      throw new BackupFileError('admin.backupTableColumns', { table: name });
    }
    const columns = new Set(table.columns);
    if (!Array.isArray(table.rows) || !table.rows.every((row) => isRecord(row) && Object.keys(row).every((key) => columns.has(key)))) {
      throw new BackupFileError('admin.backupTableRows', { table: name });
    }
    if (rowCounts[name] !== table.rows.length) throw new BackupFileError('admin.backupTableCount', { table: name });
    checked[name] = { columns: table.columns, rows: table.rows as Array<Record<string, unknown>> };
  }
  if (Object.keys(rowCounts).length !== Object.keys(checked).length) throw new BackupFileError('admin.backupMissingTables', {});
  return { schema, createdAt, createdBy, migrations, rowCounts: rowCounts as Record<string, number>, tables: checked, sha256: checksum, backupText };
}
