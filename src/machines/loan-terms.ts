// The terms of a USDT loan as the screens show them before the user acts: what a principal costs
// over the period, the total repayment and the due date if approved now, and what is wrong with an
// application. Money goes through the formula the server charges by (api/loan-math.ts), in minor
// units; nothing here is a second calculation.
import type { DataOf } from '../../api/endpoint';
import type { creditEndpoints } from '../../api/endpoints/credit';
// Types only: the endpoint module also holds runtime schemas a chart does not need.
import type { loanEndpoints } from '../../api/endpoints/loan';
import { owedLoanStates } from '../../api/lifecycles/loan.lifecycle';
import { dueDateOf, LOAN_RATE_SCALE, termCostOf } from '../../api/loan-math';
import { fromMinor, toMinor } from '../../api/money';
import { USDT_SCALE } from './contract-preview';
import { compare, unitsOf } from './spot-math';

export type LoanCatalogue = DataOf<typeof loanEndpoints.lendList>;
export type LoanProduct = LoanCatalogue['products'][number];
export type Loan = DataOf<typeof loanEndpoints.lendInfo>['loan'];
export type LoanInfo = DataOf<typeof loanEndpoints.lendInfo>;
export type LoanVoucher = LoanInfo['vouchers'][number];
export type LoanDocumentView = DataOf<typeof loanEndpoints.lend_img>[number];
export type Credit = DataOf<typeof creditEndpoints.getCredit>;

/** The loan asset's digits (USDT). */
export const LOAN_SCALE = USDT_SCALE;

/** A problem of the form: a message key of the server's catalog (`error.*`) and its values. */
export interface LoanProblem { id: string; values?: Record<string, string> }

export interface LoanPreview { interest: string; total: string; lateFeeCap: string; dueAt: number }

const rateOf = (rate: string) => toMinor(rate, LOAN_RATE_SCALE) ?? 0n;

/** What `amount` costs under `product` if approved at `now`; null while the amount is not a positive decimal. */
export function loanPreview(amount: string, product: LoanProduct, now: number): LoanPreview | null {
  const principal = unitsOf(amount, LOAN_SCALE);
  if (principal === null || principal <= 0n) return null;
  const cost = termCostOf({
    principal, periodDays: product.period_days, dailyRate: rateOf(product.daily_rate),
    lateFeeRate: rateOf(product.late_fee_rate), lateFeeCapRate: rateOf(product.late_fee_cap_rate),
  });
  return {
    interest: fromMinor(cost.interest, LOAN_SCALE),
    total: fromMinor(cost.total, LOAN_SCALE),
    lateFeeCap: fromMinor(cost.lateFeeCap, LOAN_SCALE),
    dueAt: dueDateOf(now, product.period_days),
  };
}

/** What is wrong with an amount for a product, in the server's own words (null when it may be confirmed). */
export function amountProblem(amount: string, product: LoanProduct | undefined, asset: string, available: string): LoanProblem | null {
  if (!product) return { id: 'error.notFound' };
  if (!product.enabled) return { id: 'error.loanProductDisabled' };
  if (!amount) return { id: 'error.amountRequired' };
  const units = unitsOf(amount, LOAN_SCALE);
  if (units === null || units <= 0n) return { id: 'error.amountInvalid' };
  if (compare(amount, product.min_amount) < 0) return { id: 'error.loanAmountBelowMin', values: { min: product.min_amount, asset } };
  if (compare(amount, product.max_amount) > 0) return { id: 'error.loanAmountAboveMax', values: { max: product.max_amount, asset } };
  if (compare(amount, available) > 0) return { id: 'error.loanOverLimit', values: { available, asset } };
  return null;
}

/** A loan that can be repaid now: the server sends what it owes while it is owed. */
export const isOwed = (loan: Pick<Loan, 'state' | 'owed'>) =>
  loan.owed !== null && (owedLoanStates as readonly string[]).includes(loan.state);
