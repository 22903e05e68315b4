// The states a USDT loan can be in, and what moves it (spec §4: unreviewed, loan paid out,
// repayment due, overdue or expired, repaid). Applying writes the loan `unreviewed` with its
// documents; a reviewer approves it (the principal is paid from the platform's lending account to
// the user's spot USDT: `paid_out`) or rejects it with a reason. Due work moves a paid-out loan to
// `due` a setting's number of days before its due date, to `overdue` when the due date passes
// (the late fee then accrues daily up to its cap), and to `expired` a setting's number of days
// later: still a debt, shown, repayable. Repaying from the balance, or a reviewer confirming a
// bank transfer's voucher, ends any of those in `repaid`. The server moves a loan only through
// this chart.
import { setup } from 'xstate';

export const loanStates = ['unreviewed', 'rejected', 'paid_out', 'due', 'overdue', 'expired', 'repaid'] as const;
export type LoanState = (typeof loanStates)[number];

export type LoanEvent =
  | { type: 'APPROVE' }   // a reviewer approved: the principal is paid out to the user's spot USDT
  | { type: 'REJECT' }    // a reviewer rejected the application, with a reason
  | { type: 'FALL_DUE' }  // the repayment window before the due date opened
  | { type: 'OVERDUE' }   // the due date passed unpaid: the late fee accrues daily up to its cap
  | { type: 'EXPIRE' }    // overdue for the setting's number of days: kept as a debt
  | { type: 'REPAY' };    // repaid in full, from the balance or by a confirmed bank transfer

export const loanLifecycle = setup({
  types: {} as { events: LoanEvent },
}).createMachine({
  id: 'loan',
  initial: 'unreviewed',
  states: {
    unreviewed: { on: { APPROVE: 'paid_out', REJECT: 'rejected' } },
    rejected: { type: 'final' },
    // FALL_DUE comes first (at approval when the period is shorter than the reminder days); OVERDUE
    // from here is for a due move still waiting for a retry when the due date passes.
    paid_out: { on: { FALL_DUE: 'due', OVERDUE: 'overdue', REPAY: 'repaid' } },
    due: { on: { OVERDUE: 'overdue', REPAY: 'repaid' } },
    overdue: { on: { EXPIRE: 'expired', REPAY: 'repaid' } },
    expired: { on: { REPAY: 'repaid' } },
    repaid: { type: 'final' },
  },
});

/** States in which the loan is owed (repayable, counted against the credit limit). */
export const owedLoanStates = ['paid_out', 'due', 'overdue', 'expired'] as const satisfies readonly LoanState[];

/** /currencyRecord's tabs: applications under review, loans owed, and ended ones. */
export const loanTabs = {
  review: ['unreviewed'],
  owed: owedLoanStates,
  ended: ['repaid', 'rejected'],
} as const satisfies Record<string, readonly LoanState[]>;
export type LoanTab = keyof typeof loanTabs;
