// The spot exchange: one pure OrderBook per market, fed by a single command queue. Commands are
// applied in batches, each batch in ONE database transaction (group commit): funds are locked
// through the ledger, the engine's events are settled (both sides of a trade, fees, unused locks
// released), the traded value added to both users' volume (the turnover rule) and the order rows
// and their lifecycle moves written, all before the batch commits.
// Within a batch nothing is read or written per command: the balances it checks are read once at
// its start, and its entries, orders, moves and trades are written together at its end.
// A command is acknowledged only after its batch committed. If a batch fails, the books are
// rebuilt from the database (which holds exactly the committed state) and its commands retried
// one by one. Publication (market data, WebSocket) happens after commit.
import type { Transaction } from 'kysely';
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { spotOrderLifecycle, type SpotOrderEvent, type SpotOrderState } from '../../../api/lifecycles/spot-order.lifecycle';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { fromMinor } from '../../../api/money';
import { BusinessFailure } from '../../core/failures';
import { writeKeyRows, type KeyRow } from '../../db/idempotency-keys';
import { BUY, CancelReason, OrderBook, Refusal, SELL, type BookSink } from '../../engines/spot/order-book';
import { systemAccount, type AccountRef, type Posting } from '../ledger/ledger';
import { createLedgerBatch, type LedgerBatch } from '../ledger/ledger-batch';
import { loadMarkets, type MarketSpec } from '../market/markets.store';
import { activeFromRow, ownerKey, type ActiveOrder, type Owner } from './active-order';
import { addTradingVolumes } from '../withdrawals/turnover';
import { fillAmounts, lockOf, notionalOf, protectionLimit } from './order-math';
import { createOrderWrites, lastSeq, orderByRtoken, orderOfOwner, restingOrders, type OrderWrites } from './orders.store';

export type ExchangeDeps = Pick<Deps, 'db' | 'ledger' | 'clock' | 'ids' | 'log' | 'dialect'>;

export interface PlaceCommand {
  kind: 'place';
  owner: Owner;
  symbol: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  /** Limit price in ticks (0 for market orders). */
  priceTicks: number;
  lots: number;
  /** The request's rtoken: a repeat after a crash finds the first order instead of placing twice. */
  rtoken: string | null;
  answer?: CommandAnswer;
}
export interface CancelCommand { kind: 'cancel'; owner: Owner; orderId: string; answer?: CommandAnswer }

/** The record of a command's answer, written in the batch's transaction so it commits with the command. */
export interface CommandAnswer {
  row(outcome: { order: ActiveOrder } | { failure: BusinessFailure }): KeyRow;
  committed(): void;
}
export type Command = PlaceCommand | CancelCommand;

export interface TradeRecord {
  id: string; symbol: string; priceTicks: number; lots: number; price: bigint; qty: bigint; notional: bigint;
  takerSide: 'buy' | 'sell'; buyOrderId: string; sellOrderId: string; buyer: Owner; seller: Owner; at: number;
}

/** What a committed batch changed, for market data and streams. */
export interface BatchOutcome {
  trades: TradeRecord[];
  orders: ActiveOrder[];
  symbols: Set<string>;
  owners: Map<string, Owner>;
}

export const FEE_ACCOUNT = 'spot-fees';
const ACTOR = 'system:spot-exchange';
const MAX_BATCH = 256;
const GATHER_MS = 1;
const spotOf = (o: Owner, asset: string): AccountRef => ({ owner: o.kind, ownerId: o.id, asset, wallet: 'spot' });
const frozenOf = (o: Owner, asset: string): AccountRef => ({ owner: o.kind, ownerId: o.id, asset, wallet: 'spot_frozen' });

interface Market { spec: MarketSpec; book: OrderBook }
type BookEvent =
  | { t: 'trade'; makerId: number; takerId: number; price: number; lots: number }
  | { t: 'cancelled'; id: number; reason: number };

interface Pending { cmd: Command; resolve(o: ActiveOrder): void; reject(e: unknown): void }
/** What a batch writes through: its ledger entries, its order rows, users' traded value and the records of its answers. */
interface BatchWrites { trx: Transaction<Database>; ledger: LedgerBatch; orders: OrderWrites; volume: Map<string, bigint>; answers: KeyRow[] }

