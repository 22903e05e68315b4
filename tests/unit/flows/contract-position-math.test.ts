// The figures the position screens work out before the user acts: a close's estimated exit, PnL,
// fee (and the part of it waived) and what comes back, on either side, priced as the server
// settles; and which side of the entry a take-profit or stop-loss must lie on.
import { describe, expect, it } from 'vitest';
import { compareDecimal, estimateClose, tpSlErrors } from '../../../src/machines/contract-position-math';
import { btc, gold } from '../../model/contract-fixtures';

describe('estimateClose', () => {
  it('a long sells back at the mark less half the spread', () => {
    const big = { ...btc, contract_size: '0.01' };
    expect(estimateClose({ side: 'long', entry_price: '60030', mark_price: '61000', lots: '2', margin: '120.06' }, big))
      .toEqual({ exit: '60969.5', pnl: '18.79', fee: '0.609695', feeWaived: '0', returned: '138.240305' });
  });

  it('a short buys back at the mark plus half the spread, rounded up to the price step; a rise is its loss', () => {
    // 2410 × 1.0002 = 2410.482, up to the 0.01 grid: 2410.49 (the server never fills between steps).
    expect(estimateClose({ side: 'short', entry_price: '2399.52', mark_price: '2410', lots: '3', margin: '1439.712' }, gold))
      .toEqual({ exit: '2410.49', pnl: '-32.91', fee: '1.446294', feeWaived: '0', returned: '1405.355706' });
  });

  it('rounds the fill against the user and the fee up, as the server settles', () => {
    // 30000.03 ∓ 15.000015: a long sells at 29985.029985, down to 29985; a short buys at 30015.030015, up to 30015.1.
    expect(estimateClose({ side: 'long', entry_price: '30015', mark_price: '30000.03', lots: '1', margin: '3.0015' }, btc)!.exit).toBe('29985');
    expect(estimateClose({ side: 'short', entry_price: '29985', mark_price: '30000.03', lots: '1', margin: '2.9985' }, btc)!.exit).toBe('30015.1');
    // 29985 × 0.001 × 0.0005 = 0.0149925, owed to the platform: up to 0.014993.
    expect(estimateClose({ side: 'long', entry_price: '30015', mark_price: '30000.03', lots: '1', margin: '3.0015' }, btc)!.fee).toBe('0.014993');
  });

  it('waives the part of the close fee the margin left after the loss cannot pay', () => {
    // Sells at 27020: loss 29.95 of a 30.015 margin leaves 0.065 of the 0.1351 fee.
    expect(estimateClose({ side: 'long', entry_price: '30015', mark_price: '27033.6', lots: '10', margin: '30.015' }, btc))
      .toEqual({ exit: '27020', pnl: '-29.95', fee: '0.1351', feeWaived: '0.0701', returned: '0' });
    // A loss beyond the margin: the whole fee is waived and nothing more is owed.
    expect(estimateClose({ side: 'long', entry_price: '30015', mark_price: '27000', lots: '10', margin: '30.015' }, btc))
      .toMatchObject({ exit: '26986.5', pnl: '-30.285', fee: '0.134933', feeWaived: '0.134933', returned: '0' });
  });

  it('keeps exact decimals a float would lose', () => {
    // 0.1 + 0.2 style: (0.3 - 0.1) × 3 lots of 1 unit is 0.6 exactly.
    expect(estimateClose({ side: 'long', entry_price: '0.1', mark_price: '0.3', lots: '3', margin: '0.3' }, { ...gold, spread_rate: '0', close_fee_rate: '0' }))
      .toEqual({ exit: '0.3', pnl: '0.6', fee: '0', feeWaived: '0', returned: '0.9' });
  });

  it('has nothing to say without an entry or a mark, or on rules the position math cannot hold', () => {
    expect(estimateClose({ side: 'long', entry_price: null, mark_price: '61000', lots: '1', margin: '6' }, btc)).toBeNull();
    expect(estimateClose({ side: 'long', entry_price: '60000', mark_price: null, lots: '1', margin: '6' }, btc)).toBeNull();
    expect(estimateClose({ side: 'long', entry_price: '60000', mark_price: '61000', lots: '1', margin: '6' }, { ...btc, spread_rate: '0.000000001' })).toBeNull();
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
