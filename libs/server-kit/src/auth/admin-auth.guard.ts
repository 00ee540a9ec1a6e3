import { createParamDecorator, HttpStatus, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { DependencyUnavailableException } from '../app/dependency-unavailable.exception.js';
import { ProblemException } from '../app/problem.exception.js';
import { AdminTokenError, AdminTokens, type AdminPrincipal } from './admin-tokens.js';
import { RevokedAdminTokens } from './revoked-admin-tokens.js';

/** The 401 of a refused admin call, by what is wrong with its token. */
const unauthorized = (code: 'auth.missing' | 'auth.malformed' | 'auth.invalid' | 'auth.expired' | 'auth.revoked') =>
  new ProblemException(HttpStatus.UNAUTHORIZED, code, {});

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
  if (header === undefined || header === '') throw unauthorized('auth.missing');
  const value = Array.isArray(header) ? header[0] : header;
  const match = value && value.length <= MAX_TOKEN_LENGTH + 7 ? BEARER.exec(value.trim()) : null;
  if (!match) throw unauthorized('auth.malformed');
  return match[1]!;
}

/**
 * The one guard of every admin route: a valid, unexpired, unrevoked admin token (AdminTokens) in
 * `Authorization: Bearer`, else 401 with a code saying why (503 `auth.unavailable` when the denylist cannot be read
 * and was never loaded, see RevokedAdminTokens). Sets `request.admin`. Its dependencies are global
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
      if (error instanceof AdminTokenError) throw unauthorized(`auth.${error.problem}`);
      throw error;
    }
    const state = await this.revoked.state(principal.tokenId);
    if (state === 'revoked') throw unauthorized('auth.revoked');
    if (state === 'unknown') throw new DependencyUnavailableException('auth.unavailable', {});
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
  if (!admin) throw unauthorized('auth.missing');
  return admin;
}
