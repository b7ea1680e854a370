import { type Kysely, sql } from 'kysely';
import { companyTable } from './company-table.js';
import { collateTextBytewise, isPostgres } from './postgres.js';

const timestamps = <T extends ReturnType<typeof companyTable>>(table: T) =>
  table
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull());

const ofBankAccount = <T extends ReturnType<typeof companyTable>>(table: T, name: string) =>
  table
    .addColumn('bank_account_id', 'bigint', (col) => col.notNull())
    .addForeignKeyConstraint(`${name}_bank_fk`, ['company_id', 'bank_account_id'], 'bank_accounts', [
      'company_id',
      'id',
    ]);

/**
 * Bank statements: saved CSV layouts, the files imported, their lines, what each line is matched to
 * in the books, and the reconciliations that close a bank account's statement up to a date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await timestamps(companyTable(db, 'bank_statement_profiles'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('date_column', 'varchar(200)', (col) => col.notNull())
    .addColumn('date_format', 'varchar(20)', (col) => col.notNull())
    .addColumn('amount_column', 'varchar(200)')
    .addColumn('money_in_column', 'varchar(200)')
    .addColumn('money_out_column', 'varchar(200)')
    // A JSON array of column names, joined in this order.
    .addColumn('description_columns', 'text', (col) => col.notNull())
    .addColumn('reference_column', 'varchar(200)')
    .addColumn('counterparty_column', 'varchar(200)')
    .addColumn('balance_column', 'varchar(200)')
    .addColumn('delimiter', 'varchar(1)', (col) => col.notNull())
    .addColumn('decimal_separator', 'varchar(1)', (col) => col.notNull())
    .addColumn('skip_rows', 'integer', (col) => col.notNull())
    .addUniqueConstraint('bank_statement_profiles_name', ['company_id', 'name'])
    .execute();

  // What a rule proposes for the lines it fits: a JSON list of conditions, and the entry to book.
  // The entry names its account and tax by id, so that it follows them when they are renumbered.
  await timestamps(companyTable(db, 'bank_rules'))
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('bank_account_id', 'bigint')
    .addColumn('direction', 'varchar(3)', (col) => col.notNull())
    .addColumn('conditions', 'text', (col) => col.notNull())
    .addColumn('match', 'varchar(3)', (col) => col.notNull())
    .addColumn('action_type', 'varchar(30)', (col) => col.notNull())
    .addColumn('account_id', 'bigint', (col) => col.notNull())
    .addColumn('sales_tax_id', 'bigint')
    .addColumn('reason', 'varchar(500)')
    .addColumn('priority', 'integer', (col) => col.notNull())
    .addForeignKeyConstraint('bank_rules_bank_fk', ['company_id', 'bank_account_id'], 'bank_accounts', [
      'company_id',
      'id',
    ])
    .addForeignKeyConstraint('bank_rules_account_fk', ['company_id', 'account_id'], 'accounts', ['company_id', 'id'])
    .addForeignKeyConstraint('bank_rules_sales_tax_fk', ['company_id', 'sales_tax_id'], 'sales_taxes', [
      'company_id',
      'id',
    ])
    .addUniqueConstraint('bank_rules_name', ['company_id', 'name'])
    .execute();
  await db.schema
    .createIndex('bank_rules_by_direction')
    .on('bank_rules')
    .columns(['company_id', 'direction', 'priority', 'id'])
    .execute();

  await timestamps(ofBankAccount(companyTable(db, 'bank_statement_imports'), 'bank_statement_imports'))
    .addColumn('format', 'varchar(10)', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('lines_imported', 'integer', (col) => col.notNull())
    .addColumn('duplicates_skipped', 'integer', (col) => col.notNull())
    .addColumn('date_from', 'date')
    .addColumn('date_to', 'date')
    .addColumn('opening_balance', 'bigint')
    .addColumn('opening_balance_date', 'date')
    .addColumn('closing_balance', 'bigint')
    .addColumn('closing_balance_date', 'date')
    .execute();
  await db.schema
    .createIndex('bank_statement_imports_by_bank')
    .on('bank_statement_imports')
    .columns(['company_id', 'bank_account_id', 'id'])
    .execute();

  await timestamps(companyTable(db, 'bank_reconciliations'))
    .addColumn('bank_account_id', 'bigint', (col) => col.notNull())
    .addColumn('statement_date', 'date', (col) => col.notNull())
    .addColumn('closing_balance', 'bigint', (col) => col.notNull())
    .addForeignKeyConstraint('bank_reconciliations_bank_fk', ['company_id', 'bank_account_id'], 'bank_accounts', [
      'company_id',
      'id',
    ])
    .addUniqueConstraint('bank_reconciliations_date', ['company_id', 'bank_account_id', 'statement_date'])
    .execute();

  await timestamps(ofBankAccount(companyTable(db, 'bank_statement_lines'), 'bank_statement_lines'))
    .addColumn('import_id', 'bigint', (col) => col.notNull())
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('reference', 'text')
    .addColumn('counterparty_name', 'text')
    .addColumn('counterparty_account', 'text')
    .addColumn('bank_id', 'text')
    // What makes the line itself: the bank's id, or its date, amount, description and how many
    // identical lines come before it in its statement (hashed). A line already held is not imported again.
    .addColumn('identity', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('reconciliation_id', 'bigint')
    .addForeignKeyConstraint('bank_statement_lines_import_fk', ['company_id', 'import_id'], 'bank_statement_imports', [
      'company_id',
      'id',
    ])
    .addForeignKeyConstraint(
      'bank_statement_lines_reconciliation_fk',
      ['company_id', 'reconciliation_id'],
      'bank_reconciliations',
      ['company_id', 'id'],
    )
    .addUniqueConstraint('bank_statement_lines_identity', ['company_id', 'bank_account_id', 'identity'])
    .execute();
  await db.schema
    .createIndex('bank_statement_lines_by_date')
    .on('bank_statement_lines')
    .columns(['company_id', 'bank_account_id', 'date', 'id'])
    .execute();
  await db.schema
    .createIndex('bank_statement_lines_by_status')
    .on('bank_statement_lines')
    .columns(['company_id', 'bank_account_id', 'status', 'date', 'id'])
    .execute();
  await db.schema
    .createIndex('bank_statement_lines_by_import')
    .on('bank_statement_lines')
    .columns(['company_id', 'import_id'])
    .execute();

  // A record moves a bank account once (a transfer moves two, one match each).
  await companyTable(db, 'bank_statement_matches')
    .addColumn('line_id', 'bigint', (col) => col.notNull())
    .addColumn('bank_account_id', 'bigint', (col) => col.notNull())
    .addColumn('record_type', 'varchar(30)', (col) => col.notNull())
    .addColumn('record_id', 'bigint', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull())
    .addForeignKeyConstraint('bank_statement_matches_line_fk', ['company_id', 'line_id'], 'bank_statement_lines', [
      'company_id',
      'id',
    ])
    .addUniqueConstraint('bank_statement_matches_record', ['company_id', 'record_type', 'record_id', 'bank_account_id'])
    .execute();
  await db.schema
    .createIndex('bank_statement_matches_by_line')
    .on('bank_statement_matches')
    .columns(['company_id', 'line_id', 'id'])
    .execute();

  // The open documents a statement line of a given amount could settle, found by what they have outstanding.
  for (const documents of ['invoices', 'bills']) {
    await db.schema
      .createIndex(`${documents}_by_outstanding`)
      .on(documents)
      .columns(['company_id', 'currency'])
      .expression(sql`(total_amount - allocated_amount)`)
      .execute();
  }
  if (isPostgres(db)) await collateTextBytewise(db);
}
