import { type Kysely, sql } from 'kysely';

const DOCUMENTS = [
  { table: 'invoices', party: 'client_id', replaces: 'invoices_client_id', drafts: true },
  { table: 'bills', party: 'supplier_id', replaces: 'bills_supplier_id', drafts: false },
  { table: 'credit_notes', party: 'client_id', replaces: 'credit_notes_by_client_id', drafts: true },
  { table: 'supplier_credits', party: 'supplier_id', replaces: 'supplier_credits_by_supplier_id', drafts: false },
] as const;

/**
 * Where a document stands, as the status filter reads it (see document-filter-repository.ts, which
 * must write the same expression for an index of it to be used): 0 a draft, 1 issued with something
 * outstanding, 2 issued with nothing outstanding.
 */
const settlement = (drafts: boolean) =>
  drafts
    ? sql`(case when draft then 0 when total_amount > allocated_amount then 1 else 2 end)`
    : sql`(case when total_amount > allocated_amount then 1 else 2 end)`;

/**
 * The lists of documents are filtered by party, currency, issue date, due date and last change, and
 * read in id order: an index of the company's documents by each, ending in the id, finds the ones a
 * filter lets through, in order for an equality (party, currency), to be sorted for a range. The
 * party's index takes the place of the one without the id; invoices and bills had their due dates'.
 * The status filter finds the documents by where they stand, then tells their statuses apart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { table, party, replaces, drafts } of DOCUMENTS) {
    await db.schema.dropIndex(replaces).execute();
    await db.schema
      .createIndex(`${table}_by_settlement`)
      .on(table)
      .column('company_id')
      .expression(settlement(drafts))
      .column('id')
      .execute();
    await indexOf(db, table, 'party', [party]);
    await indexOf(db, table, 'currency', ['currency']);
    await indexOf(db, table, 'updated_at', ['updated_at']);
  }
  for (const table of ['credit_notes', 'supplier_credits']) await indexOf(db, table, 'due_date', ['due_date']);
}

/** An index of the company's rows of `table` by `columns`, ending in the id, named `<table>_by_<name>`. */
export const indexOf = (db: Kysely<unknown>, table: string, name: string, columns: string[]) =>
  db.schema
    .createIndex(`${table}_by_${name}`)
    .on(table)
    .columns(['company_id', ...columns, 'id'])
    .execute();
