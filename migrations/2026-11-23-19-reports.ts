import { type Kysely, sql } from 'kysely';
import { collateTextBytewise, isPostgres } from './postgres.js';

/**
 * What the reports need: the day (MM-DD) on which each of the company's financial years starts, 1
 * January unless it says otherwise; invoices and bills by issue date, for the VAT return of a
 * period; and journal transactions by date, for the general journal.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('year_start', 'varchar(5)', (col) => col.notNull().defaultTo(sql`'01-01'`))
    .execute();
  for (const table of ['invoices', 'bills']) {
    await db.schema
      .createIndex(`${table}_by_issue_date`)
      .on(table)
      .columns(['company_id', 'issue_date', 'id'])
      .execute();
  }
  await db.schema
    .createIndex('journal_transactions_by_date')
    .on('journal_transactions')
    .columns(['company_id', 'date', 'id'])
    .execute();
  if (isPostgres(db)) await collateTextBytewise(db);
}
