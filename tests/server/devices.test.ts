// Sessions and devices: the live sessions with browser, OS, IP, first and last seen; sign-out of
// one or of all others (the ended session's next call is refused as logged out); the login
// history with failures; a mail on a login from a device not seen before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256, type ManualClock } from '../../server/platform';
import { parseUserAgent } from '../../server/modules/devices/user-agent';
import { ipPrefix } from '../../server/modules/devices/login-record';
import { newRtoken, startTestServer, type TestServer } from './harness';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { noRateLimit, registerUser, storedUser } from './auth-fixtures';
import { enrol, nextCode, totpCode } from './two-factor-fixtures';

const DAY = 24 * 3600_000;

let smtp: SmtpSink;
let server: TestServer;
const clock = () => server.clock as ManualClock;

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startTestServer({ env: { ...noRateLimit, SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

/** Posts a login step from a browser with this User-Agent (the harness sends none of its own). */
async function postFrom(name: string, params: Record<string, string>, userAgent: string) {
  const body = new URLSearchParams({ ...params, lang: 'en', rtoken: newRtoken() });
  const res = await fetch(`${server.url}/${name}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent }, body });
  return res.json() as Promise<{ code: number; data: { token: string; two_factor_challenge: string } }>;
}

const loginFrom = (account: string, password: string, userAgent: string) => postFrom('web/userLogin', { account, password }, userAgent);

async function signedIn(userAgent = FIREFOX_LINUX) {
  const user = await registerUser(server);
  const res = await loginFrom(user.account, user.password, userAgent);
  expect(res.code).toBe(0);
  return { ...user, token: res.data.token };
}

describe('active sessions', () => {
  it('lists each live session with browser, OS, IP, first and last seen, the current one marked', async () => {
    const user = await signedIn(FIREFOX_LINUX);
    const firstAt = clock().now();
    clock().advance(5 * 60_000);
    const second = await loginFrom(user.account, user.password, CHROME_WINDOWS);
    clock().advance(2 * 60_000);
    const list = (await server.call('web/sessions', {}, { token: user.token })).data;
    expect(list).toHaveLength(2);
    // The listing call itself moved the current session's last-seen (at most once a minute).
    expect(list[0]).toMatchObject({ browser: 'Firefox', os: 'Linux', ip: '127.0.0.1', first_seen: firstAt, last_seen: clock().now(), current: true });
    expect(list[1]).toMatchObject({ browser: 'Chrome', os: 'Windows', first_seen: firstAt + 5 * 60_000, current: false });
    const other = (await server.call('web/sessions', {}, { token: second.data.token })).data;
    expect(other.find((s: { current: boolean }) => s.current).browser).toBe('Chrome');
  });

  it('touches last-seen at most once a minute', async () => {
    const user = await signedIn();
    const at = clock().now();
    clock().advance(30_000);
    await server.call('web/sessions', {}, { token: user.token });
    expect((await server.call('web/sessions', {}, { token: user.token })).data[0].last_seen).toBe(at);
    clock().advance(31_000);
    expect((await server.call('web/sessions', {}, { token: user.token })).data[0].last_seen).toBe(clock().now());
  });

  it('signs one session out: its next call is refused as logged out, the others go on', async () => {
    const user = await signedIn();
    const b = await loginFrom(user.account, user.password, CHROME_WINDOWS);
    const c = await loginFrom(user.account, user.password, CHROME_WINDOWS);
    const list = (await server.call('web/sessions', {}, { token: b.data.token })).data;
    const bId = list.find((s: { current: boolean }) => s.current).id;
    expect((await server.call('web/signOutSession', { id: bId }, { token: user.token })).code).toBe(0);
    expect((await server.call('web/info', {}, { token: b.data.token })).code).toBe(2000);
    expect((await server.call('web/info', {}, { token: c.data.token })).code).toBe(0);
    expect((await server.call('web/info', {}, { token: user.token })).code).toBe(0);
    expect((await server.call('web/sessions', {}, { token: user.token })).data).toHaveLength(2);
    expect((await server.call('web/signOutSession', { id: bId }, { token: user.token })).code).toBe(4300);
  });

  it('signs out every other session, keeping the current one, and counts what it ended', async () => {
    const user = await signedIn();
    const b = await loginFrom(user.account, user.password, CHROME_WINDOWS);
    const c = await loginFrom(user.account, user.password, FIREFOX_LINUX);
    // A session that expired is refused already: neither ended again nor counted.
    const expired = await loginFrom(user.account, user.password, FIREFOX_LINUX);
    await server.platform.deps.db.updateTable('sessions').set({ expires_at: BigInt(clock().now()) }).where('token_hash', '=', sha256(expired.data.token)).execute();
    expect((await server.call('web/signOutOtherSessions', {}, { token: user.token })).data).toEqual({ ended: 2 });
    expect((await server.platform.deps.db.selectFrom('sessions').select('revoked_at').where('token_hash', '=', sha256(expired.data.token)).executeTakeFirstOrThrow()).revoked_at).toBeNull();
    for (const t of [b.data.token, c.data.token]) expect((await server.call('web/info', {}, { token: t })).code).toBe(2000);
    const left = (await server.call('web/sessions', {}, { token: user.token })).data;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it("cannot end another user's session, and an unknown id is not found", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const aliceSession = (await server.call('web/sessions', {}, { token: alice.token })).data[0].id;
    expect((await server.call('web/signOutSession', { id: aliceSession }, { token: bob.token })).code).toBe(4300);
    expect((await server.call('web/signOutSession', { id: '' }, { token: bob.token })).code).toBe(4300);
    expect((await server.call('web/info', {}, { token: alice.token })).code).toBe(0);
    expect((await server.call('web/signOutOtherSessions', {}, { token: bob.token })).data).toEqual({ ended: 0 });
    expect((await server.call('web/info', {}, { token: alice.token })).code).toBe(0);
  });
});

describe('login history and new devices', () => {
  it('records successful and failed logins with time, IP and browser, newest first', async () => {
    const user = await signedIn(FIREFOX_LINUX);
    const okAt = clock().now();
    clock().advance(1000);
    expect((await loginFrom(user.account, 'wrong-password-1', CHROME_WINDOWS)).code).toBe(4100);
    const history = (await server.call('web/loginHistory', {}, { token: user.token })).data;
    expect(history).toEqual([
      { at: okAt + 1000, ip: '127.0.0.1', browser: 'Chrome', os: 'Windows', ok: false, failed_step: 'password' },
      { at: okAt, ip: '127.0.0.1', browser: 'Firefox', os: 'Linux', ok: true, failed_step: null },
    ]);
    const other = await signedIn();
    expect((await server.call('web/loginHistory', {}, { token: other.token })).data).toHaveLength(1);
  });

  it('records a wrong two-factor code as a failed second step, and the login it completes once', async () => {
    const user = await signedIn(FIREFOX_LINUX);
    const { secret } = await enrol(server, user.token);
    clock().advance(1000);
    const challenge = (await loginFrom(user.account, user.password, CHROME_WINDOWS)).data.two_factor_challenge;
    expect((await postFrom('web/userLoginCode', { challenge, code: totpCode(secret, clock().now(), 5) }, CHROME_WINDOWS)).code).toBe(4131);
    const wrongAt = clock().now();
    clock().advance(1000);
    const done = await postFrom('web/userLoginCode', { challenge, code: nextCode(server, secret) }, CHROME_WINDOWS);
    expect(done.code).toBe(0);
    const history = (await server.call('web/loginHistory', {}, { token: done.data.token })).data;
    expect(history.slice(0, 2)).toEqual([
      { at: clock().now(), ip: '127.0.0.1', browser: 'Chrome', os: 'Windows', ok: true, failed_step: null },
      { at: wrongAt, ip: '127.0.0.1', browser: 'Chrome', os: 'Windows', ok: false, failed_step: 'code' },
    ]);
    // The first login and this one, each once: the right password alone was no login.
    expect(history.filter((h: { ok: boolean }) => h.ok)).toHaveLength(2);
  });

  it('keeps 90 days and at most 200 entries per user, pruned as a login is recorded', async () => {
    const user = await signedIn(FIREFOX_LINUX);
    const other = await signedIn(FIREFOX_LINUX);
    const db = server.platform.deps.db;
    const idOf = async (account: string) => (await storedUser(server, 'email', account)).id;
    const [userId, otherId] = [await idOf(user.account), await idOf(other.account)];
    const now = clock().now();
    const row = (userId: string, i: number, at: number) => ({ id: `lh_prune_${userId}_${i}`, user_id: userId, at: BigInt(at), ip: '10.0.0.1', browser: 'Firefox', os: 'Linux', ok: 1, failed_step: null });
    // One entry just past 90 days, 250 within them, and an old entry of another user.
    await db.insertInto('login_history').values([row(userId, 0, now - 90 * DAY - 1), ...Array.from({ length: 250 }, (_, i) => row(userId, i + 1, now - 89 * DAY + i)), row(otherId, 0, now - 91 * DAY)]).execute();
    clock().advance(1000);
    expect((await loginFrom(user.account, 'wrong-password-1', CHROME_WINDOWS)).code).toBe(4100);
    const kept = await db.selectFrom('login_history').select(['id', 'at']).where('user_id', '=', userId).orderBy('at', 'desc').execute();
    expect(kept).toHaveLength(200);
    // The newest 200: the failure just now, the user's first login, then the 198 newest inserted.
    expect(kept[2].id).toBe(`lh_prune_${userId}_250`);
    expect(kept.at(-1)!.id).toBe(`lh_prune_${userId}_53`);
    // Another user's entries wait for their own next login.
    expect(await db.selectFrom('login_history').select('id').where('user_id', '=', otherId).execute()).toHaveLength(2);
  });

  it('mails the user on a login from a device not seen before, not on the first or a known one', async () => {
    const user = await signedIn(FIREFOX_LINUX);
    const subjects = () => smtp.mailsTo(user.account).map((m) => m.subject);
    expect(subjects().filter((s) => s.includes('New login'))).toHaveLength(0);
    await loginFrom(user.account, user.password, FIREFOX_LINUX);
    expect(subjects().filter((s) => s.includes('New login'))).toHaveLength(0);
    await loginFrom(user.account, user.password, CHROME_WINDOWS);
    const mail = smtp.mailsTo(user.account).at(-1)!;
    expect(mail.subject).toBe('New login to your Meridian Exchange account');
    expect(mail.body).toContain('Chrome on Windows, IP 127.0.0.1');
    await loginFrom(user.account, user.password, CHROME_WINDOWS);
    expect(subjects().filter((s) => s.includes('New login'))).toHaveLength(1);
  });
});

describe('reading a device', () => {
  it('names common browsers and systems', () => {
    expect(parseUserAgent(CHROME_WINDOWS)).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(parseUserAgent(FIREFOX_LINUX)).toEqual({ browser: 'Firefox', os: 'Linux' });
    expect(parseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(parseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0')).toEqual({ browser: 'Edge', os: 'Windows' });
    expect(parseUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toEqual({ browser: 'Chrome', os: 'Android' });
    expect(parseUserAgent('')).toEqual({ browser: 'Other', os: 'Other' });
  });

  it('takes the network prefix of an address', () => {
    expect(ipPrefix('203.0.113.77')).toBe('203.0.113');
    expect(ipPrefix('::ffff:203.0.113.77')).toBe('203.0.113');
    expect(ipPrefix('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2');
  });
});
