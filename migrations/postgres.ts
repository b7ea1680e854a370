import { type Kysely, sql } from 'kysely';

/** Whether the migration runs on PostgreSQL, told by how its query compiler marks a parameter (`$1`, not `?`). */
export const isPostgres = (db: Kysely<unknown>) => sql`${0}`.compile(db).sql === '$1';

/**
 * Orders and compares every text column byte by byte (collation "C") on PostgreSQL, as SQLite does:
 * account codes sort and range alike on both stores, whatever the database's default collation.
 * Migrations that add text columns call it again at their end.
 */
export async function collateTextBytewise(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string; length: number | null }>`
    select table_name, column_name, character_maximum_length as length
    from information_schema.columns
    where table_schema = current_schema()
      and data_type in ('character varying', 'text')
      and table_name not like 'kysely%'
      and coalesce(collation_name, '') <> 'C'`.execute(db);
  for (const { table_name, column_name, length } of rows) {
    const type = length === null ? sql`text` : sql`varchar(${sql.lit(length)})`;
    await sql`alter table ${sql.table(table_name)} alter column ${sql.ref(column_name)} type ${type} collate "C"`.execute(
      db,
    );
  }
}
