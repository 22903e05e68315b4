// Leveraged contracts over HTTP on recorded marks (the replay feed on a manual clock): the
// instruments, the risk notice, every refusal changing nothing, market and limit opens, close,
// close-all, cancel, TP/SL, and the risk runtime's take-profit, stop-loss, liquidation beyond the
// margin, limit fills and closes waiting out a paused feed. The audit is clean after each.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contractServer, expectCleanAudit, recording, systemBalance, trader, usdt, wallets, type ContractServer } from './contract-fixtures';
import { setSettings } from './withdraw-fixtures';
import { newRtoken } from './harness';
import { parseSettingText } from '../../server/modules/settings/setting-types';
import { saveMarkCandles } from '../../server/feeds/mark-candles';

let server: ContractServer;
const marks = recording({
  BTCUSDT: [[0, '65000']],
  ETHUSDT: [[0, '3200'], [30, '3300']],
  XRPUSDT: [[0, '0.55'], [30, '0.56']],
  SOLUSDT: [[0, '150'], [30, '140']],
  LTCUSDT: [[0, '85'], [30, '84']],
  // The feed falls silent after 10 s and comes back at 60 s.
  DOGEUSDT: [[0, '0.15'], [10, ''], [60, '0.151']],
  XAUUSDT: [[0, '2400']],
}, 300);

beforeAll(async () => { server = await contractServer(marks); });
afterAll(async () => { await server.stop(); });
afterEach(async () => { await expectCleanAudit(server); });

const open = (token: string, p: Record<string, string | number>, rtoken?: string) =>
  server.call('web/contractOpen', { symbol: 'BTCUSDT', side: 'long', lots: '1', leverage: 10, ...p }, { token, rtoken });
const positions = async (token: string, tab = 'trading') => (await server.call('web/contractPositions', { tab }, { token })).data;

describe('instruments and the risk notice', () => {
  it('lists the 15 instruments with their rules, marks and caps, and says where prices come from', async () => {
    const res = await server.call('web/contractInstruments');
    expect(res.code, res.message).toBe(0);
    expect(res.data.instruments).toHaveLength(15);
    expect(res.data).toMatchObject({ replayed: true, source: 'replay' });
    const btc = res.data.instruments.find((i: any) => i.symbol === 'BTCUSDT');
    expect(btc).toMatchObject({
      kind: 'crypto', contract_size: '0.001', unit: 'BTC', lot_step: '0.01', open_fee_rate: '0.0005', spread_rate: '0.0002',
      maintenance_margin_rate: '0.005', financing_rate_daily: '0.0001', max_leverage: 100, enabled: true, hours: '24/7',
      open_interest: { long: '0', short: '0' }, mark: { price: '65000', paused: null },
    });
    const gold = res.data.instruments.find((i: any) => i.symbol === 'XAUUSDT');
    expect(gold).toMatchObject({ kind: 'cfd', name: 'Gold', unit: 'oz', max_leverage: 25, mark: { price: '2400', paused: null } });
    // Recorded symbols only: the others have no price and are paused as stale.
    expect(res.data.instruments.find((i: any) => i.symbol === 'WTIUSDT').mark).toMatchObject({ price: null, paused: 'stale' });
  });

  it('refuses an open before the notice is acknowledged, then records it once', async () => {
    const u = await trader(server, usdt('1000'), 'newcomer', false);
    expect((await server.call('web/contractRiskNotice', {}, { token: u.token })).data).toEqual({ acknowledged_at: null });
    const refused = await open(u.token, {});
    expect([refused.code, refused.message]).toEqual([4510, 'Please read and acknowledge the risk notice first']);
    const ack = await server.call('web/contractAcknowledgeRisk', {}, { token: u.token });
    expect(ack.data.acknowledged_at).toBe(server.start);
    expect((await server.call('web/contractRiskNotice', {}, { token: u.token })).data).toEqual({ acknowledged_at: server.start });
    expect(await wallets(server, u.id)).toEqual({ contract: usdt('1000'), frozen: 0n });
  });
});

