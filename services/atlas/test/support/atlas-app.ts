// Boots the atlas service the way bootstrapService does (validation, error filter, /api prefix) on the run's
// database: the first suite to boot seeds it with the test world (the small fixture world, see
// @eoa/server-kit/testing/fixture-world), later ones find it seeded.
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { Problem } from '@eoa/contracts';
import type { DatasetRecords } from '@eoa/dataset';
import { initServiceApp } from '@eoa/server-kit';
import { testWorld } from '@eoa/server-kit/testing/fixture-world';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { AppModule } from '../../src/app.module.js';
import { QuestEditorial, type EditorialView } from '../../src/editorial/quest-editorial.js';
import { SERVICE } from '../../src/service.info.js';

/** The atlas app; `editorial` replaces the data-as-seeded editorial provider (the seam admin's overrides will use). */
export async function bootAtlas(editorial?: () => EditorialView): Promise<NestExpressApplication> {
  let builder = Test.createTestingModule({ imports: [AppModule] });
  if (editorial) builder = builder.overrideProvider(QuestEditorial).useValue({ current: () => Promise.resolve(editorial()) });
  return initServiceApp(await builder.compile(), SERVICE);
}

/** The records of the world the app was seeded with (generated once per test file). */
export function sampleWorld(): DatasetRecords {
  return testWorld();
}

/** GET a path, expect a status, return the body (JSON). */
export async function getJson<T>(app: NestExpressApplication, path: string, status = 200, lang?: string): Promise<T> {
  let call = request(app.getHttpServer()).get(path);
  if (lang) call = call.set('Accept-Language', lang);
  const res = await call.expect(status);
  return res.body as T;
}

/** GET a success answer, read with the schema its OpenAPI document shows (answerOf: it holds that and nothing more). */
export async function getAnswer<S extends Parameters<typeof answerOf>[0]>(schema: S, app: NestExpressApplication, path: string, status = 200, lang?: string): Promise<ReturnType<typeof answerOf<S>>> {
  return answerOf(schema, await getJson<unknown>(app, path, status, lang));
}

/**
 * An error answer in one comparable line: its status and code, its English detail and, for `request.invalid`, each
 * invalid input as "path code".
 */
export interface ProblemLine {
  status: number;
  code: string;
  detail: string;
  errors?: string[];
}

export function problemOf(body: Problem): ProblemLine {
  const errors = body.errors?.map((issue) => `${issue.path} ${issue.code}`);
  return { status: body.status, code: body.code, detail: body.detail, ...(errors ? { errors } : {}) };
}

/** The line of a 400 `request.invalid`: its detail (the issues' texts joined by "; ") and each issue as "path code". */
export const invalid = (detail: string, ...errors: string[]): ProblemLine => ({ status: 400, code: 'request.invalid', detail, errors });

/** The problem of a GET that must answer 400, in one line. */
export async function badRequest(app: NestExpressApplication, path: string): Promise<ProblemLine> {
  return problemOf(await getJson<Problem>(app, path, 400));
}

/** Folded as the service folds search texts (lower case, no accents). */
export const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
