// An admin's notice in the console: a title and text in English (required) and in any other of the
// twelve languages; checked with the contract's schema, sent once per rtoken, then the number of
// users it went to is shown and another notice can be written.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import { messagesEndpoints } from '../../api/endpoints/messages';
import { service } from './service';
import { plainFormStates, submittingState } from './form-submission';
import { hasErrors, validate, type FormState } from './form-validation';

export type NoticeValues = Record<string, string>;
export type NoticePosted = DataOf<typeof messagesEndpoints.opsPostNotice>;
export interface OpsNoticeContext extends FormState<NoticeValues> { posted: NoticePosted | null }
export type OpsNoticeEvent = { type: 'FIELD_CHANGED'; field: string; value: string } | { type: 'SUBMIT' } | { type: 'NEW_NOTICE' };

const opsNoticeSetup = setup({
  types: {} as { context: OpsNoticeContext; events: OpsNoticeEvent },
  actors: { postNotice: service<NoticePosted, { values: NoticeValues; rtoken: string }>('postNotice') },
  actions: { validateForm: assign(({ context }) => ({ errors: validate(messagesEndpoints.opsPostNotice.params, context.values).errors })) },
  guards: { formIsValid: ({ context }) => !hasErrors(context.errors) },
});

export const opsNoticeFlow = opsNoticeSetup.createMachine({
  id: 'opsNotice',
  context: { values: {}, errors: {}, refusal: null, rtoken: null, posted: null },
  initial: 'editing',
  states: {
    ...plainFormStates(opsNoticeSetup),
    submitting: submittingState(opsNoticeSetup)('editing', {
      src: 'postNotice',
      input: ({ context }) => ({ values: context.values, rtoken: context.rtoken! }),
      onDone: { target: 'posted', actions: assign({ posted: ({ event }) => event.output }) },
    }),
    posted: { on: { NEW_NOTICE: { target: 'editing', actions: assign({ values: {}, errors: {}, refusal: null, rtoken: null, posted: null }) } } },
  },
});

type Snapshot = SnapshotFrom<typeof opsNoticeFlow>;
export const selectNoticeForm = (s: Snapshot) => s.context;
export const selectNoticeBusy = (s: Snapshot) => s.matches('submitting');
export const selectNoticePosted = (s: Snapshot) => (s.matches('posted') ? s.context.posted : null);
export function opsNoticeEvents(flow: { send: (event: OpsNoticeEvent) => void }) {
  return {
    change: (field: string, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    submit: () => flow.send({ type: 'SUBMIT' }),
    another: () => flow.send({ type: 'NEW_NOTICE' }),
  };
}
