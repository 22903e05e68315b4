// The built-in market maker: a system-owned account, funded once from the system treasury by
// explicit ledger entries with a reason, that quotes a ladder on both sides of every book around
// the reference price. Its orders go through the same exchange as anyone's: locked, matched,
// settled and audited. The ladder sits on a fixed price grid of each market, so as the reference
// moves only the levels it crossed (and levels that traded or must be resized) are cancelled and
// placed: the book follows every tick while the journal grows only with what really changed.
import type { Deps } from '../../deps';
import { BusinessFailure } from '../../core/failures';
import { systemAccount, type AccountRef } from '../ledger/ledger';
import type { ReferenceFeed } from '../../feeds/reference-feed';
import type { MarketSpec } from '../market/markets.store';
import { QUOTE_ASSET, instruments, symbolOf } from '../market/instruments';
import { toMinor } from '../../../api/money';
import { openSpotOrderStates } from '../../../api/lifecycles/spot-order.lifecycle';
import type { Owner } from './active-order';
import type { SpotExchange } from './spot-exchange';

export const MARKET_MAKER: Owner = { kind: 'system', id: 'market-maker' };
export const TREASURY = 'treasury';

export interface LadderShape {
  /** Levels on each side. */
  levels: number;
  /** Least distance of the best quotes from the reference, in basis points. */
  spreadBps: number;
  /** The price grid's step between levels, in basis points of the price when the grid was laid. */
  stepBps: number;
  /** Quote value of the innermost level; level k (from 0) carries (2 + k) / 2 times as much. */
  levelQuote: bigint;
  /** A resting level is replaced when what is left of it differs from its size by more than this share. */
  resizePercent: number;
}

export const defaultLadder: LadderShape = { levels: 15, spreadBps: 3, stepBps: 8, levelQuote: 2_000_000_000n, resizePercent: 40 };
export interface Quote { side: 'buy' | 'sell'; priceTicks: number; lots: number }

/** The grid step in ticks for a reference price: `stepBps` of it, at least one tick. */
export function gridStep(spec: MarketSpec, ref: bigint, shape: LadderShape): number {
  return Math.max(1, Math.round((Number(ref / spec.tickSize) * shape.stepBps) / 10_000));
}

/** The ladder around `ref`: `levels` bids below and asks above, on multiples of `grid` ticks, sizes growing outwards. */
export function ladderFor(spec: MarketSpec, ref: bigint, grid: number, shape: LadderShape): Quote[] {
  const refTicks = Number(ref / spec.tickSize);
  const gap = Math.max(1, Math.round((refTicks * shape.spreadBps) / 10_000));
  const topBid = Math.floor((refTicks - gap) / grid) * grid;
  const bottomAsk = Math.ceil((refTicks + gap) / grid) * grid;
  const quotes: Quote[] = [];
  for (let k = 0; k < shape.levels; k++) {
    const value = (shape.levelQuote * BigInt(2 + k)) / 2n;
    for (const [side, priceTicks] of [['buy', topBid - k * grid], ['sell', bottomAsk + k * grid]] as const) {
      if (priceTicks <= 0) continue;
      const perLot = BigInt(priceTicks) * spec.notionalPerTickLot;
      quotes.push({ side, priceTicks, lots: Number((value + perLot - 1n) / perLot) });
    }
  }
  return quotes;
}

/** What the treasury gives the market maker at first start: quote, and base worth this much quote per market. */
const FUNDING_QUOTE = 50_000_000_000_000n;
const FUNDING_BASE_VALUE = 5_000_000_000_000n;

const mmSpot = (asset: string): AccountRef => ({ owner: 'system', ownerId: MARKET_MAKER.id, asset, wallet: 'spot' });

