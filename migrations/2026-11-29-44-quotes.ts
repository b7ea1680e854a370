import { type Kysely, sql } from 'kysely';
import { companyTable } from './company-table.js';
import { collateTextBytewise, isPostgres } from './postgres.js';

/** The text the list of quotes is searched in, by table (see document-search-repository.ts). */
const SEARCHED: Record<string, string[]> = {
  quotes: ['quote_number', 'po_number'],
  quote_lines: ['description'],
};

/**
 * Quotes: priced, taxed documents to a client that post nothing. `due_date` is the quote's expiry
 * date (the documents engine's due date of a quote); `state` what was done with it (draft, sent,
 * accepted, declined), its expiry being judged on the day it is read; `invoice_id` the invoice it
 * was converted to, at most one quote each. Numbered from a sequence of their own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('last_quote_number', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await companyTable(db, 'quotes')
    .addColumn('client_id', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('issue_date', 'date', (col) => col.notNull())
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('net_amount', 'bigint', (col) => col.notNull())
    .addColumn('tax_amount', 'bigint', (col) => col.notNull())
    .addColumn('total_amount', 'bigint', (col) => col.notNull())
    .addColumn('allocated_amount', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('exchange_rate', 'bigint')
    .addColumn('quote_number', 'varchar(50)', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('po_number', 'varchar(100)')
    .addColumn('invoice_id', 'bigint')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addForeignKeyConstraint('quotes_client_fk', ['company_id', 'client_id'], 'clients', ['company_id', 'id'])
    .addForeignKeyConstraint('quotes_invoice_fk', ['company_id', 'invoice_id'], 'invoices', ['company_id', 'id'])
    .addUniqueConstraint('quotes_number_unique', ['company_id', 'quote_number'])
    .addUniqueConstraint('quotes_invoice_unique', ['company_id', 'invoice_id'])
    .addCheckConstraint('quotes_state', sql`state in ('draft', 'sent', 'accepted', 'declined')`)
    .execute();
  await companyTable(db, 'quote_lines')
    .addColumn('document_id', 'bigint', (col) => col.notNull())
    .addColumn('quantity_micros', 'bigint', (col) => col.notNull())
    .addColumn('unit_price', 'bigint', (col) => col.notNull())
    .addColumn('sales_tax_id', 'bigint')
    .addColumn('tax_rate_micros', 'bigint', (col) => col.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('net_amount', 'bigint', (col) => col.notNull())
    .addColumn('tax_amount', 'bigint', (col) => col.notNull())
    .addColumn('item', 'varchar(100)')
    .addForeignKeyConstraint('quote_lines_document_fk', ['company_id', 'document_id'], 'quotes', ['company_id', 'id'])
    .addForeignKeyConstraint('quote_lines_sales_tax_fk', ['company_id', 'sales_tax_id'], 'sales_taxes', [
      'company_id',
      'id',
    ])
    .execute();
  for (const [table, columns] of [
    ['quotes', ['client_id']],
    ['quotes', ['currency']],
    ['quotes', ['state']],
    ['quotes', ['issue_date']],
    ['quotes', ['due_date']],
    ['quotes', ['total_amount']],
    ['quotes', ['updated_at']],
    ['quote_lines', ['document_id']],
    ['quote_lines', ['sales_tax_id']],
  ] as const) {
    await db.schema
      .createIndex(`${table}_by_${columns.join('_')}`)
      .on(table)
      .columns(['company_id', ...columns, 'id'])
      .execute();
  }
  await searchIndexes(db);
  if (isPostgres(db)) await collateTextBytewise(db);
}

/** As the migration of document search: trigram indexes on PostgreSQL, FTS5 tables kept by triggers on SQLite. */
async function searchIndexes(db: Kysely<unknown>) {
  for (const [table, columns] of Object.entries(SEARCHED)) {
    if (isPostgres(db)) {
      for (const column of columns) {
        await sql`create index ${sql.ref(`${table}_${column}_trigrams`)} on ${sql.table(table)}
          using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
      }
      continue;
    }
    const search = sql.table(`${table}_search`);
    const names = sql.join(columns.map((column) => sql.ref(column)));
    const lowered = sql.join(columns.map((column) => sql`lower(${sql.ref(`new.${column}`)})`));
    await sql`create virtual table ${search} using fts5(${names},
      content='', contentless_delete=1, tokenize='trigram case_sensitive 1')`.execute(db);
    await sql`create trigger ${sql.ref(`${table}_search_insert`)} after insert on ${sql.table(table)} begin
      insert into ${search} (rowid, ${names}) values (new.id, ${lowered});
      end`.execute(db);
    await sql`create trigger ${sql.ref(`${table}_search_update`)} after update of ${names} on ${sql.table(table)} begin
      delete from ${search} where rowid = old.id;
      insert into ${search} (rowid, ${names}) values (new.id, ${lowered});
      end`.execute(db);
    await sql`create trigger ${sql.ref(`${table}_search_delete`)} after delete on ${sql.table(table)} begin
      delete from ${search} where rowid = old.id;
      end`.execute(db);
  }
}
