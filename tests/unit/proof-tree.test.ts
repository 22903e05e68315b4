// Properties of the proof-of-liabilities tree (api/proof-tree.ts): for seeded random sets of
// balances every member's proof verifies against the root, and changing any one leaf value, salt
// or sibling breaks it; the pure SHA-256 agrees with node:crypto; a crafted tree whose leaf hides
// a negative balance (to lower the published total) is refused by the verifier; the standalone
// verifier (scripts/verify-proof.mjs) agrees; the server's own builder gives the same roots and
// paths as the shared one.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../api/sha256';
import { buildSumTree, checkNode, leafHashInto, nodeHashInto, pathOf, toHex, treeRoot, verifyProof, MAX_SUM, type InclusionProof } from '../../api/proof-tree';
import { assetTree, membersOf } from '../../server/modules/proof/proof-build';
import { buildPackedTree, leafHashes, leafPrefixes, packedPath, packedRoot, packedRootInPlace, sumAt, sumWords, type PackedTree } from '../../server/modules/proof/packed-tree';
import { seededRandom } from '../../server/feeds/seeded-random';

const bytesFrom = (rnd: () => number) => (n: number) => Uint8Array.from({ length: n }, () => Math.floor(rnd() * 256));

function proofFor(m: ReturnType<typeof membersOf>, asset: string, leaf: number, tree = assetTree(m, asset)): InclusionProof {
  const root = packedRoot(tree);
  const member = m.holdings.get(asset)!.members[leaf];
  return {
    format: 1, asset, snapshot_id: 's', taken_at: 0, user_id: m.userIds[member],
    salt: toHex(m.salts.subarray(member * 16, member * 16 + 16)), balance: sumAt(m.holdings.get(asset)!.amounts, leaf).toString(),
    path: packedPath(tree, leaf), root: { hash: root.hash, sum: root.sum.toString() },
  };
}

const flipHex = (hex: string, at: number) => hex.slice(0, at) + (hex[at] === '0' ? '1' : '0') + hex.slice(at + 1);

describe('SHA-256', () => {
  it('agrees with node:crypto on lengths across block boundaries', () => {
    const rnd = seededRandom(7).next;
    for (let len = 0; len < 200; len++) {
      const msg = bytesFrom(rnd)(len);
      expect(toHex(sha256(msg))).toBe(createHash('sha256').update(msg).digest('hex'));
    }
  });
});

describe('Merkle sum tree', () => {
  it('proves every member and refuses any changed leaf, salt or sibling (seeded random sets)', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = seededRandom(seed);
      const users = 1 + Math.floor(random.next() * 40);
      const balances = new Map<string, Map<string, bigint>>();
      for (let u = 0; u < users; u++) {
        const big = random.next() < 0.1 ? 10n ** 30n : 10n ** 8n;
        balances.set(`us${seed}x${u}`, new Map([['USDT', 1n + BigInt(Math.floor(random.next() * 1e9)) * big / 10n ** 8n]]));
      }
      const m = membersOf(balances, bytesFrom(random.next));
      const total = [...balances.values()].reduce((s, b) => s + b.get('USDT')!, 0n);
      const tree = assetTree(m, 'USDT');
      const root = packedRoot(tree);
      expect(root.sum).toBe(total);
      const leaf = Math.floor(random.next() * users);
      for (let i = 0; i < users; i++) expect(verifyProof(proofFor(m, 'USDT', i, tree), root.hash).ok, `seed ${seed} leaf ${i}`).toBe(true);

      const proof = proofFor(m, 'USDT', leaf, tree);
      expect(verifyProof({ ...proof, balance: (BigInt(proof.balance) + 1n).toString() }).ok).toBe(false);
      expect(verifyProof({ ...proof, salt: flipHex(proof.salt, Math.floor(random.next() * 32)) }).ok).toBe(false);
      expect(verifyProof({ ...proof, user_id: `${proof.user_id}y` }).ok).toBe(false);
      if (proof.path.length) {
        const s = Math.floor(random.next() * proof.path.length);
        const step = proof.path[s];
        const changedHash = proof.path.map((p, i) => (i === s ? { ...p, hash: flipHex(p.hash, Math.floor(random.next() * 64)) } : p));
        const changedSum = proof.path.map((p, i) => (i === s ? { ...p, sum: (BigInt(p.sum) + 1n).toString() } : p));
        const changedSide = proof.path.map((p, i) => (i === s ? { ...p, side: step.side === 'left' ? 'right' as const : 'left' as const } : p));
        for (const path of [changedHash, changedSum, changedSide]) expect(verifyProof({ ...proof, path }).ok, `seed ${seed}`).toBe(false);
      }
      expect(verifyProof(proof, flipHex(root.hash, 3))).toEqual({ ok: false, reason: 'notPublishedRoot' });
    }
  }, 60_000);

  it('equals the recursive split at the largest power of two below the count', () => {
    const rnd = seededRandom(99).next;
    const leaf = () => ({ hash: bytesFrom(rnd)(32), sum: BigInt(Math.floor(rnd() * 1000)) });
    const recursive = (xs: Array<{ hash: Uint8Array; sum: bigint }>): { hash: Uint8Array; sum: bigint } => {
      if (xs.length === 1) return xs[0];
      let k = 1;
      while (k * 2 < xs.length) k *= 2;
      const [l, r] = [recursive(xs.slice(0, k)), recursive(xs.slice(k))];
      const hash = new Uint8Array(32);
      nodeHashInto(l.hash, 0, l.sum, r.hash, 0, r.sum, hash, 0);
      return { hash, sum: l.sum + r.sum };
    };
    for (let n = 1; n <= 70; n++) {
      const leaves = Array.from({ length: n }, leaf);
      const packed = new Uint8Array(n * 32);
      leaves.forEach((l, i) => packed.set(l.hash, i * 32));
      expect(treeRoot(buildSumTree(packed, leaves.map((l) => l.sum))).hash).toBe(toHex(recursive(leaves).hash));
    }
  });
});

