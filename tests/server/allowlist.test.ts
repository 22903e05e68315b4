// The withdrawal allowlist: a new address is pending for the stated delay (mailed with a one-time
// cancel link), becomes usable when the due work runs after the delay, refuses withdrawals while
// pending without changing anything; "allowlist only" restricts withdrawals to active addresses
// and switches off only after the delay.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManualClock } from '../../server/platform';
import { startTestServer, type TestServer } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { noRateLimit } from './auth-fixtures';
import { TPWD, balances, expectCleanAudit, fundedUser, setSettings, usdt } from './withdraw-fixtures';

let smtp: SmtpSink;
let server: TestServer;
const deps = () => server.platform.deps;
const clock = () => server.clock as ManualClock;
const HOUR = 3600_000;
const localAddress = () => `lc1${randomBytes(20).toString('hex')}`;
const emailOf = async (userId: string) => (await deps().db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email!;
const linkToken = (body: string) => /addressCancel\?token=([A-Za-z0-9_-]{43})/.exec(body)?.[1] ?? '';

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ env: { ...noRateLimit, SMTP_URL: smtp.url } });
  await setSettings(deps(), { 'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none', 'withdraw.perDay': 100 });
});
afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

async function addAddress(token: string, address = localAddress()) {
  const res = await server.call('web/addWithdrawAddress', { chain: 'LOCAL', address, remarks: 'cold' }, { token });
  expect(res.code, res.message).toBe(0);
  return res.data;
}

const withdrawTo = (token: string, address: string) => server.call('web/withdraw', { chain: 'LOCAL', address, amount: '150', tpwd: TPWD }, { token });
const listed = async (token: string) => (await server.call('web/withdrawAddresses', {}, { token })).data as Array<{ id: string; state: string; usable_at: number }>;

