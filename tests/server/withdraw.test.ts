// Withdrawals through the public surface: the policy shown before acting, submission with the
// transaction password freezing the amount, cancel while under review, rejection unfreezing at once
// with the reason, approval → broadcast → succeeded on the local chain, bank-card payouts,
// auto-approval, concurrency and replay, the address book and collection settings.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { mineAndScan } from './funds-fixtures';
import {
  TPWD, balances, expectCleanAudit, expectNoOrphanedFreeze, fundHotWallet, fundedUser, operatorToken, sender, setSettings, usdt, walletBalance,
} from './withdraw-fixtures';

let server: TestServer;
let opToken: string;
const deps = () => server.platform.deps;
const localAddress = () => `lc1${randomBytes(20).toString('hex')}`;

beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  await setSettings(deps(), { 'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none' });
  opToken = await operatorToken(server);
});
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  await expectCleanAudit(deps());
  await expectNoOrphanedFreeze(deps());
});

function withdraw(token: string, amount: string, extra: Record<string, string> = {}, rtoken?: string) {
  return server.call('web/withdraw', { chain: 'LOCAL', address: localAddress(), amount, tpwd: TPWD, ...extra }, { token, rtoken });
}
async function record(token: string, id: string) {
  const res = await server.call('web/withdrawRecords', {}, { token });
  expect(res.code, res.message).toBe(0);
  return res.data.find((r: any) => r.id === id);
}

describe('web/getWithdrawPolicy', () => {
  it('shows every rule with the user\'s own progress before they act', async () => {
    const user = await fundedUser(server, usdt(500));
    const res = await server.call('web/getWithdrawPolicy', {}, { token: user.token });
    expect(res.code, res.message).toBe(0);
    expect(res.data).toEqual({
      currency: 'USDT', scale: 6, chains: ['LOCAL'], bank_enabled: true, fee: '1', min: '100', max: '200000',
      window: { start: '12:00', end: '24:00', time_zone: 'Asia/Hong_Kong', open_now: true },
      per_day: 2, left_today: 2,
      turnover: { ratio: '0', deposits: '500', required: '0', volume: '0', met: true },
      kyc: { required: 'none', met: true }, lock_until: null, auto_approve_below: '0', review_hours: 24,
      available: '500', trade_only_held: '0', tpwd_set: true, can_withdraw: true,
    });
  });
});