describe("the server's builder (word-packed levels, four-lane SHA-256)", () => {
  /** The shared builder's tree (the browser's code) over the same leaves. */
  function sharedTree(ids: string[], salts: Uint8Array, amounts: bigint[]) {
    const hashes = new Uint8Array(ids.length * 32);
    ids.forEach((id, i) => leafHashInto(salts.subarray(i * 16, i * 16 + 16), id, amounts[i], hashes, i * 32));
    return buildSumTree(hashes, amounts);
  }
  function serverTree(ids: string[], salts: Uint8Array, amounts: bigint[]): PackedTree {
    const sums = sumWords(amounts);
    return buildPackedTree(leafHashes(leafPrefixes(ids, salts), Int32Array.from(ids, (_, i) => i), sums), sums);
  }

  it('gives the same roots and paths as the shared one (seeded sets: ids of 2 to 63 bytes, sums beyond 2^64, batches not filled)', () => {
    for (const [seed, n] of [[1, 1], [2, 2], [3, 3], [4, 7], [5, 64], [6, 257], [7, 5461], [8, 6001]]) {
      const random = seededRandom(seed);
      // Up to 63 bytes: an id over 21 bytes makes a leaf of two blocks, hashed outside the lanes.
      const ids = Array.from({ length: n }, (_, i) => `u${i}${'é'.repeat(Math.floor(random.next() * 30))}`.slice(0, 32));
      const salts = bytesFrom(random.next)(n * 16);
      const amounts = Array.from({ length: n }, () => (random.next() < 0.05 ? 1n << 115n : 0n) + BigInt(Math.floor(random.next() * 2 ** 53)));
      const shared = sharedTree(ids, salts, amounts);
      const server = serverTree(ids, salts, amounts);
      expect(packedRoot(server), `seed ${seed}`).toEqual(treeRoot(shared));
      for (const leaf of [0, n - 1, Math.floor(random.next() * n)]) expect(packedPath(server, leaf), `seed ${seed} leaf ${leaf}`).toEqual(pathOf(shared, leaf));
    }
  });

  it('gives the same root built in place, in buffers larger than the tree and left dirty by the one before', () => {
    const hashes = new Int32Array(9000 * 8);
    const scratch = new Uint32Array(4500 * 4);
    for (const [seed, n] of [[11, 1], [12, 2], [13, 5], [14, 4097], [15, 8999], [16, 3]]) {
      const random = seededRandom(seed);
      const ids = Array.from({ length: n }, (_, i) => `m${i}`);
      const salts = bytesFrom(random.next)(n * 16);
      const sums = sumWords(Array.from({ length: n }, () => BigInt(Math.floor(random.next() * 2 ** 53))));
      const members = Int32Array.from(ids, (_, i) => i);
      const whole = packedRoot(buildPackedTree(leafHashes(leafPrefixes(ids, salts), members, sums), sums));
      expect(packedRootInPlace(leafHashes(leafPrefixes(ids, salts), members, sums, hashes), sums, scratch), `seed ${seed}`).toEqual(whole);
    }
    expect(() => packedRootInPlace(new Int32Array(16), sumWords([MAX_SUM, 1n]), new Uint32Array(4))).toThrow(RangeError);
  });

  it('refuses a sum over 2^128 - 1', () => {
    const ids = ['a', 'b'];
    const salts = new Uint8Array(32);
    expect(() => serverTree(ids, salts, [MAX_SUM, 1n])).toThrow(RangeError);
    expect(serverTree(ids, salts, [MAX_SUM - 1n, 1n]).levels).toHaveLength(2);
    expect(() => sumWords([-1n])).toThrow(RangeError);
  });
});

