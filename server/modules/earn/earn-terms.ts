// What a deployment says about AI Earn today, read from the settings once per call: the switch for
// the whole product (features.earn), the products switched off (earn.disabled), whether an early redemption waits for a review, and the daily
// cut-off. And the cut-off arithmetic: an order accrues at each cut-off strictly after its purchase,
// and its cycle ends at the cycle_days-th one.
import type { Executor } from '../../db/database';
import { fromMinor } from '../../../api/money';
import { getSetting, settingDefaults } from '../settings/settings';

export { DAY_MS, nextCutoff } from '../../../api/earn-math';
import { cutoffMinutesOf, DAY_MS } from '../../../api/earn-math';
export const EARN_ASSET = 'USDT';

export interface EarnTerms { enabled: boolean; disabled: ReadonlySet<string>; redeemReview: boolean; cutoffUtc: string; cutoffMinutes: number }

export async function loadTerms(db: Executor): Promise<EarnTerms> {
  const [features, disabled, redeemReview, cutoffUtc] = await Promise.all([
    getSetting(db, 'features'), getSetting(db, 'earn.disabled'), getSetting(db, 'earn.redeemReview'), getSetting(db, 'earn.cutoffUtc'),
  ]);
  return {
    enabled: { ...settingDefaults.features, ...features }.earn !== false, disabled: new Set(disabled),
    redeemReview, cutoffUtc, cutoffMinutes: cutoffMinutesOf(cutoffUtc),
  };
}

/**
 * The due-work subject of a cut-off: its UTC date (YYYY-MM-DD), with the hour and minute when it is
 * not at midnight (YYYY-MM-DDTHH:MM), so orders bought before and after a change of the cut-off
 * each keep an item of their own even on the same day.
 */
export const cutoffSubject = (at: number) => new Date(at).toISOString().slice(0, at % DAY_MS === 0 ? 10 : 16);

/** The asset's scale from the assets table. */
export async function scaleOf(db: Executor, asset: string): Promise<number> {
  const row = await db.selectFrom('assets').select('scale').where('code', '=', asset).executeTakeFirst();
  if (!row) throw new Error(`asset ${asset} is not listed`);
  return Number(row.scale);
}

/** Rates are decimal fractions scaled by 10^8 (api/earn-math.ts). */
export const rateText = (v: bigint | number | string) => fromMinor(BigInt(v), 8);
