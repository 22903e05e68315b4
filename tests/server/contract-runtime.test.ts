// The contract risk runtime beyond single marks: the private `positions` and public `mark:<symbol>`
// streams, a day's financing over the 00:00 UTC roll, and a restart on the same database that
// keeps open positions in the book and still liquidates them exactly once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Platform } from '../../server/app';
import { ManualClock } from '../../server/platform';
import { contractServer, expectCleanAudit, recording, restarts, trader, usdt, wallets, type ContractServer } from './contract-fixtures';
import { createTestDatabase } from './harness';
import { createUser } from './funds-fixtures';
import { connectWs } from './ws-client';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import { contractInstruments } from '../../server/modules/contract/contract-instruments';

describe('streams of positions and marks', () => {
  let server: ContractServer;
  beforeAll(async () => { server = await contractServer(recording({ BTCUSDT: [[0, '65000'], [4, '65100']] }, 60)); });
  afterAll(async () => { await server.stop(); });

  it('sends the mark and, once per mark batch, the holder\'s positions with live PnL and margin ratio', async () => {
    const u = await trader(server, usdt('100'), 'streamer');
    const p = (await server.call('web/contractOpen', { symbol: 'BTCUSDT', side: 'long', lots: '1', leverage: 10 }, { token: u.token })).data;
    const c = await connectWs(server);
    c.send({ op: 'auth', token: u.token });
    await c.until((m) => m.some((x) => x.op === 'auth'));
    c.send({ op: 'subscribe', channel: 'positions' });
    c.send({ op: 'subscribe', channel: 'mark:BTCUSDT' });
    c.send({ op: 'subscribe', channel: 'mark:NOPEUSDT' });
    await c.until((m) => m.filter((x) => x.op === 'subscribed').length === 2 && m.some((x) => x.op === 'error'));
    expect(c.messages.find((x) => x.op === 'error')).toMatchObject({ channel: 'mark:NOPEUSDT', error: 'unknownChannel' });

    await server.clockAt(4);
    await c.until((m) => m.some((x) => x.channel === 'positions' && !x.op && x.data[0]?.mark_price === '65100'));
    const marks = c.messages.filter((x) => x.channel === 'mark:BTCUSDT' && !x.op);
    expect(marks.at(-1)).toEqual({ channel: 'mark:BTCUSDT', data: { symbol: 'BTCUSDT', price: '65100', at: server.start + 4000, paused: null } });
    const last = c.messages.filter((x) => x.channel === 'positions' && !x.op).at(-1);
    // Entry 65006.5, mark 65100: +0.0935 on 0.001 BTC.
    expect(last.data).toEqual([expect.objectContaining({ id: p.id, state: 'open', mark_price: '65100', pnl: '0.0935' })]);
    expect(Number(last.data[0].margin_ratio)).toBeGreaterThan(19);
    // One message per batch: never more positions messages than marks.
    expect(c.messages.filter((x) => x.channel === 'positions' && !x.op).length).toBeLessThanOrEqual(marks.length);
    c.ws.close();
  });

  it('builds each positions message from the positions it holds: the trading tab as stored, with no read per listener', async () => {
    const listeners: Array<{ user: { id: string; token: string }; c: Awaited<ReturnType<typeof connectWs>> }> = [];
    const opened: string[][] = [];
    for (let k = 0; k < 4; k += 1) {
      const user = await trader(server, usdt('100'), `listener${k}`);
      const ids: string[] = [];
      for (const side of ['long', 'short']) {
        const res = await server.call('web/contractOpen', { symbol: 'BTCUSDT', side, lots: '0.5', leverage: 10 }, { token: user.token });
        expect(res.code, res.message).toBe(0);
        ids.push(res.data.id);
      }
      opened.push(ids);
      const c = await connectWs(server);
      c.send({ op: 'auth', token: user.token });
      await c.until((m) => m.some((x) => x.op === 'auth'));
      c.send({ op: 'subscribe', channel: 'positions' });
      await c.until((m) => m.some((x) => x.op === 'subscribed'));
      listeners.push({ user, c });
    }
    // Moves made through the service: the runtime follows them without reading them back.
    expect((await server.call('web/contractSetTpSl', { position_id: opened[0][0], take_profit: '70000' }, { token: listeners[0].user.token })).code).toBe(0);
    expect((await server.call('web/contractClose', { position_id: opened[1][1] }, { token: listeners[1].user.token })).code).toBe(0);
    const waiting = await server.call('web/contractOpen', { symbol: 'BTCUSDT', side: 'long', type: 'limit', price: '60000', lots: '0.5', leverage: 10 }, { token: listeners[2].user.token });
    expect(waiting.data.state).toBe('pending');
    await server.clockAt(6);

    const executor = server.platform.deps.db.getExecutor();
    const spy = vi.spyOn(executor, 'executeQuery');
    const seen = listeners.map(({ c }) => c.messages.length);
    await server.clockAt(8);
    const reads = spy.mock.calls.filter(([q]) => /contract_positions|price_records/.test(q.sql));
    spy.mockRestore();
    expect(reads).toHaveLength(0);
    for (const [k, { user, c }] of listeners.entries()) {
      await c.until((m) => m.slice(seen[k]).some((x) => x.channel === 'positions' && !x.op));
      const last = c.messages.filter((x) => x.channel === 'positions' && !x.op).at(-1);
      const stored = (await server.call('web/contractPositions', { tab: 'trading', limit: 200 }, { token: user.token })).data;
      expect(last.data).toEqual(stored);
      expect(last.data.map((p: any) => p.id).sort()).toEqual(k === 1 ? [opened[1][0]] : [...opened[k]].sort());
      c.ws.close();
    }
    expect(listeners[0].c.messages.filter((x) => x.channel === 'positions' && !x.op).at(-1).data.find((p: any) => p.id === opened[0][0])).toMatchObject({ id: opened[0][0], take_profit: '70000', open_record: { price: '65100' } });
  });
});

