import { randomBytes } from 'node:crypto';
import { HttpStatus, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminSession, AdminValidateResult } from '@eoa/contracts';
import { AdminTokenError, AdminTokens, DependencyUnavailableException, ProblemException, RevokedAdminTokens, type AdminPrincipal } from '@eoa/server-kit';
import { AdminUser } from '../admin-users/admin-user.entity.js';
import { hashPassword, verifyPassword } from '../admin-users/password.js';
import { AuditService } from '../audit/audit.service.js';
import { LoginThrottle } from './login-throttle.js';

@Injectable()
export class AuthService implements OnModuleInit {
  private readonly logger = new Logger('AdminAuth');
  /** A hash of nothing anyone knows: an unknown username is checked against it, so it takes as long as a known one. */
  private dummyHash = '';

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tokens: AdminTokens,
    private readonly revoked: RevokedAdminTokens,
    private readonly throttle: LoginThrottle,
    private readonly audit: AuditService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.dummyHash = await hashPassword(randomBytes(32).toString('base64url'));
  }

  /**
   * POST /admin/login: throttled per client and per username (429), checked in constant time (an unknown username
   * costs a full scrypt too), then a fresh token; last_login_at and the `login` audit entry in one transaction.
   */
  async login(username: string, password: string, clientIp: string): Promise<AdminSession> {
    const name = username.trim();
    await this.throttle.attempt(clientIp, name);
    const user = await this.dataSource.getRepository(AdminUser).findOne({ where: { username: name } });
    const passwordMatches = await verifyPassword(password, user?.passwordHash ?? this.dummyHash);
    if (!user || !passwordMatches) {
      this.logger.warn(`Failed admin login for "${name.slice(0, 100)}" from ${clientIp}`);
      // One answer to wrong credentials: it never says whether the username or the password was wrong.
      throw new ProblemException(HttpStatus.UNAUTHORIZED, 'auth.invalidCredentials', {});
    }
    await this.throttle.succeeded(clientIp, name);
    const signed = this.tokens.sign(user.username);
    await this.dataSource.transaction(async (manager) => {
      await manager.getRepository(AdminUser).update({ id: user.id }, { lastLoginAt: new Date() });
      await this.audit.record(manager, {
        action: 'login',
        username: user.username,
        entityType: 'AdminSession',
        entityId: signed.tokenId,
        ipAddress: clientIp,
        changes: { expiresAt: signed.expiresAt.toISOString() },
      });
    });
    return { username: signed.username, token: signed.token, expiresAt: signed.expiresAt.toISOString() };
  }

  /** POST /admin/validate: whether a token would pass the guard now (never a 401: an invalid token is valid:false). */
  async validate(token: string): Promise<AdminValidateResult> {
    let principal: AdminPrincipal;
    try {
      principal = this.tokens.verify(token);
    } catch (error) {
      if (error instanceof AdminTokenError) return { valid: false };
      throw error;
    }
    const state = await this.revoked.state(principal.tokenId);
    if (state === 'unknown') throw new DependencyUnavailableException('auth.unavailable', {});
    if (state === 'revoked') return { valid: false };
    return { valid: true, username: principal.username, expiresAt: principal.expiresAt.toISOString() };
  }

  /** POST /admin/logout: the token goes on the denylist until it expires; audited. */
  async logout(admin: AdminPrincipal, clientIp: string): Promise<void> {
    await this.revoked.revoke(admin.tokenId, admin.expiresAt);
    await this.dataSource.transaction((manager) =>
      this.audit.record(manager, {
        action: 'logout',
        username: admin.username,
        entityType: 'AdminSession',
        entityId: admin.tokenId,
        ipAddress: clientIp,
        changes: {},
      }),
    );
  }
}
