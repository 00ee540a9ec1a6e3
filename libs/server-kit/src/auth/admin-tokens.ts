import { createSecretKey, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService, TokenExpiredError } from '@nestjs/jwt';
import type { AppConfig } from '../config.js';
import { APP_CONFIG } from '../core/tokens.js';

/** The one algorithm admin tokens are signed and accepted with (never `none`, never an asymmetric one). */
export const ADMIN_TOKEN_ALGORITHM = 'HS256';
/** Audience and issuer of admin tokens: a token the same secret signed for anything else is refused. */
export const ADMIN_TOKEN_AUDIENCE = 'eoa-admin';

/** Who a valid admin token speaks for (set on the request by AdminAuthGuard as `request.admin`). */
export interface AdminPrincipal {
  username: string;
  /** The token's id (its `jti` claim): what logout puts on the denylist. */
  tokenId: string;
  expiresAt: Date;
}

/** A freshly signed admin token with its principal. */
export interface SignedAdminToken extends AdminPrincipal {
  token: string;
}

/** Why a token was refused: `expired` is told apart so the message can say to log in again. */
export type AdminTokenProblem = 'expired' | 'invalid';

export class AdminTokenError extends Error {
  override name = 'AdminTokenError';
  constructor(readonly problem: AdminTokenProblem) {
    super(problem === 'expired' ? 'The admin token has expired' : 'The admin token is invalid');
  }
}

interface AdminClaims {
  sub?: unknown;
  jti?: unknown;
  exp?: unknown;
}

/**
 * Signs and checks admin tokens: JWTs signed HS256 with JWT_SECRET, carrying the username (`sub`), a random id
 * (`jti`) and an expiry ADMIN_TOKEN_TTL_SECONDS ahead. Verification pins the algorithm, the audience and the issuer;
 * anything else (`alg: none`, HS512, RS256, a tampered payload or signature, a foreign secret) is `invalid`.
 * Revocation (logout) is not checked here: see RevokedAdminTokens.
 */
@Injectable()
export class AdminTokens {
  private readonly jwt: JwtService;
  private readonly ttlSeconds: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.ttlSeconds = config.adminTokenTtlSeconds;
    this.jwt = new JwtService({
      // A key object made once: given the text, jsonwebtoken first tries to read it as a PEM key on every sign and
      // verify (a failed createPrivateKey/createPublicKey each time, most of a token check's cost).
      secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
      signOptions: { algorithm: ADMIN_TOKEN_ALGORITHM, audience: ADMIN_TOKEN_AUDIENCE, issuer: ADMIN_TOKEN_AUDIENCE },
      verifyOptions: { algorithms: [ADMIN_TOKEN_ALGORITHM], audience: ADMIN_TOKEN_AUDIENCE, issuer: ADMIN_TOKEN_AUDIENCE },
    });
  }

  /** A new token for `username`, valid for the configured lifetime from `now`. */
  sign(username: string, now: Date = new Date()): SignedAdminToken {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const tokenId = randomUUID();
    // iat/exp in the payload (not expiresIn) so the expiry is exactly the one returned to the caller.
    const token = this.jwt.sign({ sub: username, jti: tokenId, iat: issuedAt, exp: expiresAt });
    return { token, username, tokenId, expiresAt: new Date(expiresAt * 1000) };
  }

  /** The principal of a valid token; throws AdminTokenError('expired' | 'invalid') otherwise. */
  verify(token: string): AdminPrincipal {
    let claims: AdminClaims;
    try {
      claims = this.jwt.verify<AdminClaims & object>(token);
    } catch (error) {
      // Past `exp` (and only that) is told apart; every other refusal — signature, algorithm, audience, a token
      // that is not a JWT at all — is invalid.
      throw new AdminTokenError(error instanceof TokenExpiredError ? 'expired' : 'invalid');
    }
    // A correctly signed token still needs the claims we rely on (signed by an older or foreign issuer otherwise).
    const { sub, jti, exp } = claims;
    if (typeof sub !== 'string' || sub === '' || typeof jti !== 'string' || jti === '' || typeof exp !== 'number') {
      throw new AdminTokenError('invalid');
    }
    return { username: sub, tokenId: jti, expiresAt: new Date(exp * 1000) };
  }
}
