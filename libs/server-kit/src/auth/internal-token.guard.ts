import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpStatus, Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { INTERNAL_TOKEN_HEADER } from '@eoa/contracts';
import { ProblemException } from '../app/problem.exception.js';
import type { AppConfig } from '../config.js';
import { APP_CONFIG } from '../core/tokens.js';

/** The English text of the refusal (auth.internalToken), as a test or a log reads it. */
export const INTERNAL_TOKEN_REQUIRED = `A valid internal token is required (header ${INTERNAL_TOKEN_HEADER})`;

/** SHA-256 of both sides, so the comparison is constant-time whatever the lengths. */
const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Guards internal service-to-service routes (not routed by the gateway): the INTERNAL_TOKEN_HEADER header must
 * equal INTERNAL_TOKEN, compared in constant time; 401 `auth.internalToken` otherwise. Global dependencies only (APP_CONFIG).
 */
@Injectable()
export class InternalTokenGuard implements CanActivate {
  private readonly expected: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = digest(config.internalToken);
  }

  canActivate(context: ExecutionContext): boolean {
    const header = context.switchToHttp().getRequest<Request>().headers[INTERNAL_TOKEN_HEADER];
    const given = Array.isArray(header) ? header[0] : header;
    if (!given || !timingSafeEqual(digest(given), this.expected)) throw new ProblemException(HttpStatus.UNAUTHORIZED, 'auth.internalToken', {});
    return true;
  }
}
