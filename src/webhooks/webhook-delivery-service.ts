import type { Database, Executor } from '../db/database.js';
import type { Page } from '../db/page.js';
import { inTransaction, readingHeld, type Write } from '../db/write.js';
import { notFound } from '../shared/errors.js';
import { appendEvent } from './event-repository.js';
import type { EventType } from './event-types.js';
import { type DeliveryRow, deliveryRows, findDelivery, retryNow } from './webhook-delivery-repository.js';
import type { DeliveryStatus, WebhookDelivery } from './webhook-delivery-schemas.js';
import { lockEndpoint, requireEndpoint } from './webhook-endpoint-repository.js';

const NOUN = 'Webhook delivery';
const PING_MESSAGE = 'A test event, sent on request to this endpoint alone.';

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.event_id,
  eventType: row.event_type as EventType,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
  lastAttemptAt: row.last_attempt_at,
  responseStatus: row.response_status,
  responseExcerpt: row.response_excerpt,
  latencyMs: row.latency_ms,
  error: row.error,
  createdAt: row.created_at,
});

/** A page of the endpoint's deliveries, newest first, of one status when given; a 404 for an endpoint not the company's. */
export async function listDeliveries(
  db: Executor,
  companyId: bigint,
  endpointId: bigint,
  status: DeliveryStatus | undefined,
  page: Page,
): Promise<WebhookDelivery[]> {
  await requireEndpoint(db, companyId, endpointId);
  return (await deliveryRows(db, companyId, endpointId, status, page)).map(toDelivery);
}

async function requireDelivery(db: Executor, companyId: bigint, endpointId: bigint, eventId: bigint) {
  const row = await findDelivery(db, companyId, endpointId, eventId);
  if (!row) throw notFound(NOUN, eventId);
  return toDelivery(row);
}

/** Makes any delivery of the endpoint pending again, its next attempt now, whatever became of it. */
export async function retryDelivery(db: Database | Write, companyId: bigint, endpointId: bigint, eventId: bigint) {
  return inTransaction(db, async (write) => {
    await requireEndpoint(write.trx, companyId, endpointId);
    if (!(await retryNow(write.trx, companyId, endpointId, eventId))) throw notFound(NOUN, eventId);
    return requireDelivery(write.trx, companyId, endpointId, eventId);
  });
}

/**
 * Sends a ping event to this endpoint alone, whatever the types it wants: its object names the
 * endpoint. Answers its delivery.
 */
export async function pingEndpoint(db: Database | Write, companyId: bigint, endpointId: bigint) {
  return inTransaction(db, async (write) => {
    await lockEndpoint(write.trx, companyId, endpointId);
    const id = await write.newId();
    const object = `{"endpointId":${endpointId},"message":${JSON.stringify(PING_MESSAGE)}}`;
    appendEvent(write, { companyId, id, type: 'ping', object, onlyTo: endpointId });
    return requireDelivery(await readingHeld(write, 'events'), companyId, endpointId, id);
  });
}
