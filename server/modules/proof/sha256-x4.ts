// SHA-256 (FIPS 180-4) of four messages at once, for building proof trees on the server: a small
// WebAssembly function whose 128-bit SIMD lanes each carry one message, written out below as bytes
// (there is no compiler in the build for it). The nodes of a tree level are independent, so four
// go through every round together. Measured on the bench machine: a compression of one block costs
// about a quarter of the plain TypeScript one (api/sha256.ts), and node:crypto's per-call cost alone
// (one-shot crypto.hash of a 97-byte node) is more than that plain one's hashing.
//
// Two functions: `compress` hashes blocks the caller wrote into the lanes (the leaves), and
// `parents` builds a tree level's parents from the nodes' hashes and sums as packed-tree.ts holds
// them, preimage, both blocks and the sums' carries inside, so JavaScript only copies words in and out.
//
// For `compress`, memory holds `groups` of 4 messages, GROUP_BYTES apiece: the state (8 words), then the block
// (16 words), each word interleaved over the four lanes: word k of lane l is at int32 index
// group * GROUP_WORDS + k * 4 + l (state) or + 32 + k * 4 + l (block).
import { PROOF_FORMAT } from '../../../api/proof-tree';
import { SHA256_IV, SHA256_K as K } from '../../../api/sha256';

export const IV = SHA256_IV;

export const GROUP_WORDS = 96;
const GROUP_BYTES = GROUP_WORDS * 4;
/** Groups one call of compressX4 can take: its part of the memory is 8 pages of 64 KiB. */
const LANES_BYTES = 8 * 65536;
export const MAX_GROUPS = Math.floor(LANES_BYTES / GROUP_BYTES);

/**
 * Pairs of tree nodes one call of hashParents takes. After the groups' part of the memory come
 * the pairs' hashes (16 words a pair) and sums (8), then their parents' hashes (8) and sums (4),
 * each word as the format's big-endian word read as a number, as packed-tree.ts holds them.
 */
export const PAIRS_PER_CALL = 2048;
const IN_HASHES = LANES_BYTES;
const IN_SUMS = IN_HASHES + PAIRS_PER_CALL * 64;
const OUT_HASHES = IN_SUMS + PAIRS_PER_CALL * 32;
const OUT_SUMS = OUT_HASHES + PAIRS_PER_CALL * 32;
const PAGES = Math.ceil((OUT_SUMS + PAIRS_PER_CALL * 16) / 65536);
/** A parent's preimage starts with this byte (docs/proof-of-liabilities.md) and is 97 bytes: two blocks. */
const NODE_FIRST = (0x80 | PROOF_FORMAT) << 24;
const NODE_BITS = 97 * 8;

// The instructions used (WebAssembly 2.0 with SIMD; vector ones carry the 0xfd prefix).
const op = {
  localGet: 0x20, localSet: 0x21, i32Const: 0x41, i32Add: 0x6a, i32Mul: 0x6c, i32LtU: 0x49, loop: 0x03, brIf: 0x0d, end: 0x0b, void: 0x40,
};
const simd = {
  load: 0x00, store: 0x0b, const: 0x0c, shuffle: 0x0d, ltU: 0x3a, bitselect: 0x52, anyTrue: 0x53, xor: 0x51, or: 0x50,
  shl: 0xab, shrU: 0xad, add: 0xae, sub: 0xb1,
};
const I32 = 0x7f, V128 = 0x7b;

function leb(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>>= 7;
    if (n === 0) { out.push(b); return out; }
    out.push(b | 0x80);
  }
}
function sleb(n: number): number[] {
  const out: number[] = [];
  for (;;) {
    const b = n & 0x7f;
    n >>= 7;
    if ((n === 0 && (b & 0x40) === 0) || (n === -1 && (b & 0x40) !== 0)) { out.push(b); return out; }
    out.push(b | 0x80);
  }
}
const section = (id: number, body: number[]) => [id, ...leb(body.length), ...body];
const name = (s: string) => [...leb(s.length), ...Array.from(s, (c) => c.charCodeAt(0))];

