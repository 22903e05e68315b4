// Choosing the anti-phishing phrase on /antiPhishing: the phrase, proven by the 2FA code when
// two-factor authentication is on, else by the login password. Every later mail shows the phrase.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { twoFactorEndpoints } from '../../api/endpoints/two-factor';
import type { ParsedParamsOf } from '../../api/endpoint';
import { service } from './service';
import { plainFormStates, submittingState } from './form-submission';
import { hasErrors, validate, type FormState } from './form-validation';

export interface AntiPhishingValues {
  phrase: string;
  /** The login password, or the 2FA code when 2FA is on. */
  proof: string;
}

export type AntiPhishingParams = ParsedParamsOf<typeof twoFactorEndpoints.setAntiPhishing>;

export interface AntiPhishingContext extends FormState<AntiPhishingValues> {
  twoFactorOn: boolean;
}

export type AntiPhishingEvent =
  | { type: 'FIELD_CHANGED'; field: keyof AntiPhishingValues; value: string }
  | { type: 'SUBMIT' };

function paramsOf(c: AntiPhishingContext): Record<string, string> {
  return c.twoFactorOn ? { phrase: c.values.phrase, two_factor_code: c.values.proof } : { phrase: c.values.phrase, password: c.values.proof };
}

const antiPhishingSetup = setup({
  types: {} as { context: AntiPhishingContext; events: AntiPhishingEvent; input: { twoFactorOn: boolean } },
  actors: {
    savePhrase: service<null, { params: AntiPhishingParams; rtoken: string }>('savePhrase'),
  },
  actions: {
    validateForm: assign(({ context }) => {
      const { errors } = validate(twoFactorEndpoints.setAntiPhishing.params, paramsOf(context));
      const proofMissing = context.values.proof.trim() === '';
      return { errors: { phrase: errors.phrase, proof: proofMissing ? (context.twoFactorOn ? 'error.twoFactorCodeRequired' : 'error.passwordEmpty') : undefined } };
    }),
  },
  guards: {
    formIsValid: ({ context }) => !hasErrors(context.errors),
  },
});

export const antiPhishingFlow = antiPhishingSetup.createMachine({
  id: 'antiPhishing',
  context: ({ input }) => ({ values: { phrase: '', proof: '' }, errors: {}, refusal: null, rtoken: null, twoFactorOn: input.twoFactorOn }),
  initial: 'editing',
  states: {
    ...plainFormStates(antiPhishingSetup),
    submitting: submittingState(antiPhishingSetup)('editing', {
      src: 'savePhrase',
      input: ({ context }) => ({ params: twoFactorEndpoints.setAntiPhishing.params.parse(paramsOf(context)), rtoken: context.rtoken! }),
      onDone: 'saved',
    }),
    saved: { type: 'final' },
  },
});

type AntiPhishingSnapshot = SnapshotFrom<typeof antiPhishingFlow>;

export const selectPhraseValues = (s: AntiPhishingSnapshot) => s.context.values;
export const selectPhraseErrors = (s: AntiPhishingSnapshot) => s.context.errors;
export const selectPhraseRefusal = (s: AntiPhishingSnapshot) => s.context.refusal;
export const selectPhraseSaving = (s: AntiPhishingSnapshot) => s.matches('submitting');
export const selectPhraseSaved = (s: AntiPhishingSnapshot) => s.matches('saved');
export const selectPhraseNeedsCode = (s: AntiPhishingSnapshot) => s.context.twoFactorOn;

export function antiPhishingEvents(flow: { send: (event: AntiPhishingEvent) => void }) {
  return {
    changeField: (field: keyof AntiPhishingValues, value: string) => flow.send({ type: 'FIELD_CHANGED', field, value }),
    submit: () => flow.send({ type: 'SUBMIT' }),
  };
}
