// What a deployment says about AI Earn today, read from the settings once per call: the switch for
// the whole product (features.earn), whether an early redemption waits for a review, and the daily
// cut-off. And the cut-off arithmetic: an order accrues at each cut-off strictly after its purchase,
// and its cycle ends at the cycle_days-th one.
import type { Executor } from '../../db/database';
import { fromMinor } from '../../../api/money';
import { getSetting, settingDefaults } from '../settings/settings';

export const DAY_MS = 86_400_000;
export const EARN_ASSET = 'USDT';

export interface EarnTerms { enabled: boolean; redeemReview: boolean; cutoffUtc: string; cutoffMinutes: number }

export async function loadTerms(db: Executor): Promise<EarnTerms> {
  const [features, redeemReview, cutoffUtc] = await Promise.all([getSetting(db, 'features'), getSetting(db, 'earn.redeemReview'), getSetting(db, 'earn.cutoffUtc')]);
  return {
    enabled: { ...settingDefaults.features, ...features }.earn !== false,
    redeemReview, cutoffUtc, cutoffMinutes: Number(cutoffUtc.slice(0, 2)) * 60 + Number(cutoffUtc.slice(3, 5)),
  };
}

/** The first cut-off strictly after `at`. */
export function nextCutoff(at: number, cutoffMinutes: number): number {
  const today = Math.floor(at / DAY_MS) * DAY_MS + cutoffMinutes * 60_000;
  return today > at ? today : today + DAY_MS;
}

/** The due-work subject of a cut-off: its UTC date. */
export const cutoffSubject = (at: number) => new Date(at).toISOString().slice(0, 10);

/** The asset's scale from the assets table. */
export async function scaleOf(db: Executor, asset: string): Promise<number> {
  const row = await db.selectFrom('assets').select('scale').where('code', '=', asset).executeTakeFirst();
  if (!row) throw new Error(`asset ${asset} is not listed`);
  return Number(row.scale);
}

/** Rates are decimal fractions scaled by 10^8 (api/earn-math.ts). */
export const rateText = (v: bigint | number | string) => fromMinor(BigInt(v), 8);
