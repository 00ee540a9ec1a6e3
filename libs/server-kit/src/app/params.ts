// Integer path parameters shared by every service: each bad value is a 400 whose code says what is wrong.
import { createParamDecorator, HttpStatus, type ExecutionContext } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { MAX_ID } from '@eoa/contracts';
import { ProblemException } from './problem.exception.js';

/** The largest id PostgreSQL's integer (int4) columns hold (one constant with the pages, in contracts). */
export { MAX_ID };

export interface IntParamSpec {
  name: string;
  min: number;
  max: number;
}

/**
 * "123" → 123 within [min, max]; signs, decimals, exponents and spaces are refused. A small range is named
 * whole (`field.integerRange`: "level must be an integer from 1 to 50"); an id names what is wrong: not a positive
 * integer (`field.positiveInteger`), or past what the database holds (`field.atMost`: "id must be at most 2147483647").
 */
export function parseIntParam(value: unknown, { name, min, max }: IntParamSpec): number {
  const isId = min === 1 && max === MAX_ID;
  const wanted = () =>
    isId
      ? new ProblemException(HttpStatus.BAD_REQUEST, 'field.positiveInteger', { field: name })
      : new ProblemException(HttpStatus.BAD_REQUEST, 'field.integerRange', { field: name, min, max });
  if (typeof value !== 'string' || !/^\d+$/.test(value)) throw wanted();
  const n = Number(value);
  if (n > max && isId) throw new ProblemException(HttpStatus.BAD_REQUEST, 'field.atMost', { field: name, max });
  if (n < min || n > max) throw wanted();
  return n;
}

const readIntParam = createParamDecorator((spec: IntParamSpec, context: ExecutionContext): number =>
  parseIntParam(context.switchToHttp().getRequest<{ params: Record<string, string> }>().params[spec.name], spec),
);

/**
 * An integer path parameter read from the raw path: a custom decorator, so the global ValidationPipe's
 * primitive conversion (which would turn "1e3" into 1000) never sees it. It documents itself in the OpenAPI
 * document too (an integer with its bounds), so a controller does not repeat the range in an @ApiParam.
 */
export const IntParam =
  (spec: IntParamSpec): ParameterDecorator =>
  (target, method, index) => {
    readIntParam(spec)(target, method, index);
    if (method === undefined) return;
    const description = spec.min === 1 && spec.max === MAX_ID ? `a positive integer, at most ${MAX_ID}` : `an integer from ${spec.min} to ${spec.max}`;
    const schema = { type: 'integer' as const, minimum: spec.min, maximum: spec.max };
    ApiParam({ name: spec.name, required: true, description, schema })(target, method, Object.getOwnPropertyDescriptor(target, method)!);
  };

/** A database id in the path (1 … 2,147,483,647). */
export const IdParam = (name = 'id') => IntParam({ name, min: 1, max: MAX_ID });
