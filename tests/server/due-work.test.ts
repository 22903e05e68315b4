// Due work (server/jobs/due-work.ts): items scheduled once per kind and subject, taken in due-time
// order, each in one transaction with its handler, never twice even with two runners racing, a
// failing item rolled back alone and tried again later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from 'kysely';
import { ManualClock, cryptoRandom, makeIds } from '../../server/platform';
import { systemAccount } from '../../server/modules/ledger/ledger';
import { createDueWork, NotDueYet, retryDelay, type DueWork } from '../../server/jobs/due-work';
import type { Database } from '../../server/db/schema';
import { startTestServer, type TestServer } from './harness';

const T0 = Date.UTC(2026, 0, 5, 6, 0, 0);

describe('the due-work runner', () => {
  let server: TestServer;
  beforeAll(async () => { server = await startTestServer(); });
  afterAll(async () => { await server.stop(); });

  /** A runner of its own on the server's database, with its own manual clock. */
  function runner(clock = new ManualClock(T0)) {
    const deps = server.platform.deps;
    return { clock, due: createDueWork({ db: deps.db, dialect: deps.dialect, clock, ids: makeIds(clock, cryptoRandom), log: deps.log }) };
  }
  const rows = (kind: string) => server.platform.deps.db.selectFrom('due_work').selectAll().where('kind', '=', kind).orderBy('subject').execute();
  const schedule = (due: DueWork, kind: string, subject: string, at: number) =>
    server.platform.deps.db.transaction().execute((trx) => due.schedule(trx, kind, subject, at));
  /** One journal entry per (subject, runner) through the item's transaction: what a handler committed shows in the ledger. */
  const post = (trx: Transaction<Database>, key: string) => server.platform.deps.ledger.post(trx, {
    reason: 'test.due', refType: 'test', refId: key, idempotencyKey: `test-due:${key}`,
    postings: [{ account: systemAccount('chain:TEST', 'USDT'), amount: -1n }, { account: systemAccount('due-test', 'USDT'), amount: 1n }],
  });
  const entries = async (prefix: string) => (await server.platform.deps.db.selectFrom('journal_entries').select('idempotency_key')
    .where('idempotency_key', 'like', `test-due:${prefix}%`).execute()).map((e) => e.idempotency_key).sort();

  it('keeps one row for an item scheduled twice, with its first due time', async () => {
    const { due } = runner();
    await schedule(due, 'test.twice', 'a', T0 + 5000);
    await schedule(due, 'test.twice', 'a', T0 + 9000);
    await schedule(due, 'test.twice', 'b', T0 + 9000);
    const stored = await rows('test.twice');
    expect(stored.map((r) => [r.subject, Number(r.due_at), r.state])).toEqual([['a', T0 + 5000, 'pending'], ['b', T0 + 9000, 'pending']]);
  });

  it('does the items due by the clock in due-time order and leaves the later ones', async () => {
    const { clock, due } = runner();
    const order: string[] = [];
    due.handle('test.order', async (_trx, item) => { order.push(item.subject); });
    for (const [subject, at] of [['c', T0 - 1000], ['a', T0 - 3000], ['later', T0 + 60_000], ['b', T0 - 2000], ['now', T0]] as const) await schedule(due, 'test.order', subject, at);
    expect(await due.runDue()).toBe(4);
    expect(order).toEqual(['a', 'b', 'c', 'now']);
    expect(await due.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await due.runDue()).toBe(1);
    expect(order.at(-1)).toBe('later');
    expect((await rows('test.order')).every((r) => r.state === 'done' && r.done_at !== null)).toBe(true);
  });

  it('does each item once when two runners race over the same items', async () => {
    const a = runner();
    const b = runner();
    const took: string[] = [];
    for (const [name, r] of [['a', a], ['b', b]] as const) {
      r.due.handle('test.race', async (trx, item) => {
        await post(trx, `race:${item.subject}:${name}`);
        took.push(item.subject);
      });
    }
    const subjects = Array.from({ length: 30 }, (_, k) => `s${String(k).padStart(2, '0')}`);
    for (const [k, s] of subjects.entries()) await schedule(a.due, 'test.race', s, T0 - 60_000 + k);
    const [doneA, doneB] = await Promise.all([a.due.runDue(), b.due.runDue()]);
    expect(doneA + doneB).toBe(30);
    expect(took.sort()).toEqual(subjects);
    // One committed entry per item, whichever runner took it.
    const committed = (await entries('race:')).map((key) => key.split(':')[2]);
    expect(committed.sort()).toEqual(subjects);
    expect((await rows('test.race')).every((r) => r.state === 'done')).toBe(true);
    expect((await server.platform.deps.ledger.audit(server.platform.deps.db)).problems).toEqual([]);
  });

  it('rolls back a failing item alone, goes on with the others, and tries it again after the backoff', async () => {
    const { clock, due } = runner();
    let failing = 2;
    const order: string[] = [];
    due.handle('test.flaky', async (trx, item) => {
      await post(trx, `flaky:${item.subject}:${order.length}`);
      if (item.subject === 'bad' && failing > 0) { failing -= 1; throw new Error('the far side is down'); }
      order.push(item.subject);
    });
    await schedule(due, 'test.flaky', 'bad', T0 - 3000);
    await schedule(due, 'test.flaky', 'good1', T0 - 2000);
    await schedule(due, 'test.flaky', 'good2', T0 - 1000);
    expect(await due.runDue()).toBe(2);
    expect(order).toEqual(['good1', 'good2']);
    const [bad] = (await rows('test.flaky')).filter((r) => r.subject === 'bad');
    expect([bad.state, bad.attempts, bad.last_error, Number(bad.run_at)]).toEqual(['pending', 1n, 'the far side is down', T0 + retryDelay(1)]);
    // Nothing the failed attempt wrote is kept.
    expect(await entries('flaky:bad')).toEqual([]);

    expect(await due.runDue()).toBe(0);
    clock.advance(retryDelay(1));
    expect(await due.runDue()).toBe(0);
    const [again] = (await rows('test.flaky')).filter((r) => r.subject === 'bad');
    expect([again.attempts, Number(again.run_at)]).toEqual([2n, T0 + retryDelay(1) + retryDelay(2)]);
    expect(retryDelay(2)).toBeGreaterThan(retryDelay(1));
    clock.advance(retryDelay(2));
    expect(await due.runDue()).toBe(1);
    expect(order).toEqual(['good1', 'good2', 'bad']);
    expect(await entries('flaky:bad')).toEqual(['test-due:flaky:bad:2']);
    const [done] = (await rows('test.flaky')).filter((r) => r.subject === 'bad');
    expect([done.state, done.last_error]).toEqual(['done', null]);
  });

  it('puts an item that is not ready off to the time its handler names, without counting a failure', async () => {
    const { clock, due } = runner();
    let ready = false;
    due.handle('test.later', async () => { if (!ready) throw new NotDueYet(T0 + 3_600_000, 'market closed'); });
    await schedule(due, 'test.later', 'x', T0);
    expect(await due.runDue()).toBe(0);
    const [row] = await rows('test.later');
    expect([row.state, row.attempts, row.last_error, Number(row.run_at)]).toEqual(['pending', 0n, 'market closed', T0 + 3_600_000]);
    ready = true;
    clock.advance(3_599_000);
    expect(await due.runDue()).toBe(0);
    clock.advance(1000);
    expect(await due.runDue()).toBe(1);
  });
});
