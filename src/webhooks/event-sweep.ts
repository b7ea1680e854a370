import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { inTransaction } from '../db/write.js';
import { today } from '../shared/dates.js';
import type { MoneyFormat } from '../shared/money.js';
import { appendEvent } from './event-repository.js';
import { answerText } from './record-answers.js';
import { type DueTable, markAnnouncedOverdue, purgeEvents, unannouncedOverdue } from './sweep-repository.js';

const SWEEP_EVERY_MS = 60_000;
const BATCH = 100;
const KEPT_DAYS = 30;
const DUE: Record<DueTable, 'invoice' | 'bill'> = { invoices: 'invoice', bills: 'bill' };

/**
 * Announces `invoice.overdue` and `bill.overdue` once for each document fallen due unpaid (before
 * today, as its status reckons today): the mark and the event in one transaction, the mark made on
 * the condition that no other process made it. Then purges the events past their keeping.
 */
export async function sweepEvents(db: Database, format: MoneyFormat): Promise<{ announced: number; purged: number }> {
  let announced = 0;
  const day = today();
  for (const table of Object.keys(DUE) as DueTable[]) {
    for (let batch = await unannouncedOverdue(db, table, day, BATCH); batch.length > 0; ) {
      for (const { company_id: companyId, id } of batch) {
        if (await announceOverdue(db, format, table, companyId, id, day)) announced += 1;
      }
      batch = batch.length < BATCH ? [] : await unannouncedOverdue(db, table, day, BATCH);
    }
  }
  const before = new Date(Date.now() - KEPT_DAYS * 86_400_000).toISOString();
  return { announced, purged: await purgeEvents(db, before) };
}

const announceOverdue = (
  db: Database,
  format: MoneyFormat,
  table: DueTable,
  companyId: bigint,
  id: bigint,
  day: string,
) =>
  inTransaction(db, async (write) => {
    if (!(await markAnnouncedOverdue(write.trx, table, companyId, id, day))) return false;
    const { text } = await answerText(write.trx, DUE[table], companyId, id, format);
    appendEvent(write, { companyId, id: await write.newId(), type: `${DUE[table]}.overdue`, object: text });
    return true;
  });

/** Runs the sweep in this process every minute, and at start, one run at a time. */
export function sweepEventsRegularly(app: FastifyInstance, db: Database, format: MoneyFormat): void {
  let running: Promise<void> | undefined;
  const sweep = () => {
    running ??= sweepEvents(db, format)
      .then(
        (swept) => {
          if (swept.announced + swept.purged > 0) app.log.info(swept, 'events swept');
        },
        (error: unknown) => app.log.warn({ err: error }, 'the sweep of events failed'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
