// The states of a user's message (/news), and what moves it. A message is written `unread` in the
// transaction of the decision or event it tells of (or, for an operator's notice, once per user when
// the notice is posted); opening it (/newsDetail) marks it `read`, once: opening it again changes
// nothing. The server moves a message only through this chart.
import { setup } from 'xstate';

export const messageStates = ['unread', 'read'] as const;
export type MessageState = (typeof messageStates)[number];

export type MessageEvent =
  | { type: 'OPEN' }; // the user opened the message

export const messageLifecycle = setup({
  types: {} as { events: MessageEvent },
}).createMachine({
  id: 'message',
  initial: 'unread',
  states: {
    unread: { on: { OPEN: 'read' } },
    read: { type: 'final' },
  },
});
