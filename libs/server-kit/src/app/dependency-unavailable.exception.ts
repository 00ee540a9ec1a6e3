import { HttpStatus, ServiceUnavailableException } from '@nestjs/common';

/**
 * 503 when a service this one depends on (another service's API) cannot be reached. Unlike other 5xx, its message
 * is written for the client and sent as it is (the app-wide filter hides other 5xx texts), and it is logged as a
 * warning without a stack: the dependency's failure is logged where it was seen.
 */
export class DependencyUnavailableException extends ServiceUnavailableException {
  constructor(message: string) {
    super({ statusCode: HttpStatus.SERVICE_UNAVAILABLE, message, error: 'Service Unavailable' });
  }
}
