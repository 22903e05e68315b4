// The console's words for a loan's and a repayment voucher's states and for a loan's documents.
import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { LoanDocument } from '../../../api/endpoints/loan';
import type { LoanState } from '../../../api/lifecycles/loan.lifecycle';
import type { LoanVoucherState } from '../../../api/lifecycles/loan-voucher.lifecycle';

export const opsLoanStateNames = defineMessages({
  unreviewed: { id: 'loan.ops.state.unreviewed', defaultMessage: 'Under review' },
  rejected: { id: 'loan.ops.state.rejected', defaultMessage: 'Rejected' },
  paid_out: { id: 'loan.ops.state.paidOut', defaultMessage: 'Paid out' },
  due: { id: 'loan.ops.state.due', defaultMessage: 'Repayment due' },
  overdue: { id: 'loan.ops.state.overdue', defaultMessage: 'Overdue' },
  expired: { id: 'loan.ops.state.expired', defaultMessage: 'Expired (still owed)' },
  repaid: { id: 'loan.ops.state.repaid', defaultMessage: 'Repaid' },
}) satisfies Record<LoanState, MessageDescriptor>;

export const opsVoucherStateNames = defineMessages({
  pending: { id: 'loan.ops.voucherState.pending', defaultMessage: 'Waiting for review' },
  confirmed: { id: 'loan.ops.voucherState.confirmed', defaultMessage: 'Confirmed' },
  rejected: { id: 'loan.ops.voucherState.rejected', defaultMessage: 'Rejected' },
}) satisfies Record<LoanVoucherState, MessageDescriptor>;

export const opsLoanDocumentNames = defineMessages({
  credit: { id: 'loan.ops.document.credit', defaultMessage: 'Credit report' },
  housing: { id: 'loan.ops.document.housing', defaultMessage: 'Proof of housing' },
  income: { id: 'loan.ops.document.income', defaultMessage: 'Proof of income' },
  bank_statement: { id: 'loan.ops.document.bankStatement', defaultMessage: 'Bank statement' },
  id_photo: { id: 'loan.ops.document.idPhoto', defaultMessage: 'ID photo' },
}) satisfies Record<LoanDocument, MessageDescriptor>;
