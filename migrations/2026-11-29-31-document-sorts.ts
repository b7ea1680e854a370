import { type Kysely, type RawBuilder, sql } from 'kysely';

/**
 * What each kind of document is sorted by beside its dates and total, as the lists read it (see
 * document-filter-repository.ts, which must write the same expressions for these indexes to be
 * used): what is outstanding (nothing on a draft), and its number if it has one (a supplier
 * credit's is the supplier's reference, one without as an empty one).
 */
const DOCUMENTS: { table: string; outstanding: RawBuilder<unknown>; number?: string | RawBuilder<unknown> }[] = [
  {
    table: 'invoices',
    outstanding: sql`(case when draft then 0 else total_amount - allocated_amount end)`,
    number: 'invoice_number',
  },
  { table: 'bills', outstanding: sql`(total_amount - allocated_amount)` },
  {
    table: 'credit_notes',
    outstanding: sql`(case when draft then 0 else total_amount - allocated_amount end)`,
    number: 'credit_note_number',
  },
  {
    table: 'supplier_credits',
    outstanding: sql`(total_amount - allocated_amount)`,
    number: sql`(coalesce(reference, ''))`,
  },
];

/**
 * The lists of documents are sorted by issue date, due date, total, outstanding amount and number,
 * ties by id: an index of the company's documents by each key, then the id, reads a sorted page
 * and seeks the page after a document, forwards or backwards. The issue dates have theirs, credit
 * notes and supplier credits their due dates'; invoices' and bills' due dates' index gains the id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoices', 'bills']) {
    await db.schema.dropIndex(`${table}_due_date`).execute();
    await indexOf(db, table, 'due_date', 'due_date');
  }
  for (const { table, outstanding, number } of DOCUMENTS) {
    await indexOf(db, table, 'total_amount', 'total_amount');
    await indexOf(db, table, 'outstanding_amount', outstanding);
    if (number) await indexOf(db, table, 'number', number);
  }
}

/** An index of the company's documents by `key`, a column or an expression, then their ids. */
function indexOf(db: Kysely<unknown>, table: string, name: string, key: string | RawBuilder<unknown>) {
  const index = db.schema.createIndex(`${table}_by_${name}`).on(table).column('company_id');
  return (typeof key === 'string' ? index.column(key) : index.expression(key)).column('id').execute();
}
