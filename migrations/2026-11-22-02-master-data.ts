import type { Kysely } from 'kysely';
import { companyTable } from './company-table.js';

function partyTable(db: Kysely<unknown>, name: string) {
  return companyTable(db, name)
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .addColumn('address_line1', 'varchar(200)')
    .addColumn('address_line2', 'varchar(200)')
    .addColumn('phone_number', 'varchar(50)')
    .addColumn('vat_number', 'varchar(50)')
    .addColumn('country_code', 'varchar(2)')
    .addUniqueConstraint(`${name}_name_unique`, ['company_id', 'name']);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await companyTable(db, 'accounts')
    .addColumn('code', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('type', 'varchar(10)', (col) => col.notNull())
    .addColumn('description', 'varchar(1000)')
    .addColumn('system_role', 'varchar(40)')
    .addUniqueConstraint('accounts_code_unique', ['company_id', 'code'])
    .addUniqueConstraint('accounts_system_role_unique', ['company_id', 'system_role'])
    .execute();

  await companyTable(db, 'sales_taxes')
    .addColumn('code', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('rate_micros', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('sales_taxes_code_unique', ['company_id', 'code'])
    .execute();

  await companyTable(db, 'employees')
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)')
    .execute();

  await partyTable(db, 'clients').execute();
  await partyTable(db, 'suppliers').execute();

  await companyTable(db, 'line_items')
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('default_description', 'varchar(1000)')
    .addColumn('default_quantity_micros', 'bigint')
    .addColumn('default_rate', 'bigint')
    .addColumn('default_sales_tax_id', 'bigint')
    .addColumn('display_quantity', 'boolean')
    .addColumn('display_rate', 'boolean')
    .addUniqueConstraint('line_items_name_unique', ['company_id', 'name'])
    .addForeignKeyConstraint('line_items_sales_tax_fk', ['company_id', 'default_sales_tax_id'], 'sales_taxes', [
      'company_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('line_items_sales_tax')
    .on('line_items')
    .columns(['company_id', 'default_sales_tax_id'])
    .execute();

  await companyTable(db, 'bank_accounts')
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('account_number', 'varchar(50)')
    .addColumn('bank_name', 'varchar(200)')
    .addColumn('iban', 'varchar(34)')
    .addColumn('sort_code', 'varchar(20)')
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('ledger_account_id', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('bank_accounts_ledger_account_unique', ['company_id', 'ledger_account_id'])
    .addForeignKeyConstraint('bank_accounts_ledger_account_fk', ['company_id', 'ledger_account_id'], 'accounts', [
      'company_id',
      'id',
    ])
    .execute();
}
