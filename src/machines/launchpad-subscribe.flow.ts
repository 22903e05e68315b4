// Subscribing on /subscribe?id=: the project's terms, the user's spot USDT and what they already
// subscribed to it are read; the user types whole lots and sees the coins and the USDT that will
// be frozen (issue price × quantity). The form is checked against the project's phase, the least
// and most per user and the balance before the confirm step, which repeats the figures; the
// server's refusal comes back to the confirm step in its own words. A retry keeps the rtoken.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { submittingState } from './form-submission';
import { refusalOf, type Refusal } from './form-validation';
import { quantityOf, subscribeProblem, type NewcoinProject, type SubscribeProblem, type Subscription } from './launchpad-math';
import { service } from './service';

export interface SubscribeTerms {
  project: NewcoinProject;
  /** Spot USDT available. */
  available: string;
  /** Coins the user already subscribed to this project. */
  held: string;
}

export interface SubscribeContext {
  id: string;
  terms: SubscribeTerms | null;
  lots: string;
  problem: SubscribeProblem | null;
  rtoken: string | null;
  refusal: Refusal | null;
  subscribed: Subscription | null;
}

export type SubscribeEvent =
  | { type: 'LOTS'; value: string }
  | { type: 'REVIEW' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'RETRY' };

const problemOf = (c: SubscribeContext) => (c.terms ? subscribeProblem({ ...c.terms, lots: c.lots }) : { id: 'error.notFound' });

const subscribeSetup = setup({
  types: {} as { context: SubscribeContext; events: SubscribeEvent; input: { id: string } },
  actors: {
    loadTerms: service<SubscribeTerms, { id: string }>('loadTerms'),
    subscribe: service<Subscription, { id: string; quantity: string; rtoken: string }>('subscribe'),
  },
  guards: {
    formIsValid: ({ context }) => problemOf(context) === null,
  },
});

export const subscribeFlow = subscribeSetup.createMachine({
  id: 'subscribe',
  context: ({ input }) => ({ id: input.id, terms: null, lots: '', problem: null, rtoken: null, refusal: null, subscribed: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadTerms', src: 'loadTerms', input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'editing', actions: assign({ terms: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'unavailable', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    editing: {
      on: {
        // A changed quantity is a new user action: it gets a new rtoken.
        LOTS: { actions: assign({ lots: ({ event }) => event.value.trim(), problem: null, rtoken: null, refusal: null }) },
        REVIEW: [
          { guard: 'formIsValid', target: 'confirming', actions: assign({ problem: null }) },
          { actions: assign({ problem: ({ context }) => problemOf(context) }) },
        ],
      },
    },
    confirming: {
      on: {
        CONFIRM: 'submitting',
        BACK: { target: 'editing', actions: assign({ refusal: null }) },
      },
    },
    submitting: submittingState(subscribeSetup)('confirming', {
      src: 'subscribe',
      input: ({ context }) => ({ id: context.id, quantity: quantityOf({ project: context.terms!.project, lots: context.lots }), rtoken: context.rtoken! }),
      onDone: { target: 'subscribed', actions: assign({ subscribed: ({ event }) => event.output }) },
    }),
    subscribed: { type: 'final' },
  },
});

export type SubscribeActor = ActorRefFrom<typeof subscribeFlow>;
type Snapshot = SnapshotFrom<typeof subscribeFlow>;
export type SubscribeStage = 'loading' | 'unavailable' | 'editing' | 'confirming' | 'submitting' | 'subscribed';

export const selectSubscribeStage = (s: Snapshot) => s.value as SubscribeStage;
export const selectSubscribeForm = (s: Snapshot) => s.context;

export function subscribeEvents(actor: Pick<SubscribeActor, 'send'>) {
  return {
    lots: (value: string) => actor.send({ type: 'LOTS', value }),
    review: () => actor.send({ type: 'REVIEW' }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
    back: () => actor.send({ type: 'BACK' }),
    retry: () => actor.send({ type: 'RETRY' }),
  };
}
