import { Module } from '@nestjs/common';
import { AdminUsersModule } from '../admin-users/admin-users.module.js';
import { AuditModule } from '../audit/audit.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottle } from './login-throttle.js';

/** Login, validate and logout. The guard itself (AdminAuthGuard) is server-kit's, usable in every module. */
@Module({
  imports: [AdminUsersModule, AuditModule],
  controllers: [AuthController],
  providers: [AuthService, LoginThrottle],
})
export class AuthModule {}
