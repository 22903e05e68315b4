import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { orderEstimate, spotTradeFlow, type OrderRequest, type PlacedOrder } from '../../../src/machines/spot-trade.flow';
import { btcRules, spotOrder } from './spot-fixtures';
import { heldService, offline, serverSays } from './support';

function start() {
  const placeOrder = heldService<PlacedOrder, { order: OrderRequest; rtoken: string }>();
  const actor = createActor(spotTradeFlow.provide({ actors: { placeOrder: placeOrder.logic } }), { input: { rules: btcRules } }).start();
  actor.send({ type: 'BALANCES', base: '0.5', quote: '1000' });
  actor.send({ type: 'BOOK', bid: '29999.99', ask: '30000.01' });
  const fill = (price: string, amount: string) => {
    actor.send({ type: 'CHANGE', field: 'price', value: price });
    actor.send({ type: 'CHANGE', field: 'amount', value: amount });
  };
  return { actor, placeOrder, fill };
}

describe('spot order form', () => {
  it('checks tick, lot, minimum total and balance before the confirm step', () => {
    const { actor, fill } = start();
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().context.errors).toEqual({ price: 'required', amount: 'required' });
    fill('30000.005', '0.00005');
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().context.errors).toEqual({ price: 'tick', amount: 'lot' });
    fill('30000', '0.0001');
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().context.errors).toEqual({ amount: 'minNotional' });
    fill('30000', '0.04');
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().context.errors).toEqual({ amount: 'insufficient' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('shows the total and the fee at the taker rate, computed in decimals', () => {
    const { actor, fill } = start();
    fill('30000.01', '0.0123');
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().value).toBe('confirming');
    // 30000.01 × 0.0123 = 369.000123; fee 0.2% = 0.738000246, cut to the quote's 6 digits
    expect(orderEstimate(actor.getSnapshot().context)).toEqual({ price: '30000.01', total: '369.000123', fee: '0.738', cost: '369.738123' });
  });

  it('places the order after confirm and keeps the rtoken when retrying a refusal', async () => {
    const { actor, placeOrder, fill } = start();
    fill('30000', '0.01');
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('submitting');
    const first = placeOrder.last().input;
    expect(first.order).toEqual({ symbol: 'BTCUSDT', side: 'buy', type: 'limit', price: '30000', amount: '0.01' });
    placeOrder.last().reject(offline());
    await waitFor(actor, (s) => s.matches('refused'));
    actor.send({ type: 'RETRY' });
    expect(placeOrder.last().input.rtoken).toBe(first.rtoken);
    placeOrder.last().resolve(spotOrder('so_0000000001'));
    await waitFor(actor, (s) => s.matches('placed'));
    actor.send({ type: 'NEW_ORDER' });
    expect(actor.getSnapshot().context).toMatchObject({ amount: '', price: '30000', rtoken: null });
  });

  it('takes a new rtoken after the order is edited', async () => {
    const { actor, placeOrder, fill } = start();
    fill('30000', '0.01');
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM' });
    const first = placeOrder.last().input.rtoken;
    placeOrder.last().reject(serverSays(4200, 'Price outside the allowed band'));
    await waitFor(actor, (s) => s.matches('refused'));
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'server', code: 4200, message: 'Price outside the allowed band' });
    actor.send({ type: 'EDIT' });
    fill('29000', '0.01');
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM' });
    expect(placeOrder.last().input.rtoken).not.toBe(first);
  });

  it('sends a market order without a price and estimates it at the best opposite price', () => {
    const { actor, placeOrder } = start();
    actor.send({ type: 'CHOOSE_SIDE', side: 'sell' });
    actor.send({ type: 'CHOOSE_TYPE', orderType: 'market' });
    actor.send({ type: 'CHANGE', field: 'amount', value: '0.5' });
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONFIRM' });
    expect(placeOrder.last().input.order).toEqual({ symbol: 'BTCUSDT', side: 'sell', type: 'market', amount: '0.5' });
  });

  it('fills the amount from a percentage of the balance, rounded down to the lot, fee included for a buy', () => {
    const { actor } = start();
    actor.send({ type: 'CHANGE', field: 'price', value: '30000' });
    actor.send({ type: 'USE_PERCENT', percent: 50 });
    // 500 USDT / (30000 × 1.002) = 0.016633… → 0.0166
    expect(actor.getSnapshot().context.amount).toBe('0.0166');
    actor.send({ type: 'CHOOSE_SIDE', side: 'sell' });
    actor.send({ type: 'USE_PERCENT', percent: 25 });
    expect(actor.getSnapshot().context.amount).toBe('0.125');
  });

  it('goes back from the confirm step to the form', () => {
    const { actor, fill } = start();
    fill('30000', '0.01');
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
