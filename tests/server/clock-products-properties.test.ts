// Random programs over the clock-driven products (delivery contracts, AI Earn custody, new-coin
// subscription) on one platform with recorded prices and a manual clock: buys, early redemptions
// (at once and under review, approved or rejected), subscriptions and clock jumps from seconds to
// days with the due work run after each. After every step the ledger audit is clean, the delivery
// escrow holds exactly the open stakes, and every user's money is either in spot, held for a named
// open item (a custody order, a subscription under review, a locked allotment), or paid out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type TestServer } from './harness';
import { contractServer, usdt, type ContractServer } from './contract-fixtures';
import { operatorToken, setSettings } from './withdraw-fixtures';
import { createUser } from './funds-fixtures';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import type { AppDeps } from '../../server/app-deps';
import type { Deps } from '../../server/deps';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const START = Date.UTC(2026, 0, 5, 6, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Each run has its own stretch of time; the feed ticks every 4 s through the first three hours of each. */
const SLOT = 8 * DAY;
const SLOTS = 25;
const LIVE = 3 * HOUR;
const FUNDS = usdt('5000');
const USERS = 3;

/** BTC moves up and down (wins, losses and draws); ETH stays flat (draws). */
function marksFile(): string {
  const lines: string[] = [];
  for (let slot = 0; slot < SLOTS; slot++) {
    for (let s = 0; s < LIVE / SECOND; s += 4) {
      const offsetMs = slot * SLOT + s * SECOND;
      const step = ((s * 37 + slot * 11) % 21) - 10;
      lines.push(JSON.stringify({ symbol: 'BTCUSDT', offsetMs, price: String(65_000 + step * 5) }));
      lines.push(JSON.stringify({ symbol: 'ETHUSDT', offsetMs, price: '3200' }));
    }
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clock-products-marks-'));
  const file = path.join(dir, 'marks.jsonl');
  fs.writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

let server: ContractServer;
beforeAll(async () => { server = await contractServer(marksFile(), START); }, 60_000);
afterAll(async () => { await server.stop(); });

const deps = (): Deps => server.platform.deps;
const appDeps = () => server.platform.deps as AppDeps;
const clock = () => server.clock as unknown as { now(): number; set(ms: number): void };

const user = fc.nat(USERS - 1);
const step = fc.oneof(
  { weight: 3, arbitrary: fc.record({
    kind: fc.constant('delivery' as const), user,
    symbol: fc.constantFrom('BTCUSDT', 'BTCUSDT', 'BTCUSDT', 'ETHUSDT', 'ETHUSDT', 'TRXUSDT', 'XAUUSDT'),
    direction: fc.constantFrom('up', 'up', 'up', 'down', 'down', 'down', 'sideways'),
    amount: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 10, max: 400 }).map(String) }, { weight: 1, arbitrary: fc.constantFrom('9.99', '5000.01', '4999', '12.5') }),
    duration: fc.constantFrom(60, 60, 60, 300, 300, 900, 120),
  }) },
  { weight: 3, arbitrary: fc.record({
    kind: fc.constant('custody' as const), user,
    product: fc.constantFrom('m1', 'm1', 'm6', 'y1', 'zz'),
    amount: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 10, max: 1500 }).map(String) }, { weight: 1, arbitrary: fc.constantFrom('9.99', '100000.01', '123.456789', '0') }),
  }) },
  { weight: 3, arbitrary: fc.record({
    kind: fc.constant('redeem' as const), user, pick: fc.nat(20), review: fc.boolean(), wrongPenalty: fc.nat(3).map((n) => n === 0),
  }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('decide' as const), pick: fc.nat(20), approve: fc.boolean() }) },
  { weight: 3, arbitrary: fc.record({
    kind: fc.constant('subscribe' as const), user,
    quantity: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 60 }).map((lots) => String(lots * 10)) }, { weight: 1, arbitrary: fc.constantFrom('15', '0', '5') }),
  }) },
  { weight: 4, arbitrary: fc.record({
    kind: fc.constant('jump' as const),
    ms: fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 1, max: 120 }).map((s) => s * SECOND) },
      { weight: 3, arbitrary: fc.integer({ min: 2, max: 30 }).map((m) => m * MINUTE) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 20 }).map((h) => h * HOUR) },
      { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }).map((d) => d * DAY) },
    ),
  }) },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const project = fc.record({
  opensIn: fc.integer({ min: 1, max: 120 }).map((s) => s * SECOND),
  lasts: fc.constantFrom(3 * MINUTE, 10 * MINUTE, HOUR, 5 * HOUR),
  listsAfter: fc.constantFrom(MINUTE, HOUR, DAY),
  lots: fc.integer({ min: 10, max: 100 }),
  maxLots: fc.integer({ min: 20, max: 50 }),
  lockDays: fc.integer({ min: 0, max: 2 }),
});

