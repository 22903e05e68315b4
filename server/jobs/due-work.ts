// Work due at a time (settle at delivery, accrue at the daily cut-off, close a subscription
// window, release a lock) as rows of `due_work`. An area schedules an item inside its own
// transaction (`schedule`, idempotent per kind and subject) and handles its kind (`handle`).
// `runDue` takes the items due by the clock in due-time order and, for each, in ONE transaction:
// claims the row (PostgreSQL: FOR UPDATE SKIP LOCKED, so a second worker takes the next item
// instead; SQLite: the single writer), runs the handler with that transaction and marks the row
// done. A restart or a second worker therefore never does an item twice, and items that fell due
// while the server was down run when it comes back, in order. A failing handler rolls back its own
// item only: the row counts the attempt, keeps the error and is tried again after a backoff while
// the other items go on. A handler that cannot act yet (a market closed) throws `NotDueYet`. An
// area that did items' work in a transaction of its own marks them done in it (`complete`).
// The platform runs it once at start (the catch-up) and then on the interval scheduler; tests call
// `runDue` with a manual clock.
import type { Logger } from 'pino';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Db, DialectName, Executor } from '../db/database';
import type { Clock, Ids } from '../platform';

export interface DueItem {
  id: string;
  kind: string;
  subject: string;
  dueAt: number;
  /** Earlier failed attempts. */
  attempts: number;
}

export interface DueContext {
  /** Runs once the item's transaction has committed (in-memory state following the stored rows). */
  afterCommit(fn: () => void): void;
}

export type DueHandler = (trx: Transaction<Database>, item: DueItem, ctx: DueContext) => Promise<void>;

/** A handler's "not yet": nothing of the item is kept, it is tried again at `at`, and it is no failure. */
export class NotDueYet extends Error {
  constructor(readonly at: number, reason: string) {
    super(reason);
    this.name = 'NotDueYet';
  }
}

/** Wait before the next try after the n-th failure: 10 s, doubling, at most an hour. */
export function retryDelay(failures: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, failures - 1), 3_600_000);
}

/** The state the partial index `due_work_pending` keeps (in the order items are taken): a literal, or SQLite would not see the index applies. */
const PENDING = sql.lit<'pending'>('pending');

/**
 * The kind as an expression no index serves: given `kind IN (...)` beside the pending index, SQLite
 * chose the (kind, subject) key and sorted every item of those kinds, done ones too, on each take.
 */
const KIND_UNINDEXED = sql<string>`(${sql.ref('kind')} || '')`;

/** Subjects per statement of `complete`: a tick may settle many thousands of orders. */
const SUBJECTS_PER_STATEMENT = 500;

