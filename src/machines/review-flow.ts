// The operator's review of one item (a withdrawal, a manual deposit, a verification; later loans,
// subscriptions, support): load it, write a reason, decide, load it again. Which decisions are
// offered comes from the item's own lifecycle chart (the server enforces the same one). Each kind
// calls `reviewFlow` with its chart and its decisions, as `kycLevelChart` does for the levels.
import { assign, setup, type AnyStateMachine, type PromiseActorLogic, type StateMachine } from 'xstate';
import { canMove } from '../../api/lifecycles/lifecycle';
import { service } from './service';
import { refusalOf, rtokenForSubmission, type Refusal } from './form-validation';

/** One decision a reviewer can make: offered when the lifecycle accepts `chartEvent` on the item. */
export interface ReviewDecision<TItem, TDecision extends string = string> {
  decision: TDecision;
  chartEvent: string;
  /** Rejections and confirmations say why; the flow refuses them with an empty reason. */
  needsReason?: boolean;
  /** A further condition on the item beyond the chart (a bank payout, a level under review). */
  when?: (item: TItem) => boolean;
}

/** The two decisions every review offers: pass the item, or refuse it, saying why. */
export const approveDecision = { decision: 'approve', chartEvent: 'APPROVE' } as const;
export const rejectDecision = { decision: 'reject', chartEvent: 'REJECT', needsReason: true } as const;

export interface ReviewSpec<TDetail, TItem extends { state: string }, TDecision extends string> {
  id: string;
  lifecycle: AnyStateMachine;
  /** The reviewed item inside the loaded detail. */
  item: (detail: TDetail) => TItem;
  decisions: readonly ReviewDecision<TItem, TDecision>[];
}

export interface ReviewContext<TDetail, TDecision extends string> {
  id: string;
  detail: TDetail | null;
  reason: string;
  /** A message key of the contract's catalog when the reason is missing. */
  reasonError: string | null;
  decision: TDecision | null;
  refusal: Refusal | null;
  /** The decision just made, shown until the next one. */
  decided: TDecision | null;
  rtoken: string | null;
}

