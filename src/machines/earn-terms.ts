// The terms of AI Earn custody as the screens show them before the user acts: what an amount earns
// a day and over the whole cycle, what leaving early would cost, when the money returns, and what
// is wrong with an amount. Money goes through the formulas the server pays with (api/earn-math.ts),
// in minor units; nothing here is a second decimal calculation.
import type { DataOf } from '../../api/endpoint';
import {
  cutoffMinutesOf, EARN_RATE_SCALE, dailyInterestOf, maturityOf as maturityAt, nextCutoff as nextCutoffAt, redemptionPenaltyOf,
} from '../../api/earn-math';
import type { earnEndpoints } from '../../api/endpoints/earn';
import { fromMinor, toMinor } from '../../api/money';
import { USDT_SCALE } from './contract-preview';
import { compare, unitsOf } from './spot-math';

export type EarnCatalogue = DataOf<typeof earnEndpoints.getProfitList>;
export type EarnProduct = DataOf<typeof earnEndpoints.getProfitInfo>;
export type EarnTotal = DataOf<typeof earnEndpoints.getProfitTotal>;
export type CustodyOrder = DataOf<typeof earnEndpoints.getMyprofit>[number];
export type RedeemQuote = NonNullable<CustodyOrder['redeem_quote']>;

/** The custody asset's digits (USDT). */
export const EARN_SCALE = USDT_SCALE;

/** A problem of the form: a message key of the server's catalog (`error.*`) and its values. */
export interface EarnProblem { id: string; values?: Record<string, string> }

/** What an amount earns and risks under a product's terms, as shown before confirming. */
export interface BuyPreview {
  daily: string;
  /** The interest of every cut-off of the cycle. */
  cycle: string;
  /** Kept if the order is redeemed early. */
  penalty: string;
}

const rateOf = (rate: string) => toMinor(rate, EARN_RATE_SCALE) ?? 0n;

/** The preview of `amount` under `product`; null while the amount is not a positive decimal. */
export function buyPreview(amount: string, product: Pick<EarnProduct, 'daily_rate' | 'penalty_rate' | 'cycle_days'>): BuyPreview | null {
  const principal = unitsOf(amount, EARN_SCALE);
  if (principal === null || principal <= 0n) return null;
  const daily = dailyInterestOf(principal, rateOf(product.daily_rate));
  return {
    daily: fromMinor(daily, EARN_SCALE),
    cycle: fromMinor(daily * BigInt(product.cycle_days), EARN_SCALE),
    penalty: fromMinor(redemptionPenaltyOf(principal, rateOf(product.penalty_rate)), EARN_SCALE),
  };
}

/** The room left under the product's quota (never below zero). */
export function quotaRoom(product: Pick<EarnProduct, 'quota' | 'quota_used'>): string {
  const room = (toMinor(product.quota, EARN_SCALE) ?? 0n) - (toMinor(product.quota_used, EARN_SCALE) ?? 0n);
  return fromMinor(room > 0n ? room : 0n, EARN_SCALE);
}

/** The first daily cut-off ("HH:MM" UTC) strictly after `now`: the server's rule. */
export const nextCutoff = (now: number, cutoffUtc: string) => nextCutoffAt(now, cutoffMinutesOf(cutoffUtc));

/** When an order bought at `now` returns its money: the server's rule. */
export const maturityOf = (now: number, cutoffUtc: string, cycleDays: number) => maturityAt(now, cutoffMinutesOf(cutoffUtc), cycleDays);

/** What is wrong with an amount for the product, in the server's own words (null when it may be confirmed). */
export function buyProblem(amount: string, product: EarnProduct, asset: string, available: string): EarnProblem | null {
  if (!product.enabled) return { id: 'error.earnProductDisabled' };
  if (!amount) return { id: 'error.amountRequired' };
  const units = unitsOf(amount, EARN_SCALE);
  if (units === null || units <= 0n) return { id: 'error.amountInvalid' };
  if (compare(amount, product.min_amount) < 0) return { id: 'error.earnAmountBelowMin', values: { min: product.min_amount, asset } };
  if (compare(amount, product.max_amount) > 0) return { id: 'error.earnAmountAboveMax', values: { max: product.max_amount, asset } };
  const room = quotaRoom(product);
  if (compare(amount, room) > 0) return { id: 'error.earnQuotaFull', values: { quota: product.quota, asset, room } };
  if (compare(amount, available) > 0) return { id: 'error.insufficientBalance' };
  return null;
}
