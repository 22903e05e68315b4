// New-coin subscription: projects created by an admin in /ops (audit-logged), shown with every
// term. Subscribing freezes issue price × quantity in USDT. When the window closes the stated
// allocation rule runs: everyone in full when undersubscribed, otherwise pro rata rounded down to
// the lot, the remaining lots one each by largest remainder (earlier subscription first on ties).
// The cost of what passed is paid, the rest unfrozen at once; the coins are locked for the lock
// days, then released to spot. At the listing time the coin's spot market opens with an empty
// book: no maker, no invented price.
import { z } from 'zod';
import { decimalText, endpoint, epochMs, moneyText, requiredText } from '../endpoint';
import { subscriptionStates } from '../lifecycles/subscription.lifecycle';

const id = z.string({ error: 'error.notFound' }).trim().min(1, 'error.notFound').max(64, 'error.notFound');
const rowLimit = z.coerce.number({ error: 'error.invalidInput' }).int('error.invalidInput').min(1, 'error.invalidInput').max(200, 'error.invalidInput').default(50);
const time = (key: string) => z.coerce.number({ error: key }).int(key).min(0, key);

/** Where a project is on its clock: before its window, taking subscriptions, allocated (window closed), trading. */
export const projectPhases = ['upcoming', 'open', 'allocated', 'listed'] as const;

export const newcoinProject = z.object({
  id: z.string(),
  name: z.string(),
  /** The coin's code; its market is `<symbol>USDT`. */
  symbol: z.string(),
  /** USDT per coin. */
  issue_price: moneyText,
  /** Coins for sale in this subscription, and the coin's stated circulation. */
  quantity: moneyText,
  circulation: moneyText,
  /** Allocation is in whole lots of this many coins. */
  lot: moneyText,
  /** Least and most coins one user may subscribe for. */
  min_per_user: moneyText,
  max_per_user: moneyText,
  /** The subscription window (the validity period). */
  starts_at: epochMs,
  ends_at: epochMs,
  /** The spot market opens at this time with an empty book. */
  listing_at: epochMs,
  /** Allocated coins stay locked this many days after the window closes. */
  lock_days: z.number().int(),
  description: z.string(),
  phase: z.enum(projectPhases),
  /** Coins subscribed so far by everyone; remaining = quantity − subscribed (never below 0). */
  subscribed: moneyText,
  remaining: moneyText,
  subscribers: z.number().int(),
  /** True when more was subscribed than is for sale (allocation is then pro rata). */
  sold_out: z.boolean(),
  created_at: epochMs,
});

export const subscription = z.object({
  id: z.string(),
  project_id: z.string(),
  name: z.string(),
  symbol: z.string(),
  issue_price: moneyText,
  /** Coins asked for, and the USDT frozen for them. */
  quantity: moneyText,
  frozen: moneyText,
  state: z.enum(subscriptionStates),
  /** Null until allocated; then the coins passed (0 when it did not pass), what they cost, and the USDT unfrozen. */
  pass_quantity: moneyText.nullable(),
  paid: moneyText.nullable(),
  refunded: moneyText.nullable(),
  /** When the window closes, when the locked coins are released, when the market opens. */
  ends_at: epochMs,
  release_at: epochMs,
  listing_at: epochMs,
  /** True once the coin's market is open (the listing has run on the platform's clock). */
  listed: z.boolean(),
  created_at: epochMs,
  allocated_at: epochMs.nullable(),
  released_at: epochMs.nullable(),
});

const projectFields = {
  name: requiredText('error.projectNameRequired', 60),
  symbol: z.string({ error: 'error.projectSymbolInvalid' }).trim().toUpperCase().regex(/^[A-Z][A-Z0-9]{1,9}$/, 'error.projectSymbolInvalid'),
  issue_price: decimalText('error.projectPriceInvalid'),
  quantity: decimalText('error.projectQuantityInvalid'),
  circulation: decimalText('error.projectQuantityInvalid'),
  lot: decimalText('error.projectQuantityInvalid'),
  min_per_user: decimalText('error.projectQuantityInvalid'),
  max_per_user: decimalText('error.projectQuantityInvalid'),
  starts_at: time('error.projectWindowInvalid'),
  ends_at: time('error.projectWindowInvalid'),
  listing_at: time('error.projectWindowInvalid'),
  lock_days: z.coerce.number({ error: 'error.invalidInput' }).int('error.invalidInput').min(0, 'error.invalidInput').max(3650, 'error.invalidInput'),
  description: z.string({ error: 'error.invalidInput' }).trim().max(4000, 'error.invalidInput').default(''),
};

export const launchpadEndpoints = {
  getNewcoinsList: endpoint({
    name: 'web/getNewcoinsList', method: 'GET', access: 'public',
    summary: 'Every new-coin project with its terms, its phase and how much is subscribed (sold out when more than the quantity for sale), newest window first.',
    params: z.object({}),
    data: z.array(newcoinProject),
  }),
  getNewcoinsInfo: endpoint({
    name: 'web/getNewcoinsInfo', method: 'GET', access: 'public',
    summary: 'One new-coin project with every term, for the subscribe page.',
    params: z.object({ id }),
    data: newcoinProject,
  }),
  subscribeNewcoin: endpoint({
    name: 'web/subscribeNewcoin', method: 'POST', access: 'user',
    summary: 'Subscribes for a quantity of a project in its window: issue price × quantity in USDT is frozen from the spot account. Idempotent by `rtoken`.',
    params: z.object({ id, quantity: decimalText('error.amountRequired') }),
    data: subscription,
    successMessage: 'success.subscribed',
  }),
  mySubscriptions: endpoint({
    name: 'web/mySubscriptions', method: 'GET', access: 'user',
    summary: "The user's subscriptions, newest first, with the frozen USDT, the pass quantity, what was paid and unfrozen, and when the coins are released; `before` pages on.",
    params: z.object({ limit: rowLimit, before: z.string().trim().max(40, 'error.invalidInput').optional() }),
    data: z.array(subscription),
  }),
  opsNewcoinProjects: endpoint({
    name: 'web/opsNewcoinProjects', method: 'GET', access: 'operator',
    summary: 'Every new-coin project with its subscription totals (admins only).',
    params: z.object({}),
    data: z.array(newcoinProject),
  }),
  opsCreateNewcoin: endpoint({
    name: 'web/opsCreateNewcoin', method: 'POST', access: 'operator',
    summary: 'Creates a new-coin project (admins only): the window must start in the future and end before or at the listing time, least ≤ most per user, quantities whole lots; audit-logged. Creates the coin and its market, closed until the listing time.',
    params: z.object(projectFields),
    data: newcoinProject,
    successMessage: 'success.projectCreated',
  }),
};