describe('mark candles', () => {
  it('answers an instrument\'s stored minutes of the mark, oldest first, and refuses an unknown symbol', async () => {
    const minute = (k: number, o: string, h: string, l: string, c: string) =>
      ({ symbol: 'XAGUSDT', openTime: server.start - k * 60_000, open: usdt(o), high: usdt(h), low: usdt(l), close: usdt(c) });
    await saveMarkCandles(server.platform.deps.db, [minute(3, '30', '30.2', '29.9', '30.1'), minute(2, '30.1', '30.15', '30', '30.05'), minute(1, '30.05', '30.3', '30.05', '30.25')]);
    const res = await server.call('web/contractKline', { symbol: 'XAGUSDT', limit: 2 });
    expect(res.data).toEqual([
      { t: server.start - 120_000, o: '30.1', h: '30.15', l: '30', c: '30.05' },
      { t: server.start - 60_000, o: '30.05', h: '30.3', l: '30.05', c: '30.25' },
    ]);
    expect((await server.call('web/contractKline', { symbol: 'NOPEUSDT' })).code).toBe(4400);
  });
});

describe('the deployment\'s caps', () => {
  it('never lets a setting raise leverage above 100x for crypto or 25x for CFDs', () => {
    expect(parseSettingText('contract.maxLeverage', '{"BTCUSDT":100,"XAUUSDT":25}')).toEqual({ BTCUSDT: 100, XAUUSDT: 25 });
    expect(parseSettingText('contract.maxLeverage', '{"BTCUSDT":101}')).toBeNull();
    expect(parseSettingText('contract.maxLeverage', '{"XAGUSDT":26}')).toBeNull();
    expect(parseSettingText('contract.maxLeverage', '{"NOPEUSDT":5}')).toBeNull();
    expect(parseSettingText('contract.openInterestCap', '{"ETHUSDT":"250.5"}')).toEqual({ ETHUSDT: '250.5' });
    expect(parseSettingText('contract.openInterestCap', '{"ETHUSDT":-1}')).toBeNull();
  });
});

