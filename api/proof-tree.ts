// Proof of liabilities, format 1 (docs/proof-of-liabilities.md gives it byte by byte): a Merkle sum
// tree per asset whose leaves are users' balances. A leaf hashes the user's own id with a salt
// drawn for that user and snapshot, so the published tree reveals no one; a node hashes both
// children with their sums, so a child's sum cannot be changed, and sums are unsigned 128-bit
// integers, so no leaf can carry a negative balance that lowers the total. This code checks a
// proof in the browser; the server builds the same trees faster in words
// (server/modules/proof/packed-tree.ts), and the unit tests check the two agree.
import { sha256Into } from './sha256';

export const PROOF_FORMAT = 1;
/** The first byte of a node's preimage (a leaf's is the format itself): the two can never be confused. */
const NODE_BYTE = 0x80 | PROOF_FORMAT;
export const SALT_BYTES = 16;
export const MAX_ID_BYTES = 64;
/** Sums are encoded in 16 bytes: the largest is 2^128 - 1. */
export const MAX_SUM = (1n << 128n) - 1n;
const MASK64 = (1n << 64n) - 1n;

const encoder = new TextEncoder();
const scratch = new Uint8Array(128);
const view = new DataView(scratch.buffer);

function writeSum(at: number, sum: bigint) {
  if (sum < 0n || sum > MAX_SUM) throw new RangeError(`sum out of range: ${sum}`);
  view.setBigUint64(at, sum >> 64n);
  view.setBigUint64(at + 8, sum & MASK64);
}

/** Leaf preimage: format (1), salt (16), id length (1), id (UTF-8, 1 to 64), balance (16, big-endian). */
export function leafHashInto(salt: Uint8Array, userId: string, balance: bigint, out: Uint8Array, at: number): void {
  if (salt.length !== SALT_BYTES) throw new RangeError('salt must be 16 bytes');
  const { read, written } = encoder.encodeInto(userId, scratch.subarray(18, 18 + MAX_ID_BYTES + 1));
  if (written === 0 || written > MAX_ID_BYTES || read !== userId.length) throw new RangeError('id must be 1 to 64 bytes');
  scratch[0] = PROOF_FORMAT;
  scratch.set(salt, 1);
  scratch[17] = written;
  writeSum(18 + written, balance);
  sha256Into(scratch, 34 + written, out, at);
}

/** Node preimage: format | 0x80 (1), left hash (32), left sum (16), right hash (32), right sum (16). */
export function nodeHashInto(left: Uint8Array, leftAt: number, leftSum: bigint, right: Uint8Array, rightAt: number, rightSum: bigint, out: Uint8Array, at: number): void {
  scratch[0] = NODE_BYTE;
  scratch.set(left.subarray(leftAt, leftAt + 32), 1);
  writeSum(33, leftSum);
  scratch.set(right.subarray(rightAt, rightAt + 32), 49);
  writeSum(81, rightSum);
  sha256Into(scratch, 97, out, at);
}

/** A built tree: level 0 holds the leaves; each level's hashes are packed 32 bytes apiece. */
export interface SumTree {
  levels: Array<{ hashes: Uint8Array; sums: bigint[] }>;
}

/**
 * Builds bottom up: neighbours pair off and a level's odd last node moves up unchanged (so the
 * tree equals the recursive split at the largest power of two below the count).
 */
export function buildSumTree(leafHashes: Uint8Array, leafSums: bigint[]): SumTree {
  if (leafSums.length === 0) throw new RangeError('a tree needs a leaf');
  const levels = [{ hashes: leafHashes, sums: leafSums }];
  let cur = levels[0];
  while (cur.sums.length > 1) {
    const n = cur.sums.length;
    const m = (n + 1) >> 1;
    const hashes = new Uint8Array(m * 32);
    const sums = new Array<bigint>(m);
    for (let i = 0; i + 1 < n; i += 2) {
      const s = cur.sums[i] + cur.sums[i + 1];
      nodeHashInto(cur.hashes, i * 32, cur.sums[i], cur.hashes, (i + 1) * 32, cur.sums[i + 1], hashes, (i >> 1) * 32);
      sums[i >> 1] = s;
    }
    if (n % 2 === 1) {
      hashes.set(cur.hashes.subarray((n - 1) * 32, n * 32), (m - 1) * 32);
      sums[m - 1] = cur.sums[n - 1];
    }
    cur = { hashes, sums };
    levels.push(cur);
  }
  return { levels };
}

export interface PathStep {
  /** Where the sibling stands: 'left' means the sibling is hashed first. */
  side: 'left' | 'right';
  hash: string;
  /** The sibling's sum, decimal minor units. */
  sum: string;
}

export const toHex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
export function fromHex(hex: string): Uint8Array | null {
  if (!/^(?:[0-9a-f]{2})*$/.test(hex)) return null;
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
}

export function treeRoot(tree: SumTree): { hash: string; sum: bigint } {
  const top = tree.levels[tree.levels.length - 1];
  return { hash: toHex(top.hashes.subarray(0, 32)), sum: top.sums[0] };
}

