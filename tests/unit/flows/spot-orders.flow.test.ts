import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { selectAvailable, spotOrdersFlow, type OrdersSnapshot, type SpotOrder } from '../../../src/machines/spot-orders.flow';
import { fakeStream, spotOrder } from './spot-fixtures';
import { heldService, serverSays } from './support';

const balances = (usdt: string) => ({ total_usdt: usdt, assets: [{ currency: 'USDT', available: usdt, frozen: '0', usdt_value: usdt, usdt_price: '1', price_source: null }], contract: [] });

async function start(open: SpotOrder[] = [], history: SpotOrder[] = [], symbol: string | null = 'BTCUSDT') {
  const loadOrders = heldService<OrdersSnapshot, { symbol: string | null }>();
  const cancelOrder = heldService<SpotOrder, { orderId: string }>();
  const stream = fakeStream();
  const actor = createActor(
    spotOrdersFlow.provide({ actors: { loadOrders: loadOrders.logic, cancelOrder: cancelOrder.logic, privateStream: stream.logic } }),
    { input: { symbol } },
  ).start();
  expect(loadOrders.last().input).toEqual({ symbol });
  loadOrders.last().resolve(symbol === null ? { open, history } : { open, history, balances: balances('1000') });
  await waitFor(actor, (s) => s.matches('ready'));
  return { actor, cancelOrder, stream };
}

describe('spot orders', () => {
  it('loads open orders, history and balances, then listens to the private channels', async () => {
    const { actor, stream } = await start([spotOrder('so_0000000001')], [spotOrder('so_0000000000', { state: 'filled' })]);
    expect(actor.getSnapshot().context.open.map((o) => o.id)).toEqual(['so_0000000001']);
    expect(selectAvailable(actor.getSnapshot(), 'USDT')).toBe('1000');
    expect(selectAvailable(actor.getSnapshot(), 'BTC')).toBe('0');
    expect(stream.channels).toEqual([['orders', 'balances']]);
  });

  it('cancels an open order and moves it to the history as withdrawn', async () => {
    const { actor, cancelOrder } = await start([spotOrder('so_0000000001')]);
    actor.send({ type: 'CANCEL', orderId: 'so_0000000001' });
    expect(actor.getSnapshot().matches({ ready: 'cancelling' })).toBe(true);
    expect(cancelOrder.last().input).toEqual({ orderId: 'so_0000000001' });
    cancelOrder.last().resolve(spotOrder('so_0000000001', { state: 'cancelled', end_reason: 'userCancelled' }));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.open).toEqual([]);
    expect(actor.getSnapshot().context.history[0]).toMatchObject({ id: 'so_0000000001', state: 'cancelled' });
  });

  it('shows the server\'s reason when a cancel is refused and keeps the order', async () => {
    const { actor, cancelOrder } = await start([spotOrder('so_0000000001')]);
    actor.send({ type: 'CANCEL', orderId: 'so_0000000001' });
    cancelOrder.last().reject(serverSays(4210, 'The order has already filled'));
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    expect(actor.getSnapshot().context.refusal).toMatchObject({ message: 'The order has already filled' });
    expect(actor.getSnapshot().context.open).toHaveLength(1);
  });

  it('ignores a cancel of an order that is not open', async () => {
    const { actor } = await start([], [spotOrder('so_0000000002', { state: 'filled' })]);
    actor.send({ type: 'CANCEL', orderId: 'so_0000000002' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
  });

  it('follows fills and balances from the private stream', async () => {
    const { actor, stream } = await start([spotOrder('so_0000000001')]);
    stream.send(
      { channel: 'orders', data: spotOrder('so_0000000001', { state: 'partiallyFilled', filled: '0.005' }) },
      { channel: 'orders', data: spotOrder('so_0000000003', { symbol: 'ETHUSDT' }) },
      { channel: 'balances', data: balances('700') },
    );
    expect(actor.getSnapshot().context.open).toEqual([expect.objectContaining({ id: 'so_0000000001', filled: '0.005' })]);
    expect(selectAvailable(actor.getSnapshot(), 'USDT')).toBe('700');
    stream.send({ channel: 'orders', data: spotOrder('so_0000000001', { state: 'filled', filled: '0.01' }) });
    expect(actor.getSnapshot().context.open).toEqual([]);
    expect(actor.getSnapshot().context.history.map((o) => o.state)).toEqual(['filled']);
  });

  it('keeps the orders of every market when it shows them all (/dealList, /all), without balances', async () => {
    const { actor, stream } = await start([spotOrder('so_0000000001')], [], null);
    expect(selectAvailable(actor.getSnapshot(), 'USDT')).toBe('0');
    stream.send({ channel: 'orders', data: spotOrder('so_0000000003', { symbol: 'ETHUSDT', created_at: 1_700_000_000_001 }) });
    expect(actor.getSnapshot().context.open.map((o) => o.symbol)).toEqual(['ETHUSDT', 'BTCUSDT']);
  });
});
