// Markets, rules and orders as the server sends them, for the market and spot flow tests.
import { fromCallback } from 'xstate';
import type { MarketRow } from '../../../src/machines/market-list.flow';
import type { MarketDetails, MarketRules } from '../../../src/machines/order-book.flow';
import type { SpotOrder } from '../../../src/machines/spot-orders.flow';

export const btcRules: MarketRules = {
  symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', base_scale: 8, quote_scale: 6, tick_size: '0.01', lot_size: '0.0001', min_notional: '5',
  maker_fee_rate: '0.001', taker_fee_rate: '0.002', maker_fee_bps: 10, taker_fee_bps: 20, price_protection_bps: 500, buy_lock_rule: 'total plus fee',
};

const reference = { source: 'simulated', simulated: true, price: null };

export function marketRow(symbol: string, over: Partial<MarketRow> = {}): MarketRow {
  const base = symbol.replace(/USDT$/, '');
  return {
    symbol, base, quote: 'USDT', price: '100', price_source: 'trade', open_24h: '100', high_24h: '100', low_24h: '100', change_24h: '0.00', volume_24h: '10',
    quote_volume_24h: '1000', reference, favourite: false, ...over,
  };
}

export const btcDetails: MarketDetails = {
  rules: btcRules, demo_notice: true,
  ticker: { symbol: 'BTCUSDT', base: 'BTC', quote: 'USDT', price: '30000', price_source: 'trade', open_24h: '29000', high_24h: '30100', low_24h: '28900', change_24h: '3.45', volume_24h: '12', quote_volume_24h: '360000', reference },
};

export function spotOrder(id: string, over: Partial<SpotOrder> = {}): SpotOrder {
  return {
    id, symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '30000', amount: '0.01', filled: '0', total: '0', avg_price: null, fee: '0', fee_asset: 'BTC',
    locked: '300.6', locked_asset: 'USDT', state: 'new', end_reason: null, created_at: 1_700_000_000_000, updated_at: 1_700_000_000_000, ...over,
  };
}

/** A stream actor the test pushes messages through, recording the channels it was asked for. */
export function fakeStream() {
  const channels: string[][] = [];
  let push: ((messages: { channel: string; data?: unknown; [k: string]: unknown }[]) => void) | null = null;
  const logic = fromCallback<{ type: string }, { channels: string[] }>(({ sendBack, input }) => {
    channels.push(input.channels);
    push = (messages) => sendBack({ type: 'STREAM', messages });
    return () => { push = null; };
  });
  return {
    logic,
    channels,
    send(...messages: { channel: string; data?: unknown; [k: string]: unknown }[]) {
      if (!push) throw new Error('the stream is not running');
      push(messages);
    },
    get running() { return push !== null; },
  };
}
