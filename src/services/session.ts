// The wire behind the session chart: the site's settings (content), the user and the language
// (account), the logout (auth). Apart from account.ts because every page loads it first: it
// brings no form flow along.
import { fromPromise } from 'xstate';
import type { Lang } from '../../api/languages';
import type { ApiClient } from './api';
import type { SessionInfo, SiteSettings } from '../machines/session.machine';

export function sessionServicesWith(client: ApiClient) {
  return {
    loadSettings: fromPromise<SiteSettings, void>(async () => (await client.call('getSetting', {})).data),
    // Quiet: a stale stored token on start just resets the token (spec §7), with no dialog.
    loadUser: fromPromise<SessionInfo, { token: string }>(async () => (await client.call('getInfo', {}, { quiet: true })).data),
    endSession: fromPromise<void, { token: string }>(async () => { await client.call('logout', {}, { quiet: true }); }),
  };
}

/** Keeps the chosen language on the server too; a failure changes nothing the user sees. */
export function storeLangOnServer(client: ApiClient, lang: Lang): void {
  client.call('setLang', { value: lang }, { quiet: true }).catch(() => {});
}
