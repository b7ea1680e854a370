import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { companyTable } from './company-table.js';
import { collateTextBytewise, isPostgres } from './postgres.js';

/** A credit note has the columns of the document it corrects, and may name that document. */
function creditTable(db: Kysely<unknown>, name: string, party: 'client' | 'supplier', corrects: string) {
  const column = `${corrects.slice(0, -1)}_id`;
  return companyTable(db, name)
    .addColumn(`${party}_id`, 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('issue_date', 'date', (col) => col.notNull())
    .addColumn('due_date', 'date', (col) => col.notNull())
    .addColumn('net_amount', 'bigint', (col) => col.notNull())
    .addColumn('tax_amount', 'bigint', (col) => col.notNull())
    .addColumn('total_amount', 'bigint', (col) => col.notNull())
    .addColumn('exchange_rate', 'bigint')
    .addColumn(column, 'bigint')
    .addColumn('reference', 'varchar(100)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addForeignKeyConstraint(`${name}_${party}_fk`, ['company_id', `${party}_id`], `${party}s`, ['company_id', 'id'])
    .addForeignKeyConstraint(`${name}_${column}_fk`, ['company_id', column], corrects, ['company_id', 'id']);
}

function lineTable(db: Kysely<unknown>, name: string, documents: string): CreateTableBuilder<string, string> {
  return companyTable(db, name)
    .addColumn('document_id', 'bigint', (col) => col.notNull())
    .addColumn('quantity_micros', 'bigint', (col) => col.notNull())
    .addColumn('unit_price', 'bigint', (col) => col.notNull())
    .addColumn('sales_tax_id', 'bigint')
    .addColumn('tax_rate_micros', 'bigint', (col) => col.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('net_amount', 'bigint', (col) => col.notNull())
    .addColumn('tax_amount', 'bigint', (col) => col.notNull())
    .addForeignKeyConstraint(`${name}_document_fk`, ['company_id', 'document_id'], documents, ['company_id', 'id'])
    .addForeignKeyConstraint(`${name}_sales_tax_fk`, ['company_id', 'sales_tax_id'], 'sales_taxes', [
      'company_id',
      'id',
    ]);
}

/**
 * What holds the money that allocations and refunds take: a credit note (`credit_id`) or, from
 * migration 21 on, a payment's money on account (`payment_id` of `payments`, the table's last
 * column, as PostgreSQL adds it there), exactly one.
 */
function heldBy(
  table: CreateTableBuilder<string, string>,
  name: string,
  credits: string,
  payments: string | undefined,
  columns: (table: CreateTableBuilder<string, string>) => CreateTableBuilder<string, string>,
) {
  const credit = columns(
    table.addColumn('credit_id', 'bigint', (col) => (payments === undefined ? col.notNull() : col)),
  ).addForeignKeyConstraint(`${name}_credit_fk`, ['company_id', 'credit_id'], credits, ['company_id', 'id']);
  if (payments === undefined) return credit;
  return credit
    .addColumn('payment_id', 'bigint')
    .addForeignKeyConstraint(`${name}_payment_fk`, ['company_id', 'payment_id'], payments, ['company_id', 'id'])
    .addCheckConstraint(`${name}_held_by_one`, sql`(credit_id is null) <> (payment_id is null)`);
}

/**
 * An allocation of a credit note to a document of the same party: it takes `amount` from what each
 * has outstanding, on `date`; `base_amount` is what it cleared of the document in the base currency
 * and `credit_base_amount` what it cleared of the credit note, null while either has no value.
 */
export function allocationTable(
  db: Kysely<unknown>,
  name: string,
  credits: string,
  documents: string,
  payments?: string,
) {
  return heldBy(companyTable(db, name), name, credits, payments, (table) =>
    table
      .addColumn('document_id', 'bigint', (col) => col.notNull())
      .addColumn('amount', 'bigint', (col) => col.notNull())
      .addColumn('date', 'date', (col) => col.notNull())
      .addColumn('base_amount', 'bigint')
      .addColumn('credit_base_amount', 'bigint')
      .addForeignKeyConstraint(`${name}_document_fk`, ['company_id', 'document_id'], documents, ['company_id', 'id']),
  );
}

/**
 * A refund of a credit note, from or to a bank account: `amount` in the credit note's currency,
 * `bank_amount` in the bank's; `base_amount` is what it cleared of the credit note in the base currency.
 */
export function refundTable(
  db: Kysely<unknown>,
  name: string,
  party: 'client' | 'supplier',
  credits: string,
  payments?: string,
) {
  const table = companyTable(db, name)
    .addColumn(`${party}_id`, 'bigint', (col) => col.notNull())
    .addColumn('bank_account_id', 'bigint', (col) => col.notNull());
  return heldBy(table, name, credits, payments, (held) =>
    held
      .addColumn('currency', 'varchar(3)', (col) => col.notNull())
      .addColumn('amount', 'bigint', (col) => col.notNull())
      .addColumn('exchange_rate', 'bigint')
      .addColumn('bank_amount', 'bigint', (col) => col.notNull())
      .addColumn('date', 'date', (col) => col.notNull())
      .addColumn('base_amount', 'bigint')
      .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
      .addForeignKeyConstraint(`${name}_${party}_fk`, ['company_id', `${party}_id`], `${party}s`, ['company_id', 'id'])
      .addForeignKeyConstraint(`${name}_bank_fk`, ['company_id', 'bank_account_id'], 'bank_accounts', [
        'company_id',
        'id',
      ]),
  );
}

/**
 * Credit notes to clients (numbered CN-000001… from their own sequence) and from suppliers, with
 * their lines, their allocations to invoices and bills, and their refunds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('last_credit_note_number', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();

  await creditTable(db, 'credit_notes', 'client', 'invoices')
    .addColumn('credit_note_number', 'varchar(50)', (col) => col.notNull())
    .addColumn('draft', 'boolean', (col) => col.notNull())
    .addUniqueConstraint('credit_notes_number_unique', ['company_id', 'credit_note_number'])
    .execute();
  await lineTable(db, 'credit_note_lines', 'credit_notes').addColumn('item', 'varchar(100)').execute();

  await creditTable(db, 'supplier_credits', 'supplier', 'bills').execute();
  await lineTable(db, 'supplier_credit_lines', 'supplier_credits')
    .addColumn('category_account_id', 'bigint', (col) => col.notNull())
    .addForeignKeyConstraint('supplier_credit_lines_category_fk', ['company_id', 'category_account_id'], 'accounts', [
      'company_id',
      'id',
    ])
    .execute();

  await allocationTable(db, 'credit_note_allocations', 'credit_notes', 'invoices').execute();
  await allocationTable(db, 'supplier_credit_allocations', 'supplier_credits', 'bills').execute();
  await refundTable(db, 'client_refunds', 'client', 'credit_notes').execute();
  await refundTable(db, 'supplier_refunds', 'supplier', 'supplier_credits').execute();

  for (const [table, columns] of [
    ['credit_notes', ['client_id']],
    ['credit_notes', ['invoice_id']],
    ['credit_notes', ['issue_date', 'id']],
    ['supplier_credits', ['supplier_id']],
    ['supplier_credits', ['bill_id']],
    ['supplier_credits', ['issue_date', 'id']],
    ['credit_note_lines', ['document_id', 'id']],
    ['credit_note_lines', ['sales_tax_id']],
    ['supplier_credit_lines', ['document_id', 'id']],
    ['supplier_credit_lines', ['sales_tax_id']],
    ['supplier_credit_lines', ['category_account_id']],
    ['credit_note_allocations', ['credit_id', 'id']],
    ['credit_note_allocations', ['document_id', 'id']],
    ['supplier_credit_allocations', ['credit_id', 'id']],
    ['supplier_credit_allocations', ['document_id', 'id']],
    ['client_refunds', ['credit_id', 'id']],
    ['client_refunds', ['client_id']],
    ['client_refunds', ['bank_account_id']],
    ['supplier_refunds', ['credit_id', 'id']],
    ['supplier_refunds', ['supplier_id']],
    ['supplier_refunds', ['bank_account_id']],
  ] as const) {
    await indexBy(db, table, columns);
  }
  if (isPostgres(db)) await collateTextBytewise(db);
}

/** An index of a company's rows by `columns`, named after the first. */
export const indexBy = (db: Kysely<unknown>, table: string, columns: readonly string[]) =>
  db.schema
    .createIndex(`${table}_by_${columns[0]}`)
    .on(table)
    .columns(['company_id', ...columns])
    .execute();
