import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QueryFailedError, type DataSource } from 'typeorm';
import type { BackupInfo, RestoreResult } from '@eoa/contracts';
import { APP_CONFIG, EventsService, ProblemException, quoteIdentifier, type AppConfig, type SqlRunner } from '@eoa/server-kit';
import { AuditService, type AuditActor } from '../audit/audit.service.js';
import { ADMIN_SCHEMA } from '../service.info.js';
import { BackupFileError, backupFileName, backupFileTime, readBackupText, writeBackupText, type BackupTableText } from './backup-file.js';

/**
 * Tables never in a backup: the migrations bookkeeping (the schema is the code's), and admin_users — a backup file
 * then holds no password hashes, and a restore can neither lock out today's administrators nor bring back an old
 * password.
 */
export const TABLES_NOT_BACKED_UP = ['migrations', 'admin_users'] as const;
/**
 * In every backup (an archive of who did what) but never rewound by a restore: the audit log stays append-only,
 * and the restore adds its own entry to it.
 */
export const TABLES_NOT_RESTORED = ['audit_log'] as const;

/** How many milliseconds after its time a backup may be named, should every name before be taken. */
const MAX_NAME_ATTEMPTS = 1000;


/** A backup file of the folder: its name and the time the name says. */
interface BackupFile {
  fileName: string;
  createdAt: Date;
}

interface TableShape {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** Columns filled from a sequence (serial): reset after a restore so new rows do not collide. */
  serialColumns: string[];
}

const q = quoteIdentifier;
const table = (name: string) => `${q(ADMIN_SCHEMA)}.${q(name)}`;

/**
 * Backups of the admin schema (spec 3 §7 POST /backup, /restore): a consistent JSON snapshot of every table (found in
 * information_schema, so the editorial tables added later are in it too) with a checksum, written atomically into
 * BACKUP_DIR; a restore of a named file in one transaction after a safety backup.
 */
