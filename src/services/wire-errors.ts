// How a call of the wire can fail, as the client reports it (spec §8). Views tell the failures
// apart (a business message, a network failure) without holding the client itself.
import { Code } from '../../api/codes';

/** A business error (any code but 0, 7, 1000, 2000): `message` is already translated. */
export class ApiError extends Error {
  constructor(readonly code: number, message: string, readonly data: unknown) {
    super(message);
    this.name = 'ApiError';
  }
}
/** Code 2000: the session is not valid. */
export class SessionInvalidError extends ApiError {}
/** Code 1000: the server ended the session; the client logs out after `delay` seconds. */
export class SessionEndedError extends ApiError {
  constructor(message: string, readonly delay: number) {
    super(Code.sessionEnded, message, { delay });
  }
}
/** The request did not reach the application or no answer came back. */
export class NetworkError extends Error {
  constructor(readonly cause: unknown) {
    super('network error');
    this.name = 'NetworkError';
  }
}
