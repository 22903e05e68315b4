import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { amountProblem, policyBlockers, receivedAfterFee, type WithdrawPolicy } from '../../../src/machines/withdraw-policy';
import {
  withdrawalFlow, type WithdrawalRecord, type WithdrawSetup, type WithdrawSubmission, type WithdrawValues,
} from '../../../src/machines/withdrawal.flow';
import { policy, record, savedAddress } from './withdraw-fixtures';
import { heldService, offline, serverSays } from './support';

async function startWithdrawal(answer: WithdrawPolicy = policy()) {
  const loadSetup = heldService<WithdrawSetup, void>();
  const checkTpwd = heldService<{ set: boolean }, void>();
  const submitWithdrawal = heldService<WithdrawalRecord, { submission: WithdrawSubmission; rtoken: string }>();
  const actor = createActor(withdrawalFlow.provide({
    actors: { loadSetup: loadSetup.logic, checkTpwd: checkTpwd.logic, submitWithdrawal: submitWithdrawal.logic },
  })).start();
  loadSetup.last().resolve({ policy: answer, addresses: [savedAddress] });
  await waitFor(actor, (s) => s.matches('editing'));
  const fill = (values: Partial<WithdrawValues>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'FIELD_CHANGED', field: field as keyof WithdrawValues, value: value as string });
  };
  /** Fills the form, reviews, checks the password is set, and lands on the password step. */
  const toConfirming = async (values: Partial<WithdrawValues> = { address: savedAddress.address, amount: '150' }) => {
    fill(values);
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    actor.send({ type: 'CONTINUE' });
    checkTpwd.last().resolve({ set: true });
    await waitFor(actor, (s) => s.matches('confirming'));
  };
  return { actor, loadSetup, checkTpwd, submitWithdrawal, fill, toConfirming };
}

describe('withdrawal amounts, without floats', () => {
  it('computes the amount received from decimal strings', () => {
    expect(receivedAfterFee('150', '1')).toBe('149');
    expect(receivedAfterFee('0.3', '0.1')).toBe('0.2');
    expect(receivedAfterFee('100.000000000000000001', '1')).toBe('99.000000000000000001');
    expect(receivedAfterFee('0.5', '1')).toBe('0');
    expect(receivedAfterFee('abc', '1')).toBeNull();
  });

  it('checks the amount against the minimum, the maximum and the balance', () => {
    const p = policy({ available: '300000' });
    expect(amountProblem('99.99', p)).toBe('error.withdrawBelowMin');
    expect(amountProblem('100', p)).toBeNull();
    expect(amountProblem('200000', p)).toBeNull();
    expect(amountProblem('200000.01', p)).toBe('error.withdrawAboveMax');
    expect(amountProblem('1000.01', policy())).toBe('error.insufficientBalance');
  });
});

describe('withdrawal flow: each field checked as it is typed', () => {
  it('says a malformed or mistyped-checksum address at once, before review or the password', async () => {
    const { actor, fill, checkTpwd } = await startWithdrawal();
    fill({ address: '0x1234' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { errors: { address: 'error.addressInvalid' } } });
    // One letter's case changed: the EIP-55 checksum catches it, as the server would.
    fill({ address: savedAddress.address.replace('E0F', 'e0F') });
    expect(actor.getSnapshot().context.errors.address).toBe('error.addressInvalid');
    fill({ address: savedAddress.address });
    expect(actor.getSnapshot().context.errors.address).toBeUndefined();
    fill({ address: '' });
    expect(actor.getSnapshot().context.errors.address).toBeUndefined();
    fill({ address: 'lc1' + 'a'.repeat(40) });
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(checkTpwd.calls).toHaveLength(0);
  });

  it('checks the address again when the chain changes', async () => {
    const { actor, fill } = await startWithdrawal(policy({ chains: ['ERC20', 'LOCAL'] }));
    fill({ address: 'lc1' + 'a'.repeat(40) });
    expect(actor.getSnapshot().context.errors.address).toBe('error.addressInvalid');
    fill({ chain: 'LOCAL' });
    expect(actor.getSnapshot().context.errors.address).toBeUndefined();
  });

  it('names the broken limit of the amount as it is typed', async () => {
    const { actor, fill } = await startWithdrawal(policy({ available: '300000' }));
    const errorFor = (amount: string) => { fill({ amount }); return actor.getSnapshot().context.errors.amount; };
    expect(errorFor('250000')).toBe('error.withdrawAboveMax');
    expect(errorFor('99')).toBe('error.withdrawBelowMin');
    expect(errorFor('150')).toBeUndefined();
    expect(errorFor('')).toBeUndefined();
    fill({ amount: '150' });
    actor.send({ type: 'ALL_CHOSEN' });
    expect(actor.getSnapshot().context.errors.amount).toBe('error.withdrawAboveMax');
  });
});

