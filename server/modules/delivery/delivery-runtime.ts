// The delivery runtime: settles timed orders on the reference feed and the clock. It keeps the
// open orders per instrument with their delivery times; each accepted mark (a fresh tick that
// passed the sanity check) settles the orders due at or before it, so an order settles at the
// first reference tick at or after its delivery time, stored as its price record. When that first
// tick fails the sanity check (the guard refuses it as a jump) the order is voided. Each order
// also has a due item (jobs/due-work.ts, kind `delivery.settle`) scheduled at its delivery time in
// the buy's transaction: while the void window (delivery.voidAfterMs) runs it comes back at the
// window's end; then an order still open (no fresh, sane tick came) is voided with the reason. A
// voided order's stake is returned. Every move goes through the order's chart, and the orders a
// tick decides (every order of the instrument due by then) settle together in one transaction
// (delivery-moves.ts `settleOrders`: multi-row updates, one ledger batch, the timeline rows in
// bulk). The runtime keeps each open order's row as it was bought (nothing but the state changes
// while it is open), so a tick reads none back. Each move takes the order only while it is still
// open (the update is guarded by the state), so an order is settled once whichever path gets
// there first; after a restart the due items catch up on what fell due
// while the platform was down. The transaction that settles orders on a tick also marks their due
// items done, so an order settled on time leaves no item to run later.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Mark, MarkPauseEvent } from '../../feeds/mark-source';
import { NotDueYet, type DueContext, type DueItem } from '../../jobs/due-work';
import { getSetting } from '../settings/settings';
import { settleOrder, settleOrders, type Outcome, type VoidReason } from './delivery-moves';
import { openOrders, ordersByIds, type DeliveryOrderRow } from './delivery.store';

const SYSTEM = 'system:delivery';
/** The due-work kind of an order's delivery (subject: the order id). */
export const SETTLE_KIND = 'delivery.settle';

type Work = { orders: DeliveryOrderRow[]; mark: Mark } | { orders: DeliveryOrderRow[]; voided: VoidReason };

export type DeliveryRuntimeDeps = Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'ledger' | 'log' | 'marks' | 'due'>;

