import type { Kysely } from 'kysely';

/**
 * The deliveries of an endpoint in one status, newest first: the list of its failed deliveries
 * reads them alone, not every delivery the endpoint ever had (its primary key serves the whole list).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('webhook_deliveries_by_status')
    .on('webhook_deliveries')
    .columns(['company_id', 'endpoint_id', 'status', 'event_id'])
    .execute();
}
