import type { Kysely } from 'kysely';
import { indexBy } from './2026-11-23-20-credit-notes.js';
import { companyTable } from './company-table.js';
import { collateTextBytewise, isPostgres } from './postgres.js';
import { addSystemAccounts } from './system-accounts.js';

/**
 * Bad debts written off: an invoice's write-off settles what it had outstanding on its `date`
 * (`amount`, in its currency), `vat_amount` of it reclaimed as bad-debt relief; `base_amount` is what
 * it cleared of the invoice in the base currency, null while unknown. An invoice has one at most.
 * Every company gains the account its bad debts are posted to (see ledger/chart.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await companyTable(db, 'invoice_write_offs')
    .addColumn('document_id', 'bigint', (col) => col.notNull())
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('vat_amount', 'bigint', (col) => col.notNull())
    .addColumn('base_amount', 'bigint')
    .addColumn('note', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .addForeignKeyConstraint('invoice_write_offs_document_fk', ['company_id', 'document_id'], 'invoices', [
      'company_id',
      'id',
    ])
    .addUniqueConstraint('invoice_write_offs_one_per_invoice', ['company_id', 'document_id'])
    .execute();
  await indexBy(db, 'invoice_write_offs', ['date', 'id']);
  await addSystemAccounts(db, [{ role: 'BAD_DEBTS', code: '7300', name: 'Bad debts', type: 'EXPENSE' }]);
  if (isPostgres(db)) await collateTextBytewise(db);
}
