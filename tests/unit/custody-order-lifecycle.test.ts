// The custody order chart and the cut-off arithmetic of AI Earn: every shortest path is replayed
// through `nextState` (the function the server moves orders with); an ended order refuses every
// further move, so principal and interest return at most once; the /profit_wdtg tabs show every
// state exactly once; an order accrues at each cut-off strictly after its purchase; the
// early-redemption penalty is rounded up and a day's interest down.
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { canMove, nextState } from '../../api/lifecycles/lifecycle';
import {
  custodyOrderLifecycle, custodyOrderStates, custodyOrderTabs, type CustodyOrderEvent,
} from '../../api/lifecycles/custody-order.lifecycle';
import { dailyInterestOf, redemptionPenaltyOf } from '../../api/earn-math';
import { cutoffSubject, DAY_MS, nextCutoff } from '../../server/modules/earn/earn-terms';

const events: CustodyOrderEvent[] = [{ type: 'MATURE' }, { type: 'REQUEST' }, { type: 'REDEEM' }, { type: 'REJECT' }];
const initial = custodyOrderLifecycle.config.initial as string;

describe('the custody order chart', () => {
  it('names exactly the states the contract lists, and writes new orders in custody', () => {
    expect(Object.keys(custodyOrderLifecycle.config.states ?? {}).sort()).toEqual([...custodyOrderStates].sort());
    expect(initial).toBe('custody');
  });

  it('reaches every state on a shortest path that nextState replays to the same end', () => {
    const paths = createTestModel(custodyOrderLifecycle, { events }).getShortestPaths({ allowDuplicatePaths: true });
    const ends = paths.map((p) => {
      let state: string | null = initial;
      for (const step of p.steps) {
        if ((step.event.type as string) === 'xstate.init') continue;
        state = nextState(custodyOrderLifecycle, state!, step.event as CustodyOrderEvent);
        expect(state).toBe(step.state.value);
      }
      return state;
    });
    expect([...new Set(ends)].sort()).toEqual([...custodyOrderStates].sort());
  });

  it('moves an ended order no further, and lets only a reviewer decide one waiting for review', () => {
    for (const ended of ['completed', 'redeemed']) for (const e of events) expect(canMove(custodyOrderLifecycle, ended, e), `${ended} ${e.type}`).toBe(false);
    expect(canMove(custodyOrderLifecycle, 'redeeming', { type: 'REQUEST' })).toBe(false);
    expect(nextState(custodyOrderLifecycle, 'redeeming', { type: 'MATURE' })).toBe('completed');
    expect(nextState(custodyOrderLifecycle, 'rejected', { type: 'REQUEST' })).toBe('redeeming');
  });

  it('shows every state in exactly one tab', () => {
    expect(Object.values(custodyOrderTabs).flat().sort()).toEqual([...custodyOrderStates].sort());
  });
});

describe('the cut-offs and the money of an order', () => {
  it('accrues at the first cut-off strictly after the purchase', () => {
    const day = Date.UTC(2028, 1, 28);
    expect(nextCutoff(day + 10 * 3_600_000, 0)).toBe(day + DAY_MS);
    // Bought exactly at a cut-off: that one is not after it.
    expect(nextCutoff(day, 0)).toBe(day + DAY_MS);
    expect(nextCutoff(day + 10 * 3_600_000, 16 * 60)).toBe(day + 16 * 3_600_000);
    expect(cutoffSubject(day + DAY_MS)).toBe('2028-02-29');
    expect(cutoffSubject(day + 16 * 3_600_000)).toBe('2028-02-28T16:00');
  });

  it('rounds a day\'s interest down and the penalty up to the minor unit', () => {
    // 10.000001 USDT at 0.015 % a day: 1500.00015 minor units, paid 1500.
    expect(dailyInterestOf(10_000_001n, 15_000n)).toBe(1500n);
    // 1 % of 10.000001 USDT: 100000.01 minor units, kept 100001.
    expect(redemptionPenaltyOf(10_000_001n, 1_000_000n)).toBe(100_001n);
    expect(redemptionPenaltyOf(100_000_000n, 1_000_000n)).toBe(1_000_000n);
  });
});
