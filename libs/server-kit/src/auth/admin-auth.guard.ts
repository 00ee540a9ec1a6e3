import {
  createParamDecorator,
  Injectable,
  ServiceUnavailableException,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { Request } from 'express';
import { AdminTokenError, AdminTokens, type AdminPrincipal } from './admin-tokens.js';
import { RevokedAdminTokens } from './revoked-admin-tokens.js';

/** The messages of a refused admin call (401 unless said otherwise). */
export const ADMIN_AUTH_MESSAGES = {
  missing: 'Authentication required: send the admin token as "Authorization: Bearer <token>"',
  malformed: 'The Authorization header must be "Bearer <token>"',
  invalid: 'The admin token is invalid; please log in again',
  expired: 'The admin session has expired; please log in again',
  revoked: 'The admin session has ended (logged out); please log in again',
  /** 503: the denylist cannot be read and was never loaded (see RevokedAdminTokens). */
  unavailable: 'Admin sessions cannot be checked right now; please try again in a moment',
} as const;

/** A request that passed AdminAuthGuard. */
export interface AdminRequest extends Request {
  admin: AdminPrincipal;
}

// A JWT is three base64url parts; anything longer than this is not one of ours (and not worth parsing). The scheme's
// name is case-insensitive (RFC 9110).
const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*)$/i;
const MAX_TOKEN_LENGTH = 2048;

/** The token of an `Authorization: Bearer <token>` header; throws the 401 that says what is wrong. */
export function bearerToken(header: string | string[] | undefined): string {
  if (header === undefined || header === '') throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.missing);
  const value = Array.isArray(header) ? header[0] : header;
  const match = value && value.length <= MAX_TOKEN_LENGTH + 7 ? BEARER.exec(value.trim()) : null;
  if (!match) throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.malformed);
  return match[1]!;
}

/**
 * The one guard of every admin route: a valid, unexpired, unrevoked admin token (AdminTokens) in
 * `Authorization: Bearer`, else 401 with a message saying why. Sets `request.admin`. Its dependencies are global
 * (ServerKitModule), so `@UseGuards(AdminAuthGuard)` works in any module without imports.
 */
@Injectable()
export class AdminAuthGuard implements CanActivate {
  constructor(
    private readonly tokens: AdminTokens,
    private readonly revoked: RevokedAdminTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AdminRequest>();
    const token = bearerToken(request.headers.authorization);
    let principal: AdminPrincipal;
    try {
      principal = this.tokens.verify(token);
    } catch (error) {
      if (error instanceof AdminTokenError) throw new UnauthorizedException(ADMIN_AUTH_MESSAGES[error.problem]);
      throw error;
    }
    const state = await this.revoked.state(principal.tokenId);
    if (state === 'revoked') throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.revoked);
    if (state === 'unknown') throw new ServiceUnavailableException(ADMIN_AUTH_MESSAGES.unavailable);
    request.admin = principal;
    return true;
  }
}

/** The signed-in administrator's username (on a route behind AdminAuthGuard). */
export const AdminUsername = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => {
  return adminOf(ctx).username;
});

/** The whole principal (username, token id, expiry), e.g. for logout. */
export const CurrentAdmin = createParamDecorator((_data: unknown, ctx: ExecutionContext): AdminPrincipal => adminOf(ctx));

function adminOf(ctx: ExecutionContext): AdminPrincipal {
  const admin = ctx.switchToHttp().getRequest<Partial<AdminRequest>>().admin;
  // A route using the decorator without the guard is a programming error: refuse rather than act as nobody.
  if (!admin) throw new UnauthorizedException(ADMIN_AUTH_MESSAGES.missing);
  return admin;
}