describe('a crafted tree hiding a negative balance', () => {
  // The operator owes 100 to Alice and 50 to Bob, and adds a fake leaf of -100 to publish 50.
  const salt = new Uint8Array(16).fill(1);
  const leafOf = (id: string, amount: bigint) => {
    const h = new Uint8Array(32);
    // A negative amount cannot be encoded: the crafter writes its 16-byte two's complement instead.
    leafHashInto(salt, id, amount < 0n ? (1n << 128n) + amount : amount, h, 0);
    return { hash: h, sum: amount };
  };
  const alice = leafOf('alice', 100n);
  const bob = leafOf('bob', 50n);
  const fake = leafOf('fake', -100n);

  it('cannot be hashed as a node', () => {
    expect(() => nodeHashInto(bob.hash, 0, bob.sum, fake.hash, 0, fake.sum, new Uint8Array(32), 0)).toThrow(RangeError);
  });

  it('is refused by the node check and in a proof path, whether shown as negative or as a wrapped sum', () => {
    const parent = { hash: new Uint8Array(32), sum: -50n };
    expect(checkNode(bob, fake, parent)).toBe('negativeSum');
    expect(checkNode(bob, { ...fake, sum: 100n }, { hash: parent.hash, sum: 50n })).toBe('sumMismatch');
    const proof: InclusionProof = {
      format: 1, asset: 'USDT', snapshot_id: 's', taken_at: 0, user_id: 'alice', salt: toHex(salt), balance: '100',
      path: [{ side: 'right', hash: toHex(bob.hash), sum: '50' }, { side: 'right', hash: toHex(fake.hash), sum: '-100' }],
      root: { hash: '00'.repeat(32), sum: '50' },
    };
    expect(verifyProof(proof)).toEqual({ ok: false, reason: 'negativeSum', step: 1 });
    const wrapped = { ...proof, path: [proof.path[0], { ...proof.path[1], sum: (MAX_SUM + 1n - 100n).toString() }] };
    expect(verifyProof(wrapped)).toEqual({ ok: false, reason: 'sumOverflow', step: 1 });
    expect(alice.sum + bob.sum).toBe(150n);
  });
});

describe('npm run verify-proof', () => {
  it('verifies a proof with node:crypto and the documented format alone, and fails a changed one with exit code 1', () => {
    const random = seededRandom(2026);
    const balances = new Map(Array.from({ length: 9 }, (_, u) => [`us0000000000${u}abcdefgh`, new Map([['USDT', BigInt(1 + u * 1_000_003)]])] as const));
    const m = membersOf(balances, bytesFrom(random.next));
    const tree = assetTree(m, 'USDT');
    const proof = proofFor(m, 'USDT', 4, tree);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'proof-'));
    const run = (p: InclusionProof, ...args: string[]) => {
      const file = path.join(dir, 'proof.json');
      writeFileSync(file, JSON.stringify(p));
      return spawnSync(process.execPath, ['scripts/verify-proof.mjs', file, ...args], { encoding: 'utf8' });
    };
    const ok = run(proof, proof.root.hash);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain('verified');
    expect(run(proof, flipHex(proof.root.hash, 0)).status).toBe(1);
    expect(run({ ...proof, balance: '2' }).status).toBe(1);
    expect(run({ ...proof, path: [{ ...proof.path[0], sum: '-1' }, ...proof.path.slice(1)] }).status).toBe(1);
  });
});
