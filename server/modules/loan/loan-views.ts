// Loans and vouchers as the wire shows them (api/endpoints/loan.ts): money as decimal text, rates
// as decimal fractions, and what an owed loan owes at this moment by the shared formula.
import { owedLoanStates, type LoanState } from '../../../api/lifecycles/loan.lifecycle';
import { owedAt, type LoanOwed } from '../../../api/loan-math';
import { fromMinor } from '../../../api/money';
import type { Executor } from '../../db/database';
import { rateText, termsOf, scaleOfLoans } from './loan-terms';
import { vouchersOf, type LoanRow, type LoanVoucherRow } from './loan.store';

const isOwed = (state: string) => (owedLoanStates as readonly string[]).includes(state);

/** What the loan owes at `now` while owed; what was repaid once repaid; null before payout and when rejected. */
export function owedOf(l: LoanRow, now: number): LoanOwed | null {
  if (l.paid_out_at === null) return null;
  if (isOwed(l.state)) return owedAt(termsOf(l), Number(l.paid_out_at), now);
  if (l.repaid_at === null) return null;
  const days = owedAt(termsOf(l), Number(l.paid_out_at), Number(l.charged_at ?? l.repaid_at));
  const principal = BigInt(l.repaid_principal ?? 0n);
  const interest = BigInt(l.repaid_interest ?? 0n);
  const lateFee = BigInt(l.repaid_late_fee ?? 0n);
  return { principal, interest, lateFee, total: principal + interest + lateFee, daysUsed: days.daysUsed, overdueDays: days.overdueDays };
}

export function voucherView(v: LoanVoucherRow, scale: number) {
  return {
    id: v.id, loan_id: v.loan_id, state: v.state as 'pending' | 'confirmed' | 'rejected', amount: fromMinor(BigInt(v.amount), scale),
    image: v.upload_id, reason: v.reason, created_at: Number(v.created_at), decided_at: v.decided_at === null ? null : Number(v.decided_at),
  };
}

export function loanView(l: LoanRow, pending: LoanVoucherRow | null, scale: number, now: number) {
  const money = (v: bigint) => fromMinor(BigInt(v), scale);
  const ms = (v: bigint | null) => (v === null ? null : Number(v));
  const owed = owedOf(l, now);
  return {
    id: l.id, product_id: l.product_id, asset: l.asset, amount: money(l.amount), period_days: Number(l.period_days),
    daily_rate: rateText(l.daily_rate), late_fee_rate: rateText(l.late_fee_rate), late_fee_cap_rate: rateText(l.late_fee_cap_rate),
    lender: l.lender, state: l.state as LoanState,
    term_interest: money(l.term_interest), term_total: money(l.term_total),
    created_at: Number(l.created_at), paid_out_at: ms(l.paid_out_at), due_at: ms(l.due_at),
    owed: owed && {
      principal: money(owed.principal), interest: money(owed.interest), late_fee: money(owed.lateFee), total: money(owed.total),
      days_used: owed.daysUsed, overdue_days: owed.overdueDays,
    },
    repaid_at: ms(l.repaid_at), repaid_by: l.repaid_by as 'balance' | 'voucher' | null, reason: l.reason,
    pending_voucher: pending && voucherView(pending, scale),
  };
}

/** Views of many loans, each with its pending voucher. */
export async function loanViews(db: Executor, rows: LoanRow[], now: number) {
  const scale = await scaleOfLoans(db);
  const pending = new Map((await vouchersOf(db, rows.map((l) => l.id))).filter((v) => v.state === 'pending').map((v) => [v.loan_id, v]));
  return rows.map((l) => loanView(l, pending.get(l.id) ?? null, scale, now));
}
