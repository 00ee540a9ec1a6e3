import { ApiError } from '@eoa/api-client';

/** The server's message when the answer carried one (spec 2 §8: "or the error's message"), else nothing. */
export function errorText(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
