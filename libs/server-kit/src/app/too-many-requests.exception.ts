import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 whose Retry-After header (seconds) is set by the app-wide exception filter. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ statusCode: HttpStatus.TOO_MANY_REQUESTS, message, error: 'Too Many Requests' }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
