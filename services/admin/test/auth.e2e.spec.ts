import { createHook } from 'node:async_hooks';
import { generateKeyPairSync } from 'node:crypto';
import type { NestExpressApplication } from '@nestjs/platform-express';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminSessionSchema, AdminValidateResultSchema, AuditPageSchema, type Problem } from '@eoa/contracts';
import { answerOf } from '@eoa/server-kit/testing/suites';
import { ADMIN_TOKEN_AUDIENCE, AdminTokens, loadConfig } from '@eoa/server-kit';
import { useOwnDatabase, type OwnDatabase } from '@eoa/server-kit/testing';
import { hashPassword } from '../src/admin-users/password.js';
import { LOGIN_THROTTLE, LoginThrottle } from '../src/auth/login-throttle.js';
import { createAdminApp } from './admin-app.js';
import { adminAuthorization } from './admin-session.js';
import { problemOf, type ProblemSummary } from '@eoa/server-kit/testing/problem';

const secret = loadConfig().jwtSecret;
const CHEAP_SCRYPT = { ln: 10, r: 8, p: 1 };
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: Record<string, unknown> = {}) => ({
  sub: 'admin',
  jti: `crafted-${Math.random().toString(36).slice(2)}`,
  iat: now(),
  exp: now() + 600,
  aud: ADMIN_TOKEN_AUDIENCE,
  iss: ADMIN_TOKEN_AUDIENCE,
  ...overrides,
});

/** The guard's refusals: every one a 401 with its own code. */
const AUTH_PROBLEMS = {
  missing: { status: 401, code: 'auth.missing', detail: 'Authentication required: send the admin token as "Authorization: Bearer <token>"' },
  malformed: { status: 401, code: 'auth.malformed', detail: 'The Authorization header must be "Bearer <token>"' },
  invalid: { status: 401, code: 'auth.invalid', detail: 'The admin token is invalid; please log in again' },
  expired: { status: 401, code: 'auth.expired', detail: 'The admin session has expired; please log in again' },
  revoked: { status: 401, code: 'auth.revoked', detail: 'The admin session has ended (logged out); please log in again' },
} as const satisfies Record<string, ProblemSummary>;

/** Each test its own client address (X-Forwarded-For, trusted from loopback), so per-client counters do not mix. */
let nextClient = 1;
const newClient = () => `203.0.113.${nextClient++}`;

