// SQL of proof of liabilities: the users' balances as the ledger holds them, and the snapshots.
import { sql } from 'kysely';
import type { Executor } from '../../db/database';
import type { DialectName } from '../../db/database';
import { insertRows, type RowShape } from '../../db/bulk';

/**
 * Every user's balance per asset, all wallets added (available, frozen, contract margin, custody,
 * locked): what the platform owes its users. One statement, so one consistent moment.
 */
export async function userLiabilities(db: Executor): Promise<Map<string, Map<string, bigint>>> {
  const rows = await sql<{ owner_id: string; asset: string; total: bigint | string }>`
    SELECT owner_id, asset, CAST(SUM(balance) AS BIGINT) AS total FROM ledger_accounts
    WHERE owner_kind = 'user' GROUP BY owner_id, asset HAVING SUM(balance) <> 0`.execute(db);
  const byUser = new Map<string, Map<string, bigint>>();
  for (const r of rows.rows) {
    let m = byUser.get(r.owner_id);
    if (!m) byUser.set(r.owner_id, m = new Map());
    m.set(r.asset, BigInt(r.total));
  }
  return byUser;
}

/** The ledger's total owed to users per asset (what each published total must equal). */
export async function ledgerUserTotals(db: Executor): Promise<Map<string, bigint>> {
  const rows = await sql<{ asset: string; total: bigint | string }>`
    SELECT asset, CAST(SUM(balance) AS BIGINT) AS total FROM ledger_accounts WHERE owner_kind = 'user' GROUP BY asset`.execute(db);
  return new Map(rows.rows.map((r) => [r.asset, BigInt(r.total)]));
}

const memberShape: RowShape<'proof_members'> = { table: 'proof_members', columns: ['snapshot_id', 'position', 'user_id', 'salt', 'balances'] };

export async function insertMembers(db: Executor, dialect: DialectName, rows: ReadonlyArray<readonly unknown[]>) {
  await insertRows(db, dialect, memberShape, rows);
}

export function latestSnapshots(db: Executor, limit: number) {
  return db.selectFrom('proof_snapshots').selectAll().orderBy('taken_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

export function rootsOf(db: Executor, snapshotIds: string[]) {
  if (snapshotIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('proof_roots').selectAll().where('snapshot_id', 'in', snapshotIds).orderBy('asset').execute();
}

export function memberRow(db: Executor, snapshotId: string, userId: string) {
  return db.selectFrom('proof_members').selectAll().where('snapshot_id', '=', snapshotId).where('user_id', '=', userId).executeTakeFirst();
}

/** Members of a snapshot in tree order. */
export function membersOfSnapshot(db: Executor, snapshotId: string) {
  return db.selectFrom('proof_members').select(['user_id', 'salt', 'balances']).where('snapshot_id', '=', snapshotId).orderBy('position').execute();
}

/** Deletes the members of every snapshot but the latest `keep` (their roots stay published). */
export async function pruneMembers(db: Executor, keep: number) {
  const old = await db.selectFrom('proof_snapshots').select('id').where('pruned', '=', 0n)
    .orderBy('taken_at', 'desc').orderBy('id', 'desc').offset(keep).limit(1000).execute();
  if (old.length === 0) return;
  const ids = old.map((o) => o.id);
  await db.deleteFrom('proof_members').where('snapshot_id', 'in', ids).execute();
  await db.updateTable('proof_snapshots').set({ pruned: 1n }).where('id', 'in', ids).execute();
}
