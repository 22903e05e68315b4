// A stream's private channels live only as long as the session it authenticated with: logout, a
// password change (other sessions), a password reset and expiry each stop a socket's `orders` and
// `balances` at once, with `{ op: 'auth', ok: false, error }`, while other sessions keep theirs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { afterCountdown, demoCode, login, manualClock, newUser, noRateLimit, storedUser, type TestUser } from './auth-fixtures';
import { expectCleanAudit, fund, order } from './spot-fixtures';
import { connectWs, type WsClient } from './ws-client';
import { createStreamHub, newSubscriber } from '../../server/ws/stream-hub';

let server: TestServer;
beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });

const newPassword = 'Another-Pass-2027';
const isPrivate = (x: any) => (x.channel === 'orders' || x.channel === 'balances') && x.data !== undefined;
const privateFrames = (c: WsClient) => c.messages.filter(isPrivate);
const authEnd = (c: WsClient) => c.messages.find((x) => x.op === 'auth' && x.ok === false);

/** A socket authenticated with `token` and subscribed to both private channels. */
async function privateStream(token: string): Promise<WsClient> {
  const c = await connectWs(server);
  c.send({ op: 'auth', token });
  await c.until((m) => m.some((x) => x.op === 'auth'));
  expect(c.messages.find((x) => x.op === 'auth')).toEqual({ op: 'auth', ok: true });
  c.send({ op: 'subscribe', channel: 'orders' });
  c.send({ op: 'subscribe', channel: 'balances' });
  await c.until((m) => m.filter((x) => x.op === 'subscribed').length === 2);
  return c;
}

/** A funded user with two sessions. */
async function userWithTwoSessions(): Promise<TestUser & { id: string; second: string }> {
  const user = await newUser(server);
  const { id } = await storedUser(server, 'email', user.account);
  await fund(server.platform.deps, id, 'USDT', '10000');
  return { ...user, id, second: await login(server, user.account, user.password) };
}

/** Places an order with `token` and waits until `witness` (a live stream of the user) sees its order and balances. */
async function tradeSeenBy(token: string, witness: WsClient) {
  const before = privateFrames(witness).length;
  expect((await order(server, token, { symbol: 'BNBUSDT', side: 'buy', price: '100', amount: '1' })).code).toBe(0);
  await witness.until((m) => m.filter(isPrivate).length >= before + 2 && m.slice(before).some((x) => x.channel === 'balances'));
}

/** The ended socket: told once, no private frames, and it cannot take the private channels back. */
async function expectEnded(c: WsClient, error: 'sessionInvalid' | 'sessionEnded', oldToken: string) {
  expect(authEnd(c)).toEqual({ op: 'auth', ok: false, error });
  expect(privateFrames(c)).toEqual([]);
  const at = c.messages.length;
  c.send({ op: 'subscribe', channel: 'orders' });
  c.send({ op: 'auth', token: oldToken });
  await c.until((m) => m.length >= at + 2);
  expect(c.messages.slice(at)).toEqual(expect.arrayContaining([
    { op: 'error', channel: 'orders', error: 'loginRequired' },
    { op: 'auth', ok: false, error },
  ]));
  // Public channels go on.
  c.send({ op: 'subscribe', channel: 'depth:BNBUSDT' });
  await c.until((m) => m.some((x) => x.type === 'snapshot'));
}

