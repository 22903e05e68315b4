// The session chart through each of its paths, with its services and app actions provided by the
// test (machine.provide) and a simulated clock for the 1000 countdown: nothing sleeps.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { Code } from '../../api/codes';
import { displayAccount, reconnectDelayMs, sessionMachine, type SessionInfo, type SiteSettings } from '../../src/machines/session.machine';

/** What the wire client throws: a session answer carries its code; a network failure carries none. */
const answer = (code: number) => Object.assign(new Error('session'), { code });
const unreachable = () => Object.assign(new Error('network error'), { name: 'NetworkError' });

const settings = (over: Partial<SiteSettings> = {}): SiteSettings => ({
  site_name: 'Meridian Exchange', default_lang: 'de', languages: ['en', 'de'], demo: true,
  registration: { invitation_code: 'optional' }, features: {}, code_countdown_s: 60, request_timeout_ms: 15000,
  support_email: 'support@example.com', asset_count: 12, ...over,
});

const user = (over: Partial<SessionInfo> = {}): SessionInfo => ({
  token: 'tok', lang: 'en', name: 'Ada', invitation_code: 'ABC123', email: 'ada@example.com', phone: '',
  transaction_password: 0, bank_name: '', bank_number: '', alipay_account: '', weixin_nickname: '', weixin_account: '',
  usdt: '0', ...over,
});

interface Options {
  storedToken?: string | null;
  storedLang?: string | null;
  loadSettings?: () => Promise<SiteSettings>;
  loadUser?: (token: string) => Promise<SessionInfo>;
  endSession?: () => Promise<void>;
}

function startSession(opts: Options = {}) {
  const calls = {
    persistToken: vi.fn(), persistLang: vi.fn(), reloadPage: vi.fn(), goBack: vi.fn(), storeLangOnServer: vi.fn(),
    loadUser: vi.fn(), endSession: vi.fn(),
  };
  const machine = sessionMachine.provide({
    actors: {
      loadSettings: fromPromise(opts.loadSettings ?? (async () => settings())),
      loadUser: fromPromise(async ({ input }: { input: { token: string } }) => {
        calls.loadUser(input.token);
        return (opts.loadUser ?? (async () => user()))(input.token);
      }),
      endSession: fromPromise(async ({ input }: { input: { token: string } }) => {
        calls.endSession(input.token);
        return (opts.endSession ?? (async () => {}))();
      }),
    },
    actions: {
      persistToken: (_, params) => calls.persistToken(params.token),
      persistLang: (_, params) => calls.persistLang(params.lang),
      storeLangOnServer: (_, params) => calls.storeLangOnServer(params.lang),
      reloadPage: () => calls.reloadPage(),
      goBack: () => calls.goBack(),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { storedToken: opts.storedToken ?? null, storedLang: opts.storedLang ?? null },
    clock,
  });
  actor.start();
  return { actor, calls, clock };
}

async function loggedIn(opts: Options = {}) {
  const session = startSession({ storedToken: 'tok-1', ...opts });
  await waitFor(session.actor, (s) => s.matches('authenticated'));
  return session;
}

describe('session: language', () => {
  it('takes the site default language when none is stored', async () => {
    const { actor } = startSession({ loadSettings: async () => settings({ default_lang: 'de' }) });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.lang).toBe('de');
    expect(actor.getSnapshot().context.settings?.site_name).toBe('Meridian Exchange');
  });

  it('keeps a stored language over the site default', async () => {
    const { actor } = startSession({ storedLang: 'fr', loadSettings: async () => settings({ default_lang: 'de' }) });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.lang).toBe('fr');
  });

  it('ignores a stored value that is not one of the 12 languages', async () => {
    const { actor } = startSession({ storedLang: 'xx', loadSettings: async () => settings({ default_lang: 'pl' }) });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.lang).toBe('pl');
  });

  it('stays in English and goes on when the settings cannot be loaded', async () => {
    const { actor } = startSession({ loadSettings: async () => { throw new Error('offline'); } });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context).toMatchObject({ lang: 'en', settings: null });
  });

  it('stores a picked language; a member also saves it on the account', async () => {
    const visitor = startSession();
    await waitFor(visitor.actor, (s) => s.matches('anonymous'));
    visitor.actor.send({ type: 'SET_LANG', lang: 'ar' });
    expect(visitor.actor.getSnapshot().context).toMatchObject({ lang: 'ar', langChosen: true });
    expect(visitor.calls.persistLang).toHaveBeenCalledWith('ar');
    expect(visitor.calls.storeLangOnServer).not.toHaveBeenCalled();

    const member = await loggedIn();
    member.actor.send({ type: 'SET_LANG', lang: 'jp' });
    expect(member.calls.persistLang).toHaveBeenCalledWith('jp');
    expect(member.calls.storeLangOnServer).toHaveBeenCalledWith('jp');
  });
});

