// The contract risk runtime: keeps every open position and pending limit open in the pure trigger
// book and, on each accepted mark, decides at once (synchronously, in the mark's listener) which
// positions the mark liquidates, takes profit or stops out, which pending limit opens it fills and
// which `closing` positions it settles. The decisions queue up and are settled in one database
// transaction per batch (its ledger entries, timeline and money rows written together at the end),
// each through the position's chart, so a position is settled exactly once even if a user's close
// races the trigger (the chart move is conditional on the state, and the ledger entry's key is the
// position's). After each batch: the book follows the new states, the users holding the marked
// instruments get their positions once on the private `positions` channel, and the public
// `mark:<symbol>` channel carries the mark and its pauses. The runtime holds every running (open or
// closing) position as last tracked, so that message is built in memory: the database is read only
// for price records not seen yet.
// Financing is due work (jobs/due-work.ts): at each 00:00 UTC roll every open position held over it
// pays a day's rate on its notional at the mark from its margin, one item per instrument and day.
import type { Transaction } from 'kysely';
import type { Deps } from '../../deps';
import type { Database } from '../../db/schema';
import { NotDueYet, type DueContext, type DueItem } from '../../jobs/due-work';
import type { StreamHub } from '../../ws/stream-hub';
import type { Mark, MarkPauseEvent } from '../../feeds/mark-source';
import { fromMinor } from '../../../api/money';
import { createTriggerBook, type TriggerKind } from '../../engines/contract/trigger-book';
import { CONTRACT_SCALE, contractInstrument, contractInstruments } from './contract-instruments';
import { positionsByIds, positionsInStates, positionsOwingFinancing, type PositionRow } from './contract.store';
import { chargeFinancing, fillPosition, LifecycleRefused, postingEach, requestClose, settlePosition, type MoveTx } from './position-moves';
import { createLedgerBatch } from '../ledger/ledger-batch';
import { amountParam } from '../messages/message-notifier';
import { stagedRows, writeStagedRows } from './contract-rows';
import { writeCommission } from './contract-commission';
import { recordIdsOf, viewsAtMarks } from './position-view';
import { priceRecordsByIds, type PriceRecord } from '../../feeds/price-records';
import { entryPrice, fee, notional } from '../../../api/contract-math';
import type { PositionSide as ContractSide } from '../../engines/contract/trigger-book';

const SYSTEM = 'system:contract-risk';
const DAY = 86_400_000;
/** The due work of the daily financing rolls, one item per instrument and day. */
const FINANCING = 'contract.financing';
/** How long a roll waits for a usable mark before it looks again (unless the market's opening is known). */
const MARK_WAIT = 60_000;
const rollSubject = (symbol: string, rollAt: number) => `${symbol}/${new Date(rollAt).toISOString().slice(0, 10)}`;

type Work =
  | { kind: 'trigger'; id: string; fired: Exclude<TriggerKind, 'limit'>; mark: Mark }
  | { kind: 'fill'; id: string; mark: Mark }
  | { kind: 'settle'; id: string; mark: Mark };

/** A running position as last tracked, with the price records of its view once read (records never change). */
interface Running { row: PositionRow; records: PriceRecord[] }

/** The positions message lists a user's newest running positions, as many as a page of the trading tab. */
const LIVE_POSITIONS = 200;
/** Price records read per query, under either database's limit on bound values. */
const RECORDS_PER_READ = 1000;
const newestFirst = (a: Running, b: Running) => (a.row.id < b.row.id ? 1 : a.row.id > b.row.id ? -1 : 0);

export type ContractRuntimeDeps = Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'ledger' | 'log' | 'marks' | 'due' | 'messages' | 'referrals'> & { hub: StreamHub };

