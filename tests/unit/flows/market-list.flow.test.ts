import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import {
  marketListFlow, selectMainstream, selectRisers, selectVisibleMarkets, type MarketRow,
} from '../../../src/machines/market-list.flow';
import { fakeStream, marketRow } from './spot-fixtures';
import { heldService, offline } from './support';

async function start(rows: MarketRow[]) {
  const loadMarkets = heldService<MarketRow[], void>();
  const toggleFavourite = heldService<{ symbol: string; favourite: boolean }, { symbol: string }>();
  const stream = fakeStream();
  const actor = createActor(marketListFlow.provide({ actors: { loadMarkets: loadMarkets.logic, toggleFavourite: toggleFavourite.logic, marketStream: stream.logic } }), { input: undefined }).start();
  loadMarkets.last().resolve(rows);
  await waitFor(actor, (s) => s.matches('live'));
  return { actor, loadMarkets, toggleFavourite, stream };
}

const rows = [
  marketRow('BTCUSDT', { price: '30000', change_24h: '1.50', quote_volume_24h: '900000', volume_24h: '30' }),
  marketRow('ETHUSDT', { price: '2000', change_24h: '-2.10', quote_volume_24h: '400000', favourite: true }),
  marketRow('SOLUSDT', { price: '25.5', change_24h: '7.25', quote_volume_24h: '50000' }),
];

