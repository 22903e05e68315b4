// Collection (receiving) settings (/receive, spec §3): load the six fields, edit, save. The
// loader and the save call are provided services.
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { z } from 'zod';
import { withdrawalEndpoints, type collectionSettings } from '../../api/endpoints/withdrawals';
import { service } from './service';
import { submittingState } from './form-submission';
import { fieldChanged, hasErrors, refusalOf, validate, type FormState } from './form-validation';

export type CollectionValues = z.infer<typeof collectionSettings>;

export const collectionFields = ['name', 'bank_name', 'bank_number', 'alipay_account', 'weixin_nickname', 'weixin_account'] as const;

export interface CollectionContext extends FormState<CollectionValues> {
  saved: boolean;
}

export type CollectionEvent =
  | { type: 'FIELD_CHANGED'; field: keyof CollectionValues; value: string }
  | { type: 'SAVE' }
  | { type: 'RETRY' };

const emptyValues: CollectionValues = { name: '', bank_name: '', bank_number: '', alipay_account: '', weixin_nickname: '', weixin_account: '' };

const collectionSetup = setup({
  types: {} as { context: CollectionContext; events: CollectionEvent },
  actors: {
    loadCollection: service<CollectionValues>('loadCollection'),
    saveCollection: service<CollectionValues, { values: CollectionValues; rtoken: string }>('saveCollection'),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(context.errors),
  },
});

export const collectionFlow = collectionSetup.createMachine({
  id: 'collection',
  context: { values: emptyValues, errors: {}, refusal: null, rtoken: null, saved: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadCollection',
        src: 'loadCollection',
        onDone: { target: 'editing', actions: assign({ values: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    failed: { on: { RETRY: { target: 'loading', actions: assign({ refusal: null }) } } },
    editing: {
      on: {
        FIELD_CHANGED: { actions: assign(({ context, event }) => ({ ...fieldChanged(context, event.field, event.value), saved: false })) },
        SAVE: {
          target: 'validating',
          actions: assign(({ context }) => ({ errors: validate(withdrawalEndpoints.saveCollection.params, context.values).errors, saved: false })),
        },
      },
    },
    validating: {
      always: [{ guard: 'formIsValid', target: 'saving' }, { target: 'editing' }],
    },
    saving: submittingState(collectionSetup)('editing', {
      src: 'saveCollection',
      input: ({ context }) => ({ values: withdrawalEndpoints.saveCollection.params.parse(context.values), rtoken: context.rtoken! }),
      onDone: { target: 'editing', actions: assign({ values: ({ event }) => event.output, saved: true, rtoken: null }) },
    }),
  },
});

type CollectionSnapshot = SnapshotFrom<typeof collectionFlow>;

export function selectCollectionStage(s: CollectionSnapshot): 'loading' | 'failed' | 'form' {
  if (s.matches('loading')) return 'loading';
  if (s.matches('failed')) return 'failed';
  return 'form';
}
export const selectCollectionValues = (s: CollectionSnapshot) => s.context.values;
export const selectCollectionErrors = (s: CollectionSnapshot) => s.context.errors;
export const selectCollectionRefusal = (s: CollectionSnapshot) => s.context.refusal;
export const selectCollectionSaving = (s: CollectionSnapshot) => s.matches('saving');
export const selectCollectionSaved = (s: CollectionSnapshot) => s.context.saved;

export function collectionEvents(flow: { send: (event: CollectionEvent) => void }) {
  return {
    changeField: (field: keyof CollectionValues, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    save: () => flow.send({ type: 'SAVE' }),
    retry: () => flow.send({ type: 'RETRY' }),
  };
}