export function createSpotExchange(deps: ExchangeDeps) {
  const markets = new Map<string, Market>();
  const bySeq = new Map<number, ActiveOrder>();
  const byId = new Map<string, ActiveOrder>();
  const ownerNumbers = new Map<string, number>();
  const listeners: Array<(o: BatchOutcome) => void> = [];
  const events: BookEvent[] = [];
  let nextSeq = 1;
  let queue: Pending[] = [];
  let draining: Promise<void> | null = null;
  let stopped = false;
  let batches = 0;
  let commands = 0;

  const sink: BookSink = {
    trade: (makerId, _mo, takerId, _to, price, lots) => { events.push({ t: 'trade', makerId, takerId, price, lots }); },
    cancelled: (id, _owner, _lots, reason) => { events.push({ t: 'cancelled', id, reason }); },
    rested: () => {},
  };

  function ownerNumber(o: Owner): number {
    const key = ownerKey(o);
    let n = ownerNumbers.get(key);
    if (n === undefined) { n = ownerNumbers.size + 1; ownerNumbers.set(key, n); }
    return n;
  }

  /** Loads the markets and rebuilds every book from the open orders, in time priority. */
  async function rebuild() {
    markets.clear(); bySeq.clear(); byId.clear();
    for (const spec of await loadMarkets(deps.db)) {
      markets.set(spec.symbol, { spec, book: new OrderBook({ minNotional: spec.engineMinNotional, marketProtectionBps: spec.protectionBps }, sink) });
    }
    for (const row of await restingOrders(deps.db)) {
      const order = activeFromRow(row);
      const market = markets.get(order.symbol);
      if (!market) throw new Error(`open order ${order.id} on an unlisted market ${order.symbol}`);
      const refused = market.book.restore(order.seq, ownerNumber(order.owner), order.side === 'buy' ? BUY : SELL, order.priceTicks, order.lots - order.filledLots);
      if (refused !== Refusal.none) throw new Error(`open order ${order.id} could not be restored (${refused})`);
      bySeq.set(order.seq, order); byId.set(order.id, order);
    }
    events.length = 0;
    nextSeq = (await lastSeq(deps.db)) + 1;
  }

  function submit(cmd: Command): Promise<ActiveOrder> {
    if (stopped) return Promise.reject(new BusinessFailure('featureOff'));
    return new Promise((resolve, reject) => {
      queue.push({ cmd, resolve, reject });
      if (!draining) draining = drain().finally(() => { draining = null; });
    });
  }

  async function drain() {
    while (queue.length) {
      await gather();
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(batch.length);
      batches += 1; commands += batch.length;
      await runBatch(batch, true);
    }
  }

  /**
   * Lets the requests already on their way join the queue first, so they share the next
   * transaction (its commit and disk flush) instead of each paying for one: turns of the event
   * loop go by while each brings more, for at most GATHER_MS. A lone command waits one turn.
   */
  async function gather() {
    const started = performance.now();
    let seen = -1;
    while (queue.length !== seen && queue.length < MAX_BATCH && performance.now() - started < GATHER_MS) {
      seen = queue.length;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  async function runBatch(batch: Pending[], grouped: boolean) {
    const outcome: BatchOutcome = { trades: [], orders: [], symbols: new Set(), owners: new Map() };
    const answers: Array<{ ok: true; order: ActiveOrder } | { ok: false; err: unknown }> = [];
    try {
      await deps.db.transaction().execute(async (trx) => {
        const w: BatchWrites = { trx, ledger: createLedgerBatch(trx, deps), orders: createOrderWrites(), volume: new Map(), answers: [] };
        await w.ledger.load(batch.flatMap((p) => lockAccountOf(p.cmd)));
        for (const p of batch) {
          try {
            // A repeat after a crash, when its first answer was lost, finds the first order. In a
            // group the rtoken's unique index does that: the batch fails and is retried one by one.
            const earlier = grouped ? undefined : await placedBefore(trx, p.cmd);
            const order = earlier ?? await apply(w, p.cmd, outcome);
            if (p.cmd.answer) w.answers.push(p.cmd.answer.row({ order }));
            answers.push({ ok: true, order });
          } catch (err) {
            // Only refusals raised before a command stages anything are answered here; any other
            // failure aborts the batch (what it staged may be partial) and rolls it back.
            if (!(err instanceof Refused)) throw err;
            if (p.cmd.answer) w.answers.push(p.cmd.answer.row({ failure: err.failure }));
            answers.push({ ok: false, err: err.failure });
          }
        }
        await w.ledger.flush();
        await w.orders.flush(trx, deps.dialect);
        await addTradingVolumes(trx, deps.dialect, w.volume, deps.clock.now());
        await writeKeyRows(trx, deps.dialect, w.answers);
      });
    } catch (err) {
      deps.log.error({ err, commands: batch.length }, 'spot batch failed; rebuilding the books');
      await rebuild();
      if (grouped && batch.length > 1) {
        for (const p of batch) await runBatch([p], false);
      } else {
        for (const p of batch) p.reject(err);
      }
      return;
    }
    batch.forEach((p, i) => {
      p.cmd.answer?.committed();
      const a = answers[i];
      if (a.ok) p.resolve(a.order); else p.reject(a.err);
    });
    for (const l of listeners) {
      try { l(outcome); } catch (err) { deps.log.error({ err }, 'spot listener failed'); }
    }
  }

  /** The account a place command locks funds from: its balance is read at the start of the batch. */
  function lockAccountOf(cmd: Command): AccountRef[] {
    const spec = cmd.kind === 'place' ? markets.get(cmd.symbol)?.spec : undefined;
    if (cmd.kind !== 'place' || !spec) return [];
    return [spotOf(cmd.owner, cmd.side === 'buy' ? spec.quote : spec.base)];
  }

  async function placedBefore(trx: Transaction<Database>, cmd: Command): Promise<ActiveOrder | undefined> {
    if (cmd.kind !== 'place' || !cmd.rtoken) return undefined;
    const earlier = await orderByRtoken(trx, cmd.owner.kind, cmd.owner.id, cmd.rtoken);
    return earlier ? byId.get(earlier.id) ?? activeFromRow(earlier) : undefined;
  }

  async function apply(w: BatchWrites, cmd: Command, out: BatchOutcome): Promise<ActiveOrder> {
    return cmd.kind === 'place' ? place(w, cmd, out) : cancel(w, cmd, out);
  }

  function place(w: BatchWrites, cmd: PlaceCommand, out: BatchOutcome): ActiveOrder {
    const market = markets.get(cmd.symbol) ?? refuse('marketUnknown');
    const { spec, book } = market;
    let limitTicks = cmd.priceTicks;
    if (cmd.type === 'market') {
      const best = cmd.side === 'buy' ? book.bestAsk() : book.bestBid();
      if (best === 0) refuse('spotNoLiquidity');
      limitTicks = protectionLimit(spec, cmd.side, best);
      if (BigInt(best) * BigInt(cmd.lots) < BigInt(spec.engineMinNotional)) refuse('spotBelowMinNotional', minNotionalVars(spec));
    } else if (notionalOf(spec, cmd.priceTicks, cmd.lots) < spec.minNotional) {
      refuse('spotBelowMinNotional', minNotionalVars(spec));
    }
    const lock = lockOf(spec, cmd.side, limitTicks, cmd.lots);
    if (w.ledger.balance(spotOf(cmd.owner, lock.asset)) < lock.amount) refuse('insufficientBalance');

    // From here on every failure aborts the batch.
    const now = deps.clock.now();
    const order: ActiveOrder = {
      id: deps.ids.next('so'), seq: nextSeq++, owner: cmd.owner, symbol: cmd.symbol, side: cmd.side, type: cmd.type,
      priceTicks: cmd.type === 'limit' ? cmd.priceTicks : 0, lots: cmd.lots, filledLots: 0, quoteFilled: 0n, feePaid: 0n,
      lockAsset: lock.asset, locked: lock.amount, state: 'new', endReason: null, createdAt: now, updatedAt: now,
    };
    w.orders.order(order, cmd.rtoken);
    w.orders.move({ id: deps.ids.next('le'), orderId: order.id, from: null, to: 'new', event: 'PLACED', actor: actorOf(order.owner), reason: null, at: now });
    w.ledger.post({
      reason: 'spot_order_lock', refType: 'spot_order', refId: order.id, idempotencyKey: `spot:lock:${order.id}`,
      postings: [{ account: spotOf(order.owner, lock.asset), amount: -lock.amount }, { account: frozenOf(order.owner, lock.asset), amount: lock.amount }],
    });
    bySeq.set(order.seq, order); byId.set(order.id, order);
    noteOrder(out, order);

    events.length = 0;
    const side = cmd.side === 'buy' ? BUY : SELL;
    const owner = ownerNumber(cmd.owner);
    const refused = cmd.type === 'limit' ? book.placeLimit(order.seq, owner, side, cmd.priceTicks, cmd.lots) : book.placeMarket(order.seq, owner, side, cmd.lots);
    if (refused !== Refusal.none) throw new Error(`engine refused an order the exchange accepted (${refused})`);
    settleEvents(w, market, order, out);
    return order;
  }

  async function cancel(w: BatchWrites, cmd: CancelCommand, out: BatchOutcome): Promise<ActiveOrder> {
    const order = byId.get(cmd.orderId);
    if (!order || ownerKey(order.owner) !== ownerKey(cmd.owner)) {
      // Another owner's order answers as if it did not exist.
      const own = await orderOfOwner(w.trx, cmd.owner.kind, cmd.owner.id, cmd.orderId);
      refuse(own ? 'spotOrderNotOpen' : 'notFound');
    }
    const market = markets.get(order.symbol)!;
    events.length = 0;
    const refused = market.book.cancel(order.seq, ownerNumber(order.owner));
    if (refused !== Refusal.none) throw new Error(`engine could not cancel open order ${order.id} (${refused})`);
    settleEvents(w, market, order, out);
    return order;
  }

  /** Turns the engine's events of one command into settlement, in the order they happened. */
  function settleEvents(w: BatchWrites, market: Market, taker: ActiveOrder, out: BatchOutcome) {
    const happened = events.splice(0);
    for (const e of happened) {
      if (e.t === 'trade') {
        const maker = bySeq.get(e.makerId)!;
        settleTrade(w, market.spec, maker, taker, e.price, e.lots, out);
      } else {
        const order = bySeq.get(e.id)!;
        const reason = e.reason === CancelReason.selfTrade ? 'selfTradePrevented' : e.reason === CancelReason.unfilledMarket ? 'marketUnfilled' : 'userCancelled';
        endOrder(w, order, { type: 'CANCEL' }, reason);
        noteOrder(out, order);
      }
    }
  }

  function settleTrade(w: BatchWrites, spec: MarketSpec, maker: ActiveOrder, taker: ActiveOrder, priceTicks: number, lots: number, out: BatchOutcome) {
    const buyer = taker.side === 'buy' ? taker : maker;
    const seller = taker.side === 'buy' ? maker : taker;
    const f = fillAmounts(spec, priceTicks, lots, taker.side);
    const tradeId = deps.ids.next('st');
    const postings: Posting[] = [
      { account: frozenOf(buyer.owner, spec.quote), amount: -(f.notional + f.buyerFee) },
      { account: spotOf(seller.owner, spec.quote), amount: f.notional - f.sellerFee },
      { account: frozenOf(seller.owner, spec.base), amount: -f.qty },
      { account: spotOf(buyer.owner, spec.base), amount: f.qty },
    ];
    if (f.buyerFee + f.sellerFee > 0n) postings.push({ account: systemAccount(FEE_ACCOUNT, spec.quote), amount: f.buyerFee + f.sellerFee });
    w.ledger.post({ reason: 'spot_trade', refType: 'spot_trade', refId: tradeId, idempotencyKey: `spot:trade:${tradeId}`, postings });
    const now = deps.clock.now();
    w.orders.trade({
      id: tradeId, symbol: spec.symbol, price: BigInt(priceTicks) * spec.tickSize, qty: f.qty, notional: f.notional, takerSide: taker.side,
      buyOrderId: buyer.id, sellOrderId: seller.id, buyerFee: f.buyerFee, sellerFee: f.sellerFee, at: now,
    });
    buyer.locked -= f.notional + f.buyerFee; buyer.feePaid += f.buyerFee; buyer.quoteFilled += f.notional; buyer.filledLots += lots;
    seller.locked -= f.qty; seller.feePaid += f.sellerFee; seller.quoteFilled += f.notional; seller.filledLots += lots;
    for (const o of [maker, taker]) {
      // Both sides' users count the trade's USDT value toward the turnover rule; system owners do not.
      if (o.owner.kind === 'user') w.volume.set(o.owner.id, (w.volume.get(o.owner.id) ?? 0n) + f.notional);
      o.updatedAt = now;
      w.orders.order(o);
      if (o.filledLots === o.lots) endOrder(w, o, { type: 'FILLED' }, null);
      else if (o.state !== 'partiallyFilled') move(w, o, { type: 'PARTIALLY_FILLED' }, null);
      noteOrder(out, o);
    }
    out.trades.push({
      id: tradeId, symbol: spec.symbol, priceTicks, lots, price: BigInt(priceTicks) * spec.tickSize, qty: f.qty, notional: f.notional,
      takerSide: taker.side, buyOrderId: buyer.id, sellOrderId: seller.id, buyer: buyer.owner, seller: seller.owner, at: now,
    });
    out.symbols.add(spec.symbol);
  }

  function move(w: BatchWrites, order: ActiveOrder, event: SpotOrderEvent, reason: string | null) {
    const to = mustMove(spotOrderLifecycle, order.state, event) as SpotOrderState;
    const now = deps.clock.now();
    w.orders.move({ id: deps.ids.next('le'), orderId: order.id, from: order.state, to, event: event.type, actor: event.type === 'CANCEL' && reason === 'userCancelled' ? actorOf(order.owner) : ACTOR, reason, at: now });
    w.orders.order(order);
    order.state = to;
    order.updatedAt = now;
  }

  /** Final move of an order: releases what it still locks and takes it off the exchange's maps. */
  function endOrder(w: BatchWrites, order: ActiveOrder, event: SpotOrderEvent, reason: string | null) {
    move(w, order, event, reason);
    order.endReason = reason;
    if (order.locked > 0n) {
      w.ledger.post({
        reason: 'spot_order_release', refType: 'spot_order', refId: order.id, idempotencyKey: `spot:release:${order.id}`,
        postings: [{ account: frozenOf(order.owner, order.lockAsset), amount: -order.locked }, { account: spotOf(order.owner, order.lockAsset), amount: order.locked }],
      });
      order.locked = 0n;
    }
    if (order.locked < 0n) throw new Error(`order ${order.id} spent more than it locked`);
    bySeq.delete(order.seq); byId.delete(order.id);
  }

  function noteOrder(out: BatchOutcome, o: ActiveOrder) {
    out.orders.push({ ...o });
    out.owners.set(ownerKey(o.owner), o.owner);
    out.symbols.add(o.symbol);
  }

  return {
    rebuild,
    submit,
    onBatch(listener: (o: BatchOutcome) => void) { listeners.push(listener); },
    market(symbol: string): MarketSpec | undefined { return markets.get(symbol)?.spec; },
    markets(): MarketSpec[] { return [...markets.values()].map((m) => m.spec).sort((a, b) => a.sort - b.sort); },
    /** The engine of a market, read-only use: depth, best prices. */
    book(symbol: string): OrderBook | undefined { return markets.get(symbol)?.book; },
    openOrder(id: string): ActiveOrder | undefined { return byId.get(id); },
    openOrdersOf(owner: Owner): ActiveOrder[] { const k = ownerKey(owner); return [...byId.values()].filter((o) => ownerKey(o.owner) === k); },
    /** Batches run and commands in them since start: how well commits are shared. */
    stats: () => ({ batches, commands }),
    /** Waits for queued commands, then refuses new ones. */
    async stop() { stopped = true; while (draining) await draining; },
  };
}

export type SpotExchange = ReturnType<typeof createSpotExchange>;

/** A refusal raised before a command wrote anything: answered to its caller, the batch goes on. */
class Refused extends Error {
  constructor(readonly failure: BusinessFailure) { super(failure.reason); }
}
function refuse(reason: ConstructorParameters<typeof BusinessFailure>[0], vars?: Record<string, string | number>): never {
  throw new Refused(new BusinessFailure(reason, vars));
}

function minNotionalVars(spec: MarketSpec) {
  return { min: fromMinor(spec.minNotional, spec.quoteScale), quote: spec.quote };
}

const actorOf = (o: Owner) => `${o.kind}:${o.id}`;