describe('a liquidation storm', () => {
  let server: ContractServer;
  beforeAll(async () => { server = await contractServer(recording({ SOLUSDT: [[0, '150'], [20, '140']] }, 60)); });
  afterAll(async () => { await server.stop(); });

  it('settles every position one crash tick liquidates in one batch, each once, with the audit clean', async () => {
    const ids: string[] = [];
    const users: Array<{ id: string; token: string }> = [];
    for (let u = 0; u < 20; u += 1) {
      const user = await trader(server, usdt('100'), `storm${u}`);
      users.push(user);
      for (let k = 0; k < 10; k += 1) {
        const res = await server.call('web/contractOpen', { symbol: 'SOLUSDT', side: 'long', lots: '0.1', leverage: [10, 20, 50, 100][k % 4] }, { token: user.token });
        expect(res.code, res.message).toBe(0);
        ids.push(res.data.id);
      }
    }
    const deps = server.platform.deps;
    expect(deps.contracts.watched()).toBe(200);
    const counterpartyBefore = await deps.ledger.balance(deps.db, systemAccount('contract-counterparty', 'USDT'));
    const started = performance.now();
    await server.clockAt(21);
    const took = performance.now() - started;
    const rows = await deps.db.selectFrom('contract_positions').select(['state', 'returned', 'leverage']).where('id', 'in', ids).execute();
    // 10x goes near 135.7: a 6.7% fall takes the 20x, 50x and 100x ones (7 of each user's 10) only.
    expect(rows.filter((r) => r.state === 'liquidated').every((r) => Number(r.leverage) > 10)).toBe(true);
    expect(rows.filter((r) => r.state === 'liquidated')).toHaveLength(140);
    expect(rows.filter((r) => r.state === 'open')).toHaveLength(60);
    expect(rows.filter((r) => r.state === 'liquidated').every((r) => BigInt(r.returned!) === 0n)).toBe(true);
    expect(deps.contracts.watched()).toBe(60);
    const settlements = await deps.db.selectFrom('journal_entries').select('idempotency_key').where('reason', '=', 'contract.liquidate').execute();
    expect(new Set(settlements.map((e) => e.idempotency_key)).size).toBe(140);
    expect(settlements).toHaveLength(140);
    // The counterparty took every liquidated margin and bore the loss beyond it.
    expect((await deps.ledger.balance(deps.db, systemAccount('contract-counterparty', 'USDT'))) - counterpartyBefore).toBeGreaterThan(0n);
    for (const u of users.slice(0, 3)) expect((await wallets(server, u.id)).frozen).toBeGreaterThan(0n);
    await expectCleanAudit(server);
    // A figure to watch, not a budget: the storm's settle time in one transaction.
    console.info(`contract storm: 140 liquidations settled in ${took.toFixed(0)} ms (${server.platform.deps.dialect})`);
  });
});

