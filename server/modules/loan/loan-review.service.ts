// Operators' review of loans: the queue of applications, one application with its documents, the
// applicant's credit and its timeline, and decisions (approval pays the principal out through the
// ledger in the same transaction as the move and schedules the loan's due work); and the queue of
// repayment vouchers, one voucher with its loan, and decisions (confirming repays the loan at the
// voucher's amount). Every decision is audit-logged by decideAudited in its transaction; a loan's
// approval or rejection is also the applicant's message.
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { loanTabs } from '../../../api/lifecycles/loan.lifecycle';
import { loanVoucherLifecycle } from '../../../api/lifecycles/loan-voucher.lifecycle';
import { owedAt } from '../../../api/loan-math';
import { fromMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import type { AuthedOperator } from '../ops/operators';
import { decideAudited, reviewHistory } from '../ops/review-decisions';
import { creditOf } from '../credit/credit.service';
import { moveLoan } from './loan-moves';
import { loadLoanSettings, scaleOfLoans, termsOf } from './loan-terms';
import { loanViews, voucherView } from './loan-views';
import { documentViews } from './loan.service';
import { amountParam } from '../messages/message-notifier';
import {
  eventsOf, findLoan, findVoucher, insertEvent, loansInState, lockLoan, lockVoucher, updateVoucher, vouchersInState,
  LOAN_ENTITY, LOAN_VOUCHER_ENTITY, type LoanRow, type LoanVoucherRow,
} from './loan.store';

type DecideDeps = Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'ledger' | 'due' | 'messages'>;

async function emailsOf(deps: Pick<Deps, 'db'>, userIds: string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map<string, string | null>();
  return new Map((await deps.db.selectFrom('users').select(['id', 'email']).where('id', 'in', ids).execute()).map((u) => [u.id, u.email]));
}

async function shownLoans(deps: Pick<Deps, 'db' | 'clock'>, rows: LoanRow[]) {
  const [loans, emails] = await Promise.all([loanViews(deps.db, rows, deps.clock.now()), emailsOf(deps, rows.map((l) => l.user_id))]);
  return rows.map((l, i) => ({ loan: loans[i], user_id: l.user_id, user_email: emails.get(l.user_id) ?? null }));
}

async function shownVouchers(deps: Pick<Deps, 'db' | 'clock'>, rows: LoanVoucherRow[]) {
  const loans = await Promise.all(rows.map(async (v) => (await findLoan(deps.db, v.loan_id))!));
  const shown = await shownLoans(deps, loans);
  const scale = await scaleOfLoans(deps.db);
  return rows.map((v, i) => ({ voucher: voucherView(v, scale), ...shown[i] }));
}

export async function loanQueue(deps: Pick<Deps, 'db' | 'clock'>) {
  return shownLoans(deps, await loansInState(deps.db, loanTabs.review[0]));
}

export async function loanReviewDetail(deps: Pick<Deps, 'db' | 'clock'>, id: string) {
  const l = (await findLoan(deps.db, id)) ?? fail('notFound');
  const [loan] = await shownLoans(deps, [l]);
  const now = deps.clock.now();
  const credit = await creditOf(deps.db, l.user_id, now);
  return {
    loan, ...(await reviewHistory(deps.db, LOAN_ENTITY, l.id, await eventsOf(deps.db, LOAN_ENTITY, l.id))),
    documents: await documentViews(deps, l.id),
    credit: { score: credit.score, limit: fromMinor(credit.limit, credit.scale), used: fromMinor(credit.used, credit.scale) },
  };
}

async function decideLoan(deps: DecideDeps, operator: AuthedOperator, id: string, event: 'APPROVE' | 'REJECT', reason: string | null) {
  const s = await loadLoanSettings(deps.db);
  const row = await decideAudited(deps, operator, LOAN_ENTITY, reason, async (trx, actor) => {
    const l = (await lockLoan(trx, deps.dialect, id)) ?? fail('notFound');
    if (l.state !== loanTabs.review[0]) fail('stateChanged');
    const moved = event === 'APPROVE'
      ? await moveLoan(deps, trx, l, { event, actor, reason, dueSoonDays: s.dueSoonDays, expireAfterDays: s.expireAfterDays })
      : await moveLoan(deps, trx, l, { event, actor, reason: reason ?? '' });
    // The applicant hears of the decision in its transaction; a rejection's reason is shown as typed.
    const params = { id: l.id, amount: amountParam(BigInt(l.amount), l.asset), asset: l.asset };
    await deps.messages.notify(trx, l.user_id, event === 'APPROVE' ? 'loanApproved' : 'loanRejected',
      event === 'APPROVE' ? { ...params, due_at: String(moved.due_at ?? '') } : { ...params, reason: reason ?? '' });
    return { moved, action: event };
  });
  return (await shownLoans(deps, [row]))[0];
}

export const approveLoan = (deps: DecideDeps, op: AuthedOperator, id: string, reason?: string) => decideLoan(deps, op, id, 'APPROVE', reason?.trim() || null);
export const rejectLoan = (deps: DecideDeps, op: AuthedOperator, id: string, reason: string) => decideLoan(deps, op, id, 'REJECT', reason);

export async function voucherQueue(deps: Pick<Deps, 'db' | 'clock'>) {
  return shownVouchers(deps, await vouchersInState(deps.db, loanVoucherLifecycle.config.initial as string));
}

export async function voucherReviewDetail(deps: Pick<Deps, 'db' | 'clock'>, id: string) {
  const v = (await findVoucher(deps.db, id)) ?? fail('notFound');
  const [voucher] = await shownVouchers(deps, [v]);
  // The loan's moves and this voucher's, in time order.
  const steps = [...(await eventsOf(deps.db, LOAN_ENTITY, v.loan_id)), ...(await eventsOf(deps.db, LOAN_VOUCHER_ENTITY, v.id))]
    .sort((a, b) => Number(a.at) - Number(b.at));
  return { voucher, ...(await reviewHistory(deps.db, LOAN_VOUCHER_ENTITY, v.id, steps)) };
}

async function decideVoucher(deps: DecideDeps, operator: AuthedOperator, id: string, event: 'CONFIRM' | 'REJECT', reason: string | null) {
  const row = await decideAudited(deps, operator, LOAN_VOUCHER_ENTITY, reason, async (trx, actor) => {
    const v = (await lockVoucher(trx, deps.dialect, id)) ?? fail('notFound');
    if (v.state !== loanVoucherLifecycle.config.initial) fail('stateChanged');
    const to = mustMove(loanVoucherLifecycle, v.state, { type: event });
    const now = deps.clock.now();
    // A confirmation repays the loan, so it is locked for the move; a rejection only names it.
    const l = (event === 'CONFIRM' ? await lockLoan(trx, deps.dialect, v.loan_id) : await findLoan(trx, v.loan_id))!;
    if (event === 'CONFIRM') {
      // The loan is repaid at what it owed when the voucher was sent (the days as the formula gave them then).
      const days = owedAt(termsOf(l), Number(l.paid_out_at), Number(v.created_at));
      const owed = { ...days, interest: BigInt(v.interest), lateFee: BigInt(v.late_fee), total: BigInt(v.amount) };
      await moveLoan(deps, trx, l, { event: 'REPAY', actor, repayment: { by: 'voucher', owed, chargedAt: Number(v.created_at) } });
    }
    if (!(await updateVoucher(trx, v.id, v.state, { state: to, reason, decided_at: BigInt(now) }))) fail('stateChanged');
    await insertEvent(trx, { id: deps.ids.next('le'), entity: LOAN_VOUCHER_ENTITY, entityId: v.id, from: v.state, to, event, actor, reason, now });
    const params = { id: v.loan_id, amount: amountParam(BigInt(v.amount), l.asset), asset: l.asset };
    await deps.messages.notify(trx, v.user_id, event === 'CONFIRM' ? 'loanRepaid' : 'loanVoucherRejected', event === 'CONFIRM' ? params : { ...params, reason: reason ?? '' });
    return { moved: { ...v, state: to, reason, decided_at: BigInt(now) }, action: event === 'CONFIRM' ? 'APPROVE' : 'REJECT' };
  });
  return (await shownVouchers(deps, [row]))[0];
}

export const confirmVoucher = (deps: DecideDeps, op: AuthedOperator, id: string, reason?: string) => decideVoucher(deps, op, id, 'CONFIRM', reason?.trim() || null);
export const rejectVoucher = (deps: DecideDeps, op: AuthedOperator, id: string, reason: string) => decideVoucher(deps, op, id, 'REJECT', reason);