@Injectable()
export class BackupsService {
  private readonly logger = new Logger('Backups');
  private readonly directory: string;
  /** BACKUP_KEEP: how many backup files stay after a backup; older ones are removed. */
  private readonly keep: number;
  /** BackupInfo of files already read, by name with size and time (a file is never rewritten in place). */
  private readonly infoCache = new Map<string, { key: string; info: BackupInfo }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly audit: AuditService,
    private readonly events: EventsService,
  ) {
    this.directory = config.backupDir;
    this.keep = config.backupKeep;
  }

  /**
   * POST /admin/backup: a snapshot written to a new file; then the retention (only the newest BACKUP_KEEP files stay —
   * never the one just written, nor those in `alsoKeep`); audited as backup_create, naming the files removed.
   */
  async create(actor: AuditActor, reason?: string, alsoKeep: readonly string[] = []): Promise<BackupInfo> {
    const info = await this.writeSnapshot(actor.username);
    const pruned = await this.prune([info.fileName, ...alsoKeep]);
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, {
        action: 'backup_create',
        username: actor.username,
        entityType: 'Backup',
        entityId: info.fileName,
        ipAddress: actor.ipAddress,
        changes: {
          tables: info.tables,
          sha256: info.sha256,
          sizeBytes: info.sizeBytes,
          ...(reason ? { reason } : {}),
          ...(pruned.length > 0 ? { removedBackups: pruned } : {}),
        },
      }),
    );
    return info;
  }

  /** GET /admin/backups: the backup files, newest first (files that cannot be read are left out, and logged). */
  async list(): Promise<BackupInfo[]> {
    const infos: BackupInfo[] = [];
    for (const { fileName: name } of await this.backupFiles()) {
      try {
        infos.push(await this.info(name));
      } catch (error) {
        this.logger.warn(`Backup ${name} left out of the list: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return infos;
  }

  /** When the newest backup was made (its file name says so), for the dashboard; null when there is none. */
  async lastBackupDate(): Promise<string | null> {
    const [newest] = await this.backupFiles();
    return newest ? newest.createdAt.toISOString() : null;
  }

  /**
   * POST /admin/restore: the file is checked first (name, checksum, structure, the tables and columns of today's
   * schema: 400 otherwise, 404 when missing); then a safety backup of the current state; then every restored table
   * emptied and refilled in one transaction (sequences reset, the restore audited in it). Any failure rolls it all
   * back. Atlas and the home page are told afterwards (editorial.changed, settings.changed).
   */
  async restore(fileName: string, actor: AuditActor): Promise<RestoreResult> {
    if (backupFileTime(fileName) === null) throw new ProblemException(HttpStatus.BAD_REQUEST, 'admin.backupName', {});
    const text = await this.readBackupFile(fileName);
    const backup = this.parse(text);
    const shapes = await this.tableShapes(this.dataSource);
    const neverRestored: readonly string[] = [...TABLES_NOT_BACKED_UP, ...TABLES_NOT_RESTORED];
    const restorable = new Map(shapes.filter((shape) => !neverRestored.includes(shape.name)).map((shape) => [shape.name, shape]));
    const tableNames = Object.keys(backup.tables).filter((name) => !(TABLES_NOT_RESTORED as readonly string[]).includes(name));
    for (const name of tableNames) {
      const shape = restorable.get(name);
      if (!shape) throw new BackupFileError('admin.backupTable', { table: name });
      const unknown = backup.tables[name]!.columns.find((column) => !shape.columns.includes(column));
      if (unknown) throw new BackupFileError('admin.backupColumn', { column: unknown, table: name });
    }

    // The retention after the safety backup must not take the file being restored.
    const safetyBackup = await this.create(actor, `safety backup before restoring ${fileName}`, [fileName]);
    const ordered = await this.parentsFirst(tableNames);
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    const restoredCounts: Record<string, number> = {};
    try {
      await runner.startTransaction();
      // Nobody writes (or reads half-restored rows) until the commit.
      if (ordered.length > 0) {
        await runner.query(`LOCK TABLE ${ordered.map(table).join(', ')} IN ACCESS EXCLUSIVE MODE`);
        await runner.query(`TRUNCATE ${ordered.map(table).join(', ')}`);
      }
      // Each table's rows as PostgreSQL reads them from the file's own text (exact numbers and times).
      const rowsByTable = new Map(
        ((await runner.query(`SELECT key, (value -> 'rows')::text AS rows FROM json_each(($1::json) -> 'tables')`, [backup.backupText])) as Array<{ key: string; rows: string }>).map(
          (row) => [row.key, row.rows],
        ),
      );
      for (const name of ordered) {
        const shape = restorable.get(name)!;
        const columns = backup.tables[name]!.columns.map(q).join(', ');
        await runner.query(
          `INSERT INTO ${table(name)} (${columns}) OVERRIDING SYSTEM VALUE
           SELECT ${columns} FROM json_populate_recordset(NULL::${table(name)}, $1::json)`,
          [rowsByTable.get(name) ?? '[]'],
        );
        for (const column of shape.serialColumns) {
          await runner.query(
            `SELECT setval(pg_get_serial_sequence($1, $2), COALESCE((SELECT max(${q(column)}) FROM ${table(name)}), 0) + 1, false)`,
            [`${q(ADMIN_SCHEMA)}.${q(name)}`, column],
          );
        }
        restoredCounts[name] = backup.tables[name]!.rows.length;
      }
      await this.audit.record(runner.manager, {
        action: 'backup_restore',
        username: actor.username,
        entityType: 'Backup',
        entityId: fileName,
        ipAddress: actor.ipAddress,
        changes: { restored: fileName, backupCreatedAt: backup.createdAt, safetyBackup: safetyBackup.fileName, tables: restoredCounts },
      });
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined);
      if (error instanceof QueryFailedError) {
        throw new ProblemException(HttpStatus.BAD_REQUEST, 'admin.backupFailed', { reason: error.message });
      }
      throw error;
    } finally {
      await runner.release();
    }
    // After the commit: atlas drops its editorial caches, the home page reads the settings again.
    await this.events.publish({ type: 'editorial.changed', entity: 'quest' });
    await this.events.publish({ type: 'editorial.changed', entity: 'calibration' });
    await this.events.publish({ type: 'settings.changed', keys: await this.settingKeys() });
    return { restored: fileName, safetyBackup, tables: restoredCounts };
  }

  /** The text of a backup file named for a restore: 404 when there is none, 400 when it cannot be read as a file. */
  private async readBackupFile(fileName: string): Promise<string> {
    try {
      return await readFile(join(this.directory, fileName), 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') throw new ProblemException(HttpStatus.NOT_FOUND, 'admin.backupNotFound', { name: fileName });
      this.logger.warn(`Backup ${fileName} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      if (code === 'EISDIR') throw new ProblemException(HttpStatus.BAD_REQUEST, 'admin.backupIsFolder', { name: fileName });
      throw new ProblemException(HttpStatus.BAD_REQUEST, 'admin.backupUnreadable', { name: fileName, code: code ?? 'unknown error' });
    }
  }

  /** The backup of a file's text, of this schema; BackupFileError (a 400) otherwise. */
  private parse(text: string) {
    const backup = readBackupText(text);
    if (backup.schema !== ADMIN_SCHEMA) throw new BackupFileError('admin.backupSchema', { schema: backup.schema, expected: ADMIN_SCHEMA });
    return backup;
  }

  /** Reads every table in one read-only REPEATABLE READ transaction (one consistent moment) and writes the file. */
  private async writeSnapshot(createdBy: string | null): Promise<BackupInfo> {
    const createdAt = new Date();
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    let tables: BackupTableText[];
    let migrations: string[];
    try {
      await runner.startTransaction('REPEATABLE READ');
      await runner.query('SET TRANSACTION READ ONLY');
      const shapes = (await this.tableShapes(runner)).filter((shape) => !(TABLES_NOT_BACKED_UP as readonly string[]).includes(shape.name));
      tables = [];
      for (const shape of shapes) {
        const order = (shape.primaryKey.length > 0 ? shape.primaryKey.map((column) => `t.${q(column)}`) : ['t::text']).join(', ');
        const [row] = (await runner.query(
          `SELECT COALESCE(json_agg(t ORDER BY ${order}), '[]'::json)::text AS rows, count(*)::int AS count FROM ${table(shape.name)} t`,
        )) as Array<{ rows: string; count: number }>;
        tables.push({ name: shape.name, columns: shape.columns, rowsJson: row!.rows, rowCount: row!.count });
      }
      migrations = ((await runner.query(`SELECT name FROM ${table('migrations')} ORDER BY id`)) as Array<{ name: string }>).map((m) => m.name);
      await runner.commitTransaction();
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
    const { text, sha256 } = writeBackupText({ schema: ADMIN_SCHEMA, createdAt: createdAt.toISOString(), createdBy, migrations }, tables);
    const fileName = await this.writeAtomically(createdAt, text);
    const info: BackupInfo = {
      fileName,
      createdAt: createdAt.toISOString(),
      sizeBytes: Buffer.byteLength(text),
      sha256,
      tables: Object.fromEntries(tables.map((t) => [t.name, t.rowCount])),
      createdBy,
    };
    return info;
  }

  /**
   * Temp file, fsync, then a hard link under the final name: a reader never sees half a backup. The name is the
   * creation time; link() fails when the name exists (checked and taken in one step, so two backups of the same
   * millisecond cannot both take it — a check then a rename could), and the next millisecond is tried.
   */
  private async writeAtomically(createdAt: Date, text: string): Promise<string> {
    await mkdir(this.directory, { recursive: true, mode: 0o700 });
    const temporary = join(this.directory, `.tmp-${randomBytes(8).toString('hex')}`);
    try {
      const handle = await open(temporary, 'wx', 0o600);
      try {
        await handle.writeFile(text, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      for (let offset = 0; offset < MAX_NAME_ATTEMPTS; offset++) {
        const fileName = backupFileName(new Date(createdAt.getTime() + offset));
        try {
          await link(temporary, join(this.directory, fileName));
          return fileName;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        }
      }
      throw new Error(`No free backup file name within ${MAX_NAME_ATTEMPTS} ms of ${createdAt.toISOString()}`);
    } finally {
      // The final name is a second link to the same file; a write that failed leaves nothing behind either.
      await rm(temporary, { force: true });
    }
  }

  /** The backup files of the folder, newest first: regular files whose name is a backup's with a real time. */
  private async backupFiles(): Promise<BackupFile[]> {
    let entries;
    try {
      entries = await readdir(this.directory, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const files: BackupFile[] = [];
    for (const entry of entries) {
      const createdAt = entry.isFile() ? backupFileTime(entry.name) : null;
      if (createdAt) files.push({ fileName: entry.name, createdAt });
    }
    return files.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  }

  /**
   * The retention: removes the backup files beyond the newest BACKUP_KEEP, except those in `protectedNames` (the one
   * just written, the one a restore is about to read). Other files of the folder are never touched. A file that cannot
   * be removed is logged and left: the backup itself succeeded. Answers the names removed.
   */
  private async prune(protectedNames: readonly string[]): Promise<string[]> {
    const protect = new Set(protectedNames);
    const removed: string[] = [];
    for (const { fileName } of (await this.backupFiles()).slice(this.keep)) {
      if (protect.has(fileName)) continue;
      try {
        await rm(join(this.directory, fileName));
        this.infoCache.delete(fileName);
        removed.push(fileName);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
        this.logger.warn(`Old backup ${fileName} could not be removed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (removed.length > 0) this.logger.log(`Removed ${removed.length} old backup${removed.length === 1 ? '' : 's'} (BACKUP_KEEP=${this.keep}): ${removed.join(', ')}`);
    return removed;
  }

  private async info(fileName: string): Promise<BackupInfo> {
    const path = join(this.directory, fileName);
    const stats = await stat(path);
    const key = `${stats.size}:${stats.mtimeMs}`;
    const cached = this.infoCache.get(fileName);
    if (cached?.key === key) return cached.info;
    const backup = readBackupText(await readFile(path, 'utf8'));
    const info: BackupInfo = { fileName, createdAt: backup.createdAt, sizeBytes: stats.size, sha256: backup.sha256, tables: backup.rowCounts, createdBy: backup.createdBy };
    this.infoCache.set(fileName, { key, info });
    return info;
  }

  /** The schema's tables with their columns (in order), primary key and serial columns, by name. */
  private async tableShapes(runner: SqlRunner): Promise<TableShape[]> {
    const columns = (await runner.query(
      `SELECT c.table_name, c.column_name, c.column_default
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = $1 AND t.table_type = 'BASE TABLE'
        ORDER BY c.table_name, c.ordinal_position`,
      [ADMIN_SCHEMA],
    )) as Array<{ table_name: string; column_name: string; column_default: string | null }>;
    const keys = (await runner.query(
      `SELECT k.table_name, k.column_name
         FROM information_schema.table_constraints tc
         JOIN information_schema.key_column_usage k ON k.constraint_schema = tc.constraint_schema AND k.constraint_name = tc.constraint_name
        WHERE tc.table_schema = $1 AND tc.constraint_type = 'PRIMARY KEY'
        ORDER BY k.table_name, k.ordinal_position`,
      [ADMIN_SCHEMA],
    )) as Array<{ table_name: string; column_name: string }>;
    const shapes = new Map<string, TableShape>();
    for (const column of columns) {
      const shape = shapes.get(column.table_name) ?? { name: column.table_name, columns: [], primaryKey: [], serialColumns: [] };
      shape.columns.push(column.column_name);
      if (column.column_default?.startsWith('nextval(')) shape.serialColumns.push(column.column_name);
      shapes.set(column.table_name, shape);
    }
    for (const key of keys) shapes.get(key.table_name)?.primaryKey.push(key.column_name);
    return [...shapes.values()].sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The tables ordered so that a table comes after those its foreign keys point to (inserts then never dangle). */
  private async parentsFirst(names: string[]): Promise<string[]> {
    const edges = (await this.dataSource.query(
      `SELECT child.relname AS child, parent.relname AS parent
         FROM pg_constraint con
         JOIN pg_class child ON child.oid = con.conrelid
         JOIN pg_class parent ON parent.oid = con.confrelid
         JOIN pg_namespace n ON n.oid = child.relnamespace
        WHERE con.contype = 'f' AND n.nspname = $1`,
      [ADMIN_SCHEMA],
    )) as Array<{ child: string; parent: string }>;
    const wanted = new Set(names);
    const ordered: string[] = [];
    const visiting = new Set<string>();
    const visit = (name: string) => {
      if (ordered.includes(name) || visiting.has(name)) return;
      visiting.add(name);
      for (const edge of edges) if (edge.child === name && edge.parent !== name && wanted.has(edge.parent)) visit(edge.parent);
      visiting.delete(name);
      ordered.push(name);
    };
    [...names].sort().forEach(visit);
    return ordered;
  }

  private async settingKeys(): Promise<string[]> {
    return ((await this.dataSource.query(`SELECT setting_key FROM ${table('app_settings')} ORDER BY setting_key`)) as Array<{ setting_key: string }>).map(
      (row) => row.setting_key,
    );
  }
}
