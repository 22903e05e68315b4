// The shape every verification level shares (spec §4): not submitted → under review → passed, or
// failed with the reason and a re-verify that goes back to review. A passed level is final:
// verified identity cannot be changed or re-verified (spec §5). Each level names its passed state
// as the spec does (junior and senior "approved", address "verified").
import { setup } from 'xstate';

export const kycLevels = ['junior', 'senior', 'address'] as const;
export type KycLevel = (typeof kycLevels)[number];

export type KycEvent =
  | { type: 'SUBMIT' }      // the user sends the level's form for the first time
  | { type: 'APPROVE' }     // a reviewer passes it
  | { type: 'REJECT' }      // a reviewer fails it, with a reason the user sees
  | { type: 'RESUBMIT' };   // the user re-verifies after a failure

export const kycEventTypes = ['SUBMIT', 'APPROVE', 'REJECT', 'RESUBMIT'] as const;

export function kycLevelChart<P extends string>(id: string, passed: P) {
  return setup({
    types: {} as { events: KycEvent },
  }).createMachine({
    id,
    initial: 'notSubmitted',
    states: {
      notSubmitted: { on: { SUBMIT: 'underReview' } },
      underReview: { on: { APPROVE: passed, REJECT: 'failed' } },
      failed: { on: { RESUBMIT: 'underReview' } },
      [passed]: { type: 'final' },
    },
  });
}
