import { afterAll, beforeAll, describe } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { describeHostileInput } from '@eoa/server-kit/testing/hostile-input';
import { createAdminApp } from './admin-app.js';

describe('admin service: hostile input', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await createAdminApp();
  });
  afterAll(async () => {
    await app.close();
  });

  // Routes behind the login answer 401 and the corrections limit 429: what matters is that none answers 5xx.
  describeHostileInput({ service: 'admin', app: () => app, minimumRoutes: 7 });
});
