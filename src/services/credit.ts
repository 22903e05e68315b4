// The wire behind the credit score page (api/endpoints/credit.ts): one read of the score, its
// factors, the limit table and what loans use of the limit.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import type { CreditReport } from '../machines/credit.flow';

type WireCaller = Pick<ApiClient, 'call'>;

export function creditServices(client: WireCaller) {
  return {
    loadCredit: fromPromise<CreditReport, void>(async ({ signal }) => (await client.call('getCredit', {}, { signal })).data),
  };
}
