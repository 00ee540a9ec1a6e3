import { seedFirstAdministrator } from './admin-users.seed.js';
import { verifyPassword } from './password.js';

/** A SqlRunner that answers the count and records the statements. */
function fakeDatabase(existing: number) {
  const statements: Array<{ sql: string; parameters?: unknown[] }> = [];
  return {
    statements,
    async query(sql: string, parameters?: unknown[]) {
      statements.push({ sql, parameters });
      return sql.includes('count(*)') ? [{ count: existing }] : [];
    },
  };
}

function recordingLogger() {
  const lines: string[] = [];
  return { lines, log: (message: string) => lines.push(message), warn: (message: string) => lines.push(`WARN ${message}`) };
}

describe('seedFirstAdministrator', () => {
  it('creates the administrator from the configuration, storing only a hash and never logging the password', async () => {
    const db = fakeDatabase(0);
    const logger = recordingLogger();
    const result = await seedFirstAdministrator(db, { adminUsername: 'gandalf', adminPassword: 'You shall not pass!', isProduction: true }, logger);
    expect(result).toBe('created');
    const insert = db.statements.find((s) => s.sql.startsWith('INSERT'))!;
    const [username, hash] = insert.parameters as [string, string];
    expect(username).toBe('gandalf');
    expect(hash).not.toContain('You shall not pass!');
    await expect(verifyPassword('You shall not pass!', hash)).resolves.toBe(true);
    expect(logger.lines.join('\n')).toContain('"gandalf"');
    expect(logger.lines.join('\n')).not.toContain('You shall not pass!');
  });

  it('in production without ADMIN_PASSWORD creates nobody and says how to fix it', async () => {
    const db = fakeDatabase(0);
    const logger = recordingLogger();
    const result = await seedFirstAdministrator(db, { adminUsername: 'admin', adminPassword: undefined, isProduction: true }, logger);
    expect(result).toBe('skipped');
    expect(db.statements.some((s) => s.sql.startsWith('INSERT'))).toBe(false);
    expect(logger.lines).toEqual([expect.stringMatching(/^WARN No administrator created: ADMIN_PASSWORD is not set \(required in production\)\. Set ADMIN_PASSWORD/)]);
  });

  it('leaves existing administrators alone (a changed ADMIN_PASSWORD does not overwrite anyone)', async () => {
    const db = fakeDatabase(1);
    const logger = recordingLogger();
    const result = await seedFirstAdministrator(db, { adminUsername: 'admin', adminPassword: 'other', isProduction: false }, logger);
    expect(result).toBe('exists');
    expect(db.statements).toHaveLength(1);
    expect(logger.lines).toEqual([]);
  });
});
