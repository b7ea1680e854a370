import type { Database, Executor } from '../db/database.js';
import { inTransaction } from '../db/write.js';
import { claimFrom, nextRetryInMs } from '../outbox/outbox-sender.js';
import {
  type AttemptRecord,
  type ClaimedDelivery,
  type DeliveryToSend,
  deliveryKeyOf,
  deliveryOutbox,
  deliveryToSend,
  disableEndpoint,
  recordAttempt,
  succeededSince,
} from './delivery-repository.js';
import { eventBody } from './event-body.js';
import { type AttemptOutcome, postWebhook } from './webhook-request.js';
import { signatures } from './webhook-signature.js';

export interface DeliverySettings {
  /** The seconds to wait before each attempt after the first. */
  retrySchedule: readonly number[];
  allowPrivateTargets: boolean;
  timeoutMs: number;
}

/** What the receiver is told of the sender. */
const USER_AGENT = 'accounting-service-webhooks/1';

/** Claims deliveries that are due (see claimDue), after a read that finds whether any is. */
export const claimDeliveries = (db: Database, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> =>
  claimFrom(db, { outbox: deliveryOutbox, leaseMs }, limit);

/**
 * Makes one attempt of a delivery the process claimed, and keeps how it went. An endpoint disabled
 * since the delivery was made is not sent to: the delivery fails, unattempted.
 */
export async function attemptDelivery(db: Database, settings: DeliverySettings, claimed: ClaimedDelivery) {
  const toSend = await deliveryToSend(db, deliveryKeyOf(claimed));
  if (!toSend) return;
  if (!toSend.enabled) {
    const record: AttemptRecord = {
      ...NO_ANSWER,
      status: 'failed',
      attempted: false,
      error: 'the endpoint is disabled',
    };
    await inTransaction(db, (write) => recordAttempt(write.trx, claimed, record));
    return;
  }
  const outcome = await send(toSend, settings);
  await inTransaction(db, (write) => keepOutcome(write.trx, settings, claimed, outcome));
}

const NO_ANSWER = { responseStatus: null, responseExcerpt: null, latencyMs: null, error: null };

function send(toSend: DeliveryToSend, settings: DeliverySettings): Promise<AttemptOutcome> {
  const body = eventBody(toSend.event);
  const id = String(toSend.event.id);
  const timestamp = Math.floor(Date.now() / 1000);
  const secrets = toSend.previousSecret ? [toSend.secret, toSend.previousSecret] : [toSend.secret];
  const headers = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatures(secrets, id, timestamp, body),
  };
  return postWebhook(new URL(toSend.url), headers, body, {
    timeoutMs: settings.timeoutMs,
    allowPrivate: settings.allowPrivateTargets,
  });
}

/**
 * A 2xx succeeds; a 410 fails the delivery and disables the endpoint; anything else is retried
 * after the next wait of the schedule, and fails once the schedule is spent, disabling the endpoint
 * when nothing has reached it since the delivery was made.
 */
async function keepOutcome(
  db: Executor,
  settings: DeliverySettings,
  claimed: ClaimedDelivery,
  outcome: AttemptOutcome,
): Promise<void> {
  const answered = { ...outcome, attempted: true };
  const status = outcome.responseStatus;
  if (status !== null && status >= 200 && status < 300) {
    await recordAttempt(db, claimed, { ...answered, status: 'succeeded' });
    return;
  }
  const retryInMs = nextRetryInMs(settings.retrySchedule, claimed.attempts);
  if (status !== 410 && retryInMs !== undefined) {
    await recordAttempt(db, claimed, { ...answered, status: 'pending', retryInMs });
    return;
  }
  if (!(await recordAttempt(db, claimed, { ...answered, status: 'failed' }))) return;
  const { companyId, endpointId } = deliveryKeyOf(claimed);
  if (status === 410) {
    await disableEndpoint(db, companyId, endpointId, 'the endpoint answered 410 Gone');
  } else if (!(await succeededSince(db, companyId, endpointId, claimed.createdAt))) {
    await disableEndpoint(db, companyId, endpointId, `failing since ${claimed.createdAt}: no delivery succeeded since`);
  }
}
