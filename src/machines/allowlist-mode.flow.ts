// "Allowlist only" on /address: load the mode, then switch it on (at once) or ask to switch it off
// (it stays on until the delay the server states), each confirmed by the transaction password.
// The loader and the change are provided services.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { DataOf, ParsedParamsOf } from '../../api/endpoint';
import { allowlistEndpoints } from '../../api/endpoints/allowlist';
import { service } from './service';
import { plainFormStates, submittingState } from './form-submission';
import { hasErrors, refusalOf, validate, type FormState } from './form-validation';

export type AllowlistMode = DataOf<typeof allowlistEndpoints.getAllowlistMode>;
export type AllowlistChange = ParsedParamsOf<typeof allowlistEndpoints.setAllowlistMode>;

export interface AllowlistModeContext extends FormState<{ tpwd: string }> {
  mode: AllowlistMode | null;
}

export type AllowlistModeEvent =
  | { type: 'RETRY' }
  | { type: 'CHANGE' }
  | { type: 'BACK' }
  | { type: 'FIELD_CHANGED'; field: 'tpwd'; value: string }
  | { type: 'SUBMIT' };

/** The change the button offers: on when off; off when on and no switch-off waits. */
export const wantedOn = (mode: AllowlistMode) => !mode.allowlist_only;
export const canChange = (mode: AllowlistMode | null) => !!mode && (!mode.allowlist_only || mode.off_at === null);

const changeOf = (c: AllowlistModeContext) => ({ on: wantedOn(c.mode!) ? '1' : '0', tpwd: c.values.tpwd });

const allowlistModeSetup = setup({
  types: {} as { context: AllowlistModeContext; events: AllowlistModeEvent },
  actors: {
    loadAllowlistMode: service<AllowlistMode>('loadAllowlistMode'),
    setAllowlistMode: service<AllowlistMode, { change: AllowlistChange; rtoken: string }>('setAllowlistMode'),
  },
  actions: {
    validateForm: assign(({ context }) => ({ errors: validate(allowlistEndpoints.setAllowlistMode.params, changeOf(context)).errors })),
    clearForm: assign({ values: { tpwd: '' }, errors: {}, refusal: null, rtoken: null }),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(context.errors),
    changeAllowed: ({ context }) => canChange(context.mode),
  },
});

const formStates = plainFormStates(allowlistModeSetup);

export const allowlistModeFlow = allowlistModeSetup.createMachine({
  id: 'allowlistMode',
  context: { mode: null, values: { tpwd: '' }, errors: {}, refusal: null, rtoken: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAllowlistMode',
        src: 'loadAllowlistMode',
        onDone: { target: 'ready', actions: assign({ mode: ({ event }) => event.output, refusal: null }) },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: 'loading' } },
    ready: { on: { CHANGE: { guard: 'changeAllowed', target: 'editing', actions: 'clearForm' } } },
    editing: { ...formStates.editing, on: { ...formStates.editing.on, BACK: { target: 'ready', actions: 'clearForm' } } },
    validating: formStates.validating,
    submitting: submittingState(allowlistModeSetup)('editing', {
      src: 'setAllowlistMode',
      input: ({ context }) => ({ change: allowlistEndpoints.setAllowlistMode.params.parse(changeOf(context)), rtoken: context.rtoken! }),
      onDone: { target: 'ready', actions: [assign({ mode: ({ event }) => event.output }), 'clearForm'] },
    }),
  },
});

type AllowlistModeSnapshot = SnapshotFrom<typeof allowlistModeFlow>;
export type AllowlistModeStage = 'loading' | 'failed' | 'ready' | 'editing' | 'validating' | 'submitting';

export const selectAllowlistStage = (s: AllowlistModeSnapshot) => s.value as AllowlistModeStage;
export const selectAllowlistMode = (s: AllowlistModeSnapshot) => s.context.mode;
export const selectAllowlistForm = (s: AllowlistModeSnapshot) => ({ values: s.context.values, errors: s.context.errors, refusal: s.context.refusal });

export function allowlistModeEvents(actor: { send: (e: AllowlistModeEvent) => void }) {
  return {
    retry: () => actor.send({ type: 'RETRY' }),
    change: () => actor.send({ type: 'CHANGE' }),
    back: () => actor.send({ type: 'BACK' }),
    typeTpwd: (value: string) => actor.send({ type: 'FIELD_CHANGED', field: 'tpwd', value }),
    submit: () => actor.send({ type: 'SUBMIT' }),
  };
}
