// The user's subscriptions (/subscriptionList): each with the frozen USDT, its state (under
// review, passed with what passed, was paid and unfrozen, did not pass, released) and its times.
// Read when the page opens, and again on demand after a failed read.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { refusalOf, type Refusal } from './form-validation';
import type { Subscription } from './launchpad-math';
import { service } from './service';

export interface MySubscriptionsContext {
  subscriptions: Subscription[];
  refusal: Refusal | null;
}

export type MySubscriptionsEvent = { type: 'RETRY' };

export const mySubscriptionsFlow = setup({
  types: {} as { context: MySubscriptionsContext; events: MySubscriptionsEvent },
  actors: { loadSubscriptions: service<Subscription[]>('loadSubscriptions') },
}).createMachine({
  id: 'mySubscriptions',
  context: { subscriptions: [], refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSubscriptions', src: 'loadSubscriptions',
        onDone: { target: 'ready', actions: assign({ subscriptions: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    ready: {},
  },
});

export type MySubscriptionsActor = ActorRefFrom<typeof mySubscriptionsFlow>;
type Snapshot = SnapshotFrom<typeof mySubscriptionsFlow>;

export const selectSubscriptionsStage = (s: Snapshot) => s.value as 'loading' | 'unavailable' | 'ready';
export const selectSubscriptions = (s: Snapshot) => s.context.subscriptions;
export const selectSubscriptionsRefusal = (s: Snapshot) => s.context.refusal;

export const mySubscriptionsEvents = (actor: Pick<MySubscriptionsActor, 'send'>) => ({ retry: () => actor.send({ type: 'RETRY' }) });
