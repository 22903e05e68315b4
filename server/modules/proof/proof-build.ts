// Builds the snapshot's trees from its members: every user with a balance, in a random order
// (so a leaf's place tells nothing of who or when), each with a fresh 16-byte salt.
import { buildSumTree, leafHashInto, SALT_BYTES, type SumTree } from '../../../api/proof-tree';

/** Users of a snapshot in tree order: ids, salts packed 16 bytes apiece, balances per asset. */
export interface Members {
  userIds: string[];
  salts: Uint8Array;
  /** Per asset: members (their order) holding it, and their balances (minor units, > 0). */
  holdings: Map<string, { members: number[]; amounts: bigint[] }>;
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
  const holdings = new Map<string, { members: number[]; amounts: bigint[] }>();
  userIds.forEach((id, m) => {
    for (const [asset, amount] of balances.get(id)!) {
      if (amount <= 0n) continue;
      let h = holdings.get(asset);
      if (!h) holdings.set(asset, h = { members: [], amounts: [] });
      h.members.push(m);
      h.amounts.push(amount);
    }
  });
  return { userIds, salts: Uint8Array.from(salts), holdings };
}

/** One asset's tree over its holders, in member order. */
export function assetTree(m: Members, asset: string): SumTree {
  const h = m.holdings.get(asset);
  if (!h) throw new RangeError(`no holder of ${asset}`);
  const hashes = new Uint8Array(h.members.length * 32);
  for (let i = 0; i < h.members.length; i++) {
    const member = h.members[i];
    leafHashInto(m.salts.subarray(member * SALT_BYTES, member * SALT_BYTES + SALT_BYTES), m.userIds[member], h.amounts[i], hashes, i * 32);
  }
  return buildSumTree(hashes, h.amounts);
}
