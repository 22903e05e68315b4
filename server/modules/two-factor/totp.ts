// Time-based one-time passwords as RFC 6238 defines them and every authenticator app reads them:
// HMAC-SHA-1 over the 30-second step counter (RFC 4226 dynamic truncation), 6 digits, the secret
// in base32 (RFC 4648) inside an otpauth:// URI. Pure: the caller gives the time.
import { createHmac } from 'node:crypto';

export const STEP_MS = 30_000;
export const DIGITS = 6;
/** Steps either side of now that a code may come from: a phone's clock a little off still works. */
export const WINDOW = 1;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const index = ALPHABET.indexOf(ch);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export function stepAt(nowMs: number): number {
  return Math.floor(nowMs / STEP_MS);
}

/** The RFC 4226 code of one counter value. */
export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** The step within the window whose code `code` is, or null. Every step is computed, so timing does not tell which matched. */
export function matchingStep(secret: Buffer, code: string, nowMs: number): number | null {
  const now = stepAt(nowMs);
  let found: number | null = null;
  for (let step = now - WINDOW; step <= now + WINDOW; step++) {
    if (hotp(secret, step) === code && found === null) found = step;
  }
  return found;
}

/** What an authenticator app scans: the issuer and account label, the secret and the parameters above. */
export function otpauthUri(issuer: string, account: string, secretBase32: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({ secret: secretBase32, issuer, algorithm: 'SHA1', digits: String(DIGITS), period: String(STEP_MS / 1000) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
