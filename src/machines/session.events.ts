// The events views send to the session actor, as intents. Views call these instead of building
// event objects themselves.
import type { ActorRefFrom } from 'xstate';
import type { Lang } from '../../api/languages';
import type { sessionMachine } from './session.machine';

export function sessionEvents(session: Pick<ActorRefFrom<typeof sessionMachine>, 'send'>) {
  return {
    pickLanguage: (lang: Lang) => session.send({ type: 'SET_LANG', lang }),
    signOut: () => session.send({ type: 'LOGOUT' }),
    loginAgain: () => session.send({ type: 'LOGIN_AGAIN' }),
    goBack: () => session.send({ type: 'BACK' }),
    reconnectNow: () => session.send({ type: 'RETRY' }),
    /** A flow changed the user (contact, passwords, collection): read the user again. */
    refreshUser: () => session.send({ type: 'REFRESH' }),
    loggedIn: (token: string) => session.send({ type: 'LOGGED_IN', token }),
  };
}
