// The words for a loan's states, its tabs, its documents and its vouchers' states, read by its owner on the loan pages and by reviewers in the console.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LoanDocument } from '../../../api/endpoints/loan';
import type { LoanState, LoanTab } from '../../../api/lifecycles/loan.lifecycle';
import type { LoanVoucherState } from '../../../api/lifecycles/loan-voucher.lifecycle';

export const loanStateNames = defineMessages({
  unreviewed: { id: 'loan.state.unreviewed', defaultMessage: 'Under review' },
  rejected: { id: 'loan.state.rejected', defaultMessage: 'Rejected' },
  paid_out: { id: 'loan.state.paidOut', defaultMessage: 'Loan paid out' },
  due: { id: 'loan.state.due', defaultMessage: 'Repayment due' },
  overdue: { id: 'loan.state.overdue', defaultMessage: 'Overdue' },
  expired: { id: 'loan.state.expired', defaultMessage: 'Expired' },
  repaid: { id: 'loan.state.repaid', defaultMessage: 'Repaid' },
}) satisfies Record<LoanState, MessageDescriptor>;

export const loanTabNames = defineMessages({
  review: { id: 'loan.tab.review', defaultMessage: 'Under review' },
  owed: { id: 'loan.tab.owed', defaultMessage: 'To repay' },
  ended: { id: 'loan.tab.ended', defaultMessage: 'Ended' },
}) satisfies Record<LoanTab, MessageDescriptor>;

export const loanDocumentNames = defineMessages({
  credit: { id: 'loan.document.credit', defaultMessage: 'Credit report' },
  housing: { id: 'loan.document.housing', defaultMessage: 'Housing proof' },
  income: { id: 'loan.document.income', defaultMessage: 'Income proof' },
  bank_statement: { id: 'loan.document.bankStatement', defaultMessage: 'Bank statement' },
  id_photo: { id: 'loan.document.idPhoto', defaultMessage: 'ID photo' },
}) satisfies Record<LoanDocument, MessageDescriptor>;

export const voucherStateNames = defineMessages({
  pending: { id: 'loan.voucher.state.pending', defaultMessage: 'Under review' },
  confirmed: { id: 'loan.voucher.state.confirmed', defaultMessage: 'Confirmed' },
  rejected: { id: 'loan.voucher.state.rejected', defaultMessage: 'Rejected' },
}) satisfies Record<LoanVoucherState, MessageDescriptor>;
