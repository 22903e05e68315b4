// A repayment by bank transfer (/repayment2): the user sends the amount owed to the platform's bank
// account and uploads the transfer's voucher; a reviewer who finds the money confirms it (the loan
// is repaid at the amount owed when the voucher was sent) or rejects it with a reason (the loan
// stays owed and the user may send another voucher). One voucher of a loan is pending at a time.
import { setup } from 'xstate';

export const loanVoucherStates = ['pending', 'confirmed', 'rejected'] as const;
export type LoanVoucherState = (typeof loanVoucherStates)[number];

export type LoanVoucherEvent =
  | { type: 'CONFIRM' }  // a reviewer found the transfer: the loan is repaid
  | { type: 'REJECT' };  // a reviewer did not, with a reason

export const loanVoucherLifecycle = setup({
  types: {} as { events: LoanVoucherEvent },
}).createMachine({
  id: 'loanVoucher',
  initial: 'pending',
  states: {
    pending: { on: { CONFIRM: 'confirmed', REJECT: 'rejected' } },
    confirmed: { type: 'final' },
    rejected: { type: 'final' },
  },
});