describe('a CFD outside its trading hours', () => {
  let server: ContractServer;
  const HOUR = 3600;
  // Friday 20:59:50 UTC; gold closes at 21:00 and opens again on Sunday at 22:00 (49 hours on).
  beforeAll(async () => {
    server = await contractServer(recording({ XAUUSDT: [[0, '2400'], [10, ''], [49 * HOUR + 10, '2410']] }, 49 * HOUR + 40), Date.UTC(2026, 0, 9, 20, 59, 50));
  });
  afterAll(async () => { await server.stop(); });

  it('refuses opens naming when the market opens, keeps a close waiting, and settles it at the first mark of the week', async () => {
    const u = await trader(server, usdt('1000'), 'gold');
    const p = (await server.call('web/contractOpen', { symbol: 'XAUUSDT', side: 'long', lots: '1', leverage: 20 }, { token: u.token })).data;
    expect(p).toMatchObject({ state: 'open', entry_price: '2400.36' });
    await server.clockAt(15);
    const refused = await server.call('web/contractOpen', { symbol: 'XAUUSDT', side: 'long', lots: '1', leverage: 20 }, { token: u.token });
    expect([refused.code, refused.message]).toEqual([4508, 'The XAUUSDT market is closed; it opens at 2026-01-11T22:00:00Z']);
    const gold = (await server.call('web/contractInstruments')).data.instruments.find((i: any) => i.symbol === 'XAUUSDT');
    expect(gold.mark).toMatchObject({ paused: 'closed', opens_at: Date.UTC(2026, 0, 11, 22) });
    const closing = await server.call('web/contractClose', { position_id: p.id }, { token: u.token });
    expect(closing.data).toMatchObject({ state: 'closing', exit_price: null });

    await server.jumpTo(49 * HOUR + 10);
    const [closed] = (await server.call('web/contractPositions', { tab: 'closed' }, { token: u.token })).data;
    // Sold at 2410 less half the 0.03% spread, on the grid: 2409.63.
    expect(closed).toMatchObject({ id: p.id, state: 'closed', exit_price: '2409.63', close_record: { price: '2410', at: Date.UTC(2026, 0, 11, 22) } });
    expect((await wallets(server, u.id)).frozen).toBe(0n);
    await expectCleanAudit(server);
  });
});

describe('pending limit opens in the trigger book', () => {
  let server: ContractServer;
  beforeAll(async () => { server = await contractServer(recording({ BTCUSDT: [[0, '65000'], [4, '64000'], [8, '66000'], [12, '63000']] }, 60)); });
  afterAll(async () => { await server.stop(); });

  it('fills a long limit at the first mark at or below it and a short one at the first at or above it, each once; a withdrawn one never', async () => {
    const u = await trader(server, usdt('1000'), 'limits');
    const limit = async (side: string, price: string) => {
      const res = await server.call('web/contractOpen', { symbol: 'BTCUSDT', side, type: 'limit', price, lots: '1', leverage: 10 }, { token: u.token });
      expect(res.data.state, res.message).toBe('pending');
      return res.data.id as string;
    };
    const buy = await limit('long', '64500');
    const sell = await limit('short', '65500');
    const withdrawn = await limit('long', '64800');
    const deps = server.platform.deps;
    expect(deps.contracts.watched()).toBe(3);
    expect((await server.call('web/contractCancel', { position_id: withdrawn }, { token: u.token })).code).toBe(0);
    expect(deps.contracts.watched()).toBe(2);

    await server.clockAt(4);
    const state = async () => new Map<string, any>((await deps.db.selectFrom('contract_positions').selectAll().where('user_id', '=', u.id).execute()).map((p) => [p.id, p]));
    let rows = await state();
    expect([rows.get(buy).state, rows.get(sell).state, rows.get(withdrawn).state]).toEqual(['open', 'pending', 'withdrawn']);
    // The better of the limit and the market (64000 plus half the spread).
    expect(BigInt(rows.get(buy).entry_price)).toBeLessThan(usdt('64500'));
    await server.clockAt(8);
    rows = await state();
    expect(rows.get(sell).state).toBe('open');
    expect(BigInt(rows.get(sell).entry_price)).toBeGreaterThan(usdt('65500'));
    // Both now watched as open positions, by their own liquidation prices.
    expect(deps.contracts.watched()).toBe(2);
    await server.clockAt(14);
    const fills = await deps.db.selectFrom('lifecycle_events').select('entity_id').where('event', '=', 'FILL').where('entity_id', 'in', [buy, sell, withdrawn]).execute();
    expect(fills.map((f) => f.entity_id).sort()).toEqual([buy, sell].sort());
    await expectCleanAudit(server);
  });
});

