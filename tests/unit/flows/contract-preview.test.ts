// The open preview of the contract panel: entry at the mark ± half the spread (rounded against the
// user to the price step), margin and fee rounded up, and a liquidation price where equity meets
// the maintenance margin, for longs and shorts; and the form's checks against the rules.
import { describe, expect, it } from 'vitest';
import { entryEstimate, liquidationPrice, openPreview } from '../../../src/machines/contract-preview';
import { openProblems, openRequest, defaultLeverage } from '../../../src/machines/contract-trade.flow';
import { toMinor } from '../../../api/money';
import { btc, gold } from '../../model/contract-fixtures';

const form = { instrument: btc, side: 'long' as const, type: 'market' as const, price: '', lots: '10', leverage: 10, takeProfit: '', stopLoss: '', available: '1000' };

describe('contract open preview', () => {
  it('prices a long above the mark and a short below it, each by half the spread, rounded against the user', () => {
    expect(entryEstimate(btc, 'long', '30000')).toBe('30015');
    expect(entryEstimate(btc, 'short', '30000')).toBe('29985');
    // 30000.03 ± 15.00003 → 30015.03003 rounds up to 30015.1; 29985.02997 rounds down to 29985.
    expect(entryEstimate(btc, 'long', '30000.03')).toBe('30015.1');
    expect(entryEstimate(btc, 'short', '30000.03')).toBe('29985');
  });

  it('gives notional, margin, fee and cost, margin and fee rounded up to the micro-USDT', () => {
    expect(openPreview(btc, 'long', '30000', '10', 10)).toEqual({
      entry: '30015', notional: '300.15', margin: '30.015', fee: '0.150075', cost: '30.165075', liquidation: '27149.3',
    });
    const small = openPreview(btc, 'long', '30000', '1', 7)!;
    // 30.015 / 7 = 4.287857142…, up to 4.287858; the fee 0.0150075 up to 0.015008.
    expect(small.margin).toBe('4.287858');
    expect(small.fee).toBe('0.015008');
  });

  it('puts the liquidation where margin plus PnL equals the maintenance margin at that price', () => {
    for (const side of ['long', 'short'] as const) {
      for (const leverage of [2, 10, 25, 100]) {
        const entry = toMinor(entryEstimate(btc, side, '30000')!, 6)!;
        const p = liquidationPrice(side, entry, leverage, toMinor('0.005', 18)!);
        // Per unit of quantity: margin E/L, PnL ±(P − E), maintenance 0.005·P; all in micro-USDT.
        const equity = entry / BigInt(leverage) + (side === 'long' ? p - entry : entry - p);
        const maintenance = (p * 5n) / 1000n;
        expect(Number(equity - maintenance)).toBeGreaterThanOrEqual(-1);
        expect(Number(equity - maintenance)).toBeLessThanOrEqual(1);
        expect(side === 'long' ? p < entry : p > entry).toBe(true);
      }
    }
    expect(openPreview(btc, 'short', '30000', '10', 10)!.liquidation).toBe('32819.4');
  });

  it('has nothing to show without a mark or lots', () => {
    expect(openPreview(btc, 'long', null, '10', 10)).toBeNull();
    expect(openPreview(btc, 'long', '30000', '', 10)).toBeNull();
    expect(openPreview(btc, 'long', '30000', '0', 10)).toBeNull();
  });
});

describe('contract open form checks', () => {
  it('accepts a valid open and sends only what was chosen', () => {
    expect(openProblems(form)).toEqual({});
    expect(openRequest(form)).toEqual({ symbol: 'BTCUSDT', side: 'long', type: 'market', lots: '10', leverage: 10 });
  });

  it('refuses leverage above the cap, off-step lots and prices, and a limit without price', () => {
    expect(openProblems({ ...form, instrument: gold, lots: '0.1', leverage: 50 }).leverage?.id).toBe('error.contractLeverageCap');
    expect(openProblems({ ...form, instrument: gold, lots: '0.105' }).lots?.id).toBe('error.contractLotStep');
    expect(openProblems({ ...form, type: 'limit' }).price?.id).toBe('error.contractLimitPriceRequired');
    expect(openProblems({ ...form, type: 'limit', price: '30000.05' }).price).toEqual({ id: 'error.contractPriceStep', values: { symbol: 'BTCUSDT', step: '0.1' } });
    expect(openProblems({ ...form, lots: '0' }).lots?.id).toBe('error.contractLotsRequired');
  });

  it('wants a short\'s take-profit below and its stop-loss between entry and liquidation', () => {
    const short = { ...form, side: 'short' as const };
    expect(openProblems({ ...short, takeProfit: '29000', stopLoss: '31000' })).toEqual({});
    expect(openProblems({ ...short, takeProfit: '31000' }).take_profit?.id).toBe('error.contractTakeProfitInvalid');
    expect(openProblems({ ...short, stopLoss: '33000' }).stop_loss?.id).toBe('error.contractStopLossInvalid');
  });

  it('starts at 10x where offered, else the nearest choice below', () => {
    expect(defaultLeverage(btc)).toBe(10);
    expect(defaultLeverage({ ...gold, leverage_choices: [1, 3, 5, 20, 25] })).toBe(5);
    expect(defaultLeverage({ ...gold, leverage_choices: [20, 25] })).toBe(20);
  });
});
