/** The one shape of every error response, from the gateway and from every service. */
export interface ApiErrorBody {
  statusCode: number;
  /** Human-readable text; the client shows it where the spec says "the server text". */
  message: string;
  /** Short name of the HTTP status, e.g. "Bad Request". */
  error: string;
  requestId?: string;
  /** Field-level validation messages, when the error is a validation failure. */
  details?: string[];
}

/** Header carrying the request id from the gateway to the services and back. */
export const REQUEST_ID_HEADER = 'x-request-id';
