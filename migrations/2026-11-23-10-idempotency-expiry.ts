import type { Kysely } from 'kysely';

/**
 * Expired idempotency keys are purged for every company at once, by age alone: the index by company
 * and age gives way to one by age.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_created_at').execute();
  await db.schema.createIndex('idempotency_keys_expiry').on('idempotency_keys').column('created_at').execute();
}
