// Sending a verification code and the wait before another may be asked for. A child of every form
// that needs a code: the parent checks the address and sends `SEND`; this chart sends, counts the
// seconds down (the server's countdown, else the site's setting) and keeps the demo code to show.
import { assign, setup, type SnapshotFrom } from 'xstate';
import { authEndpoints, type codeScenes } from '../../api/endpoints/auth';
import { service } from './service';
import { refusalOf, type AccountType, type Refusal } from './form-validation';

export type CodeScene = (typeof codeScenes)[number];

export interface CodeRequest {
  channel: AccountType;
  address: string;
  scene: CodeScene;
}

export interface CodeSent {
  countdown: number;
  demoCode?: string;
}

export interface CodeSenderInput {
  /** The site's `code_countdown_s`, used when the server does not say. */
  countdownSeconds: number;
}

export interface CodeSenderContext {
  countdownSeconds: number;
  secondsLeft: number;
  request: CodeRequest | null;
  /** Demo mode only: the code itself, to be shown next to the code field. */
  demoCode: string | null;
  refusal: Refusal | null;
}

export type CodeSenderEvent =
  | { type: 'SEND'; request: CodeRequest }
  /** The address changed (another tab, another method): the last code no longer applies. */
  | { type: 'RESET' };

export const codeSenderFlow = setup({
  types: {} as { context: CodeSenderContext; events: CodeSenderEvent; input: CodeSenderInput },
  actors: {
    sendCode: service<CodeSent, CodeRequest>('sendCode'),
  },
  guards: {
    countdownOver: ({ context }) => context.secondsLeft <= 1,
  },
  delays: {
    oneSecond: 1000,
  },
}).createMachine({
  id: 'codeSender',
  context: ({ input }) => ({
    countdownSeconds: input.countdownSeconds,
    secondsLeft: 0,
    request: null,
    demoCode: null,
    refusal: null,
  }),
  initial: 'ready',
  on: {
    RESET: { target: '.ready', actions: assign({ secondsLeft: 0, demoCode: null, refusal: null }) },
  },
  states: {
    ready: {
      on: {
        SEND: { target: 'sending', actions: assign({ request: ({ event }) => event.request, refusal: null }) },
      },
    },
    sending: {
      invoke: {
        id: 'sendCode',
        src: 'sendCode',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'countingDown',
          actions: assign({
            secondsLeft: ({ context, event }) => (event.output.countdown > 0 ? event.output.countdown : context.countdownSeconds),
            demoCode: ({ event }) => event.output.demoCode ?? null,
          }),
        },
        onError: { target: 'ready', actions: assign({ refusal: ({ event }) => refusalOf(event.error) }) },
      },
    },
    countingDown: {
      after: {
        oneSecond: [
          { guard: 'countdownOver', target: 'ready', actions: assign({ secondsLeft: 0 }) },
          { target: 'countingDown', reenter: true, actions: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }) },
        ],
      },
    },
  },
});

type CodeSenderSnapshot = SnapshotFrom<typeof codeSenderFlow>;

/** What the code button and the lines under the code field show. */
export function selectCodeSender(s: CodeSenderSnapshot) {
  return {
    canSend: s.matches('ready'),
    sending: s.matches('sending'),
    secondsLeft: s.matches('countingDown') ? s.context.secondsLeft : 0,
    demoCode: s.context.demoCode,
    refusal: s.context.refusal,
  };
}

const addressSchemas = {
  email: (address: string, scene: CodeScene) => authEndpoints.getCode.params.safeParse({ email: address, scene }),
  phone: (address: string, scene: CodeScene) => authEndpoints.getTelCode.params.safeParse({ phone: address, scene }),
};

/** The contract's message for an address a code cannot be sent to, or undefined when it is fine. */
export function codeAddressError(channel: AccountType, address: string): string | undefined {
  const parsed = addressSchemas[channel](address, 'register');
  return parsed.success ? undefined : parsed.error.issues[0].message;
}

/** The request for a code, with the address as the server stores it. */
export function codeRequestFor(channel: AccountType, address: string, scene: CodeScene): CodeRequest {
  const parsed = addressSchemas[channel](address, scene);
  const normalized = parsed.success ? ('email' in parsed.data ? parsed.data.email : parsed.data.phone) : address.trim();
  return { channel, address: normalized, scene };
}
