// Reviewing one verification (junior, senior or address) in the operator console: load the item
// with its fields, images, timeline, decisions and the accounts sharing the document number, write a
// reason, and decide. The decisions offered come from the level's shared chart (the server enforces
// the same one): approve or fail while under review; failing needs the reason the user will read.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { kycEndpoints } from '../../api/endpoints/kyc';
import type { DataOf } from '../../api/endpoint';
import { canMove } from '../../api/lifecycles/lifecycle';
import { kycLevelChart } from '../../api/lifecycles/kyc-level';
import { service } from './service';
import { refusalOf, rtokenForSubmission, type Refusal } from './form-validation';

export type OpsKycDetail = DataOf<typeof kycEndpoints.opsKycDetail>;
export type OpsKycItem = OpsKycDetail['item'];
export type OpsKycDecision = 'approve' | 'reject';

export interface OpsKycReviewContext {
  id: string;
  detail: OpsKycDetail | null;
  reason: string;
  reasonError: string | null;
  decision: OpsKycDecision | null;
  refusal: Refusal | null;
  decided: OpsKycDecision | null;
  rtoken: string | null;
}

export type OpsKycReviewEvent = { type: 'RETRY' } | { type: 'REASON_CHANGED'; value: string } | { type: 'APPROVE' } | { type: 'REJECT' };

// Every level's chart has the same review moves; the passed state's name does not matter here.
const reviewChart = kycLevelChart('kycReview', 'approved');
const chartAccepts = (item: OpsKycItem | undefined, type: 'APPROVE' | 'REJECT') =>
  !!item && (item.state === 'underReview') && canMove(reviewChart, item.state, { type });

export function offeredKycDecisions(item: OpsKycItem | undefined): OpsKycDecision[] {
  const offered: OpsKycDecision[] = [];
  if (chartAccepts(item, 'APPROVE')) offered.push('approve');
  if (chartAccepts(item, 'REJECT')) offered.push('reject');
  return offered;
}

const offers = (c: OpsKycReviewContext, d: OpsKycDecision) => offeredKycDecisions(c.detail?.item).includes(d);

export const opsKycReviewFlow = setup({
  types: {} as { context: OpsKycReviewContext; events: OpsKycReviewEvent; input: { id: string } },
  actors: {
    loadDetail: service<OpsKycDetail, { id: string }>('loadDetail'),
    decide: service<OpsKycItem, { id: string; decision: OpsKycDecision; reason: string; rtoken: string }>('decide'),
  },
  actions: {
    choose: assign((_, params: { decision: OpsKycDecision }) => ({ decision: params.decision, reasonError: null, decided: null })),
  },
  guards: {
    canApprove: ({ context }) => offers(context, 'approve'),
    canReject: ({ context }) => offers(context, 'reject') && context.reason.trim().length > 0,
  },
}).createMachine({
  id: 'opsKycReview',
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

type OpsKycReviewSnapshot = SnapshotFrom<typeof opsKycReviewFlow>;

export function selectKycReviewStage(s: OpsKycReviewSnapshot): 'loading' | 'failed' | 'reviewing' {
  if (s.matches('failed')) return 'failed';
  if (s.matches('loading') && !s.context.detail) return 'loading';
  return 'reviewing';
}
export const selectKycReviewDetail = (s: OpsKycReviewSnapshot) => s.context.detail;
export const selectKycReviewReason = (s: OpsKycReviewSnapshot) => s.context.reason;
export const selectKycReviewReasonError = (s: OpsKycReviewSnapshot) => s.context.reasonError;
export const selectKycReviewRefusal = (s: OpsKycReviewSnapshot) => s.context.refusal;
export const selectKycReviewBusy = (s: OpsKycReviewSnapshot) => s.matches('deciding') || s.matches('loading');
export const selectKycReviewDecided = (s: OpsKycReviewSnapshot) => s.context.decided;
export const selectOfferedKycDecisions = (s: OpsKycReviewSnapshot) => (s.matches('reviewing') ? offeredKycDecisions(s.context.detail?.item) : []);

export function opsKycReviewEvents(flow: { send: (event: OpsKycReviewEvent) => void }) {
  return {
    retry: () => flow.send({ type: 'RETRY' }),
    changeReason: (value: string) => flow.send({ type: 'REASON_CHANGED', value }),
    approve: () => flow.send({ type: 'APPROVE' }),
    reject: () => flow.send({ type: 'REJECT' }),
  };
}
