// My messages over HTTP: each decision or event that concerns a user, reached through the
// product's own calls (a withdrawal approved and rejected by a reviewer, approved by the
// auto-approval rule, failed on the chain; a chain deposit credited, a manual deposit's claim rejected,
// a verification approved and rejected, a loan application rejected, a loan approved, falling due and overdue, a subscription allocated,
// a position liquidated), written as a kind and parameters; the unread count; reading once and
// again; the private `messages` stream; an admin's notice to every user. Another user can neither
// read nor mark a message (the access matrix in withdraw-access.test.ts holds the same calls).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { createUser } from './funds-fixtures';
import { fundedUser, fundHotWallet, operatorToken, sender, setSettings, TPWD, usdt } from './withdraw-fixtures';
import { pngImage } from './image-fixtures';
import { uploaded } from './upload-client';
import { apply, approvedLoan, borrower, clockTo, loanDocs } from './loan-fixtures';
import { queuedId, submitLevel } from './kyc-fixtures';
import { contractServer, expectCleanAudit as contractAudit, recording, trader, usdt as usdtText, type ContractServer } from './contract-fixtures';
import { connectWs } from './ws-client';
import { ManualClock } from '../../server/platform';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const START = Date.UTC(2027, 2, 1, 6, 30, 0);
const clock = new ManualClock(START);
let server: TestServer;
let reviewer: string;
const deps = () => server.platform.deps;

beforeAll(async () => {
  server = await startTestServer({ clock, env: noRateLimit, configure: (c) => { c.sessionTtlMs = 365 * DAY; } });
  reviewer = await operatorToken(server);
  await setSettings(deps(), { 'withdraw.turnoverRatio': 0, 'withdraw.kycLevel': 'none' });
});
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  const report = await deps().ledger.audit(deps().db);
  expect(report.problems).toEqual([]);
});

const list = async (token: string) => {
  const res = await server.call('web/getNewsList', {}, { token });
  expect(res.code, res.message).toBe(0);
  return res.data as { list: any[]; unread: number; has_more: boolean };
};
const unread = async (token: string) => (await server.call('web/getUnreadNews', {}, { token })).data.unread as number;
/** Messages of one millisecond share their order key: each step here is a second later. */
const tick = () => clock.set(clock.now() + 1000);
const withdraw = (token: string, amount = '150') => server.call('web/withdraw', { chain: 'LOCAL', address: `lc1${'ab'.repeat(20)}`, amount, tpwd: TPWD }, { token });

