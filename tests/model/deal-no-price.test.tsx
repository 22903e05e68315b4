// /deal of a new coin's market before its first trade: the server states no price (no trade, no
// reference), so the header and the order book show a dash, the order form's price stays empty,
// and the first trade on the stream brings the price in.
import { act, cleanup, screen } from '@testing-library/react';
import { useActorRef, useSelector } from '@xstate/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePlatform } from '../../src/app/platform-context';
import { orderBookFlow, selectDetails, type MarketDetails } from '../../src/machines/order-book.flow';
import { orderBookServices } from '../../src/services/spot';
import type { StreamListener, StreamMessage } from '../../src/services/market-stream';
import { TickerBar } from '../../src/screens/spot/DealScreen';
import { OrderBookPanel } from '../../src/screens/spot/OrderBookPanel';
import { OrderForm } from '../../src/screens/spot/OrderForm';
import { btcRules } from '../unit/flows/spot-fixtures';
import { renderScreen, settle, testUser, type FakeWire } from './harness';

function testStream() {
  const listeners = new Map<string, Set<StreamListener>>();
  return {
    subscribe(channel: string, listener: StreamListener) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
      return () => { listeners.get(channel)!.delete(listener); };
    },
    async push(...messages: StreamMessage[]) {
      for (const m of messages) for (const l of listeners.get(m.channel) ?? []) l(m);
      await act(async () => { vi.advanceTimersByTime(300); });
      await settle();
    },
  };
}

const rules = { ...btcRules, symbol: 'NEWUSDT', base: 'NEW' };
const noPrice: MarketDetails = {
  rules, demo_notice: false,
  ticker: {
    symbol: 'NEWUSDT', base: 'NEW', quote: 'USDT', price: null, price_source: null, open_24h: null, high_24h: null, low_24h: null, change_24h: null,
    volume_24h: '0', quote_volume_24h: '0', reference: { source: 'simulated', simulated: true, price: null },
  },
};

let wire: FakeWire;
let stream: ReturnType<typeof testStream>;

function Page() {
  const { client } = usePlatform();
  const book = useActorRef(orderBookFlow.provide({ actors: orderBookServices(client, stream) }), { input: { symbol: 'NEWUSDT' } });
  const details = useSelector(book, selectDetails);
  if (!details) return null;
  return (
    <>
      <TickerBar details={details} />
      <OrderBookPanel flow={book} />
      <OrderForm rules={details.rules} base="0" quote="100" bid={null} ask={null} />
    </>
  );
}

describe('/deal of a market with no price yet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a dash for the price, prefills nothing, and shows the first trade\'s price when it comes', async () => {
    stream = testStream();
    ({ wire } = await renderScreen(<Page />, { url: '/deal?symbol=NEWUSDT', route: '/deal', member: testUser }));
    await wire.answer('getCurrencyMessage', noPrice);
    await wire.answer('depth', { bids: [], asks: [] });
    await wire.answer('trades', []);
    await wire.answer('kline', []);
    expect(screen.getByRole('heading', { name: 'NEW/USDT' })).toBeTruthy();
    expect(screen.getByTestId('no-price').textContent).toBe('—');
    expect(screen.getByTestId('book-price').textContent).toBe('—');
    expect(screen.queryByTestId('reference-mark')).toBeNull();
    expect(screen.queryByText(/Reference price/)).toBeNull();
    expect(screen.queryByText('0')).toBeNull();
    expect((screen.getByLabelText('Price (USDT)') as HTMLInputElement).value).toBe('');

    await stream.push({
      channel: 'ticker:NEWUSDT',
      data: { ...noPrice.ticker, price: '2.5', price_source: 'trade', open_24h: '2.5', high_24h: '2.5', low_24h: '2.5', change_24h: '0.00', volume_24h: '4', quote_volume_24h: '10' },
    });
    expect(screen.queryByTestId('no-price')).toBeNull();
    expect(screen.getByTestId('book-price').textContent).toBe('2.5');
    expect(screen.getAllByText('2.5').length).toBeGreaterThanOrEqual(2);
    expect((screen.getByLabelText('Price (USDT)') as HTMLInputElement).value).toBe('');
  });
});
