import { STATUS_CODES } from 'node:http';
import { ArgumentsHost, Catch, HttpException, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DEFAULT_LANGUAGE, type ApiErrorBody, type LanguageCode } from '@eoa/contracts';
import { pickLanguage } from '../edge/accept-language.js';
import { pathForLogs } from '../edge/log-path.js';
import { localizeServerText } from '../edge/server-texts.js';
import { requestIdOf } from './request-id.middleware.js';
import { databaseUnavailableException, isDatabaseUnavailable } from './database-unavailable.js';
import { DependencyUnavailableException } from './dependency-unavailable.exception.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

const GENERIC_SERVER_ERROR = 'Internal server error';
const MALFORMED_JSON = 'Malformed JSON in request body';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

/** body-parser marks a JSON syntax error with this type; Nest wraps it in a BadRequestException. */
function isJsonParseFailure(exception: HttpException): boolean {
  return isRecord(exception.cause) && exception.cause.type === 'entity.parse.failed';
}

/**
 * Turns any thrown value into the one ApiErrorBody shape (plus the status to send), its texts in `language` (the
 * code writes them in English; see server-texts).
 */
export function toApiErrorBody(exception: unknown, requestId: string | undefined, language: LanguageCode = DEFAULT_LANGUAGE): ApiErrorBody {
  const body = englishApiErrorBody(exception, requestId);
  if (language === DEFAULT_LANGUAGE) return body;
  const details = body.details?.map((text) => localizeServerText(text, language));
  // A validation failure's message is its details joined; each is translated on its own.
  const message = details && body.message === body.details!.join('; ') ? details.join('; ') : localizeServerText(body.message, language);
  return { ...body, message, ...(details ? { details } : {}) };
}

function englishApiErrorBody(exception: unknown, requestId: string | undefined): ApiErrorBody {
  if (!(exception instanceof HttpException)) {
    return { statusCode: 500, message: GENERIC_SERVER_ERROR, error: STATUS_CODES[500] ?? 'Internal Server Error', requestId };
  }
  const statusCode = exception.getStatus();
  const error = STATUS_CODES[statusCode] ?? 'Error';
  // A 5xx built by our own code may still carry internals in its text; the client only needs the status (a
  // dependency's 503 is written for the client).
  if (exception instanceof DependencyUnavailableException) return { statusCode, message: exception.message, error, requestId };
  if (statusCode >= 500) {
    return { statusCode, message: statusCode === 500 ? GENERIC_SERVER_ERROR : error, error, requestId };
  }
  if (isJsonParseFailure(exception)) return { statusCode, message: MALFORMED_JSON, error, requestId };

  const response = exception.getResponse();
  const body: ApiErrorBody = { statusCode, message: exception.message, error, requestId };
  if (typeof response === 'string') {
    body.message = response;
  } else if (isRecord(response)) {
    const list = stringList(response.message);
    if (list) {
      body.message = list.join('; ');
      body.details = list;
    } else if (typeof response.message === 'string') {
      body.message = response.message;
    }
    const details = stringList(response.details);
    if (details) body.details = details;
    if (typeof response.error === 'string' && response.error !== '') body.error = response.error;
  }
  return body;
}

/** The one app-wide filter: every error answers as ApiErrorBody in the request's language; unknown errors are logged and hidden. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(thrown: unknown, host: ArgumentsHost): void {
    // PostgreSQL restarting is an outage the client can wait out, not a bug: 503, logged as a warning.
    const exception = isDatabaseUnavailable(thrown) ? databaseUnavailableException() : thrown;
    const http = host.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const requestId = requestIdOf(req);
    const body = toApiErrorBody(exception, requestId, pickLanguage(req.headers['accept-language']));

    if (exception instanceof DependencyUnavailableException) {
      const cause = exception === thrown ? '' : ` (${thrown instanceof Error ? thrown.message : String(thrown)})`;
      this.logger.warn(`${req.method} ${pathForLogs(req.originalUrl)}: ${exception.message}${cause} (rid=${requestId ?? '-'})`);
    } else if (body.statusCode >= 500) {
      const detail = exception instanceof Error ? (exception.stack ?? exception.message) : String(exception);
      this.logger.error(`${req.method} ${pathForLogs(req.originalUrl)} failed (rid=${requestId ?? '-'}): ${detail}`);
    }
    if (res.headersSent) {
      // The response is already on its way (e.g. a stream broke): nothing can be reshaped now.
      res.end();
      return;
    }
    if (exception instanceof TooManyRequestsException) {
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(exception.retryAfterSeconds))));
    }
    // The texts follow Accept-Language: a shared cache keeping an error must keep one per language.
    res.vary('Accept-Language');
    res.status(body.statusCode).json(body);
  }
}
