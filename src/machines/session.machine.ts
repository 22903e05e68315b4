// The session: token, language, the user's info and how the session ends (spec §7, §8; DESIGN §4).
// Token and language come in from storage and go out through the persist actions the app provides;
// the chart itself touches no storage, DOM or network.
import { assign, setup } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { Api } from '../../api/registry';
import { Code } from '../../api/codes';
import { isLang, type Lang } from '../../api/languages';
import { service } from './service';

export type SessionInfo = DataOf<Api['getInfo']>;
export type SiteSettings = DataOf<Api['getSetting']>;

export interface SessionContext {
  token: string | null;
  lang: Lang;
  /** True once a language was stored or picked: the site's default no longer applies. */
  langChosen: boolean;
  user: SessionInfo | null;
  settings: SiteSettings | null;
  /** The server's message for the 2000 dialog or the 1000 countdown. */
  notice: string | null;
  endDelaySeconds: number;
  /** True while the token of an earlier visit is checked; a fresh login's is not kept through a failure. */
  resuming: boolean;
  /** Tries in a row that could not check the stored token; sets the wait before the next. */
  reconnectAttempts: number;
}

export type SessionEvent =
  | { type: 'LOGGED_IN'; token: string }
  | { type: 'LOGOUT' }
  | { type: 'REFRESH' }
  | { type: 'SET_LANG'; lang: Lang }
  | { type: 'SESSION_INVALID'; message: string }
  | { type: 'SESSION_ENDED'; message: string; delay: number }
  | { type: 'LOGIN_AGAIN' }
  | { type: 'BACK' }
  | { type: 'RETRY' };

export interface SessionInput {
  storedToken: string | null;
  storedLang: string | null;
}

/** Waits between tries to reach the server: 1 s doubling to at most 30 s. */
export const reconnectDelayMs = (attempts: number) => Math.min(1000 * 2 ** Math.max(0, attempts - 1), 30_000);

