// AI Earn products and custody orders shaped exactly by api/endpoints/earn.ts (checked with its
// schemas here, so a changed wire fails the fixtures before the screens).
import { custodyOrder, earnProduct } from '../../api/endpoints/earn';

/** 2026-11-20 10:00 UTC, before that day's 16:00 cut-off. */
export const AT = Date.UTC(2026, 10, 20, 10, 0);
const DAY = 86_400_000;

/** 30 days at 0.05 % a day, 100 to 10,000 USDT, 2 % penalty; 49,000 of a 50,000 quota taken. */
export const month = earnProduct.parse({
  id: 'ep_30', cycle_days: 30, daily_rate: '0.0005', min_amount: '100', max_amount: '10000',
  quota: '50000', quota_used: '49000', penalty_rate: '0.02', enabled: true,
});
export const year = earnProduct.parse({
  id: 'ep_365', cycle_days: 365, daily_rate: '0.0008', min_amount: '500', max_amount: '50000',
  quota: '1000000', quota_used: '0', penalty_rate: '0.05', enabled: false,
});

export const catalogue = { products: [month, year], asset: 'USDT', cutoff_utc: '16:00', redeem_review: true, enabled: true };
export const total = { asset: 'USDT', held: '1000', held_profit: '2.5', total_profit: '7.25', orders_held: 1 };
export const spot = (available: string) => ({ assets: [{ currency: 'USDT', available, frozen: '0', value_usdt: available }] });

/** 1,000 USDT for 30 days, bought at AT, five cut-offs accrued (2.5 USDT). */
export const held = custodyOrder.parse({
  id: 'co_0000000000000001', product_id: 'ep_30', asset: 'USDT', amount: '1000', cycle_days: 30, daily_rate: '0.0005', penalty_rate: '0.02',
  state: 'custody', profit: '2.5', days_accrued: 5, remaining_days: 25, matures_at: Date.UTC(2026, 11, 19, 16, 0), next_accrual_at: AT + 5 * DAY + 6 * 3_600_000,
  redeem_quote: { principal: '1000', interest: '2.5', penalty: '20', returns: '982.5' },
  returned: null, penalty: null, reason: null, created_at: AT, ended_at: null,
});

export const redeeming = custodyOrder.parse({ ...held, state: 'redeeming', redeem_quote: null });
export const rejected = custodyOrder.parse({ ...held, state: 'rejected', reason: 'Documents pending' });
export const redeemed = custodyOrder.parse({
  ...held, state: 'redeemed', redeem_quote: null, remaining_days: 0, next_accrual_at: null, returned: '982.5', penalty: '20', ended_at: AT + 5 * DAY + 7 * 3_600_000,
});
