// The units of new-coin subscription: a coin has 8 decimals; issue prices and payments are USDT
// (its minor units). A project's lot times its issue price must be whole USDT minor units, so the
// cost of any whole number of lots is exact. The coin's market gets a tick of about five
// significant digits of the issue price and a lot that keeps tick × lot whole USDT minor units.
import { fromMinor } from '../../../api/money';
import { QUOTE_ASSET, symbolOf } from '../market/instruments';
import { systemAccount, userAccount } from '../ledger/ledger';

export const COIN_SCALE = 8;
export const USDT = QUOTE_ASSET.code;
export const USDT_SCALE = QUOTE_ASSET.scale;
export const DAY_MS = 86_400_000;
const COIN_UNIT = 10n ** BigInt(COIN_SCALE);

/** USDT minor units for `quantity` coin minor units at `price` USDT minor units per coin; null when not exact. */
export function costOf(price: bigint, quantity: bigint): bigint | null {
  const gross = price * quantity;
  return gross % COIN_UNIT === 0n ? gross / COIN_UNIT : null;
}

export const marketSymbolOf = (symbol: string) => symbolOf(symbol);
export const usdtText = (v: bigint) => fromMinor(v, USDT_SCALE);
export const coinText = (v: bigint) => fromMinor(v, COIN_SCALE);

/** Tick (USDT minor units) and lot (coin minor units) of a new coin's market: tick × lot is one whole coin's worth of minor units. */
export function marketRulesFor(issuePrice: bigint) {
  const digits = issuePrice.toString().length;
  const k = Math.min(COIN_SCALE, Math.max(0, digits - 5));
  return { tick: 10n ** BigInt(k), lot: 10n ** BigInt(COIN_SCALE - k) };
}

/** Accounts: the user's USDT frozen for subscriptions, the allocated coins still locked, the platform's proceeds and the coin's issuance. */
export const spotUsdt = (userId: string) => userAccount(userId, USDT, 'spot');
export const frozenUsdt = (userId: string) => userAccount(userId, USDT, 'launchpad');
export const lockedCoins = (userId: string, symbol: string) => userAccount(userId, symbol, 'locked');
export const spotCoins = (userId: string, symbol: string) => userAccount(userId, symbol, 'spot');
export const proceedsAccount = () => systemAccount('launchpad-proceeds', USDT);
/** The coin's issuance: a system account whose negative balance is the coins issued to subscribers. */
export const issueAccount = (symbol: string) => systemAccount('launchpad-issue', symbol);
