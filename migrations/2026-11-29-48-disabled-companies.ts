import type { Kysely } from 'kysely';

/** An operator may disable a company: its users' keys are refused until it is enabled again. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('disabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}
