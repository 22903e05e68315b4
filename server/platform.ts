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

/** Sortable unique ids: a millisecond time prefix plus 50 random bits (ten characters), lower-case Crockford base32. */
export function makeIds(clock: Clock, random: Random) {
  return {
    next(prefix: string): string {
      const time = clock.now().toString(32).padStart(9, '0');
      const r = random.bytes(10);
      let tail = '';
      for (const b of r) tail += alphabet[b & 31];
      return `${prefix}_${time}${tail}`;
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
