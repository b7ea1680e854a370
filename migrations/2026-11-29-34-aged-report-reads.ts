import { type Kysely, type SqlBool, sql } from 'kysely';

/**
 * The allocations of credits, by their dates. Payments and refunds have theirs since the filters of
 * their lists (the migration of payment filters); a payment dates its allocations.
 */
const DATED = ['credit_note_allocations', 'supplier_credit_allocations'] as const;

/**
 * What the aged reports need to read only what may have been open at their date (see
 * openDocumentsAt): the settlements dated after a date, by an index of each kind by its date (the
 * write-offs have theirs), and the payments that hold money on account now, by an index of them
 * alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of DATED) {
    await db.schema.createIndex(`${table}_dated`).on(table).columns(['company_id', 'date', 'id']).execute();
  }
  for (const payments of ['client_payments', 'supplier_payments']) {
    await db.schema
      .createIndex(`${payments}_holding_on_account`)
      .on(payments)
      .columns(['company_id', 'id'])
      .where(sql<SqlBool>`on_account_amount > on_account_allocated_amount`)
      .execute();
  }
}