export function createMarketMaker(deps: Pick<Deps, 'db' | 'ledger' | 'log'>, exchange: SpotExchange, feed: ReferenceFeed, shape: LadderShape = defaultLadder) {
  /** The maker's open order ids per market (adopted from the restored books on the first quote). */
  const quoted = new Map<string, Set<string>>();
  const grids = new Map<string, number>();
  const dirty = new Set<string>();
  let adopted = false;
  let queue: Promise<unknown> = Promise.resolve();
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

  function adoptRestored() {
    if (adopted) return;
    adopted = true;
    for (const o of exchange.openOrdersOf(MARKET_MAKER)) idsOf(o.symbol).add(o.id);
  }

  function idsOf(symbol: string) {
    let ids = quoted.get(symbol);
    if (!ids) { ids = new Set(); quoted.set(symbol, ids); }
    return ids;
  }

  /** The grid of a market stays put while the price drifts, so unchanged levels keep their place in the queue. */
  function gridOf(spec: MarketSpec, ref: bigint) {
    const ideal = gridStep(spec, ref, shape);
    const held = grids.get(spec.symbol);
    if (held && ideal <= held * 1.5 && ideal >= held / 1.5) return held;
    grids.set(spec.symbol, ideal);
    return ideal;
  }

  /** Brings a market's quotes to the ladder around the reference: cancels the levels that are off it, then places the missing ones. */
  async function quote(symbol: string) {
    const spec = exchange.market(symbol);
    const ref = feed.latest(symbol)?.price;
    if (!spec || !ref) return;
    adoptRestored();
    const ids = idsOf(symbol);
    const wanted = new Map(ladderFor(spec, ref, gridOf(spec, ref), shape).map((q) => [`${q.side}:${q.priceTicks}`, q]));
    const stale: string[] = [];
    for (const id of ids) {
      const o = exchange.openOrder(id);
      if (!o) { ids.delete(id); continue; }
      const key = `${o.side}:${o.priceTicks}`;
      const want = wanted.get(key);
      const left = o.lots - o.filledLots;
      if (want && Math.abs(left - want.lots) * 100 <= want.lots * shape.resizePercent) wanted.delete(key);
      else stale.push(id);
    }
    // Cancels first: a new bid may sit where an old ask was when the reference jumped.
    await Promise.all(stale.map((id) => exchange.submit({ kind: 'cancel', owner: MARKET_MAKER, orderId: id }).then(() => ids.delete(id), ignoreRefusal)));
    await Promise.all([...wanted.values()].filter((q) => restsWithoutCrossing(symbol, q)).map((q) =>
      exchange.submit({ kind: 'place', owner: MARKET_MAKER, symbol, type: 'limit', rtoken: null, ...q })
        .then((o) => { if (openSpotOrderStates.includes(o.state)) ids.add(o.id); }, ignoreRefusal)));
  }

  /**
   * The maker's quotes only ever rest (post-only, as makers' quotes do): a level that would cross
   * what rests on the other side is left out until the book moves, so a re-quote after the
   * reference moved never takes a user's resting order at the price that user chose.
   */
  function restsWithoutCrossing(symbol: string, q: Quote): boolean {
    const book = exchange.book(symbol);
    if (!book) return false;
    const opposite = q.side === 'buy' ? book.bestAsk() : book.bestBid();
    if (!opposite) return true;
    return q.side === 'buy' ? q.priceTicks < opposite : q.priceTicks > opposite;
  }

  /** One re-quote at a time, so two callers never place the same level twice. */
  function requote(symbol: string): Promise<void> {
    const run = queue.then(() => quote(symbol));
    queue = run.catch(() => undefined);
    return run;
  }

  function ignoreRefusal(err: unknown) {
    if (err instanceof BusinessFailure) { deps.log.debug({ reason: err.reason }, 'market maker quote refused'); return null; }
    throw err;
  }

  /** Re-quotes the markets whose reference ticked since the last run; their quotes are checked against the ladder. */
  async function refreshDue() {
    for (const symbol of [...dirty]) {
      dirty.delete(symbol);
      await requote(symbol);
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