/** Writes a function's instructions; locals are numbered as WebAssembly numbers them (parameters first). */
class Code {
  readonly c: number[] = [];
  op(...bytes: number[]) { this.c.push(...bytes); }
  v(code: number, ...imm: number[]) { this.c.push(0xfd, ...leb(code), ...imm); }
  get(l: number) { this.c.push(op.localGet, ...leb(l)); }
  set(l: number) { this.c.push(op.localSet, ...leb(l)); }
  i32(n: number) { this.c.push(op.i32Const, ...sleb(n)); }
  load(ptr: number, offset: number) { this.get(ptr); this.v(simd.load, 4, ...leb(offset)); }
  splat(k: number) { this.v(simd.const, ...Array.from({ length: 16 }, (_, i) => (k >>> (8 * (i % 4))) & 0xff)); }
  /** i8x16.shuffle of locals a and b picking 32-bit lanes (0 to 3 of a, 4 to 7 of b). */
  pick(a: number, b: number, words: number[]) { this.get(a); this.get(b); this.v(simd.shuffle, ...words.flatMap((w) => [4 * w, 4 * w + 1, 4 * w + 2, 4 * w + 3])); }
  rotr(l: number, n: number) { this.get(l); this.i32(n); this.v(simd.shrU); this.get(l); this.i32(32 - n); this.v(simd.shl); this.v(simd.or); }
  shr(l: number, n: number) { this.get(l); this.i32(n); this.v(simd.shrU); }
  /** Σ or σ of local l: three rotations (or two and a shift) xored. */
  sigma(l: number, [x, y, z]: number[], lastIsShift: boolean) { this.rotr(l, x); this.rotr(l, y); this.v(simd.xor); if (lastIsShift) this.shr(l, z); else this.rotr(l, z); this.v(simd.xor); }

  /** The message schedule: W[16..63] from W[0..15] (locals w to w + 63). */
  schedule(w: number) {
    for (let i = 16; i < 64; i++) {
      this.get(w + i - 16); this.sigma(w + i - 15, [7, 18, 3], true); this.v(simd.add); this.get(w + i - 7); this.v(simd.add);
      this.sigma(w + i - 2, [17, 19, 10], true); this.v(simd.add); this.set(w + i);
    }
  }

  /**
   * The 64 rounds over the working variables (locals v to v + 7), renamed instead of moved: after a
   * round, the local that held h holds the new a and the one that held d the new e. After 64
   * rounds each variable is back in its own local.
   */
  rounds(w: number, v: number, t: number) {
    let vars = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => v + k);
    for (let i = 0; i < 64; i++) {
      const [a, b, cc, d, e, f, g, h] = vars;
      this.get(h); this.sigma(e, [6, 11, 25], false); this.v(simd.add);
      this.get(f); this.get(g); this.get(e); this.v(simd.bitselect); this.v(simd.add);
      this.splat(K[i]); this.v(simd.add); this.get(w + i); this.v(simd.add); this.set(t);
      this.get(d); this.get(t); this.v(simd.add); this.set(d);
      this.get(t); this.sigma(a, [2, 13, 22], false); this.v(simd.add);
      this.get(b); this.get(a); this.get(a); this.get(cc); this.v(simd.xor); this.v(simd.bitselect); this.v(simd.add); this.set(h);
      vars = [h, a, b, cc, d, e, f, g];
    }
  }

  /** Locals to[k] = word k of locals from[0..3]: a 4 by 4 transposition (rows become lanes and back). */
  transpose(from: number[], to: number[], tmp: number[]) {
    this.pick(from[0], from[1], [0, 4, 1, 5]); this.set(tmp[0]);
    this.pick(from[0], from[1], [2, 6, 3, 7]); this.set(tmp[1]);
    this.pick(from[2], from[3], [0, 4, 1, 5]); this.set(tmp[2]);
    this.pick(from[2], from[3], [2, 6, 3, 7]); this.set(tmp[3]);
    this.pick(tmp[0], tmp[2], [0, 1, 4, 5]); this.set(to[0]);
    this.pick(tmp[0], tmp[2], [2, 3, 6, 7]); this.set(to[1]);
    this.pick(tmp[1], tmp[3], [0, 1, 4, 5]); this.set(to[2]);
    this.pick(tmp[1], tmp[3], [2, 3, 6, 7]); this.set(to[3]);
  }

  /** The function's body: its locals (runs of [count, type]) and instructions. */
  body(locals: Array<[number, number]>): number[] {
    const decl = [...leb(locals.length), ...locals.flatMap(([n, type]) => [...leb(n), type])];
    return [...leb(decl.length + this.c.length), ...decl, ...this.c];
  }
}

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

