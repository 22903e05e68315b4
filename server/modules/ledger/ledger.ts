// The double-entry ledger: the only way a balance changes. Every movement is one journal entry of
// postings that sum to zero per asset, with a reason, a reference and an idempotency key. User
// accounts never go negative: the check is the conditional update itself, inside the caller's
// transaction, so check and act are one step.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Executor } from '../../db/database';
import type { Clock, Ids } from '../../platform';
import { BusinessFailure } from '../../core/failures';

export type OwnerKind = 'user' | 'system';

/** Wallets of an owner: spot is the coin account; *_frozen holds amounts locked by orders or withdrawals. */
export type Wallet = 'spot' | 'spot_frozen' | 'contract' | 'contract_frozen' | 'earn' | (string & {});

export interface AccountRef {
  owner: OwnerKind;
  ownerId: string;
  asset: string;
  wallet: Wallet;
}

export interface Posting {
  account: AccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface EntryInput {
  reason: string;
  refType: string;
  refId: string;
  /** The same key twice posts once: the second call reports `replayed`. */
  idempotencyKey: string;
  postings: Posting[];
}

export interface AuditReport {
  ok: boolean;
  accounts: number;
  entries: number;
  problems: string[];
}

export const accountId = (a: AccountRef) => `${a.owner}:${a.ownerId}:${a.asset}:${a.wallet}`;
export const userAccount = (userId: string, asset: string, wallet: Wallet = 'spot'): AccountRef =>
  ({ owner: 'user', ownerId: userId, asset, wallet });
export const systemAccount = (name: string, asset: string, wallet: Wallet = 'main'): AccountRef =>
  ({ owner: 'system', ownerId: name, asset, wallet });

export function createLedger(deps: { clock: Clock; ids: Ids }) {
  /** Posts one entry inside `trx`. Throws `insufficientBalance` (and the caller's transaction rolls back) when a user account would go negative. */
  async function post(trx: Transaction<Database>, entry: EntryInput): Promise<{ entryId: string; replayed: boolean }> {
    checkBalanced(entry);
    const now = BigInt(deps.clock.now());
    const entryId = deps.ids.next('je');
    const inserted = await trx.insertInto('journal_entries')
      .values({ id: entryId, reason: entry.reason, ref_type: entry.refType, ref_id: entry.refId, idempotency_key: entry.idempotencyKey, created_at: now })
      .onConflict((oc) => oc.column('idempotency_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const existing = await trx.selectFrom('journal_entries').select('id').where('idempotency_key', '=', entry.idempotencyKey).executeTakeFirstOrThrow();
      return { entryId: existing.id, replayed: true };
    }
    // A fixed order of row locks keeps concurrent entries from deadlocking on PostgreSQL.
    const postings = [...entry.postings].sort((a, b) => (accountId(a.account) < accountId(b.account) ? -1 : 1));
    for (const p of postings) {
      const id = accountId(p.account);
      await trx.insertInto('ledger_accounts')
        .values({ id, owner_kind: p.account.owner, owner_id: p.account.ownerId, asset: p.account.asset, wallet: p.account.wallet, balance: 0n, created_at: now })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const updated = await trx.updateTable('ledger_accounts')
        .set({ balance: sql<bigint>`balance + ${p.amount}` })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('owner_kind', '=', 'system'), eb(sql<bigint>`balance + ${p.amount}`, '>=', 0n)]))
        .returning('balance')
        .executeTakeFirst();
      if (!updated) throw new BusinessFailure('insufficientBalance');
      await trx.insertInto('postings')
        .values({ entry_id: entryId, account_id: id, asset: p.account.asset, amount: p.amount, balance_after: BigInt(updated.balance) })
        .execute();
    }
    return { entryId, replayed: false };
  }

  async function balance(db: Executor, account: AccountRef): Promise<bigint> {
    const row = await db.selectFrom('ledger_accounts').select('balance').where('id', '=', accountId(account)).executeTakeFirst();
    return row ? BigInt(row.balance) : 0n;
  }

  async function balancesOf(db: Executor, owner: OwnerKind, ownerId: string) {
    const rows = await db.selectFrom('ledger_accounts').select(['asset', 'wallet', 'balance'])
      .where('owner_kind', '=', owner).where('owner_id', '=', ownerId).orderBy('asset').orderBy('wallet').execute();
    return rows.map((r) => ({ asset: r.asset, wallet: r.wallet as Wallet, balance: BigInt(r.balance) }));
  }

  /**
   * Proves the books: each balance equals the sum of its postings, every entry and every asset
   * sums to zero, no user account is negative.
   */
  async function audit(db: Executor): Promise<AuditReport> {
    const problems: string[] = [];
    const drift = await sql<{ id: string; balance: bigint; posted: bigint }>`
      SELECT a.id, a.balance, CAST(COALESCE(SUM(p.amount), 0) AS BIGINT) AS posted
      FROM ledger_accounts a LEFT JOIN postings p ON p.account_id = a.id
      GROUP BY a.id, a.balance
      HAVING a.balance <> COALESCE(SUM(p.amount), 0)`.execute(db);
    for (const r of drift.rows) problems.push(`account ${r.id}: balance ${r.balance} but postings sum to ${r.posted}`);
    const assets = await sql<{ asset: string; total: bigint }>`
      SELECT asset, CAST(SUM(balance) AS BIGINT) AS total FROM ledger_accounts GROUP BY asset HAVING SUM(balance) <> 0`.execute(db);
    for (const r of assets.rows) problems.push(`asset ${r.asset}: balances sum to ${r.total}, not 0`);
    const entries = await sql<{ entry_id: string; asset: string; total: bigint }>`
      SELECT entry_id, asset, CAST(SUM(amount) AS BIGINT) AS total FROM postings GROUP BY entry_id, asset HAVING SUM(amount) <> 0`.execute(db);
    for (const r of entries.rows) problems.push(`entry ${r.entry_id}: ${r.asset} postings sum to ${r.total}, not 0`);
    const negative = await db.selectFrom('ledger_accounts').select(['id', 'balance']).where('owner_kind', '=', 'user').where('balance', '<', 0n).execute();
    for (const r of negative) problems.push(`user account ${r.id} is negative: ${r.balance}`);
    const counts = await sql<{ accounts: bigint; entries: bigint }>`
      SELECT (SELECT COUNT(*) FROM ledger_accounts) AS accounts, (SELECT COUNT(*) FROM journal_entries) AS entries`.execute(db);
    return { ok: problems.length === 0, accounts: Number(counts.rows[0].accounts), entries: Number(counts.rows[0].entries), problems };
  }

  return { post, balance, balancesOf, audit };
}

