// Loans as the user sees them: the products with every term, applying (every check, then the loan,
// its documents and its timeline row in one transaction), the user's loans with what each owes now,
// repayment from the balance (at the amount owed now by the shared formula) and by a bank
// transfer's voucher (at the amount owed when it was sent, once a reviewer confirms it). A refusal
// changes nothing; a repeat of a call with the same rtoken answers what the first did.
import { canMove } from '../../../api/lifecycles/lifecycle';
import { loanLifecycle, loanTabs, type LoanTab } from '../../../api/lifecycles/loan.lifecycle';
import { loanVoucherLifecycle } from '../../../api/lifecycles/loan-voucher.lifecycle';
import { loanDocuments, type LoanDocument } from '../../../api/endpoints/loan';
import { owedAt, termCostOf } from '../../../api/loan-math';
import { fromMinor, toMinor } from '../../../api/money';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { BusinessFailure, fail } from '../../core/failures';
import { claimOwnUploads } from '../uploads/uploads.service';
import { kycRequirementMet } from '../kyc/kyc-requirements';
import { creditOf } from '../credit/credit.service';
import { moveLoan } from './loan-moves';
import { LOAN_ASSET, loadLoanSettings, rateText, scaleOfLoans, termsOf } from './loan-terms';
import { loanViews, voucherView } from './loan-views';
import {
  documentsOf, eventsOf, findLoan, findLoanByRtoken, findVoucherByRtoken, insertDocuments, insertEvent, insertLoan, insertVoucher,
  loansOfUser, lockLoan, lockUserForLoan, vouchersOf, LOAN_ENTITY, LOAN_VOUCHER_ENTITY, type LoanRow,
} from './loan.store';

type ServiceDeps = Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'ledger' | 'due'>;

const documentKeys = Object.keys(loanDocuments) as LoanDocument[];

export async function lendList(deps: Pick<Deps, 'db'>) {
  const s = await loadLoanSettings(deps.db);
  const money = (v: bigint) => fromMinor(v, s.scale);
  return {
    asset: LOAN_ASSET,
    products: s.products.map((p) => ({
      id: p.id, period_days: p.periodDays, min_amount: money(p.min), max_amount: money(p.max), daily_rate: rateText(p.dailyRate),
      late_fee_rate: rateText(p.lateFeeRate), late_fee_cap_rate: rateText(p.lateFeeCapRate), lender: s.lender, enabled: p.enabled,
    })),
    kyc_level: s.kycLevel,
    due_soon_days: s.dueSoonDays, expire_after_days: s.expireAfterDays, documents: documentKeys, bank: s.bank, enabled: s.enabled,
  };
}

export async function myLoans(deps: Pick<Deps, 'db' | 'clock'>, userId: string, q: { tab: LoanTab; limit: number; before?: string }) {
  return loanViews(deps.db, await loansOfUser(deps.db, userId, { states: loanTabs[q.tab], limit: q.limit, before: q.before }), deps.clock.now());
}

/** The user's own loan, or notFound (another user's loan does not exist for them). */
async function ownLoan(deps: Pick<Deps, 'db'>, userId: string, id: string) {
  const l = await findLoan(deps.db, id);
  if (!l || l.user_id !== userId) fail('notFound');
  return l;
}

export const timelineOf = async (db: Deps['db'], entity: string, id: string) =>
  (await eventsOf(db, entity, id)).map((e) => ({ state: e.to_state, event: e.event, actor: e.actor, at: Number(e.at), reason: e.reason }));

export async function loanInfo(deps: Pick<Deps, 'db' | 'clock'>, userId: string, id: string) {
  const l = await ownLoan(deps, userId, id);
  const [loan] = await loanViews(deps.db, [l], deps.clock.now());
  const scale = await scaleOfLoans(deps.db);
  return { loan, vouchers: (await vouchersOf(deps.db, [l.id])).map((v) => voucherView(v, scale)), timeline: await timelineOf(deps.db, LOAN_ENTITY, l.id) };
}

export async function loanDocumentsOf(deps: Pick<Deps, 'db'>, userId: string, id: string) {
  const l = await ownLoan(deps, userId, id);
  return documentViews(deps, l.id);
}

export async function documentViews(deps: Pick<Deps, 'db'>, loanId: string) {
  const rows = await documentsOf(deps.db, loanId);
  return documentKeys.flatMap((document) => rows.filter((r) => r.document === document).map((r) => ({ document, upload_id: r.upload_id })));
}

type ApplyParams = { id: string; amount: string; total: string } & Record<LoanDocument, string>;

