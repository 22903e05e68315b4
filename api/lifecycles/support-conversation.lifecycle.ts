// The states a support conversation can be in, and what moves it (issue: online support /service).
// A member has one conversation with support, kept with its whole history: their first message
// writes it `open`; staff answering moves it to `answered`; a new message of the member on an
// answered conversation, or on a closed one, opens it again (the thread and its history go on,
// rather than a new conversation starting). Staff close it when the matter is settled. Further
// answers on an answered conversation and further member messages on an open one do not move it.
import { setup } from 'xstate';

export const supportConversationStates = ['open', 'answered', 'closed'] as const;
export type SupportConversationState = (typeof supportConversationStates)[number];

export type SupportConversationEvent =
  | { type: 'ANSWER' }      // staff answered (the first answer since the member last wrote)
  | { type: 'USER_WROTE' }  // the member wrote again after an answer or after closing
  | { type: 'CLOSE' };      // staff closed the conversation

export const supportConversationLifecycle = setup({
  types: {} as { events: SupportConversationEvent },
}).createMachine({
  id: 'supportConversation',
  initial: 'open',
  states: {
    open: { on: { ANSWER: 'answered', CLOSE: 'closed' } },
    answered: { on: { USER_WROTE: 'open', CLOSE: 'closed' } },
    closed: { on: { USER_WROTE: 'open' } },
  },
});
