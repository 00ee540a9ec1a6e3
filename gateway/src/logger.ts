import { ServiceLogger, type AppConfig, type LogFields } from '@eoa/server-kit/edge';

/** The slice of a logger the gateway uses; tests pass a recorder instead. */
export interface GatewayLogger {
  log(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** server-kit's ServiceLogger, so the gateway's lines have the services' format (JSON records carry the fields). */
export function createLogger(config: Pick<AppConfig, 'logFormat'>): GatewayLogger {
  const logger = new ServiceLogger('gateway', config.logFormat);
  logger.setContext('Gateway');
  return {
    log: (message, fields) => logger.logWithFields('log', message, fields),
    warn: (message, fields) => logger.logWithFields('warn', message, fields),
    error: (message, fields) => logger.logWithFields('error', message, fields),
  };
}
