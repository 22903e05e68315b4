// TOTP secrets at rest: AES-256-GCM under the server's two-factor key (config `twoFactorKey`), with
// the user's id as associated data, so a sealed secret copied onto another user's row does not open.
// Stored as `v2.<key id>.<iv>.<tag>.<ciphertext>` (base64url); a database dump alone gives no codes.
// The key id names the key a secret is sealed under, so a key rotation (two-factor/key-rotation)
// knows which rows are done and a reader picks the right one of the current and previous keys.
// Secrets sealed before key ids (`v1.<iv>.<tag>.<ciphertext>`) still open: each key is tried.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const VERSION = 'v2';
const IV_BYTES = 12;

// A server has one or two keys for its life: each one's id is hashed once, not at every code checked.
const keyIds = new WeakMap<Buffer, string>();

/** A short public name of a key: a hash of it, which tells nothing of the key itself. */
export function keyId(key: Buffer): string {
  let id = keyIds.get(key);
  if (id === undefined) {
    id = createHash('sha256').update('two-factor key id:').update(key).digest('base64url').slice(0, 12);
    keyIds.set(key, id);
  }
  return id;
}

export function isSealed(stored: string): boolean {
  return stored.startsWith('v1.') || stored.startsWith(`${VERSION}.`);
}

/** True when `stored` is sealed under `key` in the current format (nothing left to rotate). */
export function isSealedUnder(stored: string, key: Buffer): boolean {
  return stored.startsWith(`${VERSION}.${keyId(key)}.`);
}

export function sealSecret(key: Buffer, userId: string, secret: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, keyId(key), iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

function openWith(key: Buffer, userId: string, iv: string, tag: string, body: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * The secret, opened with whichever of `keys` it is sealed under (the current key, and during a
 * rotation the previous one); throws when it was not sealed for this user under any of them.
 */
export function openSecret(keys: Buffer | readonly Buffer[], userId: string, sealed: string): string {
  const candidates = Buffer.isBuffer(keys) ? [keys] : keys;
  const parts = sealed.split('.');
  if (parts[0] === VERSION && parts.length === 5) {
    const key = candidates.find((k) => keyId(k) === parts[1]);
    if (!key) throw new Error('two-factor secret is sealed under another key');
    return openWith(key, userId, parts[2], parts[3], parts[4]);
  }
  if (parts[0] === 'v1' && parts.length === 4) {
    for (const key of candidates) {
      try { return openWith(key, userId, parts[1], parts[2], parts[3]); } catch { /* the next key */ }
    }
    throw new Error('two-factor secret does not open under any key');
  }
  throw new Error('two-factor secret is not sealed');
}
