import type { Kysely } from 'kysely';
import { companyTable } from './company-table.js';

function documentTable(db: Kysely<unknown>, name: string, party: 'client' | 'supplier') {
  return companyTable(db, name)
    .addColumn(`${party}_id`, 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('issue_date', 'date', (col) => col.notNull())
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('net_amount', 'bigint', (col) => col.notNull())
    .addColumn('tax_amount', 'bigint', (col) => col.notNull())
    .addColumn('total_amount', 'bigint', (col) => col.notNull())
    .addForeignKeyConstraint(`${name}_${party}_fk`, ['company_id', `${party}_id`], `${party}s`, ['company_id', 'id']);
}

/** Lines keep the tax as sent (a sales tax, or a bare rate) and the rate in force when they were written. */
function lineTable(db: Kysely<unknown>, name: string, documentTable: string) {
  return companyTable(db, name)
    .addColumn('document_id', 'bigint', (col) => col.notNull())
    .addColumn('quantity_micros', 'bigint', (col) => col.notNull())
    .addColumn('unit_price', 'bigint', (col) => col.notNull())
    .addColumn('sales_tax_id', 'bigint')
    .addColumn('tax_rate_micros', 'bigint', (col) => col.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('net_amount', 'bigint', (col) => col.notNull())
    .addColumn('tax_amount', 'bigint', (col) => col.notNull())
    .addForeignKeyConstraint(`${name}_document_fk`, ['company_id', 'document_id'], documentTable, ['company_id', 'id'])
    .addForeignKeyConstraint(`${name}_sales_tax_fk`, ['company_id', 'sales_tax_id'], 'sales_taxes', [
      'company_id',
      'id',
    ]);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // The last number given by the company's invoice sequence; numbers are never given twice.
  await db.schema
    .alterTable('companies')
    .addColumn('last_invoice_number', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await documentTable(db, 'invoices', 'client')
    .addColumn('invoice_number', 'varchar(50)', (col) => col.notNull())
    .addColumn('draft', 'boolean', (col) => col.notNull())
    .addColumn('po_number', 'varchar(100)')
    .addUniqueConstraint('invoices_number_unique', ['company_id', 'invoice_number'])
    .execute();
  await lineTable(db, 'invoice_lines', 'invoices').addColumn('item', 'varchar(100)').execute();

  await documentTable(db, 'bills', 'supplier')
    .addColumn('type', 'varchar(10)', (col) => col.notNull())
    .execute();
  await lineTable(db, 'bill_lines', 'bills')
    .addColumn('category_account_id', 'bigint', (col) => col.notNull())
    .addForeignKeyConstraint('bill_lines_category_fk', ['company_id', 'category_account_id'], 'accounts', [
      'company_id',
      'id',
    ])
    .execute();

  for (const [table, column] of [
    ['invoices', 'client_id'],
    ['invoices', 'due_date'],
    ['bills', 'supplier_id'],
    ['bills', 'due_date'],
    ['invoice_lines', 'document_id'],
    ['invoice_lines', 'sales_tax_id'],
    ['bill_lines', 'document_id'],
    ['bill_lines', 'sales_tax_id'],
    ['bill_lines', 'category_account_id'],
  ] as const) {
    await db.schema.createIndex(`${table}_${column}`).on(table).columns(['company_id', column]).execute();
  }
}
