// Two-factor authentication on /twoFactor: read whether it is on; when off, start (the secret as a
// QR code and a key), confirm with one code from the app, then show the ten recovery codes once;
// when on, turn it off with a code (the server starts the 24 h withdrawal lock).
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { DataOf, ParsedParamsOf } from '../../api/endpoint';
import type { twoFactorEndpoints } from '../../api/endpoints/two-factor';
import { service } from './service';
import { submittingState } from './form-submission';
import { refusalOf, type Refusal } from './form-validation';
import type { SecurityOverview } from './security-overview.flow';

export type Enrolment = DataOf<typeof twoFactorEndpoints.twoFactorStart>;
export type RecoveryCodes = DataOf<typeof twoFactorEndpoints.twoFactorEnable>;
export type TwoFactorCodeParams = ParsedParamsOf<typeof twoFactorEndpoints.twoFactorEnable>;

export interface TwoFactorContext {
  enrolment: Enrolment | null;
  recoveryCodes: string[];
  code: string;
  codeError?: string;
  /** Just turned off: the screen says withdrawals are paused. */
  turnedOff: boolean;
  refusal: Refusal | null;
  rtoken: string | null;
}

export type TwoFactorEvent =
  | { type: 'START' }
  | { type: 'CODE_CHANGED'; value: string }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  /** The recovery codes are kept somewhere safe. */
  | { type: 'DONE' }
  | { type: 'TURN_OFF' }
  | { type: 'RETRY' };

const twoFactorSetup = setup({
  types: {} as { context: TwoFactorContext; events: TwoFactorEvent },
  actors: {
    loadSecurity: service<SecurityOverview>('loadSecurity'),
    startEnrolment: service<Enrolment>('startEnrolment'),
    enable: service<RecoveryCodes, { params: TwoFactorCodeParams; rtoken: string }>('enable'),
    disable: service<null, { params: TwoFactorCodeParams; rtoken: string }>('disable'),
  },
  actions: {
    changeCode: assign((_, params: { value: string }) => ({ code: params.value, codeError: undefined })),
    askForCode: assign({ codeError: 'error.twoFactorCodeRequired' }),
    forgetCode: assign({ code: '', codeError: undefined, refusal: null }),
    keepRefusal: assign((_, params: { error: unknown }) => ({ refusal: refusalOf(params.error) })),
  },
  guards: {
    isOn: (_, params: { overview: SecurityOverview }) => params.overview.two_factor_enabled,
    codeTyped: ({ context }) => context.code.trim() !== '',
  },
});

const codeParams = (context: TwoFactorContext) => ({ params: { code: context.code.trim() }, rtoken: context.rtoken! });

export const twoFactorFlow = twoFactorSetup.createMachine({
  id: 'twoFactor',
  context: { enrolment: null, recoveryCodes: [], code: '', turnedOff: false, refusal: null, rtoken: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSecurity',
        src: 'loadSecurity',
        onDone: [
          { guard: { type: 'isOn', params: ({ event }) => ({ overview: event.output }) }, target: 'on' },
          { target: 'off' },
        ],
        onError: { target: 'unavailable', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    unavailable: { on: { RETRY: { target: 'loading', actions: assign({ refusal: null }) } } },
    off: { on: { START: 'starting' } },
    starting: {
      entry: assign({ refusal: null }),
      invoke: {
        id: 'startEnrolment',
        src: 'startEnrolment',
        onDone: { target: 'confirming', actions: [assign({ enrolment: ({ event }) => event.output }), 'forgetCode'] },
        onError: { target: 'off', actions: { type: 'keepRefusal', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirming: {
      on: {
        CODE_CHANGED: { actions: { type: 'changeCode', params: ({ event }) => ({ value: event.value }) } },
        CONFIRM: [{ guard: 'codeTyped', target: 'enabling' }, { actions: 'askForCode' }],
        CANCEL: { target: 'off', actions: [assign({ enrolment: null }), 'forgetCode'] },
      },
    },
    enabling: submittingState(twoFactorSetup)('confirming', {
      src: 'enable',
      input: ({ context }) => codeParams(context),
      // The secret is not kept once the app holds it; the codes are shown this once.
      onDone: { target: 'showingRecoveryCodes', actions: assign({ recoveryCodes: ({ event }) => event.output.recovery_codes, enrolment: null, code: '' }) },
    }),
    showingRecoveryCodes: { on: { DONE: { target: 'on', actions: assign({ recoveryCodes: [] }) } } },
    on: {
      on: {
        CODE_CHANGED: { actions: { type: 'changeCode', params: ({ event }) => ({ value: event.value }) } },
        TURN_OFF: [{ guard: 'codeTyped', target: 'disabling' }, { actions: 'askForCode' }],
      },
    },
    disabling: submittingState(twoFactorSetup)('on', {
      src: 'disable',
      input: ({ context }) => codeParams(context),
      onDone: { target: 'off', actions: [assign({ turnedOff: true }), 'forgetCode'] },
    }),
  },
});

type TwoFactorSnapshot = SnapshotFrom<typeof twoFactorFlow>;

/** Which page the screen shows. */
export function selectTwoFactorStep(s: TwoFactorSnapshot): 'loading' | 'unavailable' | 'off' | 'confirming' | 'recoveryCodes' | 'on' {
  if (s.matches('unavailable')) return 'unavailable';
  if (s.matches('off') || s.matches('starting')) return 'off';
  if (s.matches('confirming') || s.matches('enabling')) return 'confirming';
  if (s.matches('showingRecoveryCodes')) return 'recoveryCodes';
  if (s.matches('on') || s.matches('disabling')) return 'on';
  return 'loading';
}
export const selectTwoFactorBusy = (s: TwoFactorSnapshot) => s.matches('starting') || s.matches('enabling') || s.matches('disabling');
export const selectTwoFactorContext = (s: TwoFactorSnapshot) => s.context;

export function twoFactorEvents(flow: { send: (event: TwoFactorEvent) => void }) {
  return {
    start: () => flow.send({ type: 'START' }),
    changeCode: (value: string) => flow.send({ type: 'CODE_CHANGED', value }),
    confirm: () => flow.send({ type: 'CONFIRM' }),
    cancel: () => flow.send({ type: 'CANCEL' }),
    done: () => flow.send({ type: 'DONE' }),
    turnOff: () => flow.send({ type: 'TURN_OFF' }),
    retry: () => flow.send({ type: 'RETRY' }),
  };
}
