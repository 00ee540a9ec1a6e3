import type { NestExpressApplication } from '@nestjs/platform-express';
import { DataSource } from 'typeorm';
import { loadConfig } from '@eoa/server-kit';
import { verifyPassword } from '../src/admin-users/password.js';
import { runSeed } from '../src/seed.js';
import { createAdminApp } from './admin-app.js';

describe('admin: the first administrator', () => {
  let app: NestExpressApplication;
  let db: DataSource;

  beforeAll(async () => {
    app = await createAdminApp();
    db = app.get(DataSource);
  });

  afterAll(async () => {
    await app.close();
  });

  it('is created at start from ADMIN_USERNAME / ADMIN_PASSWORD (outside production: admin / admin), hashed', async () => {
    const rows: Array<{ username: string; password_hash: string; created_at: Date; last_login_at: Date | null }> = await db.query(
      'SELECT username, password_hash, created_at, last_login_at FROM "admin"."admin_users"',
    );
    expect(rows).toHaveLength(1);
    const [admin] = rows;
    expect(admin).toMatchObject({ username: 'admin', last_login_at: null });
    expect(admin!.password_hash.startsWith('$scrypt$')).toBe(true);
    await expect(verifyPassword('admin', admin!.password_hash)).resolves.toBe(true);
    await expect(verifyPassword('Admin', admin!.password_hash)).resolves.toBe(false);
  });

  it('is not created twice: another start and the seed command add nothing', async () => {
    const before = await db.query('SELECT id, password_hash FROM "admin"."admin_users"');
    const second = await createAdminApp();
    await second.close();
    const result = await runSeed({ config: loadConfig() });
    expect(result).toEqual({ administrator: 'exists', summary: expect.stringMatching(/^admin: .*nothing to change/) });
    expect(await db.query('SELECT id, password_hash FROM "admin"."admin_users"')).toEqual(before);
  });

  it('keeps usernames unique', async () => {
    await expect(db.query(`INSERT INTO "admin"."admin_users" (username, password_hash) VALUES ('admin', 'x')`)).rejects.toThrow(/UQ_admin_users_username/);
  });
});
