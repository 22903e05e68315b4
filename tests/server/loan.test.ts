// Loans over HTTP on a manual clock: the products and every term, applying with each refusal
// changing nothing, an idempotent application, object-level access to loans and their documents,
// the operators' review (approve pays the principal out, reject keeps the money still), the due
// work moving a loan to due, overdue (the late fee growing daily to its cap) and expired, repaying
// from the balance at what is owed now, and by a bank transfer's voucher (rejected, then another
// confirmed). The ledger audit is clean after each test.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newRtoken, startTestServer, type TestServer } from './harness';
import { noRateLimit } from './auth-fixtures';
import { createUser } from './funds-fixtures';
import { operatorToken, setSettings, usdt } from './withdraw-fixtures';
import { apply, approvedLoan, borrower, clockTo, fund, loanDocs } from './loan-fixtures';
import { fetchFile, uploaded } from './upload-client';
import { pngImage } from './image-fixtures';
import { ManualClock } from '../../server/platform';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import { parseSettingText } from '../../server/modules/settings/setting-types';
import { settingDefaults } from '../../server/modules/settings/settings';
import type { Deps } from '../../server/deps';

const DAY = 86_400_000;
/** Tests that upload the five documents of an application take a while on a shared machine. */
const UPLOADS_TIMEOUT = 180_000;
const START = Date.UTC(2027, 2, 1, 9, 30, 0);
const clock = new ManualClock(START);
let server: TestServer;
let op: string;

beforeAll(async () => {
  // User sessions outlive the years this clock travels; operators log in again after each jump.
  server = await startTestServer({ clock, env: noRateLimit, configure: (c) => { c.sessionTtlMs = 10 * 365 * DAY; } });
  op = await operatorToken(server);
});
afterAll(async () => { await server.stop(); });
afterEach(async () => {
  const report = await deps().ledger.audit(deps().db);
  expect(report.problems).toEqual([]);
  await setSettings(deps(), { 'loan.products': settingDefaults['loan.products'], 'loan.bank': false, features: settingDefaults.features });
});