describe('a decision becomes a message', () => {
  it('tells of a rejected withdrawal with the reason as typed, and of an approved one, live on the stream', async () => {
    const user = await fundedUser(server, usdt(500), 'member');
    const credited = await list(user.token);
    expect(credited.list.map((m) => m.kind)).toEqual(['depositCredited']);
    expect(credited.list[0]).toMatchObject({ state: 'unread', params: { amount: '500', asset: 'USDT' }, notice: null });

    const ws = await connectWs(server);
    ws.send({ op: 'auth', token: user.token });
    await ws.until((m) => m.some((x) => x.op === 'auth' && x.ok));
    ws.send({ op: 'subscribe', channel: 'messages' });
    await ws.until((m) => m.some((x) => x.op === 'subscribed'));

    tick();
    const first = await withdraw(user.token);
    expect(first.code, first.message).toBe(0);
    const rejected = await server.call('web/opsRejectWithdraw', { id: first.data.id, reason: 'Address belongs to a sanctioned service' }, { token: reviewer });
    expect(rejected.code, rejected.message).toBe(0);
    await deps().messagePusher.flush();
    await ws.until((m) => m.some((x) => x.channel === 'messages' && x.data?.message?.kind === 'withdrawalRejected'));
    const pushed = ws.messages.find((x) => x.channel === 'messages' && x.data?.message?.kind === 'withdrawalRejected');
    expect(pushed.data).toMatchObject({ unread: 2, message: { params: { id: first.data.id, amount: '150', asset: 'USDT', reason: 'Address belongs to a sanctioned service' } } });

    tick();
    const second = await withdraw(user.token);
    expect((await server.call('web/opsApproveWithdraw', { id: second.data.id }, { token: reviewer })).code).toBe(0);
    const now = await list(user.token);
    expect(now.list.map((m) => m.kind)).toEqual(['withdrawalApproved', 'withdrawalRejected', 'depositCredited']);
    expect(now.list[0].params).toEqual({ id: second.data.id, amount: '150', asset: 'USDT' });
    expect(now.unread).toBe(3);
    // Every message went out once: nothing is left to push.
    await deps().messagePusher.flush();
    expect(await deps().db.selectFrom('messages').select('id').where('pushed_at', 'is', null).execute()).toEqual([]);
    ws.ws.close();
  });

  it('tells of a withdrawal the auto-approval rule approved, once, and of one the chain refused', async () => {
    await setSettings(deps(), { 'withdraw.autoApproveBelow': '200' });
    try {
      const user = await fundedUser(server, usdt(500), 'auto');
      tick();
      const small = await withdraw(user.token);
      expect(small.data.state).toBe('approved');
      const got = await list(user.token);
      expect(got.list.map((m) => [m.kind, m.params])).toEqual([
        ['withdrawalApproved', { id: small.data.id, amount: '150', asset: 'USDT' }],
        ['depositCredited', expect.objectContaining({ amount: '500' })],
      ]);
      expect(got.unread).toBe(2);

      // The chain refuses a send to the hot wallet itself: the amount returns and the user is told.
      const hot = await fundHotWallet(deps(), usdt(10_000));
      tick();
      const refused = await server.call('web/withdraw', { chain: 'LOCAL', address: hot, amount: '120', tpwd: TPWD }, { token: user.token });
      expect(refused.data.state).toBe('approved');
      tick();
      await sender(deps()).run();
      const after = await list(user.token);
      expect(after.list.map((m) => m.kind)).toEqual(['withdrawalFailed', 'withdrawalApproved', 'withdrawalApproved', 'depositCredited']);
      expect(after.list[0].params).toEqual({ id: refused.data.id, amount: '120', asset: 'USDT' });
      expect(after.list.filter((m) => m.kind === 'withdrawalApproved').map((m) => m.params.id).sort()).toEqual([small.data.id, refused.data.id].sort());
    } finally {
      await setSettings(deps(), { 'withdraw.autoApproveBelow': '0' });
    }
  });

  it("tells of a manual deposit's claim rejected, with the reason as typed", async () => {
    const user = await createUser(deps(), 'claimant');
    const credential = await uploaded(server, user.token, pngImage(40, 30, 7), { purpose: 'depositCredential', name: 'receipt.png' });
    const claim = await server.call('web/manualDeposit', { currency: 'USDT', chain: 'LOCAL', amount: '250', tx_hash: 'ab'.repeat(32), credential }, { token: user.token });
    expect(claim.code, claim.message).toBe(0);
    expect((await server.call('web/opsRejectDeposit', { id: claim.data.id, reason: 'No such transaction on the chain' }, { token: reviewer })).code).toBe(0);
    expect((await list(user.token)).list.map((m) => [m.kind, m.params])).toEqual([
      ['depositRejected', { id: claim.data.id, amount: '250', asset: 'USDT', reason: 'No such transaction on the chain' }],
    ]);
  });

  it('writes no message when the decision is refused', async () => {
    const user = await fundedUser(server, usdt(300), 'twice');
    const wd = await withdraw(user.token);
    expect((await server.call('web/opsRejectWithdraw', { id: wd.data.id, reason: 'no' }, { token: reviewer })).code).toBe(0);
    const before = await list(user.token);
    const again = await server.call('web/opsApproveWithdraw', { id: wd.data.id }, { token: reviewer });
    expect(again.code).not.toBe(0);
    expect(await list(user.token)).toEqual(before);
  });

  it('tells of a verification approved, and of one rejected with the reason', async () => {
    const user = await createUser(deps(), 'verified');
    const email = (await deps().db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow()).email!;
    expect((await submitLevel(server, user.token, 'junior')).code).toBe(0);
    const id = await queuedId(server, reviewer, email, 'junior');
    expect((await server.call('web/opsKycReject', { id, reason: 'The name does not match the document' }, { token: reviewer })).code).toBe(0);
    tick();
    expect((await submitLevel(server, user.token, 'junior')).code).toBe(0);
    const again = await queuedId(server, reviewer, email, 'junior');
    expect((await server.call('web/opsKycApprove', { id: again }, { token: reviewer })).code).toBe(0);
    const { list: got } = await list(user.token);
    expect(got.map((m) => [m.kind, m.params])).toEqual([
      ['kycApproved', { level: 'junior' }],
      ['kycRejected', { level: 'junior', reason: 'The name does not match the document' }],
    ]);
  });
});

