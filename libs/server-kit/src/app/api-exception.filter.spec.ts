import { BadRequestException, HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { z } from 'zod';
import { problemTypeOf } from '@eoa/contracts';
import { problemTexts } from '../edge/problem-texts.js';
import { toProblem } from './api-exception.filter.js';
import { DependencyUnavailableException } from './dependency-unavailable.exception.js';
import { ProblemException } from './problem.exception.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';
import { invalidRequest } from './zod-validation.js';

describe('toProblem', () => {
  it('answers a ProblemException with its code, values and text (RFC 9457 members plus code and params)', () => {
    const problem = toProblem(new ProblemException(HttpStatus.NOT_FOUND, 'builder.itemNotFound', { id: 7 }), { requestId: 'rid-1', instance: '/api/items/7' });
    expect(problem).toEqual({
      type: problemTypeOf('builder.itemNotFound'),
      title: 'Not Found',
      status: 404,
      detail: 'Item 7 not found',
      code: 'builder.itemNotFound',
      params: { id: 7 },
      instance: '/api/items/7',
      requestId: 'rid-1',
    });
  });

  it("writes detail and title in the request's language, by code", () => {
    const problem = toProblem(new ProblemException(HttpStatus.NOT_FOUND, 'builder.itemNotFound', { id: 7 }), { language: 'de' });
    expect(problem).toMatchObject({ title: 'Nicht gefunden', detail: 'Gegenstand 7 nicht gefunden', code: 'builder.itemNotFound' });
    expect(toProblem(new Error('boom'), { language: 'ru' }).detail).toBe(problemTexts().detail('status.internalError', {}, 'ru'));
  });

  it('chooses the plural form by count in each language', () => {
    const minutes = (count: number, language: 'en' | 'ru') =>
      toProblem(new TooManyRequestsException('auth.tooManyLogins', { count }, 60 * count), { language }).detail;
    expect(minutes(1, 'en')).toBe('Too many login attempts. Please try again in 1 minute.');
    expect(minutes(5, 'en')).toBe('Too many login attempts. Please try again in 5 minutes.');
    expect(minutes(2, 'ru')).not.toBe(minutes(5, 'ru'));
  });

  it('hides unknown errors behind a generic 500', () => {
    const problem = toProblem(new Error('password=hunter2 at db.ts:12'), { requestId: 'rid-3' });
    expect(problem).toMatchObject({ status: 500, code: 'status.internalError', detail: 'Internal server error', title: 'Internal Server Error' });
    expect(JSON.stringify(problem)).not.toContain('hunter2');
  });

  it('hides the text of a 5xx HTTP exception', () => {
    expect(toProblem(new HttpException('upstream db-7 refused', 502))).toMatchObject({ status: 502, code: 'status.badGateway', detail: 'Bad Gateway' });
  });

  it("sends a dependency's 503 with its own text", () => {
    expect(toProblem(new DependencyUnavailableException('admin.atlasUnavailable', {}))).toMatchObject({
      status: 503,
      code: 'admin.atlasUnavailable',
      detail: problemTexts().detail('admin.atlasUnavailable', {}, 'en'),
    });
  });

  it('turns a body-parser syntax error into request.malformedJson', () => {
    const cause = Object.assign(new SyntaxError('Unexpected token } in JSON at position 9'), { type: 'entity.parse.failed', status: 400 });
    expect(toProblem(new BadRequestException(cause.message, { cause }))).toMatchObject({ status: 400, code: 'request.malformedJson', detail: 'Malformed JSON in request body' });
  });

  it("answers Nest's unknown route with routing.cannot and the request's path", () => {
    const problem = toProblem(new NotFoundException('Cannot GET /api/nothing'), { instance: '/api/nothing', method: 'GET' });
    expect(problem).toMatchObject({ status: 404, code: 'routing.cannot', params: { method: 'GET', path: '/api/nothing' }, detail: 'Cannot GET /api/nothing' });
  });

  it("codes body-parser's other errors by their type, and any other HTTP exception by its status alone", () => {
    const wrapped = (status: number, cause: object) => new HttpException('library text', status, { cause });
    expect(toProblem(wrapped(413, { type: 'entity.too.large' }))).toMatchObject({ status: 413, code: 'request.entityTooLarge' });
    expect(toProblem(wrapped(415, { type: 'charset.unsupported', charset: 'latin-9' }))).toMatchObject({ code: 'request.unsupportedCharset', params: { charset: 'LATIN-9' }, detail: 'unsupported charset "LATIN-9"' });
    expect(toProblem(wrapped(415, { type: 'encoding.unsupported', encoding: 'snappy' }))).toMatchObject({ code: 'request.unsupportedEncoding', params: { encoding: 'snappy' } });
    expect(toProblem(wrapped(400, Object.assign(new Error('incorrect header check'), { code: 'Z_DATA_ERROR' })))).toMatchObject({ code: 'request.incorrectHeaderCheck' });
    // An English text is never read back into a code: only what the exception is counts.
    expect(toProblem(new NotFoundException('Item 42 not found'))).toMatchObject({ status: 404, code: 'status.clientError', params: { status: 404 } });
    expect(toProblem(new BadRequestException('no catalog text says this'))).toMatchObject({ status: 400, code: 'status.clientError', params: { status: 400 } });
  });

  it("lists a failed validation's issues, each coded, and joins their texts into detail in the request's language", () => {
    const schema = z.strictObject({ page: z.int().min(1), q: z.string() });
    const result = schema.safeParse({ page: 0, q: 5, extra: true }, { reportInput: true });
    if (result.success) throw new Error('expected a failure');
    const english = toProblem(invalidRequest(result.error, 'query'));
    expect(english).toMatchObject({ status: 400, code: 'request.invalid', params: { count: 3 } });
    expect(english.errors).toEqual([
      { path: 'page', code: 'field.oneOrMore', params: { field: 'page' }, detail: 'page must be 1 or more' },
      { path: 'q', code: 'field.aText', params: { field: 'q' }, detail: 'q must be a text' },
      { path: 'extra', code: 'field.notAllowed', params: { name: 'extra' }, detail: 'property extra should not exist' },
    ]);
    expect(english.detail).toBe('page must be 1 or more; q must be a text; property extra should not exist');
    const german = toProblem(invalidRequest(result.error, 'query'), { language: 'de' });
    expect(german.errors!.map((issue) => issue.detail)).toEqual(english.errors!.map((issue) => problemTexts().detail(issue.code, issue.params, 'de')));
    expect(german.detail).toBe(german.errors!.map((issue) => issue.detail).join('; '));
    expect(german.detail).not.toBe(english.detail);
  });

  it('says an empty list must not be empty, and names a longer minimum', () => {
    const schema = z.strictObject({ entries: z.array(z.int()).min(1), pair: z.array(z.int()).min(2) });
    const result = schema.safeParse({ entries: [], pair: [1] }, { reportInput: true });
    if (result.success) throw new Error('expected a failure');
    expect(toProblem(invalidRequest(result.error, 'body')).errors!.map(({ path, code, detail }) => [path, code, detail])).toEqual([
      ['entries', 'field.notEmpty', 'entries must not be empty'],
      ['pair', 'field.listAtLeast', 'pair must hold at least 2 entries'],
    ]);
  });
});
