// Loans: one row per application, moved only through the loan chart (api/lifecycles/loan.lifecycle),
// with its terms as they were when applied for (principal in USDT minor units, rates as decimal
// fractions scaled by 10^8, api/loan-math.ts) and, once repaid, what was paid split into principal,
// interest and late fee. The five documents of an application (upload ids), and the vouchers of
// repayments by bank transfer. Their timelines are lifecycle_events rows, as for earn orders.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('loans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('asset', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    // The principal and the product's terms at application.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('period_days', 'integer', (c) => c.notNull())
    .addColumn('daily_rate', 'bigint', (c) => c.notNull())
    .addColumn('late_fee_rate', 'bigint', (c) => c.notNull())
    .addColumn('late_fee_cap_rate', 'bigint', (c) => c.notNull())
    .addColumn('lender', 'text', (c) => c.notNull())
    // What was disclosed: interest for the whole period and the total on the due date.
    .addColumn('term_interest', 'bigint', (c) => c.notNull())
    .addColumn('term_total', 'bigint', (c) => c.notNull())
    .addColumn('rtoken', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_out_at', 'bigint')
    .addColumn('due_at', 'bigint')
    // The reviewer's reason of a rejection.
    .addColumn('reason', 'text')
    // Once repaid: how, when, the moment the amount was fixed (the repayment, or the voucher's
    // sending) and the amount split by the shared formula.
    .addColumn('repaid_by', 'text')
    .addColumn('repaid_at', 'bigint')
    .addColumn('charged_at', 'bigint')
    .addColumn('repaid_principal', 'bigint')
    .addColumn('repaid_interest', 'bigint')
    .addColumn('repaid_late_fee', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('loans_user_rtoken', ['user_id', 'rtoken'])
    .execute();
  await db.schema.createIndex('loans_user').on('loans').columns(['user_id', 'state', 'id']).execute();
  await db.schema.createIndex('loans_state').on('loans').columns(['state', 'created_at']).execute();

  await db.schema.createTable('loan_documents')
    .addColumn('loan_id', 'text', (c) => c.notNull().references('loans.id'))
    // A key of api/endpoints/loan.ts loanDocuments.
    .addColumn('document', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) => c.notNull().references('uploads.id'))
    .addPrimaryKeyConstraint('loan_documents_pk', ['loan_id', 'document'])
    .execute();

  await db.schema.createTable('loan_vouchers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('loan_id', 'text', (c) => c.notNull().references('loans.id'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('state', 'text', (c) => c.notNull())
    // What the loan owed when the voucher was sent, split as the formula gave it: the repayment if confirmed.
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('interest', 'bigint', (c) => c.notNull())
    .addColumn('late_fee', 'bigint', (c) => c.notNull())
    .addColumn('upload_id', 'text', (c) => c.notNull().references('uploads.id'))
    .addColumn('reason', 'text')
    .addColumn('rtoken', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addUniqueConstraint('loan_vouchers_user_rtoken', ['user_id', 'rtoken'])
    .execute();
  await db.schema.createIndex('loan_vouchers_loan').on('loan_vouchers').columns(['loan_id', 'state']).execute();
  await db.schema.createIndex('loan_vouchers_state').on('loan_vouchers').columns(['state', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loan_vouchers').execute();
  await db.schema.dropTable('loan_documents').execute();
  await db.schema.dropTable('loans').execute();
}
