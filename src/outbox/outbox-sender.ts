import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { inTransaction } from '../db/write.js';
import type { ClaimedItem, outbox } from './outbox-repository.js';

/** How often a process looks for items that fell due. */
const POLL_EVERY_MS = 1000;
/** The items a process takes at once, and sends together. */
const BATCH = 10;
/** The share of each wait drawn at random, either way, so that the retries of one outage do not arrive together. */
const JITTER = 0.1;

/** What a process sends from one outbox, and how. */
export interface OutboxSending<Key extends string> {
  /** What is sent, as the log names it: "webhook", "email". */
  noun: string;
  outbox: ReturnType<typeof outbox<Key>>;
  /** How long a process holds what it took: past an attempt's timeout and the keeping of its result. */
  leaseMs: number;
  /** Makes one attempt of an item the process holds, and keeps how it went. */
  attempt(claimed: ClaimedItem<Key>): Promise<void>;
}

/**
 * Sends an outbox from every server process: each second, it takes the items that are due (see
 * `claimDue`) and attempts them, and at once again while it finds a full batch. On close it takes
 * no more and waits for the attempts in flight, each bounded by its timeout.
 */
export function sendOutboxRegularly<Key extends string>(
  app: FastifyInstance,
  db: Database,
  sending: OutboxSending<Key>,
): void {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const sendDue = async () => {
    for (;;) {
      const claimed = await claimFrom(db, sending, BATCH);
      const attempts = await Promise.allSettled(claimed.map((item) => sending.attempt(item)));
      for (const failed of attempts.filter((attempt) => attempt.status === 'rejected')) {
        app.log.warn(
          { err: failed.reason },
          `a ${sending.noun} attempt could not be kept; it is retried once its lease runs out`,
        );
      }
      if (claimed.length < BATCH || stopping) return;
    }
  };
  const round = () => {
    running ??= sendDue()
      .catch((error: unknown) => app.log.warn({ err: error }, `${sending.noun}s could not be sent`))
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

/** Claims items that are due (see claimDue), after a read that finds whether any is. */
export async function claimFrom<Key extends string>(
  db: Database,
  sending: Pick<OutboxSending<Key>, 'outbox' | 'leaseMs'>,
  limit: number,
): Promise<ClaimedItem<Key>[]> {
  if (!(await sending.outbox.anyDue(db))) return [];
  return inTransaction(db, (write) => sending.outbox.claimDue(write.trx, limit, sending.leaseMs));
}

/**
 * The wait before the next attempt of an item tried `attempts` times, with jitter, by the schedule
 * of seconds between attempts; undefined once the schedule is spent.
 */
export function nextRetryInMs(retrySchedule: readonly number[], attempts: number): number | undefined {
  const wait = retrySchedule[attempts];
  if (wait === undefined) return undefined;
  return Math.round(wait * 1000 * (1 + JITTER * (2 * Math.random() - 1)));
}
