// The operator console: operator login and the withdrawal review queue. Operators are separate
// accounts; a decision moves a withdrawal only through its lifecycle, is audit-logged, and shows on
// the user's timeline with its reason.
import { z } from 'zod';
import { emailText, endpoint, epochMs, moneyText, optionalText, requiredText } from '../endpoint';
import { withdrawalStates } from '../lifecycles/withdrawal.lifecycle';
import { manualDepositStates } from '../lifecycles/manual-deposit.lifecycle';
import { reviewDetail, reviewTimelineStep } from '../review';

const id = z.string({ error: 'error.notFound' }).trim().min(1, 'error.notFound').max(64, 'error.notFound');

export const opsWithdrawal = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.string().nullable(),
  kind: z.enum(['chain', 'bank']),
  currency: z.string(),
  chain: z.string(),
  address: z.string(),
  memo: z.string(),
  bank: z.record(z.string(), z.string()).nullable(),
  amount: moneyText,
  fee: moneyText,
  state: z.enum(withdrawalStates),
  reason: z.string().nullable(),
  tx_hash: z.string().nullable(),
  created_at: epochMs,
});

export const opsManualDeposit = z.object({
  id: z.string(),
  user_id: z.string(),
  user_email: z.string().nullable(),
  currency: z.string(),
  chain: z.string(),
  amount: moneyText,
  tx_hash: z.string(),
  /** The credential image: web/opsGetUpload serves it to reviewers. */
  credential: z.string(),
  description: z.string(),
  state: z.enum(manualDepositStates),
  reason: z.string().nullable(),
  created_at: epochMs,
});

/** A setting as the console's Settings page shows it; values are typed text (JSON for structured ones). */
export const opsSetting = z.object({
  key: z.string(),
  kind: z.enum(['text', 'number', 'boolean', 'json']),
  value: z.string(),
  default: z.string(),
  updated_at: epochMs.nullable(),
  updated_by: z.string().nullable(),
});

/** The user's balances and recent money history, beside a money item under review. */
const userMoney = {
  balances: z.array(z.object({ currency: z.string(), wallet: z.string(), balance: moneyText })),
  withdrawals: z.array(opsWithdrawal),
  deposits: z.array(z.object({ id: z.string(), currency: z.string(), chain: z.string(), amount: moneyText, state: z.string(), created_at: epochMs })),
};

export const opsEndpoints = {
  opsLogin: endpoint({
    name: 'web/opsLogin', method: 'POST', access: 'public', idempotent: false,
    summary: 'Operator login: a separate account and session from users.',
    params: z.object({ email: emailText(), password: requiredText('error.passwordEmpty', 128) }),
    data: z.object({ token: z.string(), email: z.string(), role: z.enum(['reviewer', 'admin', 'editor', 'support']), expires_at: epochMs }),
    note: 'Locked like a user\'s login: 5 wrong passwords in a row (counted as they arrive, even at once) answer `accountLocked` for 15 minutes, the right one included.',
  }),
  opsWithdrawQueue: endpoint({
    name: 'web/opsWithdrawQueue', method: 'GET', access: 'operator',
    summary: 'Withdrawals under review, oldest first (and approved bank payouts waiting for confirmation).',
    params: z.object({}),
    data: z.array(opsWithdrawal),
  }),
  opsWithdrawDetail: endpoint({
    name: 'web/opsWithdrawDetail', method: 'GET', access: 'operator',
    summary: "One withdrawal with its timeline and decisions, the user's balances and recent money history.",
    params: z.object({ id }),
    data: reviewDetail('withdrawal', opsWithdrawal, reviewTimelineStep, userMoney),
  }),
  opsApproveWithdraw: endpoint({
    name: 'web/opsApproveWithdraw', method: 'POST', access: 'operator',
    summary: 'Approve a withdrawal under review; the sender then broadcasts it.',
    params: z.object({ id, reason: optionalText(500) }),
    data: opsWithdrawal,
  }),
  opsRejectWithdraw: endpoint({
    name: 'web/opsRejectWithdraw', method: 'POST', access: 'operator',
    summary: 'Reject a withdrawal under review with a reason; the amount is unfrozen at once.',
    params: z.object({ id, reason: requiredText('error.reasonRequired', 500) }),
    data: opsWithdrawal,
  }),
  opsDepositQueue: endpoint({
    name: 'web/opsDepositQueue', method: 'GET', access: 'operator',
    summary: 'Manual deposits under review, oldest first.',
    params: z.object({}),
    data: z.array(opsManualDeposit),
  }),
  opsDepositDetail: endpoint({
    name: 'web/opsDepositDetail', method: 'GET', access: 'operator',
    summary: "One manual deposit with its timeline and decisions, the user's balances and recent money history, and the other claims of the same transaction.",
    params: z.object({ id }),
    data: reviewDetail('deposit', opsManualDeposit, reviewTimelineStep, {
      ...userMoney,
      /** The other claims of the same transaction on this chain, by anyone, newest first (a rejected claim frees its hash). */
      same_tx_claims: z.array(opsManualDeposit),
    }),
  }),
  opsApproveDeposit: endpoint({
    name: 'web/opsApproveDeposit', method: 'POST', access: 'operator',
    summary: 'Approve a manual deposit found on the chain: the amount is credited to the user\'s spot account through the ledger.',
    params: z.object({ id, reason: optionalText(500) }),
    data: opsManualDeposit,
  }),
  opsRejectDeposit: endpoint({
    name: 'web/opsRejectDeposit', method: 'POST', access: 'operator',
    summary: 'Reject a manual deposit with a reason; nothing is credited.',
    params: z.object({ id, reason: requiredText('error.reasonRequired', 500) }),
    data: opsManualDeposit,
  }),
  opsConfirmPayout: endpoint({
    name: 'web/opsConfirmPayout', method: 'POST', access: 'operator',
    summary: 'Confirm an approved bank-card withdrawal was paid out off-chain, with the payment reference.',
    params: z.object({ id, reason: requiredText('error.reasonRequired', 500) }),
    data: opsWithdrawal,
  }),
  opsSettings: endpoint({
    name: 'web/opsSettings', method: 'GET', access: 'operator',
    summary: 'Every setting with its value, default and last change (admins only).',
    params: z.object({}),
    data: z.array(opsSetting),
  }),
  opsSetSetting: endpoint({
    name: 'web/opsSetSetting', method: 'POST', access: 'operator',
    summary: "Change one setting (admins only): the value is checked against the setting's type, and the change is audit-logged with the old and new values.",
    params: z.object({ key: id, value: z.string({ error: 'error.invalidInput' }).max(4000, 'error.invalidInput') }),
    data: opsSetting,
  }),
};
