// The figures the AI Earn screens show before the user buys: the server's own formulas on the typed
// amount, the room under the quota, the cycle's last cut-off, and the refusals in the server's words.
import { describe, expect, it } from 'vitest';
import { buyPreview, buyProblem, maturityOf, nextCutoff, quotaRoom } from '../../src/machines/earn-terms';

const product = {
  id: 'ep_30', cycle_days: 30, daily_rate: '0.0005', min_amount: '100', max_amount: '10000',
  quota: '50000', quota_used: '49000', penalty_rate: '0.02', enabled: true,
};

describe('buyPreview', () => {
  it('is a day of interest, the cycle of it, and the penalty rounded up', () => {
    expect(buyPreview('1000', product)).toEqual({ daily: '0.5', cycle: '15', penalty: '20' });
    // 123.456789 × 0.0005 = 0.0617283945 → 0.061728 (down); × 0.02 = 2.46913578 → 2.469136 (up).
    expect(buyPreview('123.456789', product)).toEqual({ daily: '0.061728', cycle: '1.85184', penalty: '2.469136' });
  });

  it('is nothing until the amount is a positive decimal', () => {
    expect(buyPreview('', product)).toBeNull();
    expect(buyPreview('0', product)).toBeNull();
    expect(buyPreview('1e3', product)).toBeNull();
    expect(buyPreview('1.1234567', product)).toBeNull();
  });
});

describe('quotaRoom', () => {
  it('is the quota less what is taken, never below zero', () => {
    expect(quotaRoom(product)).toBe('1000');
    expect(quotaRoom({ quota: '100', quota_used: '150' })).toBe('0');
  });
});

describe('cut-offs', () => {
  const cutoff = '16:00';
  it('the next cut-off is later today, or tomorrow once it passed (at the minute itself too)', () => {
    expect(nextCutoff(Date.UTC(2026, 10, 20, 10, 0), cutoff)).toBe(Date.UTC(2026, 10, 20, 16, 0));
    expect(nextCutoff(Date.UTC(2026, 10, 20, 16, 0), cutoff)).toBe(Date.UTC(2026, 10, 21, 16, 0));
    expect(nextCutoff(Date.UTC(2026, 10, 20, 23, 59), '00:00')).toBe(Date.UTC(2026, 10, 21, 0, 0));
  });

  it('an order matures at the last of its cycle of cut-offs', () => {
    expect(maturityOf(Date.UTC(2026, 10, 20, 10, 0), cutoff, 30)).toBe(Date.UTC(2026, 11, 19, 16, 0));
    expect(maturityOf(Date.UTC(2026, 10, 20, 17, 0), cutoff, 1)).toBe(Date.UTC(2026, 10, 21, 16, 0));
    // Over 29 February: 365 cut-offs from 2027-03-01 end on 2028-02-28 (2028 is a leap year).
    expect(maturityOf(Date.UTC(2027, 2, 1, 10, 0), cutoff, 365)).toBe(Date.UTC(2028, 1, 28, 16, 0));
  });
});

describe('buyProblem', () => {
  const problem = (amount: string, available = '5000', p = product) => buyProblem(amount, p, 'USDT', available);
  it('names each refusal with its message key and values', () => {
    expect(problem('', '5000', { ...product, enabled: false })).toEqual({ id: 'error.earnProductDisabled' });
    expect(problem('')).toEqual({ id: 'error.amountRequired' });
    expect(problem('abc')).toEqual({ id: 'error.amountInvalid' });
    expect(problem('0')).toEqual({ id: 'error.amountInvalid' });
    expect(problem('99.99')).toEqual({ id: 'error.earnAmountBelowMin', values: { min: '100', asset: 'USDT' } });
    expect(problem('10000.01')).toEqual({ id: 'error.earnAmountAboveMax', values: { max: '10000', asset: 'USDT' } });
    expect(problem('1000.01')).toEqual({ id: 'error.earnQuotaFull', values: { quota: '50000', asset: 'USDT', room: '1000' } });
    expect(problem('1000', '999.99')).toEqual({ id: 'error.insufficientBalance' });
    expect(problem('1000', '1000')).toBeNull();
    expect(problem('100')).toBeNull();
  });
});
