// What the user does to positions on /lt and /positionList, one thing at a time: close one (after
// a confirm step showing the estimated exit and PnL), close all (confirmed), withdraw a pending
// open, and set, change or remove take-profit and stop-loss in a small form. Each is offered only
// when the position's lifecycle chart can take the move, is sent through `submittingState` with
// an rtoken kept across retries, and ends with the server's own words. The positions it changed
// are emitted (`settled`) for the list to place at once.
import { assign, emit, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { contractEndpoints } from '../../api/endpoints/contract';
import { canMove } from '../../api/lifecycles/lifecycle';
import { contractPositionLifecycle, type ContractPositionEvent } from '../../api/lifecycles/contract-position.lifecycle';
import type { ContractPosition } from './contract-positions.flow';
import { tpSlErrors } from './contract-position-math';
import { submittingState } from './form-submission';
import { fieldChanged, hasErrors, validate, type FieldErrors, type FormState } from './form-validation';
import { service } from './service';

export interface ActionResult { positions: ContractPosition[]; message: string }
export type TpSlRequest = { position_id: string; take_profit?: string; stop_loss?: string };
export interface TpSlValues { take_profit: string; stop_loss: string }

export interface PositionActionsContext extends FormState<TpSlValues> {
  /** The position being closed, withdrawn or edited; null for close all. */
  position: ContractPosition | null;
  /** The server's words for the last action that went through. */
  done: string | null;
}

export type PositionActionsEvent =
  | { type: 'ASK_CLOSE'; position: ContractPosition }
  | { type: 'ASK_CLOSE_ALL' }
  | { type: 'CANCEL_OPEN'; position: ContractPosition }
  | { type: 'EDIT_TPSL'; position: ContractPosition }
  | { type: 'FIELD_CHANGED'; field: keyof TpSlValues; value: string }
  | { type: 'CONFIRM' }
  | { type: 'SUBMIT' }
  | { type: 'KEEP' };

/** Whether the position's chart takes this move now: the screen asks before offering it, the flow again before doing it. */
export const canPosition = (position: Pick<ContractPosition, 'state'>, move: ContractPositionEvent['type']) =>
  canMove(contractPositionLifecycle, position.state, { type: move } as ContractPositionEvent);

const emptyForm: FormState<TpSlValues> = { values: { take_profit: '', stop_loss: '' }, errors: {}, refusal: null, rtoken: null };

/** The form's errors: the contract's own field checks, then the side each price must lie on. */
export function checkTpSl(position: ContractPosition, values: TpSlValues): FieldErrors {
  const verdict = validate(contractEndpoints.contractSetTpSl.params, { position_id: position.id, ...values });
  if (!verdict.ok) return verdict.errors;
  return tpSlErrors(position, verdict.params.take_profit, verdict.params.stop_loss);
}

const actionsSetup = setup({
  types: {} as { context: PositionActionsContext; events: PositionActionsEvent; emitted: { type: 'settled'; positions: ContractPosition[] } },
  actors: {
    closePosition: service<ActionResult, { positionId: string; rtoken: string }>('closePosition'),
    closeAll: service<ActionResult, { rtoken: string }>('closeAll'),
    cancelPosition: service<ActionResult, { positionId: string; rtoken: string }>('cancelPosition'),
    saveTpSl: service<ActionResult, { request: TpSlRequest; rtoken: string }>('saveTpSl'),
  },
  guards: {
    canClose: ({ event }) => event.type === 'ASK_CLOSE' && canPosition(event.position, 'CLOSE'),
    canCancel: ({ event }) => event.type === 'CANCEL_OPEN' && canPosition(event.position, 'CANCEL'),
    canSetTpSl: ({ event }) => event.type === 'EDIT_TPSL' && canPosition(event.position, 'SET_TPSL'),
    tpSlValid: ({ context }) => !hasErrors(checkTpSl(context.position!, context.values)),
  },
  actions: {
    choose: assign(({ event }) => ({ ...emptyForm, done: null, position: 'position' in event ? event.position : null })),
    finish: assign(({ event }) => ({ done: (event as unknown as { output: ActionResult }).output.message, position: null })),
    report: emit(({ event }) => ({ type: 'settled' as const, positions: (event as unknown as { output: ActionResult }).output.positions })),
  },
});

const submitting = submittingState(actionsSetup);
const succeed = { target: 'idle', actions: ['finish', 'report'] } as const;

export const contractPositionActionsFlow = actionsSetup.createMachine({
  id: 'contractPositionActions',
  context: { ...emptyForm, position: null, done: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ASK_CLOSE: { guard: 'canClose', target: 'confirmingClose', actions: 'choose' },
        ASK_CLOSE_ALL: { target: 'confirmingCloseAll', actions: 'choose' },
        CANCEL_OPEN: { guard: 'canCancel', target: 'cancelling', actions: 'choose' },
        EDIT_TPSL: {
          guard: 'canSetTpSl', target: 'editingTpSl',
          actions: ['choose', assign(({ event }) => {
            const p = (event as { position: ContractPosition }).position;
            return { values: { take_profit: p.take_profit ?? '', stop_loss: p.stop_loss ?? '' } };
          })],
        },
      },
    },
    confirmingClose: { on: { CONFIRM: 'closing', KEEP: { target: 'idle', actions: assign({ position: null }) } } },
    closing: submitting('confirmingClose', {
      src: 'closePosition',
      input: ({ context }) => ({ positionId: context.position!.id, rtoken: context.rtoken! }),
      onDone: succeed,
    }),
    confirmingCloseAll: { on: { CONFIRM: 'closingAll', KEEP: 'idle' } },
    closingAll: submitting('confirmingCloseAll', {
      src: 'closeAll',
      input: ({ context }) => ({ rtoken: context.rtoken! }),
      onDone: succeed,
    }),
    cancelling: submitting('idle', {
      src: 'cancelPosition',
      input: ({ context }) => ({ positionId: context.position!.id, rtoken: context.rtoken! }),
      onDone: succeed,
    }),
    editingTpSl: {
      on: {
        FIELD_CHANGED: { actions: assign(({ context, event }) => fieldChanged(context, event.field, event.value)) },
        SUBMIT: [
          { guard: 'tpSlValid', target: 'savingTpSl' },
          { actions: assign(({ context }) => ({ errors: checkTpSl(context.position!, context.values) })) },
        ],
        KEEP: { target: 'idle', actions: assign({ position: null }) },
      },
    },
    savingTpSl: submitting('editingTpSl', {
      src: 'saveTpSl',
      input: ({ context }) => ({
        request: { position_id: context.position!.id, take_profit: context.values.take_profit.trim() || undefined, stop_loss: context.values.stop_loss.trim() || undefined },
        rtoken: context.rtoken!,
      }),
      onDone: succeed,
    }),
  },
});