describe('financing over the 00:00 UTC roll', () => {
  let server: ContractServer;
  // Thirty seconds before midnight on a Monday.
  beforeAll(async () => { server = await contractServer(recording({ BTCUSDT: [[0, '65000']] }, 120), Date.UTC(2026, 0, 5, 23, 59, 30)); });
  afterAll(async () => { await server.stop(); });

  it('charges a day\'s rate on the notional at the mark from the margin, once, and moves the liquidation price', async () => {
    const u = await trader(server, usdt('100'), 'holder');
    const p = (await server.call('web/contractOpen', { symbol: 'BTCUSDT', side: 'long', lots: '1', leverage: 10 }, { token: u.token })).data;
    const deps = server.platform.deps;
    // The rolls are due work: the one before the start ran at start, the next is not due yet.
    expect(await deps.due.runDue()).toBe(0);
    await server.clockAt(40);
    // Every instrument's roll, one of them charging the position.
    expect(await deps.due.runDue()).toBe(contractInstruments.length);
    expect(await deps.due.runDue()).toBe(0);
    const [now] = (await server.call('web/contractPositions', {}, { token: u.token })).data;
    // 65 USDT of notional at 0.01% a day.
    expect(now).toMatchObject({ id: p.id, financing: '0.0065', margin: '6.49415' });
    expect(BigInt(usdt(now.liquidation_price))).toBeGreaterThan(BigInt(usdt(p.liquidation_price)));
    expect(await wallets(server, u.id)).toMatchObject({ frozen: usdt('6.49415') });
    expect(await deps.ledger.balance(deps.db, systemAccount('contract-financing', 'USDT'))).toBe(usdt('0.0065'));
    const history = (await server.call('web/contractHistory', {}, { token: u.token })).data;
    expect(history.find((h: any) => h.kind === 'financing')).toMatchObject({ amount: '-0.0065', record: { price: '65000', at: server.start + 40_000 } });

    const closed = (await server.call('web/contractClose', { position_id: p.id }, { token: u.token })).data;
    const after = await wallets(server, u.id);
    expect(after.frozen).toBe(0n);
    // The history adds up to what the contract account lost.
    const all = (await server.call('web/contractHistory', {}, { token: u.token })).data;
    expect(all.reduce((s: bigint, h: any) => s + BigInt(usdt(h.amount.replace('-', ''))) * (h.amount.startsWith('-') ? -1n : 1n), 0n)).toBe(after.contract - usdt('100'));
    expect(closed.state).toBe('closed');
    await expectCleanAudit(server);
  });
});

describe('a restart on the same database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-restart-'));
  const calm = recording({ BTCUSDT: [[0, '65000']] }, 120);
  const crash = recording({ BTCUSDT: [[0, '65000'], [4, '64000']] }, 120);
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const clock = new ManualClock();

  beforeAll(async () => { database = await createTestDatabase(); });
  afterAll(async () => { await database.drop(); fs.rmSync(dataDir, { recursive: true, force: true }); });

  const { platformOn, post } = restarts(dataDir, () => database.url, clock);
  async function step(platform: Platform, seconds: number) {
    for (let i = 0; i < seconds; i += 1) {
      clock.advance(1000);
      platform.deps.spot.stepFeed();
      platform.deps.marks.check();
      await platform.deps.contracts.settled();
    }
  }

  it('keeps open positions in the book and liquidates them once', async () => {
    const first = await platformOn(calm);
    const deps = first.deps;
    const user = await createUser(deps, 'restarter');
    await deps.db.transaction().execute((trx) => deps.ledger.post(trx, {
      reason: 'deposit', refType: 'test', refId: user.id, idempotencyKey: `test-restart:${user.id}`,
      postings: [{ account: systemAccount('chain:TEST', 'USDT'), amount: -usdt('100') }, { account: userAccount(user.id, 'USDT', 'contract'), amount: usdt('100') }],
    }));
    expect((await post(first, 'web/contractAcknowledgeRisk', {}, user.token)).code).toBe(0);
    const opened = await post(first, 'web/contractOpen', { symbol: 'BTCUSDT', side: 'long', lots: '1', leverage: '100' }, user.token);
    expect(opened.code, opened.message).toBe(0);
    expect(first.deps.contracts.watched()).toBe(1);
    await first.close();

    // Up again on a feed that crashes 1.5% four seconds in: the 100x long goes at the first crossing mark.
    const second = await platformOn(crash);
    expect(second.deps.contracts.watched()).toBe(1);
    await step(second, 6);
    const row = await second.deps.db.selectFrom('contract_positions').selectAll().where('id', '=', opened.data.id).executeTakeFirstOrThrow();
    expect([row.state, row.close_reason, BigInt(row.exit_price!)]).toEqual(['liquidated', 'liquidation', usdt('64000')]);
    expect(second.deps.contracts.watched()).toBe(0);
    await second.close();

    // And again: nothing is left to settle, nothing is settled twice.
    const third = await platformOn(crash);
    expect(third.deps.contracts.watched()).toBe(0);
    await step(third, 6);
    const entries = await third.deps.db.selectFrom('journal_entries').select('reason').where('ref_id', '=', opened.data.id).execute();
    expect(entries.map((e) => e.reason).sort()).toEqual(['contract.liquidate', 'contract.place']);
    const moves = await third.deps.db.selectFrom('lifecycle_events').select('event').where('entity_id', '=', opened.data.id).where('event', '=', 'LIQUIDATE').execute();
    expect(moves).toHaveLength(1);
    const audit = await third.deps.ledger.audit(third.deps.db);
    expect(audit.problems).toEqual([]);
    expect(await third.deps.ledger.balance(third.deps.db, userAccount(user.id, 'USDT', 'contract_frozen'))).toBe(0n);
    await third.close();
  });
});
