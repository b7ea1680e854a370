import { type Kysely, sql } from 'kysely';

/**
 * The lists of bank transfers, manual journal entries, exchange rates, bank statement lines and the
 * audit trail are filtered by what a user looks for in each: an index of the company's rows by each
 * filter finds the rows it lets through (see each list's repository). An index ending in the id
 * reads an equality's rows in id order, and takes the place of one without the id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const side of ['from', 'to']) {
    await db.schema.dropIndex(`bank_transfers_${side}_bank_account_id`).execute();
    await indexOf(db, 'bank_transfers', `${side}_bank_account`, [`${side}_bank_account_id`]);
  }
  await indexOf(db, 'bank_transfers', 'date', ['date_transferred']);
  await indexOf(db, 'bank_transfers', 'updated_at', ['updated_at']);
  // The entries with a line on an account: the lines' index by account gives their entries.
  await db.schema.dropIndex('manual_journal_entry_lines_account').execute();
  await db.schema
    .createIndex('manual_journal_entry_lines_by_account')
    .on('manual_journal_entry_lines')
    .columns(['company_id', 'account_id', 'entry_id'])
    .execute();
  await indexOf(db, 'manual_journal_entries', 'updated_at', ['updated_at']);
  // Rates of every currency over a range of dates; a currency's are read by its dates' unique index.
  await indexOf(db, 'exchange_rates', 'date', ['date']);
  // A bank account's statement lines by amount; those of an import are read by the import's index.
  await indexOf(db, 'bank_statement_lines', 'amount', ['bank_account_id', 'amount']);
  // The audit trail, newest first, of one user or one action (see audit-repository.ts, which writes
  // the same expression of the action).
  await db.schema
    .createIndex('audit_entries_by_user')
    .on('audit_entries')
    .columns(['company_id', 'user_id', 'at', 'id'])
    .execute();
  await db.schema
    .createIndex('audit_entries_by_action')
    .on('audit_entries')
    .column('company_id')
    .expression(
      sql`(case when ${sql.ref('before')} is null then 'create' when ${sql.ref('after')} is null then 'delete' else 'update' end)`,
    )
    .columns(['at', 'id'])
    .execute();
}

const indexOf = (db: Kysely<unknown>, table: string, name: string, columns: string[]) =>
  db.schema
    .createIndex(`${table}_by_${name}`)
    .on(table)
    .columns(['company_id', ...columns, 'id'])
    .execute();
