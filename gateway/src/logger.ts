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
  // JSON records carry the request id among their fields; a text line names it at its end (the gateway does not
  // use server-kit's request context, which would add it: see request-context.ts).
  const text = (message: string, fields?: LogFields) =>
    config.logFormat === 'pretty' && fields?.requestId ? `${message} (rid=${String(fields.requestId)})` : message;
  return {
    log: (message, fields) => logger.logWithFields('log', text(message, fields), fields),
    warn: (message, fields) => logger.logWithFields('warn', text(message, fields), fields),
    error: (message, fields) => logger.logWithFields('error', text(message, fields), fields),
  };
}
