import type { Kysely } from 'kysely';
import { companyTable } from './company-table.js';

function allocationTable(db: Kysely<unknown>, name: string, payments: string, documents: string) {
  return companyTable(db, name)
    .addColumn('payment_id', 'bigint', (col) => col.notNull())
    .addColumn('document_id', 'bigint', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addUniqueConstraint(`${name}_unique`, ['company_id', 'payment_id', 'document_id'])
    .addForeignKeyConstraint(`${name}_payment_fk`, ['company_id', 'payment_id'], payments, ['company_id', 'id'])
    .addForeignKeyConstraint(`${name}_document_fk`, ['company_id', 'document_id'], documents, ['company_id', 'id']);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // Exchange rates are kept in units of 10^-8: 1.23456 is 123456000.
  await companyTable(db, 'bank_transfers')
    .addColumn('from_bank_account_id', 'bigint', (col) => col.notNull())
    .addColumn('to_bank_account_id', 'bigint', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('exchange_rate', 'bigint')
    .addColumn('amount_received', 'bigint', (col) => col.notNull())
    .addColumn('date_transferred', 'date', (col) => col.notNull())
    .addForeignKeyConstraint('bank_transfers_from_fk', ['company_id', 'from_bank_account_id'], 'bank_accounts', [
      'company_id',
      'id',
    ])
    .addForeignKeyConstraint('bank_transfers_to_fk', ['company_id', 'to_bank_account_id'], 'bank_accounts', [
      'company_id',
      'id',
    ])
    .execute();

  await companyTable(db, 'client_payments')
    .addColumn('client_id', 'bigint', (col) => col.notNull())
    .addColumn('bank_account_id', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('exchange_rate', 'bigint')
    .addColumn('amount_received', 'bigint', (col) => col.notNull())
    .addColumn('date_received', 'date', (col) => col.notNull())
    .addForeignKeyConstraint('client_payments_client_fk', ['company_id', 'client_id'], 'clients', ['company_id', 'id'])
    .addForeignKeyConstraint('client_payments_bank_fk', ['company_id', 'bank_account_id'], 'bank_accounts', [
      'company_id',
      'id',
    ])
    .execute();
  await allocationTable(db, 'client_payment_allocations', 'client_payments', 'invoices').execute();

  // A supplier payment leaves a bank account or is owed to the employee who paid it.
  await companyTable(db, 'supplier_payments')
    .addColumn('supplier_id', 'bigint', (col) => col.notNull())
    .addColumn('bank_account_id', 'bigint')
    .addColumn('employee_id', 'bigint')
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('exchange_rate', 'bigint')
    .addColumn('amount_paid_from_bank', 'bigint', (col) => col.notNull())
    .addColumn('date_paid', 'date', (col) => col.notNull())
    .addForeignKeyConstraint('supplier_payments_supplier_fk', ['company_id', 'supplier_id'], 'suppliers', [
      'company_id',
      'id',
    ])
    .addForeignKeyConstraint('supplier_payments_bank_fk', ['company_id', 'bank_account_id'], 'bank_accounts', [
      'company_id',
      'id',
    ])
    .addForeignKeyConstraint('supplier_payments_employee_fk', ['company_id', 'employee_id'], 'employees', [
      'company_id',
      'id',
    ])
    .execute();
  await allocationTable(db, 'supplier_payment_allocations', 'supplier_payments', 'bills').execute();

  // The stored answers of create calls sent with an Idempotency-Key, per company.
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('company_id', 'bigint', (col) => col.notNull().references('companies.id'))
    .addColumn('idempotency_key', 'varchar(128)', (col) => col.notNull())
    .addColumn('request_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('status_code', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['company_id', 'idempotency_key'])
    .execute();

  for (const [table, column] of [
    ['bank_transfers', 'from_bank_account_id'],
    ['bank_transfers', 'to_bank_account_id'],
    ['client_payments', 'client_id'],
    ['client_payments', 'bank_account_id'],
    ['client_payment_allocations', 'document_id'],
    ['supplier_payments', 'supplier_id'],
    ['supplier_payments', 'bank_account_id'],
    ['supplier_payments', 'employee_id'],
    ['supplier_payment_allocations', 'document_id'],
    ['idempotency_keys', 'created_at'],
  ] as const) {
    await db.schema.createIndex(`${table}_${column}`).on(table).columns(['company_id', column]).execute();
  }
}
