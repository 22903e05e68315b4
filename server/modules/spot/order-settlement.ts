// Settlement of the spot exchange's commands within one batch: placing an order (checks, funds
// locked, the order on its book), cancelling one, settling each trade the engine reports (both
// sides, fees, the traded value toward each user's turnover) and ending an order (its last move,
// the release of what it still locks). Nothing is read or written per command: the balances a
// batch checks are read once at its start, and its entries, orders, moves and trades are written
// together by `flush`, in the batch's transaction.
// Ledger postings:
//   place   spot -> spot_frozen of the lock asset (spot_order_lock)
//   trade   buyer's frozen quote -> seller's spot quote less fees, seller's frozen base -> buyer's
//           spot base, both fees -> the system fee account, and in the same entry each fee's referral
//           commission from the fee account to the payer's inviters' spot quote (spot_trade)
//   end     what the order still locks (at once for an immediate-or-cancel order's unfilled rest): spot_frozen -> spot (spot_order_release)
import type { Transaction } from 'kysely';
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { spotOrderLifecycle, type SpotOrderEvent, type SpotOrderState } from '../../../api/lifecycles/spot-order.lifecycle';
import { fromMinor } from '../../../api/money';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { BusinessFailure } from '../../core/failures';
import { BUY, CancelReason, Refusal, SELL } from '../../engines/spot/order-book';
import { systemAccount, type AccountRef, type Posting } from '../ledger/ledger';
import { createLedgerBatch, type LedgerBatch } from '../ledger/ledger-batch';
import type { MarketSpec } from '../market/markets.store';
import { addTradingVolumes } from '../withdrawals/turnover';
import { commissionRates, createCommissionWrites, mergePostings } from '../referral/commission';
import { activeFromRow, ownerKey, type ActiveOrder, type Owner } from './active-order';
import type { BookRegistry, Market } from './book-registry';
import type { BatchOutcome, CancelCommand, Command, PlaceCommand } from './exchange-commands';
import { fillAmounts, lockOf, notionalOf, protectionLimit } from './order-math';
import { createOrderWrites, orderByRtoken, orderOfOwner, type OrderWrites } from './orders.store';

export type SettlementDeps = Pick<Deps, 'clock' | 'ids' | 'dialect' | 'referrals'>;

export const FEE_ACCOUNT = 'spot-fees';
const ACTOR = 'system:spot-exchange';
/** A new order is inserted in its chart's initial state. */
const placedState = spotOrderLifecycle.config.initial as SpotOrderState;
const spotOf = (o: Owner, asset: string): AccountRef => ({ owner: o.kind, ownerId: o.id, asset, wallet: 'spot' });
const frozenOf = (o: Owner, asset: string): AccountRef => ({ owner: o.kind, ownerId: o.id, asset, wallet: 'spot_frozen' });
const actorOf = (o: Owner) => `${o.kind}:${o.id}`;

/** What a batch writes through: its ledger entries, its order rows and users' traded value. */
interface BatchWrites {
  trx: Transaction<Database>; ledger: LedgerBatch; orders: OrderWrites; volume: Map<string, bigint>;
  /** Referral commission of the batch's fees; null when no user has an inviter (the rates are then not read). */
  commission: ReturnType<typeof createCommissionWrites> | null;
}

/** A refusal raised before a command wrote anything: answered to its caller, the batch goes on. */
export class Refused extends Error {
  constructor(readonly failure: BusinessFailure) { super(failure.reason); }
}
function refuse(reason: ConstructorParameters<typeof BusinessFailure>[0], vars?: Record<string, string | number>): never {
  throw new Refused(new BusinessFailure(reason, vars));
}

/** Whether an order at this limit would meet the best opposite price now (another owner's or not). */
function crossesNow(book: Market['book'], side: 'buy' | 'sell', limitTicks: number): boolean {
  const best = side === 'buy' ? book.bestAsk() : book.bestBid();
  return best !== 0 && (side === 'buy' ? best <= limitTicks : best >= limitTicks);
}

function minNotionalVars(spec: MarketSpec) {
  return { min: fromMinor(spec.minNotional, spec.quoteScale), quote: spec.quote };
}

