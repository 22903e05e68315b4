// The operator console's first part: operators created by `npm run ops -- create-operator`, their
// own login and sessions, the withdrawal review queue, one item with the user's balances and
// history, and decisions that are audit-logged and shown on the user's timeline. User and operator
// tokens never open each other's calls; no decision moves money outside the lifecycle's entries.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { opsEndpoints } from '../../api/endpoints/ops';
import { TPWD, balances, expectCleanAudit, expectNoOrphanedFreeze, fundedUser, operatorToken, setSettings, usdt } from './withdraw-fixtures';

const run = promisify(execFile);
let server: TestServer;
let reviewer: string;
const deps = () => server.platform.deps;

beforeAll(async () => {
  server = await startTestServer({ env: noRateLimit });
  await setSettings(deps(), { 'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none' });
  reviewer = await operatorToken(server, 'reviewer');
});
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  await expectCleanAudit(deps());
  await expectNoOrphanedFreeze(deps());
});

const withdraw = (token: string, amount: string) =>
  server.call('web/withdraw', { chain: 'LOCAL', address: `lc1${randomBytes(20).toString('hex')}`, amount, tpwd: TPWD }, { token });

describe('operator accounts', () => {
  it('are created by the ops command and log in with their own call; wrong passwords and users are refused', async () => {
    const email = `admin.${randomBytes(4).toString('hex')}@example.com`;
    const env = { ...process.env, DATA_DIR: server.config.dataDir, ...(server.config.databaseUrl ? { DATABASE_URL: server.config.databaseUrl } : {}) };
    const made = await run('npx', ['tsx', 'scripts/ops.ts', 'create-operator', '--email', email, '--password', 'Console-Pass-2026', '--role', 'admin'], { env });
    expect(made.stdout).toContain(`operator ${email} created with role admin`);
    const badRole = await run('npx', ['tsx', 'scripts/ops.ts', 'create-operator', '--email', `x${email}`, '--password', 'Console-Pass-2026', '--role', 'root'], { env }).catch((e) => e);
    expect(badRole.code).toBe(1);

    const ok = await server.call('web/opsLogin', { email, password: 'Console-Pass-2026' });
    expect(ok.code, ok.message).toBe(0);
    expect(ok.data).toMatchObject({ email, role: 'admin' });
    const stored = await deps().db.selectFrom('operator_sessions').select('token_hash').execute();
    expect(stored.some((s) => s.token_hash === ok.data.token)).toBe(false); // only the hash is stored
    expect((await server.call('web/opsLogin', { email, password: 'wrong-password-1' })).code).toBe(4100);
    expect((await server.call('web/opsLogin', { email: `nobody.${email}`, password: 'Console-Pass-2026' })).code).toBe(4100);
    const user = await fundedUser(server, 0n);
    const userRow = await deps().db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect((await server.call('web/opsLogin', { email: userRow.email!, password: 'Console-Pass-2026' })).code).toBe(4100);
  });

  it('keep user and operator sessions apart: a user token opens no ops call', async () => {
    const user = await fundedUser(server, 0n);
    const operatorCalls = Object.values(opsEndpoints).filter((e) => e.access === 'operator').map((e) => e.name);
    expect(operatorCalls).toHaveLength(11);
    for (const name of operatorCalls) {
      expect((await server.call(name, { id: 'x', reason: 'r' }, { token: user.token })).code, name).toBe(2000);
      expect((await server.call(name, { id: 'x', reason: 'r' })).code, name).toBe(2000);
    }
    expect((await server.call('web/getAsset2', {}, { token: reviewer })).code).toBe(2000);
  });
});

describe('withdrawal review', () => {
  it('lists the queue, shows one item with the user\'s balances and history, and approves with an audit record', async () => {
    const user = await fundedUser(server, usdt(700));
    const wd = await withdraw(user.token, '300');
    const queue = await server.call('web/opsWithdrawQueue', {}, { token: reviewer });
    expect(queue.code, queue.message).toBe(0);
    expect(queue.data.find((w: any) => w.id === wd.data.id)).toMatchObject({ user_id: user.id, amount: '300', fee: '1', state: 'underReview' });

    const detail = await server.call('web/opsWithdrawDetail', { id: wd.data.id }, { token: reviewer });
    expect(detail.code, detail.message).toBe(0);
    expect(detail.data.balances).toEqual(expect.arrayContaining([
      { currency: 'USDT', wallet: 'spot', balance: '400' }, { currency: 'USDT', wallet: 'spot_frozen', balance: '300' },
    ]));
    expect(detail.data.deposits).toHaveLength(1);
    expect(detail.data.withdrawals.map((w: any) => w.id)).toEqual([wd.data.id]);
    expect((await server.call('web/opsWithdrawDetail', { id: 'wd_nope' }, { token: reviewer })).code).toBe(4300);

    const approved = await server.call('web/opsApproveWithdraw', { id: wd.data.id, reason: 'History checked' }, { token: reviewer });
    expect(approved.code, approved.message).toBe(0);
    expect(approved.data.state).toBe('approved');
    // Approval moves no money: the amount stays frozen until it is sent.
    expect(await balances(server, user.token)).toEqual({ available: '400', frozen: '300' });
    expect((await server.call('web/opsApproveWithdraw', { id: wd.data.id }, { token: reviewer })).code).toBe(4216);
    expect((await server.call('web/opsRejectWithdraw', { id: wd.data.id, reason: 'too late' }, { token: reviewer })).code).toBe(4216);

    const after = await server.call('web/opsWithdrawDetail', { id: wd.data.id }, { token: reviewer });
    expect(after.data.decisions).toHaveLength(1);
    expect(after.data.decisions[0]).toMatchObject({ action: 'APPROVE', reason: 'History checked' });
    expect(after.data.decisions[0].operator).toMatch(/@example\.com$/);
    const timeline = (await server.call('web/withdrawRecords', {}, { token: user.token })).data[0].timeline;
    expect(timeline.map((t: any) => [t.state, t.reason])).toEqual([['underReview', null], ['approved', 'History checked']]);
    expect((await server.call('web/opsWithdrawQueue', {}, { token: reviewer })).data.some((w: any) => w.id === wd.data.id)).toBe(false);
  });

  it('rejects only with a reason, unfreezes at once, and logs who decided', async () => {
    const user = await fundedUser(server, usdt(500));
    const wd = await withdraw(user.token, '500');
    const noReason = await server.call('web/opsRejectWithdraw', { id: wd.data.id, reason: '  ' }, { token: reviewer });
    expect(noReason.code).toBe(4215);
    expect(await balances(server, user.token)).toEqual({ available: '0', frozen: '500' });
    const rejected = await server.call('web/opsRejectWithdraw', { id: wd.data.id, reason: 'Payee name does not match' }, { token: reviewer });
    expect(rejected.code, rejected.message).toBe(0);
    expect(await balances(server, user.token)).toEqual({ available: '500', frozen: '0' });
    const log = await deps().db.selectFrom('ops_audit_log').selectAll().where('entity_id', '=', wd.data.id).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ action: 'REJECT', reason: 'Payee name does not match', entity_type: 'withdrawal' });
    expect(Number(log[0].at)).toBe(deps().clock.now());
    const record = (await server.call('web/withdrawRecords', {}, { token: user.token })).data[0];
    expect(record).toMatchObject({ state: 'rejected', reason: 'Payee name does not match' });
  });
});
