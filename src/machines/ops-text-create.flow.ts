// A new help article or notice in the console: its kind, English title and text (checked with the
// contract's schema), sent once per rtoken; once created, the editor goes on to its edit page to
// translate it. The other languages stay missing until someone writes them.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { contentEditEndpoints } from '../../api/endpoints/content-edit';
import { service } from './service';
import { plainFormStates, submittingState } from './form-submission';
import { hasErrors, validate, type FormState } from './form-validation';
import type { OpsTextDetail } from './ops-content-edit.flow';

export type TextCreateValues = Record<string, string>;
export interface OpsTextCreateContext extends FormState<TextCreateValues> { created: number | null }
export type OpsTextCreateEvent = { type: 'FIELD_CHANGED'; field: string; value: string } | { type: 'SUBMIT' };

const textCreateSetup = setup({
  types: {} as { context: OpsTextCreateContext; events: OpsTextCreateEvent },
  actors: { createText: service<OpsTextDetail, { values: TextCreateValues; rtoken: string }>('createText') },
  actions: { validateForm: assign(({ context }) => ({ errors: validate(contentEditEndpoints.opsCreateText.params, context.values).errors })) },
  guards: { formIsValid: ({ context }) => !hasErrors(context.errors) },
});

export const opsTextCreateFlow = textCreateSetup.createMachine({
  id: 'opsTextCreate',
  context: { values: { kind: 'help' }, errors: {}, refusal: null, rtoken: null, created: null },
  initial: 'editing',
  states: {
    ...plainFormStates(textCreateSetup),
    submitting: submittingState(textCreateSetup)('editing', {
      src: 'createText',
      input: ({ context }) => ({ values: context.values, rtoken: context.rtoken! }),
      onDone: { target: 'created', actions: assign({ created: ({ event }) => event.output.id }) },
    }),
    created: { type: 'final' },
  },
});

type Snapshot = SnapshotFrom<typeof opsTextCreateFlow>;
export const selectTextCreateForm = (s: Snapshot) => s.context;
export const selectTextCreateBusy = (s: Snapshot) => s.matches('submitting');
export const selectTextCreated = (s: Snapshot) => (s.matches('created') ? s.context.created : null);
export function opsTextCreateEvents(flow: { send: (event: OpsTextCreateEvent) => void }) {
  return {
    change: (field: string, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    submit: () => flow.send({ type: 'SUBMIT' }),
  };
}