/** Only the session answers (2000, 1000) say the token is no good; anything else may pass. */
export function endsSession(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === Code.sessionInvalid || code === Code.sessionEnded;
}

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent; input: SessionInput },
  actors: {
    loadSettings: service<SiteSettings>('loadSettings'),
    loadUser: service<SessionInfo, { token: string }>('loadUser'),
    endSession: service<void, { token: string }>('endSession'),
  },
  actions: {
    // Provided by the app: localStorage, page reload, history, server-side language.
    persistToken: (_, _params: { token: string | null }) => {},
    persistLang: (_, _params: { lang: Lang }) => {},
    reloadPage: () => {},
    goBack: () => {},
    storeLangOnServer: (_, _params: { lang: Lang }) => {},
    clearSession: assign({ token: null, user: null, notice: null }),
  },
  guards: {
    hasToken: ({ context }) => !!context.token,
    hasUser: ({ context }) => !!context.user,
    hasSettings: ({ context }) => !!context.settings,
    /** A stored token stays through anything but a session answer: the server may just be out of reach. */
    keepsStoredToken: ({ context, event }) => context.resuming && !endsSession((event as { error?: unknown }).error),
  },
  delays: {
    sessionEndDelay: ({ context }) => context.endDelaySeconds * 1000,
    reconnectDelay: ({ context }) => reconnectDelayMs(context.reconnectAttempts),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    token: input.storedToken || null,
    lang: isLang(input.storedLang) ? input.storedLang : 'en',
    langChosen: isLang(input.storedLang),
    user: null,
    settings: null,
    notice: null,
    endDelaySeconds: 2,
    resuming: !!input.storedToken,
    reconnectAttempts: 0,
  }),
  initial: 'starting',
  on: {
    SET_LANG: {
      actions: [
        assign({ lang: ({ event }) => event.lang, langChosen: true }),
        { type: 'persistLang', params: ({ event }) => ({ lang: event.lang }) },
      ],
    },
  },
  states: {
    starting: {
      invoke: {
        src: 'loadSettings',
        onDone: {
          target: 'checking',
          actions: assign(({ context, event }) => ({
            settings: event.output,
            lang: !context.langChosen && isLang(event.output.default_lang) ? event.output.default_lang : context.lang,
          })),
        },
        onError: 'checking',
      },
    },
    checking: {
      always: [{ guard: 'hasToken', target: 'loadingUser' }, { target: 'anonymous' }],
    },
    anonymous: {
      on: {
        LOGGED_IN: {
          target: 'loadingUser',
          actions: [assign({ token: ({ event }) => event.token, resuming: false }), { type: 'persistToken', params: ({ event }) => ({ token: event.token }) }],
        },
      },
    },
    loadingUser: {
      invoke: {
        src: 'loadUser',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'authenticated', actions: assign({ user: ({ event }) => event.output, reconnectAttempts: 0 }) },
        // Spec §7: a token the server refuses is reset. A stored one is kept while the server is out of
        // reach; a fresh login's failure goes back to the login form, which says so.
        onError: [
          { guard: 'keepsStoredToken', target: 'reconnecting' },
          { target: 'anonymous', actions: ['clearSession', { type: 'persistToken', params: { token: null } }] },
        ],
      },
    },
    /** The server could not be reached (or failed) while checking the token: keep it and try again. */
    reconnecting: {
      entry: assign({ reconnectAttempts: ({ context }) => context.reconnectAttempts + 1 }),
      after: { reconnectDelay: [{ guard: 'hasSettings', target: 'loadingUser' }, { target: 'starting' }] },
      on: { RETRY: [{ guard: 'hasSettings', target: 'loadingUser' }, { target: 'starting' }] },
    },
    authenticated: {
      initial: 'idle',
      on: {
        SET_LANG: {
          actions: [
            assign({ lang: ({ event }) => event.lang, langChosen: true }),
            { type: 'persistLang', params: ({ event }) => ({ lang: event.lang }) },
            { type: 'storeLangOnServer', params: ({ event }) => ({ lang: event.lang }) },
          ],
        },
        LOGOUT: 'loggingOut',
        SESSION_INVALID: { target: 'invalid', actions: assign({ notice: ({ event }) => event.message }) },
        SESSION_ENDED: {
          target: 'ending',
          actions: assign({ notice: ({ event }) => event.message, endDelaySeconds: ({ event }) => (event.delay > 0 ? event.delay : 2) }),
        },
      },
      states: {
        idle: { on: { REFRESH: 'refreshing' } },
        refreshing: {
          invoke: {
            src: 'loadUser',
            input: ({ context }) => ({ token: context.token! }),
            onDone: { target: 'idle', actions: assign({ user: ({ event }) => event.output }) },
            onError: 'idle',
          },
        },
      },
    },
    /** Code 2000: a confirm dialog with the server's message, "Login again" and "Back". */
    invalid: {
      on: {
        LOGIN_AGAIN: { target: 'anonymous', actions: ['clearSession', { type: 'persistToken', params: { token: null } }, 'reloadPage'] },
        BACK: { target: 'authenticated', actions: [assign({ notice: null }), 'goBack'] },
      },
    },
    /** Code 1000: logged out after `delay` seconds, then the page reloads. */
    ending: {
      after: {
        sessionEndDelay: { target: 'anonymous', actions: ['clearSession', { type: 'persistToken', params: { token: null } }, 'reloadPage'] },
      },
    },
    loggingOut: {
      invoke: {
        src: 'endSession',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'anonymous', actions: ['clearSession', { type: 'persistToken', params: { token: null } }] },
        onError: { target: 'anonymous', actions: ['clearSession', { type: 'persistToken', params: { token: null } }] },
      },
    },
  },
});

export const selectIsLoggedIn = (s: { matches: (v: 'authenticated') => boolean }) => s.matches('authenticated');

/** The account shown in the user menu: the phone, or else the email, cut to 12 characters (spec §2, §3). */
export function displayAccount(user: Pick<SessionInfo, 'phone' | 'email'> | null): string {
  if (!user) return '';
  return (user.phone || user.email).slice(0, 12);
}
