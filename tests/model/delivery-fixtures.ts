// Timed-contract products and orders shaped exactly by api/endpoints/delivery.ts (checked with its
// schemas here, so a changed wire fails the fixtures before the screens).
import { deliveryOrder, deliveryProduct } from '../../api/endpoints/delivery';

export const AT = 1_790_000_000_000;

export const btcTimed = deliveryProduct.parse({
  symbol: 'BTCUSDT', name: 'Bitcoin', enabled: true, max_open_stake: '10000', open_stake: { up: '9000', down: '200' },
  durations: [
    { seconds: 60, payout_rate: '0.8', min_stake: '10', max_stake: '1000' },
    { seconds: 300, payout_rate: '0.85', min_stake: '20', max_stake: '5000' },
  ],
  mark: { price: '30000', at: AT, paused: null, opens_at: null },
});

const record = (price: string, at: number) => ({ id: `pr_BTCUSDT_${at}`, price, at, source: 'simulated' });

/** An up call of 100 USDT for 60 s bought at 30,000. */
export const openUp = deliveryOrder.parse({
  id: 'do_0000000000000001', symbol: 'BTCUSDT', direction: 'up', state: 'open', amount: '100', duration: 60, payout_rate: '0.8',
  payout_if_won: '180', profit: null, payout: null, purchase_record: record('30000', AT), settlement_record: null, void_reason: null,
  created_at: AT, delivery_at: AT + 60_000, settled_at: null,
});

export const wonUp = deliveryOrder.parse({
  ...openUp, state: 'won', profit: '80', payout: '180', settlement_record: record('30010', AT + 60_000), settled_at: AT + 60_500,
});