describe('opening and closing', () => {
  it('opens at the mark plus half the spread, locks margin and fee through the ledger, and closes at the bid', async () => {
    const u = await trader(server, usdt('100'), 'alice');
    const feesBefore = await systemBalance(server, 'contract-fees');
    const res = await open(u.token, { take_profit: '70000', stop_loss: '62000' });
    expect(res.code, res.message).toBe(0);
    // 65000 + 0.01% = 65006.5; notional 65.0065; margin at 10x 6.50065; fee 0.05% rounded up.
    expect(res.data).toMatchObject({
      state: 'open', side: 'long', lots: '1', entry_price: '65006.5', margin: '6.50065', open_fee: '0.032504',
      take_profit: '70000', stop_loss: '62000', mark_price: '65000', open_record: { id: `pr_BTCUSDT_${server.start}`, price: '65000', source: 'replay' },
    });
    expect(BigInt(usdt(res.data.liquidation_price))).toBeGreaterThan(usdt('58799'));
    expect(BigInt(usdt(res.data.liquidation_price))).toBeLessThan(usdt('58801'));
    expect(await wallets(server, u.id)).toEqual({ contract: usdt('100') - usdt('6.50065') - usdt('0.032504'), frozen: usdt('6.50065') });
    expect((await systemBalance(server, 'contract-fees')) - feesBefore).toBe(usdt('0.032504'));

    await server.clockAt(2);
    const closed = await server.call('web/contractClose', { position_id: res.data.id }, { token: u.token });
    expect(closed.code, closed.message).toBe(0);
    // Closes at 64993.5: a loss of 0.013 and a close fee of 0.0325 on 64.9935.
    expect(closed.data).toMatchObject({ state: 'closed', close_reason: 'user', exit_price: '64993.5', pnl: '-0.013', close_fee: '0.032497', returned: '6.455153', shortfall: '0' });
    expect(closed.data.close_record).toMatchObject({ price: '65000' });
    expect(await wallets(server, u.id)).toEqual({ contract: usdt('100') - usdt('0.032504') - usdt('0.013') - usdt('0.032497'), frozen: 0n });
    const history = (await server.call('web/contractHistory', {}, { token: u.token })).data;
    expect(history.map((h: any) => [h.kind, h.amount]).sort()).toEqual([
      ['closeFee', '-0.032497'], ['margin', '-6.50065'], ['marginReturned', '6.50065'], ['openFee', '-0.032504'], ['pnl', '-0.013'],
    ]);
    expect(history.find((h: any) => h.kind === 'pnl').record).toMatchObject({ price: '65000' });
    const events = await server.platform.deps.db.selectFrom('lifecycle_events').select(['from_state', 'to_state', 'event'])
      .where('entity_id', '=', res.data.id).orderBy('id').execute();
    // Moves of one millisecond share the time prefix of their ids, so the set is compared.
    expect(events.map((e) => `${e.from_state ?? '-'}>${e.to_state}:${e.event}`).sort()).toEqual(['->pending:PLACED', 'closing>closed:SETTLE', 'open>closing:CLOSE', 'pending>open:FILL']);
    expect((await positions(u.token, 'closed')).map((p: any) => p.id)).toEqual([res.data.id]);
  });

  it('answers a replayed open with the first position and locks once', async () => {
    const u = await trader(server, usdt('100'), 'replayer');
    const rtoken = newRtoken();
    const first = await open(u.token, { lots: '0.5' }, rtoken);
    const again = await open(u.token, { lots: '0.5' }, rtoken);
    expect(again.data.id).toBe(first.data.id);
    expect((await positions(u.token)).length).toBe(1);
    const closeToken = newRtoken();
    const c1 = await server.call('web/contractClose', { position_id: first.data.id }, { token: u.token, rtoken: closeToken });
    const c2 = await server.call('web/contractClose', { position_id: first.data.id }, { token: u.token, rtoken: closeToken });
    expect([c1.code, c2.code, c2.data.state]).toEqual([0, 0, 'closed']);
    const entries = await server.platform.deps.db.selectFrom('journal_entries').select('reason').where('ref_id', '=', first.data.id).execute();
    expect(entries.map((e) => e.reason).sort()).toEqual(['contract.place', 'contract.settle']);
  });

  it('pages positions and history newest first with `before`', async () => {
    const u = await trader(server, usdt('100'), 'pager');
    const ids: string[] = [];
    for (let k = 0; k < 3; k += 1) ids.push((await open(u.token, { lots: '0.1' })).data.id);
    const first = (await server.call('web/contractPositions', { limit: 2 }, { token: u.token })).data.map((p: any) => p.id);
    const next = (await server.call('web/contractPositions', { limit: 2, before: first[1] }, { token: u.token })).data.map((p: any) => p.id);
    expect([...first, ...next]).toEqual([...ids].sort().reverse());
    const history = (await server.call('web/contractHistory', { limit: 4 }, { token: u.token })).data;
    const rest = (await server.call('web/contractHistory', { limit: 4, before: history[3].id }, { token: u.token })).data;
    expect(history.length + rest.length).toBe(6);
    expect(new Set([...history, ...rest].map((h: any) => h.id)).size).toBe(6);
    expect((await server.call('web/contractCloseAll', { symbol: 'BTCUSDT' }, { token: u.token })).data).toHaveLength(3);
  });

  it('refuses bad lots, leverage, prices, margin, caps and TP/SL, changing nothing', async () => {
    const u = await trader(server, usdt('5'), 'refused');
    await setSettings(server.platform.deps, { 'contract.maxLeverage': { BTCUSDT: 20 }, 'contract.openInterestCap': { ETHUSDT: '1' } });
    const cases: Array<[Record<string, string | number>, number, string]> = [
      [{ lots: '0.015' }, 4504, 'Lots must be a multiple of 0.01'],
      [{ lots: '101' }, 4503, 'Lots must be between 0.01 and 100'],
      [{ leverage: 50 }, 4505, 'The most leverage on BTCUSDT is 20x'],
      [{ leverage: 0 }, 4502, 'Choose a leverage'],
      [{ leverage: 7 }, 4502, 'Choose a leverage'],
      [{ type: 'limit' }, 4514, 'Enter the limit price'],
      [{ type: 'limit', price: '64000.05' }, 4513, 'Prices of BTCUSDT move in steps of 0.1'],
      [{ lots: '10' }, 4506, 'Not enough USDT in the contract account: 65.331533 USDT is needed for margin and fee'],
      [{ take_profit: '60000' }, 4511, 'The take-profit must be above the entry price for a long and below it for a short'],
      [{ stop_loss: '66000' }, 4512, 'The stop-loss must lie between the liquidation price and the entry price'],
      [{ stop_loss: '1000' }, 4512, 'The stop-loss must lie between the liquidation price and the entry price'],
      [{ symbol: 'ETHUSDT', lots: '1.01' }, 4509, 'The platform carries at most 1 lots of ETHUSDT on this side; 1 lots remain'],
      [{ symbol: 'WTIUSDT' }, 4507, 'WTIUSDT is paused until its price feed is fresh again'],
      [{ symbol: 'NOPEUSDT' }, 4400, ''],
    ];
    for (const [params, code, message] of cases) {
      const res = await open(u.token, params);
      expect(res.code, JSON.stringify(params)).toBe(code);
      if (message) expect(res.message).toBe(message);
    }
    await setSettings(server.platform.deps, { features: { ...(await import('../../server/modules/settings/settings')).settingDefaults.features, metals: false } });
    expect((await open(u.token, { symbol: 'XAUUSDT', leverage: 5, lots: '0.01' })).code).toBe(4304);
    await setSettings(server.platform.deps, { features: (await import('../../server/modules/settings/settings')).settingDefaults.features, 'contract.maxLeverage': {}, 'contract.openInterestCap': {} });
    expect(await wallets(server, u.id)).toEqual({ contract: usdt('5'), frozen: 0n });
    expect(await positions(u.token)).toEqual([]);
  });

  it('keeps the open-interest cap and settles a position once under concurrent calls', async () => {
    const u = await trader(server, usdt('1000'), 'racer');
    await setSettings(server.platform.deps, { 'contract.openInterestCap': { ETHUSDT: '2' } });
    const opens = await Promise.all(Array.from({ length: 6 }, () => open(u.token, { symbol: 'ETHUSDT', lots: '1', leverage: 5 })));
    expect(opens.filter((r) => r.code === 0)).toHaveLength(2);
    expect(opens.filter((r) => r.code === 4509)).toHaveLength(4);
    const id = opens.find((r) => r.code === 0)!.data.id;
    const closes = await Promise.all(Array.from({ length: 4 }, () => server.call('web/contractClose', { position_id: id }, { token: u.token })));
    expect(closes.filter((r) => r.code === 0)).toHaveLength(1);
    expect(closes.filter((r) => r.code === 4216)).toHaveLength(3);
    const settles = await server.platform.deps.db.selectFrom('journal_entries').select('id').where('ref_id', '=', id).where('reason', '=', 'contract.settle').execute();
    expect(settles).toHaveLength(1);
    expect((await server.call('web/contractCloseAll', { symbol: 'ETHUSDT' }, { token: u.token })).data).toHaveLength(1);
    await setSettings(server.platform.deps, { 'contract.openInterestCap': {} });
  });

  it('counts the open interest of every instrument and side, pending and closing included, with one grouped read', async () => {
    const u = await trader(server, usdt('1000'), 'interest');
    expect((await open(u.token, { lots: '1.5' })).code).toBe(0);
    expect((await open(u.token, { side: 'short', lots: '0.25' })).code).toBe(0);
    // A short limit above the mark waits (pending); a closed position no longer counts.
    expect((await open(u.token, { symbol: 'XAUUSDT', side: 'short', type: 'limit', price: '2500', lots: '0.5', leverage: 5 })).data.state).toBe('pending');
    const gone = (await open(u.token, { symbol: 'XAUUSDT', lots: '0.3', leverage: 5 })).data;
    expect((await server.call('web/contractClose', { position_id: gone.id }, { token: u.token })).data.state).toBe('closed');
    const deps = server.platform.deps;
    const live = await deps.db.selectFrom('contract_positions').select(['symbol', 'side', 'lot_steps']).where('state', 'in', ['pending', 'open', 'closing']).execute();
    const executor = deps.db.getExecutor();
    const spy = vi.spyOn(executor, 'executeQuery');
    const res = await server.call('web/contractInstruments');
    const reads = spy.mock.calls.filter(([q]) => q.sql.includes('contract_positions'));
    spy.mockRestore();
    expect(reads).toHaveLength(1);
    const steps = (symbol: string, side: string) => live.filter((r) => r.symbol === symbol && r.side === side).reduce((n, r) => n + BigInt(r.lot_steps), 0n);
    for (const i of res.data.instruments) {
      expect([i.symbol, usdt(i.open_interest.long) / 10_000n, usdt(i.open_interest.short) / 10_000n]).toEqual([i.symbol, steps(i.symbol, 'long'), steps(i.symbol, 'short')]);
    }
    expect(res.data.instruments.find((i: any) => i.symbol === 'XAUUSDT').open_interest).toEqual({ long: '0', short: '0.5' });
    expect(steps('BTCUSDT', 'long')).toBeGreaterThanOrEqual(150n);
    expect(steps('BTCUSDT', 'short')).toBeGreaterThanOrEqual(25n);
    expect((await server.call('web/contractCancel', { position_id: (await positions(u.token, 'pending'))[0].id }, { token: u.token })).code).toBe(0);
  });

  it("never shows or moves another user's position", async () => {
    const alice = await trader(server, usdt('100'), 'alice2');
    const mallory = await trader(server, usdt('100'), 'mallory');
    const p = (await open(alice.token, { lots: '0.1' })).data;
    for (const name of ['web/contractClose', 'web/contractCancel', 'web/contractSetTpSl']) {
      expect((await server.call(name, { position_id: p.id }, { token: mallory.token })).code, name).toBe(4300);
    }
    expect(await positions(mallory.token)).toEqual([]);
    expect(JSON.stringify((await server.call('web/contractHistory', {}, { token: mallory.token })).data)).not.toContain(p.id);
    expect((await server.call('web/contractCloseAll', {}, { token: mallory.token })).data).toEqual([]);
    expect((await positions(alice.token)).map((x: any) => [x.id, x.state])).toEqual([[p.id, 'open']]);
    for (const name of ['web/contractOpen', 'web/contractPositions', 'web/contractHistory', 'web/contractRiskNotice']) {
      expect((await server.call(name, {})).code, `${name} without a token`).toBe(2000);
    }
    const all = await server.call('web/contractCloseAll', {}, { token: alice.token });
    expect(all.data.map((x: any) => [x.id, x.state, x.close_reason])).toEqual([[p.id, 'closed', 'closeAll']]);
  });

  it('fills a limit the mark has already passed at once, at the better of the limit and the market', async () => {
    const u = await trader(server, usdt('100'), 'eager');
    const res = await open(u.token, { symbol: 'LTCUSDT', type: 'limit', price: '90', lots: '1', leverage: 10 });
    // 85 + half of 0.02%, up to the 0.01 step: 85.01; margin and fee were taken at the limit's notional.
    expect(res.data).toMatchObject({ state: 'open', order_type: 'limit', limit_price: '90', entry_price: '85.01', margin: '9', open_fee: '0.045' });
    expect((await server.call('web/contractClose', { position_id: res.data.id }, { token: u.token })).data.state).toBe('closed');
  });

  it('sets, changes and removes TP/SL, and cancels a pending limit open with margin and fee back', async () => {
    const u = await trader(server, usdt('100'), 'limit');
    const pending = await open(u.token, { symbol: 'LTCUSDT', type: 'limit', price: '80', lots: '2', leverage: 5 });
    expect(pending.data).toMatchObject({ state: 'pending', limit_price: '80', entry_price: null, margin: '32', open_fee: '0.08' });
    const tpsl = await server.call('web/contractSetTpSl', { position_id: pending.data.id, take_profit: '90', stop_loss: '79' }, { token: u.token });
    expect(tpsl.data).toMatchObject({ state: 'pending', take_profit: '90', stop_loss: '79' });
    expect((await server.call('web/contractSetTpSl', { position_id: pending.data.id, take_profit: '70' }, { token: u.token })).code).toBe(4511);
    const removed = await server.call('web/contractSetTpSl', { position_id: pending.data.id, take_profit: '' }, { token: u.token });
    expect(removed.data).toMatchObject({ take_profit: null, stop_loss: null });
    expect(await wallets(server, u.id)).toEqual({ contract: usdt('67.92'), frozen: usdt('32') });
    const cancelled = await server.call('web/contractCancel', { position_id: pending.data.id }, { token: u.token });
    expect(cancelled.data).toMatchObject({ state: 'withdrawn' });
    expect(await wallets(server, u.id)).toEqual({ contract: usdt('100'), frozen: 0n });
    expect((await server.call('web/contractCancel', { position_id: pending.data.id }, { token: u.token })).code).toBe(4216);
    expect((await positions(u.token, 'withdrawn')).map((p: any) => p.id)).toEqual([pending.data.id]);
  });
});

