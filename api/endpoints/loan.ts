// Loans in USDT (/currency, /currencyRecord, /repayment, /repayment2). The platform is the lender,
// from its own lending account. Every term is shown before applying: the interest, the total
// repayment, the due date and the late-fee rule (`api/loan-math.ts`, the one formula of the server
// and the screens); a fee not shown there does not exist, and nothing is ever charged to "unlock" a
// loan or a withdrawal. Applying takes the agreement, the verification level a setting names and
// the five documents (uploads), within the credit score's limit (`web/getCredit`). A reviewer
// approves (the principal is paid to the user's spot USDT) or rejects with a reason. Repayment:
// from the balance at any time (interest to the day), or by a bank transfer whose voucher a
// reviewer confirms.
import { z } from 'zod';
import { decimalText, endpoint, epochMs, moneyText, optionalText, requiredText } from '../endpoint';
import { loanStates, loanTabs } from '../lifecycles/loan.lifecycle';
import { loanVoucherStates } from '../lifecycles/loan-voucher.lifecycle';
import { kycRequirements } from './kyc';
import { reviewDetail, reviewTimelineStep } from '../review';

const id = z.string({ error: 'error.notFound' }).trim().min(1, 'error.notFound').max(64, 'error.notFound');
const rowLimit = z.coerce.number({ error: 'error.invalidInput' }).int('error.invalidInput').min(1, 'error.invalidInput').max(200, 'error.invalidInput').default(50);
const documentUpload = () => requiredText('error.loanDocumentRequired', 64);

/** The documents an application carries, each an upload of its own purpose (spec §3). */
export const loanDocuments = {
  credit: 'loanCredit',
  housing: 'loanHousing',
  income: 'loanIncome',
  bank_statement: 'loanBankStatement',
  id_photo: 'loanIdPhoto',
} as const;
export type LoanDocument = keyof typeof loanDocuments;

/** A loan product: every term, shown before applying. Rates are decimal fractions ("0.001" is 0.1 % a day). */
export const loanProduct = z.object({
  id: z.string(),
  period_days: z.number().int(),
  min_amount: moneyText,
  max_amount: moneyText,
  daily_rate: moneyText,
  /** The late fee per overdue day, as a fraction of the principal, and its cap (the most it ever reaches). */
  late_fee_rate: moneyText,
  late_fee_cap_rate: moneyText,
  /** Who lends: always the platform, from its own account. */
  lender: z.string(),
  enabled: z.boolean(),
});

/** What a loan owes at a moment, by the shared formula. */
export const loanOwed = z.object({
  principal: moneyText,
  interest: moneyText,
  late_fee: moneyText,
  total: moneyText,
  /** Days of interest counted (a day counts as soon as it starts; at most the period). */
  days_used: z.number().int(),
  overdue_days: z.number().int(),
});

export const loanVoucher = z.object({
  id: z.string(),
  loan_id: z.string(),
  state: z.enum(loanVoucherStates),
  /** The amount owed when the voucher was sent: what the loan is repaid at if confirmed. */
  amount: moneyText,
  /** The uploaded voucher image (purpose loanVoucher). */
  image: z.string(),
  reason: z.string().nullable(),
  created_at: epochMs,
  decided_at: epochMs.nullable(),
});

export const loan = z.object({
  /** The order code. */
  id: z.string(),
  product_id: z.string(),
  asset: z.string(),
  /** The principal. */
  amount: moneyText,
  period_days: z.number().int(),
  daily_rate: moneyText,
  late_fee_rate: moneyText,
  late_fee_cap_rate: moneyText,
  lender: z.string(),
  state: z.enum(loanStates),
  /** What was disclosed at application: interest for the whole period and the total repayment on the due date. */
  term_interest: moneyText,
  term_total: moneyText,
  /** The application time. */
  created_at: epochMs,
  paid_out_at: epochMs.nullable(),
  due_at: epochMs.nullable(),
  /** Owed now (while paid out, due, overdue or expired), or what was repaid; null before payout and when rejected. */
  owed: loanOwed.nullable(),
  repaid_at: epochMs.nullable(),
  /** How it was repaid: from the balance or by a confirmed bank transfer. */
  repaid_by: z.enum(['balance', 'voucher']).nullable(),
  /** The reviewer's reason when rejected. */
  reason: z.string().nullable(),
  /** The voucher under review, if any. */
  pending_voucher: loanVoucher.nullable(),
});

/** The platform's account that receives repayments by bank transfer, shown on /repayment2. */
export const loanBankAccount = z.object({ bank_name: z.string(), account_number: z.string(), swift: z.string(), payee: z.string() });

export const opsLoan = z.object({ loan, user_id: z.string(), user_email: z.string().nullable() });
export const opsLoanVoucher = z.object({ voucher: loanVoucher, loan, user_id: z.string(), user_email: z.string().nullable() });

export const loanDocumentView = z.object({ document: z.enum(Object.keys(loanDocuments) as [LoanDocument]), upload_id: z.string() });

