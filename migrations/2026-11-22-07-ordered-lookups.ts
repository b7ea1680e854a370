import type { Kysely } from 'kysely';

/**
 * The lines of a document, an entry or a payment are read in id order: an index that ends in the id
 * answers the lookup and its order together, whatever the size of the company's other records.
 */
const LOOKUPS = [
  { table: 'invoice_lines', column: 'document_id', replaces: 'invoice_lines_document_id' },
  { table: 'bill_lines', column: 'document_id', replaces: 'bill_lines_document_id' },
  { table: 'manual_journal_entry_lines', column: 'entry_id', replaces: 'manual_journal_entry_lines_entry' },
  { table: 'client_payment_allocations', column: 'payment_id', replaces: undefined },
  { table: 'supplier_payment_allocations', column: 'payment_id', replaces: undefined },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, column, replaces } of LOOKUPS) {
    if (replaces) await db.schema.dropIndex(replaces).execute();
    await db.schema.createIndex(`${table}_${column}_ordered`).on(table).columns(['company_id', column, 'id']).execute();
  }
}
