import type { Kysely } from 'kysely';

/** A company's lock date: nothing dated on or before it can be created, changed or deleted. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('companies').addColumn('lock_date', 'date').execute();
}
