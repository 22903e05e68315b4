// The prompt for a two-factor code when the server refuses an action for want of one (or for a
// wrong one): the call waits while the user types the code, then is sent again with it, or is
// given up when the user cancels. One prompt at a time; the caller's `reply` hears the answer.
import { assign, setup } from 'xstate';

type Reply = (code: string | null) => void;

interface Context {
  /** The server's words: why a code is asked (none given, or the last one was wrong). */
  message: string;
  code: string;
  reply: Reply | null;
}

type Event =
  | { type: 'ASK'; message: string; reply: Reply }
  | { type: 'EDIT'; code: string }
  | { type: 'SUBMIT' }
  | { type: 'CANCEL' };

export const secondFactorPromptFlow = setup({
  types: { context: {} as Context, events: {} as Event },
  guards: {
    codeTyped: ({ context }) => context.code.trim().length > 0,
  },
  actions: {
    answer: ({ context }) => context.reply?.(context.code.trim()),
    decline: ({ context }) => context.reply?.(null),
    open: assign(({ event }) => (event.type === 'ASK' ? { message: event.message, code: '', reply: event.reply } : {})),
    declineNewcomer: ({ event }) => { if (event.type === 'ASK') event.reply(null); },
  },
}).createMachine({
  id: 'secondFactorPrompt',
  context: { message: '', code: '', reply: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        ASK: { target: 'asking', actions: 'open' },
      },
    },
    asking: {
      on: {
        EDIT: { actions: assign({ code: ({ event }) => event.code }) },
        SUBMIT: { guard: 'codeTyped', target: 'idle', actions: ['answer', assign({ reply: null })] },
        CANCEL: { target: 'idle', actions: ['decline', assign({ reply: null })] },
        // A second refusal while one prompt is open is not asked over it.
        ASK: { actions: 'declineNewcomer' },
      },
    },
  },
});

export const selectPromptOpen = (s: { matches(state: 'asking'): boolean }) => s.matches('asking');
