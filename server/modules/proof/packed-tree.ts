// The server's builder of format-1 sum trees (docs/proof-of-liabilities.md), the same tree as the
// shared buildSumTree (api/proof-tree.ts) but held in words: a level's hashes are 8 words per node
// and its sums 4 words per node (unsigned 128-bit, most significant word first), so the hot loop
// adds sums with carries instead of BigInts and hashes four nodes at a time from words
// (sha256-x4.ts) without a byte copy; a level's parents are built whole in WebAssembly. The unit tests check both builders give the same roots and paths.
import { MAX_ID_BYTES, MAX_SUM, PROOF_FORMAT, SALT_BYTES, type PathStep } from '../../../api/proof-tree';
import { sha256Into } from '../../../api/sha256';
import { GROUP_WORDS, IV, MAX_GROUPS, PAIRS_PER_CALL, compressX4, hashParents, lanes, pairs } from './sha256-x4';

/** A built tree: level 0 holds the leaves. */
export interface PackedTree {
  levels: Array<{ hashes: Int32Array; sums: Uint32Array }>;
}

/**
 * Each member's leaf preimage without the balance. A preimage that fits one block with its padding
 * (an id of up to 21 bytes) is kept as that block in words, with a zero balance, so an asset's
 * leaf is 16 words copied and the balance's 4 shifted in; a longer one as bytes (format, salt, id
 * length, id), packed end to end.
 */
export interface LeafPrefixes {
  /** Member i's block is words [16i, 16i + 16); all zero when the preimage is longer. */
  blocks: Int32Array;
  bytes: Uint8Array;
  /** A longer preimage's prefix is bytes[offsets[i], offsets[i + 1]) (empty for the others). */
  offsets: Int32Array;
}

const encoder = new TextEncoder();
const TWO32 = 2 ** 32;
/** The longest message that fits one block with its padding (a 0x80 byte and the 8-byte length). */
const ONE_BLOCK = 55;
const leafBytes = new Uint8Array(128);
const leafView = new DataView(leafBytes.buffer);

/** Writes member i's prefix (format, salt, id length, id of `len` bytes) at the start of leafBytes. */
function prefixInto(id: string, len: number, salts: Uint8Array, i: number): void {
  leafBytes[0] = PROOF_FORMAT;
  for (let k = 0; k < SALT_BYTES; k++) leafBytes[1 + k] = salts[i * SALT_BYTES + k];
  leafBytes[17] = len;
  // An id as long in bytes as in UTF-16 units is ASCII: its codes are its bytes.
  if (len === id.length) for (let k = 0; k < len; k++) leafBytes[18 + k] = id.charCodeAt(k);
  else encoder.encodeInto(id, leafBytes.subarray(18, 18 + len));
}

/** Packs the members' prefixes; with `shared`, into shared memory that worker threads read without a copy. */
export function leafPrefixes(userIds: string[], salts: Uint8Array, shared = false): LeafPrefixes {
  const n = userIds.length;
  const Buf = shared ? SharedArrayBuffer : ArrayBuffer;
  const blocks = new Int32Array(new Buf(64 * n));
  const offsets = new Int32Array(new Buf(4 * (n + 1)));
  const idBytes = new Uint8Array(n);
  // Measured first, so the longer prefixes' bytes are allocated once at their size.
  let at = 0;
  for (let i = 0; i < n; i++) {
    const len = Buffer.byteLength(userIds[i], 'utf8');
    if (len === 0 || len > MAX_ID_BYTES) throw new RangeError('id must be 1 to 64 bytes');
    idBytes[i] = len;
    offsets[i] = at;
    if (18 + len + 16 > ONE_BLOCK) at += 18 + len;
  }
  offsets[n] = at;
  const bytes = new Uint8Array(new Buf(at));
  for (let i = 0; i < n; i++) {
    const len = idBytes[i];
    prefixInto(userIds[i], len, salts, i);
    const message = 18 + len + 16;
    if (message > ONE_BLOCK) { bytes.set(leafBytes.subarray(0, 18 + len), offsets[i]); continue; }
    leafBytes.fill(0, 18 + len, 64);
    leafBytes[message] = 0x80;
    leafView.setUint32(60, message * 8);
    for (let w = 0; w < 16; w++) blocks[i * 16 + w] = leafView.getInt32(4 * w);
  }
  return { blocks, bytes, offsets };
}

