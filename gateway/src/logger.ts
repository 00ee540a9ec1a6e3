import { ConsoleLogger } from '@nestjs/common';
import type { AppConfig } from '@eoa/server-kit/edge';

type Fields = Record<string, unknown>;

/** The slice of a Nest logger the gateway uses; tests pass a recorder instead. */
export interface GatewayLogger {
  log(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

/**
 * Nest's ConsoleLogger, so the gateway's lines look like the services' lines. In JSON mode the fields are
 * spread into the record (flattenParams), which is what log collectors index; in pretty mode the message
 * already says everything, and Nest would print the fields a second time after it.
 */
export function createLogger(config: Pick<AppConfig, 'logFormat'>): GatewayLogger {
  const json = config.logFormat === 'json';
  // Colours only on a terminal: under the launcher or Docker the lines go through a pipe into other tools.
  const logger = new ConsoleLogger('Gateway', {
    json,
    prefix: 'Gateway',
    colors: !json && process.stdout.isTTY === true,
    structuredParams: true,
    flattenParams: true,
  });
  const write = (level: 'log' | 'warn' | 'error') => (message: string, fields?: Fields) => {
    if (json && fields) logger[level](message, fields);
    else logger[level](message);
  };
  return { log: write('log'), warn: write('warn'), error: write('error') };
}