/** compress(from, to): every group whose bytes start in [from, to), in place. */
function compressBody(): number[] {
  const P = 0, END = 1, W = 2, V = W + 64, T = V + 8;
  const c = new Code();
  c.op(op.loop, op.void);
  for (let i = 0; i < 16; i++) { c.load(P, 128 + 16 * i); c.set(W + i); }
  c.schedule(W);
  for (let k = 0; k < 8; k++) { c.load(P, 16 * k); c.set(V + k); }
  c.rounds(W, V, T);
  for (let k = 0; k < 8; k++) { c.get(P); c.load(P, 16 * k); c.get(V + k); c.v(simd.add); c.v(simd.store, 4, ...leb(16 * k)); }
  c.get(P); c.i32(GROUP_BYTES); c.op(op.i32Add); c.set(P);
  c.get(P); c.get(END); c.op(op.i32LtU, op.brIf, 0, op.end, op.end);
  return c.body([[64 + 8 + 1, V128]]);
}

/**
 * parents(groups): for each of the first `groups` groups of four pairs of nodes (PAIRS_PER_CALL
 * above), the parents' hashes and sums; answers 1 when a sum passed 2^128 - 1. A pair's two nodes
 * (hash, sum, hash, sum) are 24 words x; the parent's 97-byte preimage is the node byte and then
 * x, so each of its words is the last byte of one word of x and the first three of the next. The
 * four pairs' words are turned into lanes (and the parents' back) by transposing them four by four.
 */
function parentsBody(): number[] {
  const GROUPS = 0, PH = 1, PS = 2, QH = 3, QS = 4, END = 5;
  const W = 6, V = W + 64, S = V + 8, T = S + 8, X = T + 1, R = X + 24, U = R + 4, OVER = U + 4;
  const c = new Code();
  const splatTo = (l: number, k: number) => { c.splat(k); c.set(l); };
  /** Preimage word: the low byte of local hi, then the three high bytes of local lo. */
  const straddle = (hi: number, lo: number) => { c.get(hi); c.i32(24); c.v(simd.shl); c.shr(lo, 8); c.v(simd.or); };
  const add = (a: number, b: number) => { c.get(a); c.get(b); c.v(simd.add); };

  c.i32(IN_HASHES); c.set(PH); c.i32(IN_SUMS); c.set(PS); c.i32(OUT_HASHES); c.set(QH); c.i32(OUT_SUMS); c.set(QS);
  c.get(GROUPS); c.i32(256); c.op(op.i32Mul); c.i32(IN_HASHES); c.op(op.i32Add); c.set(END);
  splatTo(OVER, 0);
  c.op(op.loop, op.void);
  // x[0..23] of the four pairs, word by word in lanes: a pair's hashes are 64 bytes apart, its sums 32.
  const gather = (to: number, ptr: number, stride: number, offset: number) => {
    for (let l = 0; l < 4; l++) { c.load(ptr, offset + stride * l); c.set(R + l); }
    c.transpose(range(R, 4), range(to, 4), range(U, 4));
  };
  gather(X, PH, 64, 0); gather(X + 4, PH, 64, 16); gather(X + 8, PS, 32, 0);
  gather(X + 12, PH, 64, 32); gather(X + 16, PH, 64, 48); gather(X + 20, PS, 32, 16);
  // First block: the node byte and x[0..14], three bytes of x[15].
  c.splat(NODE_FIRST); c.shr(X, 8); c.v(simd.or); c.set(W);
  for (let w = 1; w < 16; w++) { straddle(X + w - 1, X + w); c.set(W + w); }
  c.schedule(W);
  for (let k = 0; k < 8; k++) splatTo(V + k, IV[k]);
  c.rounds(W, V, T);
  for (let k = 0; k < 8; k++) { c.get(V + k); c.splat(IV[k]); c.v(simd.add); c.set(S + k); }
  // Second block: the rest of x, the padding and the length in bits.
  for (let w = 0; w < 8; w++) { straddle(X + 15 + w, X + 16 + w); c.set(W + w); }
  c.get(X + 23); c.i32(24); c.v(simd.shl); c.splat(0x800000); c.v(simd.or); c.set(W + 8);
  for (let w = 9; w < 15; w++) splatTo(W + w, 0);
  splatTo(W + 15, NODE_BITS);
  c.schedule(W);
  for (let k = 0; k < 8; k++) { c.get(S + k); c.set(V + k); }
  c.rounds(W, V, T);
  for (let k = 0; k < 8; k++) { add(S + k, V + k); c.set(S + k); }
  const scatter = (from: number, ptr: number, stride: number, offset: number) => {
    c.transpose(range(from, 4), range(U, 4), range(R, 4));
    for (let l = 0; l < 4; l++) { c.get(ptr); c.get(U + l); c.v(simd.store, 4, ...leb(offset + stride * l)); }
  };
  scatter(S, QH, 32, 0); scatter(S + 4, QH, 32, 16);
  // The sums, 4 words apiece most significant first (x[8..11] and x[20..23]), added with carries
  // into W[0..3]; T holds the carry as a lane mask (all ones for a carry of 1).
  add(X + 11, X + 23); c.set(W + 3);
  c.get(W + 3); c.get(X + 11); c.v(simd.ltU); c.set(T);
  for (let k = 2; k >= 0; k--) {
    add(X + 8 + k, X + 20 + k); c.set(V);
    c.get(V); c.get(X + 8 + k); c.v(simd.ltU); c.set(V + 1);
    c.get(V); c.get(T); c.v(simd.sub); c.set(W + k);
    c.get(V + 1); c.get(W + k); c.get(V); c.v(simd.ltU); c.v(simd.or); c.set(T);
  }
  c.get(OVER); c.get(T); c.v(simd.or); c.set(OVER);
  scatter(W, QS, 16, 0);
  for (const [ptr, step] of [[PH, 256], [PS, 128], [QH, 128], [QS, 64]]) { c.get(ptr); c.i32(step); c.op(op.i32Add); c.set(ptr); }
  c.get(PH); c.get(END); c.op(op.i32LtU, op.brIf, 0, op.end);
  c.get(OVER); c.v(simd.anyTrue); c.op(op.end);
  return c.body([[5, I32], [64 + 8 + 8 + 1 + 24 + 4 + 4 + 1, V128]]);
}

