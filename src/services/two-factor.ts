// The wire behind two-factor authentication and the anti-phishing phrase (api/endpoints/two-factor.ts).
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import type { AntiPhishingParams } from '../machines/anti-phishing.flow';
import type { Enrolment, RecoveryCodes, TwoFactorCodeParams } from '../machines/two-factor.flow';
import { loadSecurityWith } from './account';

export function twoFactorServices(client: ApiClient) {
  return {
    loadSecurity: loadSecurityWith(client),
    startEnrolment: fromPromise<Enrolment, void>(async ({ signal }) => (await client.call('twoFactorStart', {}, { signal })).data),
    enable: fromPromise<RecoveryCodes, { params: TwoFactorCodeParams; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('twoFactorEnable', input.params, { rtoken: input.rtoken, signal })).data),
    disable: fromPromise<null, { params: TwoFactorCodeParams; rtoken: string }>(async ({ input, signal }) => {
      await client.call('twoFactorDisable', input.params, { rtoken: input.rtoken, signal });
      return null;
    }),
  };
}

export function antiPhishingServices(client: ApiClient) {
  return {
    savePhrase: fromPromise<null, { params: AntiPhishingParams; rtoken: string }>(async ({ input, signal }) => {
      await client.call('setAntiPhishing', input.params, { rtoken: input.rtoken, signal });
      return null;
    }),
  };
}
