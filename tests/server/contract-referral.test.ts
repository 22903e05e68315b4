// Referral commission on leveraged contract fees, over HTTP on recorded marks: a tree A → B → C → D
// built by registration with invitation codes; D's open fee pays C, B and A (levels 1 to 3) their
// rates once the position fills, and the close fee as the settlement collected it, each exactly
// once, from the contract fee account to the inviters' spot USDT. A pending open cancelled pays
// nothing (its fee went back), a limit filled by the risk runtime and a liquidation pay in the
// runtime's batch, a replayed open pays nothing twice. The ledger audit is clean after each test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractServer, expectCleanAudit, fundContract, recording, systemBalance, usdt, type ContractServer } from './contract-fixtures';
import { newUser, storedUser, type TestUser } from './auth-fixtures';
import { newRtoken } from './harness';
import { userAccount } from '../../server/modules/ledger/ledger';

let server: ContractServer;
const marks = recording({
  BTCUSDT: [[0, '65000'], [20, '63900']],
  // Falls past a 10x long's liquidation price (about 2896 from 3200) but not past its margin: the close fee is collected.
  ETHUSDT: [[0, '3200'], [20, '2890']],
}, 120);

beforeAll(async () => { server = await contractServer(marks); });
afterAll(async () => { await server.stop(); });
afterEach(async () => { await expectCleanAudit(server); });

const deps = () => server.platform.deps;
/** The default rates of levels 1 to 3, in percent. */
const RATES = [20n, 10n, 5n];
const spotUsdt = (userId: string) => deps().ledger.balance(deps().db, userAccount(userId, 'USDT', 'spot'));
const idOf = async (u: TestUser) => (await storedUser(server, u.type, u.account)).id;
const codeOf = async (u: TestUser) => (await server.call('web/getMyEarningsAndPromotion', {}, { token: u.token })).data.invitation_code as string;
const rowsOf = (refId: string) => deps().db.selectFrom('referral_commissions').selectAll().where('ref_id', '=', refId).execute();
const sharesOf = (fee: bigint) => RATES.map((r) => (fee * r) / 100n);
const sum = (xs: bigint[]) => xs.reduce((a, b) => a + b, 0n);

/** A → B → C → D, each registered with the code of the one before; D holds 1000 USDT in the contract account and acknowledged the risk notice. */
async function tree() {
  const users: TestUser[] = [];
  for (let i = 0; i < 4; i++) users.push(await newUser(server, { invitation_code: i ? await codeOf(users[i - 1]) : undefined }));
  const ids = await Promise.all(users.map(idOf));
  await fundContract(server, ids[3], usdt('1000'));
  expect((await server.call('web/contractAcknowledgeRisk', {}, { token: users[3].token })).code).toBe(0);
  // Level 1 first: C, B, A.
  const inviters = [ids[2], ids[1], ids[0]];
  return { trader: users[3], traderId: ids[3], levelOne: users[2], inviters, balances: () => Promise.all(inviters.map(spotUsdt)) };
}

/** D's commission rows of one fee as [inviter, level, amount, fee], level 1 first. */
async function paid(refId: string) {
  const rows = await rowsOf(refId);
  return rows.map((r) => [r.inviter_id, Number(r.level), BigInt(r.amount), BigInt(r.fee), r.source]).sort((a, b) => Number(a[1]) - Number(b[1]));
}
const expected = (inviters: string[], fee: bigint) => sharesOf(fee).map((amount, i) => [inviters[i], i + 1, amount, fee, 'contract']);