export async function applyForLoan(deps: ServiceDeps, userId: string, rtoken: string, req: ApplyParams) {
  const earlier = await findLoanByRtoken(deps.db, userId, rtoken);
  if (earlier) return (await loanViews(deps.db, [earlier], deps.clock.now()))[0];
  const s = await loadLoanSettings(deps.db);
  const p = s.products.find((x) => x.id === req.id) ?? fail('notFound');
  if (!s.enabled || !p.enabled) fail('loanProductDisabled');
  const money = (v: bigint) => fromMinor(v, s.scale);
  const amount = toMinor(req.amount, s.scale);
  if (amount === null || amount <= 0n) fail('amountInvalid');
  if (amount < p.min) fail('loanAmountBelowMin', { min: money(p.min), asset: LOAN_ASSET });
  if (amount > p.max) fail('loanAmountAboveMax', { max: money(p.max), asset: LOAN_ASSET });
  const terms = { principal: amount, periodDays: p.periodDays, dailyRate: p.dailyRate, lateFeeRate: p.lateFeeRate, lateFeeCapRate: p.lateFeeCapRate };
  const cost = termCostOf(terms);
  if (toMinor(req.total, s.scale) !== cost.total) fail('loanTermsChanged', { total: money(cost.total), asset: LOAN_ASSET });

  const loan = await deps.db.transaction().execute(async (trx) => {
    // A repeat of this call that committed first (same rtoken) is the answer.
    const again = await findLoanByRtoken(trx, userId, rtoken);
    if (again) return again;
    if (deps.dialect === 'postgres') await lockUserForLoan(trx, userId);
    if (!(await kycRequirementMet(trx, userId, s.kycLevel))) fail('loanKycRequired');
    if ((await loansOfUser(trx, userId, { states: loanTabs.review, limit: 1 })).length > 0) fail('loanApplicationPending');
    const now = deps.clock.now();
    const credit = await creditOf(trx, userId, now);
    if (amount > credit.available) fail('loanOverLimit', { available: money(credit.available), asset: LOAN_ASSET });
    const docs = [];
    for (const document of documentKeys) {
      const [upload] = await claimOwnUploads(trx, userId, loanDocuments[document], [req[document]], 'loanDocumentRequired');
      docs.push({ document, uploadId: upload.id });
    }
    const row: LoanRow = {
      id: deps.ids.next('ln'), user_id: userId, product_id: p.id, asset: LOAN_ASSET, state: loanLifecycle.config.initial as string,
      amount, period_days: p.periodDays, daily_rate: p.dailyRate, late_fee_rate: p.lateFeeRate, late_fee_cap_rate: p.lateFeeCapRate,
      lender: s.lender, term_interest: cost.interest, term_total: cost.total, rtoken, created_at: BigInt(now),
      paid_out_at: null, due_at: null, reason: null, repaid_by: null, repaid_at: null, charged_at: null,
      repaid_principal: null, repaid_interest: null, repaid_late_fee: null, updated_at: BigInt(now),
    };
    await insertLoan(trx, row);
    await insertDocuments(trx, row.id, docs);
    await insertEvent(trx, { id: deps.ids.next('le'), entity: LOAN_ENTITY, entityId: row.id, from: null, to: row.state, event: 'APPLY', actor: `user:${userId}`, reason: null, now });
    return row;
  });
  return (await loanViews(deps.db, [loan], deps.clock.now()))[0];
}

/** The loan locked for a repayment: the user's own, owed, with no voucher under review, and `total` what it owes now. */
async function owedLoan(deps: ServiceDeps, trx: Transaction<Database>, userId: string, id: string, total: string) {
  const l = await lockLoan(trx, deps.dialect, id);
  if (!l || l.user_id !== userId) fail('notFound');
  if (!canMove(loanLifecycle, l.state, { type: 'REPAY' })) fail('loanNotOwed');
  if ((await vouchersOf(trx, [l.id])).some((v) => v.state === 'pending')) fail('loanVoucherPending');
  const now = deps.clock.now();
  const owed = owedAt(termsOf(l), Number(l.paid_out_at), now);
  const scale = await scaleOfLoans(trx);
  if (toMinor(total, scale) !== owed.total) fail('loanOwedChanged', { total: fromMinor(owed.total, scale), asset: l.asset });
  return { l, owed, now };
}

/** Repays an owed loan in full from the spot USDT balance, at what it owes now. */
export async function repayFromBalance(deps: ServiceDeps, userId: string, req: { id: string; total: string }) {
  const moved = await deps.db.transaction().execute(async (trx) => {
    const { l, owed, now } = await owedLoan(deps, trx, userId, req.id, req.total);
    try {
      return await moveLoan(deps, trx, l, { event: 'REPAY', actor: `user:${userId}`, repayment: { by: 'balance', owed, chargedAt: now } });
    } catch (e) {
      if (e instanceof BusinessFailure && e.reason === 'insufficientBalance') fail('loanRepayInsufficient');
      throw e;
    }
  });
  return (await loanViews(deps.db, [moved], deps.clock.now()))[0];
}

/** Records the voucher of a bank transfer at the amount owed now; a reviewer confirms or rejects it. */
export async function sendVoucher(deps: ServiceDeps, userId: string, rtoken: string, req: { id: string; total: string; voucher: string }) {
  const earlier = await findVoucherByRtoken(deps.db, userId, rtoken);
  const loan = earlier ? await findLoan(deps.db, earlier.loan_id) : await deps.db.transaction().execute(async (trx) => {
    const again = await findVoucherByRtoken(trx, userId, rtoken);
    if (again) return findLoan(trx, again.loan_id);
    // Repayment by transfer is offered only where the platform names its bank account.
    if (!(await loadLoanSettings(trx)).bank) fail('loanTransferNotOffered');
    const { l, owed, now } = await owedLoan(deps, trx, userId, req.id, req.total);
    const [upload] = await claimOwnUploads(trx, userId, 'loanVoucher', [req.voucher], 'loanVoucherRequired');
    const id = deps.ids.next('lv');
    const state = loanVoucherLifecycle.config.initial as string;
    await insertVoucher(trx, {
      id, loan_id: l.id, user_id: userId, state, amount: owed.total, interest: owed.interest, late_fee: owed.lateFee,
      upload_id: upload.id, reason: null, rtoken, created_at: BigInt(now), decided_at: null,
    });
    await insertEvent(trx, { id: deps.ids.next('le'), entity: LOAN_VOUCHER_ENTITY, entityId: id, from: null, to: state, event: 'SEND', actor: `user:${userId}`, reason: null, now });
    return l;
  });
  return (await loanViews(deps.db, [loan!], deps.clock.now()))[0];
}
