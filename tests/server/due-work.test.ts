// Due work (server/jobs/due-work.ts): items scheduled once per kind and subject, taken in due-time
// order, each in one transaction with its handler, never twice even with two runners racing, a
// failing item rolled back alone and tried again later; and its first user, the contract
// financing rolls, caught up in order after the server was down over several midnights, and
// waiting over a weekend for a closed market's first mark.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from 'kysely';
import type { Platform } from '../../server/app';
import { ManualClock, cryptoRandom, makeIds } from '../../server/platform';
import { createDueWork, NotDueYet, retryDelay, type DueWork } from '../../server/jobs/due-work';
import type { Database } from '../../server/db/schema';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import { contractInstruments } from '../../server/modules/contract/contract-instruments';
import { createTestDatabase, startTestServer, type TestServer } from './harness';
import { createUser } from './funds-fixtures';
import { contractServer, expectCleanAudit, recording, restarts, trader, usdt, type ContractServer } from './contract-fixtures';

const T0 = Date.UTC(2026, 0, 5, 6, 0, 0);
const DAY = 86_400_000;

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

  it('takes items due at the same moment in the order they were scheduled, past the ones of kinds it does not handle', async () => {
    const { due } = runner();
    const order: string[] = [];
    due.handle('test.same', async (_trx, item) => { order.push(item.subject); });
    const subjects = Array.from({ length: 40 }, (_, k) => `m${String((k * 17) % 40).padStart(2, '0')}`);
    for (const [k, subject] of subjects.entries()) {
      await schedule(due, 'test.same', subject, T0 - 5000);
      if (k % 10 === 0) await schedule(due, 'test.same-unhandled', subject, T0 - 6000);
    }
    expect(await due.runDue()).toBe(40);
    expect(order).toEqual(subjects);
    expect((await rows('test.same-unhandled')).map((r) => r.state)).toEqual(['pending', 'pending', 'pending', 'pending']);
  });

  it('marks the pending items an area did itself done in its transaction, with nothing else changed', async () => {
    const { clock, due } = runner();
    const ran: string[] = [];
    due.handle('test.complete', async (_trx, item) => { ran.push(item.subject); });
    for (const subject of ['a', 'b', 'c', 'gone']) await schedule(due, 'test.complete', subject, T0 - 1000);
    await schedule(due, 'test.complete-other', 'a', T0 - 1000);
    clock.set(T0 - 500);
    await server.platform.deps.db.transaction().execute((trx) => due.complete(trx, 'test.complete', ['gone']));
    // A transaction that rolls back leaves its items pending.
    await expect(server.platform.deps.db.transaction().execute(async (trx) => {
      await due.complete(trx, 'test.complete', ['b']);
      throw new Error('the settlement failed');
    })).rejects.toThrow('the settlement failed');
    clock.set(T0);
    await server.platform.deps.db.transaction().execute((trx) => due.complete(trx, 'test.complete', ['a', 'gone', 'nobody']));
    const state = async (kind: string) => (await rows(kind)).map((r) => `${r.subject}:${r.state}:${r.done_at === null ? '-' : Number(r.done_at) - T0}`);
    // An item done before keeps its time; another kind's item of the same subject is not touched.
    expect(await state('test.complete')).toEqual(['a:done:0', 'b:pending:-', 'c:pending:-', 'gone:done:-500']);
    expect(await state('test.complete-other')).toEqual(['a:pending:-']);
    expect(await due.runDue()).toBe(2);
    expect(ran).toEqual(['b', 'c']);
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

describe('contract financing after the server was down over three midnights', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'due-financing-'));
  // 65000 every ten minutes for two days, then a feed from the restart.
  const before = recording({ BTCUSDT: [[0, '65000']] }, 2 * 86_400, 600);
  const after = recording({ BTCUSDT: [[0, '65000']] }, 120);
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const clock = new ManualClock(T0);

  beforeAll(async () => { database = await createTestDatabase(); });
  afterAll(async () => { await database.drop(); fs.rmSync(dataDir, { recursive: true, force: true }); });

  const { platformOn, post } = restarts(dataDir, () => database.url, clock);
  async function open(platform: Platform, token: string) {
    const opened = await post(platform, 'web/contractOpen', { symbol: 'BTCUSDT', side: 'long', lots: '1', leverage: '10' }, token);
    expect(opened.code, opened.message).toBe(0);
    return opened.data.id as string;
  }
  const position = (platform: Platform, id: string) => platform.deps.db.selectFrom('contract_positions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const financingKeys = async (platform: Platform, id: string) => (await platform.deps.db.selectFrom('journal_entries').select('idempotency_key')
    .where('ref_id', '=', id).where('reason', '=', 'contract.financing').execute()).map((e) => e.idempotency_key).sort();
  const roll = (day: number) => Date.UTC(2026, 0, day);

  it('charges each missed roll once, in order, only to the positions open over it', async () => {
    const first = await platformOn(before);
    const deps = first.deps;
    const user = await createUser(deps, 'sleeper');
    await deps.db.transaction().execute((trx) => deps.ledger.post(trx, {
      reason: 'deposit', refType: 'test', refId: user.id, idempotencyKey: `test-due-financing:${user.id}`,
      postings: [{ account: systemAccount('chain:TEST', 'USDT'), amount: -usdt('100') }, { account: userAccount(user.id, 'USDT', 'contract'), amount: usdt('100') }],
    }));
    expect((await post(first, 'web/contractAcknowledgeRisk', {}, user.token)).code).toBe(0);
    // Monday 06:00: the first position; Tuesday 18:00 (after Tuesday's roll): the second.
    const early = await open(first, user.token);
    clock.set(T0 + 36 * 3_600_000);
    first.deps.spot.stepFeed();
    first.deps.marks.check();
    await first.deps.contracts.settled();
    const late = await open(first, user.token);
    // Down before the due work ran Tuesday's roll (the scheduler does not run in tests).
    await first.close();

    // Up again on Thursday 06:00: the rolls of Tuesday, Wednesday and Thursday are done at start.
    clock.set(T0 + 3 * DAY);
    const second = await platformOn(after);
    const day = usdt('0.0065');
    expect((await position(second, early)).financing).toBe(3n * day);
    expect((await position(second, late)).financing).toBe(2n * day);
    expect(await financingKeys(second, early)).toEqual([6, 7, 8].map((d) => `contract:financing:${early}:${roll(d)}`).sort());
    expect(await financingKeys(second, late)).toEqual([7, 8].map((d) => `contract:financing:${late}:${roll(d)}`).sort());
    expect(Number((await position(second, early)).financed_at)).toBe(roll(8));
    const chain = await second.deps.db.selectFrom('due_work').select(['subject', 'state', 'due_at']).where('kind', '=', 'contract.financing')
      .where('subject', 'like', 'BTCUSDT/%').orderBy('due_at').execute();
    expect(chain.map((r) => [r.subject, r.state, Number(r.due_at)])).toEqual([
      ['BTCUSDT/2026-01-05', 'done', roll(5)], ['BTCUSDT/2026-01-06', 'done', roll(6)], ['BTCUSDT/2026-01-07', 'done', roll(7)],
      ['BTCUSDT/2026-01-08', 'done', roll(8)], ['BTCUSDT/2026-01-09', 'pending', roll(9)],
    ]);
    expect(await second.deps.db.selectFrom('due_work').select('id').where('kind', '=', 'contract.financing').where('state', '=', 'pending').execute())
      .toHaveLength(contractInstruments.length);
    expect(await second.deps.due.runDue()).toBe(0);

    // A roll done again (its row put back) charges nobody twice.
    await second.deps.db.updateTable('due_work').set({ state: 'pending' }).where('kind', '=', 'contract.financing').where('subject', '=', 'BTCUSDT/2026-01-07').execute();
    expect(await second.deps.due.runDue()).toBe(1);
    expect((await position(second, early)).financing).toBe(3n * day);
    expect((await position(second, late)).financing).toBe(2n * day);
    await second.close();

    // And a third start on the same day finds nothing due.
    const third = await platformOn(after);
    expect((await position(third, early)).financing).toBe(3n * day);
    expect(await financingKeys(third, early)).toHaveLength(3);
    const money = await third.deps.db.selectFrom('contract_money').select(['position_id', 'amount']).where('kind', '=', 'financing').execute();
    expect(money.map((m) => [m.position_id, m.amount]).sort()).toEqual([[early, -day], [early, -day], [early, -day], [late, -day], [late, -day]].sort());
    expect(await third.deps.ledger.balance(third.deps.db, systemAccount('contract-financing', 'USDT'))).toBe(5n * day);
    expect(await third.deps.ledger.balance(third.deps.db, userAccount(user.id, 'USDT', 'contract_frozen')))
      .toBe((await position(third, early)).margin + (await position(third, late)).margin);
    expect((await third.deps.ledger.audit(third.deps.db)).problems).toEqual([]);
    await third.close();
  });
});

