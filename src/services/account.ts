// The wire behind the account area (api/endpoints/account.ts): the session's own loads, the
// security overview, the transaction password, security questions and contact binding.
import { fromPromise } from 'xstate';
import type { Lang } from '../../api/languages';
import type { ApiClient } from './api';
import type { Bound, BindSubmission } from '../machines/bind-contact.flow';
import type { SecQuestionParams } from '../machines/security-questions.flow';
import type { SecurityOverview } from '../machines/security-overview.flow';
import type { SessionInfo, SiteSettings } from '../machines/session.machine';
import type { TpwdSubmission } from '../machines/tpwd.flow';
import { codeSenderWith } from './auth';

/**
 * The session chart's loads: the site's settings (content), the user (account) and the logout
 * (auth). Quiet where a stale stored token on start just resets the token (spec §7), with no dialog.
 */
export function sessionServicesWith(client: ApiClient) {
  return {
    loadSettings: fromPromise<SiteSettings, void>(async () => (await client.call('getSetting', {})).data),
    loadUser: fromPromise<SessionInfo, { token: string }>(async () => (await client.call('getInfo', {}, { quiet: true })).data),
    endSession: fromPromise<void, { token: string }>(async () => { await client.call('logout', {}, { quiet: true }); }),
  };
}

/** Keeps the chosen language on the server too; a failure changes nothing the user sees. */
export function storeLangOnServer(client: ApiClient, lang: Lang): void {
  client.call('setLang', { value: lang }, { quiet: true }).catch(() => {});
}

/** `web/info`: what is set on the account and what to set next. */
export const loadSecurityWith = (client: ApiClient) =>
  fromPromise<SecurityOverview, void>(async ({ signal }) => (await client.call('info', {}, { signal })).data);

export function bindContactServices(client: ApiClient) {
  return {
    codeSender: codeSenderWith(client),
    bindContact: fromPromise<Bound, { submission: BindSubmission; rtoken: string }>(async ({ input: { submission, rtoken }, signal }) =>
      submission.call === 'bindEmail'
        ? (await client.call('bindEmail', submission.params, { rtoken, signal })).data
        : (await client.call('bindPhone', submission.params, { rtoken, signal })).data),
  };
}

export function tpwdServices(client: ApiClient) {
  return {
    codeSender: codeSenderWith(client),
    loadSecurity: loadSecurityWith(client),
    saveTpwd: fromPromise<null, { submission: TpwdSubmission; rtoken: string }>(async ({ input: { submission, rtoken }, signal }) => {
      if (submission.call === 'saveTpwd') await client.call('saveTpwd', submission.params, { rtoken, signal });
      else await client.call('updateTpassword', submission.params, { rtoken, signal });
      return null;
    }),
  };
}

export function securityQuestionsServices(client: ApiClient) {
  return {
    saveAnswers: fromPromise<null, { params: SecQuestionParams; rtoken: string }>(async ({ input, signal }) => {
      await client.call('setSecQuestion', input.params, { rtoken: input.rtoken, signal });
      return null;
    }),
  };
}
