// SQL of the markets table, and each market's rules in the units the engine and settlement use.
import type { Executor } from '../../db/database';

export interface MarketSpec {
  symbol: string;
  base: string;
  quote: string;
  baseScale: number;
  quoteScale: number;
  /** Quote minor units per whole base unit. */
  tickSize: bigint;
  /** Base minor units. */
  lotSize: bigint;
  /** Quote minor units. */
  minNotional: bigint;
  makerFeeBps: bigint;
  takerFeeBps: bigint;
  protectionBps: number;
  /** Quote minor units that one tick × one lot is worth (exact by the listing rule). */
  notionalPerTickLot: bigint;
  /** The minimum notional in tick × lot units, as the engine checks it. */
  engineMinNotional: number;
  sort: number;
}

export async function loadMarkets(db: Executor): Promise<MarketSpec[]> {
  const rows = await db.selectFrom('markets')
    .innerJoin('assets as b', 'b.code', 'markets.base')
    .innerJoin('assets as q', 'q.code', 'markets.quote')
    .select(['markets.symbol', 'markets.base', 'markets.quote', 'markets.tick_size', 'markets.lot_size', 'markets.min_notional',
      'markets.maker_fee_bps', 'markets.taker_fee_bps', 'markets.price_protection_bps', 'markets.sort', 'b.scale as base_scale', 'q.scale as quote_scale'])
    .where('markets.enabled', '=', 1n).orderBy('markets.sort').execute();
  return rows.map((r) => {
    const baseScale = Number(r.base_scale);
    const tickSize = BigInt(r.tick_size);
    const lotSize = BigInt(r.lot_size);
    const minNotional = BigInt(r.min_notional);
    const notionalPerTickLot = (tickSize * lotSize) / 10n ** BigInt(baseScale);
    return {
      symbol: r.symbol, base: r.base, quote: r.quote, baseScale, quoteScale: Number(r.quote_scale),
      tickSize, lotSize, minNotional, makerFeeBps: BigInt(r.maker_fee_bps), takerFeeBps: BigInt(r.taker_fee_bps),
      protectionBps: Number(r.price_protection_bps), notionalPerTickLot,
      engineMinNotional: Number((minNotional + notionalPerTickLot - 1n) / notionalPerTickLot), sort: Number(r.sort),
    };
  });
}