export type PositionActionsActor = ActorRefFrom<typeof contractPositionActionsFlow>;
type Snapshot = SnapshotFrom<typeof contractPositionActionsFlow>;

export type PositionActionStage = 'idle' | 'confirmClose' | 'confirmCloseAll' | 'tpsl';
export function selectActionStage(s: Snapshot): PositionActionStage {
  if (s.matches('confirmingClose') || s.matches('closing')) return 'confirmClose';
  if (s.matches('confirmingCloseAll') || s.matches('closingAll')) return 'confirmCloseAll';
  if (s.matches('editingTpSl') || s.matches('savingTpSl')) return 'tpsl';
  return 'idle';
}
export const selectActionBusy = (s: Snapshot) => s.matches('closing') || s.matches('closingAll') || s.matches('cancelling') || s.matches('savingTpSl');
export const selectActionPosition = (s: Snapshot) => s.context.position;
export const selectActionRefusal = (s: Snapshot) => s.context.refusal;
export const selectActionDone = (s: Snapshot) => s.context.done;
export const selectTpSlValues = (s: Snapshot) => s.context.values;
export const selectTpSlErrors = (s: Snapshot) => s.context.errors;

export function positionActionsEvents(actor: Pick<PositionActionsActor, 'send'>) {
  return {
    askClose: (position: ContractPosition) => actor.send({ type: 'ASK_CLOSE', position }),
    askCloseAll: () => actor.send({ type: 'ASK_CLOSE_ALL' }),
    cancelOpen: (position: ContractPosition) => actor.send({ type: 'CANCEL_OPEN', position }),
    editTpSl: (position: ContractPosition) => actor.send({ type: 'EDIT_TPSL', position }),
    change: (field: keyof TpSlValues, value: string) => actor.send({ type: 'FIELD_CHANGED', field, value }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
    submit: () => actor.send({ type: 'SUBMIT' }),
    keep: () => actor.send({ type: 'KEEP' }),
  };
}