export function createDeliveryRuntime(deps: DeliveryRuntimeDeps) {
  /** Open orders per instrument: id → the order's row. */
  const waiting = new Map<string, Map<string, DeliveryOrderRow>>();
  /** Per instrument, no waiting order is due before this time: a tick before it looks at none. */
  const earliest = new Map<string, number>();
  /** Orders a tick (or a refused one) decided, until their settlement is written. */
  const inFlight = new Set<string>();
  let queue: Work[] = [];
  let draining: Promise<void> | null = null;
  let stopped = false;
  const unsubscribe: Array<() => void> = [];

  function track(o: DeliveryOrderRow) {
    let orders = waiting.get(o.symbol);
    if (!orders) { orders = new Map(); waiting.set(o.symbol, orders); }
    if (o.state === 'open') {
      orders.set(o.id, o);
      earliest.set(o.symbol, Math.min(earliest.get(o.symbol) ?? Infinity, Number(o.delivery_at)));
    } else orders.delete(o.id);
  }

  /** Takes the instrument's orders due at or before `at` out of the waiting list. */
  function takeDue(symbol: string, at: number) {
    const orders = waiting.get(symbol);
    const due: DeliveryOrderRow[] = [];
    // Most ticks come before any order is due: they cost one comparison, not a walk of the orders.
    if (!orders || at < (earliest.get(symbol) ?? Infinity)) return due;
    let next = Infinity;
    for (const [id, o] of orders) {
      const deliveryAt = Number(o.delivery_at);
      if (deliveryAt <= at) { due.push(o); orders.delete(id); inFlight.add(id); } else next = Math.min(next, deliveryAt);
    }
    earliest.set(symbol, next);
    return due;
  }

  function onMark(mark: Mark) {
    if (stopped) return;
    const orders = takeDue(mark.symbol, mark.at);
    if (orders.length) { queue.push({ orders, mark }); kick(); }
  }

  /** A refused tick (a jump) was the first tick at or after the delivery of the orders due by then. */
  function onPause(e: MarkPauseEvent) {
    if (stopped || e.reason !== 'jump') return;
    const reading = deps.marks.current(e.symbol);
    if (reading.ok || reading.since === undefined) return;
    const orders = takeDue(e.symbol, reading.since);
    if (orders.length) { queue.push({ orders, voided: 'priceJump' }); kick(); }
  }

  function kick() {
    if (draining || queue.length === 0) return;
    draining = (async () => {
      try {
        while (queue.length) {
          const work = queue;
          queue = [];
          await settle(work);
        }
      } finally {
        draining = null;
      }
    })();
  }

  /** The outcome of an order a tick (or a refused one) decided. */
  function outcomeOf(w: Work, o: DeliveryOrderRow, voidAfterMs: number): Outcome {
    if ('voided' in w) return { voided: w.voided };
    // A tick later than the window is not a fresh tick for this order.
    return w.mark.at > Number(o.delivery_at) + voidAfterMs ? { voided: 'noFreshTick' } : { mark: w.mark };
  }

  /** Every order the queued ticks decided, settled in one transaction. */
  async function settle(work: Work[]) {
    let count = 0;
    try {
      const voidAfterMs = await getSetting(deps.db, 'delivery.voidAfterMs');
      // The rows as tracked: an order another move settled meanwhile is left out by the guarded update.
      const items = work.flatMap((w) => w.orders.map((order) => ({ order, outcome: outcomeOf(w, order, voidAfterMs) })));
      count = items.length;
      try {
        await deps.db.transaction().execute(async (trx) => {
          // The orders' due items first (a worker holding one is waited for, before its order is
          // touched), so they do not each run later to find their order settled.
          await deps.due.complete(trx, SETTLE_KIND, items.map((i) => i.order.id));
          await settleOrders(deps, trx, items, SYSTEM);
        });
      } catch (err) {
        // Nothing of the batch committed: each order is tried in its own transaction, so one that
        // cannot settle does not hold back the others.
        deps.log.error({ err, count: items.length }, 'delivery settlement batch failed; settling its orders one by one');
        for (const { order, outcome } of items) {
          try {
            await deps.db.transaction().execute(async (trx) => {
              await deps.due.complete(trx, SETTLE_KIND, [order.id]);
              await settleOrder(deps, trx, order, outcome, SYSTEM);
            });
          } catch (err) {
            // A later tick is not the first one after delivery: the order is left to its due item,
            // which voids it at the window's end and returns the stake.
            deps.log.error({ err, order: order.id }, 'delivery settlement failed');
          }
        }
      }
    } catch (err) {
      deps.log.error({ err, count }, 'delivery settlement failed');
    } finally {
      for (const w of work) for (const o of w.orders) inFlight.delete(o.id);
    }
  }

  /**
   * The due item of an order's delivery: nothing to do once the order is settled; inside the void
   * window it comes back when the window ends; after it, an order still open is voided.
   */
  async function settleDue(trx: Transaction<Database>, item: DueItem, ctx: DueContext) {
    const [o] = await ordersByIds(trx, [item.subject]);
    if (!o || o.state !== 'open') return;
    const now = deps.clock.now();
    const closesAt = Number(o.delivery_at) + await getSetting(trx, 'delivery.voidAfterMs');
    if (now < closesAt) throw new NotDueYet(closesAt, 'waiting for the first tick at or after delivery');
    // A tick within the window decided it and its settlement is being written: that one counts.
    if (inFlight.has(o.id)) throw new NotDueYet(now + 1000, 'its settlement is being written');
    const reading = deps.marks.current(o.symbol);
    const moved = await settleOrder(deps, trx, o, { voided: !reading.ok && reading.reason === 'jump' ? 'priceJump' : 'noFreshTick' }, SYSTEM);
    if (moved) ctx.afterCommit(() => track(moved));
  }

  async function settled() {
    while (draining) await draining;
  }

  return {
    track,
    /** Handles the orders' due items, loads the open orders and listens to the marks (before the feed starts). */
    async start() {
      deps.due.handle(SETTLE_KIND, settleDue);
      for (const o of await openOrders(deps.db)) track(o);
      unsubscribe.push(deps.marks.onMark(onMark), deps.marks.onPause(onPause));
    },
    /** Resolves when every settlement decided so far is written. */
    settled,
    async stop() {
      stopped = true;
      for (const u of unsubscribe) u();
      await settled();
    },
  };
}

export type DeliveryRuntime = ReturnType<typeof createDeliveryRuntime>;
