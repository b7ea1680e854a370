import type { Executor } from '../db/database.js';
import { invalid, notFound } from '../shared/errors.js';
import type { StoredEvent } from './event-body.js';
import { eventRow, eventRows } from './event-list-repository.js';
import { EVENT_TYPES } from './event-types.js';

const KNOWN_TYPES: ReadonlySet<string> = new Set(EVENT_TYPES);

/** A page of the company's events of these types (all when none are named), newest first, older than the event `after`. */
export async function companyEvents(
  db: Executor,
  companyId: bigint,
  query: { types?: string[] | undefined; after?: bigint | undefined },
  limit: number,
): Promise<StoredEvent[]> {
  const unknown = query.types?.find((type) => !KNOWN_TYPES.has(type));
  if (unknown !== undefined) {
    throw invalid(`No event is of type ${unknown}`, [{ path: 'type', message: `names ${unknown}, no type of event` }]);
  }
  const beforeSequence = query.after === undefined ? undefined : (await cursorOf(db, companyId, query.after)).sequence;
  return eventRows(db, companyId, { types: query.types, beforeSequence }, limit);
}

async function cursorOf(db: Executor, companyId: bigint, id: bigint): Promise<StoredEvent> {
  const event = await eventRow(db, companyId, id);
  if (!event) throw invalid('The cursor names no event', [{ path: 'after', message: 'must be the id of an event' }]);
  return event;
}

export async function companyEvent(db: Executor, companyId: bigint, id: bigint): Promise<StoredEvent> {
  const event = await eventRow(db, companyId, id);
  if (!event) throw notFound('Event', id);
  return event;
}
