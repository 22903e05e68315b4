// Loans shaped exactly by api/endpoints/loan.ts and credit.ts (checked with their schemas here, so a
// changed wire fails the fixtures before the screens).
import { loan as loanSchema, loanProduct, loanVoucher } from '../../api/endpoints/loan';
import { creditEndpoints } from '../../api/endpoints/credit';
import { levelView, overviewOf } from './kyc-fixtures';

/** 2026-11-20 10:00 UTC. */
export const AT = Date.UTC(2026, 10, 20, 10, 0);
const DAY = 86_400_000;

/** 30 days at 0.1 % a day, 100 to 5,000 USDT; late fee 0.5 % a day up to 20 %. */
export const month = loanProduct.parse({
  id: 'lp_30', period_days: 30, min_amount: '100', max_amount: '5000', daily_rate: '0.001',
  late_fee_rate: '0.005', late_fee_cap_rate: '0.2', lender: 'Meridian Exchange', enabled: true,
});
export const week = loanProduct.parse({ ...month, id: 'lp_7', period_days: 7, daily_rate: '0.002', enabled: false });

export const bank = { bank_name: 'Harbour Bank', account_number: 'DE89 3704 0044 0532 0130 00', swift: 'HARBDEFF', payee: 'Meridian Exchange Ltd' };

export const catalogue = (extra: Record<string, unknown> = {}) => ({
  asset: 'USDT', products: [month, week], kyc_level: 'senior', due_soon_days: 3, expire_after_days: 30,
  documents: ['credit', 'housing', 'income', 'bank_statement', 'id_photo'], bank, enabled: true, ...extra,
});

export const credit = creditEndpoints.getCredit.data.parse({
  score: 620, base: 500, min: 0, max: 1000, factors: [], table: [{ min_score: 600, limit: '3000' }],
  asset: 'USDT', limit: '3000', used: '1000', available: '2000',
});

/** The senior level passed (or not) as web/has_renzheng answers it. */
export const kyc = (seniorPassed: boolean) =>
  overviewOf([levelView('junior', 'approved'), levelView('senior', seniorPassed ? 'approved' : 'notSubmitted'), levelView('address', 'notSubmitted')]);

const base = {
  id: 'LN0000000001', product_id: 'lp_30', asset: 'USDT', amount: '1000', period_days: 30, daily_rate: '0.001',
  late_fee_rate: '0.005', late_fee_cap_rate: '0.2', lender: 'Meridian Exchange', term_interest: '30', term_total: '1030',
  created_at: AT, paid_out_at: null, due_at: null, owed: null, repaid_at: null, repaid_by: null, reason: null, pending_voucher: null,
};

export const unreviewed = loanSchema.parse({ ...base, state: 'unreviewed' });

/** Paid out at AT + 1 h, 5 days used: 1,000 + 5 interest. */
export const owed = loanSchema.parse({
  ...base, state: 'paid_out', paid_out_at: AT + 3_600_000, due_at: AT + 3_600_000 + 30 * DAY,
  owed: { principal: '1000', interest: '5', late_fee: '0', total: '1005', days_used: 5, overdue_days: 0 },
});
/** The same loan a day later: one more day of interest. */
export const owedLater = loanSchema.parse({ ...owed, owed: { ...owed.owed!, interest: '6', total: '1006', days_used: 6 } });
export const overdue = loanSchema.parse({
  ...owed, id: 'LN0000000002', state: 'overdue',
  owed: { principal: '1000', interest: '30', late_fee: '10', total: '1040', days_used: 30, overdue_days: 2 },
});
export const repaid = loanSchema.parse({ ...owed, state: 'repaid', repaid_at: AT + 6 * DAY, repaid_by: 'balance' });

export const voucher = loanVoucher.parse({
  id: 'LV1', loan_id: owed.id, state: 'pending', amount: '1005', image: 'up_v1', reason: null, created_at: AT + 5 * DAY, decided_at: null,
});
export const withVoucher = loanSchema.parse({ ...owed, pending_voucher: voucher });

export const info = (l = owed, vouchers: unknown[] = []) => ({
  loan: l, vouchers,
  timeline: [
    { state: 'unreviewed', event: 'APPLY', actor: 'user', at: AT, reason: null },
    ...(l.paid_out_at ? [{ state: 'paid_out', event: 'APPROVE', actor: 'operator', at: l.paid_out_at, reason: null }] : []),
  ],
});

export const uploaded = (id: string) => ({ id, purpose: 'loanCredit', content_type: 'image/png', size: 100, width: 10, height: 10, created_at: 1 });
