// Loans and repayment vouchers as the console's loan reviews receive them.
import type { OpsLoan, OpsLoanDetail, OpsLoanItem } from '../../src/machines/ops-loan-review.flow';
import type { OpsLoanVoucher, OpsLoanVoucherDetail, OpsLoanVoucherItem } from '../../src/machines/ops-loan-voucher-review.flow';

export const LOAN_AT = 1_700_000_000_000;
const DAY = 86_400_000;

export function opsLoan(over: Partial<OpsLoan> = {}): OpsLoan {
  return {
    id: 'LN20231114001', product_id: 'lp_30', asset: 'USDT', amount: '1000', period_days: 30, daily_rate: '0.001',
    late_fee_rate: '0.005', late_fee_cap_rate: '0.3', lender: 'The platform', state: 'unreviewed',
    term_interest: '30', term_total: '1030', created_at: LOAN_AT, paid_out_at: null, due_at: null, owed: null,
    repaid_at: null, repaid_by: null, reason: null, pending_voucher: null, ...over,
  };
}

export const paidOutLoan = (over: Partial<OpsLoan> = {}) => opsLoan({
  state: 'overdue', paid_out_at: LOAN_AT + DAY, due_at: LOAN_AT + 31 * DAY,
  owed: { principal: '1000', interest: '30', late_fee: '10', total: '1040', days_used: 30, overdue_days: 2 }, ...over,
});

export const opsLoanItem = (loan = opsLoan()): OpsLoanItem => ({ loan, user_id: 'us1', user_email: 'ada@example.test' });

export function opsLoanDetail(loan = opsLoan()): OpsLoanDetail {
  return {
    loan: opsLoanItem(loan),
    timeline: [{ state: 'unreviewed', event: 'APPLY', actor: 'user:us1', at: LOAN_AT, reason: null }],
    decisions: [],
    documents: [
      { document: 'credit', upload_id: 'up_credit' },
      { document: 'housing', upload_id: 'up_housing' },
      { document: 'income', upload_id: 'up_income' },
      { document: 'bank_statement', upload_id: 'up_bank' },
      { document: 'id_photo', upload_id: 'up_id' },
    ],
    credit: { score: 685, limit: '3000', used: '1000' },
  };
}

export function opsVoucher(over: Partial<OpsLoanVoucher> = {}): OpsLoanVoucher {
  return { id: 'lv1', loan_id: 'LN20231114001', state: 'pending', amount: '1040', image: 'up_voucher', reason: null, created_at: LOAN_AT + 33 * DAY, decided_at: null, ...over };
}

export const opsVoucherItem = (voucher = opsVoucher()): OpsLoanVoucherItem =>
  ({ voucher, loan: paidOutLoan({ pending_voucher: voucher.state === 'pending' ? voucher : null }), user_id: 'us1', user_email: 'ada@example.test' });

export function opsVoucherDetail(voucher = opsVoucher()): OpsLoanVoucherDetail {
  return {
    voucher: opsVoucherItem(voucher),
    timeline: [
      { state: 'unreviewed', event: 'APPLY', actor: 'user:us1', at: LOAN_AT, reason: null },
      { state: 'paid_out', event: 'APPROVE', actor: 'operator:op1', at: LOAN_AT + DAY, reason: null },
      { state: 'overdue', event: 'OVERDUE', actor: 'system', at: LOAN_AT + 31 * DAY, reason: null },
    ],
    decisions: [{ operator: 'sam@ops.example', action: 'loan.APPROVE', reason: null, at: LOAN_AT + DAY }],
  };
}
