import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { sendOutboxRegularly } from '../outbox/outbox-sender.js';
import { deliveryOutbox } from './delivery-repository.js';
import { attemptDelivery, type DeliverySettings } from './delivery-service.js';

/** A 2xx within this is a success; past it the attempt fails. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** How long a process holds the deliveries it took: past an attempt's timeout and the keeping of its result. */
const LEASE_MS = 60_000;

/** Sends the webhooks from every server process (see sendOutboxRegularly). */
export function sendWebhooksRegularly(app: FastifyInstance, db: Database, config: Config): void {
  const settings: DeliverySettings = { ...config.webhooks, timeoutMs: ATTEMPT_TIMEOUT_MS };
  sendOutboxRegularly(app, db, {
    noun: 'webhook',
    outbox: deliveryOutbox,
    leaseMs: LEASE_MS,
    attempt: (delivery) => attemptDelivery(db, settings, delivery),
  });
}