let runs = 0;
let symbols = 0;
const nextSymbol = () => `PQ${String.fromCharCode(65 + (symbols % 26))}${String.fromCharCode(65 + Math.floor(symbols++ / 26))}`;
const everyone: string[] = [];
/** What the programs did, to show they reach every path and not only the refusals. */
const seen = new Map<string, number>();
const note = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

/** An operator session opened at most six hours ago on the manual clock (they last twelve). */
const sessions = new Map<string, { token: string; since: number }>();
async function operator(server: TestServer, role: 'admin' | 'reviewer') {
  const known = sessions.get(role);
  if (known && clock().now() - known.since < 6 * HOUR) return known.token;
  const token = await operatorToken(server, role);
  sessions.set(role, { token, since: clock().now() });
  return token;
}

/** Moves time as the jobs would (the feed, the mark guard, the settling runtimes), then runs the due work. */
async function advance(ms: number) {
  const d = appDeps();
  const target = clock().now() + ms;
  const stepMs = ms <= 2 * MINUTE ? SECOND : ms;
  while (clock().now() < target) {
    clock().set(Math.min(clock().now() + stepMs, target));
    d.spot.stepFeed();
    d.marks.check();
    await d.contracts.settled();
    await d.delivery.settled();
  }
  await deps().due.runDue();
}

/** A response: done, or refused with a translated business code; never an internal failure. */
function expectAnswer(res: { code: number; message: string }, what: string) {
  expect(res.code === 0 || (res.code >= 4000 && res.code < 5000), `${what}: ${res.code} ${res.message}`).toBe(true);
  if (res.code !== 0) expect(res.message, what).not.toBe('');
}

describe('random programs over the clock-driven products', () => {
  it('keep the ledger balanced and every user\'s money in spot, held for a named item, or paid out', async () => {
    await fc.assert(fc.asyncProperty(project, fc.array(step, { minLength: 8, maxLength: 18 }), async (terms, program) => {
      const d = deps();
      const run = runs++;
      // A run starts at the beginning of its own stretch of recorded prices.
      const slotStart = START + Math.min(run, SLOTS - 1) * SLOT;
      if (clock().now() < slotStart) await advance(slotStart - clock().now());
      const slotEnd = slotStart + SLOT - HOUR;

      const users: Array<{ id: string; token: string }> = [];
      for (let i = 0; i < USERS; i++) {
        const u = await createUser(d, `run${run}u${i}`);
        await d.db.transaction().execute((trx) => d.ledger.post(trx, {
          reason: 'deposit', refType: 'test', refId: u.id, idempotencyKey: `test-clock-products-fund:${u.id}`,
          postings: [{ account: systemAccount('chain:TEST', 'USDT'), amount: -FUNDS }, { account: userAccount(u.id, 'USDT', 'spot'), amount: FUNDS }],
        }));
        await d.db.insertInto('delivery_risk_notices').values({ user_id: u.id, acknowledged_at: BigInt(clock().now()) }).execute();
        users.push(u);
        everyone.push(u.id);
      }

      const now = clock().now();
      const startsAt = now + terms.opensIn;
      const endsAt = startsAt + terms.lasts;
      const created = await server.call('web/opsCreateNewcoin', {
        name: `Run ${run}`, symbol: nextSymbol(), issue_price: '0.5', quantity: String(terms.lots * 10), circulation: '100000', lot: '10',
        min_per_user: '10', max_per_user: String(terms.maxLots * 10), starts_at: startsAt, ends_at: endsAt, listing_at: endsAt + terms.listsAfter,
        lock_days: terms.lockDays, description: 'A coin of a random program',
      }, { token: await operator(server, 'admin') });
      expect(created.code, created.message).toBe(0);
      const projectId = created.data.id as string;

      await expectConsistent(users.map((u) => u.id));
      for (const s of program) {
        await perform(s, users, projectId, slotEnd);
        await expectConsistent(users.map((u) => u.id));
      }
      // The window closes before the run ends: the allocation is always part of it.
      if (clock().now() <= endsAt) {
        await advance(endsAt + SECOND - clock().now());
        await expectConsistent(users.map((u) => u.id));
      }
      // Everyone of every run so far, not only this run's users.
      await expectConsistent(everyone);
    }), { numRuns: 16, seed: 20261127, endOnFailure: true });

    // The programs bought, settled, accrued, redeemed, reviewed, allocated and released, and were refused too.
    for (const what of ['delivery:0', 'delivery:refused', 'custody:0', 'custody:refused', 'redeem:0', 'redeem:refused', 'approve', 'reject', 'subscribe:0', 'subscribe:refused']) {
      expect(seen.get(what) ?? 0, what).toBeGreaterThan(0);
    }
    // Seen along the way: settled each way, held, ended both ways, allocated, locked and released.
    for (const state of ['delivery.open', 'delivery.won', 'delivery.lost', 'delivery.draw', 'earn.custody', 'earn.redeeming', 'earn.rejected', 'earn.redeemed',
      'earn.completed', 'subscription.review', 'subscription.passed', 'subscription.released']) {
      expect(seen.get(state) ?? 0, state).toBeGreaterThan(0);
    }
    const d = deps();
    const accrued = await d.db.selectFrom('earn_accruals').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(accrued.n)).toBeGreaterThan(0);
  }, 480_000);
});

