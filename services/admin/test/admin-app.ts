import { fileURLToPath } from 'node:url';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { initServiceApp } from '@eoa/server-kit';
import { AppModule } from '../src/app.module.js';
import { LOCALES_DIR } from '../src/language/locale-files.js';
import { SERVICE } from '../src/service.info.js';

/** Fixed texts, so translation tests do not depend on the bundled files others are still writing. */
export const FIXTURE_LOCALES = fileURLToPath(new URL('./fixtures/locales', import.meta.url));

/** The admin app as bootstrapService configures it, on the run's own database and Redis prefix. */
export async function createAdminApp(): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(LOCALES_DIR)
    .useValue(FIXTURE_LOCALES)
    .compile();
  return initServiceApp(moduleRef, SERVICE);
}
