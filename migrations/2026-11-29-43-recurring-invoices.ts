import { type Kysely, sql } from 'kysely';
import { companyTable } from './company-table.js';
import { collateTextBytewise, isPostgres } from './postgres.js';

/**
 * Recurring invoices: a schedule and the invoice lines it repeats (as given, read again at each
 * issue), and on each invoice it issued, the schedule and the occurrence (0, 1, …) the invoice is.
 * An occurrence is issued at most once: the pair is unique among the company's invoices.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await companyTable(db, 'recurring_invoices')
    .addColumn('client_id', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('po_number', 'text')
    .addColumn('invoice_lines', 'text', (col) => col.notNull())
    .addColumn('frequency', 'varchar(10)', (col) => col.notNull())
    .addColumn('interval_count', 'integer', (col) => col.notNull())
    .addColumn('day_of_month', 'varchar(4)')
    .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('end_date', 'varchar(10)')
    .addColumn('occurrence_limit', 'integer')
    .addColumn('payment_terms_days', 'integer', (col) => col.notNull())
    .addColumn('draft', 'boolean', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('status_reason', 'text')
    .addColumn('next_occurrence', 'integer', (col) => col.notNull())
    .addColumn('next_issue_date', 'varchar(10)')
    .addColumn('issued_count', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // The active schedules of every company, soonest due first: what the runner of each process takes.
  await db.schema
    .createIndex('recurring_invoices_due')
    .on('recurring_invoices')
    .columns(['next_issue_date'])
    .where(sql.ref('status'), '=', 'active')
    .execute();
  await db.schema.alterTable('invoices').addColumn('recurring_invoice_id', 'bigint').execute();
  await db.schema.alterTable('invoices').addColumn('occurrence', 'integer').execute();
  await db.schema
    .createIndex('invoices_recurrence')
    .unique()
    .on('invoices')
    .columns(['company_id', 'recurring_invoice_id', 'occurrence'])
    .where(sql.ref('recurring_invoice_id'), 'is not', null)
    .execute();
  if (isPostgres(db)) await collateTextBytewise(db);
}