describe('a withdrawal under review', () => {
  it('freezes the amount on submission and shows its timeline; the user may cancel it and gets the amount back at once', async () => {
    const user = await fundedUser(server, usdt(500));
    const res = await withdraw(user.token, '150');
    expect(res.code, res.message).toBe(0);
    expect(res.data).toMatchObject({ state: 'underReview', status: 1, amount: '150', fee: '1', received: '149', can_cancel: true, reason: null });
    expect(res.data.timeline.map((t: any) => t.state)).toEqual(['underReview']);
    expect(await balances(server, user.token)).toEqual({ available: '350', frozen: '150' });
    expect((await server.call('web/getWithdrawPolicy', {}, { token: user.token })).data.left_today).toBe(1);

    const cancel = await server.call('web/cancelWithdraw', { id: res.data.id }, { token: user.token });
    expect(cancel.code, cancel.message).toBe(0);
    expect(cancel.data).toMatchObject({ state: 'cancelled', status: 0, can_cancel: false });
    expect(cancel.data.timeline.map((t: any) => [t.state, t.reason])).toEqual([
      ['underReview', null], ['cancelled', 'Cancelled by you; the amount was returned to your spot account.'],
    ]);
    expect(await balances(server, user.token)).toEqual({ available: '500', frozen: '0' });
    const again = await server.call('web/cancelWithdraw', { id: res.data.id }, { token: user.token });
    expect(again.code).toBe(4216);
    expect((await server.call('web/getWithdrawPolicy', {}, { token: user.token })).data.left_today).toBe(2);
  });

  it('is unfrozen at once when an operator rejects it, with the reason on the timeline', async () => {
    const user = await fundedUser(server, usdt(300));
    const res = await withdraw(user.token, '200');
    const rejected = await server.call('web/opsRejectWithdraw', { id: res.data.id, reason: 'Address belongs to a sanctioned service' }, { token: opToken });
    expect(rejected.code, rejected.message).toBe(0);
    expect(await balances(server, user.token)).toEqual({ available: '300', frozen: '0' });
    const r = await record(user.token, res.data.id);
    expect(r).toMatchObject({ state: 'rejected', status: 0, reason: 'Address belongs to a sanctioned service', can_cancel: false });
    expect(r.timeline.map((t: any) => [t.state, t.reason])).toEqual([['underReview', null], ['rejected', 'Address belongs to a sanctioned service']]);
    expect((await server.call('web/cancelWithdraw', { id: res.data.id }, { token: user.token })).code).toBe(4216);
  });

  it('asks for the right transaction password and changes nothing otherwise', async () => {
    const user = await fundedUser(server, usdt(300));
    expect((await withdraw(user.token, '150', { tpwd: '654321' })).code).toBe(4110);
    expect((await withdraw(user.token, '150', { tpwd: '12345' })).code).toBe(4013);
    expect((await withdraw(user.token, '150', { tpwd: '' })).code).toBe(4014);
    await deps().db.updateTable('users').set({ tpwd_hash: null }).where('id', '=', user.id).execute();
    const unset = await withdraw(user.token, '150');
    expect(unset.code).toBe(4108);
    expect(unset.message).toBe('Please go to the user centre to set the transaction password');
    expect(await balances(server, user.token)).toEqual({ available: '300', frozen: '0' });
    expect((await server.call('web/withdrawRecords', {}, { token: user.token })).data).toEqual([]);
  });

  it('refuses bad addresses, chains not allowed for the asset, more than the balance and bad input with clear messages', async () => {
    const user = await fundedUser(server, usdt(300));
    const cases: [Record<string, string>, number][] = [
      [{ address: 'lc1xyz' }, 4204],
      [{ address: '' }, 4213],
      [{ chain: 'TRON', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb' }, 4202],
      [{ chain: 'ERC20', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' }, 4202], // allowed, but no EVM sender connected yet
      [{ amount: '300.5' }, 4200],
      [{ amount: 'abc' }, 4017],
      [{ currency: 'NOPE' }, 4201],
    ];
    for (const [params, code] of cases) {
      const res = await withdraw(user.token, params.amount ?? '150', params);
      expect(res.code, JSON.stringify(params)).toBe(code);
      expect(res.message.length).toBeGreaterThan(0);
    }
    expect(await balances(server, user.token)).toEqual({ available: '300', frozen: '0' });
  });
});

describe('an approved withdrawal', () => {
  it('is broadcast from the hot wallet and marked succeeded after the confirmations; the fee goes to the fee account', async () => {
    const user = await fundedUser(server, usdt(1000));
    await fundHotWallet(deps(), usdt(10_000));
    const to = localAddress();
    const res = await withdraw(user.token, '250', { address: to });
    const approved = await server.call('web/opsApproveWithdraw', { id: res.data.id }, { token: opToken });
    expect(approved.code, approved.message).toBe(0);
    expect(approved.data.state).toBe('approved');
    expect(await balances(server, user.token)).toEqual({ available: '750', frozen: '250' });
    const fees = () => deps().ledger.balance(deps().db, { owner: 'system', ownerId: 'fees.withdraw', asset: 'USDT', wallet: 'main' });
    const feesBefore = await fees();

    expect(await sender(deps()).run()).toMatchObject({ broadcast: 1 });
    let r = await record(user.token, res.data.id);
    expect(r.state).toBe('broadcasting');
    expect(r.tx_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(await balances(server, user.token)).toEqual({ available: '750', frozen: '0' });
    expect(await fees()).toBe(feesBefore + usdt(1));

    await mineAndScan(deps());
    expect(await deps().chain.balanceOf(to, 'USDT')).toBe(usdt(249));
    await sender(deps()).run();
    expect((await record(user.token, res.data.id)).state).toBe('broadcasting'); // one confirmation of three
    await mineAndScan(deps(), 2);
    expect(await sender(deps()).run()).toMatchObject({ confirmed: 1 });
    r = await record(user.token, res.data.id);
    expect(r).toMatchObject({ state: 'succeeded', status: 2, received: '249' });
    expect(r.timeline.map((t: any) => t.state)).toEqual(['underReview', 'approved', 'broadcasting', 'succeeded']);
    await sender(deps()).run();
    expect(await deps().chain.balanceOf(to, 'USDT')).toBe(usdt(249)); // never sent twice
  });

  it('is re-sent with the same transaction when its first send left the chain', async () => {
    const user = await fundedUser(server, usdt(1000));
    await fundHotWallet(deps(), usdt(10_000));
    const to = localAddress();
    const res = await withdraw(user.token, '120', { address: to });
    await server.call('web/opsApproveWithdraw', { id: res.data.id }, { token: opToken });
    await sender(deps()).run();
    const first = (await record(user.token, res.data.id)).tx_hash;
    await deps().chain.mine();
    await deps().chain.reorganise(1, 'vanish');
    await sender(deps()).run();
    expect((await record(user.token, res.data.id)).tx_hash).toBe(first);
    await mineAndScan(deps(), 3);
    await sender(deps()).run();
    expect((await record(user.token, res.data.id)).state).toBe('succeeded');
    expect(await deps().chain.balanceOf(to, 'USDT')).toBe(usdt(119));
  });

  it('fails with the reason and returns the whole amount at once when the chain refuses the send', async () => {
    const user = await fundedUser(server, usdt(1000));
    const hot = await fundHotWallet(deps(), usdt(10_000));
    const res = await withdraw(user.token, '300', { address: hot }); // the chain refuses a send to itself
    await server.call('web/opsApproveWithdraw', { id: res.data.id }, { token: opToken });
    await sender(deps()).run();
    const r = await record(user.token, res.data.id);
    expect(r).toMatchObject({ state: 'failed', status: 0, reason: 'The platform could not send this withdrawal; the full amount was returned to your spot account.' });
    expect(r.timeline.map((t: any) => t.state)).toEqual(['underReview', 'approved', 'broadcasting', 'failed']);
    expect(await balances(server, user.token)).toEqual({ available: '1000', frozen: '0' });
    const entries = await deps().db.selectFrom('journal_entries').select('reason').where('ref_id', '=', res.data.id).orderBy('reason').execute();
    expect(entries.map((e) => e.reason)).toEqual(['withdrawal.freeze', 'withdrawal.return', 'withdrawal.send']);
  });

  it('is approved without review below the auto-approval threshold', async () => {
    await setSettings(deps(), { 'withdraw.autoApproveBelow': '150' });
    try {
      const user = await fundedUser(server, usdt(1000));
      const small = await withdraw(user.token, '149.99');
      expect(small.data.state).toBe('approved');
      expect(small.data.timeline.map((t: any) => t.state)).toEqual(['underReview', 'approved']);
      const large = await withdraw(user.token, '150');
      expect(large.data.state).toBe('underReview');
      await server.call('web/opsRejectWithdraw', { id: large.data.id, reason: 'test' }, { token: opToken });
    } finally {
      await setSettings(deps(), { 'withdraw.autoApproveBelow': '0' });
    }
    await sender(deps()).run(); // the auto-approved one leaves; its frozen amount with it
  });
});

describe('a bank-card withdrawal', () => {
  const bank = { bank_name: 'Example Bank', bank_number: '6222020200112233', swift: 'EXAMPLEHKXXX', bank_address: '1 Queen\'s Road, Hong Kong', payee_name: 'Ada Lovelace', payee_phone: '+85212345678', payee_address: '2 Harbour Road, Hong Kong' };

  it('needs every field, then goes through review and an off-chain payout confirmation', async () => {
    const user = await fundedUser(server, usdt(600));
    for (const field of Object.keys(bank)) {
      const res = await server.call('web/bankWithdraw', { ...bank, [field]: ' ', amount: '200', tpwd: TPWD }, { token: user.token });
      expect(res.code, field).toBe(4214);
      expect(res.message).toBe('Bank withdrawal fields are required');
    }
    const res = await server.call('web/bankWithdraw', { ...bank, amount: '200', tpwd: TPWD }, { token: user.token });
    expect(res.code, res.message).toBe(0);
    expect(res.data).toMatchObject({ kind: 'bank', chain: 'BANK', address: '**** 2233', state: 'underReview' });
    expect((await server.call('web/opsConfirmPayout', { id: res.data.id, reason: 'ref 1' }, { token: opToken })).code).toBe(4216);
    await server.call('web/opsApproveWithdraw', { id: res.data.id }, { token: opToken });
    expect(await sender(deps()).run()).toMatchObject({ broadcast: 0 }); // not for the chain sender
    const paid = await server.call('web/opsConfirmPayout', { id: res.data.id, reason: 'SWIFT ref HK123' }, { token: opToken });
    expect(paid.code, paid.message).toBe(0);
    const r = await record(user.token, res.data.id);
    expect(r).toMatchObject({ state: 'succeeded', status: 2 });
    expect(r.timeline.map((t: any) => t.state)).toEqual(['underReview', 'approved', 'broadcasting', 'succeeded']);
    expect(await balances(server, user.token)).toEqual({ available: '400', frozen: '0' });
    expect(await deps().ledger.balance(deps().db, { owner: 'system', ownerId: 'payout.bank', asset: 'USDT', wallet: 'main' })).toBe(usdt(199));
  });
});

describe('under concurrency and replay', () => {
  it('accepts exactly one of 100 concurrent withdrawals of the full balance', async () => {
    const user = await fundedUser(server, usdt(500));
    const answers = await Promise.all(Array.from({ length: 100 }, () => withdraw(user.token, '500')));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 4200)).toHaveLength(99);
    expect(await balances(server, user.token)).toEqual({ available: '0', frozen: '500' });
    expect((await server.call('web/withdrawRecords', {}, { token: user.token })).data).toHaveLength(1);
    expect(await walletBalance(deps(), user.id, 'spot_frozen')).toBe(usdt(500));
  });

  it('answers 100 repeats of one rtoken identically with one withdrawal', async () => {
    const user = await fundedUser(server, usdt(500));
    const address = localAddress();
    const answers = await Promise.all(Array.from({ length: 100 }, () => withdraw(user.token, '120', { address }, 'withdraw-rt-01')));
    expect(answers[0].code, answers[0].message).toBe(0);
    for (const a of answers) expect(a).toEqual(answers[0]);
    expect((await server.call('web/withdrawRecords', {}, { token: user.token })).data).toHaveLength(1);
    expect(await balances(server, user.token)).toEqual({ available: '380', frozen: '120' });
    await deps().db.deleteFrom('idempotency_keys').execute(); // the stored answer lost: the rtoken still finds the withdrawal
    const later = await withdraw(user.token, '120', { address }, 'withdraw-rt-01');
    expect(later.data.id).toBe(answers[0].data.id);
    expect(await balances(server, user.token)).toEqual({ available: '380', frozen: '120' });
  });
});

describe('the withdrawal address book', () => {
  it('saves, lists and deletes addresses, checking the format per chain (EIP-55 for mixed-case ERC20)', async () => {
    const user = await fundedUser(server, 0n);
    const local = localAddress();
    const ok = [
      { chain: 'LOCAL', address: local, remarks: 'my wallet', memo: '42' },
      { chain: 'ERC20', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359' },
      { chain: 'erc20', address: '0xfb6916095ca1df60bb79ce92ce3ea74c37c5d359' },
    ];
    for (const a of ok) {
      const res = await server.call('web/addWithdrawAddress', a, { token: user.token });
      expect(res.code, `${a.address}: ${res.message}`).toBe(0);
    }
    const bad: [Record<string, string>, number][] = [
      [{ chain: 'ERC20', address: '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d358'.replace('fB69', 'Fb69') }, 4204],
      [{ chain: 'ERC20', address: '0x123' }, 4204],
      [{ chain: 'LOCAL', address: local.toUpperCase() }, 4204],
      [{ chain: 'TRON', address: local }, 4202],
      [{ chain: 'LOCAL', address: '' }, 4213],
    ];
    for (const [a, code] of bad) expect((await server.call('web/addWithdrawAddress', a, { token: user.token })).code, a.address).toBe(code);
    const list = await server.call('web/withdrawAddresses', {}, { token: user.token });
    expect(list.data).toHaveLength(3);
    expect(list.data.find((a: any) => a.chain === 'LOCAL')).toMatchObject({ currency: 'USDT', address: local, remarks: 'my wallet', memo: '42' });
    const del = await server.call('web/deleteWithdrawAddress', { id: list.data[0].id }, { token: user.token });
    expect(del.code).toBe(0);
    expect((await server.call('web/deleteWithdrawAddress', { id: list.data[0].id }, { token: user.token })).code).toBe(4300);
    expect((await server.call('web/withdrawAddresses', {}, { token: user.token })).data).toHaveLength(2);
  });
});

describe('collection settings', () => {
  it('reads and saves the spec\'s fields', async () => {
    const user = await fundedUser(server, 0n);
    const fields = { name: 'Ada', bank_name: 'Example Bank', bank_number: '6222 0202', alipay_account: 'ada@example.com', weixin_nickname: 'ada', weixin_account: 'ada_wx' };
    const saved = await server.call('web/saveCollection', fields, { token: user.token });
    expect(saved.code, saved.message).toBe(0);
    expect((await server.call('web/getCollection', {}, { token: user.token })).data).toEqual(fields);
    expect((await server.call('web/saveCollection', { name: 'x'.repeat(200) }, { token: user.token })).code).toBe(4000);
  });
});
