// The money of a contract position: worked examples, then properties over instruments of every
// shape: liquidation at exactly the first mark that reaches maintenance, fills within the disclosed
// spread plus one step, rounding in the platform-safe direction, and a settlement that balances
// (toUser + toCounterparty + feePaid = margin, toCounterparty = -pnl - shortfall) with the user
// never below zero and never losing more than the margin.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  RATE_ONE, baseQuantity, entryPrice, exitPrice, fee, leverageAllowed, liquidationPrice, lotSteps, lotsAllowed, lotsText, margin,
  marginRatioBps, notional, pnl, rateOf, reachesMaintenance, settlement, type ContractSpec,
} from '../../../api/contract-math';

const btc: ContractSpec = {
  symbol: 'BTCUSDT', kind: 'crypto', contractSize: { atoms: 1n, scale: 3 }, lotStep: '0.01', minLots: '0.01', maxLots: '500',
  priceStep: 10_000n, openFeeBps: 4, closeFeeBps: 4, spreadBps: 2, maintenanceMarginBps: 50, financingBpsPerDay: 1.5,
  leverageChoices: [1, 5, 10, 20, 50, 100], maxLeverage: 100,
};
const usdt = (text: string) => BigInt(Math.round(Number(text) * 1e6));

function check<Ts extends unknown[]>(seed: number, property: fc.IProperty<Ts>, numRuns: number) {
  try { fc.assert(property, { numRuns, seed }); } catch (e) { throw new Error(`seed ${seed}: ${(e as Error).message}`); }
}