export function createDueWork(deps: { db: Db; dialect: DialectName; clock: Clock; ids: Ids; log: Logger }) {
  const handlers = new Map<string, DueHandler>();

  /** Puts an item on the schedule in the caller's transaction; the same kind and subject again changes nothing. */
  async function schedule(trx: Executor, kind: string, subject: string, dueAt: number) {
    const at = BigInt(dueAt);
    await trx.insertInto('due_work')
      .values({ id: deps.ids.next('due'), kind, subject, due_at: at, run_at: at, state: 'pending', last_error: null, created_at: BigInt(deps.clock.now()), done_at: null })
      .onConflict((oc) => oc.columns(['kind', 'subject']).doNothing())
      .execute();
  }

  /**
   * Marks the pending items of `kind` about `subjects` done in the caller's transaction: for an area
   * that did their work itself (a tick settled the orders), so they do not each run later as a
   * transaction that finds nothing to do. An item a worker holds (PostgreSQL) is waited for; one it
   * finished is left as it is.
   */
  async function complete(trx: Executor, kind: string, subjects: readonly string[]) {
    const doneAt = BigInt(deps.clock.now());
    for (let at = 0; at < subjects.length; at += SUBJECTS_PER_STATEMENT) {
      await trx.updateTable('due_work').set({ state: 'done', done_at: doneAt, last_error: null })
        .where('kind', '=', kind).where('subject', 'in', subjects.slice(at, at + SUBJECTS_PER_STATEMENT)).where('state', '=', 'pending')
        .execute();
    }
  }

  /** Whether any item (pending or done) of `kind` has a subject starting with `prefix`. */
  async function has(db: Executor, kind: string, prefix: string) {
    const row = await db.selectFrom('due_work').select('id').where('kind', '=', kind).where('subject', 'like', `${prefix}%`).limit(1).executeTakeFirst();
    return row !== undefined;
  }

  type Outcome = { taken: false } | { taken: true; id: string; done: boolean };

  /** Takes the first item due at `now` (but those in `skip`) and does it in one transaction. */
  async function takeOne(now: number, skip: Set<string>): Promise<Outcome> {
    const claimed: { item?: DueItem } = {};
    const after: Array<() => void> = [];
    try {
      const taken = await deps.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('due_work').selectAll()
          .where('state', '=', PENDING).where('run_at', '<=', BigInt(now)).where(KIND_UNINDEXED, 'in', [...handlers.keys()])
          .$if(skip.size > 0, (qb) => qb.where('id', 'not in', [...skip]))
          .orderBy('due_at').orderBy('id').limit(1)
          .$if(deps.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
          .executeTakeFirst();
        if (!row) return false;
        const item: DueItem = claimed.item = { id: row.id, kind: row.kind, subject: row.subject, dueAt: Number(row.due_at), attempts: Number(row.attempts) };
        await handlers.get(row.kind)!(trx, item, { afterCommit: (fn) => after.push(fn) });
        const marked = await trx.updateTable('due_work').set({ state: 'done', done_at: BigInt(deps.clock.now()), last_error: null })
          .where('id', '=', row.id).where('state', '=', 'pending').executeTakeFirst();
        // Another worker finished it first: this run's work goes back.
        if (marked.numUpdatedRows !== 1n) throw new Error(`due item ${row.id} was done by another worker`);
        return true;
      });
      if (!taken) return { taken: false };
      for (const fn of after) {
        try { fn(); } catch (err) { deps.log.error({ err }, 'due work follow-up failed'); }
      }
      return { taken: true, id: claimed.item!.id, done: true };
    } catch (err) {
      if (!claimed.item) throw err;
      await putBack(claimed.item, err);
      return { taken: true, id: claimed.item.id, done: false };
    }
  }

  /** The item's transaction rolled back: it waits for its next try, which a "not yet" does not count as a failure. */
  async function putBack(item: DueItem, err: unknown) {
    const now = deps.clock.now();
    const message = (err instanceof Error ? err.message : String(err)).slice(0, 500);
    if (err instanceof NotDueYet) {
      deps.log.debug({ kind: item.kind, subject: item.subject, at: err.at }, 'due work not ready');
      await deps.db.updateTable('due_work').set({ run_at: BigInt(Math.max(err.at, now + 1)), last_error: message })
        .where('id', '=', item.id).where('state', '=', 'pending').execute();
      return;
    }
    const failures = item.attempts + 1;
    deps.log.warn({ err, kind: item.kind, subject: item.subject, attempts: failures }, 'due work failed');
    await deps.db.updateTable('due_work').set({ attempts: BigInt(failures), run_at: BigInt(now + retryDelay(failures)), last_error: message })
      .where('id', '=', item.id).where('state', '=', 'pending').execute();
  }

  return {
    schedule,
    complete,
    has,
    /** The handler of a kind: it gets the item's transaction and must do all its writes through it. */
    handle(kind: string, fn: DueHandler) {
      if (handlers.has(kind)) throw new Error(`due work kind ${kind} has a handler already`);
      handlers.set(kind, fn);
    },
    /** Does every item due at `now` (and those the handlers schedule due by then), in due-time order; resolves to how many were done. */
    async runDue(now = deps.clock.now()) {
      if (handlers.size === 0) return 0;
      const skip = new Set<string>();
      let done = 0;
      for (;;) {
        const outcome = await takeOne(now, skip);
        if (!outcome.taken) return done;
        if (outcome.done) done += 1;
        else skip.add(outcome.id);
      }
    },
  };
}

export type DueWork = ReturnType<typeof createDueWork>;
