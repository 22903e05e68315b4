// SQL of loans: the loans, their documents, their vouchers and the timeline rows of both.
import type { Insertable, Selectable } from 'kysely';
import type { LoansTable, LoanVouchersTable } from '../../db/schema';
import type { DialectName, Executor } from '../../db/database';

export type LoanRow = Selectable<LoansTable>;
export type LoanVoucherRow = Selectable<LoanVouchersTable>;
export const LOAN_ENTITY = 'loan';
export const LOAN_VOUCHER_ENTITY = 'loan_voucher';

export async function insertLoan(db: Executor, row: Insertable<LoansTable>) {
  await db.insertInto('loans').values(row).execute();
}

export async function findLoan(db: Executor, id: string) {
  return db.selectFrom('loans').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The loan read to be moved in this transaction: locked on PostgreSQL until the commit, so due work, a repayment and a review take turns. */
export async function lockLoan(db: Executor, dialect: DialectName, id: string) {
  return db.selectFrom('loans').selectAll().where('id', '=', id).$if(dialect === 'postgres', (qb) => qb.forUpdate()).executeTakeFirst();
}

export async function findLoanByRtoken(db: Executor, userId: string, rtoken: string) {
  return db.selectFrom('loans').selectAll().where('user_id', '=', userId).where('rtoken', '=', rtoken).executeTakeFirst();
}

export async function loansOfUser(db: Executor, userId: string, opts: { states: readonly string[]; limit?: number; before?: string }) {
  let q = db.selectFrom('loans').selectAll().where('user_id', '=', userId).where('state', 'in', [...opts.states]);
  // Ids grow with time, so the id pages on.
  if (opts.before) q = q.where('id', '<', opts.before);
  q = q.orderBy('id', 'desc');
  return (opts.limit ? q.limit(opts.limit) : q).execute();
}

export async function loansInState(db: Executor, state: string) {
  return db.selectFrom('loans').selectAll().where('state', '=', state).orderBy('created_at').orderBy('id').execute();
}

/** Principal of the user's loans in these states (the credit limit's use). */
export async function principalInStates(db: Executor, userId: string, states: readonly string[]) {
  const row = await db.selectFrom('loans').select((eb) => eb.fn.sum<string | number | bigint>('amount').as('sum'))
    .where('user_id', '=', userId).where('state', 'in', [...states]).executeTakeFirst();
  return BigInt(row?.sum ?? 0);
}

/** Serialises one user's applications on PostgreSQL (SQLite runs one writer at a time). */
export async function lockUserForLoan(db: Executor, userId: string) {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
}

/** Moves a loan only if it is still in `from`: a concurrent move wins and this one reports false. */
export async function updateLoan(db: Executor, id: string, from: string, change: Partial<Omit<LoanRow, 'id' | 'user_id'>>) {
  const res = await db.updateTable('loans').set(change).where('id', '=', id).where('state', '=', from).executeTakeFirst();
  return (res.numUpdatedRows ?? 0n) > 0n;
}

export async function insertDocuments(db: Executor, loanId: string, docs: Array<{ document: string; uploadId: string }>) {
  await db.insertInto('loan_documents').values(docs.map((d) => ({ loan_id: loanId, document: d.document, upload_id: d.uploadId }))).execute();
}

export async function documentsOf(db: Executor, loanId: string) {
  return db.selectFrom('loan_documents').select(['document', 'upload_id']).where('loan_id', '=', loanId).execute();
}

export async function insertVoucher(db: Executor, row: Insertable<LoanVouchersTable>) {
  await db.insertInto('loan_vouchers').values(row).execute();
}

export async function findVoucher(db: Executor, id: string) {
  return db.selectFrom('loan_vouchers').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function lockVoucher(db: Executor, dialect: DialectName, id: string) {
  return db.selectFrom('loan_vouchers').selectAll().where('id', '=', id).$if(dialect === 'postgres', (qb) => qb.forUpdate()).executeTakeFirst();
}

export async function findVoucherByRtoken(db: Executor, userId: string, rtoken: string) {
  return db.selectFrom('loan_vouchers').selectAll().where('user_id', '=', userId).where('rtoken', '=', rtoken).executeTakeFirst();
}

export async function vouchersOf(db: Executor, loanIds: string[]) {
  if (loanIds.length === 0) return [];
  return db.selectFrom('loan_vouchers').selectAll().where('loan_id', 'in', loanIds).orderBy('created_at').orderBy('id').execute();
}

export async function vouchersInState(db: Executor, state: string) {
  return db.selectFrom('loan_vouchers').selectAll().where('state', '=', state).orderBy('created_at').orderBy('id').execute();
}

export async function updateVoucher(db: Executor, id: string, from: string, change: Partial<Pick<LoanVoucherRow, 'state' | 'reason' | 'decided_at'>>) {
  const res = await db.updateTable('loan_vouchers').set(change).where('id', '=', id).where('state', '=', from).executeTakeFirst();
  return (res.numUpdatedRows ?? 0n) > 0n;
}

export async function insertEvent(db: Executor, row: { id: string; entity: string; entityId: string; from: string | null; to: string; event: string; actor: string; reason: string | null; now: number }) {
  await db.insertInto('lifecycle_events').values({
    id: row.id, entity_type: row.entity, entity_id: row.entityId, from_state: row.from, to_state: row.to,
    event: row.event, actor: row.actor, reason: row.reason, at: BigInt(row.now),
  }).execute();
}

export async function eventsOf(db: Executor, entity: string, id: string) {
  return db.selectFrom('lifecycle_events').select(['to_state', 'event', 'actor', 'at', 'reason'])
    .where('entity_type', '=', entity).where('entity_id', '=', id).orderBy('at').orderBy('id').execute();
}