const deps = (): Deps => server.platform.deps;
const spot = (userId: string) => deps().ledger.balance(deps().db, userAccount(userId, 'USDT', 'spot'));
const system = (name: string) => deps().ledger.balance(deps().db, systemAccount(name, 'USDT'));
const loansOf = (userId: string) => deps().db.selectFrom('loans').selectAll().where('user_id', '=', userId).execute();
const entries = async () => Number((await deps().db.selectFrom('journal_entries').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const info = async (token: string, id: string) => (await server.call('web/lendInfo', { id }, { token })).data;
const bank = { bank_name: 'Example Bank', account_number: '0012345678', swift: 'EXAMPLEX', payee: 'Meridian Exchange Ltd' };

describe('the products', () => {
  it('lists every term, the verification level, the reminder and expiry days and the documents', async () => {
    const res = await server.call('web/lendList');
    expect(res.code, res.message).toBe(0);
    const fees = { late_fee_rate: '0.005', late_fee_cap_rate: '0.2', lender: 'Meridian Exchange', enabled: true };
    expect(res.data).toEqual({
      asset: 'USDT', kyc_level: 'senior', due_soon_days: 3, expire_after_days: 30, bank: null, enabled: true,
      documents: ['credit', 'housing', 'income', 'bank_statement', 'id_photo'],
      products: [
        { id: 'd7', period_days: 7, min_amount: '100', max_amount: '1000', daily_rate: '0.001', ...fees },
        { id: 'd30', period_days: 30, min_amount: '100', max_amount: '5000', daily_rate: '0.0008', ...fees },
        { id: 'd90', period_days: 90, min_amount: '500', max_amount: '10000', daily_rate: '0.0006', ...fees },
      ],
    });
    await setSettings(deps(), { 'loan.bank': bank });
    expect((await server.call('web/lendList')).data.bank).toEqual(bank);
  });

  it('takes only products with sane terms and a bank account or false', () => {
    const good = JSON.stringify([{ id: 'a1', period_days: 14, min_amount: '50', max_amount: '500', daily_rate: '0.0005', late_fee_rate: '0.01', late_fee_cap_rate: '0.3', enabled: true }]);
    expect(parseSettingText('loan.products', good)).toHaveLength(1);
    expect(parseSettingText('loan.products', good.replace('"0.0005"', '"1.5"'))).toBeNull();
    expect(parseSettingText('loan.products', good.replace('"50"', '"600"'))).toBeNull();
    expect(parseSettingText('loan.products', good.replace('"0.0005"', '"0.000000001"'))).toBeNull();
    expect(parseSettingText('loan.bank', 'false')).toBe(false);
    expect(parseSettingText('loan.bank', JSON.stringify(bank))).toEqual(bank);
    expect(parseSettingText('loan.bank', JSON.stringify({ ...bank, swift: 'x' }))).toBeNull();
    expect(parseSettingText('loan.dueSoonDays', '-1')).toBeNull();
  });
});

describe('applying', () => {
  it('refuses each bad application and changes nothing', async () => {
    const u = await borrower(deps(), 'refused');
    const docs = await loanDocs(server, u.token);
    const other = await borrower(deps(), 'other');
    const othersDocs = await loanDocs(server, other.token);
    const wrongPurpose = await uploaded(server, u.token, pngImage(30, 30, 7), { purpose: 'kycFront', name: 'f.png' });
    const before = await entries();
    const cases: Array<[string, Parameters<typeof apply>[3], number, string?]> = [
      ['unknown product', { id: 'zz' }, 4300],
      ['below the least', { amount: '99.99' }, 4903, 'The least amount for this loan is 100 USDT'],
      ['above the most', { amount: '1000.01' }, 4904, 'The most amount for this loan is 1000 USDT'],
      ['a bad amount', { amount: 'ten', total: '1' }, 4017],
      ['a total not shown', { total: '503' }, 4906, 'The terms have changed: the total repayment is now 503.5 USDT; please look at it and confirm again'],
      ['no agreement', { extra: { agree: '0' } }, 4900],
      ['a missing document', { extra: { income: '' } }, 4901],
      ['a document of another purpose', { extra: { housing: wrongPurpose } }, 4901],
      ["another user's document", { extra: { credit: othersDocs.credit } }, 4901],
      ['a document of the wrong field', { extra: { credit: docs.housing } }, 4901],
    ];
    for (const [what, o, code, message] of cases) {
      const res = await apply(server, u.token, docs, o);
      expect(res.code, what).toBe(code);
      if (message) expect(res.message, what).toBe(message);
    }
    // Over the limit: the senior score (600) allows 1,000 USDT.
    const big = await apply(server, u.token, docs, { id: 'd30', amount: '1000.01' });
    expect([big.code, big.message]).toEqual([4905, 'Your credit limit allows 1000 USDT more']);
    // Without the level the setting names.
    const junior = await borrower(deps(), 'junior', ['junior']);
    expect((await apply(server, junior.token, await loanDocs(server, junior.token))).code).toBe(4902);
    // A product, or the whole feature, switched off.
    await setSettings(deps(), { 'loan.products': settingDefaults['loan.products'].map((p) => ({ ...p, enabled: p.id !== 'd7' })) });
    expect((await apply(server, u.token, docs)).code).toBe(4908);
    await setSettings(deps(), { 'loan.products': settingDefaults['loan.products'], features: { ...settingDefaults.features, loan: false } });
    expect((await apply(server, u.token, docs, { id: 'd30' })).code).toBe(4908);
    expect((await server.call('web/lendList')).data.enabled).toBe(false);

    expect(await loansOf(u.id)).toEqual([]);
    expect(await loansOf(junior.id)).toEqual([]);
    expect(await entries()).toBe(before);
    expect(await spot(u.id)).toBe(0n);
  }, UPLOADS_TIMEOUT);

  it('applies once per rtoken, one application under review at a time, with its documents', async () => {
    const u = await borrower(deps(), 'applicant');
    const docs = await loanDocs(server, u.token);
    const rtoken = newRtoken();
    const first = await apply(server, u.token, docs, { rtoken });
    expect([first.code, first.message]).toEqual([0, 'Loan application submitted']);
    expect(first.data).toMatchObject({
      product_id: 'd7', asset: 'USDT', amount: '500', period_days: 7, daily_rate: '0.001', late_fee_rate: '0.005', late_fee_cap_rate: '0.2',
      lender: 'Meridian Exchange', state: 'unreviewed', term_interest: '3.5', term_total: '503.5', created_at: START,
      paid_out_at: null, due_at: null, owed: null, repaid_at: null, repaid_by: null, reason: null, pending_voucher: null,
    });
    const again = await apply(server, u.token, docs, { rtoken });
    expect(again.data.id).toBe(first.data.id);
    expect(await loansOf(u.id)).toHaveLength(1);
    // Another application waits for this one's review.
    const second = await apply(server, u.token, docs, { id: 'd30', amount: '200' });
    expect([second.code, second.message]).toEqual([4907, 'You already have a loan application under review']);
    expect(await loansOf(u.id)).toHaveLength(1);

    expect((await server.call('web/lendMy', { tab: 'review' }, { token: u.token })).data.map((l: any) => l.id)).toEqual([first.data.id]);
    expect((await server.call('web/lendMy', {}, { token: u.token })).data).toEqual([]);
    const shown = await server.call('web/lend_img', { id: first.data.id }, { token: u.token });
    expect(shown.data).toEqual(Object.entries(docs).map(([document, upload_id]) => ({ document, upload_id })));
    // The owner and a reviewer open a document; another user does not.
    expect((await fetchFile(server, 'web/getUpload', docs.income, u.token)).status).toBe(200);
    expect((await fetchFile(server, 'web/opsGetUpload', docs.income, op)).status).toBe(200);
    const stranger = await createUser(deps(), 'stranger');
    expect((await fetchFile(server, 'web/getUpload', docs.income, stranger.token)).envelope?.code).toBe(4300);
    // Another user's loan is not found, by any call.
    for (const name of ['web/lendInfo', 'web/lend_img']) expect((await server.call(name, { id: first.data.id }, { token: stranger.token })).code, name).toBe(4300);
    expect((await server.call('web/lendRepay', { id: first.data.id, total: '503.5' }, { token: stranger.token })).code).toBe(4300);
    expect((await server.call('web/lendMy', { tab: 'review' }, { token: stranger.token })).data).toEqual([]);
    const timeline = (await info(u.token, first.data.id)).timeline;
    expect(timeline).toEqual([{ state: 'unreviewed', event: 'APPLY', actor: `user:${u.id}`, at: START, reason: null }]);
    // Clean up: rejected, so later tests see an empty queue of this user.
    expect((await server.call('web/opsRejectLoan', { id: first.data.id, reason: 'Done' }, { token: op })).code).toBe(0);
  }, UPLOADS_TIMEOUT);
});

describe('the review', () => {
  it('rejects with a reason the user sees, moving no money', async () => {
    const u = await borrower(deps(), 'rejected');
    const applied = await apply(server, u.token, await loanDocs(server, u.token));
    const queue = await server.call('web/opsLoanQueue', {}, { token: op });
    expect(queue.data.map((i: any) => i.loan.id)).toContain(applied.data.id);
    const detail = await server.call('web/opsLoanDetail', { id: applied.data.id }, { token: op });
    expect(detail.data.loan.user_id).toBe(u.id);
    expect(detail.data.documents.map((d: any) => d.document)).toEqual(['credit', 'housing', 'income', 'bank_statement', 'id_photo']);
    // The application under review counts against the limit.
    expect(detail.data.credit).toEqual({ score: 600, limit: '1000', used: applied.data.amount });
    const before = await entries();
    expect((await server.call('web/opsRejectLoan', { id: applied.data.id, reason: '' }, { token: op })).code).toBe(4215);
    expect((await server.call('web/opsRejectLoan', { id: applied.data.id, reason: 'Income statement unreadable' }, { token: op })).code).toBe(0);
    const loan = (await info(u.token, applied.data.id)).loan;
    expect([loan.state, loan.reason, loan.owed]).toEqual(['rejected', 'Income statement unreadable', null]);
    // A decided application is decided once.
    expect((await server.call('web/opsApproveLoan', { id: applied.data.id }, { token: op })).code).toBe(4216);
    expect(await entries()).toBe(before);
    expect(await spot(u.id)).toBe(0n);
    const after = await server.call('web/opsLoanDetail', { id: applied.data.id }, { token: op });
    expect(after.data.decisions.map((d: any) => [d.action, d.reason])).toEqual([['REJECT', 'Income statement unreadable']]);
    expect((await server.call('web/lendMy', { tab: 'ended' }, { token: u.token })).data.map((l: any) => l.id)).toEqual([applied.data.id]);
    // A user cannot decide.
    expect((await server.call('web/opsApproveLoan', { id: applied.data.id }, { token: u.token })).code).not.toBe(0);
  }, UPLOADS_TIMEOUT);
});

describe('a loan through its life', () => {
  it('pays out, falls due, runs overdue with the late fee to its cap, expires and is repaid from the balance', async () => {
    const t0 = START + 10 * DAY;
    clock.set(t0);
    op = await operatorToken(server);
    const u = await borrower(deps(), 'late');
    const lending0 = await system('lending');
    const loan = await approvedLoan(server, op, u.token, await loanDocs(server, u.token));
    const due = t0 + 7 * DAY;
    expect(loan).toMatchObject({ state: 'paid_out', paid_out_at: t0, due_at: due });
    expect(loan.owed).toEqual({ principal: '500', interest: '0.5', late_fee: '0', total: '500.5', days_used: 1, overdue_days: 0 });
    expect(await spot(u.id)).toBe(usdt(500));
    expect(await system('lending')).toBe(lending0 - usdt(500));
    // The principal counts against the limit while owed.
    expect((await server.call('web/getCredit', {}, { token: u.token })).data).toMatchObject({ limit: '1000', used: '500', available: '500' });

    const state = async () => (await info(u.token, loan.id)).loan;
    await clockTo(deps(), clock, due - 3 * DAY - 1);
    expect((await state()).state).toBe('paid_out');
    await clockTo(deps(), clock, due - 3 * DAY);
    expect((await state()).state).toBe('due');
    await clockTo(deps(), clock, due);
    expect((await state()).owed).toMatchObject({ interest: '3.5', late_fee: '0', total: '503.5', days_used: 7, overdue_days: 0 });
    expect((await state()).state).toBe('overdue');
    // 0.5 % of the principal a day (2.5 USDT), each day counted as it starts.
    await clockTo(deps(), clock, due + 1);
    expect((await state()).owed).toMatchObject({ interest: '3.5', late_fee: '2.5', total: '506', overdue_days: 1 });
    await clockTo(deps(), clock, due + 10 * DAY);
    expect((await state()).owed).toMatchObject({ late_fee: '25', overdue_days: 10 });
    await clockTo(deps(), clock, due + 30 * DAY - 1);
    expect((await state()).state).toBe('overdue');
    await clockTo(deps(), clock, due + 30 * DAY);
    expect((await state())).toMatchObject({ state: 'expired', owed: { late_fee: '75', total: '578.5' } });
    // The cap (20 % of the principal, 100 USDT) is reached at 40 days and never passed.
    await clockTo(deps(), clock, due + 40 * DAY);
    expect((await state()).owed.late_fee).toBe('100');
    await clockTo(deps(), clock, due + 200 * DAY);
    expect((await state()).owed).toMatchObject({ interest: '3.5', late_fee: '100', total: '603.5', overdue_days: 200 });

    // Repaying: the shown total must be today's, and the balance must hold it.
    const before = await entries();
    const stale = await server.call('web/lendRepay', { id: loan.id, total: '578.5' }, { token: u.token });
    expect([stale.code, stale.message]).toEqual([4911, 'The amount owed is now 603.5 USDT; please look at it and confirm again']);
    const poor = await server.call('web/lendRepay', { id: loan.id, total: '603.5' }, { token: u.token });
    expect([poor.code, poor.message]).toEqual([4910, 'Insufficient USDT for repayment; please deposit first']);
    expect(await entries()).toBe(before);
    expect((await state()).state).toBe('expired');
    await fund(deps(), u.id, usdt(200));
    const rtoken = newRtoken();
    const paid = await server.call('web/lendRepay', { id: loan.id, total: '603.5' }, { token: u.token, rtoken });
    expect([paid.code, paid.message]).toEqual([0, 'Loan repaid']);
    expect(paid.data).toMatchObject({ state: 'repaid', repaid_by: 'balance', owed: { principal: '500', interest: '3.5', late_fee: '100', total: '603.5' } });
    const replay = await server.call('web/lendRepay', { id: loan.id, total: '603.5' }, { token: u.token, rtoken });
    expect(replay.data.id).toBe(loan.id);
    expect(await spot(u.id)).toBe(usdt(700) - 603_500_000n);
    expect(await system('lending')).toBe(lending0 + 103_500_000n);
    expect((await server.call('web/lendRepay', { id: loan.id, total: '603.5' }, { token: u.token })).code).toBe(4909);
    // Applying and the approval share a millisecond here, so their ids do not order them: the rest in order.
    const steps = (await info(u.token, loan.id)).timeline.map((s: any) => s.event);
    expect(new Set(steps.slice(0, 2))).toEqual(new Set(['APPLY', 'APPROVE']));
    expect(steps.slice(2)).toEqual(['FALL_DUE', 'OVERDUE', 'EXPIRE', 'REPAY']);
  }, UPLOADS_TIMEOUT);

  it('repaid early, it owes interest to the day and ignores its later due work', async () => {
    const t0 = START + 400 * DAY;
    clock.set(t0);
    op = await operatorToken(server);
    const u = await borrower(deps(), 'early');
    const loan = await approvedLoan(server, op, u.token, await loanDocs(server, u.token), { id: 'd30', amount: '1000' });
    expect(loan.due_at).toBe(t0 + 30 * DAY);
    await clockTo(deps(), clock, t0 + DAY + 1);
    // Two days started: 1000 × 0.08 % × 2.
    const now = (await info(u.token, loan.id)).loan;
    expect(now.owed).toMatchObject({ interest: '1.6', total: '1001.6', days_used: 2 });
    await fund(deps(), u.id, usdt(2));
    expect((await server.call('web/lendRepay', { id: loan.id, total: '1001.6' }, { token: u.token })).code).toBe(0);
    expect(await spot(u.id)).toBe(400_000n);
    await clockTo(deps(), clock, t0 + 80 * DAY);
    const later = (await info(u.token, loan.id)).loan;
    expect([later.state, later.owed.total, later.owed.days_used, later.owed.overdue_days]).toEqual(['repaid', '1001.6', 2, 0]);
    expect((await server.call('web/lendMy', { tab: 'ended' }, { token: u.token })).data.map((l: any) => l.id)).toEqual([loan.id]);
  }, UPLOADS_TIMEOUT);

  it('expires only after its overdue move: an expiry that comes first waits for it', async () => {
    const t0 = START + 600 * DAY;
    clock.set(t0);
    op = await operatorToken(server);
    const u = await borrower(deps(), 'delayed');
    const loan = await approvedLoan(server, op, u.token, await loanDocs(server, u.token));
    const expireAt = loan.due_at + 30 * DAY;
    // The overdue move is held back past the expiry (as a failing, retried item would be).
    await deps().db.updateTable('due_work').set({ run_at: BigInt(expireAt + 2 * 60_000) })
      .where('kind', '=', 'loan.overdue').where('subject', '=', loan.id).execute();
    const state = async () => (await info(u.token, loan.id)).loan.state;
    await clockTo(deps(), clock, expireAt);
    expect(await state()).toBe('due');
    // Once the overdue move has run, the waiting expiry follows it.
    await clockTo(deps(), clock, expireAt + 3 * 60_000);
    expect(await state()).toBe('expired');
    // Both moves share the clock's millisecond, so their ids do not order them; the chart allows EXPIRE only from overdue.
    const steps = (await info(u.token, loan.id)).timeline.map((x: any) => x.event);
    expect(steps[2]).toBe('FALL_DUE');
    expect(new Set(steps.slice(3))).toEqual(new Set(['OVERDUE', 'EXPIRE']));
    const expiry = await deps().db.selectFrom('due_work').selectAll().where('kind', '=', 'loan.expire').where('subject', '=', loan.id).executeTakeFirstOrThrow();
    expect([expiry.state, Number(expiry.done_at)]).toEqual(['done', expireAt + 3 * 60_000]);
  }, UPLOADS_TIMEOUT);

  it('falls due at approval when its period is shorter than the reminder, so the user hears "due" before "overdue"', async () => {
    const t0 = START + 700 * DAY;
    clock.set(t0);
    op = await operatorToken(server);
    const short = { ...settingDefaults['loan.products'][0], id: 'd2', period_days: 2 };
    await setSettings(deps(), { 'loan.products': [...settingDefaults['loan.products'], short] });
    const u = await borrower(deps(), 'short');
    const loan = await approvedLoan(server, op, u.token, await loanDocs(server, u.token), { id: 'd2', amount: '200' });
    expect(loan).toMatchObject({ state: 'paid_out', due_at: t0 + 2 * DAY });
    const kinds = async () => (await server.call('web/getNewsList', {}, { token: u.token })).data.list.map((m: any) => m.kind);
    // The reminder window (3 days) began before the payout: the loan falls due as soon as the due work runs.
    await clockTo(deps(), clock, t0);
    expect((await info(u.token, loan.id)).loan.state).toBe('due');
    expect(await kinds()).toEqual(['loanDue', 'loanApproved']);
    await clockTo(deps(), clock, loan.due_at - 1);
    expect((await info(u.token, loan.id)).loan.state).toBe('due');
    await clockTo(deps(), clock, loan.due_at);
    expect((await info(u.token, loan.id)).loan.state).toBe('overdue');
    expect(await kinds()).toEqual(['loanOverdue', 'loanDue', 'loanApproved']);
    const steps = (await info(u.token, loan.id)).timeline.map((x: any) => x.event);
    expect(steps.slice(2)).toEqual(['FALL_DUE', 'OVERDUE']);
  }, UPLOADS_TIMEOUT);
});

describe('repayment by bank transfer', () => {
  it('is refused without a bank account, takes one voucher at a time, and a rejected voucher leaves the loan owed', async () => {
    const t0 = START + 800 * DAY;
    clock.set(t0);
    op = await operatorToken(server);
    const u = await borrower(deps(), 'voucher');
    const loan = await approvedLoan(server, op, u.token, await loanDocs(server, u.token));
    const image = () => uploaded(server, u.token, pngImage(36, 24, Math.floor(Math.random() * 1000)), { purpose: 'loanVoucher', name: 'v.png' });
    const first = await image();
    const send = (voucher: string, total: string, rtoken = newRtoken()) => server.call('web/lendVoucher', { id: loan.id, total, voucher }, { token: u.token, rtoken });
    expect((await send(first, '500.5')).code).toBe(4914);
    await setSettings(deps(), { 'loan.bank': bank });
    const kyc = await uploaded(server, u.token, pngImage(30, 30, 3), { purpose: 'kycFront', name: 'k.png' });
    expect((await send(kyc, '500.5')).code).toBe(4912);
    expect((await send(first, '500')).code).toBe(4911);
    expect(await deps().db.selectFrom('loan_vouchers').selectAll().where('loan_id', '=', loan.id).execute()).toEqual([]);

    const rtoken = newRtoken();
    const sent = await send(first, '500.5', rtoken);
    expect([sent.code, sent.message]).toEqual([0, 'Repayment voucher submitted']);
    expect(sent.data.pending_voucher).toMatchObject({ state: 'pending', amount: '500.5', image: first });
    expect((await send(first, '500.5', rtoken)).data.pending_voucher.id).toBe(sent.data.pending_voucher.id);
    expect((await send(await image(), '500.5')).code).toBe(4913);
    await fund(deps(), u.id, usdt(10));
    expect((await server.call('web/lendRepay', { id: loan.id, total: '500.5' }, { token: u.token })).code).toBe(4913);
    expect((await fetchFile(server, 'web/opsGetUpload', first, op)).status).toBe(200);

    const queue = await server.call('web/opsLoanVoucherQueue', {}, { token: op });
    expect(queue.data.map((v: any) => v.voucher.id)).toEqual([sent.data.pending_voucher.id]);
    const before = await entries();
    const rejected = await server.call('web/opsRejectLoanVoucher', { id: sent.data.pending_voucher.id, reason: 'No transfer arrived' }, { token: op });
    expect(rejected.code, rejected.message).toBe(0);
    expect(rejected.data.voucher).toMatchObject({ state: 'rejected', reason: 'No transfer arrived' });
    expect(await entries()).toBe(before);
    const owed = (await info(u.token, loan.id));
    expect([owed.loan.state, owed.loan.pending_voucher]).toEqual(['paid_out', null]);
    expect(owed.vouchers.map((v: any) => v.state)).toEqual(['rejected']);
    expect((await server.call('web/opsConfirmLoanVoucher', { id: sent.data.pending_voucher.id }, { token: op })).code).toBe(4216);
    // The borrower is told of each decision once, with the reason as typed.
    const told = async () => ((await server.call('web/getNewsList', {}, { token: u.token })).data.list as any[])
      .filter((m) => m.kind.startsWith('loanVoucher') || m.kind === 'loanRepaid').map((m) => [m.kind, m.params]);
    expect(await told()).toEqual([['loanVoucherRejected', { id: loan.id, amount: '500.5', asset: 'USDT', reason: 'No transfer arrived' }]]);

    // Another voucher two days later: the amount owed then (two days of interest), confirmed later still.
    await clockTo(deps(), clock, t0 + DAY + 5);
    const again = await send(await image(), '501');
    expect(again.code, again.message).toBe(0);
    await clockTo(deps(), clock, t0 + 9 * DAY);
    op = await operatorToken(server);
    const inflow0 = await system('bank-inflow');
    const lending0 = await system('lending');
    const detail = await server.call('web/opsLoanVoucherDetail', { id: again.data.pending_voucher.id }, { token: op });
    expect(detail.data.voucher.loan.id).toBe(loan.id);
    // The loan's moves and the voucher's, by time (the two due moves ran together when the clock jumped).
    const steps = detail.data.timeline.map((s: any) => s.event);
    expect(new Set(steps.slice(0, 2))).toEqual(new Set(['APPLY', 'APPROVE']));
    expect(steps[2]).toBe('SEND');
    expect(new Set(steps.slice(3))).toEqual(new Set(['FALL_DUE', 'OVERDUE']));
    const confirmed = await server.call('web/opsConfirmLoanVoucher', { id: again.data.pending_voucher.id }, { token: op });
    expect(confirmed.code, confirmed.message).toBe(0);
    expect(confirmed.data.loan).toMatchObject({ state: 'repaid', repaid_by: 'voucher', owed: { interest: '1', late_fee: '0', total: '501', days_used: 2 } });
    expect(await system('bank-inflow')).toBe(inflow0 - usdt(501));
    expect(await system('lending')).toBe(lending0 + usdt(501));
    // The user's own money did not move.
    expect(await spot(u.id)).toBe(usdt(510));
    const decisions = (await server.call('web/opsLoanVoucherDetail', { id: again.data.pending_voucher.id }, { token: op })).data.decisions;
    expect(decisions.map((d: any) => d.action)).toEqual(['APPROVE']);
    expect((await told())[0]).toEqual(['loanRepaid', { id: loan.id, amount: '501', asset: 'USDT' }]);
  }, UPLOADS_TIMEOUT);
});