describe('market list', () => {
  it('shows coins by 24 h turnover, largest first, and subscribes the ticker stream', async () => {
    const { actor, stream } = await start(rows);
    expect(selectVisibleMarkets(actor.getSnapshot()).map((m) => m.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    expect(stream.channels).toEqual([['tickers']]);
  });

  it('sorts by change with negative changes last, and flips the direction on a second click', async () => {
    const { actor } = await start(rows);
    actor.send({ type: 'SORT', key: 'change' });
    expect(selectVisibleMarkets(actor.getSnapshot()).map((m) => m.change_24h)).toEqual(['7.25', '1.50', '-2.10']);
    actor.send({ type: 'SORT', key: 'change' });
    expect(selectVisibleMarkets(actor.getSnapshot()).map((m) => m.change_24h)).toEqual(['-2.10', '1.50', '7.25']);
  });

  it('takes a reference ticker of a market without trades as it is, and sorts its missing change last either way', async () => {
    const { actor, stream } = await start(rows);
    stream.send({ channel: 'tickers', data: {
      symbol: 'SOLUSDT', price: '25.7', price_source: 'reference', open_24h: null, high_24h: null, low_24h: null, change_24h: null,
      volume_24h: '0', quote_volume_24h: '0', reference: { source: 'simulated', simulated: true, price: '25.7' },
    } });
    expect(actor.getSnapshot().context.markets.find((m) => m.symbol === 'SOLUSDT')).toMatchObject({ price: '25.7', price_source: 'reference', change_24h: null, high_24h: null });
    actor.send({ type: 'SORT', key: 'change' });
    expect(selectVisibleMarkets(actor.getSnapshot()).map((m) => m.change_24h)).toEqual(['1.50', '-2.10', null]);
    actor.send({ type: 'SORT', key: 'change' });
    expect(selectVisibleMarkets(actor.getSnapshot()).map((m) => m.change_24h)).toEqual(['-2.10', '1.50', null]);
  });

  it('keeps a market with no price (a new coin before its first trade) without one, sorting it last by price either way, until a trade prices it', async () => {
    const newcoin = marketRow('NEWUSDT', { price: null, price_source: null, open_24h: null, high_24h: null, low_24h: null, change_24h: null, volume_24h: '0', quote_volume_24h: '0' });
    const { actor, stream } = await start([...rows, newcoin]);
    actor.send({ type: 'SORT', key: 'price' });
    expect(selectVisibleMarkets(actor.getSnapshot()).map((m) => m.price)).toEqual(['30000', '2000', '25.5', null]);
    actor.send({ type: 'SORT', key: 'price' });
    expect(selectVisibleMarkets(actor.getSnapshot()).map((m) => m.price)).toEqual(['25.5', '2000', '30000', null]);
    const { favourite: _, ...figures } = newcoin;
    stream.send({ channel: 'tickers', data: { ...figures, price: '2.5', price_source: 'trade', volume_24h: '4', quote_volume_24h: '10' } });
    expect(actor.getSnapshot().context.markets.find((m) => m.symbol === 'NEWUSDT')).toMatchObject({ price: '2.5', price_source: 'trade', favourite: false });
    expect(selectVisibleMarkets(actor.getSnapshot()).map((m) => m.price)).toEqual(['2.5', '25.5', '2000', '30000']);
  });

  it('searches by pair, shows favourites on their tab and nothing on the contracts tab', async () => {
    const { actor } = await start(rows);
    actor.send({ type: 'SEARCH', query: 'so' });
    expect(selectVisibleMarkets(actor.getSnapshot()).map((m) => m.symbol)).toEqual(['SOLUSDT']);
    actor.send({ type: 'SEARCH', query: '' });
    actor.send({ type: 'CHOOSE_TAB', tab: 'favourites' });
    expect(selectVisibleMarkets(actor.getSnapshot()).map((m) => m.symbol)).toEqual(['ETHUSDT']);
    actor.send({ type: 'CHOOSE_TAB', tab: 'contracts' });
    expect(selectVisibleMarkets(actor.getSnapshot())).toEqual([]);
  });

  it('applies a frame of stream tickers with the server\'s figures, the last one winning', async () => {
    const { actor, stream } = await start(rows);
    const figures = { price_source: 'trade', open_24h: '24', low_24h: '24', reference: { source: 'simulated', simulated: true, price: '26.9' } };
    stream.send(
      { channel: 'tickers', data: { symbol: 'SOLUSDT', price: '26', high_24h: '26', change_24h: '8.33', volume_24h: '100', quote_volume_24h: '2600', ...figures } },
      { channel: 'tickers', data: { symbol: 'SOLUSDT', price: '27', high_24h: '27', change_24h: '12.50', volume_24h: '101', quote_volume_24h: '2627', ...figures } },
    );
    const sol = actor.getSnapshot().context.markets.find((m) => m.symbol === 'SOLUSDT')!;
    expect(sol).toMatchObject({ price: '27', price_source: 'trade', change_24h: '12.50', volume_24h: '101', quote_volume_24h: '2627' });
    expect(selectRisers(actor.getSnapshot())[0].symbol).toBe('SOLUSDT');
    expect(selectMainstream(actor.getSnapshot(), 1)[0].symbol).toBe('BTCUSDT');
  });

  it('toggles a favourite through the server and keeps its answer', async () => {
    const { actor, toggleFavourite } = await start(rows);
    actor.send({ type: 'TOGGLE_FAVOURITE', symbol: 'BTCUSDT' });
    expect(actor.getSnapshot().matches({ live: 'togglingFavourite' })).toBe(true);
    expect(toggleFavourite.last().input).toEqual({ symbol: 'BTCUSDT' });
    toggleFavourite.last().resolve({ symbol: 'BTCUSDT', favourite: true });
    await waitFor(actor, (s) => s.matches({ live: 'idle' }));
    expect(actor.getSnapshot().context.markets.find((m) => m.symbol === 'BTCUSDT')!.favourite).toBe(true);
  });

  it('says when the markets cannot be loaded, and loads again on retry', async () => {
    const loadMarkets = heldService<MarketRow[], void>();
    const actor = createActor(marketListFlow.provide({ actors: { loadMarkets: loadMarkets.logic, marketStream: fakeStream().logic } }), { input: undefined }).start();
    loadMarkets.last().reject(offline());
    await waitFor(actor, (s) => s.matches('unavailable'));
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'unreachable' });
    actor.send({ type: 'RETRY' });
    loadMarkets.last().resolve(rows);
    await waitFor(actor, (s) => s.matches('live'));
  });
});
