import type { Kysely } from 'kysely';

/**
 * The payments of a document are found by an index of its allocations that holds their payment ids
 * too: a join from a document to its payments reads no allocation row, and the planner takes this
 * index rather than the unique one by payment, which would walk every allocation of the company.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['client_payment_allocations', 'supplier_payment_allocations']) {
    await db.schema.dropIndex(`${table}_document_id`).execute();
    await db.schema
      .createIndex(`${table}_document`)
      .on(table)
      .columns(['company_id', 'document_id', 'payment_id'])
      .execute();
  }
}
