import { type Kysely, sql } from 'kysely';
import { collateTextBytewise, isPostgres } from './postgres.js';

/**
 * Each user has a role in their company, a name and an email to tell people apart, and can be
 * disabled without losing who they were. The users there were could do everything: they become owners.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(20)', (col) =>
      col.notNull().defaultTo('owner').check(sql`role in ('owner', 'admin', 'bookkeeper', 'viewer')`),
    )
    .execute();
  await db.schema.alterTable('users').addColumn('name', 'varchar(200)').execute();
  await db.schema.alterTable('users').addColumn('email', 'varchar(254)').execute();
  await db.schema
    .alterTable('users')
    .addColumn('disabled', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  if (isPostgres(db)) await collateTextBytewise(db);
}
