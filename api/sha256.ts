// SHA-256 (FIPS 180-4) in plain TypeScript, so a proof is checked in the browser without waiting on
// Web Crypto's promise per node. The server builds its trees with its own four-lane hasher
// (server/modules/proof/sha256-x4.ts); the proof tests compare both with node:crypto or each other. One call hashes a whole message into `out` at `outOffset`.
/** The round constants (FIPS 180-4 §4.2.2), shared with the server's four-lane hasher. */
export const SHA256_K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
/** The initial hash value (§5.3.3). */
export const SHA256_IV = Int32Array.of(0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19);
const K = SHA256_K;
const IV = SHA256_IV;
const W = new Int32Array(64);
const H = new Int32Array(8);
let pad = new Uint8Array(256);

function compress(bytes: Uint8Array, off: number) {
  for (let i = 0; i < 16; i++) {
    const j = off + i * 4;
    W[i] = (bytes[j] << 24) | (bytes[j + 1] << 16) | (bytes[j + 2] << 8) | bytes[j + 3];
  }
  for (let i = 16; i < 64; i++) {
    const x = W[i - 15];
    const y = W[i - 2];
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    W[i] = (W[i - 16] + s0 + W[i - 7] + s1) | 0;
  }
  let a = H[0], b = H[1], c = H[2], d = H[3], e = H[4], f = H[5], g = H[6], h = H[7];
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const t1 = (h + S1 + ((e & f) ^ (~e & g)) + K[i] + W[i]) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g; g = f; f = e; e = (d + t1) | 0; d = c; c = b; b = a; a = (t1 + t2) | 0;
  }
  H[0] = (H[0] + a) | 0; H[1] = (H[1] + b) | 0; H[2] = (H[2] + c) | 0; H[3] = (H[3] + d) | 0;
  H[4] = (H[4] + e) | 0; H[5] = (H[5] + f) | 0; H[6] = (H[6] + g) | 0; H[7] = (H[7] + h) | 0;
}

/** Writes SHA-256 of `msg[0, length)` into `out[outOffset, outOffset + 32)`. */
export function sha256Into(msg: Uint8Array, length: number, out: Uint8Array, outOffset: number): void {
  const blocks = (length + 9 + 63) >> 6;
  const end = blocks * 64;
  if (pad.length < end) pad = new Uint8Array(end * 2);
  pad.set(msg.subarray(0, length));
  pad.fill(0, length, end);
  pad[length] = 0x80;
  // Message length in bits, big-endian in the last 8 bytes (messages here stay far below 2^32 bits).
  const bits = length * 8;
  pad[end - 5] = Math.floor(bits / 2 ** 32);
  pad[end - 4] = bits >>> 24; pad[end - 3] = bits >>> 16; pad[end - 2] = bits >>> 8; pad[end - 1] = bits;
  for (let i = 0; i < 8; i++) H[i] = IV[i] | 0;
  for (let b = 0; b < blocks; b++) compress(pad, b * 64);
  for (let i = 0; i < 8; i++) {
    const v = H[i];
    const o = outOffset + i * 4;
    out[o] = v >>> 24; out[o + 1] = v >>> 16; out[o + 2] = v >>> 8; out[o + 3] = v;
  }
}

export function sha256(msg: Uint8Array): Uint8Array {
  const out = new Uint8Array(32);
  sha256Into(msg, msg.length, out, 0);
  return out;
}
