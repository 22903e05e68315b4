// The wire behind the account area (api/endpoints/account.ts): the security overview, the
// transaction password, security questions and contact binding. The session's own calls are in
// session.ts.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import type { Bound, BindSubmission } from '../machines/bind-contact.flow';
import type { SecQuestionParams } from '../machines/security-questions.flow';
import type { SecurityOverview } from '../machines/security-overview.flow';
import type { TpwdSubmission } from '../machines/tpwd.flow';
import { codeSenderWith } from './auth';

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