describe('reading', () => {
  it('marks a message read once; reading it again changes nothing; the count falls', async () => {
    const user = await fundedUser(server, usdt(200), 'reader');
    const [m] = (await list(user.token)).list;
    expect(await unread(user.token)).toBe(1);
    const detail = await server.call('web/getNewsDetail', { id: m.id }, { token: user.token });
    expect(detail.data).toEqual(m);
    const read = await server.call('web/readNews', { id: m.id }, { token: user.token });
    expect(read.code, read.message).toBe(0);
    expect(read.data).toEqual({ message: { ...m, state: 'read' }, unread: 0 });
    const stored = await deps().db.selectFrom('messages').select('read_at').where('id', '=', m.id).executeTakeFirstOrThrow();
    const twice = await server.call('web/readNews', { id: m.id }, { token: user.token });
    expect(twice.data).toEqual(read.data);
    expect(await deps().db.selectFrom('messages').select('read_at').where('id', '=', m.id).executeTakeFirstOrThrow()).toEqual(stored);
  });

  it("never shows or marks another user's message, and refuses a bad id", async () => {
    const alice = await fundedUser(server, usdt(200), 'alice');
    const bob = await createUser(deps(), 'bob');
    const [m] = (await list(alice.token)).list;
    expect((await server.call('web/getNewsDetail', { id: m.id }, { token: bob.token })).code).toBe(4300);
    expect((await server.call('web/readNews', { id: m.id }, { token: bob.token })).code).toBe(4300);
    expect(JSON.stringify(await list(bob.token))).not.toContain(m.id);
    expect(await unread(alice.token)).toBe(1);
    const bad = await server.call('web/readNews', { id: '' }, { token: alice.token });
    expect(bad.code).not.toBe(0);
    expect(bad.message).toBeTruthy();
    expect((await server.call('web/getNewsList', {}, {})).code).toBe(2000);
  });
});

