// Moving a loan through its chart (api/lifecycles/loan.lifecycle): the one place its state changes.
// Each move writes its timeline row and its ledger entry in the caller's transaction. The postings
// (S = the user's spot USDT, L = the platform's lending account, B = the platform's bank inflow,
// where transfers to its bank account are recorded; system accounts may go negative):
//   APPROVE:            L −principal, S +principal   (and the due work of the loan is scheduled)
//   REPAY from balance: S −owed,      L +owed
//   REPAY by voucher:   B −owed,      L +owed        (owed as it was when the voucher was sent)
//   REJECT, FALL_DUE, OVERDUE, EXPIRE: nothing moves
import type { Transaction } from 'kysely';
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { loanLifecycle, type LoanEvent } from '../../../api/lifecycles/loan.lifecycle';
import { dueDateOf, fallDueDateOf, DAY_MS, type LoanOwed } from '../../../api/loan-math';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { systemAccount, userAccount, type AccountRef } from '../ledger/ledger';
import { insertEvent, updateLoan, LOAN_ENTITY, type LoanRow } from './loan.store';

export type MoveDeps = Pick<Deps, 'clock' | 'ids' | 'ledger' | 'due'>;

export const lendingAccount = (asset: string) => systemAccount('lending', asset);
export const bankInflowAccount = (asset: string) => systemAccount('bank-inflow', asset);
export const spotWallet = (userId: string, asset: string) => userAccount(userId, asset, 'spot');

export const FALL_DUE_KIND = 'loan.fallDue';
export const OVERDUE_KIND = 'loan.overdue';
export const EXPIRE_KIND = 'loan.expire';

/** How a repayment is paid: from the user's balance now, or by a confirmed voucher at the amount fixed when it was sent. */
export interface Repayment { by: 'balance' | 'voucher'; owed: LoanOwed; chargedAt: number }

export type LoanMove =
  | { event: 'APPROVE'; actor: string; reason?: string | null; dueSoonDays: number; expireAfterDays: number }
  | { event: 'REJECT'; actor: string; reason: string }
  | { event: Extract<LoanEvent['type'], 'FALL_DUE' | 'OVERDUE' | 'EXPIRE'>; actor: string }
  | { event: 'REPAY'; actor: string; repayment: Repayment };

/** One move of the loan; fails stateChanged when another move got there first. */
export async function moveLoan(deps: MoveDeps, trx: Transaction<Database>, l: LoanRow, move: LoanMove): Promise<LoanRow> {
  const to = mustMove(loanLifecycle, l.state, { type: move.event });
  const now = deps.clock.now();
  let change: Partial<LoanRow> = { state: to, updated_at: BigInt(now) };
  let after = async () => {};
  const reason = 'reason' in move ? move.reason ?? null : null;
  if (move.event === 'APPROVE') {
    const dueAt = dueDateOf(now, Number(l.period_days));
    change = { ...change, paid_out_at: BigInt(now), due_at: BigInt(dueAt) };
    after = async () => {
      await pay(deps, trx, l, 'loan.payout', `loan:payout:${l.id}`, lendingAccount(l.asset), spotWallet(l.user_id, l.asset), BigInt(l.amount));
      // A period shorter than the reminder falls due at once, so its user is told before it is overdue.
      await deps.due.schedule(trx, FALL_DUE_KIND, l.id, fallDueDateOf(now, Number(l.period_days), move.dueSoonDays));
      await deps.due.schedule(trx, OVERDUE_KIND, l.id, dueAt);
      await deps.due.schedule(trx, EXPIRE_KIND, l.id, dueAt + move.expireAfterDays * DAY_MS);
    };
  } else if (move.event === 'REJECT') {
    change = { ...change, reason: move.reason };
  } else if (move.event === 'REPAY') {
    const r = move.repayment;
    change = {
      ...change, repaid_by: r.by, repaid_at: BigInt(now), charged_at: BigInt(r.chargedAt),
      repaid_principal: r.owed.principal, repaid_interest: r.owed.interest, repaid_late_fee: r.owed.lateFee,
    };
    const from = r.by === 'balance' ? spotWallet(l.user_id, l.asset) : bankInflowAccount(l.asset);
    after = () => pay(deps, trx, l, `loan.repay.${r.by}`, `loan:repay:${l.id}`, from, lendingAccount(l.asset), r.owed.total);
  }
  if (!(await updateLoan(trx, l.id, l.state, change))) fail('stateChanged');
  await after();
  await insertEvent(trx, { id: deps.ids.next('le'), entity: LOAN_ENTITY, entityId: l.id, from: l.state, to, event: move.event, actor: move.actor, reason, now });
  return { ...l, ...change };
}

async function pay(deps: MoveDeps, trx: Transaction<Database>, l: LoanRow, reason: string, key: string, from: AccountRef, to: AccountRef, amount: bigint) {
  await deps.ledger.post(trx, {
    reason, refType: 'loan', refId: l.id, idempotencyKey: key,
    postings: [{ account: from, amount: -amount }, { account: to, amount }],
  });
}
