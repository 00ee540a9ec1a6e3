import { packageVersion, type ServiceInfo } from '@eoa/server-kit';

/** Who this service is: its name (schema, port variable, log prefix) and its package version. */
export const SERVICE: ServiceInfo & { name: 'loot' } = { name: 'loot', version: packageVersion(import.meta.url) };
