// The figures the position screens work out before the user acts: a close's estimated exit, PnL
// and fee on either side, and which side of the entry a take-profit or stop-loss must lie on.
import { describe, expect, it } from 'vitest';
import { compareDecimal, estimateClose, tpSlErrors } from '../../../src/machines/contract-position-math';

const btc = { contract_size: '0.01', spread_rate: '0.001', close_fee_rate: '0.0005' };
const gold = { contract_size: '1', spread_rate: '0.0004', close_fee_rate: '0.0002' };

describe('estimateClose', () => {
  it('a long sells back at the mark less half the spread', () => {
    expect(estimateClose({ side: 'long', entry_price: '60030', mark_price: '61000', lots: '2' }, btc))
      .toEqual({ exit: '60969.5', pnl: '18.79', fee: '0.609695' });
  });

  it('a short buys back at the mark plus half the spread; a rise is its loss', () => {
    expect(estimateClose({ side: 'short', entry_price: '2399.52', mark_price: '2410', lots: '3' }, gold))
      .toEqual({ exit: '2410.482', pnl: '-32.886', fee: '1.446289' });
  });

  it('keeps exact decimals a float would lose', () => {
    // 0.1 + 0.2 style: (0.3 - 0.1) × 3 lots of 1 unit is 0.6 exactly.
    expect(estimateClose({ side: 'long', entry_price: '0.1', mark_price: '0.3', lots: '3' }, { contract_size: '1', spread_rate: '0', close_fee_rate: '0' }))
      .toEqual({ exit: '0.3', pnl: '0.6', fee: '0' });
  });

  it('has nothing to say without an entry or a mark', () => {
    expect(estimateClose({ side: 'long', entry_price: null, mark_price: '61000', lots: '1' }, btc)).toBeNull();
    expect(estimateClose({ side: 'long', entry_price: '60000', mark_price: null, lots: '1' }, btc)).toBeNull();
  });
});

describe('tpSlErrors', () => {
  const long = { side: 'long' as const, entry_price: '60000', limit_price: null, liquidation_price: '54000' };
  const short = { ...long, side: 'short' as const, liquidation_price: '66000' };

  it('a long takes profit above the entry and stops loss between liquidation and entry', () => {
    expect(tpSlErrors(long, '65000', '58000')).toEqual({});
    expect(tpSlErrors(long, '59000', '53000')).toEqual({ take_profit: 'error.contractTakeProfitInvalid', stop_loss: 'error.contractStopLossInvalid' });
    expect(tpSlErrors(long, '60000', '60000')).toEqual({ take_profit: 'error.contractTakeProfitInvalid', stop_loss: 'error.contractStopLossInvalid' });
  });

  it('a short mirrors it', () => {
    expect(tpSlErrors(short, '55000', '62000')).toEqual({});
    expect(tpSlErrors(short, '61000', '67000')).toEqual({ take_profit: 'error.contractTakeProfitInvalid', stop_loss: 'error.contractStopLossInvalid' });
  });

  it('a pending open is judged against its limit price; blank fields are fine', () => {
    const pending = { side: 'long' as const, entry_price: null, limit_price: '59000', liquidation_price: null };
    expect(tpSlErrors(pending, '59500', '30000')).toEqual({});
    expect(tpSlErrors(pending, '58000', undefined)).toEqual({ take_profit: 'error.contractTakeProfitInvalid' });
    expect(tpSlErrors(long, undefined, undefined)).toEqual({});
  });
});

it('compareDecimal orders signed decimals of any scale', () => {
  expect(compareDecimal('-1.5', '-1.25')).toBe(-1);
  expect(compareDecimal('2.10', '2.1')).toBe(0);
  expect(compareDecimal('100000000000.000001', '100000000000')).toBe(1);
});
