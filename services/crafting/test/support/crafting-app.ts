// Boots the crafting service the way bootstrapService does (validation, error filter, /api prefix) on the run's
// database: the first suite to boot seeds it with the generated sample world, later ones find it seeded.
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { generateSampleWorld, type DatasetRecords } from '@eoa/dataset';
import { initServiceApp } from '@eoa/server-kit';
import { AppModule } from '../../src/app.module.js';
import { SERVICE } from '../../src/service.info.js';

export async function bootCrafting(): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  return initServiceApp(moduleRef, SERVICE);
}

let world: DatasetRecords | undefined;
/** The sample world's records (generated once per test file, about a second). */
export function sampleWorld(): DatasetRecords {
  world ??= generateSampleWorld().records;
  return world;
}

/** Ends with "(Old)" (the dataset writes it in every language). */
export const isOld = (name: { en: string }) => name.en.endsWith('(Old)');
