import type { Kysely } from 'kysely';
import { collateTextBytewise, isPostgres } from './postgres.js';

/**
 * A recurring invoice that emails each invoice it issues: whether it does, and to whom (JSON arrays
 * of addresses; a null send_to sends to the client's email address as it is on the day).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('recurring_invoices')
    .addColumn('send_email', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.alterTable('recurring_invoices').addColumn('send_to', 'text').execute();
  await db.schema.alterTable('recurring_invoices').addColumn('send_cc', 'text').execute();
  if (isPostgres(db)) await collateTextBytewise(db);
}
