import type { Kysely } from 'kysely';
import { companyTable } from './company-table.js';
import { collateTextBytewise, isPostgres } from './postgres.js';

/**
 * The audit trail: one row per write, appended in the write's transaction and never changed. The
 * user's name is kept beside the id, so that an entry still says who wrote after the user is gone.
 * The records are the API's answers as JSON text, the same on both stores.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await companyTable(db, 'audit_entries')
    .addColumn('at', 'varchar(30)', (col) => col.notNull())
    .addColumn('user_id', 'bigint', (col) => col.notNull())
    .addColumn('username', 'varchar(100)', (col) => col.notNull())
    .addColumn('method', 'varchar(10)', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('record_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('record_id', 'bigint', (col) => col.notNull())
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  if (isPostgres(db)) await collateTextBytewise(db);
  // Newest first: the whole trail, one kind of record, or one record, each read by an index in its order.
  const orders = { by_time: [], by_type: ['record_type'], by_record: ['record_id'] };
  for (const [name, columns] of Object.entries(orders)) {
    await db.schema
      .createIndex(`audit_entries_${name}`)
      .on('audit_entries')
      .columns(['company_id', ...columns, 'at', 'id'])
      .execute();
  }
}
