import { type Kysely, sql } from 'kysely';
import { collateTextBytewise, isPostgres } from './postgres.js';

/** What a company's documents show of it, each unset (null) until the company sets it. */
const DETAIL_COLUMNS = [
  ['legal_name', 'varchar(200)'],
  ['trading_name', 'varchar(200)'],
  ['address_line1', 'varchar(200)'],
  ['address_line2', 'varchar(200)'],
  ['city', 'varchar(100)'],
  ['postcode', 'varchar(20)'],
  ['country_code', 'varchar(2)'],
  ['company_number', 'varchar(50)'],
  ['vat_number', 'varchar(50)'],
  ['email', 'varchar(254)'],
  ['phone', 'varchar(50)'],
  ['website', 'varchar(200)'],
  ['payment_instructions', 'text'],
  ['invoice_footer', 'text'],
  ['payment_terms_days', 'integer'],
  ['locale', 'varchar(35)'],
] as const;

/**
 * The company's own details, which its invoices and credit notes show, and its logo: one image
 * a company, kept apart from the company's row, which every write reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, type] of DETAIL_COLUMNS) {
    await db.schema.alterTable('companies').addColumn(column, sql.raw(type)).execute();
  }
  await db.schema
    .createTable('company_logos')
    .addColumn('company_id', 'bigint', (col) => col.notNull().primaryKey().references('companies.id'))
    .addColumn('media_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('image', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .execute();
  if (isPostgres(db)) await collateTextBytewise(db);
}
