// Boots the builder service the way bootstrapService does (validation, error filter, /api prefix), on the
// run's database: the first suite to boot seeds it with the generated sample world (the same world
// generateSampleWorld() gives the tests), later ones find it seeded.
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { generateSampleWorld, type DatasetRecords } from '@eoa/dataset';
import { initServiceApp } from '@eoa/server-kit';
import { AppModule } from '../../src/app.module.js';
import { SERVICE } from '../../src/service.info.js';

export async function bootBuilder(): Promise<NestExpressApplication> {
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  return initServiceApp(moduleRef, SERVICE);
}

let world: DatasetRecords | undefined;
/** The sample world's records (generated once per test file, about a second). */
export function sampleWorld(): DatasetRecords {
  world ??= generateSampleWorld().records;
  return world;
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