describe('/ws when a session ends', () => {
  it('stops the private channels of a socket whose session logged out, and only of that one', async () => {
    const user = await userWithTwoSessions();
    const ending = await privateStream(user.token);
    const staying = await privateStream(user.second);
    expect((await server.call('web/logout', {}, { token: user.token })).code).toBe(0);
    await ending.until((m) => m.some((x) => x.op === 'auth' && x.ok === false));
    await tradeSeenBy(user.second, staying);
    await expectEnded(ending, 'sessionInvalid', user.token);
    expect(authEnd(staying)).toBeUndefined();
    ending.ws.close(); staying.ws.close();
    await expectCleanAudit(server.platform.deps);
  });

  it('stops the other sessions\' sockets when the password is changed, keeping the one that changed it', async () => {
    const user = await userWithTwoSessions();
    const changer = await privateStream(user.token);
    const other = await privateStream(user.second);
    afterCountdown(server);
    const code = await demoCode(server, 'email', user.account, 'reset', user.token);
    const res = await server.call('web/updatePassword', { type: 'email', code, password: newPassword, repassword: newPassword }, { token: user.token });
    expect(res.code, res.message).toBe(0);
    await other.until((m) => m.some((x) => x.op === 'auth' && x.ok === false));
    // Told only after the commit: the page's check of its session, made at once, finds it ended.
    expect((await server.call('web/info', {}, { token: user.second })).code).toBe(1000);
    await tradeSeenBy(user.token, changer);
    await expectEnded(other, 'sessionEnded', user.second);
    expect(authEnd(changer)).toBeUndefined();
    changer.ws.close(); other.ws.close();
  });

  it('stops every socket of the user when the password is reset', async () => {
    const user = await userWithTwoSessions();
    const streams = [await privateStream(user.token), await privateStream(user.second)];
    afterCountdown(server);
    const code = await demoCode(server, 'email', user.account, 'reset');
    const res = await server.call('web/resetPassword', { type: 'email', account: user.account, code, password: newPassword, repassword: newPassword });
    expect(res.code, res.message).toBe(0);
    for (const s of streams) await s.until((m) => m.some((x) => x.op === 'auth' && x.ok === false));
    const fresh = await login(server, user.account, newPassword);
    await tradeSeenBy(fresh, await privateStream(fresh));
    await expectEnded(streams[0], 'sessionEnded', user.token);
    await expectEnded(streams[1], 'sessionEnded', user.second);
    for (const s of streams) s.ws.close();
  });

  it('refuses a session that ended while its lookup was in flight', () => {
    const hub = createStreamHub({ maxBufferedBytes: 1000, now: () => 0 });
    const sub = newSubscriber({ readyState: 1, bufferedAmount: 0, send: () => {} } as never);
    hub.endSessions({ userId: 'us_1', sessionIds: ['se_1'], reason: 'password_changed' });
    hub.endSessions({ userId: 'us_1', sessionIds: ['se_2'], reason: 'logout' });
    expect(hub.authenticate(sub, { id: 'us_1', sessionId: 'se_1', expiresAt: 1000 })).toBe('sessionEnded');
    expect(hub.authenticate(sub, { id: 'us_1', sessionId: 'se_2', expiresAt: 1000 })).toBe('sessionInvalid');
    expect(sub.userId).toBeNull();
    expect(hub.authenticate(sub, { id: 'us_1', sessionId: 'se_3', expiresAt: 1000 })).toBeNull();
    expect(sub.userId).toBe('us_1');
  });

  it('refuses a session being ended before its transaction commits, and tells its open socket only after', () => {
    const hub = createStreamHub({ maxBufferedBytes: 1000, now: () => 0 });
    const sent: string[] = [];
    const open = newSubscriber({ readyState: 1, bufferedAmount: 0, send: (text: string) => sent.push(text) } as never);
    const late = newSubscriber({ readyState: 1, bufferedAmount: 0, send: () => {} } as never);
    expect(hub.authenticate(open, { id: 'us_1', sessionId: 'se_1', expiresAt: 1000 })).toBeNull();
    const event = { userId: 'us_1', sessionIds: ['se_1'], reason: 'password_changed' as const };
    hub.refuseSessions(event);
    expect(hub.authenticate(late, { id: 'us_1', sessionId: 'se_1', expiresAt: 1000 })).toBe('sessionEnded');
    expect(open.userId).toBe('us_1');
    expect(sent).toEqual([]);
    hub.endSessions(event);
    expect(open.userId).toBeNull();
    expect(sent.map((t) => JSON.parse(t))).toEqual([{ op: 'auth', ok: false, error: 'sessionEnded' }]);
  });

  // Last: it moves the clock past every session made so far.
  it('stops the private channels of a socket whose session expired', async () => {
    const user = await userWithTwoSessions();
    const expiring = await privateStream(user.token);
    manualClock(server).advance(server.config.sessionTtlMs + 1000);
    const fresh = await login(server, user.account, user.password);
    await tradeSeenBy(fresh, await privateStream(fresh));
    await expiring.until((m) => m.some((x) => x.op === 'auth' && x.ok === false));
    await expectEnded(expiring, 'sessionInvalid', user.token);
    expiring.ws.close();
  });
});
