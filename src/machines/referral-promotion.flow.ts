// The promotion page (/mypromotion): the user's invitation code, the commission rate of each level
// with the invitees and earnings there, the profit list and the invitee list of one level. It loads
// everything when the page opens; choosing another level loads that level's invitees while the
// rest stays on screen. Read only: commission is paid by the server when an invitee's fee is booked.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { referralEndpoints } from '../../api/endpoints/referral';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';

export type PromotionSummary = DataOf<typeof referralEndpoints.getMyEarningsAndPromotion>;
export type ReferralProfit = DataOf<typeof referralEndpoints.getMyEarningsDetail>[number];
export type ReferralInvitee = DataOf<typeof referralEndpoints.getMyPromotion>[number];
export interface PromotionPage { summary: PromotionSummary; profits: ReferralProfit[]; invitees: ReferralInvitee[] }

export interface PromotionContext {
  page: PromotionPage | null;
  /** The level whose invitees are listed (1: invited directly). */
  level: number;
  refusal: Refusal | null;
}

export type PromotionEvent = { type: 'RETRY' } | { type: 'SHOW_LEVEL'; level: number };

export const promotionFlow = setup({
  types: {} as { context: PromotionContext; events: PromotionEvent },
  actors: {
    loadPromotion: service<PromotionPage, { level: number }>('loadPromotion'),
    loadInvitees: service<ReferralInvitee[], { level: number }>('loadInvitees'),
  },
  actions: {
    keepPage: assign({ page: ({ event }) => (event as unknown as { output: PromotionPage }).output, refusal: null }),
    keepInvitees: assign({
      page: ({ context, event }) => context.page && { ...context.page, invitees: (event as unknown as { output: ReferralInvitee[] }).output },
      refusal: null,
    }),
    keepRefusal: assign({ refusal: ({ event }) => refusalOf((event as unknown as { error: unknown }).error) }),
    chooseLevel: assign({ level: ({ event }) => (event.type === 'SHOW_LEVEL' ? event.level : 1) }),
  },
  guards: {
    anotherLevel: ({ context, event }) => event.type === 'SHOW_LEVEL' && event.level !== context.level,
  },
}).createMachine({
  id: 'promotion',
  context: { page: null, level: 1, refusal: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadPromotion', src: 'loadPromotion', input: ({ context }) => ({ level: context.level }),
        onDone: { target: 'ready', actions: 'keepPage' },
        onError: { target: 'unavailable', actions: 'keepRefusal' },
      },
    },
    unavailable: { on: { RETRY: 'loading' } },
    ready: {
      initial: 'shown',
      states: {
        shown: { on: { SHOW_LEVEL: { guard: 'anotherLevel', target: 'switching', actions: 'chooseLevel' } } },
        switching: {
          invoke: {
            id: 'loadInvitees', src: 'loadInvitees', input: ({ context }) => ({ level: context.level }),
            onDone: { target: 'shown', actions: 'keepInvitees' },
            onError: { target: 'shown', actions: 'keepRefusal' },
          },
        },
      },
    },
  },
});

export type PromotionActor = ActorRefFrom<typeof promotionFlow>;
type Snapshot = SnapshotFrom<typeof promotionFlow>;

export const selectPromotionStage = (s: Snapshot): 'loading' | 'unavailable' | 'ready' =>
  s.matches('ready') ? 'ready' : (s.value as 'loading' | 'unavailable');
export const selectPromotionPage = (s: Snapshot) => s.context.page;
export const selectPromotionLevel = (s: Snapshot) => s.context.level;
export const selectInviteesLoading = (s: Snapshot) => s.matches({ ready: 'switching' });
export const selectPromotionRefusal = (s: Snapshot) => s.context.refusal;

export function promotionEvents(actor: Pick<PromotionActor, 'send'>) {
  return {
    retry: () => actor.send({ type: 'RETRY' }),
    showLevel: (level: number) => actor.send({ type: 'SHOW_LEVEL', level }),
  };
}