describe('the risk runtime on the marks', () => {
  let dogeUser: { id: string; token: string };
  let dogeId: string;

  it('leaves a close asked while the feed is silent in closing', async () => {
    dogeUser = await trader(server, usdt('100'), 'doge');
    const p = await open(dogeUser.token, { symbol: 'DOGEUSDT', lots: '1', leverage: 10 });
    expect(p.code, p.message).toBe(0);
    dogeId = p.data.id;
    await server.clockAt(20);
    expect(server.platform.deps.marks.current('DOGEUSDT')).toMatchObject({ ok: false, reason: 'stale' });
    expect((await open(dogeUser.token, { symbol: 'DOGEUSDT', lots: '1' })).code).toBe(4507);
    const closing = await server.call('web/contractClose', { position_id: dogeId }, { token: dogeUser.token });
    expect(closing.data).toMatchObject({ state: 'closing', close_reason: 'user', exit_price: null });
    expect((await wallets(server, dogeUser.id)).frozen).toBe(BigInt(usdt(p.data.margin)));
  });

  it('fires take-profit, stop-loss and liquidation at the first crossing mark, and fills a reached limit', async () => {
    const u = await trader(server, usdt('1000'), 'runner');
    const eth = (await open(u.token, { symbol: 'ETHUSDT', lots: '1', leverage: 10, take_profit: '3250' })).data;
    const xrp = (await open(u.token, { symbol: 'XRPUSDT', side: 'short', lots: '1', leverage: 10, stop_loss: '0.555' })).data;
    const sol = (await open(u.token, { symbol: 'SOLUSDT', lots: '1', leverage: 100 })).data;
    const ltc = (await open(u.token, { symbol: 'LTCUSDT', type: 'limit', price: '84.5', lots: '1', leverage: 10 })).data;
    expect([eth.state, xrp.state, sol.state, ltc.state]).toEqual(['open', 'open', 'open', 'pending']);
    const counterpartyBefore = await systemBalance(server, 'contract-counterparty');
    await server.clockAt(29);
    expect((await positions(u.token)).map((p: any) => p.state)).toEqual(['open', 'open', 'open']);

    await server.clockAt(31);
    const byId = new Map<string, any>((await server.call('web/contractPositions', { tab: 'closed', limit: 10 }, { token: u.token })).data.map((p: any) => [p.id, p]));
    expect(byId.get(eth.id)).toMatchObject({ state: 'closed', close_reason: 'takeProfit', close_record: { price: '3300' } });
    expect(byId.get(xrp.id)).toMatchObject({ state: 'closed', close_reason: 'stopLoss', close_record: { price: '0.56' } });
    // SOL at 100x: liquidation near 149.27; the mark fell to 140, far beyond the margin.
    const liquidated: any = byId.get(sol.id);
    expect(liquidated).toMatchObject({ state: 'liquidated', close_reason: 'liquidation', exit_price: '140', returned: '0', close_fee: '0' });
    expect(BigInt(usdt(liquidated.shortfall))).toBe(-(BigInt(usdt(liquidated.pnl)) + BigInt(usdt(sol.margin))));
    const filled = (await positions(u.token)).find((p: any) => p.id === ltc.id);
    expect(filled).toMatchObject({ state: 'open', entry_price: '84.01', open_record: { price: '84' } });
    // The platform paid the take-profit, received the stop-loss, and bore the liquidation's whole loss beyond the margin.
    const counterpartyNow = await systemBalance(server, 'contract-counterparty');
    const expected = -BigInt(usdt(byId.get(eth.id).pnl as string)) - BigInt(usdt(byId.get(xrp.id).pnl as string)) + BigInt(usdt(sol.margin));
    expect(counterpartyNow - counterpartyBefore).toBe(expected);
    const liquidations = await server.platform.deps.db.selectFrom('lifecycle_events').select('event').where('entity_id', '=', sol.id).where('event', '=', 'LIQUIDATE').execute();
    expect(liquidations).toHaveLength(1);
  });

  it('settles the waiting close at the first fresh mark', async () => {
    await server.clockAt(61);
    const closed = (await positions(dogeUser.token, 'closed')).find((p: any) => p.id === dogeId);
    expect(closed).toMatchObject({ state: 'closed', close_record: { price: '0.151' } });
    expect((await wallets(server, dogeUser.id)).frozen).toBe(0n);
  });
});
