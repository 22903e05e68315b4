// Referral commission on the fees of leveraged contracts (modules/referral/commission.ts): the
// open fee once the position fills (until then a cancel hands it back, so it is not collected
// yet) and the close fee as the settlement actually collected it (a liquidation may collect less,
// or nothing). Each inviter's share moves from contract-fees to their spot USDT, in the entry
// (and so the transaction) that makes the fee final; its ref is the fee's, so it is paid once.
import type { Transaction } from 'kysely';
import type { Deps } from '../../deps';
import type { Database } from '../../db/schema';
import type { DialectName } from '../../db/database';
import { commissionRates, createCommissionWrites, type CommissionWrites } from '../referral/commission';
import { userAccount, type AccountRef, type Posting } from '../ledger/ledger';
import { CONTRACT_ASSET } from './contract-instruments';
import type { PositionRow } from './contract.store';

export type CommissionDeps = Pick<Deps, 'clock' | 'ids' | 'referrals'>;
export type ContractFee = 'open' | 'close';
/** What commission needs of a move's transaction (position-moves.ts's MoveTx has it: no import back). */
export interface CommissionTx { trx: Transaction<Database>; dialect: DialectName; commission?: CommissionWrites }

/** The earnings page's source of a contract fee's commission. */
export const CONTRACT_SOURCE = 'contract';

/**
 * The shares of `fee`, paid by `p`'s owner, as postings to merge into the entry booking the fee
 * final; the rows are staged on `tx` (written by `writeCommission`). None when nobody invited the
 * owner; the rates are read once per transaction, and only then.
 */
export async function feeCommission(deps: CommissionDeps, tx: CommissionTx, p: PositionRow, fee: { amount: bigint; which: ContractFee; from: AccountRef }): Promise<Posting[]> {
  if (fee.amount <= 0n || !deps.referrals.any()) return [];
  const inviters = deps.referrals.inviters(p.user_id);
  if (inviters.length === 0) return [];
  tx.commission ??= createCommissionWrites(deps, await commissionRates(tx.trx));
  return tx.commission.pay({
    payer: p.user_id, inviters, amount: fee.amount, asset: CONTRACT_ASSET, from: fee.from,
    to: (inviter) => userAccount(inviter, CONTRACT_ASSET, 'spot'), source: CONTRACT_SOURCE, refId: `${p.id}:${fee.which}`,
  });
}

/** Writes the commission rows staged on `tx`: at once for a single move, at the end for a batch (which writes its other rows then too). */
export async function writeCommission(tx: CommissionTx) {
  await tx.commission?.flush(tx.trx, tx.dialect);
}