describe('contract financing of a market closed over the weekend', () => {
  let server: ContractServer;
  const HOUR = 3600;
  // Friday 20:59:50 UTC; gold closes at 21:00 and opens again on Sunday at 22:00 (49 hours on).
  beforeAll(async () => {
    server = await contractServer(recording({ XAUUSDT: [[0, '2400'], [10, ''], [49 * HOUR + 10, '2410']] }, 49 * HOUR + 40), Date.UTC(2026, 0, 9, 20, 59, 50));
  });
  afterAll(async () => { await server.stop(); });
  const chain = async (symbol: string) => (await server.platform.deps.db.selectFrom('due_work').select(['subject', 'state', 'run_at', 'attempts'])
    .where('kind', '=', 'contract.financing').where('subject', 'like', `${symbol}/%`).orderBy('due_at').execute())
    .map((r) => [r.subject, r.state, Number(r.run_at), Number(r.attempts)]);

  it('puts the rolls off to the opening, then charges each once at the first mark, without holding back the others', async () => {
    const u = await trader(server, usdt('1000'), 'weekend');
    const p = (await server.call('web/contractOpen', { symbol: 'XAUUSDT', side: 'long', lots: '1', leverage: 20 }, { token: u.token })).data;
    const deps = server.platform.deps;
    // Runs the due work and answers how many financing rolls it did (other kinds, such as the
    // scheduled proof-of-liabilities snapshot, fall due over these hours too).
    const rollsDone = async () => Number((await deps.db.selectFrom('due_work').select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'contract.financing').where('state', '=', 'done').executeTakeFirstOrThrow()).n);
    const runRolls = async () => {
      const before = await rollsDone();
      await deps.due.runDue();
      return (await rollsDone()) - before;
    };
    const opens = Date.UTC(2026, 0, 11, 22);

    // Saturday 00:00:10: gold has no mark, so its roll waits for the opening; bitcoin's goes on.
    await server.jumpTo(3 * HOUR + 20);
    expect(await runRolls()).toBe(contractInstruments.length - 1);
    expect(await chain('XAUUSDT')).toEqual([['XAUUSDT/2026-01-09', 'done', Date.UTC(2026, 0, 9), 0], ['XAUUSDT/2026-01-10', 'pending', opens, 0]]);
    // Sunday 00:00:10: still closed; bitcoin's next roll is done.
    await server.jumpTo(27 * HOUR + 20);
    expect(await runRolls()).toBe(contractInstruments.length - 1);
    expect((await chain('BTCUSDT')).map((r) => r.slice(0, 2))).toEqual([
      ['BTCUSDT/2026-01-09', 'done'], ['BTCUSDT/2026-01-10', 'done'], ['BTCUSDT/2026-01-11', 'done'], ['BTCUSDT/2026-01-12', 'pending']]);
    let [now] = (await server.call('web/contractPositions', {}, { token: u.token })).data;
    expect(now).toMatchObject({ id: p.id, financing: '0' });

    // Sunday 22:00, the first mark of the week (2410): Saturday's and Sunday's rolls, in order, once each.
    await server.jumpTo(49 * HOUR + 10);
    expect(await runRolls()).toBe(2);
    expect(await runRolls()).toBe(0);
    [now] = (await server.call('web/contractPositions', {}, { token: u.token })).data;
    // 2410 USDT of notional at 0.02% a day, twice.
    expect(now).toMatchObject({ id: p.id, financing: '0.964' });
    const keys = (await deps.db.selectFrom('journal_entries').select('idempotency_key').where('ref_id', '=', p.id).where('reason', '=', 'contract.financing').execute())
      .map((e) => e.idempotency_key).sort();
    expect(keys).toEqual([10, 11].map((d) => `contract:financing:${p.id}:${Date.UTC(2026, 0, d)}`));
    expect((await chain('XAUUSDT')).at(-1)).toEqual(['XAUUSDT/2026-01-12', 'pending', Date.UTC(2026, 0, 12), 0]);
    await expectCleanAudit(server);
  });
});
