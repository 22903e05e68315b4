// The built-in market maker: a system-owned account, funded once from the system treasury by
// explicit ledger entries with a reason, that quotes a ladder on both sides of every book around
// the reference price. Its orders go through the same exchange as anyone's: locked, matched,
// settled and audited. It re-quotes a market when the reference moved past a threshold or one of
// its quotes traded away, not on every tick, to keep the journal proportionate.
import type { Deps } from '../../deps';
import { BusinessFailure } from '../../http/errors';
import { systemAccount, type AccountRef } from '../ledger/ledger';
import type { ReferenceFeed } from '../../feeds/reference-feed';
import type { MarketSpec } from '../market/markets.store';
import { QUOTE_ASSET, instruments, symbolOf } from '../market/instruments';
import { toMinor } from '../../../api/money';
import type { Owner } from './active-order';
import type { SpotExchange } from './spot-exchange';

export const MARKET_MAKER: Owner = { kind: 'system', id: 'market-maker' };
export const TREASURY = 'treasury';

export interface LadderShape {
  levels: number;
  /** Distance of the first level from the reference, and between levels, in basis points. */
  spreadBps: number;
  stepBps: number;
  /** Quote value of each level. */
  levelQuote: bigint;
  /** Re-quote when the reference moved this far from the ladder's centre. */
  requoteBps: number;
}

export const defaultLadder: LadderShape = { levels: 5, spreadBps: 5, stepBps: 5, levelQuote: 2_000_000_000n, requoteBps: 10 };
/** What the treasury gives the market maker at first start: quote, and base worth this much quote per market. */
const FUNDING_QUOTE = 50_000_000_000_000n;
const FUNDING_BASE_VALUE = 5_000_000_000_000n;

const mmSpot = (asset: string): AccountRef => ({ owner: 'system', ownerId: MARKET_MAKER.id, asset, wallet: 'spot' });

export function createMarketMaker(deps: Pick<Deps, 'db' | 'ledger' | 'log'>, exchange: SpotExchange, feed: ReferenceFeed, shape: LadderShape = defaultLadder) {
  const centres = new Map<string, bigint>();
  const quoted = new Map<string, string[]>();
  const dirty = new Set<string>();
  feed.onTick((t) => dirty.add(t.symbol));

  /** One funding entry per asset, once (its idempotency key), from the treasury, with a reason. */
  async function fund() {
    await deps.db.transaction().execute(async (trx) => {
      const grants: Array<[string, bigint]> = [[QUOTE_ASSET.code, FUNDING_QUOTE]];
      for (const i of instruments) {
        const price = toMinor(i.startPrice, QUOTE_ASSET.scale)!;
        grants.push([i.base, (FUNDING_BASE_VALUE * 10n ** BigInt(i.scale)) / price]);
      }
      for (const [asset, amount] of grants) {
        await deps.ledger.post(trx, {
          reason: 'market_maker_funding', refType: 'market_maker', refId: MARKET_MAKER.id, idempotencyKey: `market-maker:funding:${asset}`,
          postings: [{ account: systemAccount(TREASURY, asset), amount: -amount }, { account: mmSpot(asset), amount }],
        });
      }
    });
  }

  function ladder(spec: MarketSpec, ref: bigint) {
    const refTicks = Number(ref / spec.tickSize);
    const orders: Array<{ side: 'buy' | 'sell'; priceTicks: number; lots: number }> = [];
    for (let i = 0; i < shape.levels; i++) {
      const offset = Math.max(i + 1, Math.round((refTicks * (shape.spreadBps + i * shape.stepBps)) / 10_000));
      for (const side of ['buy', 'sell'] as const) {
        const priceTicks = side === 'buy' ? refTicks - offset : refTicks + offset;
        if (priceTicks <= 0) continue;
        const perLot = BigInt(priceTicks) * spec.notionalPerTickLot;
        const lots = Number((shape.levelQuote + perLot - 1n) / perLot);
        if (lots > 0) orders.push({ side, priceTicks, lots });
      }
    }
    return orders;
  }

  /** Cancels the market maker's quotes on a market and places a fresh ladder around the reference. */
  async function requote(symbol: string) {
    const spec = exchange.market(symbol);
    const ref = feed.latest(symbol)?.price;
    if (!spec || !ref) return;
    const mine = exchange.openOrdersOf(MARKET_MAKER).filter((o) => o.symbol === symbol);
    await Promise.all(mine.map((o) => exchange.submit({ kind: 'cancel', owner: MARKET_MAKER, orderId: o.id }).catch(ignoreRefusal)));
    const placed = await Promise.all(ladder(spec, ref).map((q) =>
      exchange.submit({ kind: 'place', owner: MARKET_MAKER, symbol, type: 'limit', rtoken: null, ...q }).then((o) => o.id).catch(ignoreRefusal)));
    quoted.set(symbol, placed.filter((id): id is string => typeof id === 'string'));
    centres.set(symbol, ref);
  }

  function ignoreRefusal(err: unknown) {
    if (err instanceof BusinessFailure) { deps.log.debug({ reason: err.reason }, 'market maker quote refused'); return null; }
    throw err;
  }

  /** Re-quotes the markets whose reference moved past the threshold or whose quotes traded. */
  async function refreshDue() {
    for (const symbol of [...dirty]) {
      dirty.delete(symbol);
      const ref = feed.latest(symbol)?.price;
      const centre = centres.get(symbol);
      const ids = quoted.get(symbol) ?? [];
      const moved = !centre || !ref || (ref > centre ? ref - centre : centre - ref) * 10_000n > centre * BigInt(shape.requoteBps);
      const traded = ids.some((id) => !exchange.openOrder(id));
      if (moved || traded || ids.length === 0) await requote(symbol);
    }
  }

  return {
    fund,
    requote,
    refreshDue,
    async requoteAll() { for (const spec of exchange.markets()) await requote(spec.symbol); },
    symbols: () => instruments.map((i) => symbolOf(i.base)),
  };
}

export type MarketMaker = ReturnType<typeof createMarketMaker>;
