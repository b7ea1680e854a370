import type { Kysely } from 'kysely';

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
  // A currency's rates are read by the index of its dates.
  await indexOf(db, 'exchange_rates', 'date', ['date']);
}

const indexOf = (db: Kysely<unknown>, table: string, name: string, columns: string[]) =>
  db.schema
    .createIndex(`${table}_by_${name}`)
    .on(table)
    .columns(['company_id', ...columns, 'id'])
    .execute();
