// Transfers between a user's own spot and contract accounts through the public surface: instant,
// one ledger entry, idempotent by rtoken, atomic under concurrency, with records and the ledger
// export. The audit closes every test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { manualClock, noRateLimit } from './auth-fixtures';
import { expectCleanAudit, fundedUser, TPWD, usdt, walletBalance } from './withdraw-fixtures';

let server: TestServer;
const deps = () => server.platform.deps;

beforeAll(async () => { server = await startTestServer({ env: noRateLimit }); });
afterAll(async () => { await server.stop(); });
afterEach(async () => { await expectCleanAudit(deps()); });

describe('web/transfer', () => {
  it('moves an amount from spot to contract and back in one entry each, shown in the records and balances', async () => {
    const user = await fundedUser(server, usdt(500));
    expect((await server.call('web/getAsset2', {}, { token: user.token })).data.contract).toEqual([]);
    const out = await server.call('web/transfer', { tpwd: TPWD, from: 'spot', to: 'contract', amount: '120.5' }, { token: user.token });
    expect(out.code, out.message).toBe(0);
    expect(out.data).toMatchObject({ currency: 'USDT', from: 'spot', to: 'contract', amount: '120.5', status: 2 });
    expect(await walletBalance(deps(), user.id, 'spot')).toBe(usdt(500) - 120_500_000n);
    expect(await walletBalance(deps(), user.id, 'contract')).toBe(120_500_000n);
    manualClock(server).advance(1000); // records are newest first
    const back = await server.call('web/transfer', { tpwd: TPWD, from: 'contract', to: 'spot', amount: '20.5' }, { token: user.token });
    expect(back.code, back.message).toBe(0);
    expect(await walletBalance(deps(), user.id, 'contract')).toBe(usdt(100));
    const balances = await server.call('web/getAsset2', {}, { token: user.token });
    expect(balances.data.contract).toEqual([{ currency: 'USDT', balance: '100' }]);
    expect(balances.data.assets.find((a: any) => a.currency === 'USDT')).toMatchObject({ available: '400', frozen: '0' });
    const entries = await deps().db.selectFrom('journal_entries').select('id').where('ref_type', '=', 'transfer').where('ref_id', 'in', [out.data.id, back.data.id]).execute();
    expect(entries).toHaveLength(2);
    const records = await server.call('web/transferRecords', {}, { token: user.token });
    expect(records.data.map((r: any) => r.id)).toEqual([back.data.id, out.data.id]);
  });

  it('refuses more than the balance, the same account twice, bad amounts and unknown assets, changing nothing', async () => {
    const user = await fundedUser(server, usdt(10));
    const cases: [Record<string, string>, number][] = [
      [{ from: 'spot', to: 'contract', amount: '10.000001' }, 4200],
      [{ from: 'spot', to: 'spot', amount: '1' }, 4212],
      [{ from: 'spot', to: 'contract', amount: '-1' }, 4017],
      [{ from: 'spot', to: 'contract', amount: '0' }, 4017],
      [{ from: 'spot', to: 'contract', amount: '0.0000001' }, 4017],
      [{ from: 'spot', to: 'earn', amount: '1' }, 4000],
      [{ from: 'spot', to: 'contract', amount: '1', currency: 'NOPE' }, 4201],
      [{ from: 'spot', to: 'contract' }, 4016],
    ];
    for (const [params, code] of cases) {
      const res = await server.call('web/transfer', { ...params, tpwd: TPWD }, { token: user.token });
      expect(res.code, JSON.stringify(params)).toBe(code);
      expect(res.message).not.toBe('');
    }
    expect(await walletBalance(deps(), user.id, 'spot')).toBe(usdt(10));
    expect((await server.call('web/transferRecords', {}, { token: user.token })).data).toEqual([]);
  });

  it('asks for the transaction password: missing, malformed, wrong or none set refuses and moves nothing', async () => {
    const user = await fundedUser(server, usdt(10));
    const move = (extra: Record<string, string>) => server.call('web/transfer', { from: 'spot', to: 'contract', amount: '1', ...extra }, { token: user.token });
    expect((await move({})).code).toBe(4014);
    expect((await move({ tpwd: '12' })).code).toBe(4013);
    const wrong = await move({ tpwd: '654321' });
    expect(wrong.code).toBe(4110);
    expect(wrong.message).not.toBe('');
    await deps().db.updateTable('users').set({ tpwd_hash: null }).where('id', '=', user.id).execute();
    expect((await move({ tpwd: TPWD })).code).toBe(4108);
    expect(await walletBalance(deps(), user.id, 'spot')).toBe(usdt(10));
    expect((await server.call('web/transferRecords', {}, { token: user.token })).data).toEqual([]);
  });

  it('accepts exactly one of 100 concurrent transfers of the full balance', async () => {
    const user = await fundedUser(server, usdt(300));
    const answers = await Promise.all(Array.from({ length: 100 }, () =>
      server.call('web/transfer', { tpwd: TPWD, from: 'spot', to: 'contract', amount: '300' }, { token: user.token })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 4200)).toHaveLength(99);
    expect(await walletBalance(deps(), user.id, 'spot')).toBe(0n);
    expect(await walletBalance(deps(), user.id, 'contract')).toBe(usdt(300));
    expect((await server.call('web/transferRecords', {}, { token: user.token })).data).toHaveLength(1);
  });

  it('answers 100 repeats of one rtoken identically with one transfer', async () => {
    const user = await fundedUser(server, usdt(50));
    const rtoken = 'transfer-rt-01';
    const answers = await Promise.all(Array.from({ length: 100 }, () =>
      server.call('web/transfer', { tpwd: TPWD, from: 'spot', to: 'contract', amount: '7' }, { token: user.token, rtoken })));
    const later = await server.call('web/transfer', { tpwd: TPWD, from: 'spot', to: 'contract', amount: '7' }, { token: user.token, rtoken });
    for (const a of [...answers, later]) expect(a).toEqual(answers[0]);
    expect(answers[0].code).toBe(0);
    expect(await walletBalance(deps(), user.id, 'contract')).toBe(usdt(7));
    expect((await server.call('web/transferRecords', {}, { token: user.token })).data).toHaveLength(1);
  });

  it('finds the first transfer by rtoken even when the stored answer was lost', async () => {
    const user = await fundedUser(server, usdt(50));
    const rtoken = 'transfer-rt-02';
    const first = await server.call('web/transfer', { tpwd: TPWD, from: 'spot', to: 'contract', amount: '5' }, { token: user.token, rtoken });
    await deps().db.deleteFrom('idempotency_keys').execute(); // as if the process died before storing the answer
    const again = await server.call('web/transfer', { tpwd: TPWD, from: 'spot', to: 'contract', amount: '5' }, { token: user.token, rtoken });
    expect(again.data).toEqual(first.data);
    expect(await walletBalance(deps(), user.id, 'contract')).toBe(usdt(5));
  });
});

describe('web/ledgerExport', () => {
  it("lists every posting on the user's accounts with the balance after each, and nobody else's", async () => {
    const user = await fundedUser(server, usdt(100));
    const other = await fundedUser(server, usdt(30));
    manualClock(server).advance(1000); // the export lists entries in time order
    await server.call('web/transfer', { tpwd: TPWD, from: 'spot', to: 'contract', amount: '40' }, { token: user.token });
    const res = await server.call('web/ledgerExport', {}, { token: user.token });
    expect(res.code, res.message).toBe(0);
    const lines = (res.data.csv as string).trim().split('\r\n');
    expect(lines[0]).toBe('time,entry_id,reason,ref_type,ref_id,currency,account,amount,balance_after');
    expect(res.data.rows).toBe(3);
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.map((r) => [r[2], r[6], r[7], r[8]])).toEqual([
      ['deposit', 'spot', '100', '100'],
      ['transfer', 'contract', '40', '40'],
      ['transfer', 'spot', '-40', '60'],
    ]);
    expect(res.data.csv).not.toContain(other.id);
  });
});
