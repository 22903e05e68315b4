// The user's balances for web/getAsset2 and the private balances stream: per enabled asset the spot
// account's available (spot) and frozen (spot_frozen) amounts with their value in USDT, and the
// contract account per asset that has one. Only USDT has a price so far (1:1); other assets get
// theirs from the market later.
import { fromMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import { enabledAssets } from './assets.store';

const QUOTE = 'USDT';

/** The USDT value of `units` of an asset, in USDT minor units; 0 until the asset has a price source. */
function usdtValueMinor(asset: { code: string; scale: number }, units: bigint, quoteScale: number): bigint {
  if (asset.code !== QUOTE) return 0n;
  return quoteScale >= asset.scale ? units * 10n ** BigInt(quoteScale - asset.scale) : units / 10n ** BigInt(asset.scale - quoteScale);
}

export async function accountBalances(deps: Deps, userId: string) {
  const assets = await enabledAssets(deps.db);
  const quoteScale = assets.find((a) => a.code === QUOTE)?.scale ?? 6;
  const balances = await deps.ledger.balancesOf(deps.db, 'user', userId);
  const balanceOf = (asset: string, wallet: string) => balances.find((b) => b.asset === asset && b.wallet === wallet)?.balance ?? 0n;
  let total = 0n;
  const rows = assets.map((a) => {
    const available = balanceOf(a.code, 'spot');
    const frozen = balanceOf(a.code, 'spot_frozen');
    const value = usdtValueMinor(a, available + frozen, quoteScale);
    total += value;
    return { currency: a.code, available: fromMinor(available, a.scale), frozen: fromMinor(frozen, a.scale), usdt_value: fromMinor(value, quoteScale) };
  });
  const contract = assets.flatMap((a) => {
    const account = balances.find((b) => b.asset === a.code && b.wallet === 'contract');
    return account ? [{ currency: a.code, balance: fromMinor(account.balance, a.scale) }] : [];
  });
  return { total_usdt: fromMinor(total, quoteScale), assets: rows, contract };
}
