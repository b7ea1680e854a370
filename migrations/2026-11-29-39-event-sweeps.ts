import { type Kysely, type SqlBool, sql } from 'kysely';

/** The documents the sweep of overdue ones reads; overdue-repository.ts writes the same predicates, for the index to be used. */
const UNANNOUNCED_DEBT = {
  invoices: sql<SqlBool>`not draft and total_amount > allocated_amount and not overdue_announced`,
  bills: sql<SqlBool>`total_amount > allocated_amount and not overdue_announced`,
} as const;

/**
 * The sweeps of the server processes: each invoice and bill is marked once its falling overdue is
 * announced, and those still owing and unannounced are indexed by due date apart from the others,
 * so that the sweep does not grow with the documents paid. The events are indexed by age, for the
 * purge of those past their keeping.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['invoices', 'bills'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('overdue_announced', 'boolean', (col) => col.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createIndex(`${table}_overdue_unannounced`)
      .on(table)
      .columns(['due_date'])
      .where(UNANNOUNCED_DEBT[table])
      .execute();
  }
  await db.schema.createIndex('events_created').on('events').columns(['created_at']).execute();
}
