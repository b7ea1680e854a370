import { databaseNow } from '../db/clock.js';
import type { Executor } from '../db/database.js';
import type { Page } from '../db/page.js';
import type { DeliveryStatus } from './webhook-delivery-schemas.js';

/** The deliveries of an endpoint, each with the type of its event. */
const deliveriesOf = (db: Executor, companyId: bigint, endpointId: bigint) =>
  db
    .selectFrom('webhook_deliveries as delivery')
    .innerJoin('events as event', (join) =>
      join.onRef('event.company_id', '=', 'delivery.company_id').onRef('event.id', '=', 'delivery.event_id'),
    )
    .selectAll('delivery')
    .select('event.type as event_type')
    .where('delivery.company_id', '=', companyId)
    .where('delivery.endpoint_id', '=', endpointId);

export type DeliveryRow = Awaited<ReturnType<ReturnType<typeof deliveriesOf>['executeTakeFirstOrThrow']>>;

/** A page of the endpoint's deliveries, newest first; `page.after` is the id of the delivery the page follows. */
export async function deliveryRows(
  db: Executor,
  companyId: bigint,
  endpointId: bigint,
  status: DeliveryStatus | undefined,
  page: Page,
): Promise<DeliveryRow[]> {
  let query = deliveriesOf(db, companyId, endpointId);
  if (status !== undefined) query = query.where('delivery.status', '=', status);
  if (page.after !== undefined) query = query.where('delivery.event_id', '<', page.after);
  query = query.orderBy('delivery.event_id', 'desc');
  if (page.limit !== undefined || page.offset) query = query.limit(page.limit ?? Number.MAX_SAFE_INTEGER);
  if (page.offset) query = query.offset(page.offset);
  return query.execute();
}

export const findDelivery = (db: Executor, companyId: bigint, endpointId: bigint, eventId: bigint) =>
  deliveriesOf(db, companyId, endpointId).where('delivery.event_id', '=', eventId).executeTakeFirst();

/**
 * Makes the delivery pending again, to be tried now; answers whether there is such a delivery. An
 * attempt in flight keeps its claim, so that no two processes send it at once.
 */
export async function retryNow(db: Executor, companyId: bigint, endpointId: bigint, eventId: bigint) {
  const { numUpdatedRows } = await db
    .updateTable('webhook_deliveries')
    .set({ status: 'pending', next_attempt_at: databaseNow(db) })
    .where('company_id', '=', companyId)
    .where('endpoint_id', '=', endpointId)
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return numUpdatedRows > 0n;
}
