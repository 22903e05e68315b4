// Secrets at rest: login passwords, transaction passwords and security answers are stored only as
// argon2id hashes (salted, memory-hard). Verification never throws on a malformed stored hash.
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// The package exports Algorithm as an ambient const enum, which isolated modules cannot read at run time.
const ARGON2ID = 2 as Algorithm;

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, { algorithm: ARGON2ID });
}

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/** A hash of a random secret: unknown accounts are verified against it so their timing matches real ones. */
export function dummyHash(): Promise<string> {
  dummy ??= hashSecret(randomBytes(16).toString('hex'));
  return dummy;
}

/** Security answers compare without regard to case, surrounding or repeated spaces, or Unicode form. */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().toLowerCase().replace(/\s+/g, ' ');
}
