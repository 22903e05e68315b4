// Many ledger entries posted in one transaction by a caller that applies commands in batches (the
// spot exchange). The rules are those of `ledger.post`: every entry sums to zero per asset, user
// accounts never go negative, every movement is a journal entry with its postings and the balance
// after each. What differs is when SQL runs: the balances the caller will check are read once, up
// front (and locked on PostgreSQL); entries are checked and staged in memory as they are posted;
// `flush` writes them all with a few multi-row statements. Idempotency keys must be new: a key
// seen before fails the flush, and with it the caller's transaction.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { DialectName } from '../../db/database';
import { insertRows, type RowShape } from '../../db/bulk';
import type { Clock, Ids } from '../../platform';
import { BusinessFailure } from '../../core/failures';
import { accountId, checkBalanced, type AccountRef, type EntryInput } from './ledger';

interface StagedAccount {
  ref: AccountRef;
  id: string;
  /** The balance read from the database; null until read. */
  read: bigint | null;
  /** The sum of this batch's postings to the account so far. */
  staged: bigint;
}

interface StagedEntry {
  row: readonly unknown[];
  postings: Array<{ account: StagedAccount; amount: bigint }>;
}

const ACCOUNT_ROW: RowShape<'ledger_accounts'> = {
  table: 'ledger_accounts', columns: ['id', 'owner_kind', 'owner_id', 'asset', 'wallet', 'balance', 'created_at'],
  onConflict: 'ON CONFLICT ("id") DO NOTHING',
};
const ACCOUNT_DELTA: RowShape<'ledger_accounts'> = {
  ...ACCOUNT_ROW, onConflict: 'ON CONFLICT ("id") DO UPDATE SET "balance" = "ledger_accounts"."balance" + excluded."balance"',
};
const ENTRY_ROW: RowShape<'journal_entries'> = { table: 'journal_entries', columns: ['id', 'reason', 'ref_type', 'ref_id', 'idempotency_key', 'created_at'] };
/** Accounts read per statement. */
const ACCOUNTS_PER_READ = 1000;
const POSTING_ROW: RowShape<'postings'> = { table: 'postings', columns: ['entry_id', 'account_id', 'asset', 'amount', 'balance_after'] };

export function createLedgerBatch(trx: Transaction<Database>, deps: { clock: Clock; ids: Ids; dialect: DialectName }) {
  const accounts = new Map<string, StagedAccount>();
  const entries: StagedEntry[] = [];
  let flushed = false;

  function account(ref: AccountRef, id = accountId(ref)): StagedAccount {
    let a = accounts.get(id);
    if (!a) { a = { ref, id, read: null, staged: 0n }; accounts.set(id, a); }
    return a;
  }

  /** Reads the balances of `list`; accounts that do not exist yet are created empty first, so each is a real (on PostgreSQL, locked) row. */
  async function read(list: StagedAccount[]) {
    if (list.length === 0) return;
    const ids = list.map((a) => a.id).sort();
    const found = await selectBalances(ids);
    const missing = list.filter((a) => !found.has(a.id));
    if (missing.length) {
      const now = BigInt(deps.clock.now());
      await insertRows(trx, deps.dialect, ACCOUNT_ROW, missing.map((a) => [a.id, a.ref.owner, a.ref.ownerId, a.ref.asset, a.ref.wallet, 0n, now]));
      for (const [id, balance] of await selectBalances(missing.map((a) => a.id).sort())) found.set(id, balance);
    }
    for (const a of list) {
      const balance = found.get(a.id);
      if (balance === undefined) throw new Error(`ledger account ${a.id} could not be read`);
      a.read = balance;
    }
  }

  /** In slices of sorted ids, so a batch touching many users stays under the statement's variable limit and locks in one order. */
  async function selectBalances(ids: string[]): Promise<Map<string, bigint>> {
    const found = new Map<string, bigint>();
    for (let at = 0; at < ids.length; at += ACCOUNTS_PER_READ) {
      let q = trx.selectFrom('ledger_accounts').select(['id', 'balance']).where('id', 'in', ids.slice(at, at + ACCOUNTS_PER_READ)).orderBy('id');
      if (deps.dialect === 'postgres') q = q.forUpdate();
      for (const r of await q.execute()) found.set(r.id, BigInt(r.balance));
    }
    return found;
  }

  return {
    /** Reads (and on PostgreSQL locks) the accounts whose balance the caller will ask for. */
    async load(refs: AccountRef[]) {
      await read([...new Set(refs.map((r) => account(r)))].filter((a) => a.read === null));
    },

    /** The balance of a loaded account, with this batch's postings so far. */
    balance(ref: AccountRef): bigint {
      const a = accounts.get(accountId(ref));
      if (!a || a.read === null) throw new Error(`ledger batch: ${accountId(ref)} was not loaded`);
      return a.read + a.staged;
    },

    /**
     * Stages one entry. Throws `insufficientBalance` (and stages nothing) when a loaded user
     * account would go negative; accounts not loaded are checked at flush.
     */
    post(entry: EntryInput): string {
      if (flushed) throw new Error('ledger batch: already flushed');
      // No order among an entry's postings is needed here: the rows were locked (PostgreSQL) in one order when read.
      const ids = checkBalanced(entry);
      const postings = entry.postings.map((p, i) => ({ account: account(p.account, ids[i]), amount: p.amount }));
      for (const p of postings) {
        const a = p.account;
        if (a.ref.owner === 'user' && a.read !== null && a.read + a.staged + p.amount < 0n) throw new BusinessFailure('insufficientBalance');
      }
      for (const p of postings) p.account.staged += p.amount;
      const entryId = deps.ids.next('je');
      entries.push({ row: [entryId, entry.reason, entry.refType, entry.refId, entry.idempotencyKey, BigInt(deps.clock.now())], postings });
      return entryId;
    },

    /** Writes every staged entry, the postings with their running balances, and the accounts' new balances. */
    async flush() {
      if (flushed) throw new Error('ledger batch: already flushed');
      flushed = true;
      if (entries.length === 0) return;
      await read([...accounts.values()].filter((a) => a.read === null));
      const running = new Map<string, bigint>();
      const postingRows: unknown[][] = [];
      for (const e of entries) {
        for (const p of e.postings) {
          const after = (running.get(p.account.id) ?? p.account.read!) + p.amount;
          if (p.account.ref.owner === 'user' && after < 0n) throw new Error(`ledger batch: user account ${p.account.id} would go negative`);
          running.set(p.account.id, after);
          postingRows.push([e.row[0], p.account.id, p.account.ref.asset, p.amount, after]);
        }
      }
      const now = BigInt(deps.clock.now());
      const moved = [...accounts.values()].filter((a) => a.staged !== 0n);
      await insertRows(trx, deps.dialect, ENTRY_ROW, entries.map((e) => e.row));
      await insertRows(trx, deps.dialect, ACCOUNT_DELTA, moved.map((a) => [a.id, a.ref.owner, a.ref.ownerId, a.ref.asset, a.ref.wallet, a.staged, now]));
      await insertRows(trx, deps.dialect, POSTING_ROW, postingRows);
    },
  };
}

export type LedgerBatch = ReturnType<typeof createLedgerBatch>;
