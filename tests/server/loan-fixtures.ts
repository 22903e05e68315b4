// Arrangements of the loan and credit tests: borrowers with verification levels passed and USDT in
// spot, the five documents of an application uploaded for real, applying at the disclosed total,
// and the clock moved with the due work run as the platform's job would.
import { expect } from 'vitest';
import { termCostOf } from '../../api/loan-math';
import { fromMinor, toMinor } from '../../api/money';
import { loanDocuments } from '../../api/endpoints/loan';
import type { KycLevel } from '../../api/lifecycles/kyc-level';
import { systemAccount, userAccount } from '../../server/modules/ledger/ledger';
import { rateOf } from '../../server/modules/loan/loan-terms';
import type { Deps } from '../../server/deps';
import type { ManualClock } from '../../server/platform';
import { newRtoken, type Envelope, type TestServer } from './harness';
import { createUser } from './funds-fixtures';
import { jpegImage, pngImage } from './image-fixtures';
import { uploaded } from './upload-client';

let seed = 100;
let fundings = 0;

/** Passed verification levels written directly (the verification flow is tested elsewhere). */
export async function passKyc(deps: Deps, userId: string, levels: KycLevel[]) {
  const now = BigInt(deps.clock.now());
  for (const level of levels) {
    await deps.db.insertInto('kyc_verifications').values({
      id: deps.ids.next('kv'), user_id: userId, level, state: level === 'address' ? 'verified' : 'approved', attempt: 1n, reason: null,
      nationality: null, id_type: null, real_name: null, id_number: null, id_number_key: null, front_upload_id: null, back_upload_id: null,
      signature_upload_id: null, address: null, bill_upload_id: null, submitted_at: now, decided_at: now, created_at: now, updated_at: now,
    }).execute();
  }
}

/** USDT credited to the user's spot account from outside (as a deposit would be). */
export async function fund(deps: Deps, userId: string, amount: bigint) {
  fundings += 1;
  await deps.db.transaction().execute((trx) => deps.ledger.post(trx, {
    reason: 'deposit', refType: 'test', refId: userId, idempotencyKey: `test-loan-fund:${userId}:${fundings}`,
    postings: [{ account: systemAccount('chain:TEST', 'USDT'), amount: -amount }, { account: userAccount(userId, 'USDT', 'spot'), amount }],
  }));
}

/** A user with senior verification (the default loan.kycLevel): score 600, a 1,000 USDT limit. */
export async function borrower(deps: Deps, label = 'borrower', levels: KycLevel[] = ['junior', 'senior']) {
  const user = await createUser(deps, label);
  await passKyc(deps, user.id, levels);
  return user;
}

/** The five documents of an application, each a real upload of its purpose. */
export async function loanDocs(server: TestServer, token: string): Promise<Record<keyof typeof loanDocuments, string>> {
  const docs = {} as Record<keyof typeof loanDocuments, string>;
  for (const [field, purpose] of Object.entries(loanDocuments)) {
    seed += 1;
    docs[field as keyof typeof loanDocuments] = seed % 2
      ? await uploaded(server, token, pngImage(40, 30, seed), { purpose, name: `${field}.png` })
      : await uploaded(server, token, jpegImage(40, 30, seed), { purpose, name: `${field}.jpg`, type: 'image/jpeg' });
  }
  return docs;
}

/**
 * Uploads of `userId` recorded like `docs` (to spare a test many real uploads). Applying reads only
 * the rows (owner and purpose), so each copy names a storage key of its own that holds no file.
 */
export async function copiedDocs(deps: Deps, userId: string, docs: Record<string, string>) {
  const out: Record<string, string> = {};
  for (const [field, id] of Object.entries(docs)) {
    const row = await deps.db.selectFrom('uploads').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    out[field] = deps.ids.next('up');
    await deps.db.insertInto('uploads').values({ ...row, id: out[field], owner_user_id: userId, storage_key: `${row.storage_key}.copy.${out[field]}` }).execute();
  }
  return out;
}

/** The total repayment shown before applying for `amount` of the default product `productId`. */
export async function disclosedTotal(server: TestServer, productId: string, amount: string) {
  const list = await server.call('web/lendList');
  const p = list.data.products.find((x: { id: string }) => x.id === productId);
  if (!p) return '1';
  const principal = toMinor(amount, 6)!;
  const cost = termCostOf({ principal, periodDays: p.period_days, dailyRate: rateOf(p.daily_rate), lateFeeRate: rateOf(p.late_fee_rate), lateFeeCapRate: rateOf(p.late_fee_cap_rate) });
  return fromMinor(cost.total, 6);
}

export async function apply(server: TestServer, token: string, docs: Record<string, string>, o: { id?: string; amount?: string; total?: string; rtoken?: string; extra?: Record<string, string> } = {}): Promise<Envelope> {
  const id = o.id ?? 'd7';
  const amount = o.amount ?? '500';
  const total = o.total ?? await disclosedTotal(server, id, amount);
  return server.call('web/lendBuy', { id, amount, agree: '1', total, ...docs, ...o.extra }, { token, rtoken: o.rtoken ?? newRtoken() });
}

/** Applies and has a reviewer approve: the loan as approved. */
export async function approvedLoan(server: TestServer, opToken: string, token: string, docs: Record<string, string>, o: { id?: string; amount?: string } = {}) {
  const applied = await apply(server, token, docs, o);
  expect(applied.code, applied.message).toBe(0);
  const ok = await server.call('web/opsApproveLoan', { id: applied.data.id }, { token: opToken });
  expect(ok.code, ok.message).toBe(0);
  return ok.data.loan;
}

/** Moves the clock to `ms` and runs the due work as the platform's job would. */
export async function clockTo(deps: Deps, clock: ManualClock, ms: number) {
  clock.set(ms);
  return deps.due.runDue();
}
