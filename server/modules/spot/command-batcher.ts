// The spot exchange's single command queue. Commands are applied in batches, each batch in ONE
// database transaction (group commit) with the records of its answers; a command is acknowledged
// only after its batch committed. If a batch fails, the books are rebuilt from the database
// (which holds exactly the committed state) and its commands retried one by one. Listeners
// (market data, WebSocket) hear of a batch after its commit.
import type { Deps } from '../../deps';
import { BusinessFailure } from '../../core/failures';
import { writeKeyRows, type KeyRow } from '../../db/idempotency-keys';
import type { ActiveOrder } from './active-order';
import type { BookRegistry } from './book-registry';
import type { BatchOutcome, Command } from './exchange-commands';
import { Refused, type OrderSettlement } from './order-settlement';

export type BatcherDeps = Pick<Deps, 'db' | 'log' | 'dialect'>;

const MAX_BATCH = 256;
const GATHER_MS = 1;

interface Pending { cmd: Command; resolve(o: ActiveOrder): void; reject(e: unknown): void }

export function createCommandBatcher(deps: BatcherDeps, books: BookRegistry, settlement: OrderSettlement) {
  const listeners: Array<(o: BatchOutcome) => void> = [];
  let queue: Pending[] = [];
  let draining: Promise<void> | null = null;
  let stopped = false;
  let batches = 0;
  let commands = 0;

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
        const settling = await settlement.openBatch(trx, batch.map((p) => p.cmd));
        const answerRows: KeyRow[] = [];
        for (const p of batch) {
          try {
            // A repeat after a crash, when its first answer was lost, finds the first order. In a
            // group the rtoken's unique index does that: the batch fails and is retried one by one.
            const earlier = grouped ? undefined : await settling.placedBefore(p.cmd);
            const order = earlier ?? await settling.apply(p.cmd, outcome);
            if (p.cmd.answer) answerRows.push(p.cmd.answer.row({ order }));
            answers.push({ ok: true, order });
          } catch (err) {
            // Only refusals raised before a command stages anything are answered here; any other
            // failure aborts the batch (what it staged may be partial) and rolls it back.
            if (!(err instanceof Refused)) throw err;
            if (p.cmd.answer) answerRows.push(p.cmd.answer.row({ failure: err.failure }));
            answers.push({ ok: false, err: err.failure });
          }
        }
        await settling.flush();
        await writeKeyRows(trx, deps.dialect, answerRows);
      });
    } catch (err) {
      deps.log.error({ err, commands: batch.length }, 'spot batch failed; rebuilding the books');
      await books.rebuild();
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

  return {
    submit,
    onBatch(listener: (o: BatchOutcome) => void) { listeners.push(listener); },
    /** Batches run and commands in them since start: how well commits are shared. */
    stats: () => ({ batches, commands }),
    /** Waits for queued commands, then refuses new ones. */
    async stop() { stopped = true; while (draining) await draining; },
  };
}
