// Boots the loot service the way bootstrapService does (validation, error filter, /api prefix) on the run's
// database: the first suite to boot seeds it with the test world (the small fixture world, see
// @eoa/server-kit/testing/fixture-world), later ones find it seeded.
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DatasetRecords } from '@eoa/dataset';
import { initServiceApp } from '@eoa/server-kit';
import { testWorld } from '@eoa/server-kit/testing/fixture-world';
import { AppModule } from '../../src/app.module.js';
import { SERVICE } from '../../src/service.info.js';

export async function bootLoot(): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  return initServiceApp(moduleRef, SERVICE);
}

/** The records of the world the app was seeded with (generated once per test file). */
export function sampleWorld(): DatasetRecords {
  return testWorld();
}
