// Boots the builder service the way bootstrapService does (validation, error filter, /api prefix), on the
// run's database: the first suite to boot seeds it with the test world (the small fixture world, see
// @eoa/server-kit/testing/fixture-world; sampleWorld() gives its records), later ones find it seeded.
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { DatasetRecords } from '@eoa/dataset';
import { initServiceApp } from '@eoa/server-kit';
import { testWorld } from '@eoa/server-kit/testing/fixture-world';
import { AppModule } from '../../src/app.module.js';
import { SERVICE } from '../../src/service.info.js';

export async function bootBuilder(): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  return initServiceApp(moduleRef, SERVICE);
}

/** The records of the world the app was seeded with (generated once per test file). */
export function sampleWorld(): DatasetRecords {
  return testWorld();
}


export interface RawResponse {
  status: number;
  headers: import('node:http').IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body arrives as sent (no client-side decompression), from a listening app. */
export async function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
