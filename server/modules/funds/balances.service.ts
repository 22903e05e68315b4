// The user's balances for web/getAsset2 and the private balances stream: per enabled asset the spot
// account's available (spot) and frozen (spot_frozen, launchpad, locked) amounts with their value in USDT, and the
// contract account per asset that has one. An asset is valued at its USDT market's price as the
// ticker shows it (the last trade, or the reference price while the market has no recent trade
// inside its book), and says which; bigint arithmetic, rounded down to the USDT minor unit.
import { fromMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import type { MarketData } from '../market/market-data';
import type { SpotExchange } from '../spot/spot-exchange';
import { enabledAssets } from './assets.store';

const QUOTE = 'USDT';

export interface AssetPrice { price: bigint; source: 'trade' | 'reference' }

/** The USDT price of an asset from its USDT market, in USDT minor units per whole unit; null without a market. */
export function usdtPrices(spot: { exchange: Pick<SpotExchange, 'markets'>; marketData: Pick<MarketData, 'ticker'> }) {
  const bySymbol = new Map(spot.exchange.markets().filter((m) => m.quote === QUOTE).map((m) => [m.base, m.symbol]));
  return (asset: string): AssetPrice | null => {
    const symbol = bySymbol.get(asset);
    if (!symbol) return null;
    const t = spot.marketData.ticker(symbol);
    return t.last !== null && t.last > 0n && t.source !== null ? { price: t.last, source: t.source } : null;
  };
}

/** The USDT value of `units` of an asset (minor units of each), rounded down. */
export function usdtValueMinor(asset: { code: string; scale: number }, units: bigint, quoteScale: number, price: AssetPrice | null): bigint {
  if (asset.code === QUOTE) {
    return quoteScale >= asset.scale ? units * 10n ** BigInt(quoteScale - asset.scale) : units / 10n ** BigInt(asset.scale - quoteScale);
  }
  return price ? (units * price.price) / 10n ** BigInt(asset.scale) : 0n;
}

export async function accountBalances(deps: Pick<Deps, 'db' | 'ledger'>, priceOf: (asset: string) => AssetPrice | null, userId: string) {
  const assets = await enabledAssets(deps.db);
  const quoteScale = assets.find((a) => a.code === QUOTE)?.scale ?? 6;
  const balances = await deps.ledger.balancesOf(deps.db, 'user', userId);
  const balanceOf = (asset: string, wallet: string) => balances.find((b) => b.asset === asset && b.wallet === wallet)?.balance ?? 0n;
  let total = 0n;
  const rows = assets.map((a) => {
    const available = balanceOf(a.code, 'spot');
    // Frozen: locked by orders or withdrawals, USDT held for a new-coin subscription, and allocated coins still locked.
    const frozen = balanceOf(a.code, 'spot_frozen') + balanceOf(a.code, 'launchpad') + balanceOf(a.code, 'locked');
    const price = a.code === QUOTE ? null : priceOf(a.code);
    const value = usdtValueMinor(a, available + frozen, quoteScale, price);
    total += value;
    return {
      currency: a.code, available: fromMinor(available, a.scale), frozen: fromMinor(frozen, a.scale), usdt_value: fromMinor(value, quoteScale),
      usdt_price: a.code === QUOTE ? '1' : price ? fromMinor(price.price, quoteScale) : null,
      price_source: a.code === QUOTE ? null : price?.source ?? null,
    };
  });
  const contract = assets.flatMap((a) => {
    const account = balances.find((b) => b.asset === a.code && b.wallet === 'contract');
    return account ? [{ currency: a.code, balance: fromMinor(account.balance, a.scale) }] : [];
  });
  return { total_usdt: fromMinor(total, quoteScale), assets: rows, contract };
}
