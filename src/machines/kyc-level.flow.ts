// The user's side of one verification level (junior /smauth, senior /seniorauth, address /dzrz):
// load the level's state from the server, then show it: the form (first time, or re-verify after a
// failure, with the reason), under review, passed, or locked until junior has passed. Images are
// fields holding upload ids, set by the image-slot flows beside the form.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { kycEndpoints, type kycLevelView } from '../../api/endpoints/kyc';
import type { KycLevel } from '../../api/lifecycles/kyc-level';
import type { z } from 'zod';
import { service } from './service';
import { plainFormStates, submittingState } from './form-submission';
import { hasErrors, validate, type FieldErrors, type Refusal } from './form-validation';

export type KycLevelView = z.output<typeof kycLevelView>;
export type KycLevelValues = Record<string, string>;

/** The form of each level: its call and its fields, in the order shown. */
export const kycLevelForms = {
  junior: { call: 'setNameAuth', schema: kycEndpoints.setNameAuth.params, fields: ['nationality', 'id_type', 'real_name', 'id_number'] },
  senior: { call: 'userIdCard', schema: kycEndpoints.userIdCard.params, fields: ['id_type', 'front', 'back', 'signature'] },
  address: { call: 'editCenterLevel', schema: kycEndpoints.editCenterLevel.params, fields: ['address', 'bill'] },
} as const;

export interface KycLevelLoaded { view: KycLevelView; nationality: string | null }

export interface KycLevelContext {
  level: KycLevel;
  view: KycLevelView | null;
  /** Fixed once given (spec §5): the junior form shows it and does not let it change. */
  nationality: string | null;
  values: KycLevelValues;
  errors: FieldErrors;
  refusal: Refusal | null;
  rtoken: string | null;
  /** Why the level could not be loaded (the wire's error, shown with a retry). */
  loadError: unknown;
}

export type KycLevelEvent =
  | { type: 'FIELD_CHANGED'; field: string; value: string }
  | { type: 'SUBMIT' }
  | { type: 'REVERIFY' }
  | { type: 'RETRY' };

const emptyValues = (level: KycLevel): KycLevelValues => Object.fromEntries(kycLevelForms[level].fields.map((f) => [f, '']));

const kycLevelSetup = setup({
  types: {} as { context: KycLevelContext; events: KycLevelEvent; input: { level: KycLevel } },
  actors: {
    loadLevel: service<KycLevelLoaded, { level: KycLevel }>('loadLevel'),
    submitLevel: service<KycLevelView, { level: KycLevel; params: unknown; rtoken: string }>('submitLevel'),
  },
  actions: {
    validateForm: assign(({ context }) => ({ errors: validate(kycLevelForms[context.level].schema, context.values).errors })),
  },
  guards: {
    isPassed: ({ context }) => context.view?.state === 'approved' || context.view?.state === 'verified',
    isUnderReview: ({ context }) => context.view?.state === 'underReview',
    isFailed: ({ context }) => context.view?.state === 'failed',
    needsAnotherLevel: ({ context }) => context.view?.needs != null,
    formIsValid: ({ context }) => !hasErrors(context.errors),
  },
});

export const kycLevelFlow = kycLevelSetup.createMachine({
  id: 'kycLevel',
  context: ({ input }) => ({
    level: input.level, view: null, nationality: null, values: emptyValues(input.level), errors: {}, refusal: null, rtoken: null, loadError: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLevel',
        src: 'loadLevel',
        input: ({ context }) => ({ level: context.level }),
        onDone: {
          target: 'deciding',
          actions: assign(({ context, event }) => ({
            view: event.output.view,
            nationality: event.output.nationality,
            loadError: null,
            values: context.level === 'junior' && event.output.nationality ? { ...context.values, nationality: event.output.nationality } : context.values,
          })),
        },
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => event.error }) },
      },
    },
    loadFailed: { on: { RETRY: 'loading' } },
    deciding: {
      always: [
        { guard: 'isPassed', target: 'passed' },
        { guard: 'isUnderReview', target: 'underReview' },
        { guard: 'isFailed', target: 'failed' },
        { guard: 'needsAnotherLevel', target: 'locked' },
        { target: 'editing' },
      ],
    },
    locked: {},
    failed: { on: { REVERIFY: 'editing' } },
    ...plainFormStates(kycLevelSetup),
    submitting: submittingState(kycLevelSetup)('editing', {
      src: 'submitLevel',
      input: ({ context }) => ({ level: context.level, params: kycLevelForms[context.level].schema.parse(context.values), rtoken: context.rtoken! }),
      onDone: { target: 'underReview', actions: assign({ view: ({ event }) => event.output, rtoken: null }) },
    }),
    underReview: {},
    passed: { type: 'final' },
  },
});

type KycLevelSnapshot = SnapshotFrom<typeof kycLevelFlow>;

export type KycLevelStage = 'loading' | 'loadFailed' | 'locked' | 'failed' | 'editing' | 'submitting' | 'underReview' | 'passed';
export const selectKycStage = (s: KycLevelSnapshot): KycLevelStage => (s.matches('validating') ? 'editing' : s.matches('deciding') ? 'loading' : (s.value as KycLevelStage));
export const selectKycView = (s: KycLevelSnapshot) => s.context.view;
export const selectKycValues = (s: KycLevelSnapshot) => s.context.values;
export const selectKycErrors = (s: KycLevelSnapshot) => s.context.errors;
export const selectKycRefusal = (s: KycLevelSnapshot) => s.context.refusal;
export const selectKycLoadError = (s: KycLevelSnapshot) => s.context.loadError;
export const selectKycNationality = (s: KycLevelSnapshot) => s.context.nationality;

export function kycLevelEvents(flow: { send: (event: KycLevelEvent) => void }) {
  return {
    changeField: (field: string, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    submit: () => flow.send({ type: 'SUBMIT' }),
    reverify: () => flow.send({ type: 'REVERIFY' }),
    retry: () => flow.send({ type: 'RETRY' }),
  };
}
