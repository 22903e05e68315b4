// Referral commission on a fee the platform collected: each inviter of the payer, level 1 to 4,
// gets the level's rate of that fee, rounded down, moved from the fee account to the inviter's spot
// wallet of the fee's asset. The shares are postings added to the very entry that books the fee
// (so a fee and its commission commit, or replay, together) and rows staged for the earnings page,
// written with the caller's batch. Nothing is paid from principal or for signing up.
import type { Transaction } from 'kysely';
import { toMinor } from '../../../api/money';
import type { Database } from '../../db/schema';
import type { DialectName, Executor } from '../../db/database';
import { insertRows, type RowShape } from '../../db/bulk';
import type { Clock, Ids } from '../../platform';
import { getSetting } from '../settings/settings';
import { accountId, type AccountRef, type Posting } from '../ledger/ledger';

/** Rates are decimal fractions scaled by 10^8. */
export const RATE_SCALE = 8;
const ONE = 10n ** BigInt(RATE_SCALE);

const COMMISSION_ROW: RowShape<'referral_commissions'> = {
  table: 'referral_commissions',
  columns: ['id', 'inviter_id', 'invitee_id', 'level', 'asset', 'amount', 'fee', 'rate', 'source', 'ref_id', 'created_at'],
};

/** The rates of levels 1 to 4 as the setting holds them now. */
export async function commissionRates(db: Executor): Promise<bigint[]> {
  const rates = await getSetting(db, 'referral.rates');
  return rates.map((r) => toMinor(r, RATE_SCALE) ?? 0n);
}

/** Each level's share of `fee`, rounded down; zero shares are left out. The sum never exceeds the fee when the rates sum to at most 1. */
export function commissionShares(fee: bigint, inviters: string[], rates: bigint[]): Array<{ inviter: string; level: number; rate: bigint; amount: bigint }> {
  return inviters.map((inviter, i) => ({ inviter, level: i + 1, rate: rates[i] ?? 0n, amount: (fee * (rates[i] ?? 0n)) / ONE }))
    .filter((s) => s.amount > 0n);
}

/** One posting per account (an entry names each account once): amounts to the same account are added, zeros dropped. */
export function mergePostings(postings: Posting[]): Posting[] {
  const byAccount = new Map<string, Posting>();
  for (const p of postings) {
    const id = accountId(p.account);
    const had = byAccount.get(id);
    byAccount.set(id, had ? { account: had.account, amount: had.amount + p.amount } : p);
  }
  return [...byAccount.values()].filter((p) => p.amount !== 0n);
}

/**
 * Commission of one batch: `pay` returns the postings of the shares of one fee (to append to the
 * entry booking it) and stages their rows; `flush` writes the rows in the batch's transaction.
 */
export function createCommissionWrites(deps: { clock: Clock; ids: Ids }, rates: bigint[]) {
  const rows: unknown[][] = [];
  return {
    /** The shares' postings: the inviters' credits and the fee account's debit of their sum (merge them into the fee's entry). */
    pay(fee: { payer: string; inviters: string[]; amount: bigint; asset: string; from: AccountRef; to: (inviter: string) => AccountRef; source: string; refId: string }): Posting[] {
      const shares = commissionShares(fee.amount, fee.inviters, rates);
      if (shares.length === 0) return [];
      const now = BigInt(deps.clock.now());
      let total = 0n;
      const postings: Posting[] = [];
      for (const s of shares) {
        total += s.amount;
        postings.push({ account: fee.to(s.inviter), amount: s.amount });
        rows.push([deps.ids.next('rc'), s.inviter, fee.payer, s.level, fee.asset, s.amount, fee.amount, s.rate, fee.source, fee.refId, now]);
      }
      if (total > fee.amount) throw new Error(`referral commission ${total} exceeds the fee ${fee.amount}`);
      postings.push({ account: fee.from, amount: -total });
      return postings;
    },
    /** Writes the rows staged so far (a later flush writes only those staged after it). */
    async flush(trx: Transaction<Database>, dialect: DialectName) {
      if (rows.length) await insertRows(trx, dialect, COMMISSION_ROW, rows.splice(0));
    },
  };
}

export type CommissionWrites = ReturnType<typeof createCommissionWrites>;
