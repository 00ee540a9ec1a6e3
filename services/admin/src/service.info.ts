import { packageVersion, type ServiceInfo } from '@eoa/server-kit';

/** Who this service is: its name (schema, port variable, log prefix) and its package version. */
export const SERVICE: ServiceInfo & { name: 'admin' } = { name: 'admin', version: packageVersion(import.meta.url) };

/** The PostgreSQL schema admin owns (entities are qualified by it; no search_path). */
export const ADMIN_SCHEMA = 'admin';
