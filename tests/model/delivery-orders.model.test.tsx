// The user's timed orders on /jgcc, on the real screen over the orders flow: every state of the
// flow is looked at, and the clock drives it: the countdown moves each second, the list is read
// again once a delivery time has passed, and the settled tab shows both price records and the result.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryOrdersFlow } from '../../src/machines/delivery-orders.flow';
import { DeliveryOrdersScreen } from '../../src/screens/delivery/DeliveryOrdersScreen';
import { choose, press } from './dom';
import { renderScreen, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';
import { AT, openUp, wonUp } from './delivery-fixtures';

let wire: FakeWire;

const open = (url = '/jgcc') => renderScreen(<DeliveryOrdersScreen />, { url, route: '/jgcc', member: testUser });
const tick = (ms: number) => act(async () => { await vi.advanceTimersByTimeAsync(ms); });
const order = () => screen.getByTestId('delivery-order');

const paths = modelPaths({
  machine: deliveryOrdersFlow,
  states: {
    loading: () => expect(wire.pending('deliveryOrders')).toBeTruthy(),
    unavailable: () => expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy(),
    live: () => expect(order().textContent).toContain('Purchase price 30,000 USDT'),
    'live.watching': () => expect(order().textContent).toMatch(/Settles in 00:[0-5]\d/),
    'live.reading': () => expect(wire.pending('deliveryOrders')).toBeTruthy(),
  },
  events: {
    RENDER: async () => {
      vi.setSystemTime(AT + 30_000);
      ({ wire } = await open());
    },
    'loadOrders.done': () => wire.answer('deliveryOrders', [openUp]),
    'loadOrders.failed': () => wire.refuse('deliveryOrders', 1000, 'Please log in again'),
    RETRY: () => press(/try again/i),
    'TAB [otherTab]': () => choose('tab', 'Settled'),
    'after second [deliveryPassed]': async () => {
      // The clock jumps past the delivery time (the page was in the background); the next second reads again.
      vi.setSystemTime(openUp.delivery_at + 100);
      await tick(1_000);
    },
    'after second [otherwise]': () => tick(1_000),
    'after refresh': () => tick(5_000),
    'reloadOrders.done': () => wire.answer('deliveryOrders', [openUp]),
    'reloadOrders.failed': () => wire.refuse('deliveryOrders', 1000, 'Please log in again'),
  },
});

describe('timed orders list (model paths)', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: false }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  for (const path of paths) it(path.description, path.run);
});

describe('timed orders list, over the clock', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('counts down each second, reads the list again as soon as the delivery time passes, and shows the result on the settled tab', async () => {
    // Half a second off the whole seconds, so the read the delivery time prompts (60.5 s) comes
    // before the periodic one (62.5 s).
    vi.setSystemTime(AT + 32_500);
    // The server: the order is open until its delivery time, then settled (won).
    let tab = 'open';
    const readAt: number[] = [];
    ({ wire } = await open());
    wire.answerAlways('deliveryOrders', () => {
      readAt.push(Date.now());
      const settled = Date.now() >= openUp.delivery_at;
      return tab === 'open' ? (settled ? [] : [openUp]) : (settled ? [wonUp] : []);
    });
    await wire.answer('deliveryOrders', [openUp]);
    expect(order().textContent).toContain('Settles in 00:28');
    await tick(1_000);
    expect(order().textContent).toContain('Settles in 00:27');
    await tick(28_000);
    expect(readAt.filter((t) => t >= openUp.delivery_at)).toEqual([AT + 60_500]);
    expect(screen.getByText('No orders here.')).toBeTruthy();
    tab = 'settled';
    await choose('tab', 'Settled');
    expect(wire.callsOf('deliveryOrders').at(-1)!.params).toEqual({ tab: 'settled' });
    const text = order().textContent;
    expect(text).toContain('Won');
    expect(text).toContain('Purchase price 30,000 USDT');
    expect(text).toContain('price record pr_BTCUSDT_1790000000000');
    expect(text).toContain('Settlement price 30,010 USDT');
    expect(text).toContain('price record pr_BTCUSDT_1790000060000');
    expect(text).toContain('Profit 80 USDT; returned to your spot account 180 USDT');
  });
});
