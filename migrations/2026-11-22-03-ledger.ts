import type { Kysely } from 'kysely';
import { companyTable } from './company-table.js';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One journal transaction per source record (an invoice, a payment, a manual entry...).
  await companyTable(db, 'journal_transactions')
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('source_type', 'varchar(30)', (col) => col.notNull())
    .addColumn('source_id', 'bigint', (col) => col.notNull())
    .addUniqueConstraint('journal_transactions_source_unique', ['company_id', 'source_type', 'source_id'])
    .execute();

  // Amounts are signed minor units: debits positive, credits negative.
  await companyTable(db, 'postings')
    .addColumn('transaction_id', 'bigint', (col) => col.notNull())
    .addColumn('account_id', 'bigint', (col) => col.notNull())
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('date', 'date', (col) => col.notNull())
    .addForeignKeyConstraint('postings_transaction_fk', ['company_id', 'transaction_id'], 'journal_transactions', [
      'company_id',
      'id',
    ])
    .addForeignKeyConstraint('postings_account_fk', ['company_id', 'account_id'], 'accounts', ['company_id', 'id'])
    .execute();
  await db.schema
    .createIndex('postings_transaction')
    .on('postings')
    .columns(['company_id', 'transaction_id'])
    .execute();
  await db.schema
    .createIndex('postings_account_date')
    .on('postings')
    .columns(['company_id', 'account_id', 'date', 'id'])
    .execute();
  await db.schema.createIndex('postings_date').on('postings').columns(['company_id', 'date']).execute();

  await companyTable(db, 'manual_journal_entries')
    .addColumn('reason', 'varchar(500)', (col) => col.notNull())
    .addColumn('date', 'date', (col) => col.notNull())
    .execute();

  await companyTable(db, 'manual_journal_entry_lines')
    .addColumn('entry_id', 'bigint', (col) => col.notNull())
    .addColumn('account_id', 'bigint', (col) => col.notNull())
    .addColumn('debit', 'bigint', (col) => col.notNull())
    .addColumn('credit', 'bigint', (col) => col.notNull())
    .addForeignKeyConstraint(
      'manual_journal_entry_lines_entry_fk',
      ['company_id', 'entry_id'],
      'manual_journal_entries',
      ['company_id', 'id'],
    )
    .addForeignKeyConstraint('manual_journal_entry_lines_account_fk', ['company_id', 'account_id'], 'accounts', [
      'company_id',
      'id',
    ])
    .execute();
  await db.schema
    .createIndex('manual_journal_entry_lines_entry')
    .on('manual_journal_entry_lines')
    .columns(['company_id', 'entry_id'])
    .execute();
  await db.schema
    .createIndex('manual_journal_entry_lines_account')
    .on('manual_journal_entry_lines')
    .columns(['company_id', 'account_id'])
    .execute();
}