describe('a new withdrawal address', () => {
  it('is pending for the delay, refuses withdrawals naming the time and changing nothing, then becomes usable', async () => {
    const user = await fundedUser(server, usdt(800), 'delay');
    const added = await addAddress(user.token);
    const usableAt = clock().now() + 24 * HOUR;
    expect(added).toMatchObject({ state: 'pending', usable_at: usableAt });

    const before = await balances(server, user.token);
    const refused = await withdrawTo(user.token, added.address);
    expect(refused.code).toBe(4150);
    expect(refused.message).toContain(new Date(usableAt).toISOString().slice(0, 16).replace('T', ' '));
    expect(await balances(server, user.token)).toEqual(before);
    expect((await server.call('web/withdrawRecords', {}, { token: user.token })).data).toHaveLength(0);

    clock().advance(24 * HOUR - 1000);
    await deps().due.runDue();
    expect((await listed(user.token))[0].state).toBe('pending');
    clock().advance(1000);
    await deps().due.runDue();
    expect((await listed(user.token))[0]).toMatchObject({ id: added.id, state: 'active' });
    expect((await withdrawTo(user.token, added.address)).code).toBe(0);
    await expectCleanAudit(deps());
  });

  it('is announced by mail with a link that cancels it once, before the delay ends', async () => {
    const user = await fundedUser(server, 0n, 'cancel');
    const added = await addAddress(user.token);
    const mail = smtp.mailsTo(await emailOf(user.id)).at(-1)!;
    expect(mail.subject).toBe('New withdrawal address saved to your Meridian Exchange account');
    expect(mail.body).toContain(added.address);
    expect(mail.body).toContain(new Date(added.usable_at).toISOString().slice(0, 16).replace('T', ' '));
    const token = linkToken(mail.body);
    expect(token, mail.body).not.toBe('');

    const cancelled = await server.call('web/cancelWithdrawAddress', { cancel_token: token });
    expect(cancelled).toMatchObject({ code: 0, data: { address: added.address, state: 'cancelled' } });
    expect((await server.call('web/cancelWithdrawAddress', { cancel_token: token })).code).toBe(4152);
    expect((await listed(user.token))[0].state).toBe('cancelled');

    // The activation due later finds it cancelled and leaves it so.
    clock().advance(25 * HOUR);
    await deps().due.runDue();
    expect((await listed(user.token))[0].state).toBe('cancelled');
  });

  it('refuses an expired, unknown or malformed cancel link and changes nothing', async () => {
    const user = await fundedUser(server, 0n, 'expired');
    const added = await addAddress(user.token);
    const token = linkToken(smtp.mailsTo(await emailOf(user.id)).at(-1)!.body);
    // A different first character: the last one of 32 bytes in base64url carries only 4 bits.
    const forged = `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;
    expect((await server.call('web/cancelWithdrawAddress', { cancel_token: forged })).code).toBe(4152);
    expect((await server.call('web/cancelWithdrawAddress', { cancel_token: 'short' })).code).toBe(4152);
    clock().advance(24 * HOUR);
    expect((await server.call('web/cancelWithdrawAddress', { cancel_token: token })).code).toBe(4152);
    await deps().due.runDue();
    expect((await listed(user.token)).find((a) => a.id === added.id)?.state).toBe('active');
  });

  it('waits the delay set by the operator', async () => {
    await setSettings(deps(), { 'withdraw.addressDelayHours': 2 });
    try {
      const user = await fundedUser(server, 0n, 'short');
      expect((await addAddress(user.token)).usable_at).toBe(clock().now() + 2 * HOUR);
    } finally {
      await setSettings(deps(), { 'withdraw.addressDelayHours': 24 });
    }
  });
});

describe('allowlist only', () => {
  it('allows withdrawals only to active saved addresses, is on at once and off only after the delay', async () => {
    const user = await fundedUser(server, usdt(800), 'only');
    const active = await addAddress(user.token);
    clock().advance(24 * HOUR);
    await deps().due.runDue();
    const stranger = localAddress();
    expect((await withdrawTo(user.token, stranger)).code).toBe(0);

    expect((await server.call('web/setAllowlistMode', { on: '1', tpwd: '000000' }, { token: user.token })).code).toBe(4110);
    const on = await server.call('web/setAllowlistMode', { on: '1', tpwd: TPWD }, { token: user.token });
    expect(on.data).toEqual({ allowlist_only: true, off_at: null, delay_hours: 24 });
    const before = await balances(server, user.token);
    expect((await withdrawTo(user.token, stranger)).code).toBe(4151);
    expect(await balances(server, user.token)).toEqual(before);
    expect((await withdrawTo(user.token, active.address)).code).toBe(0);

    const off = await server.call('web/setAllowlistMode', { on: '0', tpwd: TPWD }, { token: user.token });
    const offAt = clock().now() + 24 * HOUR;
    expect(off.data).toEqual({ allowlist_only: true, off_at: offAt, delay_hours: 24 });
    expect(smtp.mailsTo(await emailOf(user.id)).at(-1)!.body).toContain(`stays on until ${new Date(offAt).toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    expect((await withdrawTo(user.token, stranger)).code).toBe(4151);
    clock().advance(24 * HOUR);
    await deps().due.runDue();
    expect((await server.call('web/getAllowlistMode', {}, { token: user.token })).data).toEqual({ allowlist_only: false, off_at: null, delay_hours: 24 });
    expect((await withdrawTo(user.token, stranger)).code).toBe(0);
    await expectCleanAudit(deps());
  });

  it('stays on when switched on again while a switch-off waits', async () => {
    const user = await fundedUser(server, 0n, 'again');
    await server.call('web/setAllowlistMode', { on: '1', tpwd: TPWD }, { token: user.token });
    await server.call('web/setAllowlistMode', { on: '0', tpwd: TPWD }, { token: user.token });
    await server.call('web/setAllowlistMode', { on: '1', tpwd: TPWD }, { token: user.token });
    clock().advance(25 * HOUR);
    await deps().due.runDue();
    expect((await server.call('web/getAllowlistMode', {}, { token: user.token })).data.allowlist_only).toBe(true);
  });

  it('refuses a bad mode value with a clear message', async () => {
    const user = await fundedUser(server, 0n, 'bad');
    expect((await server.call('web/setAllowlistMode', { on: 'yes', tpwd: TPWD }, { token: user.token })).code).toBe(4000);
    expect((await server.call('web/getAllowlistMode', {}, { token: user.token })).data.allowlist_only).toBe(false);
  });
});
