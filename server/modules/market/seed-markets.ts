// First-start data of the spot market: the 12 listed assets and one USDT market each, with the
// rules shown to users. Safe to run on every start: existing rows are left as they are.
import { toMinor } from '../../../api/money';
import type { Executor } from '../../db/database';
import { QUOTE_ASSET, defaultMarketRules, instruments, symbolOf } from './instruments';

const must = (v: bigint | null, what: string) => { if (v === null || v <= 0n) throw new Error(`instrument: bad ${what}`); return v; };

export async function seedMarkets(db: Executor): Promise<void> {
  let sort = 1n;
  for (const i of instruments) {
    await db.insertInto('assets').values({ code: i.base, name: i.name, scale: BigInt(i.scale), kind: 'crypto', enabled: 1n, sort })
      .onConflict((oc) => oc.column('code').doNothing()).execute();
    const tick = must(toMinor(i.tickSize, QUOTE_ASSET.scale), `${i.base} tick`);
    const lot = must(toMinor(i.lotSize, i.scale), `${i.base} lot`);
    if ((tick * lot) % 10n ** BigInt(i.scale) !== 0n) throw new Error(`instrument ${i.base}: tick × lot is not whole quote units`);
    await db.insertInto('markets').values({
      symbol: symbolOf(i.base), base: i.base, quote: QUOTE_ASSET.code, tick_size: tick, lot_size: lot,
      min_notional: must(toMinor(defaultMarketRules.minNotional, QUOTE_ASSET.scale), 'min notional'),
      maker_fee_bps: BigInt(defaultMarketRules.makerFeeBps), taker_fee_bps: BigInt(defaultMarketRules.takerFeeBps),
      price_protection_bps: BigInt(defaultMarketRules.priceProtectionBps), enabled: 1n, sort,
    }).onConflict((oc) => oc.column('symbol').doNothing()).execute();
    sort += 1n;
  }
}
