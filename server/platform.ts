// Injected sources of time, ids and randomness, so tests and simulations are deterministic.
import { randomBytes, createHash } from 'node:crypto';

export interface Clock { now(): number }
export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private ms = Date.UTC(2026, 0, 5, 6, 0, 0)) {}
  now() { return this.ms; }
  set(ms: number) { this.ms = ms; }
  advance(ms: number) { this.ms += ms; }
}

export interface Random {
  /** Cryptographically strong bytes: tokens, codes, ids. */
  bytes(n: number): Buffer;
}
/**
 * Strong random bytes drawn from the OS in 4 KB blocks and handed out once each: one call per
 * block instead of one per id (several ids are drawn for every order on the hot path).
 */
function pooledRandom(): Random {
  let pool: Buffer = Buffer.alloc(0);
  let at = 0;
  return {
    bytes(n) {
      if (n > 1024) return randomBytes(n);
      if (at + n > pool.length) { pool = randomBytes(4096); at = 0; }
      const out = Buffer.from(pool.subarray(at, at + n));
      at += n;
      return out;
    },
  };
}
export const cryptoRandom: Random = pooledRandom();

const alphabet = '0123456789abcdefghjkmnpqrstvwxyz';

/**
 * Sortable unique ids: a millisecond time prefix plus a 50-bit tail (ten characters), lower-case
 * Crockford base32. The first id of a millisecond draws its tail at random (below 2^49, so the
 * millisecond has room to count up); the next ones of that millisecond add one. Ids are thus drawn
 * in ascending order: the thousands of rows a batch writes at one tick append to their B-trees and
 * indexes instead of landing at random places in them (measured on SQLite: half the work per
 * journal entry), and a list paged by id keeps creation order within a millisecond too.
 */
export function makeIds(clock: Clock, random: Random) {
  let lastMs = NaN;
  /** The last tail as a number: 50 bits are exact in a double. */
  let tail = 0;
  return {
    next(prefix: string): string {
      const now = clock.now();
      if (now === lastMs) tail += 1;
      else {
        lastMs = now;
        const r = random.bytes(10);
        tail = r[0] & 15;
        for (let i = 1; i < 10; i++) tail = tail * 32 + (r[i] & 31);
      }
      let text = '';
      for (let i = 0, t = tail; i < 10; i++, t = Math.floor(t / 32)) text = alphabet[t % 32] + text;
      return `${prefix}_${now.toString(32).padStart(9, '0')}${text}`;
    },
  };
}
export type Ids = ReturnType<typeof makeIds>;

/** 256-bit random token, URL-safe. */
export function newToken(random: Random): string {
  return random.bytes(32).toString('base64url');
}

/** Tokens and codes are stored only as this hash. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** A 6-digit code without modulo bias. */
export function sixDigitCode(random: Random): string {
  for (;;) {
    const n = random.bytes(4).readUInt32BE(0);
    if (n < 4_294_000_000) return String(n % 1_000_000).padStart(6, '0');
  }
}
