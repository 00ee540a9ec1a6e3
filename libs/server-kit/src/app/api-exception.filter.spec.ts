import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { localizeServerText } from '../edge/server-texts.js';
import { toApiErrorBody } from './api-exception.filter.js';
import { DependencyUnavailableException } from './dependency-unavailable.exception.js';
import { TooManyRequestsException } from './too-many-requests.exception.js';

describe('toApiErrorBody', () => {
  it('keeps the text and status name of an HTTP exception', () => {
    expect(toApiErrorBody(new NotFoundException('Correction 7 not found'), 'rid-1')).toEqual({
      statusCode: 404,
      message: 'Correction 7 not found',
      error: 'Not Found',
      requestId: 'rid-1',
    });
  });

  it('joins a list of messages and keeps them as details', () => {
    const body = toApiErrorBody(new BadRequestException(['a is wrong', 'b is wrong']), 'rid-2');
    expect(body).toMatchObject({ statusCode: 400, message: 'a is wrong; b is wrong', details: ['a is wrong', 'b is wrong'] });
  });

  it('passes validation details through', () => {
    const exception = new BadRequestException({ message: 'x; y', error: 'Bad Request', details: ['x', 'y'] });
    expect(toApiErrorBody(exception, undefined)).toEqual({ statusCode: 400, message: 'x; y', error: 'Bad Request', details: ['x', 'y'], requestId: undefined });
  });

  it('hides unknown errors behind a generic 500', () => {
    const body = toApiErrorBody(new Error('password=hunter2 at db.ts:12'), 'rid-3');
    expect(body).toEqual({ statusCode: 500, message: 'Internal server error', error: 'Internal Server Error', requestId: 'rid-3' });
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('hides the text of a 5xx HTTP exception', () => {
    expect(toApiErrorBody(new HttpException('upstream db-7 refused', 502), 'r')).toMatchObject({ statusCode: 502, message: 'Bad Gateway' });
  });

  it("sends a dependency's 503 with its message", () => {
    expect(toApiErrorBody(new DependencyUnavailableException('The atlas service cannot be reached'), 'r')).toEqual({
      statusCode: 503,
      message: 'The atlas service cannot be reached',
      error: 'Service Unavailable',
      requestId: 'r',
    });
  });

  it('turns a body-parser syntax error into a plain 400', () => {
    const cause = Object.assign(new SyntaxError('Unexpected token } in JSON at position 9'), { type: 'entity.parse.failed', status: 400 });
    const body = toApiErrorBody(new BadRequestException(cause.message, { cause }), 'r');
    expect(body).toMatchObject({ statusCode: 400, message: 'Malformed JSON in request body', error: 'Bad Request' });
  });

  it('gives 429 its status text', () => {
    expect(toApiErrorBody(new TooManyRequestsException('Slow down', 30), 'r')).toMatchObject({
      statusCode: 429,
      message: 'Slow down',
      error: 'Too Many Requests',
    });
  });

  it("answers the texts in the request's language: each validation message, and the message they join into", () => {
    const validation = new BadRequestException({ message: ['page must be a whole number', 'q must be a text'], error: 'Bad Request' });
    const body = toApiErrorBody(validation, 'r', 'de');
    expect(body.details).toEqual([localizeServerText('page must be a whole number', 'de'), localizeServerText('q must be a text', 'de')]);
    expect(body.details![0]).not.toBe('page must be a whole number');
    expect(body.message).toBe(body.details!.join('; '));
    expect(toApiErrorBody(new NotFoundException('Item 42 not found'), 'r', 'fr').message).toBe(localizeServerText('Item 42 not found', 'fr'));
    expect(toApiErrorBody(new Error('boom'), 'r', 'ru').message).toBe(localizeServerText('Internal server error', 'ru'));
    // English stays the code's own words (the spec's texts).
    expect(toApiErrorBody(new NotFoundException('Item 42 not found'), 'r').message).toBe('Item 42 not found');
  });
});
