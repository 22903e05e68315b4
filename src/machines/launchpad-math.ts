// The figures of new-coin subscription as the screens show them: the coins of a number of lots,
// the USDT that subscribing freezes (issue price × quantity), and what is wrong with a
// subscription before it is sent, in the server's own words. Decimal texts in, decimal texts
// out, computed as integers of minor units (bigint), never as floats.
import type { z } from 'zod';
import type { DataOf } from '../../api/endpoint';
import { fromMinor, toMinor } from '../../api/money';
import type { launchpadEndpoints } from '../../api/endpoints/launchpad';
import { USDT_SCALE } from './contract-preview';
import { compare, scaleOf } from './spot-math';

export type NewcoinProject = DataOf<typeof launchpadEndpoints.getNewcoinsInfo>;
export type Subscription = DataOf<typeof launchpadEndpoints.subscribeNewcoin>;
export type ProjectParams = z.input<typeof launchpadEndpoints.opsCreateNewcoin.params>;
export type ProjectPhase = NewcoinProject['phase'];

/** A problem of the form: a message key of the server's catalog (`error.*`) and its values. */
export interface SubscribeProblem { id: string; values?: Record<string, string> }

/** A whole number of lots typed by the user ("3"), or null when it is not one. */
export function lotsOf(text: string): bigint | null {
  const trimmed = text.trim();
  return /^\d{1,9}$/.test(trimmed) ? BigInt(trimmed) : null;
}

/** The coins of `lots` lots of `lot` coins each. */
export function coinsOf(lots: bigint, lot: string): string {
  const scale = scaleOf(lot);
  return fromMinor(lots * toMinor(lot, scale)!, scale);
}

/** Whole lots in a quantity of coins (rounded down). */
export function lotsIn(quantity: string, lot: string): bigint {
  const scale = Math.max(scaleOf(quantity), scaleOf(lot));
  const unit = toMinor(lot, scale)!;
  return unit === 0n ? 0n : toMinor(quantity, scale)! / unit;
}

/**
 * The USDT frozen for `quantity` coins at `price` USDT each: the exact product, rounded up to the
 * cent of USDT's scale when it has more digits (the frozen amount never falls short of the cost).
 */
export function costOf(price: string, quantity: string): string {
  const sp = scaleOf(price), sq = scaleOf(quantity);
  const exact = toMinor(price, sp)! * toMinor(quantity, sq)!;
  const extra = sp + sq - USDT_SCALE;
  if (extra <= 0) return fromMinor(exact * 10n ** BigInt(-extra), USDT_SCALE);
  const step = 10n ** BigInt(extra);
  return fromMinor((exact + step - 1n) / step, USDT_SCALE);
}

/** The sum of decimal texts. */
export function sumOf(values: readonly string[]): string {
  const scale = Math.max(0, ...values.map(scaleOf));
  return fromMinor(values.reduce((total, v) => total + toMinor(v, scale)!, 0n), scale);
}

export interface SubscribeForm {
  project: NewcoinProject;
  /** Lots as typed. */
  lots: string;
  /** The user's spot USDT available. */
  available: string;
  /** Coins the user already subscribed to this project. */
  held: string;
}

/** What is wrong with a subscription, in the server's own words (null when it may be confirmed). */
export function subscribeProblem({ project, lots, available, held }: SubscribeForm): SubscribeProblem | null {
  if (project.phase !== 'open') return { id: 'error.subscriptionClosed' };
  if (!lots.trim()) return { id: 'error.amountRequired' };
  const count = lotsOf(lots);
  if (count === null || count <= 0n) return { id: 'error.amountInvalid' };
  const quantity = coinsOf(count, project.lot);
  const symbol = project.symbol;
  if (compare(quantity, project.min_per_user) < 0) return { id: 'error.subscriptionBelowMin', values: { min: project.min_per_user, symbol } };
  if (compare(sumOf([held, quantity]), project.max_per_user) > 0) return { id: 'error.subscriptionAboveMax', values: { max: project.max_per_user, symbol, held } };
  const need = costOf(project.issue_price, quantity);
  if (compare(need, available) > 0) return { id: 'error.subscriptionInsufficientUsdt', values: { need } };
  return null;
}

/** The coins the form asks for ('0' while the lots are not a whole number). */
export function quantityOf(form: Pick<SubscribeForm, 'project' | 'lots'>): string {
  const count = lotsOf(form.lots);
  return count === null ? '0' : coinsOf(count, form.project.lot);
}
