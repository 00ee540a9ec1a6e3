// ConsoleLogger's own module, not @nestjs/common's index: the index loads all of Nest's common kit and RxJS
// (about 400 modules, 0.2 s) that the gateway has no use for. Its decorators need Reflect's metadata API first.
// In a service it is the same module (same file) as @nestjs/common's ConsoleLogger.
import 'reflect-metadata';
import { ConsoleLogger } from '@nestjs/common/services/console-logger.service.js';
import type { LogLevel } from '@nestjs/common/services/logger.service.js';
import type { AppConfig } from '../config.js';
import { currentRequestId } from './request-context.js';

type JsonLogOptions = Parameters<ConsoleLogger['getJsonLogObject']>[1];

/** Fields of a log line: spread into the JSON record (what collectors index); in text mode the message says it all. */
export type LogFields = Record<string, unknown>;

/**
 * The one log format of the gateway and the services: Nest's ConsoleLogger plus the service name and the
 * current request id on every line — one JSON object per line when LOG_FORMAT=json (production default),
 * coloured text on a terminal otherwise.
 */
export class ServiceLogger extends ConsoleLogger {
  constructor(
    private readonly serviceName: string,
    private readonly format: AppConfig['logFormat'],
    logLevels?: LogLevel[],
  ) {
    super({
      prefix: serviceName,
      json: format === 'json',
      colors: format !== 'json' && Boolean(process.stdout.isTTY),
      // Object parameters are fields of the record, not extra messages (see logWithFields).
      structuredParams: true,
      flattenParams: true,
      ...(logLevels ? { logLevels } : {}),
    });
  }

  /** A line with fields: in JSON mode they join the record; in text mode only the message is printed. */
  logWithFields(level: 'log' | 'warn' | 'error', message: string, fields?: LogFields): void {
    if (this.format === 'json' && fields) this[level](message, fields);
    else this[level](message);
  }

  protected override getJsonLogObject(message: unknown, options: JsonLogOptions): ReturnType<ConsoleLogger['getJsonLogObject']> {
    const record = super.getJsonLogObject(message, options);
    record.service = this.serviceName;
    const requestId = currentRequestId();
    if (requestId) record.requestId = requestId;
    return record;
  }

  protected override formatContext(context: string): string {
    const requestId = currentRequestId();
    const base = super.formatContext(context);
    return requestId ? `${base}(${requestId}) ` : base;
  }
}
