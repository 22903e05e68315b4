// The open preview of the contract panel, through the server's position math: entry at the mark ±
// half the spread (rounded against the user to the price step), margin and fee rounded up, the
// liquidation price where equity meets the maintenance margin; and the form's checks.
import { describe, expect, it } from 'vitest';
import { allowedLeverages, bpsOf, entryEstimate, openPreview, specOf } from '../../../src/machines/contract-preview';
import { openProblems, openRequest, defaultLeverage } from '../../../src/machines/contract-trade.flow';
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
      entry: '30015', notional: '300.15', margin: '30.015', fee: '0.150075', cost: '30.165075', liquidation: '27149.246231',
    });
    const small = openPreview(btc, 'long', '30000', '1', 7)!;
    // 30.015 / 7 = 4.287857142…, up to 4.287858; the fee 0.0150075 up to 0.015008.
    expect(small.margin).toBe('4.287858');
    expect(small.fee).toBe('0.015008');
  });

  it('liquidates where the server would: equity at that mark meets the maintenance margin', () => {
    // Long: (30015·0.01 − 30.015) / (0.01 · 0.995), rounded down; short: (29985·0.01 + 29.985) / (0.01 · 1.005), rounded up.
    expect(openPreview(btc, 'long', '30000', '10', 10)!.liquidation).toBe('27149.246231');
    expect(openPreview(btc, 'short', '30000', '10', 10)!.liquidation).toBe('32819.402986');
  });

  it('reads the wire\'s rates as basis points, exactly', () => {
    expect(bpsOf('0.0005')).toBe(5);
    expect(bpsOf('0.00035')).toBe(3.5);
    expect(bpsOf('0.1')).toBe(1000);
    expect(bpsOf('0.000000001')).toBeNull();
    expect(specOf(btc)).toMatchObject({ contractSize: { atoms: 1n, scale: 3 }, priceStep: 100_000n, openFeeBps: 5, spreadBps: 10, maintenanceMarginBps: 50 });
  });

  it('offers no leverage whose initial margin is at or below the maintenance rate', () => {
    expect(allowedLeverages({ ...gold, maintenance_margin_rate: '0.05', leverage_choices: [1, 5, 10, 20, 25] })).toEqual([1, 5, 10]);
    expect(allowedLeverages(btc)).toEqual([1, 2, 5, 10, 20, 50, 100]);
  });

  it('margins a limit open at its own price, without the spread', () => {
    expect(openPreview(btc, 'short', '31000', '2', 20, 'limit')).toEqual({
      entry: '31000', notional: '62', margin: '3.1', fee: '0.031', cost: '3.131', liquidation: expect.any(String),
    });
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
    expect(openProblems({ ...form, leverage: 3 }).leverage?.id).toBe('error.contractLeverageInvalid');
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
