import { type Kysely, sql } from 'kysely';

/** The settlements that take from each kind of document, as the schema stands at this migration. */
const SETTLED_BY = {
  invoices: [
    ['client_payment_allocations', 'document_id'],
    ['credit_note_allocations', 'document_id'],
  ],
  bills: [
    ['supplier_payment_allocations', 'document_id'],
    ['supplier_credit_allocations', 'document_id'],
  ],
  credit_notes: [
    ['credit_note_allocations', 'credit_id'],
    ['client_refunds', 'credit_id'],
  ],
  supplier_credits: [
    ['supplier_credit_allocations', 'credit_id'],
    ['supplier_refunds', 'credit_id'],
  ],
} as const;

/**
 * Each document keeps what its payments, allocations and refunds take from it, written with each of
 * them: a read of the document answers what it has outstanding without summing its settlements.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [documents, settledBy] of Object.entries(SETTLED_BY)) {
    await db.schema
      .alterTable(documents)
      .addColumn('allocated_amount', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
    const sums = settledBy.map(
      ([table, column]) => sql`coalesce((select sum(settled.amount) from ${sql.table(table)} as settled
        where settled.company_id = ${sql.ref(`${documents}.company_id`)}
          and ${sql.ref(`settled.${column}`)} = ${sql.ref(`${documents}.id`)}), 0)`,
    );
    await sql`update ${sql.table(documents)} set allocated_amount = cast(${sql.join(sums, sql` + `)} as bigint)`.execute(
      db,
    );
  }
}
