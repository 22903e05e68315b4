// Money out: the withdrawal address book, the disclosed withdrawal policy with the user's own
// progress, withdrawals on a chain or to a bank card through the shared lifecycle, their records,
// and the collection (receiving) settings.
import { z } from 'zod';
import { decimalText, endpoint, epochMs, moneyText, optionalText, requiredText, tpwdText, twoFactorCodeParam } from '../endpoint';
import { withdrawalStates } from '../lifecycles/withdrawal.lifecycle';
import { withdrawAddressStates } from '../lifecycles/withdraw-address.lifecycle';

const currency = z.string().trim().toUpperCase().max(16, 'error.assetUnknown').default('USDT');
const chain = z.string({ error: 'error.chainUnknown' }).trim().toUpperCase().min(1, 'error.chainUnknown').max(16, 'error.chainUnknown');
const id = z.string({ error: 'error.notFound' }).trim().min(1, 'error.notFound').max(64, 'error.notFound');
const bankField = (max = 128) => requiredText('error.bankFieldRequired', max);

export const withdrawAddress = z.object({
  id: z.string(),
  currency: z.string(),
  chain: z.string(),
  address: z.string(),
  remarks: z.string(),
  memo: z.string(),
  created_at: epochMs,
  /** pending until `usable_at`, then active; cancelled through the mailed link. */
  state: z.enum(withdrawAddressStates),
  usable_at: epochMs,
});

export const timelineStep = z.object({ state: z.string(), at: epochMs, reason: z.string().nullable() });

export const withdrawalRecord = z.object({
  id: z.string(),
  kind: z.enum(['chain', 'bank']),
  currency: z.string(),
  chain: z.string(),
  /** The chain address, or the masked bank account number. */
  address: z.string(),
  memo: z.string(),
  amount: moneyText,
  fee: moneyText,
  received: moneyText,
  state: z.enum(withdrawalStates),
  /** Spec §4 record status: 0 Failure, 1 Processing, 2 Success. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Why it was rejected or failed, in the caller's language; null otherwise. */
  reason: z.string().nullable(),
  tx_hash: z.string().nullable(),
  can_cancel: z.boolean(),
  created_at: epochMs,
  timeline: z.array(timelineStep),
});

export const withdrawPolicy = z.object({
  currency: z.string(),
  /** Decimal places of the asset: an amount with more is refused. */
  scale: z.number().int(),
  /** Chains this asset may be withdrawn on here. */
  chains: z.array(z.string()),
  bank_enabled: z.boolean(),
  fee: moneyText,
  min: moneyText,
  max: moneyText,
  window: z.object({ start: z.string(), end: z.string(), time_zone: z.string(), open_now: z.boolean() }),
  per_day: z.number().int(),
  left_today: z.number().int(),
  turnover: z.object({
    /** Required share of total deposits; "0" means the rule is off. */
    ratio: z.string(), deposits: moneyText, required: moneyText, volume: moneyText, met: z.boolean(),
  }),
  kyc: z.object({ required: z.string(), met: z.boolean() }),
  /** End of the 24 h lock after a security change, or null. */
  lock_until: epochMs.nullable(),
  /** Smaller withdrawals skip review; "0" means every withdrawal is reviewed. */
  auto_approve_below: moneyText,
  review_hours: z.number().int(),
  available: moneyText,
  /** What trade-only rewards keep in the balance until they have been traded; "0" when none. */
  trade_only_held: moneyText,
  tpwd_set: z.boolean(),
  /** True when every rule above lets the user withdraw now (the balance aside). */
  can_withdraw: z.boolean(),
});

export const collectionSettings = z.object({
  name: z.string(),
  bank_name: z.string(),
  bank_number: z.string(),
  alipay_account: z.string(),
  weixin_nickname: z.string(),
  weixin_account: z.string(),
});

const collectionField = () => z.string().trim().max(128, 'error.invalidInput').default('');

export const withdrawalEndpoints = {
  addWithdrawAddress: endpoint({
    name: 'web/addWithdrawAddress', method: 'POST', access: 'user',
    summary: 'Save a withdrawal address (format checked per chain); it is usable after the allowlist delay, announced by mail with a cancel link.',
    params: z.object({
      currency, chain,
      address: requiredText('error.addressRequired', 128),
      remarks: optionalText(64),
      memo: optionalText(64),
      ...twoFactorCodeParam,
    }),
    data: withdrawAddress,
    successMessage: 'success.saved',
  }),
  withdrawAddresses: endpoint({
    name: 'web/withdrawAddresses', method: 'GET', access: 'user',
    summary: "The user's saved withdrawal addresses.",
    params: z.object({}),
    data: z.array(withdrawAddress),
  }),
  deleteWithdrawAddress: endpoint({
    name: 'web/deleteWithdrawAddress', method: 'POST', access: 'user',
    summary: 'Delete one of the user\'s saved withdrawal addresses.',
    params: z.object({ id, ...twoFactorCodeParam }),
    data: z.null(),
    successMessage: 'success.saved',
  }),
  getWithdrawPolicy: endpoint({
    name: 'web/getWithdrawPolicy', method: 'GET', access: 'user',
    summary: 'Every withdrawal rule (window, limits, fee, chains, turnover, KYC, security lock) with the user\'s own progress.',
    params: z.object({ currency }),
    data: withdrawPolicy,
  }),
  withdraw: endpoint({
    name: 'web/withdraw', method: 'POST', access: 'user',
    summary: 'Withdraw to a chain address: checks the policy and freezes the amount; the withdrawal enters review.',
    params: z.object({
      currency, chain,
      address: requiredText('error.addressRequired', 128),
      amount: decimalText(),
      tpwd: tpwdText(),
      memo: optionalText(64),
      ...twoFactorCodeParam,
    }),
    data: withdrawalRecord,
  }),
  bankWithdraw: endpoint({
    name: 'web/bankWithdraw', method: 'POST', access: 'user',
    summary: 'Withdraw to a bank card: every field required; the same policy and lifecycle, paid out off-chain.',
    params: z.object({
      currency,
      amount: decimalText(),
      tpwd: tpwdText(),
      bank_name: bankField(),
      bank_number: bankField(64),
      swift: bankField(32),
      bank_address: bankField(256),
      payee_name: bankField(),
      payee_phone: bankField(32),
      payee_address: bankField(256),
      ...twoFactorCodeParam,
    }),
    data: withdrawalRecord,
  }),
  cancelWithdraw: endpoint({
    name: 'web/cancelWithdraw', method: 'POST', access: 'user',
    summary: 'Cancel one of the user\'s withdrawals while it is under review; the amount is unfrozen at once.',
    params: z.object({ id }),
    data: withdrawalRecord,
  }),
  withdrawRecords: endpoint({
    name: 'web/withdrawRecords', method: 'GET', access: 'user',
    summary: "The user's withdrawals, newest first, each with its lifecycle timeline.",
    params: z.object({}),
    data: z.array(withdrawalRecord),
  }),
  getCollection: endpoint({
    name: 'web/getCollection', method: 'GET', access: 'user',
    summary: "The user's collection (receiving) settings.",
    params: z.object({}),
    data: collectionSettings,
  }),
  saveCollection: endpoint({
    name: 'web/saveCollection', method: 'POST', access: 'user',
    summary: "Save the user's collection (receiving) settings.",
    params: z.object({
      name: collectionField(), bank_name: collectionField(), bank_number: collectionField(),
      alipay_account: collectionField(), weixin_nickname: collectionField(), weixin_account: collectionField(),
    }),
    data: collectionSettings,
    successMessage: 'success.saved',
  }),
};
