import { DependencyUnavailableException } from './dependency-unavailable.exception.js';


/** Network errors of a connection that is gone or was never made. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
/** SQLSTATEs of a server that is shutting down, starting up or full (class 08 is every connection exception). */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** pg's own messages when a pooled connection dies or none can be made in time. */
const POOL_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/i,
  /connection is not open/i,
  /is not queryable/i,
];

/**
 * TypeORM's error when a transaction's connection was dropped by the pool (PostgreSQL went away) before its COMMIT was
 * sent: the server rolls such a transaction back, so nothing was saved.
 */
const RELEASED_RUNNER = 'QueryRunnerAlreadyReleasedError';

function codeOf(value: unknown): string | undefined {
  const code = (value as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Whether an error thrown by a query means "PostgreSQL cannot be reached right now" rather than a fault of the
 * request or the code: such a request answers 503 (status.databaseUnavailable) instead of a 500. TypeORM wraps the
 * driver's error (`driverError`), so both are looked at.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed, not instanceof Error: a socket's error may come from another realm (Node's core, a test VM).
  if (typeof error !== 'object' || error === null) return false;
  const code = codeOf(error);
  if (code && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if ((error as { name?: unknown }).name === RELEASED_RUNNER) return true;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && POOL_MESSAGES.some((pattern) => pattern.test(message))) return true;
  const { driverError, errors } = error as { driverError?: unknown; errors?: unknown };
  // TypeORM's QueryFailedError wraps the driver's; a connect to several addresses fails with an AggregateError.
  if (driverError !== undefined && isDatabaseUnavailable(driverError)) return true;
  return Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isDatabaseUnavailable(inner));
}

/** The 503 that replaces such an error. */
export function databaseUnavailableException(): DependencyUnavailableException {
  // Its text: the database is unavailable at the moment, please try again (nothing was saved).
  return new DependencyUnavailableException('status.databaseUnavailable', {});
}
