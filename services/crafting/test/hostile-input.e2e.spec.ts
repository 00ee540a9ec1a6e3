import type { NestExpressApplication } from '@nestjs/platform-express';
import { describeHostileInput } from '@eoa/server-kit/testing/hostile-input';
import { bootCrafting } from './support/crafting-app.js';

describe('crafting service: hostile input', () => {
  let app: NestExpressApplication;
  beforeAll(async () => {
    app = await bootCrafting();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  // Every documented route (the recipe calls and health): no generated request may get a 5xx.
  describeHostileInput({ service: 'crafting', app: () => app, minimumRoutes: 8 });
});
