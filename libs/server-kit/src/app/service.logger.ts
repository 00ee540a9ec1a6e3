import { ConsoleLogger, type LogLevel } from '@nestjs/common';
import type { AppConfig } from '../config.js';
import { currentRequestId } from './request-context.js';

type JsonLogOptions = Parameters<ConsoleLogger['getJsonLogObject']>[1];

/**
 * Nest's ConsoleLogger plus the service name and the current request id on every line:
 * one JSON object per line when LOG_FORMAT=json (production default), coloured text otherwise.
 */
export class ServiceLogger extends ConsoleLogger {
  constructor(
    private readonly serviceName: string,
    format: AppConfig['logFormat'],
    logLevels?: LogLevel[],
  ) {
    super({
      prefix: serviceName,
      json: format === 'json',
      colors: format !== 'json' && Boolean(process.stdout.isTTY),
      ...(logLevels ? { logLevels } : {}),
    });
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
