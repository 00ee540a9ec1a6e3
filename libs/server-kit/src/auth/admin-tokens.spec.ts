import { generateKeyPairSync } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { loadConfig, type AppConfig } from '../config.js';
import { ADMIN_TOKEN_AUDIENCE, AdminTokenError, AdminTokens } from './admin-tokens.js';

const config: AppConfig = { ...loadConfig(), jwtSecret: 'unit-test-secret', adminTokenTtlSeconds: 7200 };
const tokens = new AdminTokens(config);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claims = (overrides: Record<string, unknown> = {}) => ({
  sub: 'gandalf',
  jti: 'a-token-id',
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 600,
  aud: ADMIN_TOKEN_AUDIENCE,
  iss: ADMIN_TOKEN_AUDIENCE,
  ...overrides,
});

function problemOf(token: string): string {
  try {
    tokens.verify(token);
    return 'accepted';
  } catch (error) {
    return error instanceof AdminTokenError ? error.problem : `unexpected ${String(error)}`;
  }
}

describe('AdminTokens', () => {
  it('signs HS256 tokens with the username, a random id and the configured lifetime, and verifies them', () => {
    const now = new Date('2026-11-26T10:00:00.000Z');
    const signed = tokens.sign('gandalf', now);
    expect(signed.expiresAt.toISOString()).toBe('2026-11-26T12:00:00.000Z');
    const header = JSON.parse(Buffer.from(signed.token.split('.')[0]!, 'base64url').toString()) as { alg: string };
    expect(header.alg).toBe('HS256');
    const other = tokens.sign('gandalf', now);
    expect(other.tokenId).not.toBe(signed.tokenId);

    const fresh = tokens.sign('gandalf');
    expect(tokens.verify(fresh.token)).toEqual({ username: 'gandalf', tokenId: fresh.tokenId, expiresAt: fresh.expiresAt });
  });

  it('refuses an expired token as expired', () => {
    const past = tokens.sign('gandalf', new Date(Date.now() - 3 * 3600_000));
    expect(problemOf(past.token)).toBe('expired');
  });

  it('refuses alg none, other algorithms, another secret, tampering and malformed text as invalid', () => {
    const good = tokens.sign('gandalf').token;
    const [header, payload, signature] = good.split('.') as [string, string, string];
    const none = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`;
    const hs512 = jwt.sign(claims(), config.jwtSecret, { algorithm: 'HS512' });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const rs256 = jwt.sign(claims(), privateKey, { algorithm: 'RS256' });
    const otherSecret = jwt.sign(claims(), 'not-the-secret', { algorithm: 'HS256' });
    const tamperedPayload = `${header}.${base64url({ ...claims(), sub: 'saruman' })}.${signature}`;
    const tamperedSignature = `${header}.${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const wrongAudience = jwt.sign(claims({ aud: 'someone-else' }), config.jwtSecret, { algorithm: 'HS256' });
    const noId = jwt.sign(claims({ jti: undefined }), config.jwtSecret, { algorithm: 'HS256' });
    const { exp: _exp, ...withoutExpiry } = claims();
    const noExpiry = jwt.sign(withoutExpiry, config.jwtSecret, { algorithm: 'HS256' });
    for (const token of [none, hs512, rs256, otherSecret, tamperedPayload, tamperedSignature, wrongAudience, noId, noExpiry, 'abc', 'a.b.c', '..', '']) {
      expect([token, problemOf(token)]).toEqual([token, 'invalid']);
    }
  });
});
