// Types of index.mjs (plain JavaScript so the launcher can run it before the build).
import type { z } from 'zod';

/** The REDIS_URL value that runs the site without Redis (see RuntimeMode in @eoa/contracts). */
export const REDIS_OFF: 'none';
export const DEFAULT_DATABASE_URL: string;
export const DEFAULT_REDIS_URL: string;
export const DATABASE_PROTOCOLS: readonly string[];
export const REDIS_PROTOCOLS: readonly string[];
export const SERVICE_PROTOCOLS: readonly string[];

/** An unset variable and an empty one mean the same: `schema`'s default, or undefined when it has none. */
export function setting<T extends z.ZodType>(schema: T): z.ZodPipe<z.ZodTransform<unknown, unknown>, T>;

export const port: z.ZodType<number, string>;
export const positiveInteger: z.ZodType<number, string>;
export function wholeNumber(min: number, max: number): z.ZodType<number, string>;

/** A URL using one of `protocols`, its trailing slash dropped; the `exceptions` (such as REDIS_OFF) pass as they are. */
export function url(protocols: readonly string[], exceptions?: readonly string[]): z.ZodType<string, string>;

/** One URL or several, comma-separated: each checked like a single URL, its trailing slash dropped; none empty, none twice. */
export function urlList(protocols: readonly string[]): z.ZodType<string[], string>;

// The variables the launcher reads too, defaults included.
export const databaseUrlSetting: z.ZodType<string, unknown>;
/** REDIS_URL: a Redis URL, or REDIS_OFF. */
export const redisUrlSetting: z.ZodType<string, unknown>;
/** GATEWAY_PORT, BUILDER_PORT, …: a port number, `fallback` when unset. */
export function portSetting(fallback: number): z.ZodType<number, unknown>;
/** BUILDER_URL, …: a service's base URL or its replicas' URLs; unset → undefined (the service's own port decides). */
export const serviceUrlsSetting: z.ZodType<string[] | undefined, unknown>;

/** One line per problem of an environment schema's parse, each starting with the variable's name. */
export function environmentProblems(error: z.ZodError): string[];
