import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { depositFlow, type DepositInfo, type TestFunds } from '../../../src/machines/deposit.flow';
import { flushPromises, heldService, offline, serverSays } from './support';

const info: DepositInfo = {
  address: { currency: 'USDT', chain: 'LOCAL', address: 'loc1abc', confirmations_required: 3, min_deposit: '1' },
  turnover: { ratio: '0.9', deposits: '0', required: '0', volume: '0', met: true },
  currencies: ['USDT', 'BTC'],
};

async function startDeposit(demo: boolean) {
  const load = heldService<DepositInfo, { currency: string }>();
  const send = heldService<TestFunds, void>();
  const copyAddress = vi.fn();
  const refreshRecords = vi.fn();
  const actor = createActor(
    depositFlow.provide({ actors: { loadDepositInfo: load.logic, sendTestFunds: send.logic }, actions: { copyAddress: (_, a) => copyAddress(a), refreshRecords } }),
    { input: { demo } },
  ).start();
  load.last().resolve(info);
  await flushPromises();
  return { actor, load, send, copyAddress, refreshRecords };
}

describe('deposit flow', () => {
  it('loads USDT first, the chosen asset when another is chosen, and keeps the last address when that is refused', async () => {
    const { actor, load } = await startDeposit(false);
    expect(load.calls[0].input).toEqual({ currency: 'USDT' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    actor.send({ type: 'ASSET_CHOSEN', currency: 'USDT' });
    expect(load.calls).toHaveLength(1);
    actor.send({ type: 'ASSET_CHOSEN', currency: 'BTC' });
    expect(load.last().input).toEqual({ currency: 'BTC' });
    expect(actor.getSnapshot().value).toBe('switching');
    load.last().reject(serverSays(4201, 'BTC is not offered on this chain'));
    await flushPromises();
    // The platform refused: the last address stays, with the reason.
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.currency).toBe('USDT');
    expect(actor.getSnapshot().context.refusal).toMatchObject({ message: 'BTC is not offered on this chain' });
  });

  it('copies the address through the provided action', async () => {
    const { actor, copyAddress } = await startDeposit(false);
    actor.send({ type: 'COPY_ADDRESS' });
    expect(copyAddress).toHaveBeenCalledWith('loc1abc');
  });

  it('asks for test funds only in demo mode', async () => {
    const { actor, send } = await startDeposit(false);
    actor.send({ type: 'SEND_TEST_FUNDS' });
    expect(send.calls).toHaveLength(0);
  });

  it('sends test funds, then refreshes the deposits list; a refusal is shown and may be retried', async () => {
    const { actor, send, refreshRecords } = await startDeposit(true);
    actor.send({ type: 'SEND_TEST_FUNDS' });
    send.last().reject(offline());
    await flushPromises();
    expect(actor.getSnapshot().context.testFundsRefusal).toEqual({ kind: 'unreachable' });
    actor.send({ type: 'SEND_TEST_FUNDS' });
    expect(actor.getSnapshot().context.testFundsRefusal).toBeNull();
    send.last().resolve({ tx_hash: '0xabc', amount: '1000' });
    await flushPromises();
    expect(actor.getSnapshot().matches({ ready: 'testFundsSent' })).toBe(true);
    expect(actor.getSnapshot().context.testFunds).toEqual({ tx_hash: '0xabc', amount: '1000' });
    expect(refreshRecords).toHaveBeenCalledTimes(1);
  });
});
