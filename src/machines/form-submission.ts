// The state in which a form flow sends what was typed, shared by every form: on entry the last
// refusal goes and the rtoken is kept (or made) so a retry of the same values is applied at most
// once; a failure goes back to the form with the refusal it shows above its button. Also the two
// states before it of a form that has only fields and a submit button.
import { assign, type AnyEventObject, type EventObject } from 'xstate';
import { fieldChanged, refusalOf, rtokenForSubmission, type FormState, type Refusal } from './form-validation';

interface Submittable {
  refusal: Refusal | null;
  rtoken: string | null;
}

const startSubmission = assign<Submittable, AnyEventObject, undefined, EventObject, never>({
  refusal: null,
  rtoken: ({ context }) => rtokenForSubmission(context.rtoken),
});

const keepRefusal = assign<Submittable, AnyEventObject, undefined, EventObject, never>({
  refusal: ({ event }) => refusalOf((event as { error?: unknown }).error),
});

/** No answer came (the network or the server was unreachable): the request may have been applied. */
const answerLost = ({ event }: { event: AnyEventObject }) => refusalOf((event as { error?: unknown }).error).kind === 'unreachable';

/** What a flow's `setup()` gives: the typed state config it would check a state against. */
interface FlowSetup {
  createStateConfig: (config: never) => unknown;
}
type StateConfigOf<S extends FlowSetup> = Parameters<S['createStateConfig']>[0];
// One invoke, not a list: the state sends one request.
type InvokeOf<S extends FlowSetup> = Exclude<NonNullable<StateConfigOf<S>['invoke']>, readonly unknown[]>;

/**
 * The `submitting` state of a form flow, checked against the flow's own `setup()`: `invoke` names
 * the service (its id is its name), what it is sent with its rtoken, and where success goes; a
 * refusal goes back to `refusedTo`. A flow that must not offer a changed request after a lost
 * answer (a purchase that may have gone through) names `answerLostTo`, a state that offers only
 * the same request again (same rtoken). Two calls, so the flow's types are known before `invoke` is read.
 */
export function submittingState<S extends FlowSetup>(_flow: S) {
  return (refusedTo: string, invoke: InvokeOf<S>, options: { answerLostTo?: string } = {}): StateConfigOf<S> => {
    const { src } = invoke as unknown as { src: string };
    const refused = { target: refusedTo, actions: keepRefusal };
    const onError = options.answerLostTo ? [{ guard: answerLost, target: options.answerLostTo, actions: keepRefusal }, refused] : refused;
    return {
      entry: startSubmission,
      invoke: { id: src, ...(invoke as object), onError },
    } as unknown as StateConfigOf<S>;
  };
}

type TransitionsOf<S extends FlowSetup> = NonNullable<StateConfigOf<S>['on']>;

const keepProblem = (problemOf: (context: never) => unknown) =>
  assign<{ problem: unknown }, AnyEventObject, undefined, EventObject, never>({ problem: ({ context }: { context: { problem: unknown } }) => problemOf(context as never) });

/**
 * The review step of a form with a confirm step before it submits: `review` is the form's REVIEW
 * transition (on to `confirming` when the flow's `formIsValid` guard passes, else the first problem
 * `problemOf` finds is kept); in `confirming`, CONFIRM goes to `submitting` and BACK to `editing`.
 */
export function reviewThenConfirm<S extends FlowSetup>(_flow: S, problemOf: (context: never) => unknown) {
  return {
    review: [
      { guard: 'formIsValid', target: 'confirming', actions: assign({ problem: null }) },
      { actions: keepProblem(problemOf) },
    ] as unknown as (TransitionsOf<S> extends { REVIEW?: infer T } ? T : never),
    confirming: {
      on: { CONFIRM: 'submitting', BACK: { target: 'editing', actions: assign({ refusal: null }) } },
    } as unknown as StateConfigOf<S>,
  };
}

type AnyForm = FormState<Record<string, unknown>>;

const changeField = assign<AnyForm, AnyEventObject, undefined, EventObject, never>(
  ({ context, event }) => fieldChanged(context, event.field as string, event.value),
);

/**
 * The `editing` and `validating` states of a form with only fields and a submit button: a typed
 * value replaces its field (FIELD_CHANGED); SUBMIT runs the flow's `validateForm` action and goes
 * on to `submitting` when its `formIsValid` guard passes, else back to `editing` with the errors.
 */
export function plainFormStates<S extends FlowSetup>(_flow: S): { editing: StateConfigOf<S>; validating: StateConfigOf<S> } {
  return {
    editing: {
      on: {
        FIELD_CHANGED: { actions: changeField },
        SUBMIT: { target: 'validating', actions: 'validateForm' },
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'submitting' }, { target: 'editing' }],
    },
  } as unknown as { editing: StateConfigOf<S>; validating: StateConfigOf<S> };
}
