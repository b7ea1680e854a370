import type { Kysely } from 'kysely';

/**
 * The deliveries of an event: what the database checks for each event the purge deletes (their
 * reference to it), and what the purge deletes with it, found without reading every delivery of
 * the company (the primary key leads with the endpoint).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('webhook_deliveries_by_event')
    .on('webhook_deliveries')
    .columns(['company_id', 'event_id'])
    .execute();
}