/** Amounts as 4 words apiece; each must be an integer from 0 to 2^128 - 1. */
export function sumWords(amounts: readonly bigint[]): Uint32Array {
  const words = new Uint32Array(amounts.length * 4);
  for (let i = 0; i < amounts.length; i++) setSum(words, i, amounts[i]);
  return words;
}

export function setSum(words: Uint32Array, i: number, amount: bigint): void {
  if (amount < 0n || amount > MAX_SUM) throw new RangeError(`sum out of range: ${amount}`);
  if (amount <= BigInt(Number.MAX_SAFE_INTEGER)) {
    // The common case without BigInt arithmetic: a safe integer splits exactly into two words.
    const n = Number(amount);
    const lo = n % TWO32;
    words[i * 4] = 0; words[i * 4 + 1] = 0; words[i * 4 + 2] = (n - lo) / TWO32; words[i * 4 + 3] = lo;
    return;
  }
  for (let k = 3; k >= 0; k--) words[i * 4 + k] = Number((amount >> BigInt(32 * (3 - k))) & 0xffffffffn);
}

export function sumAt(words: Uint32Array, i: number): bigint {
  return (BigInt(words[i * 4]) << 96n) | (BigInt(words[i * 4 + 1]) << 64n) | (BigInt(words[i * 4 + 2]) << 32n) | BigInt(words[i * 4 + 3]);
}

const alone = new Uint8Array(32);
const aloneView = new DataView(alone.buffer);
/** Messages one call of the four-lane hasher takes. */
const BATCH = 4 * MAX_GROUPS;
/** Where message j of a batch has its state (words at +4k) and its block (words at +32 + 4k). */
const GROUP = GROUP_WORDS;
const laneAt = (j: number) => (j >> 2) * GROUP + (j & 3);

/** Writes the (longer than a block) leaf preimage of `member` with the balance `sums[i]` into leafBytes; its length. */
function longLeafMessage(p: LeafPrefixes, member: number, sums: Uint32Array, i: number): number {
  const from = p.offsets[member];
  const len = p.offsets[member + 1] - from;
  for (let k = 0; k < len; k++) leafBytes[k] = p.bytes[from + k];
  for (let k = 0; k < 4; k++) leafView.setUint32(len + 4 * k, sums[i * 4 + k]);
  return len + 16;
}

/** The leaves of one asset: `members[i]` holds `sums[i]` (4 words apiece); 8 words of hash per leaf, in `into` when given. */
export function leafHashes(p: LeafPrefixes, members: ArrayLike<number>, sums: Uint32Array, into?: Int32Array): Int32Array {
  const count = members.length;
  const out = into ? into.subarray(0, count * 8) : new Int32Array(count * 8);
  const long: number[] = [];
  // Read once: an imported binding may be reached through a getter on every use.
  const mem = lanes;
  const iv = IV;
  const blocks = p.blocks;
  for (let start = 0; start < count; start += BATCH) {
    const batch = Math.min(BATCH, count - start);
    for (let j = 0; j < batch; j++) {
      const i = start + j;
      const b = members[i] * 16;
      // The block's last word is its message's length in bits; zero when the preimage is longer
      // than a block, which is hashed alone after the batch.
      const bits = blocks[b + 15];
      if (bits === 0) { long.push(i); continue; }
      const at = laneAt(j);
      for (let k = 0; k < 8; k++) mem[at + 4 * k] = iv[k];
      for (let w = 0; w < 16; w++) mem[at + 32 + 4 * w] = blocks[b + w];
      // The balance's 16 bytes start at byte `from`, `shift` bits into word q: its words straddle five.
      const from = (bits >>> 3) - 16;
      const q = at + 32 + 4 * (from >> 2);
      const shift = (from & 3) * 8;
      const s0 = sums[i * 4], s1 = sums[i * 4 + 1], s2 = sums[i * 4 + 2], s3 = sums[i * 4 + 3];
      if (shift === 0) {
        mem[q] = s0; mem[q + 4] = s1; mem[q + 8] = s2; mem[q + 12] = s3;
      } else {
        const back = 32 - shift;
        mem[q] |= s0 >>> shift;
        mem[q + 4] = (s0 << back) | (s1 >>> shift);
        mem[q + 8] = (s1 << back) | (s2 >>> shift);
        mem[q + 12] = (s2 << back) | (s3 >>> shift);
        mem[q + 16] |= s3 << back;
      }
    }
    compressX4((batch + 3) >> 2);
    for (let j = 0; j < batch; j++) {
      const at = laneAt(j);
      for (let k = 0; k < 8; k++) out[(start + j) * 8 + k] = mem[at + 4 * k];
    }
  }
  for (const i of long) {
    sha256Into(leafBytes, longLeafMessage(p, members[i], sums, i), alone, 0);
    for (let k = 0; k < 8; k++) out[i * 8 + k] = aloneView.getInt32(4 * k);
  }
  return out;
}

