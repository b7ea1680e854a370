import { type Kysely, sql } from 'kysely';
import { collateTextBytewise, isPostgres } from './postgres.js';

const COUNTED = [
  'accounts',
  'sales_taxes',
  'employees',
  'clients',
  'suppliers',
  'line_items',
  'bank_accounts',
  'bank_transfers',
  'client_payments',
  'supplier_payments',
  'invoices',
  'bills',
  'manual_journal_entries',
];

/** Each company's number of records of each listed kind, kept with every write, so that lists need not count. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_counts')
    .addColumn('company_id', 'bigint', (col) => col.notNull().references('companies.id'))
    .addColumn('table_name', 'varchar(40)', (col) => col.notNull())
    .addColumn('count', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('record_counts_pk', ['company_id', 'table_name'])
    .execute();
  for (const table of COUNTED) {
    await sql`insert into record_counts (company_id, table_name, count)
      select company_id, ${table}, count(*) from ${sql.table(table)} group by company_id`.execute(db);
  }
  if (isPostgres(db)) await collateTextBytewise(db);
}
