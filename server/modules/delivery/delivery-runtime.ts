// The delivery runtime: settles timed orders on the clock and the reference feed. It keeps the
// open orders per instrument with their delivery times; each accepted mark (a fresh tick that
// passed the sanity check) settles the orders due at or before it, so an order settles at the
// first reference tick at or after its delivery time, stored as its price record. When that first
// tick fails the sanity check (the guard refuses it as a jump) the order is voided; when no fresh
// tick comes within the void window (delivery.voidAfterMs) the sweep on the scheduler voids it. A
// voided order's stake is returned with the reason. Each order moves in its own transaction,
// through its chart, so a settlement is never applied twice. At start it loads the open orders and
// sweeps: work that fell due while the platform was down is settled or voided first.
import type { Deps } from '../../deps';
import type { Mark, MarkPauseEvent } from '../../feeds/mark-source';
import { getSetting } from '../settings/settings';
import { settleOrder, type VoidReason } from './delivery-moves';
import { openOrders, ordersByIds, type DeliveryOrderRow } from './delivery.store';

const SYSTEM = 'system:delivery';

type Work = { ids: string[]; mark: Mark } | { ids: string[]; voided: VoidReason };

export type DeliveryRuntimeDeps = Pick<Deps, 'db' | 'clock' | 'ids' | 'ledger' | 'log' | 'marks'>;

export function createDeliveryRuntime(deps: DeliveryRuntimeDeps) {
  /** Open orders per instrument: id → delivery time (ms). */
  const waiting = new Map<string, Map<string, number>>();
  let queue: Work[] = [];
  let draining: Promise<void> | null = null;
  let stopped = false;
  const unsubscribe: Array<() => void> = [];

  function track(o: Pick<DeliveryOrderRow, 'id' | 'symbol' | 'state' | 'delivery_at'>) {
    let orders = waiting.get(o.symbol);
    if (!orders) { orders = new Map(); waiting.set(o.symbol, orders); }
    if (o.state === 'open') orders.set(o.id, Number(o.delivery_at));
    else orders.delete(o.id);
  }

  /** Takes the instrument's orders due at or before `at` out of the waiting list. */
  function takeDue(symbol: string, at: number) {
    const orders = waiting.get(symbol);
    const ids: string[] = [];
    for (const [id, deliveryAt] of orders ?? []) if (deliveryAt <= at) { ids.push(id); orders!.delete(id); }
    return ids;
  }

  function onMark(mark: Mark) {
    if (stopped) return;
    const ids = takeDue(mark.symbol, mark.at);
    if (ids.length) { queue.push({ ids, mark }); kick(); }
  }

  /** A refused tick (a jump) was the first tick at or after the delivery of the orders due by then. */
  function onPause(e: MarkPauseEvent) {
    if (stopped || e.reason !== 'jump') return;
    const reading = deps.marks.current(e.symbol);
    if (reading.ok || reading.since === undefined) return;
    const ids = takeDue(e.symbol, reading.since);
    if (ids.length) { queue.push({ ids, voided: 'priceJump' }); kick(); }
  }

  function kick() {
    if (draining || queue.length === 0) return;
    draining = (async () => {
      try {
        while (queue.length) {
          const work = queue;
          queue = [];
          for (const w of work) await settle(w);
        }
      } finally {
        draining = null;
      }
    })();
  }

  async function settle(w: Work) {
    const voidAfterMs = await getSetting(deps.db, 'delivery.voidAfterMs');
    for (const o of await ordersByIds(deps.db, w.ids)) {
      if (o.state !== 'open') continue;
      // A tick later than the window is not a fresh tick for this order.
      const outcome = 'mark' in w && w.mark.at > Number(o.delivery_at) + voidAfterMs ? { voided: 'noFreshTick' as const } : 'mark' in w ? { mark: w.mark } : { voided: w.voided };
      try {
        await deps.db.transaction().execute((trx) => settleOrder(deps, trx, o, outcome, SYSTEM));
      } catch (err) {
        // Nothing of it committed: it waits again, for the next tick or the sweep.
        deps.log.error({ err, order: o.id }, 'delivery settlement failed');
        track(o);
      }
    }
  }

  /** Voids the open orders whose void window has passed without a fresh, sane tick. */
  async function sweep() {
    const voidAfterMs = await getSetting(deps.db, 'delivery.voidAfterMs');
    const late = await openOrders(deps.db, deps.clock.now() - voidAfterMs);
    if (late.length === 0) return 0;
    // Ticks decided before the window closed settle first.
    await settled();
    const bySymbol = new Map<string, string[]>();
    for (const o of await ordersByIds(deps.db, late.map((o) => o.id))) {
      if (o.state !== 'open') continue;
      waiting.get(o.symbol)?.delete(o.id);
      bySymbol.set(o.symbol, [...(bySymbol.get(o.symbol) ?? []), o.id]);
    }
    for (const [symbol, ids] of bySymbol) {
      const reading = deps.marks.current(symbol);
      queue.push({ ids, voided: !reading.ok && reading.reason === 'jump' ? 'priceJump' : 'noFreshTick' });
    }
    kick();
    await settled();
    return late.length;
  }

  async function settled() {
    while (draining) await draining;
  }

  return {
    track,
    /** Loads the open orders, listens to the marks and sweeps what fell due while the platform was down. */
    async start() {
      for (const o of await openOrders(deps.db)) track(o);
      unsubscribe.push(deps.marks.onMark(onMark), deps.marks.onPause(onPause));
      await sweep();
    },
    /** Resolves when every settlement decided so far is written. */
    settled,
    sweep,
    jobs() {
      return [{ name: 'delivery-void-sweep', everyMs: 1000, run: async () => { await sweep(); } }];
    },
    async stop() {
      stopped = true;
      for (const u of unsubscribe) u();
      await settled();
    },
  };
}

export type DeliveryRuntime = ReturnType<typeof createDeliveryRuntime>;
