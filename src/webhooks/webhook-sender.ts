import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/database.js';
import { attemptDelivery, claimDeliveries, type DeliverySettings } from './delivery-service.js';

/** How often a process looks for deliveries that fell due. */
const POLL_EVERY_MS = 1000;
/** The deliveries a process takes at once, and sends together. */
const BATCH = 10;
/** A 2xx within this is a success; past it the attempt fails. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** How long a process holds the deliveries it took: past an attempt's timeout and the keeping of its result. */
const LEASE_MS = 60_000;

/**
 * Sends the webhooks from every server process: each second, it takes the deliveries that are due
 * (see claimDueDeliveries) and attempts them, and at once again while it finds a full batch. On
 * close it takes no more and waits for the attempts in flight, each bounded by its timeout.
 */
export function sendWebhooksRegularly(app: FastifyInstance, db: Database, config: Config): void {
  const settings: DeliverySettings = { ...config.webhooks, timeoutMs: ATTEMPT_TIMEOUT_MS };
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const sendDue = async () => {
    for (;;) {
      const claimed = await claimDeliveries(db, BATCH, LEASE_MS);
      const attempts = await Promise.allSettled(claimed.map((delivery) => attemptDelivery(db, settings, delivery)));
      for (const failed of attempts.filter((attempt) => attempt.status === 'rejected')) {
        app.log.warn(
          { err: failed.reason },
          'a webhook attempt could not be kept; it is retried once its lease runs out',
        );
      }
      if (claimed.length < BATCH || stopping) return;
    }
  };
  const round = () => {
    running ??= sendDue()
      .catch((error: unknown) => app.log.warn({ err: error }, 'webhooks could not be sent'))
      .finally(() => {
        running = undefined;
      });
  };

  app.addHook('onReady', async () => {
    timer = setInterval(round, POLL_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    stopping = true;
    clearInterval(timer);
    await running;
  });
}
