import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { useOwnDatabase, withEnvironment, type OwnDatabase } from '@eoa/server-kit/testing';
import { describeHostileInput } from '@eoa/server-kit/testing/hostile-input';
import { createAdminApp } from './admin-app.js';
import { adminAuthorization } from './admin-session.js';

/**
 * Twice: as a visitor (routes behind the login answer 401, the corrections limit 429) and as a signed-in
 * administrator with a fresh token per request, so the admin routes' own validation meets the hostile input too.
 * What matters is that no answer is a 5xx. The administrator's run writes (deletes corrections, restores
 * nothing sound, takes backups), so it has a database, a Redis prefix and a backups folder of its own.
 */
describe('admin service: hostile input', () => {
  describe('as a visitor', () => {
    let app: NestExpressApplication;
    beforeAll(async () => {
      app = await createAdminApp();
    });
    afterAll(async () => {
      await app.close();
    });

    describeHostileInput({ service: 'admin', app: () => app, minimumRoutes: 25 });
  });

  describe('as an administrator', () => {
    let app: NestExpressApplication;
    let own: OwnDatabase;
    let folder: string;
    beforeAll(async () => {
      own = await useOwnDatabase('hostile');
      folder = await mkdtemp(join(tmpdir(), 'eoa-admin-hostile-'));
      app = await withEnvironment({ REDIS_PREFIX: `${process.env.REDIS_PREFIX}hostile:`, BACKUP_DIR: folder }, createAdminApp);
    }, 60_000);
    afterAll(async () => {
      await app?.close();
      await rm(folder, { recursive: true, force: true });
      await own?.restore();
    });

    describeHostileInput({ service: 'admin', app: () => app, minimumRoutes: 25, runsPerRoute: 15, headers: () => ({ Authorization: adminAuthorization(app) }) });
  });
});