describe('notices', () => {
  it('an admin posts a notice to every user, in the languages given; English is required; a reviewer may not', async () => {
    const admin = await operatorToken(server, 'admin');
    const user = await createUser(deps(), 'noticed');
    const none = await server.call('web/opsPostNotice', { title_de: 'Wartung', body_de: 'Heute Nacht' }, { token: admin });
    expect(none.code).not.toBe(0);
    expect(none.message).toBe("Please write the notice's title and text in English");
    expect((await server.call('web/opsPostNotice', { title_en: 'x', body_en: 'y' }, { token: reviewer })).code).not.toBe(0);
    const users = Number((await deps().db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const posted = await server.call('web/opsPostNotice', { title_en: 'Maintenance', body_en: 'Tonight from 22:00', title_de: 'Wartung', body_de: 'Heute ab 22:00' }, { token: admin });
    expect(posted.code, posted.message).toBe(0);
    expect(posted.data.recipients).toBe(users);
    const [m] = (await list(user.token)).list;
    expect(m).toMatchObject({ kind: 'notice', state: 'unread', notice: [
      { lang: 'en', title: 'Maintenance', body: 'Tonight from 22:00' }, { lang: 'de', title: 'Wartung', body: 'Heute ab 22:00' },
    ] });
    const audit = await deps().db.selectFrom('ops_audit_log').select(['action', 'entity_id']).where('action', '=', 'notice.post').execute();
    expect(audit).toEqual([{ action: 'notice.post', entity_id: posted.data.id }]);
  });
});

describe('due work and allocation', () => {
  it('tells a subscriber of their allocation', async () => {
    const admin = await operatorToken(server, 'admin');
    const now = clock.now();
    const project = await server.call('web/opsCreateNewcoin', {
      name: 'Nova', symbol: 'MSGA', issue_price: '0.5', quantity: '1000', circulation: '10000', lot: '10', min_per_user: '10', max_per_user: '500',
      starts_at: now + HOUR, ends_at: now + 2 * HOUR, listing_at: now + 3 * HOUR, lock_days: 1, description: 'A coin for tests',
    }, { token: admin });
    expect(project.code, project.message).toBe(0);
    const user = await createUser(deps(), 'subscriber');
    await deps().db.transaction().execute((trx) => deps().ledger.post(trx, {
      reason: 'deposit', refType: 'test', refId: user.id, idempotencyKey: `test-messages-fund:${user.id}`,
      postings: [{ account: systemAccount('chain:TEST', 'USDT'), amount: -usdt(100) }, { account: userAccount(user.id, 'USDT', 'spot'), amount: usdt(100) }],
    }));
    await clockTo(deps(), clock, now + HOUR);
    expect((await server.call('web/subscribeNewcoin', { id: project.data.id, quantity: '100' }, { token: user.token })).code).toBe(0);
    await clockTo(deps(), clock, now + 2 * HOUR);
    const [m] = (await list(user.token)).list;
    expect(m).toMatchObject({ kind: 'subscriptionAllocated', params: { symbol: 'MSGA', amount: '100', asset: 'MSGA', refunded: '0' } });
  });

  it('tells an applicant of a loan rejected and one approved, and when it falls due and when it is overdue', { timeout: 180_000 }, async () => {
    const user = await borrower(deps());
    const docs = await loanDocs(server, user.token);
    const op = await operatorToken(server);
    const refused = await apply(server, user.token, docs, { id: 'd7', amount: '300' });
    expect(refused.code, refused.message).toBe(0);
    expect((await server.call('web/opsRejectLoan', { id: refused.data.id, reason: 'Income statement unreadable' }, { token: op })).code).toBe(0);
    tick();
    const loan = await approvedLoan(server, op, user.token, docs, { id: 'd7', amount: '500' });
    expect((await list(user.token)).list.map((m) => [m.kind, m.params])).toEqual([
      ['loanApproved', { id: loan.id, amount: '500', asset: 'USDT', due_at: String(loan.due_at) }],
      ['loanRejected', { id: refused.data.id, amount: '300', asset: 'USDT', reason: 'Income statement unreadable' }],
    ]);
    await clockTo(deps(), clock, Number(loan.due_at) - 3 * DAY + 1);
    const due = await list(user.token);
    expect(due.list[0]).toMatchObject({ kind: 'loanDue', params: { id: loan.id, asset: 'USDT', due_at: String(loan.due_at) } });
    await clockTo(deps(), clock, Number(loan.due_at) + 1);
    expect((await list(user.token)).list.map((m) => m.kind).slice(0, 2)).toEqual(['loanOverdue', 'loanDue']);
  });
});

describe('a liquidation', () => {
  let contracts: ContractServer;
  beforeAll(async () => { contracts = await contractServer(recording({ SOLUSDT: [[0, '150'], [20, '140']] }, 60)); });
  afterAll(async () => { await contracts.stop(); });

  it('tells the holder their position was liquidated', async () => {
    const user = await trader(contracts, usdtText('100'), 'liquidated');
    const opened = await contracts.call('web/contractOpen', { symbol: 'SOLUSDT', side: 'long', lots: '0.1', leverage: 100 }, { token: user.token });
    expect(opened.code, opened.message).toBe(0);
    await contracts.clockAt(21);
    const res = await contracts.call('web/getNewsList', {}, { token: user.token });
    expect(res.data.list.map((m: any) => [m.kind, m.params.id, m.params.symbol])).toContainEqual(['positionLiquidated', opened.data.id, 'SOLUSDT']);
    await contractAudit(contracts);
  });
});