async function perform(s: Step, users: Array<{ id: string; token: string }>, projectId: string, slotEnd: number) {
  switch (s.kind) {
    case 'delivery': {
      const res = await server.call('web/deliveryBuy', { symbol: s.symbol, direction: s.direction, amount: s.amount, duration: s.duration }, { token: users[s.user].token });
      expectAnswer(res, `delivery ${JSON.stringify(s)}`);
      note(res.code === 0 ? 'delivery:0' : 'delivery:refused');
      return;
    }
    case 'custody': {
      const res = await server.call('web/buyProfit', { id: s.product, amount: s.amount }, { token: users[s.user].token });
      expectAnswer(res, `custody ${JSON.stringify(s)}`);
      note(res.code === 0 ? 'custody:0' : 'custody:refused');
      return;
    }
    case 'redeem': {
      const u = users[s.user];
      const held = await server.call('web/getMyprofit', { tab: 'held' }, { token: u.token });
      expect(held.code).toBe(0);
      if (held.data.length === 0) return;
      const order = held.data[s.pick % held.data.length];
      await setSettings(deps(), { 'earn.redeemReview': s.review });
      const penalty = order.redeem_quote ? order.redeem_quote.penalty : '1';
      const res = await server.call('web/sellProfit', { id: order.id, penalty: s.wrongPenalty ? `${penalty}1` : penalty }, { token: u.token });
      expectAnswer(res, `redeem ${JSON.stringify(s)}`);
      note(res.code === 0 ? 'redeem:0' : 'redeem:refused');
      if (s.wrongPenalty || order.state === 'redeeming') expect(res.code).not.toBe(0);
      return;
    }
    case 'decide': {
      const token = await operator(server, 'reviewer');
      const queue = await server.call('web/opsRedemptionQueue', {}, { token });
      expect(queue.code, queue.message).toBe(0);
      if (queue.data.length === 0) return;
      const id = queue.data[s.pick % queue.data.length].order.id;
      const res = s.approve
        ? await server.call('web/opsApproveRedemption', { id, reason: 'checked' }, { token })
        : await server.call('web/opsRejectRedemption', { id, reason: 'Ask again later' }, { token });
      expect(res.code, res.message).toBe(0);
      note(s.approve ? 'approve' : 'reject');
      return;
    }
    case 'subscribe': {
      const res = await server.call('web/subscribeNewcoin', { id: projectId, quantity: s.quantity }, { token: users[s.user].token });
      expectAnswer(res, `subscribe ${JSON.stringify(s)}`);
      note(res.code === 0 ? 'subscribe:0' : 'subscribe:refused');
      return;
    }
    case 'jump': {
      // Time stays inside the run's stretch; a jump past it is left out.
      if (clock().now() + s.ms > slotEnd) return;
      await advance(s.ms);
      return;
    }
  }
}

const sum = <T>(rows: T[], f: (r: T) => bigint) => rows.reduce((a, r) => a + f(r), 0n);
const big = (v: bigint | number | string | null) => BigInt(v ?? 0);

