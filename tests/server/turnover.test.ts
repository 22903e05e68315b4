// The turnover rule fed by real trades: a spot trade adds its USDT value to the volume of both of
// its users, maker and taker, in the fill's own transaction; the market maker keeps no volume; a
// user whose trades reached the rule may withdraw. The ratio stays at its default (0.9).
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { manualClock, noRateLimit } from './auth-fixtures';
import { fund, order } from './spot-fixtures';
import { TPWD, expectCleanAudit, expectNoOrphanedFreeze, fundedUser, setSettings, usdt } from './withdraw-fixtures';

let server: TestServer;
const deps = () => server.platform.deps;

beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  manualClock(server).set(Date.UTC(2026, 0, 5, 6)); // 14:00 in Hong Kong: the window is open
  await setSettings(deps(), { 'withdraw.kycLevel': 'none' });
});
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  await expectCleanAudit(deps());
  await expectNoOrphanedFreeze(deps());
});

const turnover = async (token: string) => (await server.call('web/getWithdrawPolicy', {}, { token })).data.turnover;
const withdraw = (token: string, amount: string) =>
  server.call('web/withdraw', { chain: 'LOCAL', address: `lc1${randomBytes(20).toString('hex')}`, amount, tpwd: TPWD }, { token });

describe('trading volume for the turnover rule', () => {
  it('raises both users\' volume by the trade\'s USDT value, and then their withdrawals pass the rule', async () => {
    const alice = await fundedUser(server, usdt(1000), 'alice');
    const bob = await fundedUser(server, usdt(1000), 'bob');
    await fund(deps(), bob.id, 'BTC', '0.02');
    expect(await turnover(alice.token)).toEqual({ ratio: '0.9', deposits: '1000', required: '900', volume: '0', met: false });
    expect((await withdraw(alice.token, '100')).code).toBe(4209);

    // Alice rests a bid (the maker); Bob sells into it in two fills (the taker): 300 + 600 USDT.
    expect((await order(server, alice.token, { side: 'buy', price: '60000', amount: '0.015' })).code).toBe(0);
    expect((await order(server, bob.token, { side: 'sell', price: '60000', amount: '0.005' })).data.state).toBe('filled');
    expect(await turnover(alice.token)).toMatchObject({ volume: '300', met: false });
    expect(await turnover(bob.token)).toMatchObject({ volume: '300', met: false });
    expect((await order(server, bob.token, { side: 'sell', price: '60000', amount: '0.01' })).data.state).toBe('filled');
    expect(await turnover(alice.token)).toEqual({ ratio: '0.9', deposits: '1000', required: '900', volume: '900', met: true });
    expect(await turnover(bob.token)).toMatchObject({ volume: '900', met: true });
    // Alice sells the coins back (now the taker), which counts for both again.
    expect((await order(server, bob.token, { side: 'buy', price: '60000', amount: '0.015' })).code).toBe(0);
    expect((await order(server, alice.token, { side: 'sell', price: '60000', amount: '0.015' })).data.state).toBe('filled');
    expect(await turnover(alice.token)).toMatchObject({ volume: '1800', met: true });
    expect(await turnover(bob.token)).toMatchObject({ volume: '1800', met: true });

    const passed = await withdraw(alice.token, '100');
    expect(passed.code, passed.message).toBe(0);
    expect((await withdraw(bob.token, '100')).code).toBe(0);
  });

  it('counts every fill of a market order against the market maker\'s ladder for the user, and none for the market maker', async () => {
    await deps().spot.marketMaker.requote('SOLUSDT');
    const carol = await fundedUser(server, usdt(5000), 'carol');
    const buy = await order(server, carol.token, { symbol: 'SOLUSDT', side: 'buy', type: 'market', amount: '30' });
    expect(buy.code, buy.message).toBe(0);
    expect(buy.data.state).toBe('filled');
    // The trades of the order add up to the order's total, which is what the rule counts.
    expect((await turnover(carol.token)).volume).toBe(buy.data.total);
    const rows = await deps().db.selectFrom('trading_volume').select('user_id').execute();
    expect(rows.map((r) => r.user_id)).not.toContain('market-maker');
  });
});
