import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import { DEFAULT_LANGUAGE, PROBLEM_CONTENT_TYPE, type LanguageCode, type Problem, type ProblemParams } from '@eoa/contracts';
import { pickLanguage } from '../edge/accept-language.js';
import { pathForLogs } from '../edge/log-path.js';
import { problemBody, type InputIssue, type ProblemInit } from '../edge/problem.js';
import { problemTexts } from '../edge/problem-texts.js';
import { requestIdOf } from './request-id.middleware.js';
import { databaseUnavailableException, isDatabaseUnavailable } from './database-unavailable.js';
import { DependencyUnavailableException } from './dependency-unavailable.exception.js';
import { ProblemException } from './problem.exception.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

/** The code of a 5xx whose own text stays in the logs: the status says enough to the client. */
const SERVER_ERROR_CODES: Record<number, string> = {
  [HttpStatus.NOT_IMPLEMENTED]: 'status.notImplemented',
  [HttpStatus.BAD_GATEWAY]: 'status.badGateway',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'status.serviceUnavailable',
  [HttpStatus.GATEWAY_TIMEOUT]: 'status.gatewayTimeout',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * The code of a body-parser error Nest wrapped in an HttpException (its `cause`): body-parser marks each with a
 * `type`, zlib a malformed compressed body with its `code`. Their texts are the library's English, never shown.
 */
function bodyParserProblem(cause: unknown): Pick<ProblemInit, 'code' | 'params'> | undefined {
  if (!isRecord(cause)) return undefined;
  switch (cause.type) {
    case 'entity.parse.failed':
      return { code: 'request.malformedJson' };
    case 'entity.too.large':
      return { code: 'request.entityTooLarge' };
    case 'charset.unsupported':
      return { code: 'request.unsupportedCharset', params: { charset: String(cause.charset).toUpperCase().slice(0, 40) } };
    case 'encoding.unsupported':
      return { code: 'request.unsupportedEncoding', params: { encoding: String(cause.encoding).slice(0, 40) } };
  }
  return cause.code === 'Z_DATA_ERROR' ? { code: 'request.incorrectHeaderCheck' } : undefined;
}

/** Nest's router answers an unknown route with a NotFoundException "Cannot GET /path". */
const UNKNOWN_ROUTE = /^Cannot ([A-Z]+) /;

/** The English text an HttpException not thrown by code carries (Nest's own exceptions, a library's). */
function englishText(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  if (isRecord(response) && typeof response.message === 'string') return response.message;
  if (isRecord(response) && Array.isArray(response.message)) return response.message.map(String).join('; ');
  return exception.message;
}

/**
 * What a thrown value answers, in codes. A ProblemException says it itself; an unknown error is a 500 whose details
 * stay in the logs; an HttpException that is not a ProblemException gets the code of what it is (Nest's router:
 * routing.cannot; body-parser: by its error type), else status.clientError with its status.
 */
export function problemInitOf(exception: unknown, request?: { method?: string; path?: string }): ProblemInit {
  if (exception instanceof DependencyUnavailableException) return { status: exception.getStatus(), code: exception.code, params: exception.params };
  if (!(exception instanceof HttpException)) return { status: HttpStatus.INTERNAL_SERVER_ERROR, code: 'status.internalError' };
  const status = exception.getStatus();
  if (status >= 500) return { status, code: SERVER_ERROR_CODES[status] ?? 'status.internalError' };
  if (exception instanceof ProblemException) return { status, code: exception.code, params: exception.params, issues: exception.issues };
  // A ProblemException thrown inside body-parser (the UTF-8 check of its `verify`) arrives wrapped by Nest.
  if (exception.cause instanceof ProblemException) return problemInitOf(exception.cause, request);
  const parser = bodyParserProblem(exception.cause);
  if (parser) return { status, ...parser };
  const text = englishText(exception);
  const route = UNKNOWN_ROUTE.exec(text);
  if (status === HttpStatus.NOT_FOUND && route) {
    return { status, code: 'routing.cannot', params: { method: route[1]!, path: pathForLogs(request?.path ?? '') } };
  }
  return { status, code: 'status.clientError', params: { status } };
}

/** The problem answer of a thrown value in `language`: a failed validation's detail lists its issues' texts. */
export function toProblem(exception: unknown, context: { language?: LanguageCode; requestId?: string; instance?: string; method?: string } = {}): Problem {
  const init = problemInitOf(exception, { method: context.method, path: context.instance });
  if (init.code === 'request.invalid' && init.issues) {
    const language = context.language ?? DEFAULT_LANGUAGE;
    const problems = init.issues.map((issue: InputIssue) => problemTexts().detail(issue.code, issue.params, language)).join('; ');
    init.params = { ...init.params, problems } satisfies ProblemParams;
  }
  return problemBody(init, context);
}

/** The one app-wide filter: every error answers as problem details in the request's language; unknown errors are logged and hidden. */
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
    const problem = toProblem(exception, {
      language: pickLanguage(req.headers['accept-language']),
      requestId,
      instance: req.originalUrl.split('?')[0],
      method: req.method,
    });

    if (exception instanceof DependencyUnavailableException) {
      const cause = exception === thrown ? '' : ` (${thrown instanceof Error ? thrown.message : String(thrown)})`;
      this.logger.warn(`${req.method} ${pathForLogs(req.originalUrl)}: ${exception.message}${cause} (rid=${requestId ?? '-'})`);
    } else if (problem.status >= 500) {
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
    res.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
  }
}