/** The invariants, as exact equalities. */
async function expectConsistent(userIds: string[]) {
  const d = deps();
  const report = await d.ledger.audit(d.db);
  expect(report.problems).toEqual([]);

  // Nothing due is left failing.
  const failing = await d.db.selectFrom('due_work').select(['kind', 'subject', 'last_error']).where('state', '=', 'pending').where('attempts', '>', 0n).execute();
  expect(failing).toEqual([]);

  // The delivery escrow holds exactly the stakes of the open orders.
  const open = await d.db.selectFrom('delivery_orders').select('amount').where('state', '=', 'open').execute();
  expect(await d.ledger.balance(d.db, systemAccount('delivery-escrow', 'USDT'))).toBe(sum(open, (o) => big(o.amount)));

  for (const id of userIds) {
    const accounts = await d.db.selectFrom('ledger_accounts').select(['asset', 'wallet', 'balance']).where('owner_kind', '=', 'user').where('owner_id', '=', id).execute();
    const balance = (asset: string, wallet: string) => big(accounts.find((a) => a.asset === asset && a.wallet === wallet)?.balance ?? 0n);
    const delivery = await d.db.selectFrom('delivery_orders').select(['state', 'amount', 'payout']).where('user_id', '=', id).execute();
    const earn = await d.db.selectFrom('earn_orders').select(['state', 'amount', 'profit', 'penalty', 'returned']).where('user_id', '=', id).execute();
    const subs = await d.db.selectFrom('newcoin_subscriptions').innerJoin('newcoin_projects', 'newcoin_projects.id', 'newcoin_subscriptions.project_id')
      .select(['newcoin_projects.symbol', 'newcoin_subscriptions.state', 'frozen', 'pass_quantity', 'paid', 'refunded'])
      .where('newcoin_subscriptions.user_id', '=', id).execute();

    for (const r of delivery) note(`delivery.${r.state}`);
    for (const r of earn) note(`earn.${r.state}`);
    for (const r of subs) note(`subscription.${r.state}`);
    const settled = delivery.filter((o) => o.state !== 'open');
    const heldEarn = earn.filter((o) => ['custody', 'redeeming', 'rejected'].includes(o.state));
    const endedEarn = earn.filter((o) => ['redeemed', 'completed'].includes(o.state));
    const review = subs.filter((s) => s.state === 'review');
    const allocated = subs.filter((s) => s.state !== 'review');
    for (const o of endedEarn) expect(big(o.returned)).toBe(big(o.amount) + big(o.profit) - big(o.penalty));
    for (const s of allocated) expect(big(s.paid) + big(s.refunded)).toBe(big(s.frozen));

    // Held for a named item.
    expect(balance('USDT', 'earn'), `earn wallet of ${id}`).toBe(sum(heldEarn, (o) => big(o.amount) + big(o.profit)));
    expect(balance('USDT', 'launchpad'), `launchpad wallet of ${id}`).toBe(sum(review, (s) => big(s.frozen)));
    // In spot: the funds, less what was staked, put in custody and frozen, plus what came back.
    expect(balance('USDT', 'spot'), `spot of ${id}`).toBe(FUNDS
      - sum(delivery, (o) => big(o.amount)) + sum(settled, (o) => big(o.payout))
      - sum(earn, (o) => big(o.amount)) + sum(endedEarn, (o) => big(o.returned))
      - sum(subs, (s) => big(s.frozen)) + sum(allocated, (s) => big(s.refunded)));
    expect(balance('USDT', 'spot')).toBeGreaterThanOrEqual(0n);
    // In all: the funds plus what was paid out, less what was paid in.
    const usdtTotal = accounts.filter((a) => a.asset === 'USDT').reduce((t, a) => t + big(a.balance), 0n);
    expect(usdtTotal + sum(delivery.filter((o) => o.state === 'open'), (o) => big(o.amount)), `USDT of ${id}`).toBe(FUNDS
      + sum(settled, (o) => big(o.payout) - big(o.amount))
      + sum(earn, (o) => big(o.profit)) - sum(endedEarn, (o) => big(o.penalty))
      - sum(allocated, (s) => big(s.paid)));

    // Coins: locked while passed, in spot once released.
    const coins = new Set(subs.map((s) => s.symbol));
    for (const symbol of coins) {
      const mine = subs.filter((s) => s.symbol === symbol);
      expect(balance(symbol, 'locked'), `locked ${symbol} of ${id}`).toBe(sum(mine.filter((s) => s.state === 'passed'), (s) => big(s.pass_quantity)));
      expect(balance(symbol, 'spot'), `${symbol} of ${id}`).toBe(sum(mine.filter((s) => s.state === 'released'), (s) => big(s.pass_quantity)));
    }
    // No money anywhere else.
    const explained = (a: { asset: string; wallet: string }) =>
      (a.asset === 'USDT' && ['spot', 'earn', 'launchpad'].includes(a.wallet)) || (coins.has(a.asset) && ['spot', 'locked'].includes(a.wallet));
    expect(accounts.filter((a) => !explained(a) && big(a.balance) !== 0n)).toEqual([]);
  }
}
