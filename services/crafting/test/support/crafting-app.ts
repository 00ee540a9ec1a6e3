// Boots the crafting service the way bootstrapService does (validation, error filter, /api prefix) on the run's
// database: the first suite to boot seeds it with the test world (the small fixture world, see
// @eoa/server-kit/testing/fixture-world), later ones find it seeded.
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DatasetRecords } from '@eoa/dataset';
import { testWorld } from '@eoa/server-kit/testing/fixture-world';
import { bootApp } from '@eoa/server-kit/testing/suites';
import { AppModule } from '../../src/app.module.js';
import { SERVICE } from '../../src/service.info.js';

export const bootCrafting = (): Promise<NestExpressApplication> => bootApp(AppModule, SERVICE);

/** The records of the world the app was seeded with (generated once per test file). */
export function sampleWorld(): DatasetRecords {
  return testWorld();
}

/** Ends with "(Old)" (the dataset writes it in every language). */
export const isOld = (name: { en: string }) => name.en.endsWith('(Old)');