export function createOrderSettlement(deps: SettlementDeps, books: BookRegistry) {
  /**
   * Starts the writes of one batch in its transaction, reading at once the balances its place
   * commands lock funds from. `apply` settles one command (throwing `Refused` before it stages
   * anything), `flush` writes everything the batch staged.
   */
  async function openBatch(trx: Transaction<Database>, commands: Command[]) {
    const commission = deps.referrals.any() ? createCommissionWrites(deps, await commissionRates(trx)) : null;
    const w: BatchWrites = { trx, ledger: createLedgerBatch(trx, deps), orders: createOrderWrites(), volume: new Map(), commission };
    await w.ledger.load(commands.flatMap((cmd) => lockAccountOf(cmd)));
    return {
      placedBefore: (cmd: Command) => placedBefore(trx, cmd),
      async apply(cmd: Command, out: BatchOutcome): Promise<ActiveOrder> { return cmd.kind === 'place' ? place(w, cmd, out) : cancel(w, cmd, out); },
      async flush() {
        await w.ledger.flush();
        await w.orders.flush(trx, deps.dialect);
        await addTradingVolumes(trx, deps.dialect, w.volume, deps.clock.now());
        await w.commission?.flush(trx, deps.dialect);
      },
    };
  }

  /** The account a place command locks funds from: its balance is read at the start of the batch. */
  function lockAccountOf(cmd: Command): AccountRef[] {
    const spec = cmd.kind === 'place' ? books.marketOf(cmd.symbol)?.spec : undefined;
    if (cmd.kind !== 'place' || !spec) return [];
    return [spotOf(cmd.owner, cmd.side === 'buy' ? spec.quote : spec.base)];
  }

  /** The order a place command already made, when it is a repeat of an answered request. */
  async function placedBefore(trx: Transaction<Database>, cmd: Command): Promise<ActiveOrder | undefined> {
    if (cmd.kind !== 'place' || !cmd.rtoken) return undefined;
    const earlier = await orderByRtoken(trx, cmd.owner.kind, cmd.owner.id, cmd.rtoken);
    return earlier ? books.openOrder(earlier.id) ?? activeFromRow(earlier) : undefined;
  }

  function place(w: BatchWrites, cmd: PlaceCommand, out: BatchOutcome): ActiveOrder {
    const market = books.marketOf(cmd.symbol) ?? refuse('marketUnknown');
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
    const immediate = cmd.type === 'limit' && cmd.timeInForce === 'ioc';
    if (immediate && !crossesNow(book, cmd.side, cmd.priceTicks)) {
      const why = cmd.unfilledRefusal ?? { reason: 'spotNoLiquidity' as const };
      refuse(why.reason, why.vars);
    }
    const lock = lockOf(spec, cmd.side, limitTicks, cmd.lots);
    if (w.ledger.balance(spotOf(cmd.owner, lock.asset)) < lock.amount) refuse('insufficientBalance');

    // From here on every failure aborts the batch.
    const now = deps.clock.now();
    const order: ActiveOrder = {
      id: deps.ids.next('so'), seq: books.takeSeq(), owner: cmd.owner, symbol: cmd.symbol, side: cmd.side, type: cmd.type,
      priceTicks: cmd.type === 'limit' ? cmd.priceTicks : 0, lots: cmd.lots, filledLots: 0, quoteFilled: 0n, feePaid: 0n,
      lockAsset: lock.asset, locked: lock.amount, state: placedState, endReason: null, createdAt: now, updatedAt: now,
    };
    w.orders.order(order, cmd.rtoken);
    w.orders.move({ id: deps.ids.next('le'), orderId: order.id, from: null, to: placedState, event: 'PLACED', actor: actorOf(order.owner), reason: null, at: now });
    w.ledger.post({
      reason: 'spot_order_lock', refType: 'spot_order', refId: order.id, idempotencyKey: `spot:lock:${order.id}`,
      postings: [{ account: spotOf(order.owner, lock.asset), amount: -lock.amount }, { account: frozenOf(order.owner, lock.asset), amount: lock.amount }],
    });
    books.opened(order);
    noteOrder(out, order);

    books.clearEvents();
    const side = cmd.side === 'buy' ? BUY : SELL;
    const owner = books.ownerNumber(cmd.owner);
    const refused = cmd.type === 'market' ? book.placeMarket(order.seq, owner, side, cmd.lots)
      : immediate ? book.placeImmediate(order.seq, owner, side, cmd.priceTicks, cmd.lots)
      : book.placeLimit(order.seq, owner, side, cmd.priceTicks, cmd.lots);
    if (refused !== Refusal.none) throw new Error(`engine refused an order the exchange accepted (${refused})`);
    settleEvents(w, market, order, out);
    return order;
  }

  async function cancel(w: BatchWrites, cmd: CancelCommand, out: BatchOutcome): Promise<ActiveOrder> {
    const order = books.openOrder(cmd.orderId);
    if (!order || ownerKey(order.owner) !== ownerKey(cmd.owner)) {
      // Another owner's order answers as if it did not exist.
      const own = await orderOfOwner(w.trx, cmd.owner.kind, cmd.owner.id, cmd.orderId);
      refuse(own ? 'spotOrderNotOpen' : 'notFound');
    }
    const market = books.marketOf(order.symbol)!;
    books.clearEvents();
    const refused = market.book.cancel(order.seq, books.ownerNumber(order.owner));
    if (refused !== Refusal.none) throw new Error(`engine could not cancel open order ${order.id} (${refused})`);
    settleEvents(w, market, order, out);
    return order;
  }

  /** Turns the engine's events of one command into settlement, in the order they happened. */
  function settleEvents(w: BatchWrites, market: Market, taker: ActiveOrder, out: BatchOutcome) {
    const happened = books.takeEvents();
    for (const e of happened) {
      if (e.t === 'trade') {
        const maker = books.openOrderBySeq(e.makerId)!;
        settleTrade(w, market.spec, maker, taker, e.price, e.lots, out);
      } else {
        const order = books.openOrderBySeq(e.id)!;
        const reason = e.reason === CancelReason.selfTrade ? 'selfTradePrevented' : e.reason === CancelReason.unfilledMarket ? 'marketUnfilled'
          : e.reason === CancelReason.unfilledImmediate ? 'immediateUnfilled' : 'userCancelled';
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
    const commission = [...payCommission(w, spec, buyer.owner, f.buyerFee, tradeId), ...payCommission(w, spec, seller.owner, f.sellerFee, tradeId)];
    w.ledger.post({
      reason: 'spot_trade', refType: 'spot_trade', refId: tradeId, idempotencyKey: `spot:trade:${tradeId}`,
      // An account appears once per entry: an inviter may also be a side of the trade, or inviter of both.
      postings: commission.length ? mergePostings([...postings, ...commission]) : postings,
    });
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

  /** The referral shares of one side's fee (none for system owners or users nobody invited). */
  function payCommission(w: BatchWrites, spec: MarketSpec, payer: Owner, fee: bigint, tradeId: string): Posting[] {
    if (!w.commission || payer.kind !== 'user' || fee === 0n) return [];
    const inviters = deps.referrals.inviters(payer.id);
    if (inviters.length === 0) return [];
    return w.commission.pay({
      payer: payer.id, inviters, amount: fee, asset: spec.quote, from: systemAccount(FEE_ACCOUNT, spec.quote),
      to: (inviter) => spotOf({ kind: 'user', id: inviter }, spec.quote), source: 'spot', refId: tradeId,
    });
  }

  function move(w: BatchWrites, order: ActiveOrder, event: SpotOrderEvent, reason: string | null) {
    const to = mustMove(spotOrderLifecycle, order.state, event) as SpotOrderState;
    const now = deps.clock.now();
    w.orders.move({ id: deps.ids.next('le'), orderId: order.id, from: order.state, to, event: event.type, actor: event.type === 'CANCEL' && reason === 'userCancelled' ? actorOf(order.owner) : ACTOR, reason, at: now });
    w.orders.order(order);
    order.state = to;
    order.updatedAt = now;
  }

  /** Final move of an order: releases what it still locks and takes it off the books' open orders. */
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
    books.ended(order);
  }

  function noteOrder(out: BatchOutcome, o: ActiveOrder) {
    out.orders.push({ ...o });
    out.owners.set(ownerKey(o.owner), o.owner);
    out.symbols.add(o.symbol);
  }

  return { openBatch };
}

export type OrderSettlement = ReturnType<typeof createOrderSettlement>;
