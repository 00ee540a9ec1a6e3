import { Init1795336502000 } from './1795336502000-init.js';
import { AdminUsers1795500000000 } from './1795500000000-admin-users.js';
import { AuditLog1795600000000 } from './1795600000000-audit-log.js';
import { Editorial1795700000000 } from './1795700000000-editorial.js';

/** Every migration of the admin schema, oldest first (the app and the seed command run the same list). */
export const ADMIN_MIGRATIONS = [Init1795336502000, AdminUsers1795500000000, AuditLog1795600000000, Editorial1795700000000];
