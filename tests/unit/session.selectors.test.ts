// What views read from the session and send to it, named in src/machines: the settings a form
// starts with (defaults until the server answers), the bound contact, and the events as intents.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine, type SessionInfo, type SiteSettings } from '../../src/machines/session.machine';
import { sessionEvents } from '../../src/machines/session.events';
import {
  defaultCodeCountdownSeconds, selectBoundContact, selectCodeCountdownSeconds, selectInvitationRule, selectSessionPhase,
  selectSettingsKnown, selectSiteName, selectToken,
} from '../../src/machines/session.selectors';

const settings: SiteSettings = {
  site_name: 'Meridian Exchange', default_lang: 'en', languages: ['en'], demo: false,
  registration: { invitation_code: 'required' }, features: {}, code_countdown_s: 90, request_timeout_ms: 15000,
  support_email: 'support@example.com', asset_count: 12,
};

const user: SessionInfo = {
  token: 'tok', lang: 'en', name: 'Ada', invitation_code: 'ABC123', email: 'ada@example.com', phone: '',
  transaction_password: 0, bank_name: '', bank_number: '', alipay_account: '', weixin_nickname: '', weixin_account: '', usdt: '0',
};

function startSession(loadSettings: () => Promise<SiteSettings>) {
  const machine = sessionMachine.provide({
    actors: {
      loadSettings: fromPromise(loadSettings),
      loadUser: fromPromise(async () => user),
      endSession: fromPromise(async () => {}),
    },
    actions: { persistToken: () => {}, persistLang: () => {}, storeLangOnServer: () => {}, reloadPage: () => {}, goBack: () => {} },
  });
  return createActor(machine, { input: { storedToken: 'tok', storedLang: null } }).start();
}

describe('session selectors', () => {
  it('gives forms the default countdown and an optional invitation code while the settings are not known', () => {
    const session = startSession(() => new Promise<SiteSettings>(() => {}));
    const snapshot = session.getSnapshot();
    expect(selectSettingsKnown(snapshot)).toBe(false);
    expect(selectCodeCountdownSeconds(snapshot)).toBe(defaultCodeCountdownSeconds);
    expect(selectInvitationRule(snapshot)).toBe('optional');
    expect(selectSiteName(snapshot)).toBeUndefined();
    session.stop();
  });

  it("reads the site's rules and the member's bound contact once the server answered", async () => {
    const session = startSession(async () => settings);
    const snapshot = await waitFor(session, (s) => selectSessionPhase(s) === 'member');
    expect(selectSettingsKnown(snapshot)).toBe(true);
    expect(selectCodeCountdownSeconds(snapshot)).toBe(90);
    expect(selectInvitationRule(snapshot)).toBe('required');
    expect(selectSiteName(snapshot)).toBe('Meridian Exchange');
    expect(selectToken(snapshot)).toBe('tok');
    expect(selectBoundContact('email')(snapshot)).toBe('ada@example.com');
    expect(selectBoundContact('phone')(snapshot)).toBe('');
    session.stop();
  });
});

describe('session events', () => {
  it('sends the intents as the chart names them', () => {
    const send = vi.fn();
    const events = sessionEvents({ send });
    events.loggedIn('fresh');
    events.refreshUser();
    events.pickLanguage('de');
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'LOGGED_IN', token: 'fresh' }, { type: 'REFRESH' }, { type: 'SET_LANG', lang: 'de' },
    ]);
  });
});
