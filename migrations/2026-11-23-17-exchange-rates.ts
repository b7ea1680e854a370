import type { Kysely } from 'kysely';
import { companyTable } from './company-table.js';
import { collateTextBytewise, isPostgres } from './postgres.js';

/**
 * A company's exchange rates: units of its base currency for one unit of another currency, from a
 * date on, kept in units of 10^-8 as payments and transfers keep theirs. One rate per currency and
 * date; the rate on a date is the latest on or before it, found by one seek of the unique index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await companyTable(db, 'exchange_rates')
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('rate', 'bigint', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('exchange_rates_by_currency_date')
    .on('exchange_rates')
    .columns(['company_id', 'currency', 'date'])
    .unique()
    .execute();
  if (isPostgres(db)) await collateTextBytewise(db);
}
