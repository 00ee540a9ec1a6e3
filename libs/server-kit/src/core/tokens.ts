/** Injection token of the validated AppConfig (see config.ts). */
export const APP_CONFIG = Symbol('APP_CONFIG');
/** Injection token of the ServiceInfo of the running service. */
export const SERVICE_INFO = Symbol('SERVICE_INFO');

/** Who is running: reported by health and used to name logs, Redis connections and cache keys. */
export interface ServiceInfo {
  name: string;
  version: string;
}