describe('withdrawal flow: the policy, shown before the user acts', () => {
  it.each([
    ['locked', { lock_until: 1_700_086_400_000 }],
    ['closed', { window: { start: '12:00', end: '24:00', time_zone: 'Asia/Hong_Kong', open_now: false } }],
    ['dailyLimit', { left_today: 0 }],
    ['kyc', { kyc: { required: 'junior', met: false } }],
    ['turnover', { turnover: { ratio: '0.9', deposits: '1000', required: '900', volume: '10', met: false } }],
  ] as const)('refuses to review while the rule "%s" stops withdrawals', async (blocker, changes) => {
    const p = policy(changes as Partial<WithdrawPolicy>);
    expect(policyBlockers(p)).toEqual([blocker]);
    const { actor, fill } = await startWithdrawal(p);
    fill({ address: savedAddress.address, amount: '150' });
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ form: 'blocked' });
  });

  it('names every field the contract needs, and the amount against the limits', async () => {
    const { actor, fill } = await startWithdrawal();
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().context.errors).toEqual({ address: 'error.addressRequired', amount: 'error.amountRequired' });
    fill({ address: savedAddress.address, amount: '99.99' });
    actor.send({ type: 'REVIEW' });
    expect(actor.getSnapshot().context.errors).toEqual({ amount: 'error.withdrawBelowMin' });
  });

  it('requires every bank field on the bank-card tab', async () => {
    const { actor, fill } = await startWithdrawal();
    actor.send({ type: 'TAB_CHOSEN', tab: 'bank' });
    fill({ amount: '150' });
    actor.send({ type: 'REVIEW' });
    const errors = actor.getSnapshot().context.errors;
    expect(Object.keys(errors).sort()).toEqual(['bank_address', 'bank_name', 'bank_number', 'payee_address', 'payee_name', 'payee_phone', 'swift']);
    expect(new Set(Object.values(errors))).toEqual(new Set(['error.bankFieldRequired']));
  });

  it('fills the address from the address book and the amount from the balance', async () => {
    const { actor } = await startWithdrawal();
    actor.send({ type: 'ADDRESS_CHOSEN', id: 'a1' });
    actor.send({ type: 'ALL_CHOSEN' });
    expect(actor.getSnapshot().context.values).toMatchObject({ address: savedAddress.address, chain: 'ERC20', amount: '1000' });
  });
});

