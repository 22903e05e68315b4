// The due work of new-coin subscription (jobs/due-work.ts), scheduled when a project is created:
//   launchpad.close at the window's end: the allocation, once, for the whole project in one
//     transaction (batched SQL and one ledger batch, so 10,000 subscribers take one pass). A
//     subscription given one lot or more PASSes: its cost is paid to the platform's proceeds, the
//     rest of its frozen USDT goes back to the spot account at once, the coins are issued to its
//     locked balance. One given nothing FAILs: everything goes back. Schedules the release.
//   launchpad.release at the window's end + the lock days: the locked coins of every passed
//     subscription move to the spot account (RELEASE).
//   launchpad.list at the listing time: the coin's market is enabled and its book opens empty
//     (after the commit): no maker and no price until users place orders.
// Every handler writes only through the item's transaction; the runner claims each item once, so
// a restart with work due does it once, when the platform comes back.
import type { Transaction } from 'kysely';
import { mustMove } from '../../../api/lifecycles/lifecycle';
import { subscriptionLifecycle } from '../../../api/lifecycles/subscription.lifecycle';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { NotDueYet, type DueContext, type DueItem } from '../../jobs/due-work';
import { allocate } from '../../engines/launchpad/allocation';
import { amountParam } from '../messages/message-notifier';
import { createLedgerBatch, type LedgerBatch } from '../ledger/ledger-batch';
import type { AccountRef } from '../ledger/ledger';
import { loadMarkets } from '../market/markets.store';
import { DAY_MS, costOf, frozenUsdt, issueAccount, lockedCoins, marketSymbolOf, proceedsAccount, spotCoins, spotUsdt } from './launchpad-terms';
import { insertSubscriptionEvents, projectById, releaseAll, subscriptionsIn, updateProject, writeAllocation, type Allocated } from './launchpad.store';

export const CLOSE_KIND = 'launchpad.close';
export const RELEASE_KIND = 'launchpad.release';
export const LIST_KIND = 'launchpad.list';
const SYSTEM = 'system:launchpad';

export type LaunchpadWorkDeps = Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'log' | 'due' | 'spot' | 'messages'>;

const REVIEW = subscriptionLifecycle.config.initial as string;
const PASSED = mustMove(subscriptionLifecycle, REVIEW, { type: 'PASS' });
const FAILED = mustMove(subscriptionLifecycle, REVIEW, { type: 'FAIL' });
const RELEASED = mustMove(subscriptionLifecycle, PASSED, { type: 'RELEASE' });

/** Loads (on PostgreSQL, locks) the accounts an allocation or a release posts to, a few thousand at a time. */
async function loadAccounts(batch: LedgerBatch, refs: AccountRef[]) {
  for (let at = 0; at < refs.length; at += 2000) await batch.load(refs.slice(at, at + 2000));
}

