// TOTP secrets at rest: AES-256-GCM under the server's two-factor key (config `twoFactorKey`), with
// the user's id as associated data, so a sealed secret copied onto another user's row does not open.
// Stored as `v1.<iv>.<tag>.<ciphertext>` (base64url); a database dump alone gives no codes.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}.`);
}

export function sealSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The secret; throws when the text was not sealed for this user under this key (tampered, wrong key). */
export function openSecret(key: Buffer, userId: string, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('two-factor secret is not sealed');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