/** A decision's event is its name in capitals (`confirmPayout` → `CONFIRM_PAYOUT`). */
type Snake<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? H : `_${H}`}${Snake<T>}` : S;
export type DecisionEvent<TDecision extends string> = Uppercase<Snake<TDecision>>;
export const decisionEvent = <TDecision extends string>(decision: TDecision) =>
  decision.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase() as DecisionEvent<TDecision>;
const guardOf = (decision: string) => `can${decision[0]!.toUpperCase()}${decision.slice(1)}`;

export type ReviewEvent<TDecision extends string> =
  | { type: 'RETRY' }
  | { type: 'REASON_CHANGED'; value: string }
  | { type: DecisionEvent<TDecision> };

/** Decisions the item's chart allows on it now, in the order the kind lists them. */
export function offeredDecisions<TDetail, TItem extends { state: string }, TDecision extends string>(
  spec: ReviewSpec<TDetail, TItem, TDecision>, item: TItem | undefined,
): TDecision[] {
  if (!item) return [];
  return spec.decisions
    .filter((d) => (d.when?.(item) ?? true) && canMove(spec.lifecycle, item.state, { type: d.chartEvent }))
    .map((d) => d.decision);
}

/** The services a review flow invokes: the detail loader and the decision. */
type ReviewActors<TDetail, TDecision extends string, TOutput> =
  | { src: 'loadDetail'; logic: PromiseActorLogic<TDetail, { id: string }>; id: string | undefined }
  | { src: 'decide'; logic: PromiseActorLogic<TOutput, { id: string; decision: TDecision; reason: string; rtoken: string }>; id: string | undefined };

type AnyReviewSpec = ReviewSpec<unknown, { state: string }, string>;

// Built once per kind with the item's types erased (xstate cannot infer a chart over type
// parameters); `reviewFlow` gives the chart back its kind's context, events and services.
function buildReviewFlow(spec: AnyReviewSpec) {
  type Context = ReviewContext<unknown, string>;
  const offers = (context: Context, decision: string) =>
    !!context.detail && offeredDecisions(spec, spec.item(context.detail)).includes(decision);
  const hasReason = (context: Context) => context.reason.trim().length > 0;
  const guards = Object.fromEntries(spec.decisions.map((d) => [
    guardOf(d.decision),
    ({ context }: { context: Context }) => offers(context, d.decision) && (!d.needsReason || hasReason(context)),
  ]));
  // Each decision moves to `deciding` when its guard passes; one that needs a reason says so otherwise.
  const decisionMoves = Object.fromEntries(spec.decisions.map((d) => {
    const move = { guard: guardOf(d.decision), target: 'deciding', actions: { type: 'choose', params: { decision: d.decision } } };
    return [decisionEvent(d.decision), d.needsReason ? [move, { actions: assign({ reasonError: 'error.reasonRequired' }) }] : move];
  }));

  return setup({
    types: {} as { context: Context; events: { type: 'RETRY' } | { type: 'REASON_CHANGED'; value: string }; input: { id: string } },
    actors: {
      loadDetail: service<unknown, { id: string }>('loadDetail'),
      decide: service<unknown, { id: string; decision: string; reason: string; rtoken: string }>('decide'),
    },
    actions: {
      choose: assign((_, params: { decision: string }) => ({ decision: params.decision, reasonError: null, decided: null })),
    },
    guards,
  }).createMachine({
    id: spec.id,
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
          ...(decisionMoves as object),
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
}

export type ReviewFlow<TDetail, TDecision extends string, TOutput> = ReturnType<typeof buildReviewFlow> extends StateMachine<
  infer _Context, infer _Event, infer Children, infer _Actors, infer Action, infer Guard, infer Delay, infer StateValue,
  infer Tag, infer Input, infer Output, infer Emitted, infer Meta, infer Schema>
  ? StateMachine<ReviewContext<TDetail, TDecision>, ReviewEvent<TDecision>, Children, ReviewActors<TDetail, TDecision, TOutput>,
    Action, Guard, Delay, StateValue, Tag, Input, Output, Emitted, Meta, Schema>
  : never;

/** The review chart of one kind of item: its lifecycle decides what is offered. */
export function reviewFlow<TDetail, TItem extends { state: string }, TDecision extends string, TOutput = TItem>(
  spec: ReviewSpec<TDetail, TItem, TDecision>,
): ReviewFlow<TDetail, TDecision, TOutput> {
  return buildReviewFlow(spec as unknown as AnyReviewSpec) as unknown as ReviewFlow<TDetail, TDecision, TOutput>;
}

/** What the review screens read, for any kind's flow. */
export type ReviewSnapshot<TDetail, TDecision extends string> = {
  matches: (state: 'loading' | 'failed' | 'reviewing' | 'deciding') => boolean;
  context: ReviewContext<TDetail, TDecision>;
};

export function selectReviewStage<TDetail, TDecision extends string>(s: ReviewSnapshot<TDetail, TDecision>): 'loading' | 'failed' | 'reviewing' {
  if (s.matches('failed')) return 'failed';
  if (s.matches('loading') && !s.context.detail) return 'loading';
  return 'reviewing';
}
export const selectReviewDetail = <TDetail, TDecision extends string>(s: ReviewSnapshot<TDetail, TDecision>) => s.context.detail;
export const selectReviewReason = <TDetail, TDecision extends string>(s: ReviewSnapshot<TDetail, TDecision>) => s.context.reason;
export const selectReviewReasonError = <TDetail, TDecision extends string>(s: ReviewSnapshot<TDetail, TDecision>) => s.context.reasonError;
export const selectReviewRefusal = <TDetail, TDecision extends string>(s: ReviewSnapshot<TDetail, TDecision>) => s.context.refusal;
export const selectReviewBusy = <TDetail, TDecision extends string>(s: ReviewSnapshot<TDetail, TDecision>) => s.matches('deciding') || s.matches('loading');
export const selectReviewDecided = <TDetail, TDecision extends string>(s: ReviewSnapshot<TDetail, TDecision>) => s.context.decided;

/** The decisions to show: the chart's offer while reviewing, none while loading or deciding. */
export const offeredIn = <TDetail, TItem extends { state: string }, TDecision extends string>(spec: ReviewSpec<TDetail, TItem, TDecision>) =>
  (s: ReviewSnapshot<TDetail, TDecision>) => (s.matches('reviewing') && s.context.detail ? offeredDecisions(spec, spec.item(s.context.detail)) : []);

export function reviewEvents<TDecision extends string>(flow: { send: (event: ReviewEvent<TDecision>) => void }) {
  return {
    retry: () => flow.send({ type: 'RETRY' }),
    changeReason: (value: string) => flow.send({ type: 'REASON_CHANGED', value }),
    decide: (decision: TDecision) => flow.send({ type: decisionEvent(decision) }),
  };
}
