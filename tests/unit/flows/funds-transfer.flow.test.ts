import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Balances } from '../../../src/machines/assets.flow';
import { shareOf, transferFlow, type TransferReceipt, type TransferValues } from '../../../src/machines/transfer.flow';
import { flushPromises, heldService, serverSays } from './support';

const balances: Balances = {
  total_usdt: '100.5', spot: [{ currency: 'USDT', available: '100.5', frozen: '0', usdt_value: '100.5', usdt_price: '1', price_source: null }, { currency: 'BTC', available: '0', frozen: '0', usdt_value: '0', usdt_price: '30000', price_source: 'reference' }],
  contract: [{ currency: 'USDT', balance: '20' }],
};

async function startTransfer() {
  const load = heldService<Balances, void>();
  const tpwd = heldService<{ set: boolean }, void>();
  const submit = heldService<TransferReceipt, { values: TransferValues; rtoken: string }>();
  const actor = createActor(transferFlow.provide({ actors: { loadBalances: load.logic, checkTpwd: tpwd.logic, submitTransfer: submit.logic } })).start();
  load.last().resolve(balances);
  await flushPromises();
  return { actor, load, tpwd, submit };
}

describe('transfer flow', () => {
  it('checks the amount against the contract and what is available', async () => {
    const { actor, submit } = await startTransfer();
    const tryAmount = (amount: string) => {
      actor.send({ type: 'AMOUNT_CHANGED', amount });
      actor.send({ type: 'SUBMIT' });
      return actor.getSnapshot().context.errors;
    };
    expect(tryAmount('')).toEqual({ amount: 'error.amountRequired' });
    expect(tryAmount('1e3')).toEqual({ amount: 'error.amountInvalid' });
    expect(tryAmount('0')).toEqual({ amount: 'error.amountInvalid' });
    expect(tryAmount('100.51')).toEqual({ amount: 'error.insufficientBalance' });
    expect(submit.calls).toHaveLength(0);
    actor.send({ type: 'DIRECTION_SWAPPED' });
    expect(tryAmount('20.01')).toEqual({ amount: 'error.insufficientBalance' });
  });

  it('says an amount above what is available as it is typed, and nothing while it is empty', async () => {
    const { actor } = await startTransfer();
    actor.send({ type: 'AMOUNT_CHANGED', amount: '100.51' });
    expect(actor.getSnapshot().context.errors).toEqual({ amount: 'error.insufficientBalance' });
    actor.send({ type: 'AMOUNT_CHANGED', amount: '100.5' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'AMOUNT_CHANGED', amount: '' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('fills a share of the available amount in exact decimals', async () => {
    const { actor } = await startTransfer();
    actor.send({ type: 'SHARE_CHOSEN', percent: 50 });
    expect(actor.getSnapshot().context.values.amount).toBe('50.2');
    actor.send({ type: 'SHARE_CHOSEN', percent: 100 });
    expect(actor.getSnapshot().context.values.amount).toBe('100.5');
    expect(shareOf('0.000003', 25)).toBe('0');
  });

  it('asks for the transaction password before it moves anything', async () => {
    const { actor, tpwd, submit } = await startTransfer();
    actor.send({ type: 'AMOUNT_CHANGED', amount: '10' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('checkingTpwd');
    tpwd.last().resolve({ set: true });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.errors).toEqual({ tpwd: 'error.tpwdEnter' });
    actor.send({ type: 'TPWD_CHANGED', tpwd: '12a' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.errors).toEqual({ tpwd: 'error.tpwdSixDigits' });
    expect(submit.calls).toHaveLength(0);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { values: { amount: '10', tpwd: '' } } });
  });

  it('says a transaction password must be set first, and goes back to the form', async () => {
    const { actor, tpwd, submit } = await startTransfer();
    actor.send({ type: 'AMOUNT_CHANGED', amount: '10' });
    actor.send({ type: 'SUBMIT' });
    tpwd.last().resolve({ set: false });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('tpwdMissing');
    actor.send({ type: 'CONFIRM' });
    expect(submit.calls).toHaveLength(0);
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('submits once with one rtoken, keeps it on a retry, and shows the receipt', async () => {
    const { actor, submit, load, tpwd } = await startTransfer();
    actor.send({ type: 'AMOUNT_CHANGED', amount: '10' });
    actor.send({ type: 'SUBMIT' });
    tpwd.last().resolve({ set: true });
    await flushPromises();
    actor.send({ type: 'TPWD_CHANGED', tpwd: '246810' });
    actor.send({ type: 'CONFIRM' });
    expect(submit.last().input.values).toEqual({ currency: 'USDT', from: 'spot', to: 'contract', amount: '10', tpwd: '246810' });
    const rtoken = submit.last().input.rtoken;
    submit.last().reject(serverSays(4200, 'Insufficient balance'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.refusal).toMatchObject({ message: 'Insufficient balance' });
    actor.send({ type: 'CONFIRM' });
    expect(submit.last().input.rtoken).toBe(rtoken);
    submit.last().resolve({ id: 't1', currency: 'USDT', from: 'spot', to: 'contract', amount: '10', created_at: 1 });
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('transferred');
    actor.send({ type: 'TRANSFER_AGAIN' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(load.calls).toHaveLength(2);
  });

  it('says why the balances could not be loaded, and retries', async () => {
    const load = heldService<Balances, void>();
    const actor = createActor(transferFlow.provide({ actors: { loadBalances: load.logic } })).start();
    load.last().reject(serverSays(2001, 'Busy'));
    await flushPromises();
    expect(actor.getSnapshot().value).toBe('unavailable');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
  });
});
