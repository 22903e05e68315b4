// Proof of liabilities (DESIGN §2): a snapshot reads every user's balances from the ledger in one
// statement, builds one Merkle sum tree per asset, publishes each root with its total and the
// reserves read from the chains, and keeps the members (salt and balances per user, in tree
// order) so a user's path is rebuilt on request. Scheduled (proof-work.ts) and on demand by an admin.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { auditDecision, type AuthedOperator } from '../ops/operators';
import { fail } from '../../core/failures';
import { fromMinor } from '../../../api/money';
import { PROOF_FORMAT, SALT_BYTES, fromHex, toHex, type InclusionProof } from '../../../api/proof-tree';
import { assetTree, membersOf, type Members } from './proof-build';
import { packedPath, packedRoot, sumAt, sumWords, type PackedTree } from './packed-tree';
import { assetRoots } from './proof-roots';
import { insertMembers, latestSnapshots, memberRow, membersOfSnapshot, pruneMembers, rootsOf, userLiabilities } from './proof.store';
import { readReserves } from './proof-reserves';
import { assetScales } from '../funds/assets.store';
import { getSetting } from '../settings/settings';
import { mustAdminister } from '../settings/settings-admin';

type SnapshotDeps = Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'random' | 'chain' | 'evm'>;

/** Takes a snapshot inside `trx`: the ledger read, the trees, the roots and the members are one moment. */
export async function takeSnapshot(deps: SnapshotDeps, trx: Transaction<Database>, trigger: 'schedule' | 'admin', by: string | null) {
  // Snapshots are ordered by time: one in the same millisecond as the last counts a millisecond later.
  const [last] = await latestSnapshots(trx, 1);
  const takenAt = Math.max(deps.clock.now(), last ? Number(last.taken_at) + 1 : 0);
  const members = membersOf(await userLiabilities(trx), (n) => deps.random.bytes(n));
  const reserves = await readReserves(deps, trx);
  const id = deps.ids.next('pf');
  await trx.insertInto('proof_snapshots')
    .values({ id, taken_at: BigInt(takenAt), trigger, created_by: by, members: BigInt(members.userIds.length) })
    .execute();
  const assets = [...members.holdings.keys()].sort();
  const built = await assetRoots(members, assets);
  const roots = assets.map((asset) => {
    const root = built.get(asset)!;
    return { snapshot_id: id, asset, root_hash: root.hash, total: root.sum.toString(), leaves: BigInt(members.holdings.get(asset)!.members.length), reserves: reserves.has(asset) ? reserves.get(asset)!.toString() : null };
  });
  if (roots.length) await trx.insertInto('proof_roots').values(roots).execute();
  await insertMembers(trx, deps.dialect, memberRows(id, members));
  await pruneMembers(trx, await getSetting(trx, 'proof.keepProofs'));
  return { id, taken_at: takenAt, members: members.userIds.length };
}

function memberRows(snapshotId: string, m: Members): unknown[][] {
  const balances = m.userIds.map(() => ({} as Record<string, string>));
  for (const [asset, h] of m.holdings) h.members.forEach((member, i) => { balances[member][asset] = sumAt(h.amounts, i).toString(); });
  return m.userIds.map((userId, i) => [snapshotId, BigInt(i), userId, toHex(m.salts.subarray(i * SALT_BYTES, (i + 1) * SALT_BYTES)), JSON.stringify(balances[i])]);
}

/** An admin's snapshot now, from the /ops console: audit-logged in the snapshot's own transaction. */
export async function buildOnDemand(deps: SnapshotDeps, operator: AuthedOperator) {
  mustAdminister(operator);
  return deps.db.transaction().execute(async (trx) => {
    const snapshot = await takeSnapshot(deps, trx, 'admin', operator.id);
    await auditDecision(deps, trx, { operatorId: operator.id, action: 'proof.snapshot', entityType: 'proof_snapshot', entityId: snapshot.id, reason: `${snapshot.members} members` });
    return snapshot;
  });
}

/** The published roots: the latest snapshot's per asset (with reserves and their ratio), and the history. */
export async function publishedRoots(deps: Pick<Deps, 'db'>, limit: number) {
  const snapshots = await latestSnapshots(deps.db, limit);
  const roots = await rootsOf(deps.db, snapshots.map((s) => s.id));
  const scales = await assetScales(deps.db);
  const view = (r: (typeof roots)[number]) => {
    const scale = scales.get(r.asset) ?? 0;
    const total = BigInt(r.total);
    return {
      asset: r.asset, scale, root: r.root_hash, total: r.total, total_text: fromMinor(total, scale), leaves: Number(r.leaves),
      reserves_text: r.reserves === null ? null : fromMinor(BigInt(r.reserves), scale),
      // Reserves over liabilities in basis points, shown as a percentage; null without a reading or debts.
      ratio_bps: r.reserves === null || total === 0n ? null : Number((BigInt(r.reserves) * 10_000n) / total),
    };
  };
  return {
    format: PROOF_FORMAT,
    snapshots: snapshots.map((s) => ({
      id: s.id, taken_at: Number(s.taken_at), trigger: s.trigger, members: Number(s.members), proofs: s.pruned === 0n,
      roots: roots.filter((r) => r.snapshot_id === s.id).map(view),
    })),
  };
}

/** Rebuilt trees of recent requests: a snapshot's tree serves every user who asks for it. */
const trees = new Map<string, { tree: PackedTree; index: Map<string, number> }>();
const TREES_KEPT = 4;

async function treeOf(deps: Pick<Deps, 'db'>, snapshotId: string, asset: string) {
  const key = `${snapshotId}:${asset}`;
  const cached = trees.get(key);
  if (cached) return cached;
  const rows = await membersOfSnapshot(deps.db, snapshotId);
  const salts = new Uint8Array(rows.length * SALT_BYTES);
  const holders: number[] = [];
  const amounts: bigint[] = [];
  const index = new Map<string, number>();
  rows.forEach((r, i) => {
    salts.set(fromHex(r.salt)!, i * SALT_BYTES);
    const amount = (JSON.parse(r.balances) as Record<string, string>)[asset];
    if (amount === undefined) return;
    index.set(r.user_id, holders.length);
    holders.push(i);
    amounts.push(BigInt(amount));
  });
  const m: Members = { userIds: rows.map((r) => r.user_id), salts, holdings: new Map([[asset, { members: Int32Array.from(holders), amounts: sumWords(amounts) }]]) };
  const built = { tree: assetTree(m, asset), index };
  trees.set(key, built);
  if (trees.size > TREES_KEPT) trees.delete(trees.keys().next().value!);
  return built;
}

/** The signed-in user's inclusion proof for `asset` in the latest snapshot that still serves proofs. */
export async function myProof(deps: Pick<Deps, 'db'>, userId: string, asset: string): Promise<InclusionProof> {
  const snapshot = await deps.db.selectFrom('proof_snapshots').selectAll().where('pruned', '=', 0n)
    .orderBy('taken_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!snapshot) fail('proofNotYet');
  const member = await memberRow(deps.db, snapshot.id, userId);
  const balance = member ? (JSON.parse(member.balances) as Record<string, string>)[asset] : undefined;
  if (!member || balance === undefined) fail('proofNoBalance', { asset });
  const { tree, index } = await treeOf(deps, snapshot.id, asset);
  const root = packedRoot(tree);
  return {
    format: PROOF_FORMAT, asset, snapshot_id: snapshot.id, taken_at: Number(snapshot.taken_at),
    user_id: userId, salt: member.salt, balance, path: packedPath(tree, index.get(userId)!),
    root: { hash: root.hash, sum: root.sum.toString() },
  };
}
