// The kinds of value an environment variable holds (a port, a URL, a list of replicas, …) as zod schemas, with their
// defaults and the words of their refusals: one definition for loadConfig (src/config.ts), which builds the services'
// and the gateway's whole configuration from them, and for the launcher (scripts/lib/environment.mjs), which checks the
// same variables before anything is built. Plain JavaScript for that reason, like probes/index.mjs.
//
// A refusal's message leaves out the variable's name: environmentProblems puts it in front ("GATEWAY_PORT must be …").
import { z } from 'zod';

/** The REDIS_URL value that runs the site without Redis (see RuntimeMode in @eoa/contracts). */
export const REDIS_OFF = 'none';
export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/eoa';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DATABASE_PROTOCOLS = ['postgres:', 'postgresql:'];
export const REDIS_PROTOCOLS = ['redis:', 'rediss:'];
export const SERVICE_PROTOCOLS = ['http:', 'https:'];

/** An unset variable and an empty one mean the same: `schema`'s default, or undefined when it has none. */
export function setting(schema) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema);
}

function refuse(ctx, raw, message) {
  ctx.issues.push({ code: 'custom', message, input: raw });
  return z.NEVER;
}

/** A whole number from `min` to `max`, with the words of the refusal given by `describe(raw)`. */
function wholeNumberWith(min, max, describe) {
  return z.string().transform((raw, ctx) => {
    const value = Number(raw);
    return Number.isInteger(value) && value >= min && value <= max ? value : refuse(ctx, raw, describe(raw));
  });
}

export const port = wholeNumberWith(1, 65535, (raw) => `must be a port number between 1 and 65535, got "${raw}"`);

export const positiveInteger = wholeNumberWith(1, Infinity, (raw) => `must be a positive integer, got "${raw}"`);

export function wholeNumber(min, max) {
  return wholeNumberWith(min, max, (raw) => `must be a whole number between ${min} and ${max}, got "${raw}"`);
}

/** The problem with `raw` as a URL of one of `protocols`, or undefined when there is none. */
function urlProblem(raw, protocols) {
  let parsed;
  try {
    parsed = new URL(raw);
  } catch {
    return `must be a URL, got "${raw}"`;
  }
  return protocols.includes(parsed.protocol) ? undefined : `must use ${protocols.join(' or ')}, got "${raw}"`;
}

/** A URL using one of `protocols`, its trailing slash dropped; the `exceptions` (such as REDIS_OFF) pass as they are. */
export function url(protocols, exceptions = []) {
  return z.string().transform((raw, ctx) => {
    if (exceptions.includes(raw)) return raw;
    const problem = urlProblem(raw, protocols);
    return problem ? refuse(ctx, raw, problem) : raw.replace(/\/$/, '');
  });
}

/**
 * One URL or several, comma-separated (the replicas of one service): each checked like a single URL and its trailing
 * slash dropped; none empty, none twice.
 */
export function urlList(protocols) {
  return z.string().transform((raw, ctx) => {
    const entries = raw.split(',').map((entry) => entry.trim());
    if (entries.includes('')) return refuse(ctx, raw, `has an empty entry in its comma-separated list, got "${raw}"`);
    const urls = [];
    for (const entry of entries) {
      const problem = urlProblem(entry, protocols);
      if (problem) return refuse(ctx, raw, problem);
      urls.push(entry.replace(/\/$/, ''));
    }
    const repeated = urls.find((entry, index) => urls.indexOf(entry) !== index);
    return repeated ? refuse(ctx, raw, `lists ${repeated} twice`) : urls;
  });
}

// The variables the launcher reads too, defaults included.

export const databaseUrlSetting = setting(url(DATABASE_PROTOCOLS).default(DEFAULT_DATABASE_URL));

/** REDIS_URL: a Redis URL, or REDIS_OFF. */
export const redisUrlSetting = setting(url(REDIS_PROTOCOLS, [REDIS_OFF]).default(DEFAULT_REDIS_URL));

/** GATEWAY_PORT, BUILDER_PORT, …: a port number, `fallback` when unset. */
export function portSetting(fallback) {
  return setting(port.default(fallback));
}

/** BUILDER_URL, …: a service's base URL or its replicas' URLs; unset → undefined (the service's own port decides). */
export const serviceUrlsSetting = setting(urlList(SERVICE_PROTOCOLS).optional());

/** One line per problem of an environment schema's parse, each starting with the variable's name. */
export function environmentProblems(error) {
  return error.issues.map((issue) => (issue.path.length ? `${issue.path.join('.')} ${issue.message}` : issue.message));
}