export const loanEndpoints = {
  lendList: endpoint({
    name: 'web/lendList', method: 'GET', access: 'public',
    summary: 'The loan products with every term, the verification level an application needs, the reminder and expiry days, and the bank account for repayment by transfer.',
    params: z.object({}),
    data: z.object({
      asset: z.string(),
      products: z.array(loanProduct),
      /** The verification level an application needs ('none': no verification). */
      kyc_level: z.enum(kycRequirements),
      /** A paid-out loan becomes "repayment due" this many days before its due date. */
      due_soon_days: z.number().int(),
      /** An overdue loan is expired (kept as a debt) after this many overdue days. */
      expire_after_days: z.number().int(),
      documents: z.array(z.enum(Object.keys(loanDocuments) as [LoanDocument])),
      /** Null when repayment by bank transfer is not offered. */
      bank: loanBankAccount.nullable(),
      enabled: z.boolean(),
    }),
  }),
  lendMy: endpoint({
    name: 'web/lendMy', method: 'GET', access: 'user',
    summary: "The user's loans of one tab (review, owed, ended), newest first, each with what it owes now; `before` pages on.",
    params: z.object({
      tab: z.enum(Object.keys(loanTabs) as [keyof typeof loanTabs], { error: 'error.invalidInput' }).default('owed'),
      limit: rowLimit,
      before: z.string().trim().max(40, 'error.invalidInput').optional(),
    }),
    data: z.array(loan),
  }),
  lendInfo: endpoint({
    name: 'web/lendInfo', method: 'GET', access: 'user',
    summary: "One of the user's loans with its vouchers and its timeline.",
    params: z.object({ id }),
    data: z.object({ loan, vouchers: z.array(loanVoucher), timeline: z.array(reviewTimelineStep) }),
  }),
  lend_img: endpoint({
    name: 'web/lend_img', method: 'GET', access: 'user',
    summary: "The documents of one of the user's loans, as upload ids the owner can open with `web/getUpload`.",
    params: z.object({ id }),
    data: z.array(loanDocumentView),
  }),
  lendBuy: endpoint({
    name: 'web/lendBuy', method: 'POST', access: 'user',
    summary: 'Applies for a loan: product, amount, the agreement ticked, the five documents (uploads of their purposes). `total` is the total repayment the user was shown: refused if the terms changed. Idempotent by `rtoken`.',
    params: z.object({
      id,
      amount: decimalText(),
      agree: z.literal('1', { error: 'error.loanAgreementRequired' }),
      total: decimalText(),
      credit: documentUpload(),
      housing: documentUpload(),
      income: documentUpload(),
      bank_statement: documentUpload(),
      id_photo: documentUpload(),
    }),
    data: loan,
    successMessage: 'success.loanApplied',
  }),
  lendRepay: endpoint({
    name: 'web/lendRepay', method: 'POST', access: 'user',
    summary: "Repays an owed loan in full from the spot USDT balance. `total` is the amount the user was shown: refused if it is not what the loan owes now. Idempotent by `rtoken`.",
    params: z.object({ id, total: decimalText() }),
    data: loan,
    successMessage: 'success.loanRepaid',
  }),
  lendVoucher: endpoint({
    name: 'web/lendVoucher', method: 'POST', access: 'user',
    summary: "Sends the voucher of a bank transfer that repays an owed loan (an upload of purpose loanVoucher). `total` is the amount owed the user was shown. A reviewer confirms it. Idempotent by `rtoken`.",
    params: z.object({ id, total: decimalText(), voucher: requiredText('error.loanVoucherRequired', 64) }),
    data: loan,
    successMessage: 'success.loanVoucherSent',
  }),
  opsLoanQueue: endpoint({
    name: 'web/opsLoanQueue', method: 'GET', access: 'operator',
    summary: 'Loan applications waiting for review, oldest first.',
    params: z.object({}),
    data: z.array(opsLoan),
  }),
  opsLoanDetail: endpoint({
    name: 'web/opsLoanDetail', method: 'GET', access: 'operator',
    summary: "One loan with its documents, the applicant's credit score and limit, its timeline and decisions.",
    params: z.object({ id }),
    data: reviewDetail('loan', opsLoan, reviewTimelineStep, {
      documents: z.array(loanDocumentView),
      /** `used`: principal of the applicant's loans under review (this one included) or owed, counted against the limit. */
      credit: z.object({ score: z.number().int(), limit: moneyText, used: moneyText }),
    }),
  }),
  opsApproveLoan: endpoint({
    name: 'web/opsApproveLoan', method: 'POST', access: 'operator',
    summary: "Approve an application: the principal is paid from the platform's lending account to the user's spot USDT and the due date is set.",
    params: z.object({ id, reason: optionalText(500) }),
    data: opsLoan,
  }),
  opsRejectLoan: endpoint({
    name: 'web/opsRejectLoan', method: 'POST', access: 'operator',
    summary: 'Reject an application with a reason the user sees.',
    params: z.object({ id, reason: requiredText('error.reasonRequired', 500) }),
    data: opsLoan,
  }),
  opsLoanVoucherQueue: endpoint({
    name: 'web/opsLoanVoucherQueue', method: 'GET', access: 'operator',
    summary: 'Repayment vouchers waiting for review, oldest first.',
    params: z.object({}),
    data: z.array(opsLoanVoucher),
  }),
  opsLoanVoucherDetail: endpoint({
    name: 'web/opsLoanVoucherDetail', method: 'GET', access: 'operator',
    summary: "One repayment voucher with its loan, the loan's timeline and the decisions.",
    params: z.object({ id }),
    data: reviewDetail('voucher', opsLoanVoucher, reviewTimelineStep, {}),
  }),
  opsConfirmLoanVoucher: endpoint({
    name: 'web/opsConfirmLoanVoucher', method: 'POST', access: 'operator',
    summary: "Confirm a voucher: the transfer was received, the loan is repaid at the voucher's amount (recorded in the ledger from the platform's bank inflow account to its lending account).",
    params: z.object({ id, reason: optionalText(500) }),
    data: opsLoanVoucher,
  }),
  opsRejectLoanVoucher: endpoint({
    name: 'web/opsRejectLoanVoucher', method: 'POST', access: 'operator',
    summary: 'Reject a voucher with a reason: the loan stays owed and the user may send another.',
    params: z.object({ id, reason: requiredText('error.reasonRequired', 500) }),
    data: opsLoanVoucher,
  }),
};
