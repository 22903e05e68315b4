// The daily accrual of AI Earn custody: ONE due item per cut-off (kind `earn.accrue`, subject the
// cut-off's UTC date, earn-terms.ts cutoffSubject; jobs/due-work.ts). Its handler, in the item's one transaction, accrues every
// held order whose next cut-off has come (a day's interest from the platform's earn account into
// the user's earn wallet: a ledger entry and an `earn_accruals` row each), matures the orders at the
// last day of their cycle (principal and interest back to spot, `completed`, the quota freed), and
// schedules the item of the next cut-off any held order waits for. Money goes through the ledger
// batch and the rows through multi-row statements, so a cut-off of many orders costs a handful of
// statements per few thousand orders, not a round trip per order. A cut-off missed while the
// server was down runs at start, in order, each day once.
import type { Transaction } from 'kysely';
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { custodyOrderLifecycle } from '../../../api/lifecycles/custody-order.lifecycle';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { insertRows, type RowShape } from '../../db/bulk';
import { createLedgerBatch } from '../ledger/ledger-batch';
import { cutoffSubject, DAY_MS } from './earn-terms';
import { earnAccount, earnWallet, spotWallet } from './earn-moves';
import { EARN_ORDER_ENTITY } from './earn.store';

/** The due-work kind of a daily cut-off (subject: its UTC date, YYYY-MM-DD, with THH:MM when not at midnight). */
export const ACCRUE_KIND = 'earn.accrue';
const SYSTEM = 'system:earn';
/** Orders per IN list: keeps every statement well under the databases' parameter limits. */
const CHUNK = 4000;

export type AccrueDeps = Pick<Deps, 'clock' | 'ids' | 'dialect' | 'due'>;

const ACCRUAL_ROW: RowShape<'earn_accruals'> = { table: 'earn_accruals', columns: ['order_id', 'day', 'amount', 'at'] };
const EVENT_ROW: RowShape<'lifecycle_events'> = {
  table: 'lifecycle_events', columns: ['id', 'entity_type', 'entity_id', 'from_state', 'to_state', 'event', 'actor', 'reason', 'at'],
};

/** Puts the cut-off at `at` on the schedule (once per cut-off, however many orders wait for it). */
export async function scheduleCutoff(deps: Pick<Deps, 'due'>, trx: Transaction<Database>, at: number) {
  await deps.due.schedule(trx, ACCRUE_KIND, cutoffSubject(at), at);
}

/**
 * Accrues the cut-off at `cutoffAt` for every held order due by it, matures those at their last
 * day and schedules the next cut-off. All in `trx`. Returns how many orders accrued and matured.
 */
export async function accrueCutoff(deps: AccrueDeps, trx: Transaction<Database>, cutoffAt: number) {
  const at = BigInt(cutoffAt);
  const now = BigInt(deps.clock.now());
  const due = await trx.selectFrom('earn_orders')
    .select(['id', 'user_id', 'product_id', 'asset', 'state', 'amount', 'profit', 'daily_interest', 'days_accrued', 'cycle_days'])
    .where('next_accrual_at', '<=', at).orderBy('id')
    // PostgreSQL: a redemption of one of these orders waits for this cut-off (and then reads its new interest).
    .$if(deps.dialect === 'postgres', (qb) => qb.forUpdate())
    .execute();
  let matured = 0;
  // One ledger batch for the whole cut-off: a user with many orders has each account read and
  // written once, not once per chunk.
  const batch = createLedgerBatch(trx, deps);
  for (let from = 0; from < due.length; from += CHUNK) {
    const chunk = due.slice(from, from + CHUNK);
    const accruals: unknown[][] = [];
    const events: unknown[][] = [];
    const ended: string[] = [];
    const freed = new Map<string, bigint>();
    for (const o of chunk) {
      const day = Number(o.days_accrued) + 1;
      const interest = BigInt(o.daily_interest);
      if (interest > 0n) {
        batch.post({
          reason: 'earn.accrual', refType: 'earn_order', refId: o.id, idempotencyKey: `earn:accrue:${o.id}:${day}`,
          postings: [{ account: earnAccount(o.asset), amount: -interest }, { account: earnWallet(o.user_id, o.asset), amount: interest }],
        });
      }
      accruals.push([o.id, day, interest, at]);
      if (day >= Number(o.cycle_days)) {
        const to = mustMove(custodyOrderLifecycle, o.state, { type: 'MATURE' });
        const principal = BigInt(o.amount);
        const total = principal + BigInt(o.profit) + interest;
        batch.post({
          reason: 'earn.completed', refType: 'earn_order', refId: o.id, idempotencyKey: `earn:mature:${o.id}`,
          postings: [{ account: earnWallet(o.user_id, o.asset), amount: -total }, { account: spotWallet(o.user_id, o.asset), amount: total }],
        });
        events.push([deps.ids.next('le'), EARN_ORDER_ENTITY, o.id, o.state, to, 'MATURE', SYSTEM, null, now]);
        ended.push(o.id);
        freed.set(o.product_id, (freed.get(o.product_id) ?? 0n) + principal);
      }
    }
    await insertRows(trx, deps.dialect, ACCRUAL_ROW, accruals);
    if (events.length) await insertRows(trx, deps.dialect, EVENT_ROW, events);
    const ids = chunk.map((o) => o.id);
    // Every order of the chunk not at its last day: one more day, one more day's interest.
    await trx.updateTable('earn_orders')
      .set((eb) => ({
        days_accrued: eb('days_accrued', '+', 1), profit: eb('profit', '+', eb.ref('daily_interest')),
        next_accrual_at: eb('next_accrual_at', '+', BigInt(DAY_MS)), updated_at: now,
      }))
      .where('id', 'in', ids).where((eb) => eb(eb('days_accrued', '+', 1), '<', eb.ref('cycle_days')))
      .execute();
    if (ended.length) {
      await trx.updateTable('earn_orders')
        .set((eb) => ({
          state: 'completed', days_accrued: eb.ref('cycle_days'), profit: eb('profit', '+', eb.ref('daily_interest')),
          returned: eb('amount', '+', eb('profit', '+', eb.ref('daily_interest'))), penalty: 0n, asked_penalty: null,
          next_accrual_at: null, ended_at: now, updated_at: now,
        }))
        .where('id', 'in', ended)
        .execute();
      for (const [productId, amount] of freed) {
        await trx.updateTable('earn_products').set((eb) => ({ quota_used: eb('quota_used', '-', amount) })).where('id', '=', productId).execute();
      }
      matured += ended.length;
    }
  }
  await batch.flush();
  const next = await trx.selectFrom('earn_orders').select((eb) => eb.fn.min('next_accrual_at').as('next')).executeTakeFirst();
  if (next?.next !== null && next?.next !== undefined) await scheduleCutoff(deps, trx, Number(next.next));
  return { accrued: due.length, matured };
}

/** Registers the handler of the daily cut-off (once, where the platform is built, before the start's catch-up). */
export function registerEarnWork(deps: AccrueDeps) {
  deps.due.handle(ACCRUE_KIND, async (trx, item) => { await accrueCutoff(deps, trx, item.dueAt); });
}
