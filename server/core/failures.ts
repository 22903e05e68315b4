// core/ sits below http and the modules (DESIGN §4: http calls modules, never the reverse): what both use.
// Failures a module reports to the caller. The wire turns them into `{code, message, data}`
// with the message translated into the request's language.
import { businessErrors, type BusinessError } from '../../api/codes';

export class BusinessFailure extends Error {
  readonly code: number;
  constructor(readonly reason: BusinessError, readonly vars: Record<string, string | number> = {}, readonly data: unknown = null) {
    super(reason);
    this.code = businessErrors[reason];
  }
}

export function fail(reason: BusinessError, vars?: Record<string, string | number>, data?: unknown): never {
  throw new BusinessFailure(reason, vars, data);
}

/** The token is missing, unknown, expired or logged out: code 2000. */
export class SessionInvalid extends Error {}

/** The server ended the session (password changed elsewhere, account disabled): code 1000. */
export class SessionEnded extends Error {
  constructor(readonly delaySeconds = 2) { super('session ended'); }
}
