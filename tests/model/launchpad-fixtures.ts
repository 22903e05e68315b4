// New-coin projects and subscriptions shaped exactly by api/endpoints/launchpad.ts (checked with
// its schemas here, so a changed wire fails the fixtures before the screens).
import { newcoinProject, subscription } from '../../api/endpoints/launchpad';

export const AT = 1_790_000_000_000;
const DAY = 86_400_000;

/** Open for subscription, more asked than is for sale. */
export const nova = newcoinProject.parse({
  id: 'np1', name: 'Nova', symbol: 'NOVA', issue_price: '0.25', quantity: '1000000', circulation: '10000000', lot: '100',
  min_per_user: '200', max_per_user: '10000', starts_at: AT - DAY, ends_at: AT + DAY, listing_at: AT + 2 * DAY, lock_days: 7,
  description: 'A coin for the night sky.', phase: 'open', subscribed: '1200000', remaining: '0', subscribers: 42, sold_out: true,
  created_at: AT - 2 * DAY,
});

/** Before its window. */
export const lumen = newcoinProject.parse({
  ...nova, id: 'np2', name: 'Lumen', symbol: 'LUM', phase: 'upcoming', subscribed: '0', remaining: '1000000', subscribers: 0, sold_out: false,
  starts_at: AT + DAY, ends_at: AT + 3 * DAY, listing_at: AT + 4 * DAY, description: '',
});

/** Trading. */
export const orbit = newcoinProject.parse({
  ...nova, id: 'np3', name: 'Orbit', symbol: 'ORB', phase: 'listed', sold_out: false, subscribed: '800000', remaining: '200000',
  starts_at: AT - 20 * DAY, ends_at: AT - 15 * DAY, listing_at: AT - 14 * DAY, lock_days: 0, description: '',
});

/** 3 lots of Nova: 300 NOVA, 75 USDT frozen. */
export const underReview = subscription.parse({
  id: 'sb1', project_id: 'np1', name: 'Nova', symbol: 'NOVA', issue_price: '0.25', quantity: '300', frozen: '75', state: 'review',
  pass_quantity: null, paid: null, refunded: null, ends_at: nova.ends_at, release_at: nova.ends_at + 7 * DAY, listing_at: nova.listing_at, listed: false,
  created_at: AT, allocated_at: null, released_at: null,
});

/** 4,000 ORB asked, 2,400 passed: 600 USDT paid, 400 unfrozen, released after listing. */
export const released = subscription.parse({
  id: 'sb2', project_id: 'np3', name: 'Orbit', symbol: 'ORB', issue_price: '0.25', quantity: '4000', frozen: '1000', state: 'released',
  pass_quantity: '2400', paid: '600', refunded: '400', ends_at: orbit.ends_at, release_at: orbit.ends_at, listing_at: orbit.listing_at, listed: true,
  created_at: AT - 18 * DAY, allocated_at: orbit.ends_at, released_at: orbit.ends_at + 1000,
});

/** Got no lot: everything unfrozen. */
export const notPassed = subscription.parse({
  ...released, id: 'sb3', state: 'failed', quantity: '200', frozen: '50', pass_quantity: '0', paid: '0', refunded: '50', released_at: null,
});

export const usdt = (available: string) => ({ assets: [{ currency: 'USDT', available, frozen: '0', total: available }] });
