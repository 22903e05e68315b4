// The wire behind the auth area (api/endpoints/auth.ts): codes by email or SMS, registration,
// login, and the password reset or change (the change is account's `web/updatePassword`).
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import { codeSenderFlow, type CodeRequest, type CodeSent } from '../machines/code-sender.flow';
import type { LoginCodeParams, LoginGranted, LoginParams, SessionGranted } from '../machines/login.flow';
import type { PasswordSubmission } from '../machines/password-reset.flow';
import type { RegisterParams, Registered } from '../machines/register.flow';
import type { SecurityOverview } from '../machines/security-overview.flow';

/** The code sender every code-confirmed form uses: it sends by email or SMS. */
export function codeSenderWith(client: ApiClient) {
  return codeSenderFlow.provide({
    actors: {
      sendCode: fromPromise<CodeSent, CodeRequest>(async ({ input, signal }) => {
        const answer = input.channel === 'email'
          ? await client.call('getCode', { email: input.address, scene: input.scene }, { signal })
          : await client.call('getTelCode', { phone: input.address, scene: input.scene }, { signal });
        return answer.data;
      }),
    },
  });
}

export function loginServices(client: ApiClient) {
  return {
    // Quiet: a failed login shows no toast (spec §8); the form shows why above its button.
    logIn: fromPromise<LoginGranted, { params: LoginParams; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('login', input.params, { rtoken: input.rtoken, signal, quiet: true })).data),
    logInWithCode: fromPromise<SessionGranted, { params: LoginCodeParams; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('loginCode', input.params, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}

export function registerServices(client: ApiClient) {
  return {
    codeSender: codeSenderWith(client),
    register: fromPromise<Registered, { params: RegisterParams; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('register', input.params, { rtoken: input.rtoken, signal })).data),
  };
}

export function passwordServices(client: ApiClient) {
  return {
    codeSender: codeSenderWith(client),
    // account's `web/info`, read here rather than through account.ts, which needs the code sender
    // from this file: the two would import each other.
    loadSecurity: fromPromise<SecurityOverview, void>(async ({ signal }) => (await client.call('info', {}, { signal })).data),
    savePassword: fromPromise<null, { submission: PasswordSubmission; rtoken: string }>(async ({ input: { submission, rtoken }, signal }) => {
      const options = { rtoken, signal };
      if (submission.call === 'resetPassword') await client.call('resetPassword', submission.params, options);
      else if (submission.call === 'resetBySecQuestion') await client.call('resetBySecQuestion', submission.params, options);
      else await client.call('updatePassword', submission.params, options);
      return null;
    }),
  };
}
