// What each verification level unlocks: a setting per gated action (withdraw, loan, trade), read
// where the action is enforced and shown beside each level, so the rule a user meets is the rule
// they were shown. A requirement names the level that must have passed ('none': open to all).
import type { KycRequirement } from '../../../api/endpoints/kyc';
import type { KycLevel } from '../../../api/lifecycles/kyc-level';
import type { Executor } from '../../db/database';
import { getSetting } from '../settings/settings';

export const PASSED_STATES: readonly string[] = ['approved', 'verified'];

export async function kycRequirements(db: Executor): Promise<Record<'withdraw' | 'loan' | 'trade', KycRequirement>> {
  return {
    withdraw: await getSetting(db, 'withdraw.kycLevel'),
    loan: await getSetting(db, 'loan.kycLevel'),
    trade: await getSetting(db, 'trade.kycLevel'),
  };
}

/** The levels a user has passed. */
export async function passedLevels(db: Executor, userId: string): Promise<Set<KycLevel>> {
  const rows = await db.selectFrom('kyc_verifications').select(['level', 'state']).where('user_id', '=', userId).execute();
  return new Set(rows.filter((r) => PASSED_STATES.includes(r.state)).map((r) => r.level));
}

/** Whether the user meets `required` now; the caller runs this inside the transaction that acts. */
export async function kycRequirementMet(db: Executor, userId: string, required: KycRequirement): Promise<boolean> {
  if (required === 'none') return true;
  return (await passedLevels(db, userId)).has(required);
}
