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
 * Deletes the events created before `before` whose deliveries are all finished, with those
 * deliveries: an event a delivery still tries to send stays. Answers how many events went.
 */
export async function purgeEvents(db: Executor, before: string): Promise<number> {
  const old = (eb: Executor) => eb.selectFrom('events').select('id').where('created_at', '<', before);
  const stillTried = db.selectFrom('webhook_deliveries').select('event_id').where('status', '=', 'pending');
  await db
    .deleteFrom('webhook_deliveries')
    .where('event_id', 'in', old(db))
    .where('event_id', 'not in', stillTried)
    .execute();
  const deleted = await db
    .deleteFrom('events')
    .where('created_at', '<', before)
    .where('id', 'not in', db.selectFrom('webhook_deliveries').select('event_id'))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
