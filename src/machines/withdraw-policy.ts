// What the withdrawal screens read from the disclosed policy (web/getWithdrawPolicy): the amount
// received after the fee, in integers of minor units, and the rules that stop a withdrawal now,
// so the screen can show them before the user acts (DESIGN §2 rules 2 and 3).
import type { z } from 'zod';
import { fromMinor, toMinor } from '../../api/money';
import { businessErrors } from '../../api/codes';
import type { withdrawPolicy } from '../../api/endpoints/withdrawals';

export type WithdrawPolicy = z.infer<typeof withdrawPolicy>;

/** The wire allows up to 18 fractional digits; the server checks the asset's own scale. */
const scale = 18;

/** Amount minus fee as a decimal string; null while the amount is not a plain decimal. Never below 0. */
export function receivedAfterFee(amount: string, fee: string): string | null {
  const a = toMinor(amount, scale);
  const f = toMinor(fee, scale) ?? 0n;
  if (a === null || a < 0n) return null;
  return fromMinor(a > f ? a - f : 0n, scale);
}

/** Why the amount cannot be withdrawn, as a contract message key; null when it fits the policy. */
export function amountProblem(amount: string, policy: WithdrawPolicy): string | null {
  const a = toMinor(amount, scale);
  if (a === null) return null; // the contract's own check reports the format
  if (a < (toMinor(policy.min, scale) ?? 0n)) return 'error.withdrawBelowMin';
  if (a > (toMinor(policy.max, scale) ?? 0n)) return 'error.withdrawAboveMax';
  if (a > (toMinor(policy.available, scale) ?? 0n)) return 'error.insufficientBalance';
  return null;
}

export type WithdrawBlocker = 'locked' | 'closed' | 'dailyLimit' | 'kyc' | 'turnover';

/** Every rule that stops a withdrawal now, in the order the server checks them. */
export function policyBlockers(policy: WithdrawPolicy): WithdrawBlocker[] {
  const blockers: WithdrawBlocker[] = [];
  if (policy.lock_until !== null) blockers.push('locked');
  if (!policy.window.open_now) blockers.push('closed');
  if (policy.left_today <= 0) blockers.push('dailyLimit');
  if (!policy.kyc.met) blockers.push('kyc');
  if (!policy.turnover.met) blockers.push('turnover');
  return blockers;
}

/** The contract message key (`error.<name>`) of a business error code, if it is one. */
export function errorKeyOfCode(code: number): string | null {
  const name = Object.entries(businessErrors).find(([, c]) => c === code)?.[0];
  return name ? `error.${name}` : null;
}