describe('session: login', () => {
  it('starts anonymous without a stored token', async () => {
    const { actor, calls } = startSession();
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(calls.loadUser).not.toHaveBeenCalled();
  });

  it('checks a stored token on start by loading the user', async () => {
    const { actor, calls } = await loggedIn({ loadUser: async () => user({ phone: '+4915112345678' }) });
    expect(calls.loadUser).toHaveBeenCalledWith('tok-1');
    expect(actor.getSnapshot().context.user?.phone).toBe('+4915112345678');
  });

  it('stores the token of a login, then loads the user info', async () => {
    const { actor, calls } = startSession();
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGGED_IN', token: 'fresh' });
    expect(calls.persistToken).toHaveBeenCalledWith('fresh');
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(calls.loadUser).toHaveBeenCalledWith('fresh');
    expect(actor.getSnapshot().context).toMatchObject({ token: 'fresh', user: { name: 'Ada' } });
  });

  it('resets the token when the server refuses it with 2000', async () => {
    const { actor, calls } = startSession({ loadUser: async () => { throw answer(Code.sessionInvalid); } });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGGED_IN', token: 'fresh' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(calls.persistToken).toHaveBeenLastCalledWith(null);
  });

  it.each([Code.sessionInvalid, Code.sessionEnded])('resets a stale stored token on start when the server answers %i', async (code) => {
    const { actor, calls } = startSession({ storedToken: 'stale', loadUser: async () => { throw answer(code); } });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(calls.persistToken).toHaveBeenCalledWith(null);
  });

  it('refreshes the user info on request', async () => {
    let phone = '';
    const { actor } = await loggedIn({ loadUser: async () => user({ phone }) });
    phone = '+33612345678';
    actor.send({ type: 'REFRESH' });
    expect(actor.getSnapshot().matches({ authenticated: 'refreshing' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ authenticated: 'idle' }));
    expect(actor.getSnapshot().context.user?.phone).toBe('+33612345678');
  });
});

