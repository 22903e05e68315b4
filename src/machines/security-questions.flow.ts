// Answering the three security questions (spec §3: 1 best childhood friend, 2 idol, 3 most
// longed-for place), confirmed with the login password. Saving starts the 24 h withdrawal lock on
// the server; the session is refreshed after it.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { accountEndpoints } from '../../api/endpoints/account';
import type { ParsedParamsOf } from '../../api/endpoint';
import { service } from './service';
import { plainFormStates, submittingState } from './form-submission';
import { hasErrors, validate, type FormState } from './form-validation';

export interface SecQuestionValues {
  answer1: string;
  answer2: string;
  answer3: string;
  password: string;
}

export type SecQuestionParams = ParsedParamsOf<typeof accountEndpoints.setSecQuestion>;

export type SecQuestionContext = FormState<SecQuestionValues>;

export type SecQuestionEvent =
  | { type: 'FIELD_CHANGED'; field: keyof SecQuestionValues; value: string }
  | { type: 'SUBMIT' };

const securityQuestionsSetup = setup({
  types: {} as { context: SecQuestionContext; events: SecQuestionEvent },
  actors: {
    saveAnswers: service<null, { params: SecQuestionParams; rtoken: string }>('saveAnswers'),
  },
  actions: {
    refreshSession: () => {},
    validateForm: assign(({ context }) => ({ errors: validate(accountEndpoints.setSecQuestion.params, context.values).errors })),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(context.errors),
  },
});

export const securityQuestionsFlow = securityQuestionsSetup.createMachine({
  id: 'securityQuestions',
  context: { values: { answer1: '', answer2: '', answer3: '', password: '' }, errors: {}, refusal: null, rtoken: null },
  initial: 'editing',
  states: {
    ...plainFormStates(securityQuestionsSetup),
    submitting: submittingState(securityQuestionsSetup)('editing', {
      src: 'saveAnswers',
      input: ({ context }) => ({ params: accountEndpoints.setSecQuestion.params.parse(context.values), rtoken: context.rtoken! }),
      onDone: 'saved',
    }),
    saved: { type: 'final', entry: 'refreshSession' },
  },
});

type SecQuestionSnapshot = SnapshotFrom<typeof securityQuestionsFlow>;

export const selectSecQuestionValues = (s: SecQuestionSnapshot) => s.context.values;
export const selectSecQuestionErrors = (s: SecQuestionSnapshot) => s.context.errors;
export const selectSecQuestionRefusal = (s: SecQuestionSnapshot) => s.context.refusal;
export const selectSecQuestionSaving = (s: SecQuestionSnapshot) => s.matches('submitting');
export const selectSecQuestionSaved = (s: SecQuestionSnapshot) => s.matches('saved');

export function securityQuestionsEvents(flow: { send: (event: SecQuestionEvent) => void }) {
  return {
    changeField: (field: keyof SecQuestionValues, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    submit: () => flow.send({ type: 'SUBMIT' }),
  };
}
