import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import type { KlineInterval } from '../../../api/endpoints/spot';
import { applyLevels, orderBookFlow, selectBestAsk, selectBestBid, type MarketSnapshot } from '../../../src/machines/order-book.flow';
import { btcDetails, fakeStream } from './spot-fixtures';
import { heldService } from './support';

const snapshot = (): MarketSnapshot => ({
  details: btcDetails,
  bids: [['29999', '1'], ['29998', '2']],
  asks: [['30001', '1'], ['30002', '3']],
  trades: [{ id: 't1', price: '30000', amount: '0.1', side: 'buy', at: 1 }],
  candles: [{ t: 60_000, o: '1', h: '2', l: '1', c: '2', v: '1' }],
});

async function start() {
  const loadMarket = heldService<MarketSnapshot, { symbol: string; interval: KlineInterval }>();
  const stream = fakeStream();
  const actor = createActor(orderBookFlow.provide({ actors: { loadMarket: loadMarket.logic, marketStream: stream.logic } }), { input: { symbol: 'BTCUSDT' } }).start();
  loadMarket.last().resolve(snapshot());
  await waitFor(actor, (s) => s.matches('live'));
  return { actor, loadMarket, stream };
}

describe('live market of /deal', () => {
  it('keeps levels sorted best first and drops a level whose amount is 0', () => {
    expect(applyLevels([['10', '1'], ['9', '1']], [['9.5', '2'], ['10', '0']], true)).toEqual([['9.5', '2'], ['9', '1']]);
    expect(applyLevels([['10', '1']], [['9.5', '2']], false)).toEqual([['9.5', '2'], ['10', '1']]);
  });

  it('subscribes the ticker, depth, trades and candle channels of the market', async () => {
    const { stream } = await start();
    expect(stream.channels).toEqual([['ticker:BTCUSDT', 'depth:BTCUSDT', 'trades:BTCUSDT', 'candles:BTCUSDT:15m']]);
  });

  it('applies a frame of depth updates, trades, candles and the ticker in one step', async () => {
    const { actor, stream } = await start();
    stream.send(
      { channel: 'depth:BTCUSDT', type: 'update', seq: 5, bids: [['30000', '0.5']], asks: [['30001', '0']] },
      { channel: 'trades:BTCUSDT', data: [{ id: 't2', price: '30001', amount: '1', side: 'buy', at: 2 }, { id: 't3', price: '30002', amount: '1', side: 'buy', at: 3 }] },
      { channel: 'candles:BTCUSDT:15m', data: { t: 60_000, o: '1', h: '3', l: '1', c: '3', v: '2' } },
      { channel: 'candles:BTCUSDT:15m', data: { t: 120_000, o: '3', h: '3', l: '3', c: '3', v: '1' } },
      { channel: 'ticker:BTCUSDT', data: { symbol: 'BTCUSDT', price: '30002', price_source: 'trade', open_24h: '29000', high_24h: '30100', low_24h: '28900', change_24h: '3.45', volume_24h: '13', quote_volume_24h: '390000', reference: btcDetails.ticker.reference } },
    );
    const s = actor.getSnapshot();
    expect(selectBestBid(s)).toBe('30000');
    expect(selectBestAsk(s)).toBe('30002');
    expect(s.context.trades.map((t) => t.id)).toEqual(['t3', 't2', 't1']);
    expect(s.context.candles.map((c) => [c.t, c.c])).toEqual([[60_000, '3'], [120_000, '3']]);
    expect(s.context.details!.ticker).toMatchObject({ price: '30002', price_source: 'trade', change_24h: '3.45', volume_24h: '13' });
  });

  it('replaces the book with a fresh snapshot (after the stream resubscribed on a gap)', async () => {
    const { actor, stream } = await start();
    stream.send({ channel: 'depth:BTCUSDT', type: 'snapshot', seq: 9, bids: [['29000', '1']], asks: [] });
    expect(actor.getSnapshot().context.bids).toEqual([['29000', '1']]);
    expect(actor.getSnapshot().context.asks).toEqual([]);
  });

  it('reloads candles and restarts the stream when the interval changes', async () => {
    const { actor, loadMarket, stream } = await start();
    actor.send({ type: 'CHOOSE_INTERVAL', interval: '1h' });
    expect(stream.running).toBe(false);
    expect(loadMarket.last().input).toEqual({ symbol: 'BTCUSDT', interval: '1h' });
    loadMarket.last().resolve(snapshot());
    await waitFor(actor, (s) => s.matches('live'));
    expect(stream.channels.at(-1)).toContain('candles:BTCUSDT:1h');
  });
});
