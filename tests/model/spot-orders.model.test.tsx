// Model-based test of the spot orders flow (every market) on the real /dealList page: loading, the
// wire failing, current orders with cancel, a refused cancel; then /all with its history tabs, and
// fills arriving live from the private stream without a reload.
import { act, cleanup, screen, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlatform } from '../../src/app/platform-context';
import { spotOrdersFlow } from '../../src/machines/spot-orders.flow';
import type { StreamListener, StreamMessage } from '../../src/services/market-stream';
import { SpotOrderList, type SpotOrdersView } from '../../src/screens/spot/SpotOrdersScreen';
import { spotOrderListFlow } from '../../src/screens/spot/use-spot-order-list';
import { spotOrder } from '../unit/flows/spot-fixtures';
import { alertText, choose, expectBusy, press } from './dom';
import { renderScreen, settle, testUser, type FakeWire } from './harness';
import { modelPaths } from './run-model';

/** The page's stream, held by the test: it records subscriptions and delivers what the test pushes. */
function testStream() {
  const listeners = new Map<string, Set<StreamListener>>();
  return {
    subscribe(channel: string, listener: StreamListener) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
      return () => { listeners.get(channel)!.delete(listener); };
    },
    channels: () => [...listeners].filter(([, set]) => set.size > 0).map(([c]) => c),
    /** Delivers messages, then lets the next frame pass so the flow receives them. */
    async push(...messages: StreamMessage[]) {
      for (const m of messages) for (const l of listeners.get(m.channel) ?? []) l(m);
      await act(async () => { vi.advanceTimersByTime(300); });
      await settle();
    },
  };
}

let wire: FakeWire;
let stream: ReturnType<typeof testStream>;

function Page({ view }: { view: SpotOrdersView }) {
  const { client } = usePlatform();
  const flow = useActorRef(spotOrderListFlow(client, stream), { input: { symbol: null } });
  return <SpotOrderList flow={flow} view={view} />;
}

async function render(view: SpotOrdersView) {
  stream = testStream();
  const url = view === 'open' ? '/dealList' : '/all';
  ({ wire } = await renderScreen(<Page view={view} />, { url, route: url, member: testUser }));
}

const btc = spotOrder('so_0000000001', { created_at: 1_700_000_000_002 });
const eth = spotOrder('so_0000000002', { symbol: 'ETHUSDT', side: 'sell', price: '2000', amount: '0.5', fee_asset: 'USDT', locked: '0.5', locked_asset: 'ETH', created_at: 1_700_000_000_001 });
const filled = spotOrder('so_0000000003', { state: 'filled', filled: '0.01', total: '300', avg_price: '30000', fee: '0.00001' });
const withdrawn = spotOrder('so_0000000004', { state: 'cancelled', end_reason: 'userCancelled' });

async function answerLoad(open = [btc, eth], history = [filled, withdrawn]) {
  const calls = wire.callsOf('getDealList').filter((c) => !c.settled);
  expect(calls.map((c) => c.params)).toEqual([{ state: 'open' }, { state: 'history' }]);
  await act(async () => {
    calls[0].resolve({ data: open, message: '' });
    calls[1].resolve({ data: history, message: '' });
  });
  await settle();
}

const table = (name: string) => screen.getByRole('table', { name });
const rowOf = (id: string) => document.querySelector(`[data-order-id="${id}"]`) as HTMLElement;

