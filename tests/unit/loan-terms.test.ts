// The figures a loan screen shows before applying are the ones the server charges: the total
// repayment shown is what api/loan-math's owedAt gives on the due date, for any amount; the
// checks of an amount speak in the server's message keys.
import { describe, expect, it } from 'vitest';
import { loanProduct } from '../../api/endpoints/loan';
import { DAY_MS, LOAN_RATE_SCALE, owedAt } from '../../api/loan-math';
import { fromMinor, toMinor } from '../../api/money';
import { amountProblem, isOwed, LOAN_SCALE, loanPreview } from '../../src/machines/loan-terms';

const product = loanProduct.parse({
  id: 'lp_30', period_days: 30, min_amount: '100', max_amount: '5000', daily_rate: '0.00123',
  late_fee_rate: '0.005', late_fee_cap_rate: '0.2', lender: 'Meridian Exchange', enabled: true,
});
const AT = Date.UTC(2026, 10, 20, 10);
const rate = (r: string) => toMinor(r, LOAN_RATE_SCALE)!;

describe('loan preview', () => {
  it('shows the total the server would charge on the due date, for amounts with every digit', () => {
    for (const amount of ['100', '123.456789', '999.999999', '4321.5', '5000']) {
      const preview = loanPreview(amount, product, AT)!;
      const terms = {
        principal: toMinor(amount, LOAN_SCALE)!, periodDays: 30, dailyRate: rate(product.daily_rate),
        lateFeeRate: rate(product.late_fee_rate), lateFeeCapRate: rate(product.late_fee_cap_rate),
      };
      const charged = owedAt(terms, AT, preview.dueAt);
      expect(preview.dueAt).toBe(AT + 30 * DAY_MS);
      expect(charged.overdueDays).toBe(0);
      expect(preview.total).toBe(fromMinor(charged.total, LOAN_SCALE));
      expect(preview.interest).toBe(fromMinor(charged.interest, LOAN_SCALE));
    }
  });

  it('rounds the interest down to the minor unit: 123.456789 × 0.00123 × 30', () => {
    // 123.456789 × 0.0369 = 4.5555555141 → 4.555555
    expect(loanPreview('123.456789', product, AT)!.interest).toBe('4.555555');
  });

  it('shows nothing for an amount that is not a positive decimal', () => {
    for (const amount of ['', '0', '-5', 'abc', '1e3']) expect(loanPreview(amount, product, AT)).toBeNull();
  });
});

describe('amount problems', () => {
  it('names the least, the most and the credit left in the server words', () => {
    expect(amountProblem('', product, 'USDT', '2000')).toEqual({ id: 'error.amountRequired' });
    expect(amountProblem('x', product, 'USDT', '2000')).toEqual({ id: 'error.amountInvalid' });
    expect(amountProblem('99.99', product, 'USDT', '2000')).toEqual({ id: 'error.loanAmountBelowMin', values: { min: '100', asset: 'USDT' } });
    expect(amountProblem('5000.01', product, 'USDT', '9000')).toEqual({ id: 'error.loanAmountAboveMax', values: { max: '5000', asset: 'USDT' } });
    expect(amountProblem('2000.01', product, 'USDT', '2000')).toEqual({ id: 'error.loanOverLimit', values: { available: '2000', asset: 'USDT' } });
    expect(amountProblem('2000', product, 'USDT', '2000')).toBeNull();
    expect(amountProblem('200', { ...product, enabled: false }, 'USDT', '2000')).toEqual({ id: 'error.loanProductDisabled' });
    expect(amountProblem('200', undefined, 'USDT', '2000')).toEqual({ id: 'error.notFound' });
  });
});

describe('owed loans', () => {
  const owed = { principal: '1', interest: '0', late_fee: '0', total: '1', days_used: 1, overdue_days: 0 };
  it('offers repayment only in the owed states of the loan chart, with a figure', () => {
    for (const state of ['paid_out', 'due', 'overdue', 'expired'] as const) expect(isOwed({ state, owed })).toBe(true);
    for (const state of ['unreviewed', 'rejected', 'repaid'] as const) expect(isOwed({ state, owed })).toBe(false);
    expect(isOwed({ state: 'due', owed: null })).toBe(false);
  });
});
