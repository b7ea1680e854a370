import { type Kysely, sql } from 'kysely';
import { companyTable } from './company-table.js';
import { collateTextBytewise, isPostgres } from './postgres.js';

/**
 * Events and their webhooks. An event is written in the transaction of the write it tells of, with
 * the company's next sequence number, and a delivery of it for each endpoint of the company that
 * wants it: the outbox, which the server processes empty. A delivery is named by its endpoint and
 * its event, whose id is the `webhook-id` of every attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('event_sequences')
    .addColumn('company_id', 'bigint', (col) => col.notNull().primaryKey().references('companies.id'))
    .addColumn('last', 'bigint', (col) => col.notNull())
    .execute();
  await companyTable(db, 'events')
    .addColumn('sequence', 'bigint', (col) => col.notNull())
    .addColumn('type', 'varchar(60)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('object', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('events_sequence').unique().on('events').columns(['company_id', 'sequence']).execute();
  await companyTable(db, 'webhook_endpoints')
    .addColumn('url', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('event_types', 'text')
    .addColumn('enabled', 'boolean', (col) => col.notNull())
    .addColumn('secret', 'varchar(100)', (col) => col.notNull())
    .addColumn('previous_secret', 'varchar(100)')
    .addColumn('previous_secret_expires_at', 'varchar(30)')
    .addColumn('disabled_reason', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('company_id', 'bigint', (col) => col.notNull())
    .addColumn('endpoint_id', 'bigint', (col) => col.notNull())
    .addColumn('event_id', 'bigint', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull())
    .addColumn('next_attempt_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('claimed_until', 'varchar(30)')
    .addColumn('last_attempt_at', 'varchar(30)')
    .addColumn('response_status', 'integer')
    .addColumn('response_excerpt', 'text')
    .addColumn('latency_ms', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('webhook_deliveries_pk', ['company_id', 'endpoint_id', 'event_id'])
    .addForeignKeyConstraint('webhook_deliveries_endpoint', ['company_id', 'endpoint_id'], 'webhook_endpoints', [
      'company_id',
      'id',
    ])
    .addForeignKeyConstraint('webhook_deliveries_event', ['company_id', 'event_id'], 'events', ['company_id', 'id'])
    .execute();
  // The deliveries that wait for an attempt, across companies, soonest first: what the processes take next.
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['next_attempt_at'])
    .where(sql.ref('status'), '=', 'pending')
    .execute();
  if (isPostgres(db)) await collateTextBytewise(db);
}
