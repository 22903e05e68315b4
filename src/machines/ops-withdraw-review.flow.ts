// Reviewing one withdrawal in the operator console: load the item with the user's balances and
// history, write a reason, and decide. Which decisions are offered comes from the shared
// withdrawal lifecycle chart (the server enforces the same chart): approve or reject while under
// review, confirm the payout of an approved bank withdrawal. Rejecting and confirming a payout
// need a reason; every decision is audit-logged by the server and shown on the user's timeline.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { opsEndpoints } from '../../api/endpoints/ops';
import type { DataOf } from '../../api/endpoint';
import { canMove } from '../../api/lifecycles/lifecycle';
import { withdrawalLifecycle, type WithdrawalEvent } from '../../api/lifecycles/withdrawal.lifecycle';
import { service } from './service';
import { refusalOf, rtokenForSubmission, type Refusal } from './form-validation';

export type OpsWithdrawDetail = DataOf<typeof opsEndpoints.opsWithdrawDetail>;
export type OpsWithdrawal = OpsWithdrawDetail['withdrawal'];
export type OpsDecision = 'approve' | 'reject' | 'confirmPayout';

export interface OpsWithdrawReviewContext {
  id: string;
  detail: OpsWithdrawDetail | null;
  reason: string;
  /** A message key of the contract's catalog when the reason is missing. */
  reasonError: string | null;
  decision: OpsDecision | null;
  refusal: Refusal | null;
  /** The decision just made, shown until the next one. */
  decided: OpsDecision | null;
  rtoken: string | null;
}

export type OpsWithdrawReviewEvent =
  | { type: 'RETRY' }
  | { type: 'REASON_CHANGED'; value: string }
  | { type: 'APPROVE' }
  | { type: 'REJECT' }
  | { type: 'CONFIRM_PAYOUT' };

const chartAccepts = (w: OpsWithdrawal | undefined, type: WithdrawalEvent['type']) =>
  !!w && canMove(withdrawalLifecycle, w.state, { type } as WithdrawalEvent);

/** Decisions the chart allows on this withdrawal now. */
export function offeredDecisions(w: OpsWithdrawal | undefined): OpsDecision[] {
  const offered: OpsDecision[] = [];
  if (chartAccepts(w, 'APPROVE')) offered.push('approve');
  if (chartAccepts(w, 'REJECT')) offered.push('reject');
  // A bank payout is made off-chain: the operator confirms it (BROADCAST then CONFIRMED) with the reference.
  if (w?.kind === 'bank' && chartAccepts(w, 'BROADCAST')) offered.push('confirmPayout');
  return offered;
}

const offers = (context: OpsWithdrawReviewContext, decision: OpsDecision) => offeredDecisions(context.detail?.withdrawal).includes(decision);
const hasReason = (context: OpsWithdrawReviewContext) => context.reason.trim().length > 0;

export const opsWithdrawReviewFlow = setup({
  types: {} as { context: OpsWithdrawReviewContext; events: OpsWithdrawReviewEvent; input: { id: string } },
  actors: {
    loadDetail: service<OpsWithdrawDetail, { id: string }>('loadDetail'),
    decide: service<OpsWithdrawal, { id: string; decision: OpsDecision; reason: string; rtoken: string }>('decide'),
  },
  actions: {
    choose: assign((_, params: { decision: OpsDecision }) => ({ decision: params.decision, reasonError: null, decided: null })),
  },
  guards: {
    canApprove: ({ context }) => offers(context, 'approve'),
    canReject: ({ context }) => offers(context, 'reject') && hasReason(context),
    canConfirmPayout: ({ context }) => offers(context, 'confirmPayout') && hasReason(context),
  },
}).createMachine({
  id: 'opsWithdrawReview',
  context: ({ input }) => ({ id: input.id, detail: null, reason: '', reasonError: null, decision: null, refusal: null, decided: null, rtoken: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadDetail',
        src: 'loadDetail',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'reviewing', actions: assign({ detail: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ refusal: null }) } } },
    reviewing: {
      on: {
        REASON_CHANGED: { actions: assign({ reason: ({ event }) => event.value, reasonError: null, refusal: null, rtoken: null }) },
        APPROVE: { guard: 'canApprove', target: 'deciding', actions: { type: 'choose', params: { decision: 'approve' } } },
        REJECT: [
          { guard: 'canReject', target: 'deciding', actions: { type: 'choose', params: { decision: 'reject' } } },
          { actions: assign({ reasonError: 'error.reasonRequired' }) },
        ],
        CONFIRM_PAYOUT: [
          { guard: 'canConfirmPayout', target: 'deciding', actions: { type: 'choose', params: { decision: 'confirmPayout' } } },
          { actions: assign({ reasonError: 'error.reasonRequired' }) },
        ],
      },
    },
    deciding: {
      entry: assign({ refusal: null, rtoken: ({ context }) => rtokenForSubmission(context.rtoken) }),
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ id: context.id, decision: context.decision!, reason: context.reason.trim(), rtoken: context.rtoken! }),
        // Loaded again: the timeline and the decisions now include this one.
        onDone: { target: 'loading', actions: assign(({ context }) => ({ decided: context.decision, reason: '', rtoken: null })) },
        onError: { target: 'reviewing', actions: assign({ refusal: ({ event }) => refusalOf(event.error), rtoken: null }) },
      },
    },
  },
});

type OpsWithdrawReviewSnapshot = SnapshotFrom<typeof opsWithdrawReviewFlow>;

export function selectReviewStage(s: OpsWithdrawReviewSnapshot): 'loading' | 'failed' | 'reviewing' {
  if (s.matches('failed')) return 'failed';
  if (s.matches('loading') && !s.context.detail) return 'loading';
  return 'reviewing';
}
export const selectReviewDetail = (s: OpsWithdrawReviewSnapshot) => s.context.detail;
export const selectReviewReason = (s: OpsWithdrawReviewSnapshot) => s.context.reason;
export const selectReviewReasonError = (s: OpsWithdrawReviewSnapshot) => s.context.reasonError;
export const selectReviewRefusal = (s: OpsWithdrawReviewSnapshot) => s.context.refusal;
export const selectReviewBusy = (s: OpsWithdrawReviewSnapshot) => s.matches('deciding') || s.matches('loading');
export const selectReviewDecided = (s: OpsWithdrawReviewSnapshot) => s.context.decided;
export const selectOfferedDecisions = (s: OpsWithdrawReviewSnapshot) => (s.matches('reviewing') ? offeredDecisions(s.context.detail?.withdrawal) : []);

export function opsWithdrawReviewEvents(flow: { send: (event: OpsWithdrawReviewEvent) => void }) {
  return {
    retry: () => flow.send({ type: 'RETRY' }),
    changeReason: (value: string) => flow.send({ type: 'REASON_CHANGED', value }),
    approve: () => flow.send({ type: 'APPROVE' }),
    reject: () => flow.send({ type: 'REJECT' }),
    confirmPayout: () => flow.send({ type: 'CONFIRM_PAYOUT' }),
  };
}
