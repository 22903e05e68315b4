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

  it('applies a frame of stream tickers, recomputing the change from the open in decimals', async () => {
    const { actor, stream } = await start(rows);
    stream.send(
      { channel: 'tickers', data: { symbol: 'SOLUSDT', price: '26', open_24h: '24', high_24h: '26', low_24h: '24', volume_24h: '100' } },
      { channel: 'tickers', data: { symbol: 'SOLUSDT', price: '27', open_24h: '24', high_24h: '27', low_24h: '24', volume_24h: '101' } },
    );
    const sol = actor.getSnapshot().context.markets.find((m) => m.symbol === 'SOLUSDT')!;
    expect(sol).toMatchObject({ price: '27', change_24h: '12.50', volume_24h: '101', quote_volume_24h: '2727' });
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
