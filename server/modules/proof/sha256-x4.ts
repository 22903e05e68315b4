// SHA-256 (FIPS 180-4) of four messages at once, for building proof trees on the server: a small
// WebAssembly function whose 128-bit SIMD lanes each carry one message, written out below as bytes
// (there is no compiler in the build for it). The nodes of a tree level are independent, so four
// go through every round together. Measured on the bench machine: a compression of one block costs
// about a quarter of the plain TypeScript one (api/sha256.ts), and node:crypto's per-call cost alone
// (one-shot crypto.hash of a 97-byte node) is more than that plain one's hashing.
//
// Memory holds `groups` of 4 messages, GROUP_BYTES apiece: the state (8 words), then the block
// (16 words), each word interleaved over the four lanes: word k of lane l is at int32 index
// group * GROUP_WORDS + k * 4 + l (state) or + 32 + k * 4 + l (block).
import { SHA256_IV, SHA256_K as K } from '../../../api/sha256';

export const IV = SHA256_IV;

export const GROUP_WORDS = 96;
const GROUP_BYTES = GROUP_WORDS * 4;
/** Groups one call can take: the memory is 8 pages of 64 KiB. */
export const MAX_GROUPS = Math.floor((8 * 65536) / GROUP_BYTES);

// The instructions used (WebAssembly 2.0 with SIMD; vector ones carry the 0xfd prefix).
const op = {
  localGet: 0x20, localSet: 0x21, i32Const: 0x41, i32Add: 0x6a, i32LtU: 0x49, loop: 0x03, brIf: 0x0d, end: 0x0b, void: 0x40,
};
const simd = { load: 0x00, store: 0x0b, const: 0x0c, bitselect: 0x52, xor: 0x51, or: 0x50, shl: 0xab, shrU: 0xad, add: 0xae };

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

/** The body of compress(from, to): every group whose bytes start in [from, to), in place. */
function compressBody(): number[] {
  const P = 0, END = 1, W = 2, V = W + 64, T = V + 8;
  const c: number[] = [];
  const v = (code: number, ...imm: number[]) => c.push(0xfd, ...leb(code), ...imm);
  const get = (l: number) => c.push(op.localGet, ...leb(l));
  const set = (l: number) => c.push(op.localSet, ...leb(l));
  const memarg = (offset: number) => [4, ...leb(offset)];
  const splat = (k: number) => v(simd.const, ...Array.from({ length: 16 }, (_, i) => (k >>> (8 * (i % 4))) & 0xff));
  const rotr = (l: number, n: number) => { get(l); c.push(op.i32Const, ...sleb(n)); v(simd.shrU); get(l); c.push(op.i32Const, ...sleb(32 - n)); v(simd.shl); v(simd.or); };
  const shr = (l: number, n: number) => { get(l); c.push(op.i32Const, ...sleb(n)); v(simd.shrU); };
  /** Σ or σ of local l: three rotations (or two and a shift) xored. */
  const sigma = (l: number, [x, y, z]: number[], lastIsShift: boolean) => { rotr(l, x); rotr(l, y); v(simd.xor); (lastIsShift ? shr : rotr)(l, z); v(simd.xor); };

  c.push(op.loop, op.void);
  for (let i = 0; i < 16; i++) { get(P); v(simd.load, ...memarg(128 + 16 * i)); set(W + i); }
  for (let i = 16; i < 64; i++) {
    get(W + i - 16); sigma(W + i - 15, [7, 18, 3], true); v(simd.add); get(W + i - 7); v(simd.add); sigma(W + i - 2, [17, 19, 10], true); v(simd.add); set(W + i);
  }
  for (let k = 0; k < 8; k++) { get(P); v(simd.load, ...memarg(16 * k)); set(V + k); }
  // Rounds with the eight working variables renamed instead of moved: after a round, the local
  // that held h holds the new a and the one that held d the new e.
  let vars = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => V + k);
  for (let i = 0; i < 64; i++) {
    const [a, b, cc, d, e, f, g, h] = vars;
    get(h); sigma(e, [6, 11, 25], false); v(simd.add);
    get(f); get(g); get(e); v(simd.bitselect); v(simd.add);
    splat(K[i]); v(simd.add); get(W + i); v(simd.add); set(T);
    get(d); get(T); v(simd.add); set(d);
    get(T); sigma(a, [2, 13, 22], false); v(simd.add);
    get(b); get(a); get(a); get(cc); v(simd.xor); v(simd.bitselect); v(simd.add); set(h);
    vars = [h, a, b, cc, d, e, f, g];
  }
  for (let k = 0; k < 8; k++) { get(P); get(P); v(simd.load, ...memarg(16 * k)); get(V + k); v(simd.add); v(simd.store, ...memarg(16 * k)); }
  get(P); c.push(op.i32Const, ...sleb(GROUP_BYTES), op.i32Add); set(P);
  get(P); get(END); c.push(op.i32LtU, op.brIf, 0, op.end, op.end);
  const locals = [1, ...leb(64 + 8 + 1), 0x7b];
  return [...leb(locals.length + c.length), ...locals, ...c];
}

function moduleBytes(): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, [1, 0x60, 2, 0x7f, 0x7f, 0]),
    ...section(3, [1, 0]),
    ...section(5, [1, 0, 8]),
    ...section(7, [2, ...name('memory'), 2, 0, ...name('compress'), 0, 0]),
    ...section(10, [1, ...compressBody()]),
  ]);
}

const instance = new WebAssembly.Instance(new WebAssembly.Module(moduleBytes()));
const compressGroups = instance.exports.compress as (from: number, to: number) => void;

/** The groups' words (see the layout above); the caller writes states and blocks here. */
export const lanes = new Int32Array((instance.exports.memory as WebAssembly.Memory).buffer);

/** Compresses the block of each of the first `groups` groups into its state. */
export function compressX4(groups: number): void {
  if (groups > 0) compressGroups(0, groups * GROUP_BYTES);
}
