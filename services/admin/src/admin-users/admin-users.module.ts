import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminUser } from './admin-user.entity.js';

/** Administrators: the accounts login checks (auth/), their scrypt hashes (password.ts) and the first one's seed. */
@Module({
  imports: [TypeOrmModule.forFeature([AdminUser])],
  exports: [TypeOrmModule],
})
export class AdminUsersModule {}
