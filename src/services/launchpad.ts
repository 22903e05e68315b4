// The wire behind the new-coin subscription screens (api/endpoints/launchpad.ts): the projects of
// the new-coin zone, one project's terms with the spot USDT available and what the user already
// subscribed to it, subscribing, the user's subscriptions, and the console's projects and create
// form (called with the operator's own client). One services object per flow.
import { fromPromise } from 'xstate';
import type { ApiClient } from './api';
import { sumOf, type NewcoinProject, type ProjectParams, type Subscription } from '../machines/launchpad-math';
import type { SubscribeTerms } from '../machines/launchpad-subscribe.flow';

type WireCaller = Pick<ApiClient, 'call'>;

export function newcoinZoneServices(client: WireCaller) {
  return {
    loadProjects: fromPromise<NewcoinProject[], void>(async ({ signal }) => (await client.call('getNewcoinsList', {}, { signal })).data),
  };
}

export function subscribeServices(client: WireCaller) {
  return {
    loadTerms: fromPromise<SubscribeTerms, { id: string }>(async ({ input, signal }) => {
      const [project, assets, mine] = await Promise.all([
        client.call('getNewcoinsInfo', { id: input.id }, { signal }),
        client.call('getAsset2', {}, { signal }),
        client.call('mySubscriptions', { limit: 200 }, { signal }),
      ]);
      return {
        project: project.data,
        available: assets.data.assets.find((row) => row.currency === 'USDT')?.available ?? '0',
        held: sumOf(mine.data.filter((s) => s.project_id === input.id).map((s) => s.quantity)),
      };
    }),
    subscribe: fromPromise<Subscription, { id: string; quantity: string; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('subscribeNewcoin', { id: input.id, quantity: input.quantity }, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}

export function mySubscriptionsServices(client: WireCaller) {
  return {
    loadSubscriptions: fromPromise<Subscription[], void>(async ({ signal }) => (await client.call('mySubscriptions', { limit: 200 }, { signal })).data),
  };
}

/** The console's New coins page, through the operator's client. */
export function opsNewcoinServices(client: WireCaller) {
  return {
    loadProjects: fromPromise<NewcoinProject[], void>(async ({ signal }) => (await client.call('opsNewcoinProjects', {}, { signal, quiet: true })).data),
    createProject: fromPromise<NewcoinProject, { params: ProjectParams; rtoken: string }>(async ({ input, signal }) =>
      (await client.call('opsCreateNewcoin', input.params, { rtoken: input.rtoken, signal, quiet: true })).data),
  };
}
