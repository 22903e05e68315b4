// My custody on /profit_wdtg, on the real screen: every state of the orders flow and of one order's
// early redemption is looked at. Each order shows its number, escrow amount, cycle, rate, profit,
// remaining days, times and state; early redemption shows the server's quote and sends its penalty;
// under review the answer says the request waits; the list is read again after it and every half minute.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { earnOrdersFlow } from '../../src/machines/earn-orders.flow';
import { earnRedeemFlow } from '../../src/machines/earn-redeem.flow';
import { EarnOrdersScreen } from '../../src/screens/earn/EarnOrdersScreen';
import { alertText, choose, expectBusy, press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';
import { AT, held, redeemed, redeeming, rejected } from './earn-fixtures';

let wire: FakeWire;

const open = (url = '/profit_wdtg') => renderScreen(<EarnOrdersScreen />, { url, route: '/profit_wdtg', member: testUser });
const tick = (ms: number) => act(async () => { await vi.advanceTimersByTimeAsync(ms); });
const card = () => screen.getByTestId('earn-order');

const ordersPaths = modelPaths({
  machine: earnOrdersFlow,
  states: {
    loading: () => expect(wire.pending('getMyprofit').params).toEqual({ tab: 'held' }),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    live: () => {
      const text = card().textContent;
      expect(text).toContain('Order co_0000000000000001');
      expect(text).toContain('Escrow amount1000 USDT');
      expect(text).toContain('Profit earned2.5 USDT');
      expect(text).toContain('Remaining days25');
    },
    'live.idle': () => expect(wire.callsOf('getMyprofit').filter((c) => !c.settled)).toHaveLength(0),
    'live.reading': () => expect(wire.pending('getMyprofit')).toBeTruthy(),
  },
  events: {
    RENDER: async () => {
      vi.setSystemTime(AT);
      ({ wire } = await open());
    },
    'loadOrders.done': () => wire.answer('getMyprofit', [held]),
    'loadOrders.failed': () => wire.refuse('getMyprofit', 1000, 'Please log in again'),
    RETRY: () => press(/try again/i),
    'TAB [otherTab]': async () => {
      await choose('tab', 'Ended');
      expect(wire.pending('getMyprofit').params).toEqual({ tab: 'ended' });
      await wire.answer('getMyprofit', [redeemed]);
      // Back to the held tab, so every later step looks at the held order.
      await choose('tab', 'Held');
    },
    'after refresh': () => tick(30_000),
    'reloadOrders.done': () => wire.answer('getMyprofit', [held]),
    'reloadOrders.failed': () => wire.cutOff('getMyprofit'),
    REDEEMED: async () => {
      await press('Redeem early');
      await press('Confirm early redemption');
      await wire.answer('sellProfit', redeemed, 'Early redemption submitted');
    },
  },
});

const redeemPaths = modelPaths({
  machine: earnRedeemFlow,
  states: {
    confirming: () => {
      const quote = screen.getByTestId('earn-quote').textContent;
      expect(quote).toContain('Your amount1000 USDT');
      expect(quote).toContain('Interest so far (yours to keep)2.5 USDT');
      expect(quote).toContain('Penalty (kept by the platform)−20 USDT');
      expect(quote).toContain('Returns to your spot account982.5 USDT');
    },
    submitting: () => {
      expectBusy('Confirm early redemption');
      const call = wire.pending('sellProfit');
      expect(call.params).toEqual({ id: 'co_0000000000000001', penalty: '20' });
      expect(call.rtoken).toMatch(/^[A-Za-z0-9]{12}$/);
    },
    done: () => {
      expect(screen.getByTestId('earn-redeemed').textContent).toBe('Your early redemption was sent for review. Interest keeps accruing until it is decided.');
      expect(screen.queryByTestId('earn-redeem')).toBeNull();
    },
  },
  events: {
    RENDER: async () => {
      vi.setSystemTime(AT);
      ({ wire } = await open());
      await wire.answer('getMyprofit', [held]);
      await press('Redeem early');
    },
    'CONFIRM [quoted]': () => press('Confirm early redemption'),
    'sell.done': async () => {
      await wire.answer('sellProfit', redeeming, 'Early redemption submitted');
      await wire.answer('getMyprofit', [redeeming]);
    },
    'sell.failed': async () => {
      await wire.refuse('sellProfit', 4805, 'The penalty is now 21 USDT; please look at it and confirm again');
      expect(alertText()).toContain('The penalty is now 21 USDT');
    },
  },
});

describe('my custody orders (model paths)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  for (const path of ordersPaths) it(path.description, path.run);
});

