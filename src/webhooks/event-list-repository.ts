import type { Executor } from '../db/database.js';
import type { StoredEvent } from './event-body.js';

const COLUMNS = ['id', 'sequence', 'type', 'created_at', 'object'] as const;

/** A page of the company's events, newest first (by sequence), older than the event `before` when given. */
export async function eventRows(
  db: Executor,
  companyId: bigint,
  filter: { types?: readonly string[] | undefined; beforeSequence?: bigint | undefined },
  limit: number,
): Promise<StoredEvent[]> {
  let query = db.selectFrom('events').select(COLUMNS).where('company_id', '=', companyId);
  if (filter.types !== undefined) query = query.where('type', 'in', filter.types);
  if (filter.beforeSequence !== undefined) query = query.where('sequence', '<', filter.beforeSequence);
  return query.orderBy('sequence', 'desc').limit(limit).execute();
}

/** One of the company's events; undefined if the company has none such. */
export const eventRow = (db: Executor, companyId: bigint, id: bigint): Promise<StoredEvent | undefined> =>
  db.selectFrom('events').select(COLUMNS).where('company_id', '=', companyId).where('id', '=', id).executeTakeFirst();
