// Reviewing one manual deposit in the operator console: load the claim with the user's balances and
// history, look at the credential image, write a reason, and decide. The decisions offered come
// from the shared manual-deposit chart (the server enforces the same chart): approve (credits the
// amount through the ledger) or reject, which needs a reason. Every decision is audit-logged.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { opsEndpoints } from '../../api/endpoints/ops';
import type { DataOf } from '../../api/endpoint';
import { canMove } from '../../api/lifecycles/lifecycle';
import { manualDepositLifecycle, type ManualDepositEvent } from '../../api/lifecycles/manual-deposit.lifecycle';
import { service } from './service';
import { refusalOf, rtokenForSubmission, type Refusal } from './form-validation';

export type OpsDepositDetail = DataOf<typeof opsEndpoints.opsDepositDetail>;
export type OpsManualDeposit = OpsDepositDetail['deposit'];
export type OpsDepositDecision = 'approve' | 'reject';

export interface OpsDepositReviewContext {
  id: string;
  detail: OpsDepositDetail | null;
  reason: string;
  reasonError: string | null;
  decision: OpsDepositDecision | null;
  decided: OpsDepositDecision | null;
  refusal: Refusal | null;
  rtoken: string | null;
}

export type OpsDepositReviewEvent =
  | { type: 'RETRY' }
  | { type: 'REASON_CHANGED'; value: string }
  | { type: 'APPROVE' }
  | { type: 'REJECT' };

const chartAccepts = (d: OpsManualDeposit | undefined, type: ManualDepositEvent['type']) =>
  !!d && canMove(manualDepositLifecycle, d.state, { type });

/** Decisions the chart allows on this claim now. */
export function offeredDepositDecisions(d: OpsManualDeposit | undefined): OpsDepositDecision[] {
  return [...(chartAccepts(d, 'APPROVE') ? ['approve' as const] : []), ...(chartAccepts(d, 'REJECT') ? ['reject' as const] : [])];
}

export const opsDepositReviewFlow = setup({
  types: {} as { context: OpsDepositReviewContext; events: OpsDepositReviewEvent; input: { id: string } },
  actors: {
    loadDetail: service<OpsDepositDetail, { id: string }>('loadDetail'),
    decide: service<OpsManualDeposit, { id: string; decision: OpsDepositDecision; reason: string; rtoken: string }>('decide'),
  },
  actions: {
    choose: assign((_, params: { decision: OpsDepositDecision }) => ({ decision: params.decision, reasonError: null, decided: null })),
  },
  guards: {
    canApprove: ({ context }) => offeredDepositDecisions(context.detail?.deposit).includes('approve'),
    canReject: ({ context }) => offeredDepositDecisions(context.detail?.deposit).includes('reject') && context.reason.trim().length > 0,
  },
}).createMachine({
  id: 'opsDepositReview',
  context: ({ input }) => ({ id: input.id, detail: null, reason: '', reasonError: null, decision: null, decided: null, refusal: null, rtoken: null }),
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
      },
    },
    deciding: {
      entry: assign({ refusal: null, rtoken: ({ context }) => rtokenForSubmission(context.rtoken) }),
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ id: context.id, decision: context.decision!, reason: context.reason.trim(), rtoken: context.rtoken! }),
        onDone: { target: 'loading', actions: assign(({ context }) => ({ decided: context.decision, reason: '', rtoken: null })) },
        onError: { target: 'reviewing', actions: assign({ refusal: ({ event }) => refusalOf(event.error), rtoken: null }) },
      },
    },
  },
});

type OpsDepositReviewSnapshot = SnapshotFrom<typeof opsDepositReviewFlow>;

export function selectDepositReviewStage(s: OpsDepositReviewSnapshot): 'loading' | 'failed' | 'reviewing' {
  if (s.matches('failed')) return 'failed';
  if (s.matches('loading') && !s.context.detail) return 'loading';
  return 'reviewing';
}
export const selectDepositReviewDetail = (s: OpsDepositReviewSnapshot) => s.context.detail;
export const selectDepositReviewReason = (s: OpsDepositReviewSnapshot) => s.context.reason;
export const selectDepositReviewReasonError = (s: OpsDepositReviewSnapshot) => s.context.reasonError;
export const selectDepositReviewRefusal = (s: OpsDepositReviewSnapshot) => s.context.refusal;
export const selectDepositReviewBusy = (s: OpsDepositReviewSnapshot) => s.matches('deciding') || s.matches('loading');
export const selectDepositReviewDecided = (s: OpsDepositReviewSnapshot) => s.context.decided;
export const selectOfferedDepositDecisions = (s: OpsDepositReviewSnapshot) => (s.matches('reviewing') ? offeredDepositDecisions(s.context.detail?.deposit) : []);

export function opsDepositReviewEvents(flow: { send: (event: OpsDepositReviewEvent) => void }) {
  return {
    retry: () => flow.send({ type: 'RETRY' }),
    changeReason: (value: string) => flow.send({ type: 'REASON_CHANGED', value }),
    approve: () => flow.send({ type: 'APPROVE' }),
    reject: () => flow.send({ type: 'REJECT' }),
  };
}
