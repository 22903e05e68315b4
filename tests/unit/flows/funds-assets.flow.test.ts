import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { assetsFlow, type Balances } from '../../../src/machines/assets.flow';
import { flushPromises, heldService, serverSays } from './support';

const balances: Balances = { total_usdt: '10', spot: [{ currency: 'USDT', available: '8', frozen: '2', usdt_value: '10', usdt_price: '1', price_source: null }], contract: [] };

describe('assets flow', () => {
  it('loads the balances, loads again on refresh, and retries after a refusal', async () => {
    const load = heldService<Balances, void>();
    const actor = createActor(assetsFlow.provide({ actors: { loadBalances: load.logic } })).start();
    load.last().reject(serverSays(2001, 'Busy'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'server', code: 2001, message: 'Busy' });
    actor.send({ type: 'RETRY' });
    load.last().resolve(balances);
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.balances).toEqual(balances);
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.calls).toHaveLength(3);
  });
});
