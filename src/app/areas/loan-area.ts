// Chunk entry of the loan screens (/currency, /currencyRecord, /repayment, /repayment2): the router loads this module once for all four.
export { LoanApplyScreen } from '../../screens/loan/LoanApplyScreen';
export { LoanRecordsScreen } from '../../screens/loan/LoanRecordsScreen';
export { LoanRepayScreen } from '../../screens/loan/LoanRepayScreen';
export { LoanVoucherScreen } from '../../screens/loan/LoanVoucherScreen';
