import { type Kysely, sql } from 'kysely';
import { collateTextBytewise, isPostgres } from './postgres.js';

/**
 * Each account's balance per currency by year, month and day, written with the postings, so that a
 * trial balance or an opening balance sums a few periods instead of every posting.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('account_balances')
    .addColumn('company_id', 'bigint', (col) => col.notNull().references('companies.id'))
    .addColumn('account_id', 'bigint', (col) => col.notNull())
    .addColumn('kind', 'varchar(1)', (col) => col.notNull())
    .addColumn('period', 'varchar(10)', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('account_balances_pk', ['company_id', 'account_id', 'kind', 'period', 'currency'])
    .addForeignKeyConstraint('account_balances_account_fk', ['company_id', 'account_id'], 'accounts', [
      'company_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('account_balances_period')
    .on('account_balances')
    .columns(['company_id', 'kind', 'period'])
    .execute();
  const day = sql`cast(date as varchar(10))`;
  for (const [kind, period] of [
    ['Y', sql`substr(${day}, 1, 4)`],
    ['M', sql`substr(${day}, 1, 7)`],
    ['D', day],
  ] as const) {
    await sql`insert into account_balances (company_id, account_id, kind, period, currency, amount)
      select company_id, account_id, ${kind}, ${period}, currency, sum(amount) from postings
      group by company_id, account_id, ${period}, currency
      having sum(amount) <> 0`.execute(db);
  }
  if (isPostgres(db)) await collateTextBytewise(db);
}
