// Builds the snapshot's trees from its members: every user with a balance, in a random order
// (so a leaf's place tells nothing of who or when), each with a fresh 16-byte salt.
import { SALT_BYTES } from '../../../api/proof-tree';
import { buildPackedTree, leafHashes, leafPrefixes, setSum, type LeafPrefixes, type PackedTree } from './packed-tree';

/** One asset's holders (member numbers, in member order) and their balances, 4 words apiece (packed-tree.ts). */
export interface Holding { members: Int32Array; amounts: Uint32Array }

/** Users of a snapshot in tree order: ids, salts packed 16 bytes apiece, balances per asset. */
export interface Members {
  userIds: string[];
  salts: Uint8Array;
  /** Per asset: members holding it, and their balances (minor units, > 0). */
  holdings: Map<string, Holding>;
}

/** Groups per-user balances into members, shuffled with `randomBytes` (Fisher–Yates). */
export function membersOf(balances: Map<string, Map<string, bigint>>, randomBytes: (n: number) => Uint8Array): Members {
  const userIds = [...balances.keys()];
  const n = userIds.length;
  // Copied into a buffer of its own: a Node Buffer may be a view into a shared pool. (The modulo's
  // bias, under 2^-12 for a million users, tells nothing about who a leaf is.)
  const draw = new Uint32Array(Uint8Array.from(randomBytes(4 * Math.max(1, n))).buffer);
  for (let i = n - 1; i > 0; i--) {
    const j = draw[i] % (i + 1);
    [userIds[i], userIds[j]] = [userIds[j], userIds[i]];
  }
  const salts = randomBytes(SALT_BYTES * n);
  // Counted first, so each asset's arrays are allocated once at their size.
  const counts = new Map<string, number>();
  for (const held of balances.values()) {
    for (const [asset, amount] of held) if (amount > 0n) counts.set(asset, (counts.get(asset) ?? 0) + 1);
  }
  const holdings = new Map<string, Holding>();
  const filled = new Map<string, number>();
  // In shared memory: the worker threads building the trees (proof-roots.ts) read them without a copy.
  for (const [asset, count] of counts) {
    holdings.set(asset, { members: new Int32Array(new SharedArrayBuffer(4 * count)), amounts: new Uint32Array(new SharedArrayBuffer(16 * count)) });
    filled.set(asset, 0);
  }
  userIds.forEach((id, m) => {
    for (const [asset, amount] of balances.get(id)!) {
      if (amount <= 0n) continue;
      const h = holdings.get(asset)!;
      const i = filled.get(asset)!;
      h.members[i] = m;
      setSum(h.amounts, i, amount);
      filled.set(asset, i + 1);
    }
  });
  return { userIds, salts: Uint8Array.from(salts), holdings };
}

/** One asset's tree over its holders, in member order (`prefixes` of the members, when already packed). */
export function assetTree(m: Members, asset: string, prefixes: LeafPrefixes = leafPrefixes(m.userIds, m.salts)): PackedTree {
  const h = m.holdings.get(asset);
  if (!h) throw new RangeError(`no holder of ${asset}`);
  return buildPackedTree(leafHashes(prefixes, h.members, h.amounts), h.amounts);
}