describe('commission on contract fees', () => {
  it('pays levels 1 to 3 their shares of the open fee and of the close fee, once each', async () => {
    const t = await tree();
    const before = await t.balances();
    const feesBefore = await systemBalance(server, 'contract-fees');
    const rtoken = newRtoken();
    const opened = await server.call('web/contractOpen', { symbol: 'BTCUSDT', side: 'long', lots: '10', leverage: 10 }, { token: t.trader.token, rtoken });
    expect(opened.code, opened.message).toBe(0);
    expect(opened.data.state).toBe('open');
    const openFee = usdt(opened.data.open_fee);
    expect(openFee).toBeGreaterThan(0n);
    expect(await paid(`${opened.data.id}:open`)).toEqual(expected(t.inviters, openFee));
    expect((await t.balances()).map((b, i) => b - before[i])).toEqual(sharesOf(openFee));

    // The open sent again answers the first position and pays nothing twice.
    const again = await server.call('web/contractOpen', { symbol: 'BTCUSDT', side: 'long', lots: '10', leverage: 10 }, { token: t.trader.token, rtoken });
    expect(again.data.id).toBe(opened.data.id);
    expect(await rowsOf(`${opened.data.id}:open`)).toHaveLength(3);

    const closed = await server.call('web/contractClose', { position_id: opened.data.id }, { token: t.trader.token });
    expect(closed.code, closed.message).toBe(0);
    expect(closed.data.state).toBe('closed');
    const closeFee = usdt(closed.data.close_fee);
    expect(closeFee).toBeGreaterThan(0n);
    expect(await paid(`${opened.data.id}:close`)).toEqual(expected(t.inviters, closeFee));
    expect((await t.balances()).map((b, i) => b - before[i])).toEqual(sharesOf(openFee).map((s, i) => s + sharesOf(closeFee)[i]));
    // The platform keeps the rest of both fees; A's inviter (nobody) and D get nothing.
    expect((await systemBalance(server, 'contract-fees')) - feesBefore).toBe(openFee + closeFee - sum(sharesOf(openFee)) - sum(sharesOf(closeFee)));
    expect(await spotUsdt(t.traderId)).toBe(0n);
    expect((await server.call('web/contractClose', { position_id: opened.data.id }, { token: t.trader.token })).code).not.toBe(0);
    expect(await deps().db.selectFrom('referral_commissions').select('id').where('invitee_id', '=', t.traderId).execute()).toHaveLength(6);

    // C's earnings list names the contract fees.
    const profits = await server.call('web/getMyEarningsDetail', {}, { token: t.levelOne.token });
    expect(profits.data.map((p: any) => [p.source, p.level, p.fee]).sort()).toEqual([['contract', 1, closed.data.close_fee], ['contract', 1, opened.data.open_fee]].sort());
  });

  it('pays nothing for a pending open cancelled, and pays a limit the runtime fills and a liquidation in its batch', async () => {
    const t = await tree();
    const before = await t.balances();
    const feesBefore = await systemBalance(server, 'contract-fees');
    const open = (p: Record<string, string | number>) => server.call('web/contractOpen', { side: 'long', leverage: 10, ...p }, { token: t.trader.token });

    // A limit below the mark waits; cancelled, its fee comes back and nobody was paid.
    const cancelled = await open({ symbol: 'BTCUSDT', type: 'limit', price: '60000', lots: '10' });
    expect(cancelled.data.state).toBe('pending');
    expect((await server.call('web/contractCancel', { position_id: cancelled.data.id }, { token: t.trader.token })).data.state).toBe('withdrawn');
    expect(await rowsOf(`${cancelled.data.id}:open`)).toEqual([]);

    // A limit at 64000 fills when the mark falls to 63900; an ETH long is liquidated at 2890.
    const limit = await open({ symbol: 'BTCUSDT', type: 'limit', price: '64000', lots: '10' });
    expect(limit.data.state).toBe('pending');
    expect(await rowsOf(`${limit.data.id}:open`)).toEqual([]);
    const eth = await open({ symbol: 'ETHUSDT', lots: '10' });
    expect(eth.data.state).toBe('open');
    await server.clockAt(30);

    const closed = new Map<string, any>((await server.call('web/contractPositions', { tab: 'closed', limit: 10 }, { token: t.trader.token })).data.map((p: any) => [p.id, p]));
    const trading = new Map<string, any>((await server.call('web/contractPositions', { tab: 'trading', limit: 10 }, { token: t.trader.token })).data.map((p: any) => [p.id, p]));
    expect(trading.get(limit.data.id)).toMatchObject({ state: 'open' });
    const liquidated = closed.get(eth.data.id);
    expect(liquidated).toMatchObject({ state: 'liquidated', close_reason: 'liquidation' });
    const limitFee = usdt(limit.data.open_fee);
    const ethOpen = usdt(eth.data.open_fee);
    const ethClose = usdt(liquidated.close_fee);
    expect(ethClose).toBeGreaterThan(0n);
    expect(await paid(`${limit.data.id}:open`)).toEqual(expected(t.inviters, limitFee));
    expect(await paid(`${eth.data.id}:close`)).toEqual(expected(t.inviters, ethClose));
    const total = (fee: bigint, i: number) => sharesOf(fee)[i];
    expect((await t.balances()).map((b, i) => b - before[i])).toEqual(RATES.map((_, i) => total(limitFee, i) + total(ethOpen, i) + total(ethClose, i)));
    expect((await systemBalance(server, 'contract-fees')) - feesBefore)
      .toBe(limitFee + ethOpen + ethClose - sum(sharesOf(limitFee)) - sum(sharesOf(ethOpen)) - sum(sharesOf(ethClose)));

    // Later marks settle nothing again.
    await server.clockAt(60);
    expect(await deps().db.selectFrom('referral_commissions').select('id').where('invitee_id', '=', t.traderId).execute()).toHaveLength(9);
  });
});