export function createContractRuntime(deps: ContractRuntimeDeps) {
  const book = createTriggerBook();
  /** Closing positions per instrument: what a mark settles. */
  const closing = new Map<string, Set<string>>();
  /** Who holds what, per instrument: the users a mark tick's positions message goes to. */
  const holders = new Map<string, Map<string, string>>();
  /** Per user, the running positions: what the positions message is built from. */
  const running = new Map<string, Map<string, Running>>();
  let queue: Work[] = [];
  const dirty = new Set<string>();
  /** Users whose positions a batch settled: they hear of it even when nothing of theirs is left open. */
  const touched = new Set<string>();
  let draining: Promise<void> | null = null;
  let stopped = false;
  const unsubscribe: Array<() => void> = [];

  const slot = <V>(map: Map<string, V>, symbol: string, make: () => V) => {
    let v = map.get(symbol);
    if (!v) { v = make(); map.set(symbol, v); }
    return v;
  };

  /** The book and the queues follow a position's stored state. */
  function track(p: PositionRow) {
    const { id, symbol } = p;
    book.remove(id);
    closing.get(symbol)?.delete(id);
    if (p.state === 'pending') book.upsert({ positionId: id, instrument: symbol, side: p.side as ContractSide, limit: BigInt(p.limit_price!) });
    if (p.state === 'open') {
      book.upsert({
        positionId: id, instrument: symbol, side: p.side as ContractSide, liquidation: BigInt(p.liquidation_price!),
        ...(p.take_profit !== null ? { takeProfit: BigInt(p.take_profit) } : {}),
        ...(p.stop_loss !== null ? { stopLoss: BigInt(p.stop_loss) } : {}),
      });
    }
    if (p.state === 'closing') slot(closing, symbol, () => new Set()).add(id);
    if (['pending', 'open', 'closing'].includes(p.state)) slot(holders, symbol, () => new Map()).set(id, p.user_id);
    else holders.get(symbol)?.delete(id);
    const mine = running.get(p.user_id);
    const before = mine?.get(id);
    if (p.state === 'open' || p.state === 'closing') {
      const ids = recordIdsOf([p]);
      slot(running, p.user_id, () => new Map()).set(id, { row: p, records: before?.records.filter((r) => ids.includes(r.id)) ?? [] });
    } else if (mine && before) {
      mine.delete(id);
      if (mine.size === 0) running.delete(p.user_id);
    }
  }

  function onMark(mark: Mark) {
    if (stopped) return;
    // The book decides what the mark triggers, pending limits it fills included.
    for (const f of book.tick(mark.symbol, mark.price)) {
      queue.push(f.kind === 'limit' ? { kind: 'fill', id: f.positionId, mark } : { kind: 'trigger', id: f.positionId, fired: f.kind, mark });
    }
    const toSettle = closing.get(mark.symbol);
    if (toSettle?.size) {
      for (const id of toSettle) queue.push({ kind: 'settle', id, mark });
      toSettle.clear();
    }
    if (deps.hub.hasSubscribers(`mark:${mark.symbol}`)) {
      deps.hub.publish(`mark:${mark.symbol}`, { channel: `mark:${mark.symbol}`, data: { symbol: mark.symbol, price: fromMinor(mark.price, CONTRACT_SCALE), at: mark.at, paused: null } });
    }
    if (holders.get(mark.symbol)?.size) dirty.add(mark.symbol);
    kick();
  }

  function onPause(e: MarkPauseEvent) {
    if (e.reason === null || !deps.hub.hasSubscribers(`mark:${e.symbol}`)) return;
    const reading = deps.marks.current(e.symbol);
    deps.hub.publish(`mark:${e.symbol}`, { channel: `mark:${e.symbol}`, data: { symbol: e.symbol, price: null, at: e.at, paused: e.reason, opens_at: reading.ok ? null : reading.opensAt ?? null } });
  }

  function kick() {
    if (draining || (queue.length === 0 && dirty.size === 0)) return;
    draining = (async () => {
      try {
        while (queue.length || dirty.size) {
          const work = queue;
          queue = [];
          if (work.length) await settleBatch(work);
          await publishPositions();
        }
      } finally {
        draining = null;
      }
    })();
  }

  /** One transaction for the whole batch; an item a user's move got to first is skipped. */
  async function settleBatch(work: Work[]) {
    const done: PositionRow[] = [];
    /** Items that moved nothing: a user's move may have got there first, so they are read again once the batch commits. */
    let recheck: string[] = [];
    try {
      await deps.db.transaction().execute(async (trx) => {
        // Every entry of the batch is staged and written together at the end (the hot path's ledger).
        const batch = createLedgerBatch(trx, deps);
        const tx: MoveTx = { trx, dialect: deps.dialect, post: async (entry) => batch.post(entry), records: new Set(), rows: stagedRows() };
        const rows = new Map((await positionsByIds(trx, work.map((w) => w.id))).map((p) => [p.id, p]));
        recheck = [];
        for (const w of work) {
          const p = rows.get(w.id);
          if (!p) continue;
          let row: PositionRow | null = null;
          try {
            row = await apply(tx, w, p);
          } catch (err) {
            if (!(err instanceof LifecycleRefused)) throw err;
          }
          if (row) done.push(row);
          else recheck.push(p.id);
        }
        await batch.flush();
        await writeStagedRows(trx, deps.dialect, tx.rows!);
        await writeCommission(tx);
      });
      for (const row of done) { track(row); touched.add(row.user_id); }
      // Tracked as stored now, so the book and the running positions also forget one that a late
      // track of an older row put back.
      if (recheck.length) for (const row of await positionsByIds(deps.db, recheck)) { track(row); touched.add(row.user_id); }
    } catch (err) {
      // Nothing of the batch committed: the book takes the positions back as stored, to try again at the next mark.
      deps.log.error({ err, count: work.length }, 'contract settlement batch failed');
      for (const p of await positionsByIds(deps.db, work.map((w) => w.id))) track(p);
    }
  }

  async function apply(tx: MoveTx, w: Work, p: PositionRow) {
    if (w.kind === 'fill') {
      if (p.state !== 'pending') return null;
      const spec = contractInstrument(p.symbol)!;
      const side = p.side as ContractSide;
      const market = entryPrice(spec, w.mark.price, side);
      const limit = BigInt(p.limit_price!);
      const entry = side === 'long' ? (market < limit ? market : limit) : (market > limit ? market : limit);
      return fillPosition(deps, tx, p, w.mark, entry, SYSTEM);
    }
    if (w.kind === 'settle') return p.state === 'closing' ? settlePosition(deps, tx, p, w.mark, SYSTEM) : null;
    if (p.state !== 'open') return null;
    if (w.fired === 'liquidation') {
      const liquidated = await settlePosition(deps, tx, p, w.mark, SYSTEM);
      if (liquidated) await deps.messages.notify(tx.trx, p.user_id, 'positionLiquidated', { id: p.id, symbol: p.symbol, side: p.side, returned: amountParam(liquidated.returned ?? 0n, 'USDT') });
      return liquidated;
    }
    const asked = await requestClose(deps, tx, p, w.fired, SYSTEM);
    return asked && settlePosition(deps, tx, asked, w.mark, SYSTEM);
  }

  /** One positions message per listening user of the instruments marked since the last one, from the running positions held. */
  async function publishPositions() {
    const users = new Set<string>(touched);
    touched.clear();
    for (const symbol of dirty) for (const userId of holders.get(symbol)?.values() ?? []) users.add(userId);
    dirty.clear();
    const lists: Array<[string, Running[]]> = [];
    for (const userId of users) {
      if (!deps.hub.userListens(userId, 'positions')) continue;
      lists.push([userId, [...(running.get(userId)?.values() ?? [])].sort(newestFirst).slice(0, LIVE_POSITIONS)]);
    }
    try {
      await readRecords(lists.flatMap(([, list]) => list));
    } catch (err) {
      deps.log.warn({ err }, 'positions stream failed');
      return;
    }
    for (const [userId, list] of lists) {
      const records = new Map(list.flatMap((r) => r.records).map((r) => [r.id, r]));
      deps.hub.publishToUser(userId, 'positions', { channel: 'positions', data: viewsAtMarks(deps, list.map((r) => r.row), records) });
    }
  }

  /** Reads, in a few queries, the price records the running positions' views name and do not hold yet. */
  async function readRecords(list: Running[]) {
    const wanted = new Map<string, Running[]>();
    for (const r of list) {
      for (const id of recordIdsOf([r.row])) if (!r.records.some((x) => x.id === id)) slot(wanted, id, () => []).push(r);
    }
    const ids = [...wanted.keys()];
    for (let at = 0; at < ids.length; at += RECORDS_PER_READ) {
      for (const record of await priceRecordsByIds(deps.db, ids.slice(at, at + RECORDS_PER_READ))) for (const r of wanted.get(record.id)!) r.records.push(record);
    }
  }

  /**
   * One instrument's daily roll, a due item (`<symbol>/<YYYY-MM-DD>`, due at that day's 00:00 UTC):
   * every position open over it that has not paid it pays a day's rate on its notional at the mark,
   * and the instrument's next roll goes on the schedule. The rolls of an instrument form a chain
   * (each schedules the next when it is done), so after downtime over several midnights each day
   * is charged in order, once. Without a usable mark (a market closed) the roll waits for one.
   */
  async function financeRoll(trx: Transaction<Database>, item: DueItem, ctx: DueContext) {
    const [symbol] = item.subject.split('/');
    const rollAt = item.dueAt;
    const spec = contractInstrument(symbol);
    // An instrument no longer listed has nothing to charge and no next roll.
    if (!spec) return;
    const due = spec.financingBpsPerDay === 0 ? [] : await positionsOwingFinancing(trx, symbol, rollAt);
    if (due.length) {
      const reading = deps.marks.current(symbol);
      if (!reading.ok) throw new NotDueYet(Math.max(reading.opensAt ?? 0, deps.clock.now() + MARK_WAIT), `no usable ${symbol} mark: ${reading.reason}`);
      const charged: PositionRow[] = [];
      for (const p of due) {
        const charge = fee(notional(spec, reading.mark.price, BigInt(p.lot_steps)), spec.financingBpsPerDay);
        const row = await chargeFinancing(deps, postingEach(deps, trx), p, reading.mark, rollAt, charge);
        if (row) charged.push(row);
      }
      ctx.afterCommit(() => { for (const row of charged) track(row); });
    }
    await deps.due.schedule(trx, FINANCING, rollSubject(symbol, rollAt + DAY), rollAt + DAY);
  }
  deps.due.handle(FINANCING, financeRoll);

  /** Each listed instrument's chain of rolls starts, once, at the last roll before now (a position open over it and not charged pays it). */
  async function startFinancing() {
    const lastRoll = Math.floor(deps.clock.now() / DAY) * DAY;
    for (const spec of contractInstruments) {
      if (!(await deps.due.has(deps.db, FINANCING, `${spec.symbol}/`))) await deps.due.schedule(deps.db, FINANCING, rollSubject(spec.symbol, lastRoll), lastRoll);
    }
  }

  return {
    track,
    /** Loads every live position into the book (at start: restart safety) and listens to the marks. */
    async start() {
      for (const p of await positionsInStates(deps.db, ['pending', 'open', 'closing'])) track(p);
      unsubscribe.push(deps.marks.onMark(onMark), deps.marks.onPause(onPause));
      await startFinancing();
    },
    /** Resolves when every decision made so far is settled and published. */
    async settled() {
      while (draining) await draining;
    },
    /** How many positions the trigger book watches (open ones and pending limit opens). */
    watched: () => book.size(),
    async stop() {
      stopped = true;
      for (const u of unsubscribe) u();
      while (draining) await draining;
    },
  };
}

export type ContractRuntime = ReturnType<typeof createContractRuntime>;