function moduleBytes(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, [2, 0x60, 2, I32, I32, 0, 0x60, 1, I32, 1, I32]),
    ...section(3, [2, 0, 1]),
    ...section(5, [1, 0, ...leb(PAGES)]),
    ...section(7, [3, ...name('memory'), 2, 0, ...name('compress'), 0, 0, ...name('parents'), 0, 1]),
    ...section(10, [2, ...compressBody(), ...parentsBody()]),
  ]);
}

const instance = new WebAssembly.Instance(new WebAssembly.Module(moduleBytes()));
const compressGroups = instance.exports.compress as (from: number, to: number) => void;
const parentGroups = instance.exports.parents as (groups: number) => number;
const memory = (instance.exports.memory as WebAssembly.Memory).buffer;

/** The groups' words (see the layout above); the caller writes states and blocks here. */
export const lanes = new Int32Array(memory, 0, LANES_BYTES / 4);

/** Compresses the block of each of the first `groups` groups into its state. */
export function compressX4(groups: number): void {
  if (groups > 0) compressGroups(0, groups * GROUP_BYTES);
}

/** Where hashParents reads pairs of nodes (pair p: hashes at 16p, sums at 8p) and writes their parents (8p, 4p). */
export const pairs = {
  hashes: new Int32Array(memory, IN_HASHES, PAIRS_PER_CALL * 16),
  sums: new Uint32Array(memory, IN_SUMS, PAIRS_PER_CALL * 8),
  parentHashes: new Int32Array(memory, OUT_HASHES, PAIRS_PER_CALL * 8),
  parentSums: new Uint32Array(memory, OUT_SUMS, PAIRS_PER_CALL * 4),
};

/** The parents of the first `count` pairs written to `pairs`; false when a parent's sum is over 2^128 - 1. */
export function hashParents(count: number): boolean {
  if (count === 0) return true;
  const groups = (count + 3) >> 2;
  // The lanes past the last pair add zeros, so stale sums left there cannot signal an overflow.
  pairs.sums.fill(0, count * 8, groups * 32);
  return parentGroups(groups) === 0;
}