export function registerLaunchpadWork(deps: LaunchpadWorkDeps) {
  async function close(trx: Transaction<Database>, item: DueItem) {
    const p = await projectById(trx, item.subject, { lock: deps.dialect });
    if (!p || p.allocated_at !== null) return;
    if (deps.clock.now() < Number(p.ends_at)) throw new NotDueYet(Number(p.ends_at), 'the window is still open');
    const now = deps.clock.now();
    const subs = await subscriptionsIn(trx, p.id, REVIEW);
    const passes = allocate(subs.map((s) => BigInt(s.quantity)), BigInt(p.quantity), BigInt(p.lot));
    const price = BigInt(p.issue_price);
    const rows: Allocated[] = subs.map((s, i) => {
      const pass = passes[i];
      const paid = costOf(price, pass)!;
      return { id: s.id, state: pass > 0n ? PASSED : FAILED, pass, paid, refunded: BigInt(s.frozen) - paid };
    });
    await updateProject(trx, p.id, { allocated_at: BigInt(now) });
    await writeAllocation(trx, rows, now);

    const batch = createLedgerBatch(trx, { clock: deps.clock, ids: deps.ids, dialect: deps.dialect });
    await loadAccounts(batch, subs.flatMap((s) => [frozenUsdt(s.user_id), spotUsdt(s.user_id), lockedCoins(s.user_id, p.symbol)]));
    subs.forEach((s, i) => {
      const r = rows[i];
      const postings = [{ account: frozenUsdt(s.user_id), amount: -BigInt(s.frozen) }];
      if (r.paid > 0n) postings.push({ account: proceedsAccount(), amount: r.paid });
      if (r.refunded > 0n) postings.push({ account: spotUsdt(s.user_id), amount: r.refunded });
      // The coins passed are issued to the locked balance in the same entry (each asset sums to zero).
      if (r.pass > 0n) postings.push({ account: issueAccount(p.symbol), amount: -r.pass }, { account: lockedCoins(s.user_id, p.symbol), amount: r.pass });
      batch.post({ reason: `launchpad.${r.state}`, refType: 'newcoin_subscription', refId: s.id, idempotencyKey: `launchpad:allocate:${s.id}`, postings });
    });
    await batch.flush();
    await insertSubscriptionEvents(trx, deps.dialect, rows.map((r) => ({
      id: deps.ids.next('le'), subscriptionId: r.id, from: REVIEW, to: r.state, event: r.state === PASSED ? 'PASS' : 'FAIL', actor: SYSTEM, now,
    })));
    await deps.messages.notifyAll(trx, subs.map((s, i) => ({
      userId: s.user_id, kind: 'subscriptionAllocated',
      params: { id: s.id, symbol: p.symbol, amount: amountParam(rows[i].pass, p.symbol), asset: p.symbol, refunded: amountParam(rows[i].refunded, 'USDT') },
    })));
    if (rows.some((r) => r.state === PASSED)) await deps.due.schedule(trx, RELEASE_KIND, p.id, Number(p.ends_at) + Number(p.lock_days) * DAY_MS);
  }

  async function release(trx: Transaction<Database>, item: DueItem) {
    const p = await projectById(trx, item.subject, { lock: deps.dialect });
    if (!p) return;
    const releaseAt = Number(p.ends_at) + Number(p.lock_days) * DAY_MS;
    if (deps.clock.now() < releaseAt) throw new NotDueYet(releaseAt, 'the coins are still locked');
    const now = deps.clock.now();
    const subs = await subscriptionsIn(trx, p.id, PASSED);
    if (subs.length === 0) return;
    const batch = createLedgerBatch(trx, { clock: deps.clock, ids: deps.ids, dialect: deps.dialect });
    await loadAccounts(batch, subs.flatMap((s) => [lockedCoins(s.user_id, p.symbol), spotCoins(s.user_id, p.symbol)]));
    for (const s of subs) {
      const pass = BigInt(s.pass_quantity ?? 0);
      batch.post({
        reason: 'launchpad.release', refType: 'newcoin_subscription', refId: s.id, idempotencyKey: `launchpad:release:${s.id}`,
        postings: [{ account: lockedCoins(s.user_id, p.symbol), amount: -pass }, { account: spotCoins(s.user_id, p.symbol), amount: pass }],
      });
    }
    await batch.flush();
    const moved = await releaseAll(trx, p.id, PASSED, RELEASED, now);
    if (moved !== subs.length) throw new Error(`release of ${p.id}: ${moved} of ${subs.length} subscriptions moved`);
    await insertSubscriptionEvents(trx, deps.dialect, subs.map((s) => ({ id: deps.ids.next('le'), subscriptionId: s.id, from: PASSED, to: RELEASED, event: 'RELEASE', actor: SYSTEM, now })));
  }

  async function list(trx: Transaction<Database>, item: DueItem, ctx: DueContext) {
    const p = await projectById(trx, item.subject, { lock: deps.dialect });
    if (!p || p.listed_at !== null) return;
    if (deps.clock.now() < Number(p.listing_at)) throw new NotDueYet(Number(p.listing_at), 'not listed yet');
    const symbol = marketSymbolOf(p.symbol);
    await trx.updateTable('markets').set({ enabled: 1n }).where('symbol', '=', symbol).execute();
    await updateProject(trx, p.id, { listed_at: BigInt(deps.clock.now()) });
    const spec = (await loadMarkets(trx)).find((m) => m.symbol === symbol);
    if (!spec) throw new Error(`listing of ${p.id}: market ${symbol} is missing`);
    ctx.afterCommit(() => deps.spot.openMarket(spec));
  }

  deps.due.handle(CLOSE_KIND, close);
  deps.due.handle(RELEASE_KIND, release);
  deps.due.handle(LIST_KIND, list);
}