export type Ledger = ReturnType<typeof createLedger>;

/** Throws unless the entry is well formed and sums to zero per asset; returns its postings' account ids, in order. */
export function checkBalanced(entry: EntryInput): string[] {
  const { postings } = entry;
  if (postings.length < 2) throw new Error(`ledger entry ${entry.reason}: needs at least two postings`);
  // Entries have a few postings, mostly of one asset: a list and one running sum, a map only for more assets.
  const ids: string[] = [];
  const asset = postings[0].account.asset;
  let sum = 0n;
  let others: Map<string, bigint> | null = null;
  for (const p of postings) {
    if (typeof p.amount !== 'bigint' || p.amount === 0n) throw new Error(`ledger entry ${entry.reason}: postings must be non-zero bigint`);
    const id = accountId(p.account);
    if (ids.includes(id)) throw new Error(`ledger entry ${entry.reason}: account ${id} appears twice`);
    ids.push(id);
    if (p.account.asset === asset) sum += p.amount;
    else (others ??= new Map()).set(p.account.asset, (others.get(p.account.asset) ?? 0n) + p.amount);
  }
  if (sum !== 0n) throw new Error(`ledger entry ${entry.reason}: ${asset} postings sum to ${sum}, not 0`);
  for (const [other, total] of others ?? []) {
    if (total !== 0n) throw new Error(`ledger entry ${entry.reason}: ${other} postings sum to ${total}, not 0`);
  }
  return ids;
}
