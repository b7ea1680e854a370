import type { Kysely } from 'kysely';

const DOCUMENTS = [
  { table: 'invoices', party: 'client_id', replaces: 'invoices_client_id' },
  { table: 'bills', party: 'supplier_id', replaces: 'bills_supplier_id' },
  { table: 'credit_notes', party: 'client_id', replaces: 'credit_notes_by_client_id' },
  { table: 'supplier_credits', party: 'supplier_id', replaces: 'supplier_credits_by_supplier_id' },
] as const;

/**
 * The lists of documents are filtered by party, currency, issue date, due date and last change, and
 * read in id order: an index of the company's documents by each, ending in the id, finds the ones a
 * filter lets through, in order for an equality (party, currency), to be sorted for a range. The
 * party's index takes the place of the one without the id; invoices and bills had their due dates'.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, party, replaces } of DOCUMENTS) {
    await db.schema.dropIndex(replaces).execute();
    await indexOf(db, table, 'party', [party]);
    await indexOf(db, table, 'currency', ['currency']);
    await indexOf(db, table, 'updated_at', ['updated_at']);
  }
  for (const table of ['credit_notes', 'supplier_credits']) await indexOf(db, table, 'due_date', ['due_date']);
}

const indexOf = (db: Kysely<unknown>, table: string, name: string, columns: string[]) =>
  db.schema
    .createIndex(`${table}_by_${name}`)
    .on(table)
    .columns(['company_id', ...columns, 'id'])
    .execute();