describe('withdrawal flow: confirming with the transaction password', () => {
  it('sends the user to set a transaction password when none is set', async () => {
    const { actor, fill, checkTpwd } = await startWithdrawal(policy({ tpwd_set: false }));
    fill({ address: savedAddress.address, amount: '150' });
    actor.send({ type: 'REVIEW' });
    actor.send({ type: 'CONTINUE' });
    checkTpwd.last().resolve({ set: false });
    await waitFor(actor, (s) => s.matches('tpwdMissing'));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('asks for 6 digits before submitting', async () => {
    const { actor, fill, toConfirming, submitWithdrawal } = await startWithdrawal();
    await toConfirming();
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.errors).toEqual({ tpwd: 'error.tpwdEnter' });
    fill({ tpwd: '12a' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().context.errors).toEqual({ tpwd: 'error.tpwdSixDigits' });
    expect(submitWithdrawal.calls).toHaveLength(0);
  });

  it('submits the chain withdrawal and shows the record', async () => {
    const { actor, fill, toConfirming, submitWithdrawal } = await startWithdrawal();
    await toConfirming({ address: savedAddress.address, amount: '150', memo: 'ref 7' });
    fill({ tpwd: '246810' });
    actor.send({ type: 'CONFIRM' });
    expect(submitWithdrawal.last().input.submission).toEqual({
      call: 'withdraw',
      params: { currency: 'USDT', chain: 'ERC20', address: savedAddress.address, amount: '150', tpwd: '246810', memo: 'ref 7' },
    });
    submitWithdrawal.last().resolve(record());
    await waitFor(actor, (s) => s.matches('submitted'));
    expect(actor.getSnapshot().context.record?.id).toBe('w1');
  });

  it('keeps the rtoken across retries of one submission, and takes a new one after a change', async () => {
    const { actor, fill, toConfirming, submitWithdrawal } = await startWithdrawal();
    await toConfirming();
    fill({ tpwd: '246810' });
    actor.send({ type: 'CONFIRM' });
    const first = submitWithdrawal.last().input.rtoken;
    submitWithdrawal.last().reject(offline());
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'unreachable' });
    actor.send({ type: 'CONFIRM' });
    expect(submitWithdrawal.last().input.rtoken).toBe(first);
    submitWithdrawal.last().reject(serverSays(4110, 'Wrong transaction password'));
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context.refusal).toEqual({ kind: 'server', code: 4110, message: 'Wrong transaction password' });
    fill({ tpwd: '135790' });
    actor.send({ type: 'CONFIRM' });
    expect(submitWithdrawal.last().input.rtoken).not.toBe(first);
  });

  it("shows the server's policy refusal and lets the user go back", async () => {
    const { actor, fill, toConfirming, submitWithdrawal } = await startWithdrawal();
    await toConfirming();
    fill({ tpwd: '246810' });
    actor.send({ type: 'CONFIRM' });
    submitWithdrawal.last().reject(serverSays(4205, 'Withdrawals are open from 12:00 to 24:00 Hong Kong time'));
    await waitFor(actor, (s) => s.matches('confirming'));
    expect(actor.getSnapshot().context.refusal).toMatchObject({ code: 4205 });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().value).toBe('reviewing');
    expect(actor.getSnapshot().context.values.tpwd).toBe('');
  });

  it('submits a bank-card withdrawal with every field', async () => {
    const { actor, fill, toConfirming, submitWithdrawal } = await startWithdrawal();
    actor.send({ type: 'TAB_CHOSEN', tab: 'bank' });
    const bank = {
      bank_name: 'Bank of Somewhere', bank_number: '12345678', swift: 'BOSOHKHH', bank_address: '1 Main St',
      payee_name: 'Ada Lovelace', payee_phone: '+85212345678', payee_address: '2 High St',
    };
    await toConfirming({ ...bank, amount: '150' });
    fill({ tpwd: '246810' });
    actor.send({ type: 'CONFIRM' });
    expect(submitWithdrawal.last().input.submission).toEqual({ call: 'bankWithdraw', params: { currency: 'USDT', amount: '150', tpwd: '246810', ...bank } });
  });

  it('offers to try again when the policy cannot be loaded', async () => {
    const loadSetup = heldService<WithdrawSetup, void>();
    const actor = createActor(withdrawalFlow.provide({ actors: { loadSetup: loadSetup.logic } })).start();
    loadSetup.last().reject(offline());
    await waitFor(actor, (s) => s.matches('unavailable'));
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(loadSetup.calls).toHaveLength(2);
  });
});
