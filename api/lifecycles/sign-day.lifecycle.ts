// One day of the 7-day sign-in (/sign): a day of the streak is not reached yet, then in progress on
// the calendar day (in the rules' time zone) it can be signed; signing marks it signed, and a day
// with a reward moves on to received when the reward's ledger entry is posted. A day in progress
// that passes unsigned is missed: the streak restarts at day 1.
import { setup } from 'xstate';

export const signDayStates = ['not', 'inProgress', 'signed', 'received'] as const;
export type SignDayState = (typeof signDayStates)[number];

export type SignDayEvent =
  | { type: 'REACHED' }      // the streak has come to this day: it can be signed today
  | { type: 'SIGN' }         // the user signed today
  | { type: 'REWARD_PAID' }  // the day's reward was posted from the marketing account
  | { type: 'MISSED' };      // the calendar day passed unsigned: the streak restarts

export const signDayLifecycle = setup({
  types: {} as { events: SignDayEvent },
}).createMachine({
  id: 'signDay',
  initial: 'not',
  states: {
    not: { on: { REACHED: 'inProgress' } },
    inProgress: { on: { SIGN: 'signed', MISSED: 'not' } },
    signed: { on: { REWARD_PAID: 'received' } },
    received: { type: 'final' },
  },
});
