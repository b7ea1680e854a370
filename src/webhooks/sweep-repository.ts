import { type SqlBool, sql } from 'kysely';
import type { Executor } from '../db/database.js';

export type DueTable = 'invoices' | 'bills';

/** Issued, owing, and not yet announced overdue: the predicate of the index the migration of event sweeps made. */
const UNANNOUNCED_DEBT = {
  invoices: sql<SqlBool>`not draft and total_amount > allocated_amount and not overdue_announced`,
  bills: sql<SqlBool>`total_amount > allocated_amount and not overdue_announced`,
} as const;

/** A batch of the documents, of every company, fallen due before `today` and owing, whose falling overdue is unannounced. */
export const unannouncedOverdue = (db: Executor, table: DueTable, today: string, limit: number) =>
  db
    .selectFrom(table as 'invoices')
    .select(['company_id', 'id'])
    .where(UNANNOUNCED_DEBT[table])
    .where('due_date', '<', today)
    .orderBy('due_date')
    .limit(limit)
    .execute();

/**
 * Marks the document announced overdue, if it still is overdue and unannounced: of two processes
 * that found it, one marks it (true) and announces it; the other finds it marked (false).
 */
export async function markAnnouncedOverdue(
  db: Executor,
  table: DueTable,
  companyId: bigint,
  id: bigint,
  today: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table as 'invoices')
    .set({ overdue_announced: true })
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .where(UNANNOUNCED_DEBT[table])
    .where('due_date', '<', today)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Deletes the finished deliveries of the events created before `before`, then those events with no
 * delivery left: an event a delivery still tries to send stays. Each is found from the old events,
 * by the index of the deliveries by event. Answers how many events went.
 */
export async function purgeEvents(db: Executor, before: string): Promise<number> {
  await db
    .deleteFrom('webhook_deliveries as delivery')
    .where('delivery.status', '<>', 'pending')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('events as event')
          .select('event.id')
          .whereRef('event.company_id', '=', 'delivery.company_id')
          .whereRef('event.id', '=', 'delivery.event_id')
          .where('event.created_at', '<', before),
      ),
    )
    .execute();
  const deleted = await db
    .deleteFrom('events as event')
    .where('event.created_at', '<', before)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('webhook_deliveries as delivery')
            .select('delivery.event_id')
            .whereRef('delivery.company_id', '=', 'event.company_id')
            .whereRef('delivery.event_id', '=', 'event.id'),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
