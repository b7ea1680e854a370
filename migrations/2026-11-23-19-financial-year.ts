import { type Kysely, sql } from 'kysely';

/** The day (MM-DD) on which each of the company's financial years starts: 1 January unless it says otherwise. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('year_start', 'varchar(5)', (col) => col.notNull().defaultTo(sql`'01-01'`))
    .execute();
}
