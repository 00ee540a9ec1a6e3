import type { NestExpressApplication } from '@nestjs/platform-express';
import { AdminTokens } from '@eoa/server-kit';

/**
 * An `Authorization` header of a fresh admin token for `username`, signed by the app's own AdminTokens: tests of
 * admin routes need a session, not the login (whose scrypt and throttle the auth tests cover).
 */
export function adminAuthorization(app: NestExpressApplication, username = 'admin'): string {
  return `Bearer ${app.get(AdminTokens).sign(username).token}`;
}

/** A client address of the documentation range (RFC 5737) sent as X-Forwarded-For; the app trusts it from loopback. */
export function clientAddress(n: number): string {
  return `198.51.100.${n}`;
}
