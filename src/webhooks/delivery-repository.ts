import { sql } from 'kysely';
import { databaseNow } from '../db/clock.js';
import type { Executor } from '../db/database.js';
import { type ClaimedItem, outbox } from '../outbox/outbox-repository.js';

/** A delivery, named as its primary key names it. */
export interface DeliveryKey {
  companyId: bigint;
  endpointId: bigint;
  eventId: bigint;
}

/** The outbox of webhooks: a delivery is named by its company, its endpoint and its event. */
export const deliveryOutbox = outbox('webhook_deliveries', ['company_id', 'endpoint_id', 'event_id']);

/** A delivery a process took for one attempt, until `claimedUntil`. */
export type ClaimedDelivery = ClaimedItem<'company_id' | 'endpoint_id' | 'event_id'>;

export const deliveryKeyOf = ({ key }: ClaimedDelivery): DeliveryKey => ({
  companyId: key.company_id,
  endpointId: key.endpoint_id,
  eventId: key.event_id,
});

/** What an attempt sends: the event, where to, and the secrets that sign it now. */
export interface DeliveryToSend {
  url: string;
  enabled: boolean;
  secret: string;
  /** The secret before a rotation, while it still signs. */
  previousSecret: string | null;
  event: { id: bigint; sequence: bigint; type: string; created_at: string; object: string };
}

export async function deliveryToSend(db: Executor, key: DeliveryKey): Promise<DeliveryToSend | undefined> {
  const row = await db
    .selectFrom('webhook_endpoints as endpoint')
    .innerJoin('events as event', 'event.company_id', 'endpoint.company_id')
    .select([
      'endpoint.url',
      'endpoint.enabled',
      'endpoint.secret',
      sql<
        string | null
      >`case when ${sql.ref('endpoint.previous_secret_expires_at')} > ${databaseNow(db)} then ${sql.ref('endpoint.previous_secret')} end`.as(
        'previous_secret',
      ),
      'event.id',
      'event.sequence',
      'event.type',
      'event.created_at',
      'event.object',
    ])
    .where('endpoint.company_id', '=', key.companyId)
    .where('endpoint.id', '=', key.endpointId)
    .where('event.id', '=', key.eventId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    url: row.url,
    enabled: Boolean(row.enabled),
    secret: row.secret,
    previousSecret: row.previous_secret,
    event: {
      id: BigInt(row.id),
      sequence: BigInt(row.sequence),
      type: row.type,
      created_at: row.created_at,
      object: row.object,
    },
  };
}

/** How an attempt went, as the delivery keeps it. */
export interface AttemptRecord {
  status: 'pending' | 'succeeded' | 'failed';
  attempted: boolean;
  /** For a delivery still pending, the wait before its next attempt. */
  retryInMs?: number | undefined;
  responseStatus: number | null;
  responseExcerpt: string | null;
  latencyMs: number | null;
  error: string | null;
}

/** Keeps how the attempt went, if the process still holds the delivery (see keepAttempt); answers whether it was kept. */
export function recordAttempt(db: Executor, claimed: ClaimedDelivery, record: AttemptRecord): Promise<boolean> {
  const { responseStatus, responseExcerpt, latencyMs, ...kept } = record;
  const columns = { response_status: responseStatus, response_excerpt: responseExcerpt, latency_ms: latencyMs };
  return deliveryOutbox.keepAttempt(db, claimed, { ...kept, columns });
}

/** Whether a delivery to the endpoint has succeeded since `since`. */
export async function succeededSince(db: Executor, companyId: bigint, endpointId: bigint, since: string) {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select('event_id')
    .where('company_id', '=', companyId)
    .where('endpoint_id', '=', endpointId)
    .where('status', '=', 'succeeded')
    .where('last_attempt_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Disables an enabled endpoint and says why; the time, the database's, is added to the reason. */
export async function disableEndpoint(db: Executor, companyId: bigint, endpointId: bigint, reason: string) {
  const now = databaseNow(db);
  await db
    .updateTable('webhook_endpoints')
    .set({
      enabled: false,
      disabled_reason: sql<string>`${reason} || ' (disabled at ' || ${now} || ')'`,
      updated_at: now,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', endpointId)
    .where('enabled', '=', true)
    .execute();
}