describe('admin auth: login, validate, logout and the guard', () => {
  let app: NestExpressApplication;
  let db: DataSource;
  let own: OwnDatabase;

  beforeAll(async () => {
    // A database of its own: the accounts and logins below would show in the other files' administrator checks.
    own = await useOwnDatabase('auth');
    app = await createAdminApp();
    db = app.get(DataSource);
    // Accounts of this test's own, so the throttling tests never lock out "admin". Their hashes at the lowest cost
    // verifyPassword accepts (a stored hash carries its cost): the throttle tests log in about a hundred times.
    for (const username of ['frodo', 'sam', 'merry', 'pippin', 'legolas']) {
      await db.query(
        `INSERT INTO "admin"."admin_users" ("username", "password_hash") VALUES ($1, $2) ON CONFLICT ("username") DO UPDATE SET password_hash = EXCLUDED.password_hash`,
        [username, await hashPassword(`${username}-password`, CHEAP_SCRYPT)],
      );
    }
  });

  afterAll(async () => {
    await app?.close();
    await own?.restore();
  });

  const server = () => app.getHttpServer();
  const login = (body: unknown, client = newClient()) =>
    request(server()).post('/api/admin/login').set('X-Forwarded-For', client).send(body as object);
  const guarded = (authorization?: string) => {
    const call = request(server()).get('/api/admin/audit');
    return authorization === undefined ? call : call.set('Authorization', authorization);
  };

  describe('login', () => {
    it('answers a session for the right credentials; the token opens admin routes; last_login_at and a login audit entry are written', async () => {
      const client = newClient();
      const before = Date.now();
      const res = await login({ username: 'frodo', password: 'frodo-password' }, client);
      expect(res.status).toBe(200);
      const session = answerOf(AdminSessionSchema, res.body);
      expect(session.username).toBe('frodo');
      const expiresIn = Date.parse(session.expiresAt) - before;
      expect(expiresIn).toBeGreaterThan(loadConfig().adminTokenTtlSeconds * 1000 - 5000);
      expect(expiresIn).toBeLessThanOrEqual(loadConfig().adminTokenTtlSeconds * 1000 + 1000);
      expect((await guarded(`Bearer ${session.token}`)).status).toBe(200);

      const [user]: Array<{ last_login_at: Date | null }> = await db.query('SELECT last_login_at FROM "admin"."admin_users" WHERE username = $1', ['frodo']);
      expect(user!.last_login_at!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      const { tokenId } = app.get(AdminTokens).verify(session.token);
      const audit = await request(server()).get('/api/admin/audit').query({ action: 'login', username: 'frodo' }).set('Authorization', `Bearer ${session.token}`);
      expect((answerOf(AuditPageSchema, audit.body)).auditLogs[0]).toMatchObject({
        action: 'login',
        username: 'frodo',
        entityType: 'AdminSession',
        entityId: tokenId,
        ipAddress: client,
        changes: { expiresAt: session.expiresAt },
      });
    });

    it('answers 401 with one message that does not say which part was wrong', async () => {
      const wrongPassword = await login({ username: 'frodo', password: 'not-it' });
      const unknownUser = await login({ username: 'sauron', password: 'frodo-password' });
      for (const res of [wrongPassword, unknownUser]) {
        expect(problemOf(res)).toEqual({ status: 401, code: 'auth.invalidCredentials', detail: 'Invalid username or password' });
      }
      expect(wrongPassword.body).toEqual({ ...(unknownUser.body as object), requestId: (wrongPassword.body as Problem).requestId });
    });

    it('spends the password check on an unknown username too (no timing shortcut)', async () => {
      // scrypt is the cost of a login: the unknown name must run one too, as a known name with a wrong password does.
      // Counted (Node's async hooks see each scrypt job start), not timed.
      const scryptsOf = async (username: string) => {
        let scrypts = 0;
        const hook = createHook({
          init: (_id, type) => {
            if (type === 'SCRYPTREQUEST') scrypts += 1;
          },
        }).enable();
        try {
          const res = await login({ username, password: 'wrong-password' });
          expect(res.status).toBe(401);
        } finally {
          hook.disable();
        }
        return scrypts;
      };
      expect({ known: await scryptsOf('sam'), unknown: await scryptsOf('nobody') }).toEqual({ known: 1, unknown: 1 });
    });

    it('answers 400 with the spec text when a field is missing or blank, and says what is wrong otherwise', async () => {
      for (const body of [{}, { username: 'frodo' }, { password: 'x' }, { username: '   ', password: 'x' }, { username: 'frodo', password: '' }, { username: null, password: null }]) {
        const { detail, errors } = problemOf(await login(body));
        // The spec's text (§5, §8) once, however many of the two fields are missing.
        expect([body, detail, errors?.every((issue) => issue.endsWith(' auth.fieldsRequired'))]).toEqual([body, 'Username and password are required', true]);
      }
      const typed = await login({ username: 42, password: 'x' });
      expect(problemOf(typed)).toEqual({ status: 400, code: 'request.invalid', detail: 'username must be a text', errors: ['username field.aText'] });
      const extra = await login({ username: 'frodo', password: 'x', role: 'root' });
      expect(problemOf(extra)).toEqual({ status: 400, code: 'request.invalid', detail: 'property role should not exist', errors: ['role field.notAllowed'] });
      const long = await login({ username: 'x'.repeat(101), password: 'x' });
      expect(problemOf(long)).toEqual({ status: 400, code: 'request.invalid', detail: 'username must be at most 100 characters', errors: ['username field.textAtMost'] });
    });

    it(`throttles a username from one client after ${LOGIN_THROTTLE.perUsernameAndClient} attempts, even with the right password, with Retry-After — only there`, async () => {
      const guesser = newClient();
      for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndClient; i++) {
        expect((await login({ username: 'merry', password: `guess-${i}` }, guesser)).status).toBe(401);
      }
      for (const body of [{ username: 'merry', password: 'merry-password' }, { username: ' MERRY ', password: 'guess' }]) {
        const res = await login(body, guesser);
        const retryAfter = Number(res.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(LOGIN_THROTTLE.windowSeconds - 60);
        const minutes = Math.ceil(retryAfter / 60);
        expect(problemOf(res)).toEqual({ status: 429, code: 'auth.tooManyLogins', detail: `Too many login attempts. Please try again in ${minutes} minutes.` });
        expect((res.body as Problem).params).toEqual({ count: minutes });
      }
      // Another account from the same client is not affected.
      expect((await login({ username: 'frodo', password: 'frodo-password' }, guesser)).status).toBe(200);
      // Nor is the account itself from anywhere else: guessing cannot lock the real administrator out.
      expect((await login({ username: 'merry', password: 'still-guessing' })).status).toBe(401);
      expect((await login({ username: 'merry', password: 'merry-password' })).status).toBe(200);
    });

    it('guesses spread over many clients do not lock the account out below its ceiling', async () => {
      for (let c = 0; c < 3; c++) {
        const guesser = newClient();
        for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndClient; i++) {
          expect((await login({ username: 'sam', password: `guess-${c}-${i}` }, guesser)).status).toBe(401);
        }
        expect((await login({ username: 'sam', password: 'sam-password' }, guesser)).status).toBe(429);
      }
      expect((await login({ username: 'sam', password: 'sam-password' })).status).toBe(200);
    }, 60_000);

    it(`throttles a username from every client together after ${LOGIN_THROTTLE.perUsername} attempts (the brake on distributed guessing)`, async () => {
      // The first attempts straight through the throttle (no password check: it only counts), each from its own address.
      const throttle = app.get(LoginThrottle);
      for (let i = 0; i < LOGIN_THROTTLE.perUsername - 1; i++) await throttle.attempt(`192.0.2.${i % 250}:${i}`, 'legolas');
      // The last one allowed, over HTTP from a fresh client …
      expect((await login({ username: 'legolas', password: 'guess' })).status).toBe(401);
      // … then the account is refused from any client, the right password too, until the window ends.
      const res = await login({ username: 'Legolas', password: 'legolas-password' });
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(LOGIN_THROTTLE.windowSeconds - 60);
      // Other accounts sign in.
      expect((await login({ username: 'frodo', password: 'frodo-password' })).status).toBe(200);
    });

    it('a successful login gives the username its attempts back from that client', async () => {
      const client = newClient();
      for (let round = 0; round < 2; round++) {
        for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndClient - 1; i++) expect((await login({ username: 'pippin', password: 'no' }, client)).status).toBe(401);
        expect((await login({ username: 'pippin', password: 'pippin-password' }, client)).status).toBe(200);
      }
      // Without the success in between, the next attempts reach the limit.
      for (let i = 0; i < LOGIN_THROTTLE.perUsernameAndClient; i++) expect((await login({ username: 'pippin', password: 'no' }, client)).status).toBe(401);
      expect((await login({ username: 'pippin', password: 'pippin-password' }, client)).status).toBe(429);
    }, 60_000);

    it(`throttles a client after ${LOGIN_THROTTLE.perClient} attempts, whatever the usernames`, async () => {
      const client = newClient();
      for (let i = 0; i < LOGIN_THROTTLE.perClient; i++) {
        expect((await login({ username: `stranger-${i}`, password: 'x' }, client)).status).toBe(401);
      }
      const res = await login({ username: 'frodo', password: 'frodo-password' }, client);
      expect(res.status).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      // Another client still logs in.
      expect((await login({ username: 'frodo', password: 'frodo-password' })).status).toBe(200);
    }, 60_000);
  });

  describe('the guard (every admin route)', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

    it('refuses a missing, malformed or foreign Authorization header', async () => {
      const cases: Array<[string | undefined, ProblemSummary]> = [
        [undefined, AUTH_PROBLEMS.missing],
        ['', AUTH_PROBLEMS.missing],
        ['Basic YWRtaW46YWRtaW4=', AUTH_PROBLEMS.malformed],
        ['Bearer', AUTH_PROBLEMS.malformed],
        ['Bearer not-a-jwt', AUTH_PROBLEMS.malformed],
        [`Bearer ${'a'.repeat(3000)}.b.c`, AUTH_PROBLEMS.malformed],
        ['Bearer a.b.c', AUTH_PROBLEMS.invalid],
      ];
      for (const [header, problem] of cases) {
        expect([header, problemOf(await guarded(header))]).toEqual([header, problem]);
      }
    });

    it('refuses expired, tampered, alg none, other algorithms and other secrets', async () => {
      const good = app.get(AdminTokens).sign('admin').token;
      const [header, payload, signature] = good.split('.') as [string, string, string];
      const cases: Array<[string, string, ProblemSummary]> = [
        ['expired', jwt.sign(claims({ iat: now() - 7200, exp: now() - 60 }), secret, { algorithm: 'HS256' }), AUTH_PROBLEMS.expired],
        ['tampered payload', `${header}.${base64url({ ...claims(), sub: 'saruman' })}.${signature}`, AUTH_PROBLEMS.invalid],
        ['tampered signature', `${header}.${payload}.${signature.slice(0, -3)}${signature.endsWith('xyz') ? 'abc' : 'xyz'}`, AUTH_PROBLEMS.invalid],
        ['alg none', `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims())}.`, AUTH_PROBLEMS.invalid],
        ['HS512', jwt.sign(claims(), secret, { algorithm: 'HS512' }), AUTH_PROBLEMS.invalid],
        ['RS256', jwt.sign(claims(), privateKey, { algorithm: 'RS256' }), AUTH_PROBLEMS.invalid],
        ['other secret', jwt.sign(claims(), 'some-other-secret', { algorithm: 'HS256' }), AUTH_PROBLEMS.invalid],
        ['other audience', jwt.sign(claims({ aud: 'builder' }), secret, { algorithm: 'HS256' }), AUTH_PROBLEMS.invalid],
      ];
      for (const [name, token, problem] of cases) {
        expect([name, problemOf(await guarded(`Bearer ${token}`))]).toEqual([name, problem]);
      }
      // The same claims, correctly signed, pass: the refusals above are about the token, not the claims.
      expect((await guarded(`Bearer ${jwt.sign(claims(), secret, { algorithm: 'HS256' })}`)).status).toBe(200);
      // The scheme's name in any case (RFC 9110).
      expect((await guarded(`bearer ${jwt.sign(claims(), secret, { algorithm: 'HS256' })}`)).status).toBe(200);
    });

    it('refuses a token after logout (revoked until it expires), and logout is audited', async () => {
      const client = newClient();
      const session = answerOf(AdminSessionSchema, (await login({ username: 'frodo', password: 'frodo-password' }, client)).body);
      const bearer = `Bearer ${session.token}`;
      expect((await guarded(bearer)).status).toBe(200);

      const logout = await request(server()).post('/api/admin/logout').set('Authorization', bearer).set('X-Forwarded-For', client);
      expect(logout.status).toBe(204);
      const after = await guarded(bearer);
      expect(problemOf(after)).toEqual(AUTH_PROBLEMS.revoked);
      expect((await request(server()).post('/api/admin/logout').set('Authorization', bearer)).status).toBe(401);

      const { tokenId } = app.get(AdminTokens).verify(session.token);
      const audit = await request(server()).get('/api/admin/audit').query({ action: 'logout', entityId: tokenId }).set('Authorization', adminAuthorization(app));
      expect((answerOf(AuditPageSchema, audit.body)).auditLogs).toEqual([
        expect.objectContaining({ action: 'logout', username: 'frodo', entityType: 'AdminSession', entityId: tokenId, ipAddress: client }),
      ]);
      // Another session of the same user is not affected.
      expect((await guarded(adminAuthorization(app, 'frodo'))).status).toBe(200);
    });

    it('logout needs a token', async () => {
      expect((await request(server()).post('/api/admin/logout')).status).toBe(401);
    });
  });

  describe('validate', () => {
    const validate = (body: unknown) => request(server()).post('/api/admin/validate').send(body as object);

    it('answers valid with the username and expiry for a good token', async () => {
      const signed = app.get(AdminTokens).sign('sam');
      const res = await validate({ token: signed.token });
      expect(res.status).toBe(200);
      expect(answerOf(AdminValidateResultSchema, res.body)).toEqual({ valid: true, username: 'sam', expiresAt: signed.expiresAt.toISOString() });
    });

    it('answers valid:false (never 401) for garbage, expired, foreign and revoked tokens', async () => {
      const revoked = app.get(AdminTokens).sign('sam');
      expect((await request(server()).post('/api/admin/logout').set('Authorization', `Bearer ${revoked.token}`)).status).toBe(204);
      const tokens = [
        'garbage',
        'a.b.c',
        jwt.sign(claims({ iat: now() - 7200, exp: now() - 1 }), secret, { algorithm: 'HS256' }),
        jwt.sign(claims(), secret, { algorithm: 'HS384' }),
        `${base64url({ alg: 'none' })}.${base64url(claims())}.`,
        revoked.token,
      ];
      for (const token of tokens) {
        const res = await validate({ token });
        expect([token, res.status, res.body]).toEqual([token, 200, { valid: false }]);
        answerOf(AdminValidateResultSchema, res.body);
      }
    });

    it('answers 400 without a token', async () => {
      for (const body of [{}, { token: '' }, { token: 5 }]) expect((await validate(body)).status).toBe(400);
    });
  });
});