/**
 * Writes the parents of a level of n nodes into `up`, PAIRS_PER_CALL pairs a call of the
 * WebAssembly function (sha256-x4.ts). `up` may be the level itself: parent i lands at i, behind
 * the pairs still to be read, which are copied into the function's memory before it writes.
 */
function parentLevel(hashes: Int32Array, sums: Uint32Array, n: number, up: { hashes: Int32Array; sums: Uint32Array }): void {
  const m = (n + 1) >> 1;
  const count = n >> 1;
  for (let start = 0; start < count; start += PAIRS_PER_CALL) {
    const batch = Math.min(PAIRS_PER_CALL, count - start);
    pairs.hashes.set(hashes.subarray(start * 16, (start + batch) * 16));
    pairs.sums.set(sums.subarray(start * 8, (start + batch) * 8));
    if (!hashParents(batch)) throw new RangeError('sum out of range: over 2^128 - 1');
    up.hashes.set(pairs.parentHashes.subarray(0, batch * 8), start * 8);
    up.sums.set(pairs.parentSums.subarray(0, batch * 4), start * 4);
  }
  if (n % 2 === 1) {
    // (set copies a source in the same memory as if through a copy of its own.)
    up.hashes.set(hashes.subarray((n - 1) * 8, n * 8), (m - 1) * 8);
    up.sums.set(sums.subarray((n - 1) * 4, n * 4), (m - 1) * 4);
  }
}

/** Builds bottom up: neighbours pair off, a level's odd last node moves up unchanged. */
export function buildPackedTree(leaves: Int32Array, leafSums: Uint32Array): PackedTree {
  if (leafSums.length === 0) throw new RangeError('a tree needs a leaf');
  const levels = [{ hashes: leaves, sums: leafSums }];
  let cur = levels[0];
  while (cur.sums.length > 4) {
    const m = (cur.sums.length / 4 + 1) >> 1;
    const up = { hashes: new Int32Array(m * 8), sums: new Uint32Array(m * 4) };
    parentLevel(cur.hashes, cur.sums, cur.sums.length / 4, up);
    levels.push(cur = up);
  }
  return { levels };
}

/**
 * The root alone, for a snapshot's publication: every level is written over the one below, the
 * hashes into `leaves` and the sums into `scratch` (room for half the leaves' sums, rounded up), so
 * a tree of a million leaves does not claim (and fault in) fresh memory for each level.
 */
export function packedRootInPlace(leaves: Int32Array, leafSums: Uint32Array, scratch: Uint32Array): { hash: string; sum: bigint } {
  let n = leafSums.length / 4;
  if (n === 0) throw new RangeError('a tree needs a leaf');
  if (n === 1) return { hash: hexAt(leaves, 0), sum: sumAt(leafSums, 0) };
  const up = { hashes: leaves, sums: scratch };
  parentLevel(leaves, leafSums, n, up);
  for (n = (n + 1) >> 1; n > 1; n = (n + 1) >> 1) parentLevel(leaves, scratch, n, up);
  return { hash: hexAt(leaves, 0), sum: sumAt(scratch, 0) };
}

function hexAt(hashes: Int32Array, i: number): string {
  let s = '';
  for (let k = 0; k < 8; k++) s += (hashes[i * 8 + k] >>> 0).toString(16).padStart(8, '0');
  return s;
}

export function packedRoot(tree: PackedTree): { hash: string; sum: bigint } {
  const top = tree.levels[tree.levels.length - 1];
  return { hash: hexAt(top.hashes, 0), sum: sumAt(top.sums, 0) };
}

/** The siblings from leaf `index` up to the root (a level where the node moved up alone adds none). */
export function packedPath(tree: PackedTree, index: number): PathStep[] {
  const steps: PathStep[] = [];
  let i = index;
  for (let l = 0; l < tree.levels.length - 1; l++) {
    const { hashes, sums } = tree.levels[l];
    const sibling = i ^ 1;
    if (sibling < sums.length / 4) steps.push({ side: sibling < i ? 'left' : 'right', hash: hexAt(hashes, sibling), sum: sumAt(sums, sibling).toString() });
    i >>= 1;
  }
  return steps;
}
