import { type Kysely, sql } from 'kysely';
import { companyTable } from './company-table.js';
import { collateTextBytewise, isPostgres } from './postgres.js';

/**
 * The emails a company sends its clients (a document with its PDF attached), written in the
 * transaction of the send and emptied by the server processes as webhook deliveries are: the outbox
 * of mail. The attachment is kept as it was rendered when the send was asked for. A document sent
 * keeps when, and by whom.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await companyTable(db, 'emails')
    .addColumn('document_kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('document_id', 'bigint', (col) => col.notNull())
    .addColumn('to_addresses', 'text', (col) => col.notNull())
    .addColumn('cc_addresses', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('attachment_name', 'text', (col) => col.notNull())
    .addColumn('attachment', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('requested_by', 'varchar(100)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('claimed_until', 'varchar(30)')
    .addColumn('last_attempt_at', 'varchar(30)')
    .addColumn('error', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // The emails that wait for an attempt, across companies, soonest first: what the processes take next.
  await db.schema
    .createIndex('emails_due')
    .on('emails')
    .columns(['next_attempt_at'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  await db.schema
    .createIndex('emails_by_document')
    .on('emails')
    .columns(['company_id', 'document_kind', 'document_id', 'id'])
    .execute();
  for (const table of ['invoices', 'credit_notes']) {
    await db.schema.alterTable(table).addColumn('sent_at', 'varchar(30)').execute();
    await db.schema.alterTable(table).addColumn('sent_by', 'varchar(100)').execute();
  }
  if (isPostgres(db)) await collateTextBytewise(db);
}