describe('session: server out of reach on start', () => {
  it('keeps the stored token, tries again with a growing wait, and continues once the server answers', async () => {
    let reachable = false;
    const { actor, calls, clock } = startSession({
      storedToken: 'tok-1',
      loadUser: async () => { if (!reachable) throw unreachable(); return user(); },
    });
    await waitFor(actor, (s) => s.matches('reconnecting'));
    expect(actor.getSnapshot().context).toMatchObject({ token: 'tok-1', reconnectAttempts: 1 });
    expect(calls.persistToken).not.toHaveBeenCalled();

    clock.increment(reconnectDelayMs(1));
    await waitFor(actor, (s) => s.matches('reconnecting') && s.context.reconnectAttempts === 2);
    expect(calls.loadUser).toHaveBeenCalledTimes(2);
    // The second wait is longer: nothing happens 1 s in.
    clock.increment(reconnectDelayMs(1));
    expect(calls.loadUser).toHaveBeenCalledTimes(2);

    reachable = true;
    clock.increment(reconnectDelayMs(2) - reconnectDelayMs(1));
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(actor.getSnapshot().context).toMatchObject({ token: 'tok-1', user: { name: 'Ada' }, reconnectAttempts: 0 });
    expect(calls.persistToken).not.toHaveBeenCalled();
  });

  it('after a fresh login, a failure to load the user goes back to the login form (it says the platform could not be reached)', async () => {
    const { actor, calls } = startSession({ loadUser: async () => { throw unreachable(); } });
    await waitFor(actor, (s) => s.matches('anonymous'));
    actor.send({ type: 'LOGGED_IN', token: 'fresh' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(calls.persistToken).toHaveBeenLastCalledWith(null);
  });

  it('tries again at once on RETRY, and loads the settings it missed first', async () => {
    let reachable = false;
    const loadSettings = vi.fn(async () => { if (!reachable) throw unreachable(); return settings(); });
    const { actor } = startSession({ storedToken: 'tok-1', loadSettings, loadUser: async () => { if (!reachable) throw unreachable(); return user(); } });
    await waitFor(actor, (s) => s.matches('reconnecting'));
    reachable = true;
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(loadSettings).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.settings?.site_name).toBe('Meridian Exchange');
  });

  it('waits 1 s, doubling, at most 30 s between tries', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});

describe('session: code 2000 (invalid)', () => {
  it('shows the dialog state with the server message', async () => {
    const { actor } = await loggedIn();
    actor.send({ type: 'SESSION_INVALID', message: 'Your session is no longer valid' });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.notice).toBe('Your session is no longer valid');
  });

  it('"Login again" logs out and reloads the page', async () => {
    const { actor, calls } = await loggedIn();
    actor.send({ type: 'SESSION_INVALID', message: 'm' });
    actor.send({ type: 'LOGIN_AGAIN' });
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, notice: null });
    expect(calls.persistToken).toHaveBeenLastCalledWith(null);
    expect(calls.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('"Back" keeps the session and goes back a page', async () => {
    const { actor, calls } = await loggedIn();
    actor.send({ type: 'SESSION_INVALID', message: 'm' });
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('authenticated')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ token: 'tok-1', notice: null });
    expect(calls.goBack).toHaveBeenCalledTimes(1);
    expect(calls.reloadPage).not.toHaveBeenCalled();
  });
});

describe('session: code 1000 (ended)', () => {
  it('logs out and reloads after data.delay seconds, not before', async () => {
    const { actor, calls, clock } = await loggedIn();
    actor.send({ type: 'SESSION_ENDED', message: 'Signed in elsewhere', delay: 3 });
    expect(actor.getSnapshot().value).toBe('ending');
    expect(actor.getSnapshot().context.notice).toBe('Signed in elsewhere');

    clock.increment(2999);
    expect(actor.getSnapshot().value).toBe('ending');
    expect(calls.reloadPage).not.toHaveBeenCalled();

    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(calls.persistToken).toHaveBeenLastCalledWith(null);
    expect(calls.reloadPage).toHaveBeenCalledTimes(1);
  });

  it('waits the default 2 seconds when the delay is missing or zero', async () => {
    const { actor, clock } = await loggedIn();
    actor.send({ type: 'SESSION_ENDED', message: 'm', delay: 0 });
    expect(actor.getSnapshot().context.endDelaySeconds).toBe(2);
    clock.increment(1999);
    expect(actor.getSnapshot().value).toBe('ending');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('anonymous');
  });
});

describe('session: logout', () => {
  it('ends the session on the server and forgets the token', async () => {
    const { actor, calls } = await loggedIn();
    actor.send({ type: 'LOGOUT' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(calls.endSession).toHaveBeenCalledWith('tok-1');
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null });
    expect(calls.persistToken).toHaveBeenLastCalledWith(null);
  });

  it('forgets the token even when the server cannot be reached', async () => {
    const { actor, calls } = await loggedIn({ endSession: async () => { throw new Error('offline'); } });
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('anonymous'));
    expect(actor.getSnapshot().context.token).toBeNull();
    expect(calls.persistToken).toHaveBeenLastCalledWith(null);
  });
});

describe('displayAccount', () => {
  it('shows the phone, or else the email, cut to 12 characters', () => {
    expect(displayAccount(user({ phone: '+491511234567890', email: 'a@b.co' }))).toBe('+49151123456');
    expect(displayAccount(user({ phone: '', email: 'averylongname@example.com' }))).toBe('averylongnam');
    expect(displayAccount(user({ phone: '', email: 'ada@ex.io' }))).toBe('ada@ex.io');
    expect(displayAccount(null)).toBe('');
  });
});
