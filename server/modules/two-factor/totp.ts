// Time-based one-time passwords as RFC 6238 defines them and every authenticator app reads them
// (HMAC-SHA-1 over the 30-second step, 6 digits, the secret in base32 inside an otpauth:// URI),
// through the maintained `otpauth` library. Pure: the caller gives the time.
import { Secret, TOTP } from 'otpauth';

export const STEP_MS = 30_000;
export const DIGITS = 6;
/** Steps either side of now that a code may come from: a phone's clock a little off still works. */
export const WINDOW = 1;

const parameters = { algorithm: 'SHA1', digits: DIGITS, period: STEP_MS / 1000 } as const;

/** Random bytes as the base32 text an authenticator app is given. */
export function base32Encode(bytes: Uint8Array): string {
  return new Secret({ buffer: new Uint8Array(bytes).buffer }).base32;
}

export function stepAt(nowMs: number): number {
  return Math.floor(nowMs / STEP_MS);
}

/** The step within the window whose code `code` is, or null (the library compares in constant time). */
export function matchingStep(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = TOTP.validate({ token: code, secret: Secret.fromBase32(secretBase32), ...parameters, timestamp: nowMs, window: WINDOW });
  return delta === null ? null : stepAt(nowMs) + delta;
}

/** What an authenticator app scans: the issuer and account label, the secret and the parameters above. */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secretBase32), ...parameters }).toString();
}