/** The siblings from leaf `index` up to the root (a level where the node moved up alone adds none). */
export function pathOf(tree: SumTree, index: number): PathStep[] {
  const steps: PathStep[] = [];
  let i = index;
  for (let l = 0; l < tree.levels.length - 1; l++) {
    const { hashes, sums } = tree.levels[l];
    const sibling = i ^ 1;
    if (sibling < sums.length) {
      steps.push({ side: sibling < i ? 'left' : 'right', hash: toHex(hashes.subarray(sibling * 32, sibling * 32 + 32)), sum: sums[sibling].toString() });
    }
    i >>= 1;
  }
  return steps;
}

/** A user's inclusion proof as downloaded (all amounts decimal strings of minor units). */
export interface InclusionProof {
  format: number;
  asset: string;
  snapshot_id: string;
  taken_at: number;
  user_id: string;
  salt: string;
  balance: string;
  path: PathStep[];
  root: { hash: string; sum: string };
}

export type ProofCheck = { ok: true; root: string; total: string } | { ok: false; reason: ProofFailure; step?: number };
export type ProofFailure = 'format' | 'malformed' | 'negativeSum' | 'sumOverflow' | 'rootMismatch' | 'sumMismatch' | 'notPublishedRoot';

const digits = (s: unknown): s is string => typeof s === 'string' && /^-?\d{1,40}$/.test(s);

/**
 * Recomputes the root from the leaf and the path: every sum must be a non-negative integer that
 * fits 16 bytes, each parent's sum is its children's sum, and the result must equal the proof's
 * root (and `publishedRoot`, the hash the platform shows, when given).
 */
export function verifyProof(proof: InclusionProof, publishedRoot?: string): ProofCheck {
  if (!proof || proof.format !== PROOF_FORMAT) return { ok: false, reason: 'format' };
  const salt = typeof proof.salt === 'string' ? fromHex(proof.salt) : null;
  if (!salt || salt.length !== SALT_BYTES || typeof proof.user_id !== 'string' || !digits(proof.balance)
    || !Array.isArray(proof.path) || !proof.root || !digits(proof.root.sum) || typeof proof.root.hash !== 'string') {
    return { ok: false, reason: 'malformed' };
  }
  let sum = BigInt(proof.balance);
  if (sum < 0n) return { ok: false, reason: 'negativeSum' };
  if (sum > MAX_SUM) return { ok: false, reason: 'sumOverflow' };
  const idBytes = encoder.encode(proof.user_id).length;
  if (idBytes === 0 || idBytes > MAX_ID_BYTES) return { ok: false, reason: 'malformed' };
  const hash = new Uint8Array(32);
  leafHashInto(salt, proof.user_id, sum, hash, 0);
  for (let s = 0; s < proof.path.length; s++) {
    const step = proof.path[s];
    const sibling = step && typeof step.hash === 'string' ? fromHex(step.hash) : null;
    if (!sibling || sibling.length !== 32 || !digits(step.sum) || (step.side !== 'left' && step.side !== 'right')) return { ok: false, reason: 'malformed', step: s };
    const siblingSum = BigInt(step.sum);
    if (siblingSum < 0n) return { ok: false, reason: 'negativeSum', step: s };
    const parent = sum + siblingSum;
    if (siblingSum > MAX_SUM || parent > MAX_SUM) return { ok: false, reason: 'sumOverflow', step: s };
    if (step.side === 'left') nodeHashInto(sibling, 0, siblingSum, hash, 0, sum, hash, 0);
    else nodeHashInto(hash, 0, sum, sibling, 0, siblingSum, hash, 0);
    sum = parent;
  }
  const root = toHex(hash);
  if (root !== proof.root.hash) return { ok: false, reason: 'rootMismatch' };
  if (sum !== BigInt(proof.root.sum)) return { ok: false, reason: 'sumMismatch' };
  if (publishedRoot !== undefined && publishedRoot !== root) return { ok: false, reason: 'notPublishedRoot' };
  return { ok: true, root, total: sum.toString() };
}

/**
 * Checks one node of a tree as published (a verifier of a whole level): the children's sums are
 * non-negative, the parent's sum is theirs added, and its hash is theirs hashed.
 */
export function checkNode(left: { hash: Uint8Array; sum: bigint }, right: { hash: Uint8Array; sum: bigint }, parent: { hash: Uint8Array; sum: bigint }): ProofFailure | null {
  if (left.sum < 0n || right.sum < 0n || parent.sum < 0n) return 'negativeSum';
  if (left.sum + right.sum > MAX_SUM) return 'sumOverflow';
  if (parent.sum !== left.sum + right.sum) return 'sumMismatch';
  const h = new Uint8Array(32);
  nodeHashInto(left.hash, 0, left.sum, right.hash, 0, right.sum, h, 0);
  return toHex(h) === toHex(parent.hash) ? null : 'rootMismatch';
}
