// The disclosed withdrawal policy (DESIGN §2 rule 2, §3): every rule the server enforces on a
// withdrawal is read from settings here, served by web/getWithdrawPolicy with the user's own
// progress, and checked again inside the submission's transaction.
import { fromMinor, toMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import { fail } from '../../core/failures';
import { withdrawLockUntil } from '../account/withdraw-lock';
import type { Executor } from '../../db/database';
import { getSetting } from '../settings/settings';
import { kycRequirementMet } from '../kyc/kyc-requirements';
import { creditedDepositsOf, tradingVolumeOf } from './turnover';

export const BANK_CHAIN = 'BANK';
/** States that do not use up one of the day's withdrawals: the user got the money back. */
const NOT_COUNTED = ['rejected', 'cancelled', 'failed'];
const PPM = 1_000_000n;

export async function loadPolicy(db: Executor, asset: { code: string; scale: number }) {
  const minor = (text: string) => toMinor(text, asset.scale) ?? 0n;
  return {
    window: await getSetting(db, 'withdraw.window'),
    perDay: await getSetting(db, 'withdraw.perDay'),
    min: minor(await getSetting(db, 'withdraw.min')),
    max: minor(await getSetting(db, 'withdraw.max')),
    fee: minor(await getSetting(db, 'withdraw.fee')),
    chains: (await getSetting(db, 'withdraw.chains'))[asset.code] ?? [],
    bankEnabled: await getSetting(db, 'withdraw.bankEnabled'),
    turnoverRatio: Number(await getSetting(db, 'withdraw.turnoverRatio')),
    kycLevel: await getSetting(db, 'withdraw.kycLevel'),
    autoApproveBelow: minor(await getSetting(db, 'withdraw.autoApproveBelow')),
    reviewHours: await getSetting(db, 'withdraw.reviewHours'),
  };
}
export type Policy = Awaited<ReturnType<typeof loadPolicy>>;

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + (m || 0);
};

/** The policy's local calendar day (YYYY-MM-DD) at `now`: the day withdrawals are counted in. */
export function policyDay(now: number, window: Policy['window']): string {
  return new Date(now + window.utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Open when start <= local time < end ("24:00" is the end of the day). */
export function windowOpen(now: number, window: Policy['window']): boolean {
  const local = new Date(now + window.utcOffsetMinutes * 60_000);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return minute >= minutesOf(window.start) && minute < minutesOf(window.end);
}

export async function userProgress(deps: Pick<Deps, 'clock'>, db: Executor, userId: string, asset: string, policy: Policy) {
  const now = deps.clock.now();
  const used = await db.selectFrom('withdrawals').select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('user_id', '=', userId).where('day', '=', policyDay(now, policy.window)).where('state', 'not in', NOT_COUNTED)
    .executeTakeFirstOrThrow();
  const deposits = await creditedDepositsOf(db, userId, asset);
  const volume = await tradingVolumeOf(db, userId);
  const ppm = BigInt(Math.round(Math.max(0, policy.turnoverRatio) * 1e6));
  const required = (deposits * ppm + PPM - 1n) / PPM;
  const user = await db.selectFrom('users').select('security_changed_at').where('id', '=', userId).executeTakeFirst();
  return {
    usedToday: Number(used.n),
    leftToday: Math.max(0, policy.perDay - Number(used.n)),
    deposits, volume, required,
    turnoverMet: ppm === 0n || volume >= required,
    lockUntil: withdrawLockUntil(user?.security_changed_at ?? null, now),
    kycMet: await kycRequirementMet(db, userId, policy.kycLevel),
    windowOpen: windowOpen(now, policy.window),
  };
}
export type Progress = Awaited<ReturnType<typeof userProgress>>;

const utcText = (ms: number) => `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;

/** Throws the first rule a withdrawal of `amount` on `chain` breaks, in the order the form shows them. */
export function enforcePolicy(policy: Policy, progress: Progress, asset: { code: string; scale: number }, chain: string, amount: bigint) {
  if (chain === BANK_CHAIN ? !policy.bankEnabled : !policy.chains.includes(chain)) fail(chain === BANK_CHAIN ? 'featureOff' : 'chainUnknown');
  if (progress.lockUntil !== null) fail('withdrawLocked', { until: utcText(progress.lockUntil) }, { lock_until: progress.lockUntil });
  if (!progress.windowOpen) fail('withdrawClosed', { start: policy.window.start, end: policy.window.end });
  if (progress.leftToday <= 0) fail('withdrawDailyLimit', { limit: policy.perDay });
  const min = policy.min > policy.fee ? policy.min : policy.fee + 1n;
  if (amount < min) fail('withdrawBelowMin', { min: fromMinor(min, asset.scale), currency: asset.code });
  if (amount > policy.max) fail('withdrawAboveMax', { max: fromMinor(policy.max, asset.scale), currency: asset.code });
  if (!progress.kycMet) fail('kycRequired');
  if (!progress.turnoverMet) {
    fail('withdrawTurnover', { required: fromMinor(progress.required, asset.scale), progress: fromMinor(progress.volume, asset.scale) });
  }
}
