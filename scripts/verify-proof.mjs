#!/usr/bin/env node
// Verifies a downloaded proof of liabilities (format 1, docs/proof-of-liabilities.md) with nothing
// but Node and that document: `npm run verify-proof -- <proof.json> [<published root hex>]`.
// Exit code 0 when the proof reaches its root (and the given root), 1 otherwise.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

const MAX_SUM = (1n << 128n) - 1n;
const sha256 = (bytes) => createHash('sha256').update(bytes).digest();
const u128 = (n) => {
  const b = Buffer.alloc(16);
  b.writeBigUInt64BE(n >> 64n, 0);
  b.writeBigUInt64BE(n & ((1n << 64n) - 1n), 8);
  return b;
};
const amount = (text, what) => {
  if (typeof text !== 'string' || !/^\d{1,39}$/.test(text)) throw new Error(`${what} is not a non-negative integer: ${text}`);
  const n = BigInt(text);
  if (n > MAX_SUM) throw new Error(`${what} does not fit 16 bytes`);
  return n;
};
const hex32 = (text, what) => {
  if (typeof text !== 'string' || !/^[0-9a-f]{64}$/.test(text)) throw new Error(`${what} is not 32 bytes of lower-case hex`);
  return Buffer.from(text, 'hex');
};

function verify(proof, publishedRoot) {
  if (proof.format !== 1) throw new Error(`unknown format ${proof.format}`);
  if (typeof proof.salt !== 'string' || !/^[0-9a-f]{32}$/.test(proof.salt)) throw new Error('salt is not 16 bytes of hex');
  const id = Buffer.from(String(proof.user_id), 'utf8');
  if (id.length < 1 || id.length > 64) throw new Error('user id must be 1 to 64 bytes');
  let sum = amount(proof.balance, 'balance');
  let hash = sha256(Buffer.concat([Buffer.from([1]), Buffer.from(proof.salt, 'hex'), Buffer.from([id.length]), id, u128(sum)]));
  proof.path.forEach((step, i) => {
    const sibling = hex32(step.hash, `step ${i} hash`);
    const siblingSum = amount(step.sum, `step ${i} sum`);
    const [l, ls, r, rs] = step.side === 'left' ? [sibling, siblingSum, hash, sum] : step.side === 'right' ? [hash, sum, sibling, siblingSum] : (() => { throw new Error(`step ${i} side is neither left nor right`); })();
    sum = ls + rs;
    if (sum > MAX_SUM) throw new Error(`step ${i}: sum does not fit 16 bytes`);
    hash = sha256(Buffer.concat([Buffer.from([0x81]), l, u128(ls), r, u128(rs)]));
  });
  const root = hash.toString('hex');
  if (root !== proof.root.hash) throw new Error(`computed root ${root} is not the proof's root ${proof.root.hash}`);
  if (sum !== amount(proof.root.sum, 'root sum')) throw new Error(`computed total ${sum} is not the proof's total ${proof.root.sum}`);
  if (publishedRoot !== undefined && publishedRoot.toLowerCase() !== root) throw new Error(`root ${root} is not the published root ${publishedRoot}`);
  return { root, total: sum };
}

const [file, publishedRoot] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: npm run verify-proof -- <proof.json> [<published root hex>]\n');
  process.exit(1);
}
try {
  const proof = JSON.parse(readFileSync(file, 'utf8'));
  const { root, total } = verify(proof, publishedRoot);
  process.stdout.write(`verified: ${proof.asset} balance ${proof.balance} of user ${proof.user_id} is included in root ${root} (total ${total}, snapshot ${new Date(proof.taken_at).toISOString()})${publishedRoot ? ', the published root' : ''}\n`);
  process.exit(0);
} catch (err) {
  process.stderr.write(`not verified: ${err.message}\n`);
  process.exit(1);
}
