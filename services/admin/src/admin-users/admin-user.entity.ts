import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { ADMIN_SCHEMA } from '../service.info.js';

/** An administrator. The password is kept only as an scrypt hash (password.ts). */
@Entity({ name: 'admin_users', schema: ADMIN_SCHEMA })
export class AdminUser {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100, unique: true })
  username!: string;

  /** "$scrypt$ln=…,r=…,p=…$salt$hash" (base64), never the password. */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'last_login_at', type: 'timestamptz', nullable: true })
  lastLoginAt!: Date | null;
}