const paths = modelPaths({
  machine: spotOrdersFlow,
  states: {
    loading: () => {
      expect(screen.getByRole('heading', { name: 'Current orders' })).toBeTruthy();
      expect(screen.getByLabelText('Loading…')).toBeTruthy();
      expect(wire.callsOf('getDealList').some((c) => !c.settled)).toBe(true);
    },
    unavailable: () => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(),
    ready: () => {
      // Both loaded orders, less the BTC one once its cancel went through.
      const cancelled = wire.callsOf('cancelOrder').some((c) => c.settled && rowOf('so_0000000001') === null);
      expect(within(table('Current orders')).getAllByRole('row')).toHaveLength(cancelled ? 2 : 3);
      if (!cancelled) expect(within(rowOf('so_0000000001')).getByText('BTC/USDT')).toBeTruthy();
      expect(within(rowOf('so_0000000002')).getByText('ETH/USDT')).toBeTruthy();
      expect(stream.channels()).toEqual(['orders', 'balances']);
    },
    'ready.idle': () => {
      expect(within(rowOf('so_0000000002')).getByRole('button', { name: 'Cancel order so_0000000002' })).toBeTruthy();
    },
    'ready.cancelling': () => {
      expectBusy('Cancel order so_0000000001');
      expect(wire.pending('cancelOrder').params).toEqual({ order_id: 'so_0000000001' });
    },
  },
  events: {
    RENDER: () => render('open'),
    'loadOrders.done': () => answerLoad(),
    'loadOrders.failed': () => wire.cutOff('getDealList'),
    RETRY: () => press('Try again'),
    'CANCEL [guard]': () => press('Cancel order so_0000000001'),
    'cancelOrder.done': async () => {
      await wire.answer('cancelOrder', { ...btc, state: 'cancelled', end_reason: 'userCancelled' }, 'Order cancelled');
      expect(rowOf('so_0000000001')).toBeNull();
    },
    'cancelOrder.failed': async () => {
      await wire.refuse('cancelOrder', 4210, 'The order has already filled');
      expect(alertText()).toContain('The order has already filled');
      expect(rowOf('so_0000000001')).toBeTruthy();
    },
  },
});

describe('spot orders on /dealList (model paths)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it(`walks ${paths.length} shortest paths`, () => {
    expect(paths.length).toBeGreaterThanOrEqual(4);
  });
  for (const path of paths) it(path.description, path.run);
});

describe('spot orders, beyond the chart', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows the history on /all: all, only completed, only withdrawn', async () => {
    await render('history');
    await answerLoad();
    expect(screen.getByRole('heading', { name: 'Order history' })).toBeTruthy();
    expect(within(table('All')).getAllByRole('row')).toHaveLength(3);
    expect(within(rowOf('so_0000000003')).getByText('300 USDT')).toBeTruthy();
    expect(within(rowOf('so_0000000003')).getByText('0.00001 BTC')).toBeTruthy();
    await choose('tab', 'Completed');
    expect(within(table('Completed')).getAllByRole('row')).toHaveLength(2);
    expect(within(table('Completed')).queryByText('Withdrawn')).toBeNull();
    await choose('tab', 'Withdrawn');
    expect(within(table('Withdrawn')).getAllByRole('row')).toHaveLength(2);
    expect(within(table('Withdrawn')).getByText('Withdrawn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Cancel order/ })).toBeNull();
  });

  it('follows a fill live: partly filled stays current, a full fill leaves for the history', async () => {
    await render('open');
    await answerLoad();
    await stream.push({ channel: 'orders', data: { ...btc, state: 'partiallyFilled', filled: '0.004', total: '120' } });
    expect(within(rowOf('so_0000000001')).getByText('Partially filled')).toBeTruthy();
    expect(within(rowOf('so_0000000001')).getByText('0.004 BTC')).toBeTruthy();
    await stream.push({ channel: 'orders', data: { ...btc, state: 'filled', filled: '0.01', total: '300', avg_price: '30000' } });
    expect(rowOf('so_0000000001')).toBeNull();
    expect(within(table('Current orders')).getAllByRole('row')).toHaveLength(2);
    expect(wire.callsOf('getDealList')).toHaveLength(2); // no reload
  });

  it('adds an order placed elsewhere (another tab, another market) to the current orders', async () => {
    await render('open');
    await answerLoad([], []);
    expect(screen.getByText('No orders.')).toBeTruthy();
    await stream.push({ channel: 'orders', data: spotOrder('so_0000000009', { symbol: 'SOLUSDT', created_at: 1_700_000_000_009 }) });
    expect(within(rowOf('so_0000000009')).getByText('SOL/USDT')).toBeTruthy();
  });
});