describe('contract position math', () => {
  it('counts lots in whole lot steps and refuses sizes off the step or outside the limits', () => {
    expect(lotSteps(btc, '1.25')).toBe(125n);
    expect(lotSteps(btc, '3')).toBe(300n);
    expect(lotSteps(btc, '1.255')).toBeNull();
    expect(lotSteps(btc, '-1')).toBeNull();
    expect(lotsText(btc, 125n)).toBe('1.25');
    expect(lotsText(btc, 7n)).toBe('0.07');
    expect(lotsText(btc, 300n)).toBe('3');
    expect(lotsAllowed(btc, 0n)).toBe(false);
    expect(lotsAllowed(btc, 1n)).toBe(true);
    expect(lotsAllowed(btc, 50_001n)).toBe(false);
    expect(leverageAllowed(btc, 20)).toBe(true);
    expect(leverageAllowed(btc, 30)).toBe(false);
    // 100x is 1% initial margin: not offered where maintenance is 1% or more.
    expect(leverageAllowed({ ...btc, maintenanceMarginBps: 100 }, 100)).toBe(false);
  });

  it('prices a 100x long of 2 lots of 0.001 BTC at 50,000 USDT', () => {
    const steps = lotSteps(btc, '2')!; // 0.002 BTC
    const entry = entryPrice(btc, usdt('50000'), 'long');
    expect(entry).toBe(usdt('50005')); // half of 2 bps is 5 USDT
    expect(exitPrice(btc, usdt('50000'), 'long')).toBe(usdt('49995'));
    const n = notional(btc, entry, steps);
    expect(n).toBe(usdt('100.01'));
    expect(margin(n, 100)).toBe(usdt('1.0001'));
    expect(fee(n, btc.openFeeBps)).toBe(usdt('0.040004'));
    expect(pnl(btc, 'long', entry, usdt('51005'), steps)).toBe(usdt('2'));
    expect(pnl(btc, 'short', entry, usdt('51005'), steps)).toBe(usdt('-2'));
    // margin 1.0001 + (P - 50005)·0.002 = P·0.002·0.005 -> P = 99.0099 / 0.00199 = 49,753.7185...
    const liq = liquidationPrice(btc, 'long', entry, steps, usdt('1.0001'));
    expect(liq).toBe(49_753_718_592n);
    expect(reachesMaintenance(btc, 'long', entry, steps, usdt('1.0001'), liq)).toBe(true);
    expect(reachesMaintenance(btc, 'long', entry, steps, usdt('1.0001'), liq + 1n)).toBe(false);
  });

  it('rounds fills against the user, so a round trip at one mark never gains', () => {
    const coarse = { ...btc, priceStep: 1_000_000n, spreadBps: 0.5 };
    expect(entryPrice(coarse, 100_000_400n, 'long')).toBe(101_000_000n);
    expect(exitPrice(coarse, 100_000_400n, 'long')).toBe(99_000_000n);
  });

  it('settles with negative-balance protection', () => {
    expect(settlement(100n, 30n, 5n)).toEqual({ toUser: 125n, toCounterparty: -30n, feePaid: 5n, feeWaived: 0n, shortfall: 0n });
    expect(settlement(100n, -97n, 5n)).toEqual({ toUser: 0n, toCounterparty: 97n, feePaid: 3n, feeWaived: 2n, shortfall: 0n });
    expect(settlement(100n, -140n, 5n)).toEqual({ toUser: 0n, toCounterparty: 100n, feePaid: 0n, feeWaived: 5n, shortfall: 40n });
  });

  it('refuses rates it cannot hold exactly', () => {
    expect(rateOf(1.5)).toBe(15_000n);
    expect(() => rateOf(0.00001)).toThrow(RangeError);
    expect(() => rateOf(-1)).toThrow(RangeError);
  });

  // Instruments of every shape: contract sizes from 1e-4 to 1,000 base units, lot steps from 0.001
  // to 1, price steps from 1 to 100,000 minor units, fractional rates.
  const spec = fc.record({
    csAtoms: fc.bigInt({ min: 1n, max: 1000n }), csScale: fc.integer({ min: 0, max: 4 }),
    lotStep: fc.constantFrom('0.001', '0.01', '0.1', '1', '0.25'),
    priceStep: fc.constantFrom(1n, 100n, 10_000n, 100_000n),
    spreadBps: fc.constantFrom(0, 0.5, 2, 10, 35.25),
    maintenanceMarginBps: fc.constantFrom(25, 40, 50, 100, 250, 333.3333),
  }).map((s): ContractSpec => ({
    ...btc, contractSize: { atoms: s.csAtoms, scale: s.csScale }, lotStep: s.lotStep, priceStep: s.priceStep,
    spreadBps: s.spreadBps, maintenanceMarginBps: s.maintenanceMarginBps,
  }));
  // Marks of at least 1,000 price steps, so a fill is never a handful of steps.
  const position = fc.record({
    spec,
    side: fc.constantFrom('long' as const, 'short' as const),
    mark: fc.bigInt({ min: 1_000n, max: 200_000_000_000n }),
    steps: fc.bigInt({ min: 1n, max: 100_000n }),
    leverage: fc.constantFrom(1, 2, 3, 5, 10, 20, 25, 50, 75, 100),
  }).map((p) => ({ ...p, mark: p.mark < p.spec.priceStep * 1000n ? p.mark + p.spec.priceStep * 1000n : p.mark }));

  it('liquidates at the first mark where equity reaches maintenance, not a unit before', () => {
    check(20261127, fc.property(position, ({ spec: s, side, mark, steps, leverage }) => {
      fc.pre(leverageAllowed({ ...s, leverageChoices: [leverage] }, leverage));
      const entry = entryPrice(s, mark, side);
      const m = margin(notional(s, entry, steps), leverage);
      const liq = liquidationPrice(s, side, entry, steps, m);
      const reaches = (p: bigint) => reachesMaintenance(s, side, entry, steps, m, p);
      if (side === 'long') {
        // 0n: the margin covers the whole loss, no positive mark liquidates.
        if (liq === 0n) { expect(reaches(1n)).toBe(false); return; }
        expect(liq).toBeLessThan(entry);
        expect(reaches(liq)).toBe(true);
        expect(reaches(liq + 1n)).toBe(false);
        expect(reaches(liq + s.priceStep)).toBe(false);
      } else {
        expect(liq).toBeGreaterThan(entry);
        expect(reaches(liq)).toBe(true);
        expect(reaches(liq - 1n)).toBe(false);
        expect(reaches(liq - s.priceStep)).toBe(false);
      }
      expect(Number(marginRatioBps(s, side, entry, steps, m, liq))).toBeLessThanOrEqual(s.maintenanceMarginBps);
      // At entry the ratio is about 1/leverage, well above maintenance for every offered leverage.
      expect(reaches(entry)).toBe(false);
    }), 3000);
  });

  it('keeps fills on the grid, within half the spread plus one step, and a round trip at one mark never gains', () => {
    check(7, fc.property(position, ({ spec: s, mark, steps }) => {
      const buy = entryPrice(s, mark, 'long');
      const sell = exitPrice(s, mark, 'long');
      expect(entryPrice(s, mark, 'short')).toBe(sell);
      expect(exitPrice(s, mark, 'short')).toBe(buy);
      expect(buy % s.priceStep).toBe(0n);
      expect(sell % s.priceStep).toBe(0n);
      const half = (v: bigint) => v * rateOf(s.spreadBps); // mark × half spread, scaled by 2·RATE_ONE
      const twice = 2n * RATE_ONE;
      expect(buy * twice).toBeGreaterThanOrEqual(mark * twice + half(mark));
      expect(buy * twice).toBeLessThan(mark * twice + half(mark) + s.priceStep * twice);
      expect(sell * twice).toBeLessThanOrEqual(mark * twice - half(mark));
      expect(sell * twice).toBeGreaterThan(mark * twice - half(mark) - s.priceStep * twice);
      expect(pnl(s, 'long', buy, sell, steps)).toBeLessThanOrEqual(0n);
      expect(pnl(s, 'short', sell, buy, steps)).toBeLessThanOrEqual(0n);
    }), 3000);
  });

  it('rounds amounts the platform-safe way and pnl toward minus infinity', () => {
    check(99, fc.property(position, fc.bigInt({ min: 1n, max: 200_000_000_000n }), ({ spec: s, side, mark, steps, leverage }, exit) => {
      const n = notional(s, mark, steps);
      const m = margin(n, leverage);
      expect(m * BigInt(leverage)).toBeGreaterThanOrEqual(n);
      expect((m - 1n) * BigInt(leverage)).toBeLessThan(n);
      const f = fee(n, s.openFeeBps);
      expect(f * 10_000n).toBeGreaterThanOrEqual(n * BigInt(s.openFeeBps));
      // The user's pnl is the exact move × size rounded toward minus infinity.
      const q = baseQuantity(s, steps);
      const exact = (side === 'long' ? exit - mark : mark - exit) * q.num;
      const p = pnl(s, side, mark, exit, steps);
      expect(p * q.den).toBeLessThanOrEqual(exact);
      expect((p + 1n) * q.den).toBeGreaterThan(exact);
      // pnl long + pnl short of the same move is the rounding only: -1 or 0.
      const both = pnl(s, side, mark, exit, steps) + pnl(s, side === 'long' ? 'short' : 'long', mark, exit, steps);
      expect(both === 0n || both === -1n).toBe(true);
    }), 3000);
  });

  it('settles so the ledger entry balances, the user never goes below zero nor loses more than the margin', () => {
    check(31337, fc.property(
      fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), fc.bigInt({ min: 0n, max: 10n ** 9n }),
      (m, p, f) => {
        const s = settlement(m, p, f);
        expect(s.toUser + s.toCounterparty + s.feePaid).toBe(m); // the margin, all accounted for
        expect(s.toCounterparty).toBe(-p - s.shortfall);
        expect(s.feePaid + s.feeWaived).toBe(f);
        expect(s.toUser).toBeGreaterThanOrEqual(0n);
        expect(m - s.toUser).toBeLessThanOrEqual(m); // the most a user loses is the margin
        expect(s.shortfall).toBe(m + p < 0n ? -(m + p) : 0n);
        expect(s.feeWaived === 0n || s.toUser === 0n).toBe(true); // a fee is waived only when nothing is left
        if (m + p - f >= 0n) expect(s.toUser).toBe(m + p - f);
      },
    ), 5000);
  });
});