describe('early redemption of a custody order (model paths)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  for (const path of redeemPaths) it(path.description, path.run);
});

describe('my custody orders, beyond the charts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    vi.setSystemTime(AT);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows each state in words, the rejection reason, and offers early redemption only with a quote', async () => {
    ({ wire } = await open());
    await wire.answer('getMyprofit', [held, { ...redeeming, id: 'co_0000000000000002' }, { ...rejected, id: 'co_0000000000000003' }]);
    const cards = screen.getAllByTestId('earn-order');
    expect(cards.map((c) => c.getAttribute('data-state'))).toEqual(['custody', 'redeeming', 'rejected']);
    expect(within(cards[0]!).getByText('In custody')).toBeTruthy();
    expect(within(cards[1]!).getByText('Redeeming (under review)')).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button', { name: 'Redeem early' })).toBeNull();
    expect(within(cards[2]!).getByTestId('earn-reject-reason').textContent).toBe('Early redemption rejected: Documents pending. The order stays in custody and keeps accruing.');
    expect(within(cards[2]!).getByRole('button', { name: 'Redeem early' })).toBeTruthy();
  });

  it('redeemed at once: says what returned, and the ended tab shows the penalty kept', async () => {
    ({ wire } = await open());
    await wire.answer('getMyprofit', [held]);
    await press('Redeem early');
    await press('Confirm early redemption');
    await wire.answer('sellProfit', redeemed);
    expect(screen.getByTestId('earn-redeemed').textContent).toBe('Redeemed: 982.5 USDT returned to your spot account.');
    await wire.answer('getMyprofit', []);
    expect(screen.getByText('No custody orders here.')).toBeTruthy();
    await choose('tab', 'Ended');
    await wire.answer('getMyprofit', [redeemed]);
    const text = card().textContent;
    expect(text).toContain('Redeemed early');
    expect(text).toContain('Returned to your spot account982.5 USDT');
    expect(text).toContain('Penalty kept20 USDT');
  });

  it('a refused quote is shown again from the list read afterwards, and confirmed with a new rtoken', async () => {
    ({ wire } = await open());
    await wire.answer('getMyprofit', [held]);
    await press('Redeem early');
    await press('Confirm early redemption');
    const first = wire.pending('sellProfit');
    await wire.refuse('sellProfit', 4805, 'The penalty is now 21 USDT; please look at it and confirm again');
    await tick(30_000);
    const moved = { ...held, redeem_quote: { principal: '1000', interest: '3', penalty: '21', returns: '982' } };
    await wire.answer('getMyprofit', [moved]);
    expect(screen.getByTestId('earn-quote').textContent).toContain('Penalty (kept by the platform)−21 USDT');
    await press('Confirm early redemption');
    const second = wire.pending('sellProfit');
    expect(second.params).toEqual({ id: held.id, penalty: '21' });
    expect(second.rtoken).not.toBe(first.rtoken);
  });

  it('keeping the order closes the quote without a call', async () => {
    ({ wire } = await open());
    await wire.answer('getMyprofit', [held]);
    await press('Redeem early');
    await press('Keep the order');
    expect(screen.queryByTestId('earn-redeem')).toBeNull();
    expect(wire.callsOf('sellProfit')).toHaveLength(0);
  });
});
